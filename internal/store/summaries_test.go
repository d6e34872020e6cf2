package store_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// recountSummaries counts every summary again from the rows, written
// apart from the store's own code from the summaries' definitions
// (migration 019, decisions 026 and 039), keyed as SummaryRows keys them.
func recountSummaries(t *testing.T, st *store.Store) map[string][]int64 {
	t.Helper()
	ctx := context.Background()
	db := st.DB()
	out := map[string][]int64{}
	add := func(key string, counts ...int64) {
		v := out[key]
		if v == nil {
			v = make([]int64, len(counts))
		}
		for i, c := range counts {
			v[i] += c
		}
		out[key] = v
	}
	query := func(q string, fn func(*sql.Rows) error) {
		t.Helper()
		rows, err := db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			if err := fn(rows); err != nil {
				t.Fatal(err)
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	}
	utc := func(ts time.Time) string { return ts.UTC().Format("2006-01-02") }

	type lead struct {
		day, state string
		created    time.Time
		service    int64
		source     string // source|medium|campaign, normalised
	}
	byID := map[int64]lead{}
	query(`SELECT l.id, l.created_at, l.status, l.routing, l.state, l.tier, l.service_id, COALESCE(a.utm_source, ''), COALESCE(a.utm_medium, ''),
		COALESCE(a.utm_campaign, ''), COALESCE(a.landing_page, '') FROM leads l LEFT JOIN lead_attribution a ON a.lead_id = l.id`,
		func(r *sql.Rows) error {
			var id int64
			var created time.Time
			var service sql.NullInt64
			var status, routing, state, tier, source, medium, campaign, landing string
			if err := r.Scan(&id, &created, &status, &routing, &state, &tier, &service, &source, &medium, &campaign, &landing); err != nil {
				return err
			}
			d := utc(created)
			byID[id] = lead{d, state, created, service.Int64,
				attribution.Value(source) + "|" + attribution.Value(medium) + "|" + attribution.Value(campaign)}
			add("lead_day_totals|"+d+"|"+status+"|"+routing, 1)
			add("lead_day_states|"+d+"|"+state, 1)
			add("lead_day_tiers|"+d+"|"+tier, 1)
			add("lead_day_state_statuses|"+state+"|"+d+"|"+status+"|"+routing, 1)
			add("lead_day_sources|"+d+"|"+attribution.Value(source)+"|"+attribution.Value(medium)+"|"+attribution.Value(campaign), 1)
			path := attribution.PathOnly(landing)
			if landing == attribution.Other {
				path = landing
			}
			add("lead_day_landings|"+d+"|"+path, 1)
			return nil
		})

	type pairKey struct {
		lead    int64
		partner int64
		name    string
	}
	type pair struct {
		first time.Time
		sent  bool
	}
	pairs := map[pairKey]*pair{}
	leadStatuses := map[int64]map[string]bool{}
	query(`SELECT d.lead_id, COALESCE(d.partner_id, 0), d.partner_name, d.created_at, o.status, o.done_at
		FROM deliveries d JOIN outbox o ON o.id = d.outbox_id`, func(r *sql.Rows) error {
		var leadID, partner int64
		var name, status string
		var created time.Time
		var done sql.NullTime
		if err := r.Scan(&leadID, &partner, &name, &created, &status, &done); err != nil {
			return err
		}
		shown := status
		if status == "sent" {
			shown = "delivered"
		}
		if leadStatuses[leadID] == nil {
			leadStatuses[leadID] = map[string]bool{}
		}
		leadStatuses[leadID][shown] = true
		add("delivery_day_statuses|"+utc(created)+"|"+shown, 1)
		if status == "sent" && done.Valid {
			secs := math.Max(done.Time.Sub(byID[leadID].created).Seconds(), 0)
			add(fmt.Sprintf("delivery_day_latencies|%s|%d", utc(created), store.LatencyBucket(secs)), 1)
		}
		k := pairKey{leadID, partner, name}
		p := pairs[k]
		if p == nil || created.Before(p.first) {
			if p == nil {
				p = &pair{first: created}
				pairs[k] = p
			}
			p.first = created
		}
		p.sent = p.sent || status == "sent"
		return nil
	})
	for id, statuses := range leadStatuses {
		for s := range statuses {
			add("lead_day_deliveries|"+byID[id].day+"|"+s, 1)
			add("lead_day_delivery_states|"+byID[id].state+"|"+byID[id].day+"|"+s, 1)
		}
	}
	type report struct {
		id       int64
		status   string
		isReturn bool
		at       time.Time
	}
	reports := map[[2]int64][]report{}
	query(`SELECT lead_id, partner_id, id, status, is_return, reported_at FROM lead_outcomes WHERE partner_id IS NOT NULL`,
		func(r *sql.Rows) error {
			var k [2]int64
			var rep report
			if err := r.Scan(&k[0], &k[1], &rep.id, &rep.status, &rep.isReturn, &rep.at); err != nil {
				return err
			}
			reports[k] = append(reports[k], rep)
			return nil
		})
	approved := map[[2]int64]bool{}
	query(`SELECT lead_id, partner_id FROM lead_returns WHERE status = 'approved' AND lead_id IS NOT NULL`, func(r *sql.Rows) error {
		var k [2]int64
		if err := r.Scan(&k[0], &k[1]); err != nil {
			return err
		}
		approved[k] = true
		return nil
	})
	for k, p := range pairs {
		var latest *report
		inWindow, returned := int64(0), int64(0)
		if k.partner != 0 {
			rs := reports[[2]int64{k.lead, k.partner}]
			sort.Slice(rs, func(i, j int) bool {
				if !rs[i].at.Equal(rs[j].at) {
					return rs[i].at.Before(rs[j].at)
				}
				return rs[i].id < rs[j].id
			})
			if len(rs) > 0 {
				latest = &rs[len(rs)-1]
			}
			for _, r := range rs {
				if r.isReturn {
					inWindow = 1
				}
			}
			if approved[[2]int64{k.lead, k.partner}] {
				returned = 1
			}
		}
		if !p.sent && latest == nil {
			continue
		}
		var reported, accepted, rejected int64
		if latest != nil {
			reported = 1
			switch latest.status {
			case "accepted", "contacted", "retained":
				accepted = 1
			case "rejected":
				rejected = 1
			}
		}
		add(fmt.Sprintf("partner_day_outcomes|%s|%d|%s", utc(p.first), k.partner, k.name), 1, reported, accepted, rejected, inWindow, returned)
	}
	// Revenue (migration 034): every charge and credit of a lead still
	// stored, on the UTC day of its entry, under the lead's state,
	// practice area and source and the entry's firm.
	query(`SELECT lead_id, partner_id, kind, amount_cents, created_at FROM ledger_entries
		WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit')`, func(r *sql.Rows) error {
		var leadID, partner, amount int64
		var kind string
		var created time.Time
		if err := r.Scan(&leadID, &partner, &kind, &amount, &created); err != nil {
			return err
		}
		counts := []int64{1, -amount, 0, 0}
		if kind == "credit" {
			counts = []int64{0, 0, 1, amount}
		}
		l, d := byID[leadID], utc(created)
		add("revenue_day_totals|"+d, counts...)
		add("revenue_day_states|"+d+"|"+l.state, counts...)
		add(fmt.Sprintf("revenue_day_services|%s|%d", d, l.service), counts...)
		add(fmt.Sprintf("revenue_day_partners|%s|%d", d, partner), counts...)
		add("revenue_day_sources|"+d+"|"+l.source, counts...)
		return nil
	})
	query(`SELECT day, landing_page, source, medium, campaign, views, entries FROM visit_days`, func(r *sql.Rows) error {
		var d, landing, source, medium, campaign string
		var views, entries int64
		if err := r.Scan(&d, &landing, &source, &medium, &campaign, &views, &entries); err != nil {
			return err
		}
		add("visit_day_landings|"+d+"|"+landing, views, entries)
		add("visit_day_sources|"+d+"|"+source+"|"+medium+"|"+campaign, views, entries)
		return nil
	})

	// The monthly twins (migration 023) add up their daily tables' days;
	// each day's latency statistics are read from its histogram.
	twins := map[string]string{
		"lead_day_states": "lead_month_states", "lead_day_sources": "lead_month_sources",
		"lead_day_landings": "lead_month_landings", "delivery_day_latencies": "delivery_month_latencies",
		"visit_day_landings": "visit_month_landings", "visit_day_sources": "visit_month_sources",
		"lead_day_totals": "lead_month_totals", "delivery_day_statuses": "delivery_month_statuses",
		"revenue_day_states": "revenue_month_states", "revenue_day_services": "revenue_month_services",
		"revenue_day_partners": "revenue_month_partners", "revenue_day_sources": "revenue_month_sources",
		"lead_day_tiers": "lead_month_tiers",
	}
	daily := make([]string, 0, len(out))
	for key := range out {
		daily = append(daily, key)
	}
	histograms := map[string][][2]int64{}
	for _, key := range daily {
		table, rest, _ := strings.Cut(key, "|")
		d, tail, _ := strings.Cut(rest, "|")
		if twin, ok := twins[table]; ok {
			add(twin+"|"+d[:7]+"|"+tail, out[key]...)
		}
		if table == "revenue_day_totals" {
			add("revenue_month_totals|"+d[:7], out[key]...)
		}
		if table == "delivery_day_latencies" {
			var bucket int64
			fmt.Sscan(tail, &bucket)
			histograms[d] = append(histograms[d], [2]int64{bucket, out[key][0]})
		}
	}
	for d, h := range histograms {
		sort.Slice(h, func(i, j int) bool { return h[i][0] < h[j][0] })
		var total int64
		for _, b := range h {
			total += b[1]
		}
		// Nearest rank: the first bucket whose running count reaches
		// ceil(p × total).
		rank := func(num, den int64) int64 {
			want, run := (total*num+den-1)/den, int64(0)
			for _, b := range h {
				if run += b[1]; run >= want {
					return b[0]
				}
			}
			return h[len(h)-1][0]
		}
		add("delivery_day_latency_stats|"+d, total, rank(1, 2), rank(9, 10), h[len(h)-1][0])
	}
	return out
}

// compareSummaries fails t with the rows in which got and want differ.
func compareSummaries(t *testing.T, what string, got, want map[string][]int64) {
	t.Helper()
	if reflect.DeepEqual(got, want) {
		return
	}
	var diffs []string
	for k, w := range want {
		if g := got[k]; !reflect.DeepEqual(g, w) {
			diffs = append(diffs, fmt.Sprintf("%s: got %v, want %v", k, g, w))
		}
	}
	for k, g := range got {
		if _, ok := want[k]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: got %v, want nothing", k, g))
		}
	}
	sort.Strings(diffs)
	if len(diffs) > 20 {
		diffs = append(diffs[:20], fmt.Sprintf("… and %d more", len(diffs)-20))
	}
	t.Errorf("%s differ from a recount in %d rows:\n%s", what, len(diffs), strings.Join(diffs, "\n"))
}

