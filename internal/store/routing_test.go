package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// routingLead is a consultation lead from state with its own contacts.
func routingLead(n int, state string) leads.Lead {
	return leads.Lead{
		SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: fmt.Sprintf("V%d", n),
		Email: fmt.Sprintf("p%d@example.com", n), Phone: fmt.Sprintf("555%07d", n), ZipCode: "73301", State: state,
		Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"},
	}
}

type routed struct {
	store.Lead
	deliveries []store.Delivery
}

// submit stores lead l and reads back its routing and deliveries.
func submit(t *testing.T, st *store.Store, l leads.Lead) routed {
	t.Helper()
	ctx := context.Background()
	id, _, err := st.CreateLead(ctx, l, "")
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.Lead(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := st.LeadDeliveries(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return routed{got, ds}
}

func (r routed) partners() []string {
	var out []string
	for _, d := range r.deliveries {
		out = append(out, d.PartnerName+"/"+d.Channel)
	}
	return out
}

func newPartner(t *testing.T, st *store.Store, p leads.Partner) leads.Partner {
	t.Helper()
	if p.Timezone == "" {
		p.Timezone = "America/Chicago"
	}
	if p.Priority == 0 {
		p.Priority = 1
	}
	p.Active = true
	created, err := st.CreatePartner(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return created
}

func routingStore(t *testing.T, fn func(t *testing.T, st *store.Store, now *time.Time)) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		if err := st.EnsureConsentText(context.Background(), "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		// Wednesday 2026-03-11 15:00 UTC, 10:00 in Chicago.
		now := time.Date(2026, 3, 11, 15, 0, 0, 0, time.UTC)
		st.SetClock(func() time.Time { return now })
		fn(t, st, &now)
	})
}

// TestRoutingInTheLeadsTransaction: a lead from a covered state gets one
// delivery per channel of one partner, an outbox row each, and the outcome
// routed; round-robin alternates partners of one priority.
func TestRoutingInTheLeadsTransaction(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		newPartner(t, st, leads.Partner{Name: "Alpha", States: []string{"TX"}, Email: "a@alpha.example", WebhookURL: "https://alpha.example/hook"})
		newPartner(t, st, leads.Partner{Name: "Bravo", States: []string{"TX", "OK"}, Email: "b@bravo.example"})
		newPartner(t, st, leads.Partner{Name: "Charlie", States: []string{"TX"}, Email: "c@charlie.example", Priority: 2})

		var got [][]string
		for i := range 4 {
			*now = now.Add(time.Minute)
			r := submit(t, st, routingLead(i, "TX"))
			if r.Routing != leads.Routed {
				t.Fatalf("lead %d: routing %s", i, r.Routing)
			}
			got = append(got, r.partners())
		}
		want := "[[Alpha/email Alpha/webhook] [Bravo/email] [Alpha/email Alpha/webhook] [Bravo/email]]"
		if fmt.Sprint(got) != want {
			t.Errorf("deliveries: got %v, want %v", got, want)
		}
		ok := submit(t, st, routingLead(9, "OK"))
		if fmt.Sprint(ok.partners()) != "[Bravo/email]" {
			t.Errorf("Oklahoma lead: %v, want Bravo only", ok.partners())
		}
		ca := submit(t, st, routingLead(10, "CA"))
		if ca.Routing != leads.Unrouted || len(ca.deliveries) != 0 {
			t.Errorf("California lead: %s with %d deliveries, want unrouted with none", ca.Routing, len(ca.deliveries))
		}
		// Every delivery is queued, with its own id as the key.
		for _, d := range ok.deliveries {
			if d.Status != store.DeliveryPending || d.Attempts != 0 || d.NextAttemptAt == nil {
				t.Errorf("new delivery: %+v", d)
			}
		}
		items, err := st.ClaimOutbox(context.Background(), "w", 100, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != 7 {
			t.Errorf("outbox items: %d, want 7 (one per delivery)", len(items))
		}
		for _, it := range items {
			var p store.DeliveryPayload
			if err := json.Unmarshal(it.Payload, &p); err != nil || it.Kind != store.KindDelivery || it.Key != store.DeliveryKey(p.DeliveryID) {
				t.Errorf("outbox item %+v: want a delivery keyed by its id", it)
			}
			if want := now.Add(24 * time.Hour); it.GiveUpAt.Sub(want).Abs() > 5*time.Minute {
				t.Errorf("give up at %v, want about %v", it.GiveUpAt, want)
			}
		}
	})
}

