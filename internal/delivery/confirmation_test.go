package delivery_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mailtest"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

const confirmConsent = "I agree that Claimsite and participating attorneys may contact me about my request by phone, text or e-mail."

// confirmingSite is a store whose lead intake queues the confirmation
// e-mail while enabled says so, and a worker that sends it through a real
// SMTP server, with the operator's zone America/New_York.
type confirmingSite struct {
	st      *store.Store
	smtp    *mailtest.Server
	worker  *outbox.Worker
	enabled *atomic.Bool
}

func newConfirmingSite(t *testing.T, st *store.Store) confirmingSite {
	t.Helper()
	ctx := context.Background()
	if err := st.EnsureConsentText(ctx, "v1", confirmConsent); err != nil {
		t.Fatal(err)
	}
	// 19:15 UTC on March 3, 2026 is 2:15 PM in New York (EST).
	now := time.Date(2026, 3, 3, 19, 15, 0, 0, time.UTC)
	st.SetClock(func() time.Time { return now })
	enabled := &atomic.Bool{}
	enabled.Store(true)
	st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: delivery.Announcements(delivery.Confirmations(enabled.Load))})
	smtp, d := firmMailer(t, st)
	zone, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	w := outbox.NewWorker(st, slog.New(slog.DiscardHandler), "w", map[string]outbox.Kind{
		store.KindLeadConfirmation: delivery.ConfirmationKind(d, func() *time.Location { return zone }),
	})
	return confirmingSite{st: st, smtp: smtp, worker: w, enabled: enabled}
}

// lead stores a lead of the person with this e-mail and phone, as a form
// does, and returns its reference.
func (c confirmingSite) lead(t *testing.T, email, phone string, change ...func(*leads.Lead)) (int64, string) {
	t.Helper()
	l := leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Maria", LastName: "Lopez", Email: email, Phone: phone, ZipCode: "77002",
		State: "TX", Reference: leads.NewReference(), Consent: leads.Consent{TextVersion: "v1", IP: "203.0.113.9"}}
	for _, f := range change {
		f(&l)
	}
	id, _, err := c.st.CreateLead(context.Background(), l, "")
	if err != nil {
		t.Fatal(err)
	}
	return id, l.Reference
}

