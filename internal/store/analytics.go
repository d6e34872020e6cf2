package store

import (
	"context"
	"database/sql"
	"math"
	"sort"
	"strings"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/leads"

	"golang.org/x/sync/errgroup"
)

// Analytics is what the admin Analytics page charts, over a range of UTC
// days: the same days visit_days counts in.
type Analytics struct {
	From         string          `json:"from"` // YYYY-MM-DD, inclusive
	To           string          `json:"to"`   // YYYY-MM-DD, inclusive
	Leads        LeadsByRouting  `json:"leads"`
	LandingPages []ConversionRow `json:"landing_pages"`
	// Languages are the visits, leads and conversion of each language of
	// the site (English first), by the language of the landing page
	// (decision 067): the landing page rows added up by language.
	Languages  []LanguageRow     `json:"languages"`
	Sources    []ConversionRow   `json:"sources"`
	States     []StateCount      `json:"states"`
	Deliveries DeliveryAnalytics `json:"deliveries"`
	Partners   []PartnerRates    `json:"partners"`
	// Revenue is charges less credits (issue 22): money, for a role that
	// may see it (the API leaves it out for the others).
	Revenue *RevenueAnalytics `json:"revenue,omitempty"`
	// Evaluation is the case evaluation's funnel and the leads by tier
	// (issue 23).
	Evaluation EvaluationAnalytics `json:"evaluation"`
	// Rebuilding says the summaries are being filled (after an upgrade
	// or rebuild-summaries): no numbers until they count every row.
	Rebuilding bool `json:"rebuilding"`
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

// LanguageRow is the visits and leads whose landing page is in Language
// ("en", "es"); ConversionRate is leads per entry, nil without entries.
type LanguageRow struct {
	Language       string   `json:"language"`
	Views          int      `json:"views"`
	Entries        int      `json:"entries"`
	Leads          int      `json:"leads"`
	ConversionRate *float64 `json:"conversion_rate"`
}

// pageLanguage is the language of a site path: Spanish under /es, as
// webui.LanguageOf says (which the store cannot import: it carries the
// built web app; a test in httpapi holds the two to one answer).
func pageLanguage(p string) string {
	if len(p) >= 3 && strings.EqualFold(p[:3], "/es") && (len(p) == 3 || p[3] == '/') {
		return leads.LanguageSpanish
	}
	return leads.LanguageEnglish
}

// PageLanguage is pageLanguage, for that test.
func PageLanguage(p string) string { return pageLanguage(p) }

// languageRows adds the landing page rows up by language: every language
// of the site, English first, zeros included.
func languageRows(visits map[conversionKey][2]int, leadCounts map[conversionKey]int) []LanguageRow {
	out := []LanguageRow{{Language: leads.LanguageEnglish}, {Language: leads.LanguageSpanish}}
	row := func(landing string) *LanguageRow {
		if pageLanguage(landing) == leads.LanguageSpanish {
			return &out[1]
		}
		return &out[0]
	}
	for k, v := range visits {
		r := row(k.landing)
		r.Views += v[0]
		r.Entries += v[1]
	}
	for k, n := range leadCounts {
		row(k.landing).Leads += n
	}
	for i := range out {
		if out[i].Entries > 0 {
			out[i].ConversionRate = ratio(out[i].Leads, out[i].Entries)
		}
	}
	return out
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

// Analytics computes the series over the UTC days from..to (inclusive),
// from the daily summaries (decision 039): what it reads grows with the
// days and the pages, sources and partners they saw, never with the
// leads. pages is the site's public pages (webui.PublicPage): visits and
// leads are counted per landing page under attribution.LandingPage's key,
// the one the visit beacon stores. While the summaries are being rebuilt
// it answers Rebuilding and no numbers.
func (s *Store) Analytics(ctx context.Context, from, to time.Time, pages attribution.Pages) (Analytics, error) {
	start, end := from.UTC().Truncate(24*time.Hour), to.UTC().Truncate(24*time.Hour).AddDate(0, 0, 1)
	a := Analytics{From: start.Format(dayLayout), To: end.AddDate(0, 0, -1).Format(dayLayout)}
	ready, err := s.SummariesReady(ctx)
	if err != nil || !ready {
		a.Rebuilding = !ready
		a.LandingPages, a.Sources, a.States, a.Partners = []ConversionRow{}, []ConversionRow{}, []StateCount{}, []PartnerRates{}
		a.Languages = []LanguageRow{}
		a.Deliveries = DeliveryAnalytics{ByStatus: []StatusCount{}, Latency: []LatencyDay{}}
		a.Leads.Routing = []RoutingDay{}
		a.Evaluation = EvaluationAnalytics{Steps: funnelSteps(nil), Devices: []FunnelSegment{}, Sources: []FunnelSegment{}, Tiers: []TierCount{}}
		a.Revenue = &RevenueAnalytics{Days: []RevenueDay{}, States: []RevenueByState{}, Services: []RevenueByService{},
			Partners: []RevenueByPartner{}, Sources: []RevenueBySource{}}
		return a, err
	}
	first, last := start.Format(dayLayout), end.Format(dayLayout) // last excluded
	// The sections read summaries of their own: they are read side by side,
	// each on a connection of its own (SQLite's readers do not wait for one
	// another), the slowest first, so a year's answer takes about its
	// slowest sections rather than their sum. Three at a time: on two cores
	// more would only wait, and take connections intake may need.
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(3)
	g.Go(func() (err error) { a.Deliveries, err = s.deliveryAnalytics(gctx, first, last); return err })
	g.Go(func() (err error) {
		a.LandingPages, a.Languages, err = s.landingPageConversions(gctx, first, last, pages)
		return err
	})
	g.Go(func() (err error) { a.Sources, err = s.sourceConversions(gctx, first, last); return err })
	g.Go(func() (err error) { a.States, err = s.leadsByState(gctx, first, last); return err })
	g.Go(func() (err error) { a.Leads, err = s.leadsByRouting(gctx, start, end); return err })
	g.Go(func() (err error) { a.Partners, err = s.partnerRates(gctx, first, last); return err })
	g.Go(func() (err error) { a.Evaluation, err = s.evaluationAnalytics(gctx, first, last); return err })
	g.Go(func() error {
		r, err := s.revenue(gctx, start, end)
		a.Revenue = &r
		return err
	})
	return a, g.Wait()
}

func (s *Store) leadsByRouting(ctx context.Context, start, end time.Time) (LeadsByRouting, error) {
	rows, err := s.query(ctx, s.db, `
		SELECT day, routing, SUM(leads)
		FROM lead_day_totals
		WHERE day >= ? AND day < ?
		GROUP BY day, routing`, start.Format(dayLayout), end.Format(dayLayout))
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

// The landing page and source tables compare visits with leads. The
// summaries group each by the values they keep (visits under their
// attribution keys, leads by landing path and normalised source); each
// group is put under its attribution key in Go (package attribution, the
// function the visit beacon stores its aggregates with) and the groups
// that share a key are added up: a lead that came with
// utm_campaign=Spring_Sale on /Service-Detail/3/?gclid=… counts beside the
// visits recorded as spring_sale on /service-detail/3. The lead keeps its
// values as sent.

// landingPageConversions is the landing page table, and the same rows
// added up by the language of their page (languageRows).
func (s *Store) landingPageConversions(ctx context.Context, first, last string, pages attribution.Pages) ([]ConversionRow, []LanguageRow, error) {
	visits := map[conversionKey][2]int{}
	span, args := summarySpan(tVisitLandings, "landing_page, views, entries", first, last)
	rows, err := s.query(ctx, s.db, `SELECT landing_page, SUM(views), SUM(entries) FROM `+span+` GROUP BY landing_page`, args...)
	if err != nil {
		return nil, nil, err
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
		return nil, nil, err
	}
	leadCounts := map[conversionKey]int{}
	span, args = summarySpan(tLeadLandings, "landing_path, leads", first, last)
	rows, err = s.query(ctx, s.db, `SELECT landing_path, SUM(leads) FROM `+span+` GROUP BY landing_path`, args...)
	if err != nil {
		return nil, nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var page string
		var n int
		if err := r.Scan(&page, &n); err != nil {
			return err
		}
		if n != 0 {
			leadCounts[conversionKey{landing: attribution.LandingPage(page, pages)}] += n
		}
		return nil
	}); err != nil {
		return nil, nil, err
	}
	return mergeConversions(visits, leadCounts), languageRows(visits, leadCounts), nil
}

// sourceKey is the attribution key of a source, medium and campaign.
func sourceKey(source, medium, campaign string) conversionKey {
	return conversionKey{source: attribution.Value(source), medium: attribution.Value(medium), campaign: attribution.Value(campaign)}
}

func (s *Store) sourceConversions(ctx context.Context, first, last string) ([]ConversionRow, error) {
	visits := map[conversionKey][2]int{}
	leadCounts := map[conversionKey]int{}
	for _, part := range []struct {
		table   int
		columns string
		sums    string
		add     func(k conversionKey, a, b int)
	}{
		{tVisitSources, "source, medium, campaign, views, entries", "SUM(views), SUM(entries)",
			func(k conversionKey, views, entries int) {
				v := visits[k]
				visits[k] = [2]int{v[0] + views, v[1] + entries}
			}},
		{tLeadSources, "source, medium, campaign, leads", "SUM(leads), 0",
			func(k conversionKey, n, _ int) {
				if n != 0 {
					leadCounts[k] += n
				}
			}},
	} {
		span, args := summarySpan(part.table, part.columns, first, last)
		rows, err := s.query(ctx, s.db, `SELECT source, medium, campaign, `+part.sums+` FROM `+span+`
			GROUP BY source, medium, campaign`, args...)
		if err != nil {
			return nil, err
		}
		if err := eachRow(rows, func(r scanner) error {
			var source, medium, campaign string
			var a, b int
			if err := r.Scan(&source, &medium, &campaign, &a, &b); err != nil {
				return err
			}
			part.add(sourceKey(source, medium, campaign), a, b)
			return nil
		}); err != nil {
			return nil, err
		}
	}
	return mergeConversions(visits, leadCounts), nil
}

func (s *Store) leadsByState(ctx context.Context, first, last string) ([]StateCount, error) {
	span, args := summarySpan(tLeadStates, "state, leads", first, last)
	rows, err := s.query(ctx, s.db, `
		SELECT state, SUM(leads)
		FROM `+span+`
		GROUP BY state
		HAVING SUM(leads) <> 0
		ORDER BY SUM(leads) DESC, state`, args...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (StateCount, error) {
		var c StateCount
		err := r.Scan(&c.State, &c.Leads)
		return c, err
	})
}

func (s *Store) deliveryAnalytics(ctx context.Context, first, last string) (DeliveryAnalytics, error) {
	out := DeliveryAnalytics{Latency: []LatencyDay{}}
	counts := map[string]int{}
	span, args := summarySpan(tDeliveryStatuses, "status, deliveries", first, last)
	rows, err := s.query(ctx, s.db, `SELECT status, SUM(deliveries) FROM `+span+` GROUP BY status`, args...)
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
		if n != 0 {
			out.ByStatus = append(out.ByStatus, StatusCount{Status: st, Count: n})
		}
	}

	// Each day's percentiles were computed when its histogram changed
	// (refreshLatencyStats); the range's are read from the histograms of
	// its months and days.
	rows, err = s.query(ctx, s.db, `
		SELECT day, deliveries, p50_bucket, p90_bucket, max_bucket
		FROM delivery_day_latency_stats
		WHERE day >= ? AND day < ? AND deliveries > 0
		ORDER BY day`, first, last)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var d LatencyDay
		var p50, p90, top int
		err := r.Scan(&d.Day, &d.Count, &p50, &p90, &top)
		d.P50, d.P90, d.Max = latencyValue(p50), latencyValue(p90), latencyValue(top)
		out.Latency = append(out.Latency, d)
		return err
	}); err != nil {
		return out, err
	}
	span, args = summarySpan(tDeliveryLatencies, "bucket, deliveries", first, last)
	rows, err = s.query(ctx, s.db, `SELECT bucket, SUM(deliveries) FROM `+span+` GROUP BY bucket ORDER BY bucket`, args...)
	if err != nil {
		return out, err
	}
	all := latencyHistogram{}
	if err := eachRow(rows, func(r scanner) error {
		var c latencyCount
		err := r.Scan(&c.bucket, &c.n)
		if c.n != 0 {
			all = append(all, c)
		}
		return err
	}); err != nil {
		return out, err
	}
	out.LatencyOverall = all.summarise()
	return out, nil
}

