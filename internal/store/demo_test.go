package store_test

import (
	"context"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/demodata"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// demoSeeded is the seeded template the demo tests start from: the site's
// content, which demo leads point at, and a consent text.
var demoSeeded = storetest.Seeded(store.ConsentText{Version: "c-demo", Text: "I agree to be contacted."})

// demoPages stands in for the route table (webui.PublicPage, which needs
// the built web app): the public pages demo leads land on.
func demoPages(path string) (string, string, bool) {
	// Each page's Spanish twin under /es (webui's route table).
	if path == "/es" {
		return "home", path, true
	}
	if rest, ok := strings.CutPrefix(path, "/es/"); ok {
		route, canonical, ok := demoPages("/" + rest)
		return route, "/es" + canonical, ok
	}
	for _, p := range []struct{ prefix, route string }{
		{"/service-detail/", "serviceDetail"}, {"/state-law-detail/", "stateLawDetail"}, {"/blog/", "blogPost"},
	} {
		if strings.HasPrefix(path, p.prefix) {
			return p.route, path, true
		}
	}
	route, ok := map[string]string{"/": "home", "/services": "services", "/thank-you": "thankYou", "/case-evaluation": "caseEvaluation"}[path]
	return route, path, ok
}

// demoGenerator makes cfg's demo leads for the site st holds, landing on
// demoPages.
func demoGenerator(t *testing.T, st *store.Store, cfg demodata.Config) *demodata.Generator {
	t.Helper()
	cfg.Pages, cfg.PublicURL, cfg.ConsentVersion = demoPages, "https://site.example", "c-demo"
	services, err := st.AllServices(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range services {
		cfg.Services = append(cfg.Services, demodata.Service{ID: s.ID, Title: s.Title})
	}
	states, err := st.States(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range states {
		law, err := st.StateLawByCode(t.Context(), s.Code)
		if err != nil {
			t.Fatal(err)
		}
		cfg.StateLaws = append(cfg.StateLaws, demodata.StateLaw{ID: s.ID, Code: s.Code, SOLYears: law.SOLYears,
			GovernmentNoticeDays: law.GovernmentNoticeDays})
	}
	gen, err := demodata.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return gen
}

// fillDemo writes n demo leads over days through the store, as
// claimsite demo-data does, with partners partners.
func fillDemo(t *testing.T, st *store.Store, n, days, partners int) {
	t.Helper()
	ctx := t.Context()
	now := st.Now()
	gen := demoGenerator(t, st, demodata.Config{Leads: n, Days: days, Seed: 7, Now: now, BatchSize: 100})
	for _, p := range demodata.Partners(partners, float64(n)/float64(days)) {
		created, err := st.CreateDemoPartner(ctx, p, now.AddDate(0, 0, -days))
		if err != nil {
			t.Fatal(err)
		}
		if err := st.PayDemoPartner(ctx, created.ID, 100_000_000, now.AddDate(0, 0, -days)); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.AddDemoSuppressions(ctx, gen.Suppressed(), now.AddDate(0, 0, -days)); err != nil {
		t.Fatal(err)
	}
	batches := make(chan demodata.Batch)
	done := make(chan error, 1)
	go func() { done <- gen.Run(context.Background(), batches) }()
	w, err := st.OpenDemoWriter(ctx, store.DemoOptions{ReturnWindow: 7 * 24 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for b := range batches {
		if err := w.Write(ctx, b.Leads, b.Visits); err != nil {
			t.Fatal(err)
		}
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddDemoReturns(ctx, 30, 7, time.UTC); err != nil {
		t.Fatal(err)
	}
}

func count(t *testing.T, st *store.Store, query string) int {
	t.Helper()
	var n int
	if err := st.DB().QueryRowContext(t.Context(), query).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

var fictionalPhone = regexp.MustCompile(`^[2-9][0-9]{2}55501[0-9]{2}$`)

func TestDemoDataFillsLeadsWithProofAndAttribution(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		if real, err := st.HasRealLeads(ctx); err != nil || real {
			t.Fatalf("HasRealLeads of an empty database: got %v, %v; want false", real, err)
		}
		const n = 400
		fillDemo(t, st, n, 60, 3)
		if got := count(t, st, `SELECT COUNT(*) FROM leads WHERE demo`); got != n {
			t.Errorf("demo leads: got %d, want %d", got, n)
		}
		if real, err := st.HasRealLeads(ctx); err != nil || real {
			t.Errorf("HasRealLeads with only demo leads: got %v, %v; want false", real, err)
		}
		page, total, err := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: n})
		if err != nil || total != n {
			t.Fatalf("LeadPage: got %d leads, %v; want %d", total, err, n)
		}
		attributed, routed := 0, 0
		for _, l := range page {
			if !l.Demo || !l.Consent.Given || l.Consent.TextVersion != "c-demo" || l.Consent.IP == "" || l.Consent.UserAgent == "" {
				t.Fatalf("lead %d: want demo with its consent proof, got demo %v consent %+v", l.ID, l.Demo, l.Consent)
			}
			if !strings.HasSuffix(l.Email, "@example.com") || !fictionalPhone.MatchString(l.Phone) {
				t.Errorf("lead %d: contact %s %s, want an example.com address and a 555-01xx number", l.ID, l.Email, l.Phone)
			}
			if l.Attribution.LandingPage != "" {
				attributed++
			}
			if l.Routing == "routed" {
				routed++
			}
			if age := st.Now().Sub(l.CreatedAt); age < time.Hour || age > 61*24*time.Hour {
				t.Errorf("lead %d came %v ago, want within the 60 days, an hour or more ago", l.ID, age)
			}
		}
		if attributed != n {
			t.Errorf("leads with a landing page: got %d, want all %d", attributed, n)
		}
		if routed < n*8/10 {
			t.Errorf("routed leads: got %d of %d, want most", routed, n)
		}
		// The case evaluation's leads carry their answers, deadline and
		// tier, and only they do.
		if got := count(t, st, `SELECT COUNT(*) FROM leads l LEFT JOIN lead_qualifications q ON q.lead_id = l.id
			WHERE CASE WHEN l.source_form = 'case_evaluation' THEN q.tier IS NULL OR q.tier <> l.tier OR q.tier_reasons = '[]'
			ELSE q.lead_id IS NOT NULL OR l.tier <> 'unrated' END`); got != 0 {
			t.Errorf("%d leads whose answers and tier disagree with their form", got)
		}
		for _, q := range []string{
			`SELECT COUNT(*) FROM lead_qualifications WHERE deadline_on IS NOT NULL`,
			`SELECT COUNT(*) FROM leads WHERE tier IN ('A', 'B') AND routing = 'routed'`,
			`SELECT COUNT(*) FROM leads WHERE tier IN ('C', 'D')`,
			`SELECT COUNT(*) FROM lead_attribution WHERE gclid <> '' OR fbclid <> '' OR msclkid <> '' OR ttclid <> '' OR gbraid <> ''`,
			`SELECT COUNT(*) FROM deliveries`,
			`SELECT COUNT(*) FROM lead_outcomes`,
			`SELECT COUNT(*) FROM lead_status_changes WHERE status <> 'new'`,
			`SELECT COUNT(*) FROM leads WHERE duplicate_of IS NOT NULL`,
		} {
			if count(t, st, q) == 0 {
				t.Errorf("%s: got 0, want some", q)
			}
		}
		if st.Dialect() == store.SQLite {
			// Four batches of 100 add a text-index segment each; demo-data
			// merges them after the fourth (search_merge.go), as no lead
			// writer runs during the load.
			if got := count(t, st, `SELECT COUNT(DISTINCT segid) FROM lead_search_idx`); got >= 4 {
				t.Errorf("search index segments after the load: %d, want them merged (fewer than 4)", got)
			}
		}
		// Every lead's first status is intake's, at its creation.
		if got := count(t, st, `SELECT COUNT(*) FROM lead_status_changes c JOIN leads l ON l.id = c.lead_id
			WHERE c.status = 'new' AND c.changed_at = l.created_at`); got != n {
			t.Errorf("intake status changes: got %d, want %d", got, n)
		}
		visits, err := st.VisitDays(ctx, "2000-01-01", "2100-01-01")
		if err != nil {
			t.Fatal(err)
		}
		var views, entries int64
		for _, v := range visits {
			views += v.Views
			entries += v.Entries
		}
		if entries < 8*n || entries > 15*n || views < entries {
			t.Errorf("page views: %d views, %d entries for %d leads; want 8 to 15 entries a lead, views at least entries", views, entries, n)
		}
	}, demoSeeded)
}

// TestDemoDataSendsNothing: after demo-data a running worker finds
// nothing to send, and everything demo-data could send to points at
// reserved names.
func TestDemoDataSendsNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		fillDemo(t, st, 300, 30, 5)
		if got := count(t, st, `SELECT COUNT(*) FROM outbox WHERE status = 'pending'`); got != 0 {
			t.Errorf("pending outbox rows: got %d, want 0", got)
		}
		if got := count(t, st, `SELECT COUNT(*) FROM outbox WHERE kind <> 'delivery'`); got != 0 {
			t.Errorf("outbox rows other than deliveries (mail, claims): got %d, want 0", got)
		}
		items, err := st.ClaimOutbox(ctx, "worker", 100, time.Minute)
		if err != nil || len(items) != 0 {
			t.Errorf("a worker's claim: got %d items, %v; want none", len(items), err)
		}
		partners, err := st.DemoPartners(ctx)
		if err != nil || len(partners) != 5 {
			t.Fatalf("demo partners: got %d, %v; want 5", len(partners), err)
		}
		for _, p := range partners {
			if p.Email != "" && !strings.HasSuffix(p.Email, ".example") {
				t.Errorf("partner %s e-mail %q: want a .example address", p.Name, p.Email)
			}
			if p.WebhookURL != "" {
				u, err := url.Parse(p.WebhookURL)
				if err != nil || !strings.HasSuffix(u.Hostname(), ".example") {
					t.Errorf("partner %s webhook %q: want a .example host", p.Name, p.WebhookURL)
				}
			}
			if p.Email == "" && p.WebhookURL == "" {
				t.Errorf("partner %s has no channel", p.Name)
			}
		}
	}, demoSeeded)
}

// TestDemoRemoveKeepsRealData: --remove takes away every demo row and
// page view, and nothing real.
func TestDemoRemoveKeepsRealData(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		real, err := st.CreatePartner(ctx, store.Partner{Name: "Real Firm", Email: "leads@firm.example", States: []string{"TX"}, Priority: 1,
			Active: true, Timezone: "America/Chicago"})
		if err != nil {
			t.Fatal(err)
		}
		lead := newLead("real@person.example", "5125550000")
		lead.State, lead.Consent.TextVersion = "TX", "c-demo"
		id, _, err := st.CreateLead(ctx, lead, "")
		if err != nil {
			t.Fatal(err)
		}
		day := st.Now().Format(time.DateOnly)
		realViews := []store.VisitCount{{Day: day, Route: "home", LandingPage: "/", Source: "(direct)", Medium: "(direct)",
			Campaign: "(direct)", Device: "mobile", Views: 3, Entries: 2}}
		if err := st.AddVisits(ctx, realViews); err != nil {
			t.Fatal(err)
		}
		fillDemo(t, st, 200, 3, 3)
		if has, err := st.HasRealLeads(ctx); err != nil || !has {
			t.Fatalf("HasRealLeads: got %v, %v; want true", has, err)
		}
		// Demo leads go to demo firms only, real leads to real firms only.
		if got := count(t, st, `SELECT COUNT(*) FROM deliveries WHERE partner_id = `+strconv.FormatInt(real.ID, 10)); got != 1 {
			t.Errorf("deliveries to the real firm: got %d, want its one real lead's", got)
		}
		caLead := newLead("other@person.example", "2135550000")
		caLead.Consent.TextVersion = "c-demo"
		caID, _, err := st.CreateLead(ctx, caLead, "")
		if err != nil {
			t.Fatal(err)
		}
		if l, err := st.Lead(ctx, caID); err != nil || l.Routing != "unrouted" {
			t.Errorf("a real lead where only demo firms work: got routing %q, %v; want unrouted", l.Routing, err)
		}
		removed, err := st.RemoveDemo(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if removed.Leads != 200 || removed.Partners != 3 || removed.Suppressions == 0 {
			t.Errorf("removed: got %+v, want 200 leads, 3 partners and the suppressions", removed)
		}
		if err := st.RebuildSummaries(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Lead(ctx, id); err != nil {
			t.Errorf("the real lead: %v", err)
		}
		if _, err := st.Partner(ctx, real.ID); err != nil {
			t.Errorf("the real partner: %v", err)
		}
		for _, c := range []struct {
			query string
			want  int
		}{
			{`SELECT COUNT(*) FROM leads`, 2},
			{`SELECT COUNT(*) FROM partners`, 1},
			{`SELECT COUNT(*) FROM suppressions`, 0},
			{`SELECT COUNT(*) FROM demo_visits`, 0},
			{`SELECT COUNT(*) FROM deliveries`, 1}, // the real lead's, by e-mail
			// The real lead's delivery is the only outbox row left.
			{`SELECT COUNT(*) FROM outbox`, count(t, st, `SELECT COUNT(*) FROM deliveries`)},
			{`SELECT COUNT(*) FROM lead_status_changes`, 2},
			{`SELECT COUNT(*) FROM lead_outcomes`, 0},
		} {
			if got := count(t, st, c.query); got != c.want {
				t.Errorf("%s: got %d, want %d", c.query, got, c.want)
			}
		}
		got, err := st.VisitDays(ctx, "2000-01-01", "2100-01-01")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0] != realViews[0] {
			t.Errorf("page views after --remove: got %+v, want only the real %+v", got, realViews)
		}
	}, demoSeeded)
}

