package store_test

import (
	"claimsite/internal/billing"

	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// rawExec runs a statement written with ? placeholders on st's database,
// for rows no store method writes yet (assignments, deliveries).
func rawExec(t *testing.T, st *store.Store, query string, args ...any) {
	t.Helper()
	if st.Dialect() == store.Postgres {
		n := 0
		query = regexp.MustCompile(`\?`).ReplaceAllStringFunc(query, func(string) string { n++; return "$" + strconv.Itoa(n) })
	}
	if _, err := st.DB().ExecContext(t.Context(), query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

func rawCount(t *testing.T, st *store.Store, query string) int {
	t.Helper()
	var n int
	if err := st.DB().QueryRowContext(t.Context(), query).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

func testPartner(name string) store.Partner {
	return store.Partner{Name: name, Email: strings.ToLower(name) + "@firm.example", States: []string{"CA", "NV"},
		ServiceIDs: []int64{}, Priority: 2, DailyCap: 5, MonthlyCap: 50, Timezone: "America/Los_Angeles",
		Schedule: leads.Schedule{{Day: 1, Open: "09:00", Close: "17:00"}}, Active: true,
		MinTier: &tierC, AcceptsUnrated: &yes, AcceptsPassedDeadline: true, Languages: []string{"en", "es"},
		Settings: billing.Settings{
			Pricing: billing.Pricing{PriceCents: 4000, SharedPriceCents: 1500,
				Overrides: []billing.Override{{State: &california, PriceCents: 6000}, {ServiceID: &practiceArea, PriceCents: 5000},
					{State: &california, Tier: &tierC, PriceCents: 2500}}},
			Mode: billing.Prepaid, LowBalanceCents: 10_000, BillingEmail: "billing@" + strings.ToLower(name) + ".example",
			MaxReturnRate: 15, AutoApproveReasons: []string{billing.ReasonWrongNumber},
		}}
}

var (
	california         = "CA"
	practiceArea int64 = 3
	tierC              = "C"
	yes                = true
)

func TestPartnerCRUD(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		in := testPartner("Alpha")
		created, err := st.CreatePartner(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if created.ID == 0 || !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(created.WebhookSecret) {
			t.Errorf("created: id %d, secret %q (want 64 hex digits)", created.ID, created.WebhookSecret)
		}
		if !created.CreatedAt.Equal(t0) || !created.UpdatedAt.Equal(t0) || created.LastAssignedAt != nil {
			t.Errorf("created times: %v %v %v", created.CreatedAt, created.UpdatedAt, created.LastAssignedAt)
		}
		want := in
		want.ID, want.WebhookSecret, want.CreatedAt, want.UpdatedAt = created.ID, created.WebhookSecret, created.CreatedAt, created.UpdatedAt
		if !reflect.DeepEqual(normTimes(created), normTimes(want)) {
			t.Errorf("created:\n got %+v\nwant %+v", created, want)
		}
		other, err := st.CreatePartner(ctx, testPartner("Beta"))
		if err != nil || other.WebhookSecret == created.WebhookSecret {
			t.Fatalf("second partner: %v, same secret %v", err, other.WebhookSecret == created.WebhookSecret)
		}
		kept := testPartner("Gamma")
		kept.WebhookSecret = "my-own-secret"
		if p, err := st.CreatePartner(ctx, kept); err != nil || p.WebhookSecret != "my-own-secret" {
			t.Errorf("given secret: got %q, %v", p.WebhookSecret, err)
		}

		// Update replaces every field; an empty secret keeps the partner's.
		c.advance(time.Hour)
		up := created
		up.Name, up.Email, up.WebhookURL, up.States, up.ServiceIDs = "Alpha Law", "", "https://alpha.example/hook", []string{"TX"}, []int64{1, 2}
		up.Priority, up.DailyCap, up.MonthlyCap, up.Timezone, up.Schedule, up.Active = 1, 0, 0, "America/Chicago", leads.Schedule{}, false
		up.WebhookSecret, up.Languages = "", []string{"es"}
		window := 10
		up.Mode, up.CreditLimitCents, up.ReturnWindowDays, up.Overrides = billing.Invoice, 250_000, &window, []billing.Override{}
		got, err := st.UpdatePartner(ctx, up)
		if err != nil {
			t.Fatal(err)
		}
		if got.WebhookSecret != created.WebhookSecret || !got.UpdatedAt.Equal(t0.Add(time.Hour)) || !got.CreatedAt.Equal(t0) {
			t.Errorf("updated secret/times: %q %v %v", got.WebhookSecret, got.UpdatedAt, got.CreatedAt)
		}
		up.WebhookSecret, up.UpdatedAt = got.WebhookSecret, got.UpdatedAt
		if !reflect.DeepEqual(normTimes(got), normTimes(up)) {
			t.Errorf("updated:\n got %+v\nwant %+v", got, up)
		}
		if _, err := st.UpdatePartner(ctx, store.Partner{ID: 9999, Name: "x", Timezone: "UTC"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("update missing: got %v, want ErrNotFound", err)
		}

		// Listed by priority, then name.
		list, err := st.Partners(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, p := range list {
			names = append(names, p.Name)
		}
		if fmt.Sprint(names) != "[Alpha Law Beta Gamma]" {
			t.Errorf("order: got %v", names)
		}

		if _, err := st.DeletePartner(ctx, created.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Partner(ctx, created.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("after delete: got %v, want ErrNotFound", err)
		}
		if _, err := st.DeletePartner(ctx, created.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("delete twice: got %v, want ErrNotFound", err)
		}
	})
}

// normTimes drops the location of a partner's times, which differs by
// driver but not in instant.
func normTimes(p store.Partner) store.Partner {
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC(), p.UpdatedAt.UTC()
	return p
}

// TestPartnerUsage counts assignments in each partner's own day and month.
// At t0 (2026-03-11 12:00 UTC) it is 05:00 on the 11th in Los Angeles
// (PDT, UTC-7) and 21:00 on the 11th in Tokyo (UTC+9).
func TestPartnerUsage(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		la, err := st.CreatePartner(ctx, testPartner("LA"))
		if err != nil {
			t.Fatal(err)
		}
		tokyo := testPartner("Tokyo")
		tokyo.Timezone = "Asia/Tokyo"
		if tokyo, err = st.CreatePartner(ctx, tokyo); err != nil {
			t.Fatal(err)
		}
		idle, err := st.CreatePartner(ctx, testPartner("Idle"))
		if err != nil {
			t.Fatal(err)
		}
		for i, at := range []time.Time{
			time.Date(2026, 3, 11, 7, 30, 0, 0, time.UTC),  // LA: today. Tokyo: today
			time.Date(2026, 3, 11, 6, 30, 0, 0, time.UTC),  // LA: 23:30 on the 10th. Tokyo: today
			time.Date(2026, 3, 1, 8, 30, 0, 0, time.UTC),   // LA: 00:30 on March 1st (PST). Tokyo: this month
			time.Date(2026, 3, 1, 7, 30, 0, 0, time.UTC),   // LA: February. Tokyo: this month
			time.Date(2026, 2, 28, 14, 59, 0, 0, time.UTC), // both: February
		} {
			id, _, err := st.CreateLead(ctx, newLead(fmt.Sprintf("u%d@example.com", i), fmt.Sprintf("555000100%d", i)), "")
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range []int64{la.ID, tokyo.ID} {
				rawExec(t, st, `INSERT INTO lead_assignments (lead_id, partner_id, assigned_at) VALUES (?, ?, ?)`, id, p, at)
			}
		}
		list, err := st.PartnersWithUsage(ctx)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]store.PartnerUsage{}
		for _, p := range list {
			got[p.Name] = p.Usage
		}
		want := map[string]store.PartnerUsage{"LA": {Today: 1, Month: 3}, "Tokyo": {Today: 2, Month: 4}, "Idle": {}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("usage: got %v, want %v", got, want)
		}
		one, err := st.PartnerWithUsage(ctx, tokyo.ID)
		if err != nil || one.Usage != want["Tokyo"] || one.Name != "Tokyo" {
			t.Errorf("one partner: got %+v, %v", one, err)
		}
		if _, err := st.PartnerWithUsage(ctx, 9999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("missing partner: got %v", err)
		}
		_ = idle
	})
}

// TestDeletePartnerKeepsDeliveries checks the foreign keys on both
// databases: assignments and contacts go with the partner; deliveries
// stay, by name, with partner_id NULL.
func TestDeletePartnerKeepsDeliveries(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		gone, err := st.CreatePartner(ctx, testPartner("Gone"))
		if err != nil {
			t.Fatal(err)
		}
		stays, err := st.CreatePartner(ctx, testPartner("Stays"))
		if err != nil {
			t.Fatal(err)
		}
		lead, _, err := st.CreateLead(ctx, newLead("d@example.com", "5550001999"), "")
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range []int64{gone.ID, stays.ID} {
			rawExec(t, st, `INSERT INTO lead_assignments (lead_id, partner_id, assigned_at) VALUES (?, ?, ?)`, lead, p, t0)
			rawExec(t, st, `INSERT INTO partner_contacts (contact, partner_id, assigned_at) VALUES (?, ?, ?)`, "phone:5550001999", p, t0)
			rawExec(t, st, `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)`,
				"delivery", fmt.Sprintf("k%d", i), "{}", t0, t0)
			rawExec(t, st, `INSERT INTO deliveries (lead_id, partner_id, partner_name, channel, outbox_id, created_at)
				VALUES (?, ?, ?, 'email', (SELECT MAX(id) FROM outbox), ?)`, lead, p, fmt.Sprintf("Name %d", i), t0)
		}
		if _, err := st.DeletePartner(ctx, gone.ID); err != nil {
			t.Fatal(err)
		}
		for q, want := range map[string]int{
			"SELECT COUNT(*) FROM lead_assignments":                                              1,
			"SELECT COUNT(*) FROM partner_contacts":                                              1,
			"SELECT COUNT(*) FROM deliveries":                                                    2,
			"SELECT COUNT(*) FROM deliveries WHERE partner_id IS NULL":                           1,
			"SELECT COUNT(*) FROM deliveries WHERE partner_name = 'Name 0'":                      1,
			fmt.Sprintf("SELECT COUNT(*) FROM lead_assignments WHERE partner_id = %d", stays.ID): 1,
			fmt.Sprintf("SELECT COUNT(*) FROM deliveries WHERE partner_id = %d", stays.ID):       1,
		} {
			if got := rawCount(t, st, q); got != want {
				t.Errorf("%s: got %d, want %d", q, got, want)
			}
		}
	})
}
