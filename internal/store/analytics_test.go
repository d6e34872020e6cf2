package store_test

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// analyticsExec runs one statement written with ? placeholders on st's database.
func analyticsExec(t *testing.T, st *store.Store, query string, args ...any) int64 {
	t.Helper()
	if st.Dialect() == store.Postgres {
		n := 0
		var b strings.Builder
		for _, c := range query {
			if c == '?' {
				n++
				b.WriteString("$" + strconv.Itoa(n))
				continue
			}
			b.WriteRune(c)
		}
		query = b.String()
	}
	var id int64
	if strings.HasPrefix(query, "INSERT INTO leads") || strings.HasPrefix(query, "INSERT INTO outbox") ||
		strings.HasPrefix(query, "INSERT INTO deliveries") || strings.HasPrefix(query, "INSERT INTO partners") {
		if err := st.DB().QueryRowContext(context.Background(), query+" RETURNING id", args...).Scan(&id); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return id
	}
	if _, err := st.DB().ExecContext(context.Background(), query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return 0
}

type analyticsFixture struct {
	t  *testing.T
	st *store.Store
	n  int
}

func (f *analyticsFixture) lead(at time.Time, routing, state string) int64 {
	f.n++
	return analyticsExec(f.t, f.st, `INSERT INTO leads (reference, source_form, email, phone, state, routing, created_at, updated_at)
		VALUES (?, 'consultation', ?, ?, ?, ?, ?, ?)`,
		"REF-"+strconv.Itoa(f.n), "a"+strconv.Itoa(f.n)+"@example.com", "555000"+strconv.Itoa(1000+f.n), state, routing, at, at)
}

func (f *analyticsFixture) attribution(leadID int64, landing, source, medium, campaign string) {
	analyticsExec(f.t, f.st, `INSERT INTO lead_attribution (lead_id, landing_page, utm_source, utm_medium, utm_campaign)
		VALUES (?, ?, ?, ?, ?)`, leadID, landing, source, medium, campaign)
}

func (f *analyticsFixture) visits(day, landing, source, medium, campaign, device string, views, entries int) {
	analyticsExec(f.t, f.st, `INSERT INTO visit_days (day, route, landing_page, source, medium, campaign, device, views, entries)
		VALUES (?, 'home', ?, ?, ?, ?, ?, ?, ?)`, day, landing, source, medium, campaign, device, views, entries)
}

func (f *analyticsFixture) partner(name string) int64 {
	now := f.st.Now()
	return analyticsExec(f.t, f.st, `INSERT INTO partners (name, webhook_secret, created_at, updated_at) VALUES (?, 'secret', ?, ?)`, name, now, now)
}

// delivery adds a delivery of lead to partner created at `at` whose
// outbox row is in outboxStatus, done at done when not zero.
func (f *analyticsFixture) delivery(leadID, partnerID int64, name, outboxStatus string, at, done time.Time) {
	f.n++
	var doneAt any
	if !done.IsZero() {
		doneAt = done
	}
	ob := analyticsExec(f.t, f.st, `INSERT INTO outbox (kind, idempotency_key, payload, status, next_attempt_at, created_at, done_at)
		VALUES ('delivery', ?, '{}', ?, ?, ?, ?)`, "k"+strconv.Itoa(f.n), outboxStatus, at, at, doneAt)
	analyticsExec(f.t, f.st, `INSERT INTO deliveries (lead_id, partner_id, partner_name, channel, outbox_id, created_at)
		VALUES (?, ?, ?, 'webhook', ?, ?)`, leadID, partnerID, name, ob, at)
}

func (f *analyticsFixture) outcome(leadID, partnerID int64, name, status string, isReturn bool) {
	analyticsExec(f.t, f.st, `INSERT INTO lead_outcomes (lead_id, partner_id, partner_name, status, is_return, reported_at)
		VALUES (?, ?, ?, ?, ?, ?)`, leadID, partnerID, name, status, isReturn, f.st.Now())
}

// testPages is a small route table for attribution.LandingPage, matched
// as webui.PublicPage matches: fixed segments in any case, one trailing
// slash, a record page's :param as sent.
func testPages(p string) (string, bool) {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	segs := strings.Split(p, "/")
	switch {
	case p == "/":
		return "/", true
	case len(segs) == 2 && (strings.EqualFold(segs[1], "blog") || strings.EqualFold(segs[1], "faqs")):
		return "/" + strings.ToLower(segs[1]), true
	case len(segs) == 3 && segs[2] != "" && (strings.EqualFold(segs[1], "state-laws") || strings.EqualFold(segs[1], "service-detail")):
		return "/" + strings.ToLower(segs[1]) + "/" + segs[2], true
	}
	return "", false
}

// rebuildSummaries counts the rows a test wrote with SQL of its own into
// the summaries, as rebuild-summaries does.
func rebuildSummaries(t *testing.T, st *store.Store) {
	t.Helper()
	if err := st.RebuildSummaries(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func day(s string) time.Time {
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestAnalytics(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := &analyticsFixture{t: t, st: st}
		at := func(d string, h int) time.Time { return day(d).Add(time.Duration(h) * time.Hour) }

		// Three days in range (Mar 1-3) and leads just outside it.
		l1 := f.lead(at("2026-03-01", 0), "routed", "CA")
		l2 := f.lead(at("2026-03-01", 23), "routed", "CA")
		l3 := f.lead(at("2026-03-01", 12), "duplicate", "TX")
		l4 := f.lead(at("2026-03-03", 9), "suppressed", "")
		l5 := f.lead(at("2026-03-03", 10), "unrouted", "TX")
		f.lead(at("2026-02-28", 23), "routed", "NY") // before
		f.lead(at("2026-03-04", 0), "routed", "NY")  // after

		f.attribution(l1, "/?utm_source=google&utm_medium=cpc&utm_campaign=spring", "google", "cpc", "spring") // the page, whatever the query
		f.attribution(l2, "/", "google", "cpc", "spring")
		f.attribution(l3, "/state-laws/1", "facebook", "social", "")
		f.attribution(l4, "/", "google", "cpc", "spring")
		// l5 has no attribution: direct.

		f.visits("2026-03-01", "/", "google", "cpc", "spring", "mobile", 30, 20)
		f.visits("2026-03-02", "/?utm_source=google", "google", "cpc", "spring", "desktop", 20, 10)
		f.visits("2026-03-02", "/state-laws/1", "facebook", "social", "(direct)", "mobile", 5, 4)
		f.visits("2026-03-02", "/blog", "(direct)", "(direct)", "(direct)", "desktop", 8, 8)
		f.visits("2026-03-04", "/", "google", "cpc", "spring", "mobile", 1000, 1000) // after

		acme, beta := f.partner("Acme Law"), f.partner("Beta Firm")
		f.delivery(l1, acme, "Acme Law", "sent", at("2026-03-01", 0), at("2026-03-01", 0).Add(10*time.Second))
		f.delivery(l2, acme, "Acme Law", "sent", at("2026-03-01", 23), at("2026-03-01", 23).Add(30*time.Second))
		f.delivery(l2, beta, "Beta Firm", "sent", at("2026-03-01", 23), at("2026-03-01", 23).Add(90*time.Second))
		f.delivery(l5, beta, "Beta Firm", "dead", at("2026-03-03", 10), time.Time{})
		f.delivery(l4, beta, "Beta Firm", "pending", at("2026-03-03", 9), time.Time{})
		f.outcome(l1, acme, "Acme Law", "accepted", false)
		f.outcome(l1, acme, "Acme Law", "retained", false) // still one accepted lead
		f.outcome(l2, acme, "Acme Law", "rejected", true)
		f.outcome(l2, beta, "Beta Firm", "contacted", false)
		f.outcome(l2, beta, "Beta Firm", "rejected", false) // latest: no longer accepted
		f.outcome(l4, beta, "Beta Firm", "accepted", false) // pending, but the report shows it landed

		rebuildSummaries(t, st) // the fixtures are written round the store
		a, err := st.Analytics(ctx, day("2026-03-01"), day("2026-03-03"), testPages)
		if err != nil {
			t.Fatal(err)
		}
		if a.From != "2026-03-01" || a.To != "2026-03-03" {
			t.Errorf("range = %s..%s", a.From, a.To)
		}

		wantDays := []store.RoutingDay{
			{Day: "2026-03-01", Routed: 2, Duplicate: 1},
			{Day: "2026-03-02"},
			{Day: "2026-03-03", Unrouted: 1, Suppressed: 1},
		}
		if a.Leads.Total != 5 || len(a.Leads.Routing) != 3 {
			t.Fatalf("leads = %+v", a.Leads)
		}
		for i, w := range wantDays {
			if a.Leads.Routing[i] != w {
				t.Errorf("day %d = %+v, want %+v", i, a.Leads.Routing[i], w)
			}
		}

		rate := func(p *float64) string {
			if p == nil {
				return "nil"
			}
			return strconv.FormatFloat(*p, 'f', 4, 64)
		}
		landing := map[string]string{}
		for _, r := range a.LandingPages {
			landing[r.LandingPage] = strconv.Itoa(r.Views) + "/" + strconv.Itoa(r.Entries) + "/" + strconv.Itoa(r.Leads) + "/" + rate(r.ConversionRate)
		}
		wantLanding := map[string]string{
			"/":             "50/30/3/0.1000",
			"/state-laws/1": "5/4/1/0.2500",
			"/blog":         "8/8/0/0.0000",
			"(other)":       "0/0/1/nil", // the lead without attribution
		}
		for k, w := range wantLanding {
			if landing[k] != w {
				t.Errorf("landing %q = %s, want %s", k, landing[k], w)
			}
		}
		if len(landing) != len(wantLanding) || a.LandingPages[0].LandingPage != "/" {
			t.Errorf("landing pages = %+v", a.LandingPages)
		}

		sources := map[string]string{}
		for _, r := range a.Sources {
			sources[r.Source+"|"+r.Medium+"|"+r.Campaign] = strconv.Itoa(r.Entries) + "/" + strconv.Itoa(r.Leads) + "/" + rate(r.ConversionRate)
		}
		wantSources := map[string]string{
			"google|cpc|spring":          "30/3/0.1000",
			"facebook|social|(direct)":   "4/1/0.2500",
			"(direct)|(direct)|(direct)": "8/1/0.1250", // direct visits and the lead without attribution
		}
		for k, w := range wantSources {
			if sources[k] != w {
				t.Errorf("source %q = %s, want %s", k, sources[k], w)
			}
		}
		if len(sources) != len(wantSources) {
			t.Errorf("sources = %+v", a.Sources)
		}

		wantStates := []store.StateCount{{State: "CA", Leads: 2}, {State: "TX", Leads: 2}, {State: "", Leads: 1}}
		if len(a.States) != len(wantStates) {
			t.Fatalf("states = %+v", a.States)
		}
		for i, w := range wantStates {
			if a.States[i] != w {
				t.Errorf("state %d = %+v, want %+v", i, a.States[i], w)
			}
		}

		status := map[string]int{}
		for _, c := range a.Deliveries.ByStatus {
			status[c.Status] = c.Count
		}
		if status["delivered"] != 3 || status["dead"] != 1 || status["pending"] != 1 || status["failed"] != 0 || len(status) != 4 {
			t.Errorf("by status = %+v", a.Deliveries.ByStatus)
		}
		if want := (store.Latency{Count: 3, P50: 30, P90: 90, Max: 90}); a.Deliveries.LatencyOverall != want {
			t.Errorf("latency = %+v, want %+v", a.Deliveries.LatencyOverall, want)
		}
		if len(a.Deliveries.Latency) != 1 || a.Deliveries.Latency[0].Day != "2026-03-01" || a.Deliveries.Latency[0].Count != 3 {
			t.Errorf("latency per day = %+v", a.Deliveries.Latency)
		}

		if len(a.Partners) != 2 {
			t.Fatalf("partners = %+v", a.Partners)
		}
		got := func(p store.PartnerRates) string {
			return p.PartnerName + " " + strconv.Itoa(p.Delivered) + "/" + strconv.Itoa(p.Reported) + "/" + strconv.Itoa(p.Accepted) +
				"/" + strconv.Itoa(p.Rejected) + "/" + strconv.Itoa(p.RejectedInWindow) + "/" + strconv.Itoa(p.Returned) + " " +
				rate(p.AcceptanceRate) + " " + rate(p.RejectedInWindowRate) + " " + rate(p.ReturnRate)
		}
		// Acme: l1 accepted (twice reported), l2 rejected within the
		// return window (no return request: none returned).
		// Beta: l2 contacted then rejected (its latest report counts), l4
		// pending but reported accepted (it landed); l5 was never
		// delivered (dead) and has no report.
		if g := got(a.Partners[0]); g != "Acme Law 2/2/1/1/1/0 0.5000 0.5000 0.0000" {
			t.Errorf("acme = %s", g)
		}
		if g := got(a.Partners[1]); g != "Beta Firm 2/2/1/1/0/0 0.5000 0.0000 0.0000" {
			t.Errorf("beta = %s", g)
		}
	})
}

func TestAnalyticsEmpty(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		rebuildSummaries(t, st) // the fixtures are written round the store
		a, err := st.Analytics(context.Background(), day("2026-03-01"), day("2026-03-30"), testPages)
		if err != nil {
			t.Fatal(err)
		}
		if len(a.Leads.Routing) != 30 || a.Leads.Total != 0 {
			t.Errorf("leads = %+v", a.Leads)
		}
		if a.LandingPages == nil || a.Sources == nil || a.States == nil || a.Partners == nil || a.Deliveries.Latency == nil {
			t.Errorf("empty lists must be [] not null: %+v", a)
		}
		if len(a.Deliveries.ByStatus) != 4 || a.Deliveries.LatencyOverall != (store.Latency{}) {
			t.Errorf("deliveries = %+v", a.Deliveries)
		}
	})
}

