package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// paidFirm is a Texas firm with an e-mail address and a webhook, at
// price cents a lead, with balance paid in (prepaid).
func paidFirm(t *testing.T, st *store.Store, name string, price, balance int64, change ...func(*leads.Partner)) leads.Partner {
	t.Helper()
	p := leads.Partner{Name: name, States: []string{"TX"}, Email: "intake@" + name + ".example", WebhookURL: "https://" + name + ".example/hook",
		Settings: billing.DefaultSettings()}
	p.PriceCents = price
	for _, c := range change {
		c(&p)
	}
	firm := newPartner(t, st, p)
	if balance != 0 {
		pay(t, st, firm.ID, balance)
	}
	return firm
}

func pay(t *testing.T, st *store.Store, partnerID, cents int64) {
	t.Helper()
	if _, _, err := st.RecordLedgerEntry(context.Background(), store.NewLedgerEntry{PartnerID: partnerID, Kind: store.LedgerPayment,
		AmountCents: cents, Method: "ACH", Key: fmt.Sprintf("pay-%d-%d", partnerID, time.Now().UnixNano())}); err != nil {
		t.Fatal(err)
	}
}

// money is a firm's balance and holds.
func money(t *testing.T, st *store.Store, partnerID int64) string {
	t.Helper()
	p, err := st.Partner(context.Background(), partnerID)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("balance %d held %d", p.BalanceCents, p.HeldCents)
}

// charges lists the firm's charges: lead reference and amount.
func charges(t *testing.T, st *store.Store, partnerID int64) []string {
	t.Helper()
	entries, _, err := st.LedgerPage(context.Background(), partnerID, store.Page{Number: 1, Size: 100})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.Kind == store.LedgerCharge {
			out = append(out, fmt.Sprintf("%s %d", e.LeadReference, e.AmountCents))
		}
	}
	return out
}

// attempt is one round of the delivery worker on st: the deliveries named
// in outcome end with that outbox status; every other item claimed is
// put back, due now.
func attempt(t *testing.T, st *store.Store, worker string, outcome map[int64]string) {
	t.Helper()
	ctx := context.Background()
	items, err := st.ClaimOutbox(ctx, worker, 1000, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var results []store.OutboxResult
	for _, it := range items {
		r := store.OutboxResult{ID: it.ID, Status: store.OutboxPending, NextAttemptAt: st.Now()}
		if it.Kind == store.KindDelivery {
			var p store.DeliveryPayload
			if err := json.Unmarshal(it.Payload, &p); err != nil {
				t.Fatal(err)
			}
			if status, ok := outcome[p.DeliveryID]; ok {
				r.Status = status
			}
		}
		results = append(results, r)
	}
	if lost, err := st.RecordOutbox(ctx, worker, results); err != nil || len(lost) > 0 {
		t.Fatalf("record: lost %v, %v", lost, err)
	}
}

func deliveriesOf(t *testing.T, st *store.Store, leadID int64) []store.Delivery {
	t.Helper()
	ds, err := st.LeadDeliveries(context.Background(), leadID)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

func outcomes(ds []store.Delivery, status string) map[int64]string {
	m := map[int64]string{}
	for _, d := range ds {
		m[d.ID] = status
	}
	return m
}

func lowBalanceMails(t *testing.T, st *store.Store) []string {
	t.Helper()
	entries, err := st.OutboxEntries(context.Background(), store.KindLowBalance, 10)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, string(e.Payload))
	}
	return out
}

