package demodata

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/qualification"
	"claimsite/internal/store"
)

func testPages(path string) (string, string, bool) {
	// Each page's Spanish twin under /es (webui's route table).
	if path == "/es" {
		return "home", path, true
	}
	if rest, ok := strings.CutPrefix(path, "/es/"); ok {
		route, canonical, ok := testPages("/" + rest)
		return route, "/es" + canonical, ok
	}
	for prefix, route := range map[string]string{"/service-detail/": "serviceDetail", "/state-law-detail/": "stateLawDetail", "/blog/": "blogPost"} {
		if strings.HasPrefix(path, prefix) {
			return route, path, true
		}
	}
	route, ok := map[string]string{"/": "home", "/services": "services", "/thank-you": "thankYou", "/case-evaluation": "caseEvaluation"}[path]
	return route, path, ok
}

var testNow = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

func testConfig(n, days int, seed uint64) Config {
	cfg := Config{Leads: n, Days: days, Seed: seed, Now: testNow, BatchSize: 64, Pages: testPages,
		PublicURL: "https://site.example", ConsentVersion: "c-1", Posts: []string{"first-post"},
		Services: []Service{{1, "Car Accident"}, {2, "Truck Accident"}, {3, "Dog Bite"}}}
	// The states' facts: Wyoming's period not on record, California's
	// notice period for claims against a public body.
	two, three, notice := 2, 3, 180
	for i, code := range []string{"CA", "TX", "FL", "NY", "WY"} {
		sl := StateLaw{ID: int64(10 + i), Code: code}
		switch code {
		case "CA":
			sl.SOLYears, sl.GovernmentNoticeDays = &two, &notice
		case "TX", "FL":
			sl.SOLYears = &two
		case "NY":
			sl.SOLYears = &three
		}
		cfg.StateLaws = append(cfg.StateLaws, sl)
	}
	return cfg
}

func generate(t *testing.T, cfg Config) ([]store.DemoLead, []store.VisitCount) {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	out := make(chan Batch)
	done := make(chan error, 1)
	go func() { done <- g.Run(context.Background(), out) }()
	var all []store.DemoLead
	var visits []store.VisitCount
	for b := range out {
		all = append(all, b.Leads...)
		visits = append(visits, b.Visits...)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return all, visits
}

func TestSameSeedSameData(t *testing.T) {
	a, va := generate(t, testConfig(500, 20, 1))
	b, vb := generate(t, testConfig(500, 20, 1))
	c, _ := generate(t, testConfig(500, 20, 2))
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	jc, _ := json.Marshal(c)
	if string(ja) != string(jb) || !reflect.DeepEqual(va, vb) {
		t.Error("two runs with seed 1: got different data, want the same")
	}
	if string(ja) == string(jc) {
		t.Error("seeds 1 and 2: got the same data, want different")
	}
}

func TestLeadsAndStories(t *testing.T) {
	for _, c := range []struct {
		name       string
		leads      int
		days       int
		wantPerDay bool // every day has a lead
	}{
		{"a year", 3000, 365, true},
		{"one day", 40, 1, true},
		{"fewer leads than days", 10, 100, false},
		{"none", 0, 30, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, visits := generate(t, testConfig(c.leads, c.days, 9))
			if len(got) != c.leads {
				t.Fatalf("leads: got %d, want %d", len(got), c.leads)
			}
			first := testNow.Add(-time.Hour).Truncate(24*time.Hour).AddDate(0, 0, -(c.days - 1))
			days := map[string]bool{}
			var prev time.Time
			var entries int64
			for _, v := range visits {
				entries += v.Entries
				if v.Views < v.Entries {
					t.Errorf("visit row %+v: fewer views than entries", v)
				}
			}
			for i, d := range got {
				l := d.Lead
				if d.At.Before(prev) || d.At.Before(first) || d.At.After(testNow.Add(-time.Hour)) {
					t.Fatalf("lead %d at %v: want in time order, from %v to an hour before %v", i, d.At, first, testNow)
				}
				prev = d.At
				days[d.At.Format(time.DateOnly)] = true
				if !l.Demo || l.Reference == "" || l.Consent.TextVersion != "c-1" || l.State == "" {
					t.Fatalf("lead %d: %+v: want a demo lead with reference, consent and state", i, l)
				}
				if !strings.HasSuffix(l.Email, "@example.com") || l.Phone[3:8] != "55501" {
					t.Errorf("lead %d: %s %s, want example.com and 555-01xx", i, l.Email, l.Phone)
				}
				if l.Consent.Retain {
					t.Errorf("lead %d asks for its certificate to be claimed: demo data must not call TrustedForm", i)
				}
				for _, attempts := range [][]store.DemoAttempt{d.Email, d.Webhook} {
					last := attempts[len(attempts)-1]
					if last.Status == store.OutboxPending || d.At.Add(last.After).After(testNow) {
						t.Errorf("lead %d: delivery ends %s at %v, want ended before now", i, last.Status, d.At.Add(last.After))
					}
				}
				for _, s := range append(append([]store.DemoStep{}, d.Outcomes...), d.Statuses...) {
					if d.At.Add(s.After).After(testNow) {
						t.Errorf("lead %d: %s at %v, after now", i, s.Status, d.At.Add(s.After))
					}
				}
			}
			if c.wantPerDay && len(days) != c.days {
				t.Errorf("days with leads: got %d, want all %d", len(days), c.days)
			}
			if c.leads > 0 && (entries < 8*int64(c.leads) || entries > 15*int64(c.leads)) {
				t.Errorf("entries: got %d for %d leads, want 8 to 15 a lead", entries, c.leads)
			}
		})
	}
}