// TestSummariesEqualRecount: after a random history of intake (with
// duplicates and suppressed contacts), deliveries sent, failed, dead and
// retried, leads sent by hand, partner reports, status changes,
// corrections, erasures, deletions, a deleted partner and visits, over
// several days, the summaries kept by those changes equal a recount from
// the rows, and so does a rebuild.
func TestSummariesEqualRecount(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, st *store.Store) {
				summaryHistory(t, st, rand.New(rand.NewPCG(seed, 20)), 400)
				kept, err := st.SummaryRows(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				want := recountSummaries(t, st)
				if len(want) < 50 {
					t.Fatalf("the history made only %d summary rows", len(want))
				}
				var charges, credits int64
				for k, v := range want {
					if strings.HasPrefix(k, "revenue_day_totals|") {
						charges, credits = charges+v[0], credits+v[2]
					}
				}
				if charges == 0 || credits == 0 {
					t.Fatalf("the history made %d charges and %d credits: the revenue summaries would not be compared", charges, credits)
				}
				compareSummaries(t, "kept summaries", kept, want)
				if err := st.RebuildSummaries(context.Background()); err != nil {
					t.Fatal(err)
				}
				rebuilt, err := st.SummaryRows(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				compareSummaries(t, "rebuilt summaries", rebuilt, want)
			})
		})
	}
}

