package store

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/attribution"
)

// This file keeps the daily summaries of migration 019 (decision 039):
// what the analytics, the dashboard and the inbox's totals read instead
// of the lead rows.
//
// One rule keeps them right: a lead's whole contribution to every summary
// (leadFacts.contribute: its day, status, routing, state, source, landing
// path, its deliveries and what its partners reported) is a function of
// its rows alone. A change to a lead reads that contribution before and
// after, in the change's own transaction, and adds the difference
// (refreshLeads). The rebuild adds every lead's contribution to empty
// tables with the same function, so a rebuild and the kept summaries
// agree by construction, and a test compares both with a recount.

// summaryTable is one summary: its key columns and the counters added.
type summaryTable struct {
	name     string
	keys     []string
	counters []string
}

// The summaries, by index (sumKey.table).
const (
	tLeadTotals = iota
	tLeadStates
	tLeadStateStatuses
	tLeadSources
	tLeadLandings
	tLeadDeliveries
	tDeliveryStatuses
	tDeliveryLatencies
	tPartnerOutcomes
	tVisitLandings
	tVisitSources
	tMonthLeadStates
	tMonthLeadSources
	tMonthLeadLandings
	tMonthDeliveryLatencies
	tMonthVisitLandings
	tMonthVisitSources
	tMonthLeadTotals
	tMonthDeliveryStatuses
	tLeadDeliveryStates
	tRevenueTotals
	tRevenueStates
	tRevenueServices
	tRevenuePartners
	tRevenueSources
	tMonthRevenueTotals
	tMonthRevenueStates
	tMonthRevenueServices
	tMonthRevenuePartners
	tMonthRevenueSources
	tLeadTiers
	tMonthLeadTiers
)

// revenueCounters are the counters of the revenue summaries (migration
// 034): charges and credits of leads, and their amounts in cents (both
// positive; revenue is charged less credited).
var revenueCounters = []string{"charges", "charged_cents", "credits", "credited_cents"}

var summaryTables = []summaryTable{
	tLeadTotals:        {"lead_day_totals", []string{"day", "status", "routing"}, []string{"leads"}},
	tLeadStates:        {"lead_day_states", []string{"day", "state"}, []string{"leads"}},
	tLeadStateStatuses: {"lead_day_state_statuses", []string{"state", "day", "status", "routing"}, []string{"leads"}},
	tLeadSources:       {"lead_day_sources", []string{"day", "source", "medium", "campaign"}, []string{"leads"}},
	tLeadLandings:      {"lead_day_landings", []string{"day", "landing_path"}, []string{"leads"}},
	tLeadDeliveries:    {"lead_day_deliveries", []string{"day", "status"}, []string{"leads"}},
	tDeliveryStatuses:  {"delivery_day_statuses", []string{"day", "status"}, []string{"deliveries"}},
	tDeliveryLatencies: {"delivery_day_latencies", []string{"day", "bucket"}, []string{"deliveries"}},
	tPartnerOutcomes: {"partner_day_outcomes", []string{"day", "partner_id", "partner_name"},
		[]string{"delivered", "reported", "accepted", "rejected", "rejected_in_window", "returned"}},
	tVisitLandings: {"visit_day_landings", []string{"day", "landing_page"}, []string{"views", "entries"}},
	tVisitSources:  {"visit_day_sources", []string{"day", "source", "medium", "campaign"}, []string{"views", "entries"}},

	tMonthLeadStates:        {"lead_month_states", []string{"month", "state"}, []string{"leads"}},
	tMonthLeadSources:       {"lead_month_sources", []string{"month", "source", "medium", "campaign"}, []string{"leads"}},
	tMonthLeadLandings:      {"lead_month_landings", []string{"month", "landing_path"}, []string{"leads"}},
	tMonthDeliveryLatencies: {"delivery_month_latencies", []string{"month", "bucket"}, []string{"deliveries"}},
	tMonthVisitLandings:     {"visit_month_landings", []string{"month", "landing_page"}, []string{"views", "entries"}},
	tMonthVisitSources:      {"visit_month_sources", []string{"month", "source", "medium", "campaign"}, []string{"views", "entries"}},
	tMonthLeadTotals:        {"lead_month_totals", []string{"month", "status", "routing"}, []string{"leads"}},
	tMonthDeliveryStatuses:  {"delivery_month_statuses", []string{"month", "status"}, []string{"deliveries"}},
	tLeadDeliveryStates:     {"lead_day_delivery_states", []string{"state", "day", "status"}, []string{"leads"}},

	tRevenueTotals:        {"revenue_day_totals", []string{"day"}, revenueCounters},
	tRevenueStates:        {"revenue_day_states", []string{"day", "state"}, revenueCounters},
	tRevenueServices:      {"revenue_day_services", []string{"day", "service_id"}, revenueCounters},
	tRevenuePartners:      {"revenue_day_partners", []string{"day", "partner_id"}, revenueCounters},
	tRevenueSources:       {"revenue_day_sources", []string{"day", "source", "medium", "campaign"}, revenueCounters},
	tMonthRevenueTotals:   {"revenue_month_totals", []string{"month"}, revenueCounters},
	tMonthRevenueStates:   {"revenue_month_states", []string{"month", "state"}, revenueCounters},
	tMonthRevenueServices: {"revenue_month_services", []string{"month", "service_id"}, revenueCounters},
	tMonthRevenuePartners: {"revenue_month_partners", []string{"month", "partner_id"}, revenueCounters},
	tMonthRevenueSources:  {"revenue_month_sources", []string{"month", "source", "medium", "campaign"}, revenueCounters},

	tLeadTiers:      {"lead_day_tiers", []string{"day", "tier"}, []string{"leads"}},
	tMonthLeadTiers: {"lead_month_tiers", []string{"month", "tier"}, []string{"leads"}},
}