// TestWeights: the mix looks like a real site's, within loose bounds.
func TestWeights(t *testing.T) {
	got, _ := generate(t, testConfig(20000, 200, 5))
	share := func(pred func(store.DemoLead) bool) float64 {
		n := 0
		for _, d := range got {
			if pred(d) {
				n++
			}
		}
		return float64(n) / float64(len(got))
	}
	for _, c := range []struct {
		name     string
		pred     func(store.DemoLead) bool
		min, max float64
	}{
		{"California", func(d store.DemoLead) bool { return d.Lead.State == "CA" }, 0.3, 0.45},
		{"Wyoming", func(d store.DemoLead) bool { return d.Lead.State == "WY" }, 0.001, 0.03},
		{"google cpc with a Google click id", func(d store.DemoLead) bool {
			return d.Lead.Attribution.UTMMedium == "cpc" && d.Lead.Attribution.UTMSource == "google" &&
				(d.Lead.Attribution.GCLID != "" || d.Lead.Attribution.GBRAID != "")
		}, 0.25, 0.35},
		{"car accident pages", func(d store.DemoLead) bool { return d.Lead.ServiceID != nil && *d.Lead.ServiceID == 1 }, 0.2, 0.5},
		{"verified", func(d store.DemoLead) bool { return d.Lead.Verified }, 0.7, 0.9},
		{"state-law form", func(d store.DemoLead) bool { return d.Lead.SourceForm == leads.FormStateLaw }, 0.03, 0.2},
		{"case evaluation", func(d store.DemoLead) bool { return d.Lead.SourceForm == leads.FormCaseEvaluation }, 0.3, 0.5},
		{"webhook delivered at once", func(d store.DemoLead) bool {
			return len(d.Webhook) == 1 && d.Webhook[0].Status == store.OutboxSent
		}, 0.9, 0.95},
		{"qualified", func(d store.DemoLead) bool {
			for _, s := range d.Statuses {
				if s.Status == "qualified" {
					return true
				}
			}
			return false
		}, 0.2, 0.4},
	} {
		if s := share(c.pred); s < c.min || s > c.max {
			t.Errorf("%s: got %.3f of leads, want %.3f to %.3f", c.name, s, c.min, c.max)
		}
	}
	// More leads at the end of the period than at its start.
	early, late := 0, 0
	for _, d := range got {
		switch {
		case d.At.Before(testNow.AddDate(0, 0, -150)):
			early++
		case d.At.After(testNow.AddDate(0, 0, -50)):
			late++
		}
	}
	if late <= early {
		t.Errorf("leads in the first and last 50 days: got %d and %d, want growth", early, late)
	}
}