// send runs the worker until nothing is due.
func (c confirmingSite) send(t *testing.T) {
	t.Helper()
	for range 3 {
		if _, err := c.worker.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// mailBodies are the text and HTML parts of a received message, decoded.
func mailBodies(t *testing.T, m mailtest.Received) (text, html string) {
	t.Helper()
	var walk func(header func(string) string, body io.Reader)
	walk = func(header func(string) string, body io.Reader) {
		media, params, err := mime.ParseMediaType(header("Content-Type"))
		if err != nil {
			t.Fatalf("content type %q: %v", header("Content-Type"), err)
		}
		if strings.HasPrefix(media, "multipart/") {
			mr := multipart.NewReader(body, params["boundary"])
			for {
				part, err := mr.NextPart()
				if err != nil {
					return
				}
				walk(part.Header.Get, part)
			}
		}
		var r io.Reader = body
		switch strings.ToLower(header("Content-Transfer-Encoding")) {
		case "quoted-printable":
			r = quotedprintable.NewReader(body)
		case "base64":
			r = base64.NewDecoder(base64.StdEncoding, body)
		}
		b, _ := io.ReadAll(r)
		switch media {
		case "text/plain":
			text = string(b)
		case "text/html":
			html = string(b)
		}
	}
	walk(m.Header.Get, strings.NewReader(m.Body))
	return text, html
}

var oneClickURL = regexp.MustCompile(`^<(https://claims\.example/api/opt-out/one-click\?token=([A-Za-z0-9_-]+))>, <(mailto:[^>]+)>$`)

// TestConfirmationMail: a visitor's lead sends them one e-mail, through the
// outbox and a real SMTP server: its reference, what happens next, the
// consent words they agreed to with the time in the operator's zone
// (named), and an opt-out link, in the text and the HTML parts; the
// headers offer the same link for one click (RFC 8058). The link's token
// is stored hashed and withdraws the consent once. A second lead of the
// person within the duplicate window sends nothing more.
func TestConfirmationMail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		c := newConfirmingSite(t, st)
		id, ref := c.lead(t, "maria@example.com", "5551234567")
		c.send(t)
		msgs := c.smtp.Messages(t)
		if len(msgs) != 1 {
			t.Fatalf("mails: %d, want 1", len(msgs))
		}
		m := msgs[0]
		if to := m.Header.Get("To"); !strings.Contains(to, "maria@example.com") {
			t.Errorf("to %q", to)
		}
		if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); subject != "Your request to Claimsite: reference "+ref {
			t.Errorf("subject %q", subject)
		}
		if got := m.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post %q", got)
		}
		unsubscribe := oneClickURL.FindStringSubmatch(m.Header.Get("List-Unsubscribe"))
		if unsubscribe == nil {
			t.Fatalf("List-Unsubscribe %q", m.Header.Get("List-Unsubscribe"))
		}
		token := unsubscribe[2]
		if mailto, _ := url.PathUnescape(unsubscribe[3]); mailto != "mailto:help@claims.example?subject=Withdraw my consent ("+ref+")" {
			t.Errorf("mailto %q", mailto)
		}
		text, html := mailBodies(t, m)
		if html == "" {
			t.Error("no HTML part")
		}
		link := "https://claims.example/opt-out?token=" + token
		for part, body := range map[string]string{"text": text, "html": strings.ReplaceAll(html, "&#34;", `"`)} {
			for _, want := range []string{
				"Hello Maria", ref, "an attorney licensed in your state may contact you, usually within 24 hours",
				confirmConsent, "March 3, 2026 at 2:15 PM EST (America/New_York)", link, "June 1, 2026",
			} {
				if !strings.Contains(body, want) {
					t.Errorf("the %s part does not say %q:\n%s", part, want, body)
				}
			}
			// Never that they have a case, what it is worth, or which firm.
			for _, never := range []string{"your case", "worth", "compensation", "recommend"} {
				if strings.Contains(strings.ToLower(body), never) {
					t.Errorf("the %s part says %q:\n%s", part, never, body)
				}
			}
		}
		// The outbox keeps only which lead the mail was for.
		entries, err := st.OutboxEntries(ctx, store.KindLeadConfirmation, 10)
		if err != nil || len(entries) != 1 || entries[0].Status != store.OutboxSent || strings.Contains(string(entries[0].Payload), "maria") ||
			strings.Contains(string(entries[0].Payload), token) {
			t.Fatalf("outbox: %+v, %v", entries, err)
		}

		// The same person again, within the duplicate window: no second mail.
		c.lead(t, "maria@example.com", "5559990000")
		c.send(t)
		if n := len(c.smtp.Messages(t)); n != 1 {
			t.Errorf("mails after a duplicate: %d, want 1", n)
		}

		// The link's token withdraws the consent, once.
		v, err := st.WithdrawByToken(ctx, auth.HashToken(token), store.LinkWithdrawal{})
		if err != nil || v.Email != "maria@example.com" || v.Phone != "5551234567" {
			t.Fatalf("WithdrawByToken: %+v, %v", v, err)
		}
		if _, err := st.WithdrawByToken(ctx, auth.HashToken(token), store.LinkWithdrawal{}); !errors.Is(err, store.ErrOptOutLinkUsed) {
			t.Errorf("again: %v, want ErrOptOutLinkUsed", err)
		}
		if w, err := st.LeadWithdrawal(ctx, id); err != nil || w == nil || w.ID != v.ID {
			t.Errorf("the lead's withdrawal: %+v, %v", w, err)
		}
	})
}

// TestConfirmationMailNotSent: no confirmation e-mail with the setting
// off, for a demo lead, for a person on the do-not-contact list, nor for a
// lead erased before its mail went (the queued mail is cancelled).
func TestConfirmationMailNotSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		c := newConfirmingSite(t, st)

		c.enabled.Store(false)
		c.lead(t, "off@example.com", "5550000001")
		c.enabled.Store(true)
		c.lead(t, "demo@example.com", "5550000002", func(l *leads.Lead) { l.Demo = true })
		if _, err := st.AddSuppression(ctx, store.Suppression{Email: "gone@example.com", Reason: "asked"}); err != nil {
			t.Fatal(err)
		}
		c.lead(t, "gone@example.com", "5550000003")
		if entries, err := st.OutboxEntries(ctx, store.KindLeadConfirmation, 10); err != nil || len(entries) != 0 {
			t.Errorf("queued: %+v, %v; want none", entries, err)
		}

		erased, _ := c.lead(t, "erased@example.com", "5550000004")
		if _, err := st.EraseLeads(ctx, []int64{erased}, store.ErasureRetention); err != nil && !errors.Is(err, store.ErrErasureCleanup) {
			t.Fatal(err)
		}
		c.send(t)
		if n := len(c.smtp.Messages(t)); n != 0 {
			t.Errorf("mails: %d, want none", n)
		}
		entries, err := st.OutboxEntries(ctx, store.KindLeadConfirmation, 10)
		if err != nil || len(entries) != 1 || entries[0].Status != store.OutboxFailed || !bytes.Contains(entries[0].Payload, []byte("erased")) {
			t.Errorf("the erased lead's mail: %+v, %v; want failed and scrubbed", entries, err)
		}
	})
}