// monthlyTwin is, for a daily summary the analytics and the dashboard
// read over long ranges, its monthly twin (migration 023): the same keys
// with the day (always the first) cut to its month. add counts every
// daily change in the twin too, so a month is the sum of its days, kept,
// rebuilt and recounted with them.
var monthlyTwin = map[int]int{
	tLeadStates:        tMonthLeadStates,
	tLeadSources:       tMonthLeadSources,
	tLeadLandings:      tMonthLeadLandings,
	tDeliveryLatencies: tMonthDeliveryLatencies,
	tVisitLandings:     tMonthVisitLandings,
	tVisitSources:      tMonthVisitSources,
	tLeadTotals:        tMonthLeadTotals,
	tDeliveryStatuses:  tMonthDeliveryStatuses,
	tRevenueTotals:     tMonthRevenueTotals,
	tRevenueStates:     tMonthRevenueStates,
	tRevenueServices:   tMonthRevenueServices,
	tRevenuePartners:   tMonthRevenuePartners,
	tRevenueSources:    tMonthRevenueSources,
	tLeadTiers:         tMonthLeadTiers,
}

// latencyStatsTable is each day's delivery-time statistics: not a sum
// like the summaries above, but computed again from the day's histogram
// whenever it changes (refreshLatencyStats).
var latencyStatsTable = summaryTable{"delivery_day_latency_stats", []string{"day"},
	[]string{"deliveries", "p50_bucket", "p90_bucket", "max_bucket"}}

// monthOf is the month (YYYY-MM) of a day (YYYY-MM-DD).
func monthOf(day string) string { return day[:7] }

// sumKey names one row of one summary. Key values are strings, but
// partner_id, service_id and bucket are int64 (the column's type on PostgreSQL).
type sumKey struct {
	table int
	k     [4]any
}

// summaryDelta is what a change adds to the summaries, row by row.
type summaryDelta map[sumKey][6]int64

func (d summaryDelta) add(table int, key [4]any, counts ...int64) {
	k := sumKey{table, key}
	v := d[k]
	for i, c := range counts {
		v[i] += c
	}
	d[k] = v
	if twin, ok := monthlyTwin[table]; ok {
		key[0] = monthOf(key[0].(string))
		d.add(twin, key, counts...)
	}
}

// sortedKeys lists d's rows that change anything, by table and key:
// transactions that write summary rows take their locks in one order, so
// two never wait on each other in a circle (PostgreSQL).
func (d summaryDelta) sortedKeys() []sumKey {
	keys := make([]sumKey, 0, len(d))
	for k, v := range d {
		if v != [6]int64{} {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.table != b.table {
			return a.table < b.table
		}
		for n := range a.k {
			if c := compareKeyValue(a.k[n], b.k[n]); c != 0 {
				return c < 0
			}
		}
		return false
	})
	return keys
}