// history is a random history of changes to a store, made through its
// methods.
type history struct {
	st       *store.Store
	rng      *rand.Rand
	now      time.Time
	step     int
	partners []leads.Partner
	leadIDs  []int64
	refs     map[int64]string
	services []*int64
	returns  []int64
}

// summaryHistory applies steps random changes to st through its methods;
// the history can go on (run).
func summaryHistory(t *testing.T, st *store.Store, rng *rand.Rand, steps int) *history {
	t.Helper()
	ctx := context.Background()
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	h := &history{st: st, rng: rng, now: time.Date(2026, 3, 1, 22, 0, 0, 0, time.UTC), refs: map[int64]string{}}
	st.SetClock(func() time.Time { return h.now })
	services, err := st.AllServices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for len(services) < 2 {
		sv, err := st.CreateService(ctx, store.Service{Title: fmt.Sprintf("Practice %d", len(services)+1)})
		if err != nil {
			t.Fatal(err)
		}
		services = append(services, sv)
	}
	h.services = []*int64{nil}
	for _, sv := range services[:2] {
		h.services = append(h.services, &sv.ID)
	}
	tx := "TX"
	for i, p := range []leads.Partner{
		{Name: "Alpha", States: []string{"TX", "CA"}, Email: "a@alpha.example", WebhookURL: "https://alpha.example/hook"},
		{Name: "Bravo", States: []string{"TX", "FL"}, Email: "b@bravo.example", DailyCap: 3},
		{Name: "Charlie", States: []string{"CA", "FL", "NY"}, WebhookURL: "https://charlie.example/hook"},
	} {
		p.Timezone, p.Priority, p.Active = "America/Chicago", i+1, true
		// Priced (revenue): Alpha prepaid with an override, Bravo
		// invoiced, Charlie free.
		p.Settings = billing.DefaultSettings()
		switch i {
		case 0:
			p.PriceCents, p.Overrides = 4500, []billing.Override{{State: &tx, PriceCents: 6000}}
		case 1:
			p.PriceCents, p.Mode = 3000, billing.Invoice
		}
		created, err := st.CreatePartner(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: created.ID, Kind: store.LedgerPayment,
				AmountCents: 10_000_000, Key: "history-payment"}); err != nil {
				t.Fatal(err)
			}
		}
		h.partners = append(h.partners, created)
	}
	h.run(t, steps)
	return h
}

