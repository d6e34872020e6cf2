package delivery_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"claimsite/internal/billing"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/mailtest"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestLowBalanceMail: the charge that takes a prepaid firm's balance under
// its threshold queues one mail, written when it is sent, to the firm's
// billing address with the balance it fell to; the next charge, already
// under, queues none.
func TestLowBalanceMail(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t, store.SQLite)
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	p := leads.Partner{Name: "Lone Star Injury", States: []string{"TX"}, Email: "leads@lonestar.example", Priority: 1,
		Timezone: "America/Chicago", Active: true, Settings: billing.DefaultSettings()}
	p.PriceCents, p.LowBalanceCents, p.BillingEmail = 4000, 5000, "billing@lonestar.example"
	firm, err := st.CreatePartner(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment, AmountCents: 10000,
		Method: "ACH", Key: "first-payment"}); err != nil {
		t.Fatal(err)
	}
	smtp, d := firmMailer(t, st)
	// Leads reach the firm: their deliveries are recorded as sent, as the
	// delivery worker does, and the low-balance mail goes through its kind.
	w := outbox.NewWorker(st, slog.New(slog.DiscardHandler), "w", map[string]outbox.Kind{
		store.KindDelivery: {Handle: func(context.Context, store.OutboxItem) (outbox.Outcome, error) {
			return outbox.Outcome{Status: store.OutboxSent}, nil
		}},
		store.KindLowBalance: delivery.LowBalanceKind(d),
	})
	for i := range 2 { // 10000 → 6000 (still over 5000) → 2000 (under)
		lead := leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: "Doe", Email: "pat" + string(rune('a'+i)) + "@example.com",
			Phone: "555000000" + string(rune('1'+i)), ZipCode: "73301", State: "TX", Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"}}
		if _, _, err := st.CreateLead(ctx, lead, ""); err != nil {
			t.Fatal(err)
		}
		w.RunOnce(ctx)
		w.RunOnce(ctx)
	}
	// RunOnce sent what it claimed before returning.
	msgs := smtp.Messages(t)
	if len(msgs) != 1 {
		t.Fatalf("mails: %d, want 1", len(msgs))
	}
	m := msgs[0]
	if to := m.Header.Get("To"); !strings.Contains(to, "billing@lonestar.example") {
		t.Errorf("to %q, want the billing address", to)
	}
	if subject := m.Header.Get("Subject"); !strings.Contains(subject, "$20.00") {
		t.Errorf("subject %q, want the balance it fell to", subject)
	}
	if !strings.Contains(m.Body, "$50.00") || !strings.Contains(m.Body, "https://claims.example/partner/account") {
		t.Errorf("body: %s", m.Body)
	}
}

// firmMailer is a deliverer whose mails to partner firms reach a real
// SMTP server on loopback.
func firmMailer(t *testing.T, st *store.Store) (*mailtest.Server, *delivery.Deliverer) {
	t.Helper()
	smtp := mailtest.Start(t)
	sender, err := mail.NewSender(smtp.URL(), "Claimsite <no-reply@claimsite.test>", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	composer, err := mail.NewComposer(mail.Site{Brand: "Claimsite", PublicURL: "https://claims.example", Phone: "555-0100", Email: "help@claims.example"})
	if err != nil {
		t.Fatal(err)
	}
	return smtp, delivery.New(st, composer, sender, true)
}