func compareKeyValue(a, b any) int {
	switch x := a.(type) {
	case string:
		return strings.Compare(x, b.(string))
	case int64:
		y := b.(int64)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
	}
	return 0
}

// flushRows bounds the rows of one upsert statement: batches are written
// in statements of these sizes, so a few statements serve every batch
// (and are prepared once on SQLite). The largest serves bulk writes (a
// batch of demo-data writes tens of thousands of rows: a statement, and
// on PostgreSQL a round trip, per 1,024), within both databases' limits
// on parameters (8 columns a row at most).
var flushRows = []int{1024, 64, 16, 4, 1}

// flush writes d into the summaries inside q, the change's transaction.
func (s *Store) flush(ctx context.Context, q querier, d summaryDelta) error {
	keys := d.sortedKeys()
	var latencyDays []string
	for _, k := range keys {
		if k.table == tDeliveryLatencies && (len(latencyDays) == 0 || latencyDays[len(latencyDays)-1] != k.k[0]) {
			latencyDays = append(latencyDays, k.k[0].(string))
		}
	}
	for start := 0; start < len(keys); {
		t := keys[start].table
		end := start
		for end < len(keys) && keys[end].table == t {
			end++
		}
		if err := s.upsertRows(ctx, q, t, keys[start:end], d); err != nil {
			return err
		}
		start = end
	}
	return s.refreshLatencyStats(ctx, q, latencyDays)
}

// latencyStatsBatch is how many days one statement of the latency
// statistics names (an IN list padded to this size).
const latencyStatsBatch = 32

// refreshLatencyStats computes the latency statistics of days again from
// their histograms (delivery_day_latency_stats): the nearest-rank
// percentiles latencyHistogram.summarise reads, in integers (the rank of
// the 50th percentile is the first whose running count reaches half the
// total, of the 90th nine tenths). On PostgreSQL two transactions that
// change one day's histogram do not compute it apart: a delivery enters
// or leaves a day's histogram only as it enters or leaves that day's
// delivered count, whose delivery_day_statuses row flush has locked by
// now (summaries in table order), so the second waits there until the
// first commits, and then reads its rows (read committed takes a new
// snapshot for each statement).
func (s *Store) refreshLatencyStats(ctx context.Context, q querier, days []string) error {
	return eachBatch(days, latencyStatsBatch, func(list string, args []any) error {
		if _, err := s.exec(ctx, q, `DELETE FROM delivery_day_latency_stats WHERE day IN (`+list+`)`, args...); err != nil {
			return err
		}
		_, err := s.exec(ctx, q, `INSERT INTO delivery_day_latency_stats (day, deliveries, p50_bucket, p90_bucket, max_bucket)
			SELECT day, MAX(total), MIN(CASE WHEN 2 * run >= total THEN bucket END),
				MIN(CASE WHEN 10 * run >= 9 * total THEN bucket END), MAX(bucket)
			FROM (
				SELECT day, bucket,
					SUM(deliveries) OVER (PARTITION BY day ORDER BY bucket) AS run,
					SUM(deliveries) OVER (PARTITION BY day) AS total
				FROM delivery_day_latencies
				WHERE day IN (`+list+`) AND deliveries > 0
			) h
			GROUP BY day`, args...)
		return err
	})
}

// eachBatch calls fn with the values in lists of size (the last padded
// with its last value, so one statement serves every list): list is the
// placeholders, args the values.
func eachBatch(values []string, size int, fn func(list string, args []any) error) error {
	for len(values) > 0 {
		n := min(len(values), size)
		args := make([]any, size)
		for i := range args {
			args[i] = values[min(i, n-1)]
		}
		if err := fn(strings.TrimSuffix(strings.Repeat("?, ", size), ", "), args); err != nil {
			return err
		}
		values = values[n:]
	}
	return nil
}