// run applies steps more random changes.
func (h *history) run(t *testing.T, steps int) {
	t.Helper()
	ctx := context.Background()
	st, rng := h.st, h.rng
	states := []string{"TX", "CA", "FL", "NY"}
	sources := [][3]string{{"", "", ""}, {"Google", "cpc", "Spring_Sale"}, {"facebook", "paid", ""}, {" bing ", "CPC", "brand"}}
	landings := []string{"", "/", "/service-detail/3?gclid=abc", "https://claims.example/Faqs/", "/state-laws/44", attribution.Other}
	pick := func() int64 { return h.leadIDs[rng.IntN(len(h.leadIDs))] }
	for end := h.step + steps; h.step < end; h.step++ {
		step := h.step
		h.now = h.now.Add(time.Duration(rng.IntN(180)) * time.Minute)
		op := rng.IntN(23)
		if len(h.leadIDs) == 0 {
			op = 0
		}
		switch {
		case op < 7: // intake; one in five repeats a person
			n := len(h.leadIDs) + 1
			if len(h.leadIDs) > 0 && rng.IntN(5) == 0 {
				n = rng.IntN(len(h.leadIDs)) + 1
			}
			src := sources[rng.IntN(len(sources))]
			l := leads.Lead{
				SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: fmt.Sprintf("V%d", n),
				Email: fmt.Sprintf("p%d@example.com", n), Phone: fmt.Sprintf("555%07d", n), ZipCode: "73301",
				State:     states[rng.IntN(len(states))],
				Consent:   leads.Consent{TextVersion: "v1", IP: "192.0.2.1"},
				ServiceID: h.services[rng.IntN(len(h.services))],
				Attribution: leads.Attribution{LandingPage: landings[rng.IntN(len(landings))],
					UTMSource: src[0], UTMMedium: src[1], UTMCampaign: src[2]},
			}
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			h.leadIDs = append(h.leadIDs, id)
			ref, err := st.LeadReference(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			h.refs[id] = ref
		case op < 10: // the outbox worker: sent, failed, dead or tried again later
			items, err := st.ClaimOutbox(ctx, "worker", 5, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			var results []store.OutboxResult
			for _, it := range items {
				status := []string{store.OutboxSent, store.OutboxSent, store.OutboxSent, store.OutboxFailed, store.OutboxDead, store.OutboxPending}[rng.IntN(6)]
				results = append(results, store.OutboxResult{ID: it.ID, Status: status, NextAttemptAt: h.now})
			}
			h.now = h.now.Add(time.Duration(rng.IntN(90)) * time.Second)
			if _, err := st.RecordOutbox(ctx, "worker", results); err != nil {
				t.Fatal(err)
			}
		case op < 12: // a partner's report on a lead it was sent
			id := pick()
			p := h.partners[rng.IntN(len(h.partners))]
			_, _, err := st.RecordOutcome(ctx, store.OutcomeReport{PartnerID: p.ID, Reference: h.refs[id],
				Status: store.OutcomeStatuses[rng.IntN(len(store.OutcomeStatuses))], ReturnWindow: 48 * time.Hour})
			if err != nil && err != store.ErrNotFound {
				t.Fatal(err)
			}
		case op < 14: // the operator's follow-up
			status := leads.Statuses[rng.IntN(len(leads.Statuses))]
			if _, err := st.UpdateLead(ctx, pick(), store.LeadUpdate{Status: &status}); err != nil && err != store.ErrNotFound {
				t.Fatal(err)
			}
		case op == 14: // a failed or dead delivery tried again
			ds, err := st.LeadDeliveries(ctx, pick())
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range ds {
				if d.Status == store.DeliveryFailed || d.Status == store.DeliveryDead {
					if _, err := st.RetryDelivery(ctx, d.ID); err != nil {
						t.Fatal(err)
					}
				}
			}
		case op == 15: // sent by hand
			if _, err := st.SendLeadTo(ctx, pick(), h.partners[rng.IntN(len(h.partners))].ID); err != nil &&
				err != store.ErrNotFound && err != store.ErrSuppressed && err != store.ErrLeadErased {
				t.Fatal(err)
			}
		case op == 16: // erased
			if _, err := st.EraseLeads(ctx, []int64{pick()}, store.ErasureRetention); err != nil {
				t.Fatal(err)
			}
		case op == 17: // deleted by the operator
			if err := st.DeleteLead(ctx, pick()); err != nil && err != store.ErrNotFound {
				t.Fatal(err)
			}
		case op == 18: // a corrected phone
			phone := fmt.Sprintf("555%07d", 9000000+step)
			if _, err := st.UpdateLead(ctx, pick(), store.LeadUpdate{Contact: leads.Correction{Phone: &phone}}); err != nil &&
				err != store.ErrNotFound && err != store.ErrLeadErased {
				t.Fatal(err)
			}
		case op == 20 || op == 21: // a firm returns a lead it was sent, mostly a recent one (its window is a week)
			recent := h.leadIDs[max(0, len(h.leadIDs)-20):]
			id := recent[rng.IntN(len(recent))]
			p := h.partners[rng.IntN(min(2, len(h.partners)))] // the firms with a price, mostly
			r, err := st.RequestReturn(ctx, store.ReturnRequest{PartnerID: p.ID, Reference: h.refs[id], Reason: "duplicate", WindowDays: 7})
			switch {
			case err == nil && rng.IntN(2) == 0: // approved at once
				if _, err := st.DecideReturn(ctx, r.ID, true, 0, "checked"); err != nil {
					t.Fatal(err)
				}
			case err == nil:
				h.returns = append(h.returns, r.ID)
			case errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrNotDelivered), errors.Is(err, store.ErrAlreadyReturned),
				errors.Is(err, store.ErrReturnWindowClosed):
			default:
				t.Fatal(err)
			}
		case op == 22: // the operator decides a return
			if len(h.returns) == 0 {
				continue
			}
			id := h.returns[rng.IntN(len(h.returns))]
			if _, err := st.DecideReturn(ctx, id, rng.IntN(3) > 0, 0, "checked"); err != nil && !errors.Is(err, store.ErrReturnDecided) {
				t.Fatal(err)
			}
		default: // visits, and once the partner with a cap leaves
			if step > steps/2 && len(h.partners) == 3 {
				if _, err := st.DeletePartner(ctx, h.partners[1].ID); err != nil {
					t.Fatal(err)
				}
				h.partners = append(h.partners[:1], h.partners[2])
			}
			src := sources[rng.IntN(len(sources))]
			err := st.AddVisits(ctx, []store.VisitCount{{Day: h.now.Format("2006-01-02"), Route: "home", LandingPage: "/",
				Source: attribution.Value(src[0]), Medium: attribution.Value(src[1]), Campaign: attribution.Value(src[2]),
				Device: "mobile", Views: int64(rng.IntN(9) + 1), Entries: 1}})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSummariesFilledWhileChanging: after an upgrade the summaries are
// filled step by step while leads keep arriving and changing; a change
// to a lead the steps already counted moves the summaries, one to a lead
// they have not reached leaves it to them. Once done they equal a
// recount, and until then the analytics and the dashboard say they are
// being rebuilt.
func TestSummariesFilledWhileChanging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		rng := rand.New(rand.NewPCG(7, 20))
		h := summaryHistory(t, st, rng, 250)
		if err := st.ResetSummaries(ctx); err != nil {
			t.Fatal(err)
		}
		st.SetSummaryStepLeads(7) // the history's changes fall before, in and after the step's leads
		if ready, err := st.SummariesReady(ctx); err != nil || ready {
			t.Fatalf("ready after a reset: %v %v", ready, err)
		}
		a, err := st.Analytics(ctx, st.Now().AddDate(0, 0, -30), st.Now(), testPages)
		if err != nil || !a.Rebuilding || a.Leads.Total != 0 {
			t.Errorf("analytics while rebuilding: rebuilding %v, total %d, %v", a.Rebuilding, a.Leads.Total, err)
		}
		stats, err := st.Stats(ctx)
		if err != nil || !stats.Rebuilding {
			t.Errorf("stats while rebuilding: %+v %v", stats, err)
		}
		steps := 0
		for done := false; !done; steps++ {
			// A few changes between two steps.
			h.run(t, 3)
			if done, err = st.SummaryStep(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if steps < 10 {
			t.Errorf("filled in %d steps", steps)
		}
		h.run(t, 30)
		kept, err := st.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		compareSummaries(t, "summaries filled while changing", kept, recountSummaries(t, st))
		if a, err := st.Analytics(ctx, st.Now().AddDate(0, 0, -60), st.Now(), testPages); err != nil || a.Rebuilding || a.Leads.Total == 0 {
			t.Errorf("analytics when ready: rebuilding %v, total %d, %v", a.Rebuilding, a.Leads.Total, err)
		}
	})
}

// TestInboxTotalsFromSummaries: every filter the summaries can count
// gives the inbox the total a count of the rows gives, a deep page's
// start (its day, and how many of that day's leads come before it) is
// where the newest-first list puts it, and every page number lists the
// leads the full list has there.
func TestInboxTotalsFromSummaries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := summaryHistory(t, st, rand.New(rand.NewPCG(11, 20)), 300)
		from := time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC)
		to := h.now.UTC().Truncate(24 * time.Hour)
		filters := []store.LeadFilter{
			{}, {Status: "new"}, {Routing: "routed"}, {Status: "new", Routing: "unrouted"},
			{State: "TX"}, {State: "CA", Status: "contacted"}, {State: "FL", Routing: "routed", Status: "new"},
			{Source: "Google"}, {Source: "google", Medium: "CPC", Campaign: "spring_sale"}, {Campaign: "brand"},
			{Delivery: store.DeliveryDelivered}, {Delivery: store.DeliveryFailed}, {Delivery: store.DeliveryPending},
			{Delivery: store.DeliveryFailed, State: "CA"}, {Delivery: store.DeliveryDelivered, State: "TX"},
		}
		for _, base := range filters {
			for _, f := range []store.LeadFilter{base, withRange(base, from, time.Time{}), withRange(base, from, to)} {
				got, ok, err := st.SummaryTotal(ctx, f)
				if err != nil || !ok {
					t.Fatalf("%+v: summary total %v %v", f, ok, err)
				}
				// Counted from the rows both ways a filter on another table
				// can be read: its matches first, or each lead walked.
				for _, walk := range []bool{false, true} {
					_, _, query, args := st.LeadListQueries(f, nil, false, walk)
					var want int
					if err := st.DB().QueryRowContext(ctx, query, args...).Scan(&want); err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Errorf("%+v: summary total %d, rows %d (walk %v)", f, got, want, walk)
					}
				}
			}
		}
		for _, f := range []store.LeadFilter{{Email: "p1@example.com"}, {Query: "Pat"}, {State: "TX", Source: "google"}, {Source: "(direct)"},
			{From: from.Add(time.Hour)}} {
			if _, ok, _ := st.SummaryTotal(ctx, f); ok {
				t.Errorf("%+v: the summaries cannot count this filter, but answered", f)
			}
		}

		// Deep pages: the list newest first, against the day and skip the
		// summaries give for every offset.
		for _, f := range []store.LeadFilter{{}, {State: "TX"}, {Delivery: store.DeliveryDelivered}} {
			_, total, err := st.LeadPage(ctx, f, store.Page{Number: 1, Size: 1})
			if err != nil {
				t.Fatal(err)
			}
			all, _, err := st.LeadPage(ctx, f, store.Page{Number: 1, Size: total + 1})
			if err != nil {
				t.Fatal(err)
			}
			sort.SliceStable(all, func(i, j int) bool {
				if !all[i].CreatedAt.Equal(all[j].CreatedAt) {
					return all[i].CreatedAt.After(all[j].CreatedAt)
				}
				return all[i].ID > all[j].ID
			})
			for offset := range all {
				d, skip, ok, err := st.SummaryPageStart(ctx, f, offset)
				if err != nil || !ok {
					t.Fatalf("%+v offset %d: %v %v", f, offset, ok, err)
				}
				wantDay := all[offset].CreatedAt.UTC().Truncate(24 * time.Hour)
				wantSkip := 0
				for i := offset - 1; i >= 0 && all[i].CreatedAt.UTC().Truncate(24*time.Hour).Equal(wantDay); i-- {
					wantSkip++
				}
				if !d.Equal(wantDay) || skip != wantSkip {
					t.Fatalf("%+v offset %d: day %v skip %d, want %v %d", f, offset, d, skip, wantDay, wantSkip)
				}
			}
			if _, _, ok, _ := st.SummaryPageStart(ctx, f, len(all)); ok {
				t.Errorf("%+v: a page past the last lead has a start", f)
			}
			for _, size := range []int{7, 10} {
				for page := 1; (page-1)*size <= len(all); page++ {
					got, _, err := st.LeadPage(ctx, f, store.Page{Number: page, Size: size})
					if err != nil {
						t.Fatal(err)
					}
					want := all[min((page-1)*size, len(all)):min(page*size, len(all))]
					if len(got) != len(want) {
						t.Fatalf("%+v page %d of %d: %d leads, want %d", f, page, size, len(got), len(want))
					}
					for i := range got {
						if got[i].ID != want[i].ID {
							t.Fatalf("%+v page %d of %d: lead %d is %d, want %d", f, page, size, i, got[i].ID, want[i].ID)
						}
					}
				}
			}
		}
	})
}