// TestAnalyticsNormalisesAttribution: leads keep their attribution as the
// visitor sent it, visits are stored normalised by the beacon; the
// conversion tables count both under one key (package attribution), so a
// campaign or page spelled two ways is one row with the right rate.
func TestAnalyticsNormalisesAttribution(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := &analyticsFixture{t: t, st: st}
		at := day("2026-03-01").Add(9 * time.Hour)

		// As the visit collector stores them.
		f.visits("2026-03-01", "/service-detail/3", "google", "cpc", "spring_sale", "mobile", 12, 10)
		f.visits("2026-03-01", "/faqs", "(direct)", "(direct)", "(direct)", "desktop", 5, 5)
		f.visits("2026-03-01", "(other)", "facebook", "social", "(direct)", "mobile", 2, 2)

		// As visitors sent them.
		l1 := f.lead(at, "routed", "CA")
		f.attribution(l1, "https://claims.example/Service-Detail/3/?utm_source=Google&gclid=abc#form", "Google", "CPC", "Spring_Sale")
		l2 := f.lead(at, "routed", "CA")
		f.attribution(l2, "/service-detail/3?utm_source=google", " google ", "cpc", "spring_sale")
		l3 := f.lead(at, "routed", "CA")
		f.attribution(l3, "/FAQS/", "", "", "")
		l4 := f.lead(at, "routed", "CA")
		f.attribution(l4, "/no-such-page?x=1#y", "Facebook", "Social", "")
		f.lead(at, "routed", "CA") // no attribution at all

		rebuildSummaries(t, st) // the fixtures are written round the store
		a, err := st.Analytics(ctx, day("2026-03-01"), day("2026-03-01"), testPages)
		if err != nil {
			t.Fatal(err)
		}
		rate := func(p *float64) string {
			if p == nil {
				return "nil"
			}
			return strconv.FormatFloat(*p, 'f', 4, 64)
		}
		got := map[string]string{}
		for _, r := range a.LandingPages {
			got[r.LandingPage] = strconv.Itoa(r.Views) + "/" + strconv.Itoa(r.Entries) + "/" + strconv.Itoa(r.Leads) + "/" + rate(r.ConversionRate)
		}
		want := map[string]string{
			"/service-detail/3": "12/10/2/0.2000",
			"/faqs":             "5/5/1/0.2000",
			"(other)":           "2/2/2/1.0000", // an unknown page and a lead without attribution
		}
		if len(got) != len(want) {
			t.Errorf("landing pages = %v, want %v", got, want)
		}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("landing %q = %s, want %s", k, got[k], w)
			}
		}

		got = map[string]string{}
		for _, r := range a.Sources {
			got[r.Source+"|"+r.Medium+"|"+r.Campaign] = strconv.Itoa(r.Entries) + "/" + strconv.Itoa(r.Leads) + "/" + rate(r.ConversionRate)
		}
		want = map[string]string{
			"google|cpc|spring_sale":     "10/2/0.2000",
			"(direct)|(direct)|(direct)": "5/2/0.4000",
			"facebook|social|(direct)":   "2/1/0.5000",
		}
		if len(got) != len(want) {
			t.Errorf("sources = %v, want %v", got, want)
		}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("source %q = %s, want %s", k, got[k], w)
			}
		}

		// The lead keeps what the visitor sent.
		var campaign, landing string
		q := `SELECT utm_campaign, landing_page FROM lead_attribution WHERE lead_id = ?`
		if st.Dialect() == store.Postgres {
			q = strings.Replace(q, "?", "$1", 1)
		}
		if err := st.DB().QueryRowContext(ctx, q, l1).Scan(&campaign, &landing); err != nil {
			t.Fatal(err)
		}
		if campaign != "Spring_Sale" || !strings.HasPrefix(landing, "https://claims.example/Service-Detail/3/?") {
			t.Errorf("lead attribution changed: %q %q", campaign, landing)
		}
	})
}