func (s *Store) upsertRows(ctx context.Context, q querier, table int, keys []sumKey, d summaryDelta) error {
	for len(keys) > 0 {
		n := 1
		for _, size := range flushRows {
			if len(keys) >= size {
				n = size
				break
			}
		}
		args := make([]any, 0, n*7)
		for _, k := range keys[:n] {
			spec := summaryTables[table]
			args = append(args, k.k[:len(spec.keys)]...)
			v := d[k]
			for i := range spec.counters {
				args = append(args, v[i])
			}
		}
		if _, err := s.exec(ctx, q, upsertSQL(table, n), args...); err != nil {
			return fmt.Errorf("summary %s: %w", summaryTables[table].name, err)
		}
		keys = keys[n:]
	}
	return nil
}

// upsertSQL adds n rows' counters to table, inserting the rows missing.
func upsertSQL(table, n int) string {
	spec := summaryTables[table]
	cols := append(append([]string{}, spec.keys...), spec.counters...)
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
	values := strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
	sets := make([]string, len(spec.counters))
	for i, c := range spec.counters {
		sets[i] = c + " = " + spec.name + "." + c + " + excluded." + c
	}
	return "INSERT INTO " + spec.name + " (" + strings.Join(cols, ", ") + ") VALUES " + values +
		" ON CONFLICT (" + strings.Join(spec.keys, ", ") + ") DO UPDATE SET " + strings.Join(sets, ", ")
}

// leadFacts is what a lead contributes to the summaries, read from its
// rows.
type leadFacts struct {
	created                  time.Time
	status, routing, state   string
	tier                     string
	source, medium, campaign string
	landing                  string
	deliveries               []deliveryFacts
	outcomes                 []outcomeFacts
	returns                  []returnFacts
	serviceID                int64 // 0: none
	money                    []moneyFacts
}

// moneyFacts is a charge or credit of the lead in the ledger (decision
// 048): revenue counts on the UTC day the entry was written, under the
// lead's state, practice area and source as they now are, and its firm.
type moneyFacts struct {
	partnerID int64
	kind      string // LedgerCharge or LedgerCredit
	amount    int64  // as the ledger signs it: charges negative
	created   time.Time
}

// returnFacts is a firm's return of the lead (lead_returns).
type returnFacts struct {
	partnerID int64
	status    string
}

type deliveryFacts struct {
	partnerID   int64 // 0: the partner was deleted
	partnerName string
	created     time.Time
	status      string // the outbox row's
	done        sql.NullTime
}

type outcomeFacts struct {
	id         int64
	partnerID  int64 // 0: the partner was deleted
	status     string
	isReturn   bool
	reportedAt time.Time
}

// day is the UTC day of t, as the summaries key it.
func day(t time.Time) string { return t.UTC().Format(dayLayout) }

// landingPath is the summaries' key of a landing page: its path alone
// (attribution.PathOnly). The reader maps it to the site's page.
func landingPath(raw string) string {
	if raw == attribution.Other {
		return raw
	}
	p := attribution.PathOnly(raw)
	if len(p) > attribution.MaxPath {
		p = strings.ToValidUTF8(p[:attribution.MaxPath], "")
	}
	return p
}

// deliveryStatusOf is the delivery status of an outbox status (as the
// SQL deliveryStatus maps it).
func deliveryStatusOf(outbox string) string {
	if outbox == OutboxSent {
		return DeliveryDelivered
	}
	return outbox
}