// TestRoutingCapsAndDuplicates: a partner at its daily cap passes leads on
// until its own midnight; a person already with a partner is not sent to
// it again; a suppressed person goes to nobody.
func TestRoutingCapsAndDuplicates(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		newPartner(t, st, leads.Partner{Name: "Capped", States: []string{"TX"}, Email: "a@capped.example", DailyCap: 2, Timezone: "America/Los_Angeles"})
		newPartner(t, st, leads.Partner{Name: "Backup", States: []string{"TX"}, Email: "b@backup.example", Priority: 2})

		var names []string
		for i := range 3 {
			names = append(names, submit(t, st, routingLead(i, "TX")).partners()...)
		}
		if fmt.Sprint(names) != "[Capped/email Capped/email Backup/email]" {
			t.Errorf("around the cap: %v", names)
		}
		if stats, _ := st.Stats(context.Background()); stats.PartnersAtCap != 1 {
			t.Errorf("partners at their cap: %d, want 1", stats.PartnersAtCap)
		}
		// 07:59 UTC on March 12 is still March 11 in Los Angeles (PDT, UTC-7).
		*now = time.Date(2026, 3, 12, 6, 59, 0, 0, time.UTC)
		if got := submit(t, st, routingLead(3, "TX")).partners(); fmt.Sprint(got) != "[Backup/email]" {
			t.Errorf("before the partner's midnight: %v, want Backup", got)
		}
		*now = time.Date(2026, 3, 12, 7, 1, 0, 0, time.UTC)
		if got := submit(t, st, routingLead(4, "TX")).partners(); fmt.Sprint(got) != "[Capped/email]" {
			t.Errorf("after the partner's midnight: %v, want Capped", got)
		}

		// The person of lead 4 again (same phone, new e-mail): Capped has
		// them, so the lead goes to Backup; once Backup has them too, it is
		// a duplicate.
		again := routingLead(4, "TX")
		again.Email = "new-address@example.com"
		if r := submit(t, st, again); fmt.Sprint(r.partners()) != "[Backup/email]" || r.DuplicateOf == nil {
			t.Errorf("repeat: %v (duplicate of %v), want Backup", r.partners(), r.DuplicateOf)
		}
		if r := submit(t, st, again); r.Routing != leads.Duplicate || len(r.deliveries) != 0 {
			t.Errorf("second repeat: %s with %v, want duplicate with none", r.Routing, r.partners())
		}

		if _, err := st.AddSuppression(context.Background(), store.Suppression{Phone: "5550000099", Reason: "asked"}); err != nil {
			t.Fatal(err)
		}
		sup := routingLead(99, "TX")
		sup.Phone = "(555) 000-0099"
		if r := submit(t, st, sup); r.Routing != leads.Suppressed || len(r.deliveries) != 0 {
			t.Errorf("suppressed: %s with %v", r.Routing, r.partners())
		}
	})
}

// TestRoutingByLanguage: a Spanish lead goes to the firms that speak
// Spanish, and when none can take it to the others only while the
// setting language_fallback allows, marked on the lead; the languages a
// firm declared are stored and read back (decision 067).
func TestRoutingByLanguage(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		fallback := true
		st.SetIntake(store.Intake{PartnersPerLead: 2, LanguageFallback: func(context.Context) bool { return fallback }})
		english := newPartner(t, st, leads.Partner{Name: "English", States: []string{"TX", "OH"}, Email: "a@english.example"})
		both := newPartner(t, st, leads.Partner{Name: "Both", States: []string{"TX"}, Email: "b@both.example", Priority: 2,
			Languages: []string{"en", "es"}})
		newPartner(t, st, leads.Partner{Name: "Spanish", States: []string{"TX", "FL"}, Email: "c@spanish.example", Priority: 3,
			Languages: []string{"es"}})
		if got, err := st.Partner(context.Background(), both.ID); err != nil || fmt.Sprint(got.Languages) != "[en es]" {
			t.Fatalf("languages read back: %v, %v", got.Languages, err)
		}
		if fmt.Sprint(english.Languages) != "[en]" {
			t.Errorf("a firm made without languages speaks English: %v", english.Languages)
		}
		lead := func(n int, state, lang string) leads.Lead {
			l := routingLead(n, state)
			l.Language = lang
			return l
		}
		for _, c := range []struct {
			name     string
			lead     leads.Lead
			fallback bool
			want     string
			routing  string
			marked   bool
		}{
			{"Spanish lead in Texas: the two firms that speak it", lead(1, "TX", "es"), true, "[Both/email Spanish/email]", leads.Routed, false},
			{"English lead in Texas: the two that speak English", lead(2, "TX", "en"), true, "[English/email Both/email]", leads.Routed, false},
			{"Spanish lead in Florida: only the Spanish firm", lead(3, "FL", "es"), true, "[Spanish/email]", leads.Routed, false},
			{"Spanish lead in Ohio, fallback on: the English firm, marked", lead(4, "OH", "es"), true, "[English/email]", leads.Routed, true},
			{"Spanish lead in Ohio, fallback off: unrouted", lead(5, "OH", "es"), false, "[]", leads.Unrouted, false},
			{"English lead in Florida, fallback off: unrouted", lead(6, "FL", "en"), false, "[]", leads.Unrouted, false},
			{"English lead in Florida, fallback on: the Spanish firm, marked", lead(7, "FL", "en"), true, "[Spanish/email]", leads.Routed, true},
		} {
			fallback = c.fallback
			*now = now.Add(time.Minute)
			r := submit(t, st, c.lead)
			if fmt.Sprint(r.partners()) != c.want || r.Routing != c.routing || r.LanguageFallback != c.marked {
				t.Errorf("%s: %s %v fallback %v, want %s %s fallback %v", c.name, r.Routing, r.partners(), r.LanguageFallback,
					c.routing, c.want, c.marked)
			}
		}
	})
}

