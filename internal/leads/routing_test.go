package leads

import (
	"slices"
	"testing"
	"time"

	"claimsite/internal/billing"
)

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func ptrTime(s string) *time.Time { t := at(s); return &t }

// firm is an active partner in Texas and Ohio, every practice area, always
// open, no caps, priority 1, prepaid and free.
func firm(id int64, change ...func(*Partner)) Candidate {
	p := Partner{ID: id, Name: "Firm", States: []string{"TX", "OH"}, Priority: 1, Timezone: "America/Chicago", Active: true,
		Settings: billing.DefaultSettings()}
	for _, c := range change {
		c(&p)
	}
	return Candidate{Partner: p}
}

func TestRoute(t *testing.T) {
	// Wednesday 2026-03-11 15:30 UTC is 10:30 in Chicago (CDT, UTC-5).
	now := at("2026-03-11T15:30:00Z")
	hours := func(day int, open, close string) func(*Partner) {
		return func(p *Partner) { p.Schedule = append(p.Schedule, OpeningHours{Day: day, Open: open, Close: close}) }
	}
	counts := func(c Candidate, today, month int) Candidate {
		c.LeadsToday, c.LeadsThisMonth = today, month
		return c
	}
	hasPerson := func(c Candidate) Candidate { c.HasPerson = true; return c }
	priced := func(cents int64) func(*Partner) { return func(p *Partner) { p.PriceCents = cents } }
	override := func(state string, cents int64) func(*Partner) {
		return func(p *Partner) {
			p.Overrides = append(p.Overrides, billing.Override{State: &state, PriceCents: cents})
		}
	}
	balance := func(balance, held int64) func(*Partner) {
		return func(p *Partner) { p.BalanceCents, p.HeldCents = balance, held }
	}
	minTier := func(tier string) func(*Partner) { return func(p *Partner) { p.MinTier = &tier } }
	unrated := func(takes bool) func(*Partner) { return func(p *Partner) { p.AcceptsUnrated = &takes } }
	passedOK := func(p *Partner) { p.AcceptsPassedDeadline = true }
	tierPrice := func(tier string, cents int64) func(*Partner) {
		return func(p *Partner) { p.Overrides = append(p.Overrides, billing.Override{Tier: &tier, PriceCents: cents}) }
	}
	invoiced := func(limit int64) func(*Partner) {
		return func(p *Partner) { p.Mode, p.CreditLimitCents = billing.Invoice, limit }
	}
	for _, tc := range []struct {
		name    string
		req     Request
		outcome string
		want    []int64
	}{
		{"one partner in the state", Request{State: "TX", Candidates: []Candidate{firm(1)}}, Routed, []int64{1}},
		{"no partner in the state", Request{State: "CA", Candidates: []Candidate{firm(1)}}, Unrouted, nil},
		{"no partners at all", Request{State: "TX"}, Unrouted, nil},
		{"inactive partner", Request{State: "TX", Candidates: []Candidate{firm(1, func(p *Partner) { p.Active = false })}}, Unrouted, nil},
		{"a firm that paused itself", Request{State: "TX", Candidates: []Candidate{firm(1, func(p *Partner) { p.Paused = true }), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
		{"an archived firm", Request{State: "TX", Candidates: []Candidate{firm(1, func(p *Partner) { p.ArchivedAt = ptrTime("2026-03-01T00:00:00Z") })}}, Unrouted, nil},
		{"practice area not covered", Request{State: "TX", ServiceID: 3, Candidates: []Candidate{firm(1, func(p *Partner) { p.ServiceIDs = []int64{4, 5} })}}, Unrouted, nil},
		{"practice area covered", Request{State: "TX", ServiceID: 4, Candidates: []Candidate{firm(1, func(p *Partner) { p.ServiceIDs = []int64{4, 5} })}}, Routed, []int64{1}},
		{"no practice area: a partner limited to some still takes it", Request{State: "TX", Candidates: []Candidate{firm(1, func(p *Partner) { p.ServiceIDs = []int64{4} })}}, Routed, []int64{1}},
		{"daily cap reached", Request{State: "TX", Candidates: []Candidate{counts(firm(1, func(p *Partner) { p.DailyCap = 5 }), 5, 5)}}, Unrouted, nil},
		{"under the daily cap", Request{State: "TX", Candidates: []Candidate{counts(firm(1, func(p *Partner) { p.DailyCap = 5 }), 4, 40)}}, Routed, []int64{1}},
		{"monthly cap reached", Request{State: "TX", Candidates: []Candidate{counts(firm(1, func(p *Partner) { p.MonthlyCap = 40 }), 0, 40)}}, Unrouted, nil},
		{"capped partner passes to the next", Request{State: "TX", Candidates: []Candidate{counts(firm(1, func(p *Partner) { p.DailyCap = 1 }), 1, 1), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
		{"open now (Wednesday 09:00-17:00 Chicago)", Request{State: "TX", Candidates: []Candidate{firm(1, hours(3, "09:00", "17:00"))}}, Routed, []int64{1}},
		{"closed now (Wednesday 11:00-17:00 Chicago)", Request{State: "TX", Candidates: []Candidate{firm(1, hours(3, "11:00", "17:00"))}}, Unrouted, nil},
		{"open another day only", Request{State: "TX", Candidates: []Candidate{firm(1, hours(4, "00:00", "24:00"))}}, Unrouted, nil},
		{"priority 1 before 2", Request{State: "TX", Candidates: []Candidate{firm(1, func(p *Partner) { p.Priority = 2 }), firm(2)}}, Routed, []int64{2}},
		{"round-robin: never assigned first", Request{State: "TX", Candidates: []Candidate{
			firm(1, func(p *Partner) { p.LastAssignedAt = ptrTime("2026-03-11T15:00:00Z") }), firm(2)}}, Routed, []int64{2}},
		{"round-robin: least recently assigned first", Request{State: "TX", Candidates: []Candidate{
			firm(1, func(p *Partner) { p.LastAssignedAt = ptrTime("2026-03-11T15:00:00Z") }),
			firm(2, func(p *Partner) { p.LastAssignedAt = ptrTime("2026-03-11T14:00:00Z") })}}, Routed, []int64{2}},
		{"priority beats round-robin", Request{State: "TX", Candidates: []Candidate{
			firm(1, func(p *Partner) { p.LastAssignedAt = ptrTime("2026-03-11T15:00:00Z") }),
			firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{1}},
		{"shared lead: two partners", Request{State: "TX", PartnersPerLead: 2, Candidates: []Candidate{firm(3), firm(1), firm(2, func(p *Partner) { p.Priority = 3 })}}, Routed, []int64{1, 3}},
		{"shared lead with fewer partners than asked", Request{State: "TX", PartnersPerLead: 3, Candidates: []Candidate{firm(1)}}, Routed, []int64{1}},
		{"duplicate: the partner that has the person is skipped", Request{State: "TX", Candidates: []Candidate{hasPerson(firm(1)), firm(2, func(p *Partner) { p.Priority = 5 })}}, Routed, []int64{2}},
		{"duplicate: every taker has the person", Request{State: "TX", Candidates: []Candidate{hasPerson(firm(1))}}, Duplicate, nil},
		{"a capped partner that has the person does not make a duplicate", Request{State: "TX", Candidates: []Candidate{hasPerson(counts(firm(1, func(p *Partner) { p.DailyCap = 1 }), 1, 1))}}, Unrouted, nil},
		{"suppressed goes to nobody", Request{State: "TX", Suppressed: true, Candidates: []Candidate{firm(1)}}, Suppressed, nil},
		// Money (issue 22): a prepaid firm pays from its balance less its
		// holds; an invoiced one stays within its credit limit.
		{"prepaid: the balance less holds pays the price exactly", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), balance(8000, 3000))}}, Routed, []int64{1}},
		{"prepaid: a cent short is skipped for the next firm", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), balance(8000, 3001)), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
		{"prepaid: nobody can pay, unrouted", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), balance(0, 0))}}, Unrouted, nil},
		{"prepaid: the override for the lead's state is the price checked", Request{State: "TX", Candidates: []Candidate{firm(1, priced(1000), override("TX", 9000), balance(5000, 0))}}, Unrouted, nil},
		{"prepaid: another state's override does not apply", Request{State: "OH", Candidates: []Candidate{firm(1, priced(1000), override("TX", 9000), balance(5000, 0))}}, Routed, []int64{1}},
		{"shared: the shared price is checked", Request{State: "TX", PartnersPerLead: 2, Candidates: []Candidate{firm(1, priced(1000), func(p *Partner) { p.SharedPriceCents = 6000 }, balance(5000, 0)), firm(2)}}, Routed, []int64{2}},
		{"a free firm takes leads with nothing paid", Request{State: "TX", Candidates: []Candidate{firm(1)}}, Routed, []int64{1}},
		{"a prepaid firm that owes takes no lead, not even a free one", Request{State: "TX", Candidates: []Candidate{firm(1, balance(-500, 0))}}, Unrouted, nil},
		{"invoice: within the credit limit", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), invoiced(20000), balance(-10000, 5000))}}, Routed, []int64{1}},
		{"invoice: past the credit limit is skipped", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), invoiced(20000), balance(-10000, 5001))}}, Unrouted, nil},
		{"invoice: no credit limit", Request{State: "TX", Candidates: []Candidate{firm(1, priced(5000), invoiced(0), balance(-9_000_000, 0))}}, Routed, []int64{1}},
		// Quality (issue 23): a least tier, unrated leads, passed deadlines.
		{"no least tier takes any tier", Request{State: "TX", Tier: "D", Candidates: []Candidate{firm(1)}}, Routed, []int64{1}},
		{"least tier B takes A", Request{State: "TX", Tier: "A", Candidates: []Candidate{firm(1, minTier("B"))}}, Routed, []int64{1}},
		{"least tier B takes B", Request{State: "TX", Tier: "B", Candidates: []Candidate{firm(1, minTier("B"))}}, Routed, []int64{1}},
		{"least tier B refuses C, the next firm takes it", Request{State: "TX", Tier: "C", Candidates: []Candidate{firm(1, minTier("B")), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
		{"least tier A refuses D", Request{State: "TX", Tier: "D", Candidates: []Candidate{firm(1, minTier("A"))}}, Unrouted, nil},
		{"unrated leads by default", Request{State: "TX", Tier: "unrated", Candidates: []Candidate{firm(1, minTier("A"))}}, Routed, []int64{1}},
		{"a firm that refuses unrated leads", Request{State: "TX", Tier: "unrated", Candidates: []Candidate{firm(1, unrated(false)), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
		{"a firm that takes unrated leads, said so", Request{State: "TX", Tier: "unrated", Candidates: []Candidate{firm(1, unrated(true))}}, Routed, []int64{1}},
		{"a passed deadline: refused by default", Request{State: "TX", Tier: "C", DeadlinePassed: true, Candidates: []Candidate{firm(1)}}, Unrouted, nil},
		{"a passed deadline: a firm that accepts it", Request{State: "TX", Tier: "C", DeadlinePassed: true, Candidates: []Candidate{firm(1), firm(2, passedOK)}}, Routed, []int64{2}},
		{"a passed deadline below the firm's least tier", Request{State: "TX", Tier: "D", DeadlinePassed: true, Candidates: []Candidate{firm(1, passedOK, minTier("C"))}}, Unrouted, nil},
		{"the tier's price is the one checked", Request{State: "TX", Tier: "A", Candidates: []Candidate{firm(1, priced(1000), tierPrice("A", 9000), balance(5000, 0)), firm(2, func(p *Partner) { p.Priority = 2 })}}, Routed, []int64{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.req.Now = now
			d := Route(tc.req)
			var ids []int64
			for _, p := range d.Partners {
				ids = append(ids, p.ID)
			}
			if d.Outcome != tc.outcome || !slices.Equal(ids, tc.want) {
				t.Errorf("got %s %v, want %s %v", d.Outcome, ids, tc.outcome, tc.want)
			}
		})
	}
}

// TestRouteByLanguage: a lead goes to the eligible firms that speak its
// language, however few; when none does, to the other eligible firms only
// when the fallback allows, marked (decision 067).
func TestRouteByLanguage(t *testing.T) {
	now := at("2026-03-11T15:30:00Z")
	speaks := func(langs ...string) func(*Partner) { return func(p *Partner) { p.Languages = langs } }
	prio := func(n int) func(*Partner) { return func(p *Partner) { p.Priority = n } }
	capped := func(c Candidate) Candidate { c.Partner.DailyCap, c.LeadsToday = 1, 1; return c }
	hasPerson := func(c Candidate) Candidate { c.HasPerson = true; return c }
	for _, tc := range []struct {
		name     string
		lang     string
		fallback bool
		perLead  int
		firms    []Candidate
		outcome  string
		want     []int64
		marked   bool
	}{
		{"Spanish lead: the Spanish speaker first, whatever its priority", "es", true, 1,
			[]Candidate{firm(1, speaks("en"), prio(1)), firm(2, speaks("en", "es"), prio(5))}, Routed, []int64{2}, false},
		{"Spanish lead, two per lead: only the one Spanish speaker", "es", true, 2,
			[]Candidate{firm(1, speaks("en")), firm(2, speaks("es"), prio(2)), firm(3, speaks("en"), prio(3))}, Routed, []int64{2}, false},
		{"Spanish lead, two per lead, two speakers", "es", true, 2,
			[]Candidate{firm(1, speaks("en")), firm(2, speaks("es"), prio(2)), firm(3, speaks("en", "es"), prio(3))}, Routed, []int64{2, 3}, false},
		{"Spanish lead, nobody speaks it, fallback on: the others, marked", "es", true, 1,
			[]Candidate{firm(1, speaks("en")), firm(2, speaks("en"), prio(2))}, Routed, []int64{1}, true},
		{"Spanish lead, nobody speaks it, fallback off: unrouted", "es", false, 1,
			[]Candidate{firm(1, speaks("en"))}, Unrouted, nil, false},
		{"Spanish lead: a capped speaker is not eligible, so the fallback applies", "es", true, 1,
			[]Candidate{capped(firm(1, speaks("es"))), firm(2, speaks("en"), prio(2))}, Routed, []int64{2}, true},
		{"Spanish lead: the speaker already has the person: duplicate, no fallback", "es", true, 1,
			[]Candidate{hasPerson(firm(1, speaks("es"))), firm(2, speaks("en"), prio(2))}, Duplicate, nil, false},
		{"English lead: a Spanish-only firm is passed over", "en", true, 1,
			[]Candidate{firm(1, speaks("es")), firm(2, speaks("en"), prio(2))}, Routed, []int64{2}, false},
		{"English lead: only Spanish-only firms, fallback on", "en", true, 1,
			[]Candidate{firm(1, speaks("es"))}, Routed, []int64{1}, true},
		{"English lead: only Spanish-only firms, fallback off", "en", false, 1,
			[]Candidate{firm(1, speaks("es"))}, Unrouted, nil, false},
		{"no language said is English; a firm that declared none speaks English", "", false, 1,
			[]Candidate{firm(1)}, Routed, []int64{1}, false},
		{"a firm that declared none does not speak Spanish", "es", false, 1,
			[]Candidate{firm(1)}, Unrouted, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := Route(Request{State: "TX", Language: tc.lang, LanguageFallback: tc.fallback, PartnersPerLead: tc.perLead,
				Candidates: tc.firms, Now: now})
			var ids []int64
			for _, p := range d.Partners {
				ids = append(ids, p.ID)
			}
			if d.Outcome != tc.outcome || !slices.Equal(ids, tc.want) || d.LanguageFallback != tc.marked {
				t.Errorf("got %s %v fallback %v, want %s %v fallback %v", d.Outcome, ids, d.LanguageFallback, tc.outcome, tc.want, tc.marked)
			}
		})
	}
}

// TestCapsCountFromThePartnersMidnight: a partner's day and month start at
// its own midnight, not UTC's.
func TestCapsCountFromThePartnersMidnight(t *testing.T) {
	la := Partner{Timezone: "America/Los_Angeles"}
	// 2026-03-01 06:30 UTC is still February 28 in Los Angeles (PST, UTC-8).
	now := at("2026-03-01T06:30:00Z")
	if got, want := la.DayStart(now), at("2026-02-28T08:00:00Z"); !got.Equal(want) {
		t.Errorf("DayStart: got %v, want %v", got.UTC(), want)
	}
	if got, want := la.MonthStart(now), at("2026-02-01T08:00:00Z"); !got.Equal(want) {
		t.Errorf("MonthStart: got %v, want %v", got.UTC(), want)
	}
	// Two hours later it is March 1 there: a new day and a new month.
	later := now.Add(2 * time.Hour)
	if got, want := la.DayStart(later), at("2026-03-01T08:00:00Z"); !got.Equal(want) {
		t.Errorf("DayStart after midnight: got %v, want %v", got.UTC(), want)
	}
	if got, want := la.MonthStart(later), at("2026-03-01T08:00:00Z"); !got.Equal(want) {
		t.Errorf("MonthStart after midnight: got %v, want %v", got.UTC(), want)
	}
}

func TestOpeningHoursCheck(t *testing.T) {
	for _, tc := range []struct {
		h  OpeningHours
		ok bool
	}{
		{OpeningHours{1, "09:00", "17:00"}, true},
		{OpeningHours{0, "00:00", "24:00"}, true},
		{OpeningHours{7, "09:00", "17:00"}, false},
		{OpeningHours{1, "17:00", "09:00"}, false},
		{OpeningHours{1, "9:00", "17:00"}, false},
		{OpeningHours{1, "09:00", "24:30"}, false},
		{OpeningHours{1, "09:60", "17:00"}, false},
	} {
		if err := tc.h.Check(); (err == nil) != tc.ok {
			t.Errorf("%+v: %v, want ok %v", tc.h, err, tc.ok)
		}
	}
}

func TestProofStates(t *testing.T) {
	for _, tc := range []struct{ token, want string }{
		{"", ProofAbsent},
		{"0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D", ProofValid},
		{"0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d", ProofValid},
		{"0A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D", ProofMalformed},
		{"not-a-token", ProofMalformed},
		{"0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5Z", ProofMalformed},
	} {
		if got := LeadIDState(tc.token); got != tc.want {
			t.Errorf("LeadIDState(%q) = %s, want %s", tc.token, got, tc.want)
		}
	}
	for _, tc := range []struct{ url, want string }{
		{"", ProofAbsent},
		{"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", ProofValid},
		{"http://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", ProofMalformed},
		{"https://cert.trustedform.com.evil.example/0123456789abcdef0123456789abcdef01234567", ProofMalformed},
		{"https://evil.example/0123456789abcdef0123456789abcdef01234567", ProofMalformed},
		{"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567?x=1", ProofMalformed},
		{"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567?", ProofMalformed},
		{"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567#", ProofMalformed},
		{"https://cert.trustedform.com/../admin", ProofMalformed},
		{"https://user@cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", ProofMalformed},
	} {
		if got := TrustedFormState(tc.url); got != tc.want {
			t.Errorf("TrustedFormState(%q) = %s, want %s", tc.url, got, tc.want)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]string{
		"5551234567": "5551234567", "(555) 123-4567": "5551234567", "+1 555 123 4567": "5551234567",
		"1-555-123-4567": "5551234567", "555-1234": "5551234", "": "",
	} {
		if got := NormalizePhone(in); got != want {
			t.Errorf("NormalizePhone(%q) = %q, want %q", in, got, want)
		}
	}
}