// contribute adds f, times sign (1 or -1), to d.
func (f *leadFacts) contribute(d summaryDelta, sign int64) {
	lday := day(f.created)
	d.add(tLeadTotals, [4]any{lday, f.status, f.routing}, sign)
	d.add(tLeadStates, [4]any{lday, f.state}, sign)
	d.add(tLeadStateStatuses, [4]any{f.state, lday, f.status, f.routing}, sign)
	d.add(tLeadSources, [4]any{lday, attribution.Value(f.source), attribution.Value(f.medium), attribution.Value(f.campaign)}, sign)
	d.add(tLeadLandings, [4]any{lday, landingPath(f.landing)}, sign)
	d.add(tLeadTiers, [4]any{lday, f.tier}, sign)

	type pairKey struct {
		partnerID int64
		name      string
	}
	type pair struct {
		first time.Time
		sent  bool
	}
	pairs := map[pairKey]*pair{}
	statuses := map[string]bool{}
	for _, dl := range f.deliveries {
		status := deliveryStatusOf(dl.status)
		statuses[status] = true
		dday := day(dl.created)
		d.add(tDeliveryStatuses, [4]any{dday, status}, sign)
		if dl.status == OutboxSent && dl.done.Valid {
			secs := math.Max(dl.done.Time.Sub(f.created).Seconds(), 0)
			d.add(tDeliveryLatencies, [4]any{dday, int64(latencyBucket(secs))}, sign)
		}
		k := pairKey{dl.partnerID, dl.partnerName}
		p := pairs[k]
		if p == nil {
			p = &pair{first: dl.created}
			pairs[k] = p
		}
		if dl.created.Before(p.first) {
			p.first = dl.created
		}
		p.sent = p.sent || dl.status == OutboxSent
	}
	for status := range statuses {
		d.add(tLeadDeliveries, [4]any{lday, status}, sign)
		d.add(tLeadDeliveryStates, [4]any{f.state, lday, status}, sign)
	}
	for k, p := range pairs {
		// Decision 026: a lead counts for the partner once it was sent,
		// or once the partner reported on it (a send that timed out but
		// landed); by the partner's latest report. A deleted partner's
		// reports lost their partner: its leads count as sent only.
		// A return is a firm's request the operator approved (issue 22);
		// a rejection reported within the return window is the figure
		// decision 026 called a return (rejected_in_window, decision 049).
		var latest *outcomeFacts
		rejectedInWindow, returned := false, false
		if k.partnerID != 0 {
			for i := range f.outcomes {
				o := &f.outcomes[i]
				if o.partnerID != k.partnerID {
					continue
				}
				rejectedInWindow = rejectedInWindow || o.isReturn
				if latest == nil || o.reportedAt.After(latest.reportedAt) || (o.reportedAt.Equal(latest.reportedAt) && o.id > latest.id) {
					latest = o
				}
			}
			for _, r := range f.returns {
				returned = returned || (r.partnerID == k.partnerID && r.status == ReturnApproved)
			}
		}
		if !p.sent && latest == nil {
			continue
		}
		var reported, accepted, rejected, early, ret int64
		if latest != nil {
			reported = 1
			switch latest.status {
			case "accepted", "contacted", "retained":
				accepted = 1
			case "rejected":
				rejected = 1
			}
		}
		if rejectedInWindow {
			early = 1
		}
		if returned {
			ret = 1
		}
		d.add(tPartnerOutcomes, [4]any{day(p.first), k.partnerID, k.name},
			sign, sign*reported, sign*accepted, sign*rejected, sign*early, sign*ret)
	}
	for _, m := range f.money {
		var counts [4]int64 // charges, charged_cents, credits, credited_cents
		switch m.kind {
		case LedgerCharge:
			counts = [4]int64{sign, sign * -m.amount, 0, 0}
		case LedgerCredit:
			counts = [4]int64{0, 0, sign, sign * m.amount}
		default:
			continue
		}
		mday := day(m.created)
		d.add(tRevenueTotals, [4]any{mday}, counts[:]...)
		d.add(tRevenueStates, [4]any{mday, f.state}, counts[:]...)
		d.add(tRevenueServices, [4]any{mday, f.serviceID}, counts[:]...)
		d.add(tRevenuePartners, [4]any{mday, m.partnerID}, counts[:]...)
		d.add(tRevenueSources, [4]any{mday, attribution.Value(f.source), attribution.Value(f.medium), attribution.Value(f.campaign)}, counts[:]...)
	}
}

// Latency buckets: tenths of a second below 100 s (exact to the tenth
// the analytics show), then buckets 1% wide.
const (
	latencyFineBuckets = 1000
	latencyFineLimit   = 100.0
	latencyGrowth      = 1.01
)

// latencyBucket is the bucket of secs (0 or more).
func latencyBucket(secs float64) int {
	if secs < latencyFineLimit-0.05 {
		return int(math.Round(secs * 10))
	}
	return latencyFineBuckets + int(math.Floor(math.Log(secs/latencyFineLimit)/math.Log(latencyGrowth)))
}

