package store_test

import (
	"context"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestRevenueAnalytics: a charge counts on the UTC day of its entry, a
// credit (an approved return) takes it back on its own day; the analytics
// break revenue down by the lead's state, practice area and source and
// by firm, over ranges with and without whole months, and the dashboard's
// month is the operator's.
func TestRevenueAnalytics(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		sv, err := st.CreateService(ctx, store.Service{Title: "Truck accidents"})
		if err != nil {
			t.Fatal(err)
		}
		tx := "TX"
		firm := paidFirm(t, st, "earner", 3000, 100000, func(p *leads.Partner) {
			p.Overrides = []billing.Override{{State: &tx, ServiceID: &sv.ID, PriceCents: 5000}}
		})
		// 2026-03-11: a truck lead from a campaign (5000), a plain one (3000).
		l := routingLead(1, "TX")
		l.ServiceID = &sv.ID
		l.Attribution = leads.Attribution{UTMSource: "Google", UTMMedium: "cpc", UTMCampaign: "Trucks"}
		truck := submit(t, st, l)
		attempt(t, st, "w", outcomes(truck.deliveries, store.OutboxSent))
		plain := delivered(t, st, 2)
		// 2026-04-02: the plain lead's return is approved.
		*now = time.Date(2026, 3, 13, 9, 0, 0, 0, time.UTC)
		ret, err := st.RequestReturn(ctx, returnOf(firm, plain.Reference, billing.ReasonDuplicate))
		if err != nil {
			t.Fatal(err)
		}
		*now = time.Date(2026, 4, 2, 9, 0, 0, 0, time.UTC)
		if _, err := st.DecideReturn(ctx, ret.ID, true, 0, "ok"); err != nil {
			t.Fatal(err)
		}

		day := func(s string) time.Time { d, _ := time.Parse("2006-01-02", s); return d }
		for _, c := range []struct {
			from, to                   string
			charged, credited, revenue int64
		}{
			{"2026-03-11", "2026-03-11", 8000, 0, 8000},
			{"2026-03-01", "2026-04-30", 8000, 3000, 5000}, // whole months
			{"2026-02-15", "2026-04-15", 8000, 3000, 5000}, // days, a month, days
			{"2026-04-02", "2026-04-02", 0, 3000, -3000},
			{"2026-03-12", "2026-04-01", 0, 0, 0},
		} {
			a, err := st.Analytics(ctx, day(c.from), day(c.to), testPages)
			if err != nil {
				t.Fatal(err)
			}
			r := a.Revenue
			if r == nil || r.Total.ChargedCents != c.charged || r.Total.CreditedCents != c.credited || r.Total.RevenueCents != c.revenue {
				t.Errorf("%s..%s: revenue %+v, want charged %d credited %d revenue %d", c.from, c.to, r, c.charged, c.credited, c.revenue)
				continue
			}
			var days int64
			for _, d := range r.Days {
				days += d.RevenueCents
			}
			if days != c.revenue {
				t.Errorf("%s..%s: the days add up to %d, want %d", c.from, c.to, days, c.revenue)
			}
		}
		a, err := st.Analytics(ctx, day("2026-03-01"), day("2026-04-30"), testPages)
		if err != nil {
			t.Fatal(err)
		}
		r := a.Revenue
		want := func(what string, got, wantCents int64) {
			t.Helper()
			if got != wantCents {
				t.Errorf("%s: %d cents, want %d", what, got, wantCents)
			}
		}
		if len(r.States) != 1 || r.States[0].State != "TX" {
			t.Fatalf("states: %+v", r.States)
		}
		want("Texas", r.States[0].RevenueCents, 5000)
		if len(r.Services) != 2 || r.Services[0].ServiceID == nil || *r.Services[0].ServiceID != sv.ID || r.Services[0].Service != "Truck accidents" ||
			r.Services[1].ServiceID != nil {
			t.Fatalf("services: %+v", r.Services)
		}
		want("truck accidents", r.Services[0].RevenueCents, 5000)
		want("no practice area (charged 3000, credited 3000)", r.Services[1].RevenueCents, 0)
		if len(r.Partners) != 1 || r.Partners[0].PartnerID != firm.ID || r.Partners[0].PartnerName != "earner" {
			t.Fatalf("partners: %+v", r.Partners)
		}
		want("the firm", r.Partners[0].RevenueCents, 5000)
		want("the firm's charges", r.Partners[0].Charges, 2)
		if len(r.Sources) != 2 || r.Sources[0].Source != "google" || r.Sources[0].Campaign != "trucks" {
			t.Fatalf("sources: %+v", r.Sources)
		}
		want("the campaign", r.Sources[0].RevenueCents, 5000)

		// The dashboard's month: April in UTC; on March 31 at 20:00 in
		// Chicago (April 1, 01:00 UTC) still March.
		for _, c := range []struct {
			now     time.Time
			zone    string
			revenue int64
		}{
			{time.Date(2026, 4, 20, 12, 0, 0, 0, time.UTC), "UTC", -3000},
			{time.Date(2026, 4, 1, 1, 0, 0, 0, time.UTC), "America/Chicago", 8000},
		} {
			*now = c.now
			zone, _ := time.LoadLocation(c.zone)
			m, err := st.RevenueMonth(ctx, zone)
			if err != nil || m.RevenueCents != c.revenue {
				t.Errorf("the month of %s in %s: %+v, %v; want %d", c.now, c.zone, m, err, c.revenue)
			}
		}
	})
}