// TestSendLeadToAndRetry: the operator sends an unrouted lead by hand, and
// retries a failed delivery.
func TestSendLeadToAndRetry(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		ohio := newPartner(t, st, leads.Partner{Name: "Buckeye", States: []string{"OH"}, Email: "b@buckeye.example", WebhookURL: "https://buckeye.example/h"})
		r := submit(t, st, routingLead(1, "TX"))
		if r.Routing != leads.Unrouted {
			t.Fatalf("routing %s", r.Routing)
		}
		ds, err := st.SendLeadTo(ctx, r.ID, ohio.ID)
		if err != nil || len(ds) != 2 {
			t.Fatalf("SendLeadTo: %v, %v; want two deliveries", ds, err)
		}
		if l, _ := st.Lead(ctx, r.ID); l.Routing != leads.Routed {
			t.Errorf("after sending by hand: %s, want routed", l.Routing)
		}
		if _, err := st.SendLeadTo(ctx, r.ID, 9999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown partner: %v", err)
		}
		if _, err := st.RetryDelivery(ctx, ds[0].ID); !errors.Is(err, store.ErrNotRetryable) {
			t.Errorf("retry of a pending delivery: %v, want ErrNotRetryable", err)
		}

		items, _ := st.ClaimOutbox(ctx, "w", 10, time.Minute)
		for _, it := range items {
			if err := st.FinishOutbox(ctx, it.ID, "w", store.OutboxFailed, "410 gone", nil); err != nil {
				t.Fatal(err)
			}
		}
		d, err := st.Delivery(ctx, ds[0].ID)
		if err != nil || d.Status != store.DeliveryFailed || d.LastError != "410 gone" {
			t.Fatalf("failed delivery: %+v, %v", d, err)
		}
		*now = now.Add(time.Hour)
		d, err = st.RetryDelivery(ctx, d.ID)
		if err != nil || d.Status != store.DeliveryPending || d.NextAttemptAt == nil || !d.NextAttemptAt.Equal(*now) {
			t.Errorf("retried: %+v, %v; want pending, due now", d, err)
		}
		if again, _ := st.ClaimOutbox(ctx, "w", 10, time.Minute); len(again) != 1 || !again[0].GiveUpAt.Equal(now.Add(24*time.Hour)) {
			t.Errorf("claim after the retry: %+v, want the one item with a fresh 24 hours", again)
		}

		if _, err := st.AddSuppression(ctx, store.Suppression{Email: "p2@example.com"}); err != nil {
			t.Fatal(err)
		}
		sup := submit(t, st, routingLead(2, "TX"))
		if _, err := st.SendLeadTo(ctx, sup.ID, ohio.ID); !errors.Is(err, store.ErrSuppressed) {
			t.Errorf("sending a suppressed lead: %v, want ErrSuppressed", err)
		}
		// The dashboard: the other delivery is still failed; nothing is
		// unrouted (one lead sent by hand, one suppressed).
		if stats, err := st.Stats(ctx); err != nil || stats.DeliveriesFailed != 1 || stats.LeadsUnrouted != 0 {
			t.Errorf("stats: %+v, %v; want 1 failed delivery, 0 unrouted", stats, err)
		}
	})
}

// TestLeadListByLanguage: the inbox filters by the language a lead wants
// to be contacted in, alone and with another filter, by page and by
// cursor, its total counted (no summary keys it).
func TestLeadListByLanguage(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		for i := range 5 {
			*now = now.Add(time.Minute)
			l := routingLead(i, []string{"TX", "CA"}[i%2])
			if i < 3 {
				l.Language = "es"
			}
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			f    store.LeadFilter
			want string
		}{
			{store.LeadFilter{Language: "es"}, "[V2 V1 V0]"},
			{store.LeadFilter{Language: "en"}, "[V4 V3]"},
			{store.LeadFilter{Language: "es", State: "TX"}, "[V2 V0]"},
		} {
			list, err := st.LeadList(ctx, c.f, store.Page{Number: 1, Size: 2}, nil)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, l := range list.Items {
				names = append(names, l.LastName)
			}
			if list.Total > 2 {
				next, err := st.LeadList(ctx, c.f, store.Page{Number: 2, Size: 2}, nil)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range next.Items {
					names = append(names, l.LastName)
				}
			}
			if fmt.Sprint(names) != c.want || list.Total != strings.Count(c.want, "V") || !list.TotalExact {
				t.Errorf("%+v: %v of %d (exact %v), want %s", c.f, names, list.Total, list.TotalExact, c.want)
			}
		}
	})
}