// latencyValue is the seconds a bucket stands for, to the tenth: the
// value itself below 100 s, the bucket's lower edge above.
func latencyValue(bucket int) float64 {
	if bucket < latencyFineBuckets {
		return float64(bucket) / 10
	}
	return math.Round(latencyFineLimit*math.Pow(latencyGrowth, float64(bucket-latencyFineBuckets))*10) / 10
}

// factsLeadSQL, factsDeliverySQL and factsOutcomeSQL read the rows a
// lead's facts come from; loadFacts appends the condition on the lead id.
const factsLeadSQL = `SELECT l.id, l.created_at, l.status, l.routing, l.state, l.tier, COALESCE(l.service_id, 0),
	COALESCE(a.utm_source, ''), COALESCE(a.utm_medium, ''), COALESCE(a.utm_campaign, ''), COALESCE(a.landing_page, '')
	FROM leads l LEFT JOIN lead_attribution a ON a.lead_id = l.id WHERE `

const factsDeliverySQL = `SELECT d.lead_id, COALESCE(d.partner_id, 0), d.partner_name, d.created_at, o.status, o.done_at
	FROM deliveries d JOIN outbox o ON o.id = d.outbox_id WHERE `

const factsOutcomeSQL = `SELECT lead_id, id, COALESCE(partner_id, 0), status, is_return, reported_at FROM lead_outcomes WHERE `

const factsReturnSQL = `SELECT lead_id, partner_id, status FROM lead_returns WHERE `

// factsMoneySQL reads the lead's charges and credits (the ledger's lead
// index).
const factsMoneySQL = `SELECT lead_id, partner_id, kind, amount_cents, created_at FROM ledger_entries WHERE kind IN ('charge', 'credit') AND `

