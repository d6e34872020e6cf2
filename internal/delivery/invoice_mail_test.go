package delivery_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"strings"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestInvoiceMail: an issued invoice goes once, through its outbox kind,
// to the billing address it was issued to, with its figures, the link to
// it in the portal and its PDF attached.
func TestInvoiceMail(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t, store.SQLite)
	p := leads.Partner{Name: "Lone Star Injury", States: []string{"TX"}, Email: "leads@lonestar.example", Priority: 1,
		Timezone: "America/Chicago", Active: true, Settings: billing.DefaultSettings()}
	p.BillingEmail = "billing@lonestar.example"
	firm, err := st.CreatePartner(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerAdjustment, AmountCents: -12345,
		Note: "Setup fee", Key: "setup"}); err != nil {
		t.Fatal(err)
	}
	inv, err := st.IssueInvoice(ctx, firm.ID, st.Now().Add(time.Second), store.InvoiceIssue{Issuer: billing.Issuer{Name: "Claimsite"},
		PaymentInstructions: "Wire to account 000123.", Zone: time.UTC})
	if err != nil {
		t.Fatal(err)
	}
	smtp, d := firmMailer(t, st)
	w := outbox.NewWorker(st, slog.New(slog.DiscardHandler), "w", map[string]outbox.Kind{store.KindInvoice: delivery.InvoiceKind(d)})
	w.RunOnce(ctx)
	w.RunOnce(ctx)
	msgs := smtp.Messages(t)
	if len(msgs) != 1 {
		t.Fatalf("mails: %d, want 1", len(msgs))
	}
	m := msgs[0]
	if to := m.Header.Get("To"); !strings.Contains(to, "billing@lonestar.example") {
		t.Errorf("to %q", to)
	}
	if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); !strings.Contains(subject, "Invoice 1 for "+inv.Period) {
		t.Errorf("subject %q", subject)
	}
	_, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	var pdf []byte
	var text string
	var walk func(r io.Reader, boundary string)
	walk = func(r io.Reader, boundary string) {
		mr := multipart.NewReader(r, boundary)
		for {
			part, err := mr.NextPart()
			if err != nil {
				return
			}
			media, ps, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
			var body []byte
			if part.Header.Get("Content-Transfer-Encoding") == "quoted-printable" {
				body, _ = io.ReadAll(quotedprintable.NewReader(part))
			} else {
				body, _ = io.ReadAll(part)
			}
			switch {
			case strings.HasPrefix(media, "multipart/"):
				walk(bytes.NewReader(body), ps["boundary"])
			case media == "application/pdf":
				pdf, _ = base64.StdEncoding.DecodeString(strings.ReplaceAll(strings.ReplaceAll(string(body), "\r\n", ""), "\n", ""))
			case media == "text/plain":
				text = string(body)
			}
		}
	}
	walk(strings.NewReader(m.Body), params["boundary"])
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Errorf("no PDF attached: %.200s", m.Body)
	}
	for _, want := range []string{"$123.45", "https://claims.example/partner/invoices/1", "Wire to account 000123."} {
		if !strings.Contains(text, want) {
			t.Errorf("the text does not say %q:\n%s", want, text)
		}
	}
}
