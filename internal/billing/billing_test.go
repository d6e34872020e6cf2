package billing

import (
	"testing"
	"time"

	"claimsite/internal/validate"
)

func str(s string) *string { return &s }
func id(n int64) *int64    { return &n }

// TestPrice: the applying override naming the most keys wins; ties go to
// the practice area, then the state; shared installations charge the
// shared price whatever the overrides say.
func TestPrice(t *testing.T) {
	p := Pricing{
		PriceCents:       4000,
		SharedPriceCents: 1500,
		Overrides: []Override{
			{State: str("CA"), PriceCents: 6000},
			{ServiceID: id(3), PriceCents: 5000},
			{State: str("CA"), ServiceID: id(3), PriceCents: 9000},
			{State: str("TX"), PriceCents: 4500},
			{ServiceID: id(7), PriceCents: 3000},
			{Tier: str("A"), PriceCents: 8000},
			{State: str("CA"), Tier: str("A"), PriceCents: 12000},
			{Tier: str("unrated"), PriceCents: 3500},
		},
	}
	for _, c := range []struct {
		name   string
		lead   Lead
		shared bool
		want   int64
	}{
		{"no override applies: the default", Lead{State: "NV", ServiceID: 1, Tier: "C"}, false, 4000},
		{"the state's override", Lead{State: "CA", ServiceID: 1}, false, 6000},
		{"the practice area's override", Lead{State: "NV", ServiceID: 3}, false, 5000},
		{"both keys beat one", Lead{State: "CA", ServiceID: 3}, false, 9000},
		{"a tie of one key each: the practice area wins", Lead{State: "TX", ServiceID: 7}, false, 3000},
		{"a lead without a practice area", Lead{State: "TX"}, false, 4500},
		{"shared: the shared price, overrides or not", Lead{State: "CA", ServiceID: 3}, true, 1500},
		// Tiers (issue 23): a key like the others, the least of ties.
		{"a tier A lead: the tier's price", Lead{State: "NV", ServiceID: 1, Tier: "A"}, false, 8000},
		{"tier A in California: two keys beat one", Lead{State: "CA", ServiceID: 1, Tier: "A"}, false, 12000},
		{"a tie of one key each: the state beats the tier", Lead{State: "TX", ServiceID: 1, Tier: "A"}, false, 4500},
		{"the state and practice area beat the state and tier", Lead{State: "CA", ServiceID: 3, Tier: "A"}, false, 9000},
		{"a tier without a price: the default", Lead{State: "NV", ServiceID: 1, Tier: "B"}, false, 4000},
		{"an unrated lead (short forms)", Lead{State: "NV", ServiceID: 1, Tier: "unrated"}, false, 3500},
		{"no tier given counts as unrated", Lead{State: "NV", ServiceID: 1}, false, 3500},
	} {
		if got := p.Price(c.lead, c.shared); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
	// The order overrides are listed in does not matter but for equals.
	swapped := Pricing{PriceCents: 1, Overrides: []Override{{State: str("TX"), PriceCents: 2}, {ServiceID: id(7), PriceCents: 3}}}
	if got := swapped.Price(Lead{State: "TX", ServiceID: 7}, false); got != 3 {
		t.Errorf("practice area listed second: %d", got)
	}
}

// TestCanTake: a prepaid firm needs its balance less its holds; an
// invoiced one stays within its credit limit (0: none).
func TestCanTake(t *testing.T) {
	for _, c := range []struct {
		name  string
		a     Account
		price int64
		want  bool
	}{
		{"prepaid, exactly enough", Account{Mode: Prepaid, BalanceCents: 5000, HeldCents: 1000}, 4000, true},
		{"prepaid, a cent short", Account{Mode: Prepaid, BalanceCents: 5000, HeldCents: 1001}, 4000, false},
		{"prepaid, in debt", Account{Mode: Prepaid, BalanceCents: -100}, 0, false},
		{"prepaid, a free lead", Account{Mode: Prepaid}, 0, true},
		{"invoice, within the limit", Account{Mode: Invoice, BalanceCents: -6000, HeldCents: 2000, CreditLimitCents: 12000}, 4000, true},
		{"invoice, a cent over", Account{Mode: Invoice, BalanceCents: -6001, HeldCents: 2000, CreditLimitCents: 12000}, 4000, false},
		{"invoice, paid ahead", Account{Mode: Invoice, BalanceCents: 3000, CreditLimitCents: 1000}, 4000, true},
		{"invoice without a limit", Account{Mode: Invoice, BalanceCents: -1_000_000}, 4000, true},
	} {
		if got := c.a.CanTake(c.price); got != c.want {
			t.Errorf("%s: %v", c.name, got)
		}
	}
}

func TestFellBelow(t *testing.T) {
	for _, c := range []struct {
		before, after, threshold int64
		want                     bool
	}{
		{5000, 4999, 5000, true},
		{5000, 5000, 5000, false},
		{4999, 3000, 5000, false}, // below already: told once
		{9000, 100, 0, false},     // no threshold
	} {
		if got := FellBelow(c.before, c.after, c.threshold); got != c.want {
			t.Errorf("%+v: %v", c, got)
		}
	}
}

// TestReturnWindow: open until the last instant of the window, closed at
// it.
func TestReturnWindow(t *testing.T) {
	charged := time.Date(2026, 11, 1, 15, 4, 5, 0, time.UTC)
	deadline := ReturnDeadline(charged, 7)
	if !deadline.Equal(time.Date(2026, 11, 8, 15, 4, 5, 0, time.UTC)) {
		t.Fatalf("deadline %v", deadline)
	}
	if !ReturnOpen(charged, deadline.Add(-time.Second), 7) {
		t.Error("closed a second before the deadline")
	}
	if ReturnOpen(charged, deadline, 7) || ReturnOpen(charged, deadline.Add(time.Second), 7) {
		t.Error("open at or after the deadline")
	}
}

// TestAutoApproves: only the reasons the firm's settings name, and only
// while the month's returns stay within the rate.
func TestAutoApproves(t *testing.T) {
	auto := []string{ReasonWrongNumber, ReasonDuplicate}
	for _, c := range []struct {
		name   string
		reason string
		m      Month
		want   bool
	}{
		{"a named reason, well within", ReasonWrongNumber, Month{Returns: 0, Charged: 20}, true},
		{"the return that reaches 15% exactly", ReasonWrongNumber, Month{Returns: 2, Charged: 20}, true},
		{"the return that passes 15%", ReasonWrongNumber, Month{Returns: 3, Charged: 20}, false},
		{"a reason the settings do not name", ReasonAlreadyRepresented, Month{Charged: 100}, false},
		{"nothing charged this month", ReasonDuplicate, Month{}, false},
	} {
		if got := AutoApproves(c.reason, auto, c.m, 15); got != c.want {
			t.Errorf("%s: %v", c.name, got)
		}
	}
	for _, r := range ReturnReasons {
		if ReasonLabels[r] == "" {
			t.Errorf("reason %s has no label", r)
		}
	}
}

// TestSettings: normalising trims and folds, drops repeats (the first
// override of the same keys stands); the checks name each wrong field.
func TestSettings(t *testing.T) {
	s := Settings{
		Pricing:      Pricing{Overrides: []Override{{State: str(" ca"), PriceCents: 1}, {State: str("CA"), PriceCents: 2}, {ServiceID: id(4), PriceCents: 3}}},
		BillingEmail: " Pay@Firm.EXAMPLE ", AutoApproveReasons: []string{ReasonDuplicate, ReasonDuplicate},
	}.Normalized()
	if len(s.Overrides) != 2 || *s.Overrides[0].State != "CA" || s.Overrides[0].PriceCents != 1 || s.BillingEmail != "pay@firm.example" ||
		len(s.AutoApproveReasons) != 1 {
		t.Errorf("normalized: %+v", s)
	}
	known := func(st string) bool { return st == "CA" || st == "TX" }
	errs := validate.Errors{}
	DefaultSettings().Check(errs, known)
	if errs.Any() {
		t.Errorf("defaults: %v", errs)
	}
	days := 91
	bad := Settings{Pricing: Pricing{PriceCents: MaxPriceCents + 1, SharedPriceCents: -1,
		Overrides: []Override{{PriceCents: 1}, {State: str("ZZ"), PriceCents: 1}, {ServiceID: id(0), PriceCents: 1}, {State: str("TX"), PriceCents: -5}}},
		Mode: "monthly", CreditLimitCents: -1, BillingEmail: "nope", ReturnWindowDays: &days, MaxReturnRate: 101,
		AutoApproveReasons: []string{"no_contact"}}
	errs = validate.Errors{}
	bad.Check(errs, known)
	for _, field := range []string{"price_cents", "shared_price_cents", "billing_mode", "credit_limit_cents", "billing_email",
		"return_window_days", "max_return_rate", "auto_approve_reasons"} {
		if len(errs[field]) == 0 {
			t.Errorf("no error on %s: %v", field, errs)
		}
	}
	if len(errs["price_overrides"]) != 4 {
		t.Errorf("price overrides: %v", errs["price_overrides"])
	}
}

func TestFormatUSD(t *testing.T) {
	for _, c := range []struct {
		cents  int64
		locale string
		want   string
	}{
		{123450, "en-US", "$1,234.50"},
		{-1250, "en-US", "-$12.50"},
		{0, "en-US", "$0.00"},
		{5, "en-US", "$0.05"},
		{123450, "es", "1234,50\u00a0US$"}, // CLDR: no grouping under 10,000; a no-break space
	} {
		if got := FormatUSD(c.cents, c.locale); got != c.want {
			t.Errorf("%d in %s: %q, want %q", c.cents, c.locale, got, c.want)
		}
	}
}
