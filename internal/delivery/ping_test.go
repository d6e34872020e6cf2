package delivery_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestPingWhileRotating: a firm's test event reaches its webhook signed
// with the new secret and, while the rotated one overlaps, the old one
// (v1= twice), and the attempt is in the firm's list with its answer.
func TestPingWhileRotating(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t, store.SQLite)
	var mu sync.Mutex
	var headers []http.Header
	var bodies [][]byte
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		headers = append(headers, r.Header.Clone())
		bodies = append(bodies, body)
		mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	}))
	defer receiver.Close()
	firm, err := st.CreatePartner(ctx, leads.Partner{Name: "Hook Law", States: []string{"TX"}, WebhookURL: receiver.URL, Priority: 1,
		Timezone: "UTC", Active: true, Settings: billing.DefaultSettings()})
	if err != nil {
		t.Fatal(err)
	}
	old := firm.WebhookSecret
	fresh, err := st.RotatePartnerSecret(ctx, firm.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.QueueWebhookTest(ctx, firm.ID); err != nil {
		t.Fatal(err)
	}
	composer, _ := mail.NewComposer(mail.Site{Brand: "Claimsite", PublicURL: "https://claims.example"})
	sender, err := mail.NewSender("", "Claimsite <no-reply@claims.example>", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	d := delivery.New(st, composer, sender, true)
	w := outbox.NewWorker(st, slog.New(slog.DiscardHandler), "w", map[string]outbox.Kind{store.KindWebhookTest: delivery.PingKind(d)})
	if _, err := w.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if len(headers) != 1 {
		t.Fatalf("requests: %d", len(headers))
	}
	h := headers[0]
	sig := h.Get("X-Claimsite-Signature")
	if h.Get("X-Claimsite-Event") != delivery.PingEvent || strings.Count(sig, "v1=") != 2 {
		t.Errorf("event %q, signature %q: want test.ping signed twice", h.Get("X-Claimsite-Event"), sig)
	}
	attempts, err := st.WebhookAttempts(ctx, firm.ID)
	if err != nil || len(attempts) != 1 || attempts[0].StatusCode != 204 || !attempts[0].OK || attempts[0].Event != delivery.PingEvent {
		t.Errorf("attempts: %+v, %v", attempts, err)
	}
	for _, secret := range []string{fresh, old} {
		if err := delivery.Verify(secret, sig, bodies[0], time.Now()); err != nil {
			t.Errorf("a receiver holding one secret: %v", err)
		}
	}
}
