package store

import (
	"context"
	"database/sql"
	"math"
	"sort"
	"time"

	"claimsite/internal/attribution"
)

// Analytics is what the admin Analytics page charts, over a range of UTC
// days: the same days visit_days counts in.
type Analytics struct {
	From         string            `json:"from"` // YYYY-MM-DD, inclusive
	To           string            `json:"to"`   // YYYY-MM-DD, inclusive
	Leads        LeadsByRouting    `json:"leads"`
	LandingPages []ConversionRow   `json:"landing_pages"`
	Sources      []ConversionRow   `json:"sources"`
	States       []StateCount      `json:"states"`
	Deliveries   DeliveryAnalytics `json:"deliveries"`
	Partners     []PartnerRates    `json:"partners"`
}

// LeadsByRouting counts the leads of each day (every day of the range,
// zeros included) by what routing made of them.
type LeadsByRouting struct {
	Total   int          `json:"total"`
	Routing []RoutingDay `json:"routing"`
}

// RoutingDay is one day of LeadsByRouting.
type RoutingDay struct {
	Day        string `json:"day"`
	Routed     int    `json:"routed"`
	Unrouted   int    `json:"unrouted"`
	Duplicate  int    `json:"duplicate"`
	Suppressed int    `json:"suppressed"`
}

// ConversionRow is the visits and leads of one landing page, or of one
// source/medium/campaign. A visit is an entry: the first page of a browser
// tab. ConversionRate is leads per entry, nil without entries.
type ConversionRow struct {
	LandingPage    string   `json:"landing_page,omitempty"`
	Source         string   `json:"source"`
	Medium         string   `json:"medium"`
	Campaign       string   `json:"campaign"`
	Views          int      `json:"views"`
	Entries        int      `json:"entries"`
	Leads          int      `json:"leads"`
	ConversionRate *float64 `json:"conversion_rate"`
}

// StateCount is the leads of one state (two-letter code; "" when none).
type StateCount struct {
	State string `json:"state"`
	Leads int    `json:"leads"`
}

// DeliveryAnalytics counts the deliveries created in the range by status,
// and how long delivered ones took from the lead's arrival.
type DeliveryAnalytics struct {
	ByStatus       []StatusCount `json:"by_status"`
	Latency        []LatencyDay  `json:"latency"` // days with a delivered delivery only
	LatencyOverall Latency       `json:"latency_overall"`
}

// StatusCount is the number of deliveries in one status.
type StatusCount struct {
	Status string `json:"status"`
	Count  int    `json:"count"`
}

// Latency summarises delivery times in seconds, from the lead's creation to
// the partner's acknowledgement.
type Latency struct {
	Count int     `json:"count"`
	P50   float64 `json:"p50_seconds"`
	P90   float64 `json:"p90_seconds"`
	Max   float64 `json:"max_seconds"`
}

// LatencyDay is the Latency of the deliveries created on one day.
type LatencyDay struct {
	Day string `json:"day"`
	Latency
}

// PartnerRates is how a partner answered for the leads delivered to it in
// the range (see PartnerCounts).
type PartnerRates struct {
	PartnerID   *int64 `json:"partner_id"` // nil once the partner is deleted
	PartnerName string `json:"partner_name"`
	PartnerCounts
}

// maxConversionRows bounds the landing page and source tables: the most
// converting rows first.
const maxConversionRows = 100

// dayLayout is how days are written.
const dayLayout = "2006-01-02"

// Analytics computes the series over the UTC days from..to (inclusive).
// pages is the site's public pages (webui.PublicPage): visits and leads
// are counted per landing page under attribution.LandingPage's key, the
// one the visit beacon stores.
func (s *Store) Analytics(ctx context.Context, from, to time.Time, pages attribution.Pages) (Analytics, error) {
	start, end := from.UTC().Truncate(24*time.Hour), to.UTC().Truncate(24*time.Hour).AddDate(0, 0, 1)
	a := Analytics{From: start.Format(dayLayout), To: end.AddDate(0, 0, -1).Format(dayLayout)}
	var err error
	if a.Leads, err = s.leadsByRouting(ctx, start, end); err != nil {
		return a, err
	}
	if a.LandingPages, err = s.landingPageConversions(ctx, start, end, pages); err != nil {
		return a, err
	}
	if a.Sources, err = s.sourceConversions(ctx, start, end); err != nil {
		return a, err
	}
	if a.States, err = s.leadsByState(ctx, start, end); err != nil {
		return a, err
	}
	if a.Deliveries, err = s.deliveryAnalytics(ctx, start, end); err != nil {
		return a, err
	}
	a.Partners, err = s.partnerRates(ctx, start, end)
	return a, err
}