// A range reads its whole months from the monthly summaries and the days
// around them from the daily ones (summarySpan): whatever the range, its
// answer is the sum of its days, each read alone.
func TestAnalyticsAcrossMonths(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := &analyticsFixture{t: t, st: st}
		acme, beta := f.partner("Acme Law"), f.partner("Beta Firm")
		states := []string{"CA", "TX", "NY", "FL"}
		pages := []string{"/", "/blog", "/faqs", "/service-detail/2"}
		sources := []string{"google", "facebook", "bing"}
		latency := map[string][]float64{} // seconds, by the day delivered
		first, last := day("2026-01-10"), day("2026-04-20")
		for d, i := first, 0; !d.After(last); d, i = d.AddDate(0, 0, 1), i+1 {
			key := d.Format("2006-01-02")
			f.visits(key, pages[i%len(pages)], sources[i%len(sources)], "cpc", "", "mobile", 10+i%5, 5+i%3)
			if i%2 != 0 {
				continue
			}
			at := d.Add(time.Duration(i%24) * time.Hour)
			lead := f.lead(at, "routed", states[i%len(states)])
			f.attribution(lead, pages[(i/2)%len(pages)], sources[(i/2)%len(sources)], "cpc", "spring")
			secs := float64(1+i%97) / 10 // tenths: a bucket each, read back exactly
			f.delivery(lead, acme, "Acme Law", "sent", at, at.Add(time.Duration(secs*float64(time.Second))))
			latency[key] = append(latency[key], secs)
			if i%4 == 0 { // two on a day: its median is the faster
				secs := secs + float64(i%5)/10 + 0.1
				f.delivery(lead, beta, "Beta Firm", "sent", at, at.Add(time.Duration(secs*float64(time.Second))))
				latency[key] = append(latency[key], secs)
			}
		}
		rebuildSummaries(t, st)

		read := func(from, to time.Time) store.Analytics {
			t.Helper()
			a, err := st.Analytics(ctx, from, to, testPages)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
		type sums struct {
			states  map[string]int
			pages   map[string][3]int
			sources map[string][3]int
		}
		sum := func(a store.Analytics, into *sums) {
			for _, s := range a.States {
				into.states[s.State] += s.Leads
			}
			for _, r := range a.LandingPages {
				v := into.pages[r.LandingPage]
				into.pages[r.LandingPage] = [3]int{v[0] + r.Views, v[1] + r.Entries, v[2] + r.Leads}
			}
			for _, r := range a.Sources {
				k := r.Source + "|" + r.Medium + "|" + r.Campaign
				v := into.sources[k]
				into.sources[k] = [3]int{v[0] + r.Views, v[1] + r.Entries, v[2] + r.Leads}
			}
		}
		newSums := func() *sums {
			return &sums{states: map[string]int{}, pages: map[string][3]int{}, sources: map[string][3]int{}}
		}
		for _, r := range []struct{ from, to string }{
			{"2026-01-15", "2026-04-10"}, // days, two whole months, days
			{"2026-02-01", "2026-03-31"}, // whole months only
			{"2026-02-01", "2026-02-28"}, // one month
			{"2026-01-20", "2026-02-10"}, // across a month's end, no whole month
			{"2026-01-01", "2026-04-30"}, // wider than the data
			{"2026-03-31", "2026-04-01"},
		} {
			from, to := day(r.from), day(r.to)
			got, want := newSums(), newSums()
			whole := read(from, to)
			sum(whole, got)
			var secs []float64
			wantDays := []store.LatencyDay{}
			for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
				sum(read(d, d), want)
				key := d.Format("2006-01-02")
				if len(latency[key]) > 0 {
					wantDays = append(wantDays, store.LatencyDay{Day: key, Latency: nearestRanks(latency[key])})
				}
				secs = append(secs, latency[key]...)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s..%s: read as a range\n%+v\nday by day\n%+v", r.from, r.to, *got, *want)
			}
			if !reflect.DeepEqual(whole.Deliveries.Latency, wantDays) {
				t.Errorf("%s..%s: delivery times by day\n%+v\nwant\n%+v", r.from, r.to, whole.Deliveries.Latency, wantDays)
			}
			if want := nearestRanks(secs); whole.Deliveries.LatencyOverall != want {
				t.Errorf("%s..%s: delivery times %+v, want %+v", r.from, r.to, whole.Deliveries.LatencyOverall, want)
			}
		}
	})
}