// TestOneChargePerLeadAndFirm: routing fixes the price onto every
// delivery and holds it; the first delivery that reaches the firm charges
// it once, whichever channel, however often the lead is sent again by
// hand (at the price it was first sent at); a lead whose every delivery
// failed gives its hold back, and a retry holds it again. The firm is
// told once when its balance falls under its threshold.
func TestOneChargePerLeadAndFirm(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		firm := paidFirm(t, st, "paid", 5000, 12000, func(p *leads.Partner) { p.LowBalanceCents = 8000 })

		first := submit(t, st, routingLead(1, "TX"))
		if len(first.deliveries) != 2 {
			t.Fatalf("deliveries: %+v", first.deliveries)
		}
		for _, d := range first.deliveries {
			if d.PriceCents == nil || *d.PriceCents != 5000 || d.Charged {
				t.Errorf("routed delivery: price %v charged %v, want 5000 not yet charged", d.PriceCents, d.Charged)
			}
		}
		if got := money(t, st, firm.ID); got != "balance 12000 held 5000" {
			t.Errorf("after routing: %s", got)
		}

		attempt(t, st, "w", map[int64]string{first.deliveries[0].ID: store.OutboxSent})
		if got := money(t, st, firm.ID); got != "balance 7000 held 0" {
			t.Errorf("after the e-mail arrived: %s", got)
		}
		for _, d := range deliveriesOf(t, st, first.ID) {
			if !d.Charged {
				t.Errorf("delivery %d (%s): not charged; the lead's charge covers every channel", d.ID, d.Channel)
			}
		}
		attempt(t, st, "w", map[int64]string{first.deliveries[1].ID: store.OutboxSent})

		// Sent again by hand after the firm's price went up: the same price
		// is fixed onto the new deliveries, and nothing is charged again.
		firm.PriceCents = 9000
		if _, err := st.UpdatePartner(ctx, firm); err != nil {
			t.Fatal(err)
		}
		again, err := st.SendLeadTo(ctx, first.ID, firm.ID)
		if err != nil || len(again) != 2 || *again[0].PriceCents != 5000 {
			t.Fatalf("sent by hand: %+v, %v", again, err)
		}
		if got := money(t, st, firm.ID); got != "balance 7000 held 0" {
			t.Errorf("a charged lead sent again holds nothing: %s", got)
		}
		attempt(t, st, "w", outcomes(again, store.OutboxSent))
		if got := charges(t, st, firm.ID); len(got) != 1 || got[0] != first.Reference+" -5000" {
			t.Errorf("charges: %v, want one of -5000 for %s", got, first.Reference)
		}
		if got := lowBalanceMails(t, st); len(got) != 1 {
			t.Errorf("low-balance mails: %v, want one (12000 fell to 7000, under 8000)", got)
		}

		// Every channel of the next lead fails: the hold goes back. A retry
		// holds it again, at the price fixed when it was routed.
		firm.PriceCents = 5000
		if _, err := st.UpdatePartner(ctx, firm); err != nil {
			t.Fatal(err)
		}
		second := submit(t, st, routingLead(2, "TX"))
		attempt(t, st, "w", map[int64]string{second.deliveries[0].ID: store.OutboxFailed})
		if got := money(t, st, firm.ID); got != "balance 7000 held 5000" {
			t.Errorf("one channel failed, the other pending: %s", got)
		}
		attempt(t, st, "w", map[int64]string{second.deliveries[1].ID: store.OutboxDead})
		if got := money(t, st, firm.ID); got != "balance 7000 held 0" {
			t.Errorf("every channel failed: %s", got)
		}
		if _, err := st.RetryDelivery(ctx, second.deliveries[1].ID); err != nil {
			t.Fatal(err)
		}
		if got := money(t, st, firm.ID); got != "balance 7000 held 5000" {
			t.Errorf("retried: %s", got)
		}
		attempt(t, st, "w", map[int64]string{second.deliveries[1].ID: store.OutboxSent})
		if got := money(t, st, firm.ID); got != "balance 2000 held 0" {
			t.Errorf("the retry arrived: %s", got)
		}
		if got := lowBalanceMails(t, st); len(got) != 1 {
			t.Errorf("low-balance mails: %v, want still one (it was under 8000 already)", got)
		}

		// 2000 left does not pay for a 5000 lead: the next one is unrouted.
		third := submit(t, st, routingLead(3, "TX"))
		if third.Routing != leads.Unrouted {
			t.Errorf("third lead: %s, want unrouted (the firm cannot pay)", third.Routing)
		}
		if got := money(t, st, firm.ID); got != "balance 2000 held 0" {
			t.Errorf("after the skip: %s", got)
		}
	})
}

// TestPrepaidAndCreditLimitSkips: routing passes over a prepaid firm whose
// balance less its holds is below the price, and an invoiced firm the
// lead would take past its credit limit, for the next firm that can pay.
func TestPrepaidAndCreditLimitSkips(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		prepaid := paidFirm(t, st, "prepaid", 4000, 9000)
		invoiced := paidFirm(t, st, "invoiced", 3000, 0, func(p *leads.Partner) {
			p.Mode, p.CreditLimitCents, p.Priority = billing.Invoice, 7000, 2
		})
		free := paidFirm(t, st, "free", 0, 0, func(p *leads.Partner) { p.Priority = 3 })
		var got []string
		for i := range 6 {
			*now = now.Add(time.Minute)
			r := submit(t, st, routingLead(i, "TX"))
			if len(r.deliveries) == 0 {
				got = append(got, r.Routing)
				continue
			}
			got = append(got, r.deliveries[0].PartnerName)
		}
		// prepaid: 9000 pays two leads of 4000 (held 8000, 1000 left);
		// invoiced: 7000 of credit covers two of 3000; then the free firm.
		want := "[prepaid prepaid invoiced invoiced free free]"
		if fmt.Sprint(got) != want {
			t.Errorf("routed to %v, want %v", got, want)
		}
		if got := money(t, st, prepaid.ID); got != "balance 9000 held 8000" {
			t.Errorf("prepaid: %s", got)
		}
		if got := money(t, st, invoiced.ID); got != "balance 0 held 6000" {
			t.Errorf("invoiced: %s", got)
		}
		if got := money(t, st, free.ID); got != "balance 0 held 0" {
			t.Errorf("free: %s", got)
		}
	})
}