// utcDay is the SQL of the UTC day (YYYY-MM-DD) of a timestamp column.
// SQLite keeps timestamps as UTC text starting with the date.
func (s *Store) utcDay(column string) string {
	if s.dialect == Postgres {
		return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	return "substr(" + column + ", 1, 10)"
}

// landingPath is the SQL of a landing page column without its query
// string, so that the leads of one page (whose attribution keeps the ad's
// URL with its UTM query, decision 023) are grouped in SQL before
// attribution.LandingPage maps each path to its key in Go. The question
// mark is chr(63): a literal ? would be taken for a parameter.
func (s *Store) landingPath(column string) string {
	if s.dialect == Postgres {
		return "split_part(" + column + ", chr(63), 1)"
	}
	return "CASE WHEN instr(" + column + ", char(63)) > 0 THEN substr(" + column + ", 1, instr(" + column + ", char(63)) - 1) ELSE " + column + " END"
}

// secondsBetween is the SQL of the seconds from timestamp a to b.
func (s *Store) secondsBetween(a, b string) string {
	if s.dialect == Postgres {
		return "EXTRACT(EPOCH FROM (" + b + " - " + a + "))::float8"
	}
	return "(julianday(" + sqliteClock(b) + ") - julianday(" + sqliteClock(a) + ")) * 86400.0"
}

// sqliteClock is the SQL of a SQLite timestamp column as julianday reads
// it. The driver writes times as Go prints them ("2026-03-01
// 09:30:00.25 +0000 UTC"); julianday takes the part before the zone.
func sqliteClock(column string) string {
	return "substr(" + column + ", 1, 10 + instr(substr(" + column + ", 12), ' '))"
}

func (s *Store) leadsByRouting(ctx context.Context, start, end time.Time) (LeadsByRouting, error) {
	day := s.utcDay("created_at")
	rows, err := s.query(ctx, s.db, `
		SELECT `+day+` AS day, routing, COUNT(*)
		FROM leads
		WHERE created_at >= ? AND created_at < ?
		GROUP BY `+day+`, routing`, start, end)
	if err != nil {
		return LeadsByRouting{}, err
	}
	byDay := map[string]*RoutingDay{}
	var out LeadsByRouting
	for d := start; d.Before(end); d = d.AddDate(0, 0, 1) {
		out.Routing = append(out.Routing, RoutingDay{Day: d.Format(dayLayout)})
	}
	for i := range out.Routing {
		byDay[out.Routing[i].Day] = &out.Routing[i]
	}
	defer rows.Close()
	for rows.Next() {
		var day, routing string
		var n int
		if err := rows.Scan(&day, &routing, &n); err != nil {
			return out, err
		}
		d := byDay[day]
		if d == nil {
			continue
		}
		switch routing {
		case "routed":
			d.Routed += n
		case "unrouted":
			d.Unrouted += n
		case "duplicate":
			d.Duplicate += n
		case "suppressed":
			d.Suppressed += n
		}
		out.Total += n
	}
	return out, rows.Err()
}

// conversionKey identifies a ConversionRow while visits and leads are
// merged.
type conversionKey struct{ landing, source, medium, campaign string }

// mergeConversions joins visit and lead counts by key, computes the rates
// and keeps the maxConversionRows rows with the most leads, then entries.
func mergeConversions(visits map[conversionKey][2]int, leadCounts map[conversionKey]int) []ConversionRow {
	keys := map[conversionKey]bool{}
	for k := range visits {
		keys[k] = true
	}
	for k := range leadCounts {
		keys[k] = true
	}
	out := make([]ConversionRow, 0, len(keys))
	for k := range keys {
		v := visits[k]
		row := ConversionRow{LandingPage: k.landing, Source: k.source, Medium: k.medium, Campaign: k.campaign,
			Views: v[0], Entries: v[1], Leads: leadCounts[k]}
		if row.Entries > 0 {
			row.ConversionRate = ratio(row.Leads, row.Entries)
		}
		out = append(out, row)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Leads != b.Leads {
			return a.Leads > b.Leads
		}
		if a.Entries != b.Entries {
			return a.Entries > b.Entries
		}
		return a.LandingPage+"\x00"+a.Source+"\x00"+a.Medium+"\x00"+a.Campaign <
			b.LandingPage+"\x00"+b.Source+"\x00"+b.Medium+"\x00"+b.Campaign
	})
	if len(out) > maxConversionRows {
		out = out[:maxConversionRows]
	}
	return out
}