// TestEvaluations: the case-evaluation leads are what POST
// /api/case-evaluations makes of plausible answers, their deadlines from
// the state's facts as of the day they came; rated as the store rates
// them, their tiers spread over A to D.
func TestEvaluations(t *testing.T) {
	cfg := testConfig(8000, 400, 11)
	got, visits := generate(t, cfg)
	facts := map[string]StateLaw{}
	for _, sl := range cfg.StateLaws {
		facts[sl.Code] = sl
	}
	counts := map[string]int{}
	n := 0
	for i, d := range got {
		l := d.Lead
		if l.SourceForm != leads.FormCaseEvaluation {
			if l.Qualification != nil {
				t.Fatalf("lead %d of the %s form has answers", i, l.SourceForm)
			}
			continue
		}
		n++
		q := l.Qualification
		if q == nil || q.Represented || q.Settled || q.Injured == nil || l.ServiceID == nil || l.Tier != "" || q.Tier != "" {
			t.Fatalf("lead %d: %+v, %+v: want answers, injured said, a service, never represented or settled, not yet rated", i, l, q)
		}
		evalPage := strings.HasPrefix(l.Consent.PageURL, "https://site.example/case-evaluation") ||
			strings.HasPrefix(l.Consent.PageURL, "https://site.example/es/case-evaluation")
		if !evalPage || l.Consent.TextVersion != "c-1" ||
			(l.Language != leads.LanguageEnglish && l.Language != leads.LanguageSpanish) {
			t.Fatalf("lead %d: page %q, consent %q, language %q", i, l.Consent.PageURL, l.Consent.TextVersion, l.Language)
		}
		sl := facts[l.State]
		if l.StateLawID == nil || *l.StateLawID != sl.ID {
			t.Fatalf("lead %d in %s: state page %v, want %d", i, l.State, l.StateLawID, sl.ID)
		}
		accident, err := qualification.ParseAccidentDate(q.AccidentDate, d.At)
		if err != nil {
			t.Fatalf("lead %d at %v: accident date %q: %v", i, d.At, q.AccidentDate, err)
		}
		switch {
		case sl.SOLYears == nil:
			if q.DeadlineOn != nil || q.DeadlineStatus != nil {
				t.Errorf("lead %d in %s, whose period is not on record: deadline %v", i, l.State, *q.DeadlineOn)
			}
			counts["no deadline"]++
		default:
			want := qualification.DeadlineOf(accident, *sl.SOLYears, d.At)
			if q.DeadlineOn == nil || *q.DeadlineOn != want.On.Format(time.DateOnly) || *q.DeadlineStatus != want.Status {
				t.Fatalf("lead %d: deadline %v %v, want %v", i, q.DeadlineOn, q.DeadlineStatus, want)
			}
			counts[want.Status]++
		}
		government := slices.Contains(q.Vehicles, qualification.VehicleGovernment)
		if q.GovernmentNotice != (government && sl.GovernmentNoticeDays != nil) {
			t.Errorf("lead %d in %s, vehicles %v: government notice %v", i, l.State, q.Vehicles, q.GovernmentNotice)
		}
		if !accident.Day {
			counts["month only"]++
		}
		if len(q.Vehicles) > 0 {
			counts["vehicles"]++
		}
		if l.Language == leads.LanguageSpanish {
			counts["Spanish"]++
		}
		// Rated as the store rates a lead that repeats no earlier one.
		r := *q
		r.Rate(1, qualification.DefaultWeights, qualification.Signals{PhoneValid: qualification.PlausiblePhone(l.Phone),
			TrustedFormValid: l.Consent.TrustedFormState == leads.ProofValid, LeadIDValid: l.Consent.LeadIDState == leads.ProofValid}, d.At)
		counts["tier "+r.Tier]++
	}
	for _, c := range []struct {
		what     string
		min, max float64
	}{
		{"tier A", 0.2, 0.45}, {"tier B", 0.2, 0.45}, {"tier C", 0.12, 0.4}, {"tier D", 0.03, 0.15},
		{qualification.DeadlineOpen, 0.8, 0.97}, {qualification.DeadlineUrgent, 0.01, 0.06}, {qualification.DeadlinePassed, 0.02, 0.1},
		{"no deadline", 0.001, 0.03}, {"month only", 0.1, 0.3}, {"vehicles", 0.1, 0.3}, {"Spanish", 0.05, 0.3},
	} {
		if s := float64(counts[c.what]) / float64(n); s < c.min || s > c.max {
			t.Errorf("%s: %.3f of %d evaluations, want %.3f to %.3f", c.what, s, n, c.min, c.max)
		}
	}
	var views int64
	for _, v := range visits {
		if v.Route == "caseEvaluation" {
			views += v.Views
		}
	}
	if views < int64(n) || views > 3*int64(n) {
		t.Errorf("views of the case evaluation: %d for %d evaluations sent, want 1 to 3 each", views, n)
	}
}