// TestDeletedLeadsKeepTheirCharges: the operator deletes a charged lead
// and an uncharged one: the charge stays in the ledger with the lead's
// reference, and the hold goes back. An erased lead's cancelled
// deliveries give their hold back too.
func TestDeletedLeadsKeepTheirCharges(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		firm := paidFirm(t, st, "firm", 1000, 10000)
		charged := submit(t, st, routingLead(1, "TX"))
		attempt(t, st, "w", outcomes(charged.deliveries, store.OutboxSent))
		held := submit(t, st, routingLead(2, "TX"))
		erased := submit(t, st, routingLead(3, "TX"))
		if got := money(t, st, firm.ID); got != "balance 9000 held 2000" {
			t.Fatalf("before: %s", got)
		}
		for _, id := range []int64{charged.ID, held.ID} {
			if err := st.DeleteLead(ctx, id); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := st.EraseLeads(ctx, []int64{erased.ID}, store.ErasureAdmin); err != nil {
			t.Fatal(err)
		}
		if got := money(t, st, firm.ID); got != "balance 9000 held 0" {
			t.Errorf("after: %s", got)
		}
		if got := charges(t, st, firm.ID); len(got) != 1 || got[0] != charged.Reference+" -1000" {
			t.Errorf("charges: %v", got)
		}
	})
}

// TestRacingLeadsNeverOverspend: two instances on one database route
// leads at once to a prepaid firm whose balance pays for five: five get
// it, the rest go elsewhere, and once both instances have delivered every
// channel at once the firm is charged five times, down to exactly zero.
func TestRacingLeadsNeverOverspend(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			first, another := storetest.OpenShared(t, d)
			second := another()
			if err := first.EnsureConsentText(context.Background(), "v1", "I agree."); err != nil {
				t.Fatal(err)
			}
			firm := paidFirm(t, first, "racing", 1000, 5000)
			backup := paidFirm(t, first, "backup", 0, 0, func(p *leads.Partner) { p.Priority = 2 })
			const n = 12
			var wg sync.WaitGroup
			errs := make(chan error, n)
			for i := range n {
				st := []*store.Store{first, second}[i%2]
				wg.Go(func() {
					_, _, err := st.CreateLead(context.Background(), routingLead(100+i, "TX"), "")
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
			if got := money(t, first, firm.ID); got != "balance 5000 held 5000" {
				t.Errorf("after routing: %s", got)
			}
			if got := rawCount(t, first, fmt.Sprintf("SELECT COUNT(*) FROM lead_assignments WHERE partner_id = %d", backup.ID)); got != n-5 {
				t.Errorf("backup firm got %d leads, want %d", got, n-5)
			}
			// Both instances claim and deliver at once: each channel of each
			// lead arrives; every lead is charged once.
			var deliver sync.WaitGroup
			for i, st := range []*store.Store{first, second} {
				deliver.Go(func() {
					for range 3 {
						items, err := st.ClaimOutbox(context.Background(), fmt.Sprint("w", i), 4, time.Minute)
						if err != nil {
							t.Error(err)
							return
						}
						var results []store.OutboxResult
						for _, it := range items {
							results = append(results, store.OutboxResult{ID: it.ID, Status: store.OutboxSent})
						}
						if _, err := st.RecordOutbox(context.Background(), fmt.Sprint("w", i), results); err != nil {
							t.Error(err)
						}
					}
				})
			}
			deliver.Wait()
			// Whatever neither claimed (one may have claimed less) arrives now.
			for {
				items, err := first.ClaimOutbox(context.Background(), "w-last", 100, time.Minute)
				if err != nil || len(items) == 0 {
					break
				}
				var results []store.OutboxResult
				for _, it := range items {
					results = append(results, store.OutboxResult{ID: it.ID, Status: store.OutboxSent})
				}
				if _, err := first.RecordOutbox(context.Background(), "w-last", results); err != nil {
					t.Fatal(err)
				}
			}
			if got := money(t, first, firm.ID); got != "balance 0 held 0" {
				t.Errorf("after delivery: %s", got)
			}
			if got := charges(t, first, firm.ID); len(got) != 5 {
				t.Errorf("charges: %v, want 5", got)
			}
		})
	}
}