// ratio is n/d rounded to four decimals.
func ratio(n, d int) *float64 {
	r := math.Round(float64(n)/float64(d)*10000) / 10000
	return &r
}

// The landing page and source tables compare visits with leads. Both are
// first grouped in SQL by the values as stored, then each group is put
// under its attribution key in Go (package attribution, the function the
// visit beacon stores its aggregates with) and the groups that share a key
// are added up: a lead that came with utm_campaign=Spring_Sale on
// /Service-Detail/3/?gclid=… counts beside the visits recorded as
// spring_sale on /service-detail/3. The lead keeps its values as sent.

func (s *Store) landingPageConversions(ctx context.Context, start, end time.Time, pages attribution.Pages) ([]ConversionRow, error) {
	visits := map[conversionKey][2]int{}
	rows, err := s.query(ctx, s.db, `
		SELECT landing_page, SUM(views), SUM(entries)
		FROM visit_days
		WHERE day >= ? AND day < ?
		GROUP BY landing_page`, start.Format(dayLayout), end.Format(dayLayout))
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var page string
		var views, entries int
		if err := r.Scan(&page, &views, &entries); err != nil {
			return err
		}
		k := conversionKey{landing: attribution.LandingPage(page, pages)}
		v := visits[k]
		visits[k] = [2]int{v[0] + views, v[1] + entries}
		return nil
	}); err != nil {
		return nil, err
	}
	leadCounts := map[conversionKey]int{}
	leadPage := s.landingPath("COALESCE(a.landing_page, '')")
	rows, err = s.query(ctx, s.db, `
		SELECT `+leadPage+`, COUNT(*)
		FROM leads l
		LEFT JOIN lead_attribution a ON a.lead_id = l.id
		WHERE l.created_at >= ? AND l.created_at < ?
		GROUP BY `+leadPage, start, end)
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var page string
		var n int
		if err := r.Scan(&page, &n); err != nil {
			return err
		}
		leadCounts[conversionKey{landing: attribution.LandingPage(page, pages)}] += n
		return nil
	}); err != nil {
		return nil, err
	}
	return mergeConversions(visits, leadCounts), nil
}

// sourceKey is the attribution key of a source, medium and campaign.
func sourceKey(source, medium, campaign string) conversionKey {
	return conversionKey{source: attribution.Value(source), medium: attribution.Value(medium), campaign: attribution.Value(campaign)}
}

func (s *Store) sourceConversions(ctx context.Context, start, end time.Time) ([]ConversionRow, error) {
	visits := map[conversionKey][2]int{}
	rows, err := s.query(ctx, s.db, `
		SELECT source, medium, campaign, SUM(views), SUM(entries)
		FROM visit_days
		WHERE day >= ? AND day < ?
		GROUP BY source, medium, campaign`, start.Format(dayLayout), end.Format(dayLayout))
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var source, medium, campaign string
		var views, entries int
		if err := r.Scan(&source, &medium, &campaign, &views, &entries); err != nil {
			return err
		}
		k := sourceKey(source, medium, campaign)
		v := visits[k]
		visits[k] = [2]int{v[0] + views, v[1] + entries}
		return nil
	}); err != nil {
		return nil, err
	}
	leadCounts := map[conversionKey]int{}
	rows, err = s.query(ctx, s.db, `
		SELECT COALESCE(a.utm_source, ''), COALESCE(a.utm_medium, ''), COALESCE(a.utm_campaign, ''), COUNT(*)
		FROM leads l
		LEFT JOIN lead_attribution a ON a.lead_id = l.id
		WHERE l.created_at >= ? AND l.created_at < ?
		GROUP BY COALESCE(a.utm_source, ''), COALESCE(a.utm_medium, ''), COALESCE(a.utm_campaign, '')`, start, end)
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var source, medium, campaign string
		var n int
		if err := r.Scan(&source, &medium, &campaign, &n); err != nil {
			return err
		}
		leadCounts[sourceKey(source, medium, campaign)] += n
		return nil
	}); err != nil {
		return nil, err
	}
	return mergeConversions(visits, leadCounts), nil
}