// TestDemoWriteRefusesBadStories: what WriteDemoLeads must not write.
func TestDemoWriteRefusesBadStories(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		if _, err := st.CreateDemoPartner(ctx, store.Partner{Name: "Demo Firm", WebhookURL: "https://partner-1.example/hook",
			States: []string{"CA"}, Priority: 1, Active: true, Timezone: "America/Los_Angeles"}, st.Now().AddDate(0, 0, -1)); err != nil {
			t.Fatal(err)
		}
		demo := func(email string, attempts ...store.DemoAttempt) store.DemoLead {
			l := newLead(email, "2135550101")
			l.Demo, l.Consent.TextVersion = true, "c-demo"
			return store.DemoLead{Lead: l, At: st.Now().Add(-2 * time.Hour), Webhook: attempts}
		}
		for _, c := range []struct {
			name string
			lead store.DemoLead
		}{
			{"not marked demo", func() store.DemoLead { d := demo("a@example.com"); d.Lead.Demo = false; return d }()},
			{"delivery left pending", demo("b@example.com", store.DemoAttempt{After: time.Second, Status: store.OutboxPending})},
			{"sent, then tried again", demo("c@example.com", store.DemoAttempt{After: time.Second, Status: store.OutboxSent},
				store.DemoAttempt{After: time.Minute, Status: store.OutboxSent})},
			{"a TrustedForm claim asked for", func() store.DemoLead {
				d := demo("d@example.com")
				d.Lead.Consent.Retain, d.Lead.Consent.TrustedFormState = true, leads.ProofValid
				d.Lead.Consent.TrustedFormCertURL = "https://" + leads.TrustedFormHost + "/" + strings.Repeat("0123456789", 4)
				return d
			}()},
		} {
			if err := st.WriteDemoLeads(ctx, []store.DemoLead{c.lead}, store.DemoOptions{}); err == nil {
				t.Errorf("%s: got nil error, want a refusal", c.name)
			}
		}
		if got := count(t, st, `SELECT COUNT(*) FROM leads`); got != 0 {
			t.Errorf("leads after refused batches: got %d, want 0 (each batch is one transaction)", got)
		}
	}, demoSeeded)
}
