package delivery

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/mailtest"
	"claimsite/internal/store"
)

// attributedJob is a delivery of a lead that came from a Google ad.
func attributedJob(partner leads.Partner) store.DeliveryJob {
	return store.DeliveryJob{
		Delivery: store.Delivery{ID: 41},
		Lead: leads.Lead{Reference: "7K3M9Q2XWZ4P", SourceForm: leads.FormConsultation, FirstName: "Jane", LastName: "Doe",
			Email: "jane@example.com", Phone: "5551234567", State: "TX", CreatedAt: time.Date(2026, 3, 2, 15, 0, 0, 0, time.UTC),
			Attribution: leads.Attribution{LandingPage: "/car-accident?utm_campaign=spring-brand", UTMSource: "google", UTMMedium: "cpc",
				UTMCampaign: "spring-brand", GCLID: "TEST-GCLID-123"}},
		Partner: &partner,
	}
}

// TestWebhookCarriesAttribution: the signed lead.created body a partner
// receives has the lead's attribution, every key present.
func TestWebhookCarriesAttribution(t *testing.T) {
	var body []byte
	rc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ = io.ReadAll(r.Body)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer rc.Close()
	d := New(nil, nil, nil, true)
	if err := d.postWebhook(t.Context(), attributedJob(leads.Partner{Name: "Lone Star", WebhookURL: rc.URL, WebhookSecret: "s"})); err != nil {
		t.Fatal(err)
	}
	var ev struct {
		Lead struct {
			Attribution map[string]string `json:"attribution"`
		} `json:"lead"`
	}
	if err := json.Unmarshal(body, &ev); err != nil {
		t.Fatalf("body %s: %v", body, err)
	}
	a := ev.Lead.Attribution
	if len(a) != len(leads.AttributionFields) || a["utm_source"] != "google" || a["utm_campaign"] != "spring-brand" ||
		a["gclid"] != "TEST-GCLID-123" || a["landing_page"] != "/car-accident?utm_campaign=spring-brand" || a["fbclid"] != "" {
		t.Errorf("attribution in the webhook body: got %v", a)
	}
}

// TestPartnerMailCarriesAttribution: the partner's e-mail, received by a
// real SMTP server, says where the visitor came from; a lead without
// attribution has no such section.
func TestPartnerMailCarriesAttribution(t *testing.T) {
	smtp := mailtest.Start(t)
	composer, err := mail.NewComposer(mail.Site{Brand: "Example Claims", PublicURL: "https://claims.example"})
	if err != nil {
		t.Fatal(err)
	}
	sender, err := mail.NewSender(smtp.URL(), "leads@claims.example", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	d := New(nil, composer, sender, true)
	job := attributedJob(leads.Partner{Name: "Lone Star", Email: "intake@lonestar.example"})
	if err := d.sendMail(t.Context(), "a", job); err != nil {
		t.Fatal(err)
	}
	job.Lead.Attribution = leads.Attribution{}
	if err := d.sendMail(t.Context(), "b", job); err != nil {
		t.Fatal(err)
	}
	msgs := smtp.WaitFor(t, 2)
	with, without := msgs[0].Body, msgs[1].Body
	for _, want := range []string{"Where the visitor came from", "Source: google", "Campaign: spring-brand", "Google click id: TEST-GCLID-123"} {
		if !strings.Contains(with, want) {
			t.Errorf("the mail lacks %q:\n%s", want, with)
		}
	}
	if strings.Contains(without, "Where the visitor came from") {
		t.Errorf("a lead without attribution has the section:\n%s", without)
	}
}