func (s *Store) leadsByState(ctx context.Context, start, end time.Time) ([]StateCount, error) {
	rows, err := s.query(ctx, s.db, `
		SELECT state, COUNT(*)
		FROM leads
		WHERE created_at >= ? AND created_at < ?
		GROUP BY state
		ORDER BY COUNT(*) DESC, state`, start, end)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (StateCount, error) {
		var c StateCount
		err := r.Scan(&c.State, &c.Leads)
		return c, err
	})
}

func (s *Store) deliveryAnalytics(ctx context.Context, start, end time.Time) (DeliveryAnalytics, error) {
	out := DeliveryAnalytics{Latency: []LatencyDay{}}
	counts := map[string]int{}
	rows, err := s.query(ctx, s.db, `
		SELECT `+deliveryStatus+`, COUNT(*)
		FROM deliveries d
		CROSS JOIN outbox o
		WHERE o.id = d.outbox_id AND d.created_at >= ? AND d.created_at < ?
		GROUP BY `+deliveryStatus, start, end)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var status string
		var n int
		err := r.Scan(&status, &n)
		counts[status] += n
		return err
	}); err != nil {
		return out, err
	}
	for _, st := range DeliveryStatuses {
		out.ByStatus = append(out.ByStatus, StatusCount{Status: st, Count: counts[st]})
		delete(counts, st)
	}
	for st, n := range counts { // an outbox status with no delivery name (logged)
		out.ByStatus = append(out.ByStatus, StatusCount{Status: st, Count: n})
	}

	// Percentiles have no portable SQL: the delivered deliveries' seconds
	// come back sorted by day, one number each.
	rows, err = s.query(ctx, s.db, `
		SELECT `+s.utcDay("d.created_at")+`, `+s.secondsBetween("l.created_at", "o.done_at")+`
		FROM deliveries d
		CROSS JOIN outbox o
		JOIN leads l ON l.id = d.lead_id
		WHERE o.id = d.outbox_id AND d.created_at >= ? AND d.created_at < ? AND o.status = 'sent' AND o.done_at IS NOT NULL
		ORDER BY 1`, start, end)
	if err != nil {
		return out, err
	}
	var all, day []float64
	current := ""
	flush := func() {
		if len(day) > 0 {
			out.Latency = append(out.Latency, LatencyDay{Day: current, Latency: summarise(day)})
		}
		day = nil
	}
	if err := eachRow(rows, func(r scanner) error {
		var d string
		var secs float64
		if err := r.Scan(&d, &secs); err != nil {
			return err
		}
		if d != current {
			flush()
			current = d
		}
		secs = math.Max(secs, 0)
		day, all = append(day, secs), append(all, secs)
		return nil
	}); err != nil {
		return out, err
	}
	flush()
	out.LatencyOverall = summarise(all)
	return out, nil
}

// summarise gives the count, nearest-rank 50th and 90th percentiles and
// maximum of secs, rounded to a tenth of a second.
func summarise(secs []float64) Latency {
	if len(secs) == 0 {
		return Latency{}
	}
	sort.Float64s(secs)
	rank := func(p float64) float64 {
		i := int(math.Ceil(p*float64(len(secs)))) - 1
		return math.Round(secs[max(i, 0)]*10) / 10
	}
	return Latency{Count: len(secs), P50: rank(0.5), P90: rank(0.9), Max: math.Round(secs[len(secs)-1]*10) / 10}
}

// eachRow calls fn on every row, then closes rows.
func eachRow(rows *sql.Rows, fn func(scanner) error) error {
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