// summarySpan is the rows of a daily summary (one with a monthly twin)
// over the days first..last (YYYY-MM-DD, last excluded), as a subquery to
// read FROM: the whole months between them from the twin, the days before
// the first whole month and after the last from the daily table, so a
// year reads about twelve months and a month of days. columns are the
// columns both tables share (all but day and month). The SQL is the same
// for every range (a range without a whole month reads no month), so one
// prepared statement serves them all.
func summarySpan(table int, columns, first, last string) (string, []any) {
	return spanOf(summaryTables[table].name, summaryTables[monthlyTwin[table]].name, columns, first, last)
}

// spanOf is summarySpan of the daily table daily and its monthly twin.
func spanOf(daily, monthly, columns, first, last string) (string, []any) {
	headEnd, months, tailStart := last, [2]string{"", ""}, last
	start, err1 := time.Parse(dayLayout, first)
	end, err2 := time.Parse(dayLayout, last)
	if err1 == nil && err2 == nil {
		firstWhole := start.AddDate(0, 0, -start.Day()+1) // the 1st of first's month
		if !firstWhole.Equal(start) {
			firstWhole = firstWhole.AddDate(0, 1, 0)
		}
		lastWhole := end.AddDate(0, 0, -end.Day()+1) // the month of last, excluded
		if firstWhole.Before(lastWhole) {
			headEnd, tailStart = firstWhole.Format(dayLayout), lastWhole.Format(dayLayout)
			months = [2]string{monthOf(headEnd), monthOf(tailStart)}
		}
	}
	return `(SELECT ` + columns + ` FROM ` + daily + ` WHERE day >= ? AND day < ?
		UNION ALL SELECT ` + columns + ` FROM ` + monthly + ` WHERE month >= ? AND month < ?
		UNION ALL SELECT ` + columns + ` FROM ` + daily + ` WHERE day >= ? AND day < ?) span`,
		[]any{first, headEnd, months[0], months[1], tailStart, last}
}

// latencyCount is the deliveries of one latency bucket.
type latencyCount struct{ bucket, n int }

// latencyHistogram is a histogram of delivery times, by bucket.
type latencyHistogram []latencyCount

// summarise gives the count, nearest-rank 50th and 90th percentiles and
// maximum of the histogram (buckets in order), to a tenth of a second.
func (h latencyHistogram) summarise() Latency {
	total := 0
	for _, c := range h {
		total += c.n
	}
	if total == 0 {
		return Latency{}
	}
	// The rank of num/den is ceil(num/den × total), in integers as
	// refreshLatencyStats reads each day's.
	rank := func(num, den int) float64 {
		want := (total*num + den - 1) / den
		seen := 0
		for _, c := range h {
			seen += c.n
			if seen >= want {
				return latencyValue(c.bucket)
			}
		}
		return latencyValue(h[len(h)-1].bucket)
	}
	return Latency{Count: total, P50: rank(1, 2), P90: rank(9, 10), Max: latencyValue(h[len(h)-1].bucket)}
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