// nearestRanks is the count, nearest-rank 50th and 90th percentiles and
// maximum of delivery times (tenths of a second, each its own bucket).
func nearestRanks(secs []float64) store.Latency {
	secs = slices.Sorted(slices.Values(secs))
	n := len(secs)
	round := func(v float64) float64 { return math.Round(v*10) / 10 }
	return store.Latency{Count: n, P50: round(secs[(n+1)/2-1]), P90: round(secs[(9*n+9)/10-1]), Max: round(secs[n-1])}
}

// languagePages is testPages with each page's Spanish twin under /es.
func languagePages(p string) (string, bool) {
	if store.PageLanguage(p) == "es" {
		rest := p[3:]
		if rest == "" || rest == "/" {
			return "/es", true
		}
		canonical, ok := testPages(rest)
		return "/es" + canonical, ok
	}
	return testPages(p)
}

// TestAnalyticsByLanguage: visits, leads and conversion split by the
// language of the landing page, read from the summaries the visits and
// leads keep as they are written (and the same after a rebuild).
func TestAnalyticsByLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		now := day("2026-03-02").Add(12 * time.Hour)
		st.SetClock(func() time.Time { return now })
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		if err := st.AddVisits(ctx, []store.VisitCount{
			{Day: "2026-03-01", Route: "home", LandingPage: "/", Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "mobile", Views: 40, Entries: 30},
			{Day: "2026-03-01", Route: "home", LandingPage: "/es", Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "mobile", Views: 12, Entries: 10},
			{Day: "2026-03-02", Route: "blog", LandingPage: "/es/blog", Source: "google", Medium: "cpc", Campaign: "(direct)", Device: "desktop", Views: 6, Entries: 5},
			{Day: "2026-03-02", Route: "state-law", LandingPage: "/state-laws/1", Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "desktop", Views: 10, Entries: 10},
		}); err != nil {
			t.Fatal(err)
		}
		for i, landing := range []string{"/es?utm_source=google", "/ES/blog", "/es/state-laws/1", "/", "/state-laws/1", ""} {
			l := routingLead(i, "TX")
			l.Attribution.LandingPage = landing
			if i < 3 {
				l.Language = "es"
			}
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}
		check := func(when string) {
			t.Helper()
			a, err := st.Analytics(ctx, day("2026-03-01"), day("2026-03-02"), languagePages)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range a.Languages {
				rate := "nil"
				if r.ConversionRate != nil {
					rate = strconv.FormatFloat(*r.ConversionRate, 'f', 4, 64)
				}
				got = append(got, fmt.Sprintf("%s %d/%d/%d/%s", r.Language, r.Views, r.Entries, r.Leads, rate))
			}
			// English: 40 + 10 views, 30 + 10 entries, 3 leads (one without
			// attribution counts under its unknown landing page, English).
			if want := "[en 50/40/3/0.0750 es 18/15/3/0.2000]"; fmt.Sprint(got) != want {
				t.Errorf("%s: languages %v, want %s", when, got, want)
			}
		}
		check("kept")
		rebuildSummaries(t, st)
		check("rebuilt")
	})
}