// loadFacts reads the facts of the leads whose ids cond selects; cond is
// written for each table's lead id column, named by the placeholder
// {id} (such as "{id} = ?" or "{id} > ? AND {id} <= ?").
func (s *Store) loadFacts(ctx context.Context, q querier, cond string, args ...any) (map[int64]*leadFacts, error) {
	out := map[int64]*leadFacts{}
	rows, err := s.query(ctx, q, factsLeadSQL+strings.ReplaceAll(cond, "{id}", "l.id"), args...)
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var id int64
		f := &leadFacts{}
		if err := r.Scan(&id, &f.created, &f.status, &f.routing, &f.state, &f.tier, &f.serviceID, &f.source, &f.medium, &f.campaign, &f.landing); err != nil {
			return err
		}
		out[id] = f
		return nil
	}); err != nil || len(out) == 0 {
		return out, err
	}
	rows, err = s.query(ctx, q, factsDeliverySQL+strings.ReplaceAll(cond, "{id}", "d.lead_id"), args...)
	if err != nil {
		return nil, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var id int64
		var dl deliveryFacts
		if err := r.Scan(&id, &dl.partnerID, &dl.partnerName, &dl.created, &dl.status, &dl.done); err != nil {
			return err
		}
		if f := out[id]; f != nil {
			f.deliveries = append(f.deliveries, dl)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	rows, err = s.query(ctx, q, factsOutcomeSQL+strings.ReplaceAll(cond, "{id}", "lead_id"), args...)
	if err != nil {
		return nil, err
	}
	err = eachRow(rows, func(r scanner) error {
		var id int64
		var o outcomeFacts
		if err := r.Scan(&id, &o.id, &o.partnerID, &o.status, &o.isReturn, &o.reportedAt); err != nil {
			return err
		}
		if f := out[id]; f != nil {
			f.outcomes = append(f.outcomes, o)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	rows, err = s.query(ctx, q, factsReturnSQL+strings.ReplaceAll(cond, "{id}", "lead_id"), args...)
	if err != nil {
		return nil, err
	}
	err = eachRow(rows, func(r scanner) error {
		var id int64
		var rf returnFacts
		if err := r.Scan(&id, &rf.partnerID, &rf.status); err != nil {
			return err
		}
		if f := out[id]; f != nil {
			f.returns = append(f.returns, rf)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	rows, err = s.query(ctx, q, factsMoneySQL+strings.ReplaceAll(cond, "{id}", "lead_id"), args...)
	if err != nil {
		return nil, err
	}
	err = eachRow(rows, func(r scanner) error {
		var id int64
		var m moneyFacts
		if err := r.Scan(&id, &m.partnerID, &m.kind, &m.amount, &m.created); err != nil {
			return err
		}
		if f := out[id]; f != nil {
			f.money = append(f.money, m)
		}
		return nil
	})
	return out, err
}

// factsBatch is how many leads one facts read names (an IN list padded
// to this size, so one statement serves every batch).
const factsBatch = 64

// factsOf reads the facts of the leads ids, in batches.
func (s *Store) factsOf(ctx context.Context, q querier, ids []int64) (map[int64]*leadFacts, error) {
	out := map[int64]*leadFacts{}
	for len(ids) > 0 {
		var part map[int64]*leadFacts
		var err error
		if len(ids) == 1 {
			part, err = s.loadFacts(ctx, q, "{id} = ?", ids[0])
			ids = nil
		} else {
			n := min(len(ids), factsBatch)
			args := make([]any, factsBatch)
			for i := range args {
				args[i] = ids[min(i, n-1)] // padded with the last id
			}
			part, err = s.loadFacts(ctx, q, "{id} IN ("+strings.TrimSuffix(strings.Repeat("?, ", factsBatch), ", ")+")", args...)
			ids = ids[n:]
		}
		if err != nil {
			return nil, err
		}
		for id, f := range part {
			out[id] = f
		}
	}
	return out, nil
}

// Summary state (meta rows): summaries_state is "ready" once the
// summaries count every row, "rebuilding" while the background job (or
// rebuild-summaries) fills them; summaries_progress is how far it got:
// "leads:ID" (every lead up to ID is counted), then "visits:DAY".
const (
	summariesStateKey    = "summaries_state"
	summariesProgressKey = "summaries_progress"
	summariesReady       = "ready"
	summariesRebuilding  = "rebuilding"
	// summariesLockKey is the PostgreSQL advisory lock of the summaries'
	// state (summaryProgress).
	summariesLockKey int64 = 0x636c61696d019
)

// summaryProgress is the state of the summaries as a change sees it.
type summaryProgress struct {
	ready    bool
	leadsTo  int64  // while rebuilding the leads: leads up to this id are counted
	leadsOK  bool   // every lead is counted
	visitsTo string // while rebuilding the visits: days up to this one are counted
}

// On PostgreSQL a change reads it under a shared advisory lock and the
// rebuild moves it under the exclusive one, until their transactions end:
// a change never reads "not counted yet" and then commits after the
// rebuild read past its lead (nor adds to tables a reset just emptied).
func (s *Store) summaryProgress(ctx context.Context, q querier) (summaryProgress, error) {
	if s.dialect == Postgres {
		if _, err := s.exec(ctx, q, `SELECT pg_advisory_xact_lock_shared(?)`, summariesLockKey); err != nil {
			return summaryProgress{}, err
		}
	}
	var state, progress string
	rows, err := s.query(ctx, q, `SELECT key, value FROM meta WHERE key IN (?, ?)`, summariesStateKey, summariesProgressKey)
	if err != nil {
		return summaryProgress{}, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var k, v string
		if err := r.Scan(&k, &v); err != nil {
			return err
		}
		if k == summariesStateKey {
			state = v
		} else {
			progress = v
		}
		return nil
	}); err != nil {
		return summaryProgress{}, err
	}
	p := summaryProgress{ready: state == summariesReady}
	if p.ready {
		p.leadsOK = true
		return p, nil
	}
	switch phase, at, _ := strings.Cut(progress, ":"); phase {
	case "leads":
		p.leadsTo, _ = strconv.ParseInt(at, 10, 64)
	case "visits":
		p.leadsOK, p.visitsTo = true, at
	}
	return p, nil
}

// counts says whether the summaries already count lead id: a change to
// a lead the rebuild has not reached yet leaves them alone (the rebuild
// reads the lead as it is when it gets there).
func (p summaryProgress) counts(id int64) bool { return p.leadsOK || id <= p.leadsTo }

// lockLeads locks the rows of leads ids on PostgreSQL, in id order, so
// that two transactions changing one lead read its contribution one after
// the other (SQLite's write transactions are one at a time already).
func (s *Store) lockLeads(ctx context.Context, q querier, ids []int64) error {
	if s.dialect != Postgres || len(ids) == 0 {
		return nil
	}
	sorted := append([]int64(nil), ids...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	for _, id := range sorted {
		if _, err := s.exec(ctx, q, `SELECT id FROM leads WHERE id = ? FOR UPDATE`, id); err != nil {
			return err
		}
	}
	return nil
}

// refreshLeads runs change inside q (a write transaction) and adds to the
// summaries what it changed in the contribution of leads ids.
func (s *Store) refreshLeads(ctx context.Context, q querier, ids []int64, change func() error) error {
	ids = uniqueIDs(ids)
	if b := batchOf(ctx); b != nil {
		// Leads this batch wrote are counted once, as they are at its end.
		ids = slices.DeleteFunc(ids, func(id int64) bool { return b.created[id] })
	}
	if len(ids) == 0 {
		return change()
	}
	if err := s.lockLeads(ctx, q, ids); err != nil {
		return err
	}
	progress, err := s.summaryProgress(ctx, q)
	if err != nil {
		return err
	}
	counted := ids[:0:0]
	for _, id := range ids {
		if progress.counts(id) {
			counted = append(counted, id)
		}
	}
	before, err := s.factsOf(ctx, q, counted)
	if err != nil {
		return err
	}
	if err := change(); err != nil {
		return err
	}
	after, err := s.factsOf(ctx, q, counted)
	if err != nil {
		return err
	}
	d := summaryDelta{}
	for _, f := range before {
		f.contribute(d, -1)
	}
	for _, f := range after {
		f.contribute(d, 1)
	}
	return s.flush(ctx, q, d)
}

// countNewLead adds lead id, just written in q, to the summaries (in a
// batch: when the batch ends, countBatch).
func (s *Store) countNewLead(ctx context.Context, q querier, id int64) error {
	if b := batchOf(ctx); b != nil {
		b.created[id] = true
		return nil
	}
	progress, err := s.summaryProgress(ctx, q)
	if err != nil || !progress.counts(id) {
		return err
	}
	facts, err := s.factsOf(ctx, q, []int64{id})
	if err != nil {
		return err
	}
	d := summaryDelta{}
	for _, f := range facts {
		f.contribute(d, 1)
	}
	return s.flush(ctx, q, d)
}

// summaryBatch is a transaction that writes many new leads (SQLite's
// group commit, demo-data): each lead's contribution is read once, when
// the batch is about to commit, however many changes the batch made to it
// (routing, deliveries, outcomes, status changes), and the summary rows of
// all of them are written together. A lead rolled back within the batch
// (its savepoint) is simply not found then.
type summaryBatch struct {
	created map[int64]bool
}

type batchKey struct{}

// withSummaryBatch is ctx for a transaction whose new leads are counted
// by countBatch before it commits.
func withSummaryBatch(ctx context.Context) context.Context {
	return context.WithValue(ctx, batchKey{}, &summaryBatch{created: map[int64]bool{}})
}

func batchOf(ctx context.Context) *summaryBatch {
	b, _ := ctx.Value(batchKey{}).(*summaryBatch)
	return b
}

// countBatch adds the leads ctx's batch wrote to the summaries, inside q
// (the batch's transaction, before it commits).
func (s *Store) countBatch(ctx context.Context, q querier) error {
	b := batchOf(ctx)
	if b == nil || len(b.created) == 0 {
		return nil
	}
	progress, err := s.summaryProgress(ctx, q)
	if err != nil {
		return err
	}
	ids := make([]int64, 0, len(b.created))
	for id := range b.created {
		if progress.counts(id) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	facts, err := s.factsOf(ctx, q, ids)
	if err != nil {
		return err
	}
	d := summaryDelta{}
	for _, f := range facts {
		f.contribute(d, 1)
	}
	clear(b.created)
	return s.flush(ctx, q, d)
}

func uniqueIDs(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := ids[:0:0]
	for _, id := range ids {
		if id != 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// laxTx is a transaction on s.lax: its statements run on it directly,
// never through s.db's statement cache (see prepared).
type laxTx struct{ *sql.Tx }