func TestPartnersAreFictional(t *testing.T) {
	for _, n := range []int{1, 5, 9} {
		ps := Partners(n, 100)
		if len(ps) != n {
			t.Fatalf("Partners(%d): got %d", n, len(ps))
		}
		// What the firms take differs: by tier, short forms, deadlines.
		var minTier, noUnrated, passed int
		for _, p := range ps {
			if p.MinTier != nil {
				minTier++
			}
			if !p.TakesUnrated() {
				noUnrated++
			}
			if p.AcceptsPassedDeadline {
				passed++
			}
			tiered := false
			for _, o := range p.Overrides {
				tiered = tiered || o.Tier != nil
			}
			if !tiered {
				t.Errorf("partner %s has no price by tier", p.Name)
			}
		}
		if n >= 5 && (minTier == 0 || noUnrated == 0 || passed == 0 || minTier == n) {
			t.Errorf("Partners(%d): %d with a least tier, %d taking no short forms, %d passed deadlines; want some of each, not all",
				n, minTier, noUnrated, passed)
		}
		if ps[0].MinTier != nil || !ps[0].TakesUnrated() {
			t.Errorf("the national network %+v: want it to take any tier and the short forms", ps[0])
		}
		for _, p := range ps {
			if !strings.HasPrefix(p.Name, "Demo ") || len(p.States) == 0 || !p.Active {
				t.Errorf("partner %+v: want an active firm named Demo … with states", p)
			}
			if p.Email != "" && !strings.HasSuffix(p.Email, ".example") ||
				p.WebhookURL != "" && !strings.Contains(p.WebhookURL, ".example/") ||
				p.Email == "" && p.WebhookURL == "" {
				t.Errorf("partner %s: %q %q, want a channel, on .example only", p.Name, p.Email, p.WebhookURL)
			}
		}
	}
}

// TestSpanishVisitors: a share of the visitors use the Spanish site: their
// leads' pages are under /es and want Spanish, their visits land on /es
// pages; a few of the English site's want Spanish too. Some demo firms
// speak Spanish, one only Spanish.
func TestSpanishVisitors(t *testing.T) {
	all, visits := generate(t, testConfig(3000, 30, 5))
	var onSpanish, spanishOnEnglish, englishOnSpanish int
	for i, d := range all {
		page := strings.TrimPrefix(d.Lead.Consent.PageURL, "https://site.example")
		switch es := strings.HasPrefix(page, "/es"); {
		case es && d.Lead.Language != leads.LanguageSpanish:
			englishOnSpanish++
		case es:
			onSpanish++
			if land := d.Lead.Attribution.LandingPage; !strings.HasPrefix(land, "/es") {
				t.Errorf("lead %d from %s landed on %s", i, page, land)
			}
		case d.Lead.Language == leads.LanguageSpanish:
			spanishOnEnglish++
		}
	}
	if share := float64(onSpanish) / float64(len(all)); share < 0.08 || share > 0.3 || englishOnSpanish != 0 {
		t.Errorf("Spanish site: %d of %d leads (%.3f), %d of them not in Spanish", onSpanish, len(all), share, englishOnSpanish)
	}
	if spanishOnEnglish == 0 || spanishOnEnglish > len(all)/10 {
		t.Errorf("English site's leads in Spanish: %d of %d", spanishOnEnglish, len(all))
	}
	var esEntries, entries int64
	for _, v := range visits {
		entries += v.Entries
		if strings.HasPrefix(v.LandingPage, "/es") {
			esEntries += v.Entries
		}
	}
	if esEntries == 0 || esEntries > entries/3 {
		t.Errorf("visits landing on the Spanish site: %d of %d", esEntries, entries)
	}
	speaks := map[string]int{}
	for _, p := range Partners(7, 100) {
		speaks[strings.Join(p.Languages, "+")]++
	}
	if speaks["en+es"] == 0 || speaks["es"] != 1 || speaks["en"] == 0 {
		t.Errorf("the firms' languages: %v", speaks)
	}
}