func withRange(f store.LeadFilter, from, to time.Time) store.LeadFilter {
	f.From, f.To = from, to
	return f
}

// TestDemoDataKeepsSummaries: demo-data's bulk transactions (each lead's
// routing, deliveries, reports and status changes counted once, at the
// end of its batch) leave the summaries equal to a recount, beside a real
// lead and real visits; so does removing the demo data again.
func TestDemoDataKeepsSummaries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		lead := newLead("real@person.example", "5125550000")
		lead.State, lead.Consent.TextVersion = "TX", "c-demo"
		if _, _, err := st.CreateLead(ctx, lead, ""); err != nil {
			t.Fatal(err)
		}
		if err := st.AddVisits(ctx, []store.VisitCount{{Day: st.Now().Format(time.DateOnly), Route: "home", LandingPage: "/",
			Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "mobile", Views: 3, Entries: 2}}); err != nil {
			t.Fatal(err)
		}
		fillDemo(t, st, 600, 90, 4)
		kept, err := st.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		compareSummaries(t, "summaries after demo-data", kept, recountSummaries(t, st))
		// Billing filled: charges and a payment per firm, returns of every
		// kind, the credits of the approved ones; balances the sum of each
		// firm's ledger.
		for _, c := range []struct{ what, query string }{
			{"charges", `SELECT COUNT(*) FROM ledger_entries WHERE kind = 'charge'`},
			{"credits", `SELECT COUNT(*) FROM ledger_entries WHERE kind = 'credit'`},
			{"pending returns", `SELECT COUNT(*) FROM lead_returns WHERE status = 'pending'`},
			{"denied returns", `SELECT COUNT(*) FROM lead_returns WHERE status = 'denied'`},
		} {
			if count(t, st, c.query) == 0 {
				t.Errorf("demo-data made no %s", c.what)
			}
		}
		if n := count(t, st, `SELECT COUNT(*) FROM partners p WHERE balance_cents <>
			(SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.partner_id = p.id)`); n != 0 {
			t.Errorf("%d firms' balances differ from their ledgers", n)
		}
		if _, err := st.RemoveDemo(ctx); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"ledger_entries", "lead_returns", "billing_holds", "partners"} {
			if n := count(t, st, `SELECT COUNT(*) FROM `+table); n != 0 {
				t.Errorf("%d rows of %s left after removing the demo data", n, table)
			}
		}
		kept, err = st.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		compareSummaries(t, "summaries after removing the demo data", kept, recountSummaries(t, st))
	}, demoSeeded)
}

// TestSummaryLease: one worker at a time runs the summary steps; the
// holder extends its lease, another takes over only once it ran out.
func TestSummaryLease(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		st.SetClock(func() time.Time { return now })
		claim := func(worker string) bool {
			t.Helper()
			ok, err := st.ClaimSummaryLease(ctx, worker, 2*time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		if !claim("a:1") {
			t.Fatal("the first worker did not get the free lease")
		}
		if claim("b:2") {
			t.Error("a second worker took a lease that runs")
		}
		now = now.Add(90 * time.Second)
		if !claim("a:1") {
			t.Error("the holder could not extend its lease")
		}
		now = now.Add(90 * time.Second) // 3 minutes in: still within the extended lease
		if claim("b:2") {
			t.Error("a second worker took an extended lease before it ran out")
		}
		now = now.Add(time.Minute)
		if !claim("b:2") {
			t.Error("a second worker could not take a lease that ran out")
		}
		if claim("a:1") {
			t.Error("the old holder took the lease back from the new one")
		}
	})
}

// TestLatencyStatsWhileDeliveriesFinishTogether: deliveries of one day
// recorded at the same time, each in its own transaction, leave that day's
// delivery-time statistics counting all of them. On PostgreSQL each
// transaction computes the day from its histogram, which it must read
// after the others' commits (refreshLatencyStats says why it does).
func TestLatencyStatsWhileDeliveriesFinishTogether(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
		st.SetClock(func() time.Time { return now })
		if _, err := st.CreatePartner(ctx, leads.Partner{Name: "Alpha", States: []string{"TX"}, WebhookURL: "https://alpha.example/hook",
			Timezone: "America/Chicago", Priority: 1, Active: true}); err != nil {
			t.Fatal(err)
		}
		for n := range 16 {
			l := leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: fmt.Sprintf("W%d", n),
				Email: fmt.Sprintf("w%d@example.com", n), Phone: fmt.Sprintf("555%07d", n), ZipCode: "73301", State: "TX",
				Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"}}
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}
		items, err := st.ClaimOutbox(ctx, "worker", 100, time.Minute)
		if err != nil || len(items) < 16 {
			t.Fatalf("claimed %d outbox items (%v), want 16 or more", len(items), err)
		}
		var wg sync.WaitGroup
		errs := make(chan error, len(items))
		for _, it := range items {
			wg.Go(func() {
				_, err := st.RecordOutbox(ctx, "worker", []store.OutboxResult{{ID: it.ID, Status: store.OutboxSent}})
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		kept, err := st.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		compareSummaries(t, "the summaries after deliveries finished together, against a recount", kept, recountSummaries(t, st))
	})
}
