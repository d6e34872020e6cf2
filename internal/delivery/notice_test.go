package delivery

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/store"
)

func testLead() leads.Lead {
	return leads.Lead{
		ID: 42, Reference: "K7M2Q9XR4T8B", SourceForm: leads.FormConsultation, FirstName: "Maria", LastName: "Garcia",
		Email: "maria@example.com", Phone: "5125550101", ZipCode: "73301", State: "TX", StateName: "Texas",
		Description: "Rear-ended on I-35.", CreatedAt: time.Date(2026, 3, 11, 15, 4, 5, 0, time.UTC),
		Consent: leads.Consent{TextVersion: "c-1234", At: time.Date(2026, 3, 11, 15, 4, 5, 0, time.UTC), IP: "203.0.113.7",
			PageURL: "https://claims.example/contact-us", TrustedFormCertURL: "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
			LeadIDToken: "0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D"},
	}
}

func composer(t *testing.T) *mail.Composer {
	t.Helper()
	c, err := mail.NewComposer(mail.Site{Brand: "Claim Help", PublicURL: "https://claims.example", Phone: "1-888-555-0142", Email: "help@claims.example"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPartnerMail: the partner's mail carries the lead, its consent proof
// and the certificate, in both bodies.
func TestPartnerMail(t *testing.T) {
	l := testLead()
	m, err := composer(t).Compose("partner_lead", "intake@firm.example", map[string]any{
		"Lead": l, "PartnerName": "Lone Star Injury", "Person": PersonName(l), "Service": "Truck accidents",
		"Received": "March 11, 2026 at 15:04 UTC", "Consented": "March 11, 2026 at 15:04:05 UTC", "FooterNote": "You receive leads.",
	})
	if err != nil {
		t.Fatal(err)
	}
	if m.Subject != "New lead K7M2Q9XR4T8B: Texas · Truck accidents — Claim Help" {
		t.Errorf("subject %q", m.Subject)
	}
	for part, body := range map[string]string{"text": m.Text, "html": m.HTML} {
		for _, want := range []string{"Maria Garcia", "5125550101", "maria@example.com", "Texas", "73301", "Truck accidents",
			"Rear-ended on I-35.", "c-1234", "203.0.113.7", "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
			"0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D", "Lone Star Injury"} {
			if !strings.Contains(body, want) {
				t.Errorf("%s body lacks %q", part, want)
			}
		}
		if strings.Contains(body, "<no value>") {
			t.Errorf("%s body has an unset value", part)
		}
	}
}

// TestNotices: one notice per operator address, marked in the subject when
// the lead needs the operator.
func TestNotices(t *testing.T) {
	none := func() []string { return nil }
	if out, err := prepared(t, Notices(composer(t), none))(leads.Lead{}, leads.Decision{Outcome: leads.Routed}); err != nil || len(out) != 0 {
		t.Errorf("Notices without addresses: got %d mails, %v; want none", len(out), err)
	}
	notice := prepared(t, Notices(composer(t), func() []string { return []string{"ops@claims.example", "owner@claims.example"} }))
	for _, c := range []struct {
		d       leads.Decision
		subject string
	}{
		{leads.Decision{Outcome: leads.Routed, Partners: []leads.Partner{{Name: "Lone Star Injury"}}}, "New lead K7M2Q9XR4T8B: Texas → Lone Star Injury"},
		{leads.Decision{Outcome: leads.Unrouted}, "[Unrouted] New lead K7M2Q9XR4T8B: Texas"},
		{leads.Decision{Outcome: leads.Suppressed}, "[Suppressed] New lead K7M2Q9XR4T8B: Texas"},
	} {
		l := testLead()
		l.Routing = c.d.Outcome
		out, err := notice(l, c.d)
		if err != nil || len(out) != 2 {
			t.Fatalf("%s: %v, %v", c.d.Outcome, out, err)
		}
		var m mail.Message
		if err := json.Unmarshal(out[1].Payload, &m); err != nil {
			t.Fatal(err)
		}
		if m.Subject != c.subject || m.To != "owner@claims.example" || !strings.Contains(m.Text, "https://claims.example/admin/leads/42") {
			t.Errorf("%s: %+v", c.d.Outcome, m)
		}
		if out[0].Key == out[1].Key {
			t.Errorf("%s: both notices share the key %s", c.d.Outcome, out[0].Key)
		}
	}
}

// prepared is the announcement prepare returns.
func prepared(t *testing.T, prepare func(context.Context) (store.Announce, error)) store.Announce {
	t.Helper()
	announce, err := prepare(context.Background())
	if err != nil || announce == nil {
		t.Fatalf("prepare: %v, %v", announce, err)
	}
	return announce
}

// TestNoticesReadTheSettingsWhenPrepared: the addresses and the sender the
// notices name are read when the lead is prepared, before its
// transaction; the announcement, called inside it, reads neither again
// and writes what was read then.
func TestNoticesReadTheSettingsWhenPrepared(t *testing.T) {
	brand, addresses, reads := "Claim Help", []string{"ops@claims.example"}, 0
	c, err := mail.NewLiveComposer(func() mail.Site {
		reads++
		return mail.Site{Brand: brand, PublicURL: "https://claims.example"}
	})
	if err != nil {
		t.Fatal(err)
	}
	announce := prepared(t, Notices(c, func() []string { reads++; return addresses }))
	before := reads
	brand, addresses = "Renamed Brand", []string{"new@claims.example"}
	out, err := announce(testLead(), leads.Decision{Outcome: leads.Unrouted})
	if err != nil || len(out) != 1 {
		t.Fatalf("%v, %v", out, err)
	}
	if reads != before {
		t.Errorf("the announcement read the settings %d more times; want none", reads-before)
	}
	var m mail.Message
	if err := json.Unmarshal(out[0].Payload, &m); err != nil {
		t.Fatal(err)
	}
	if m.To != "ops@claims.example" || !strings.Contains(m.HTML, "Claim Help") || strings.Contains(m.HTML, "Renamed Brand") {
		t.Errorf("notice to %s naming %q; want the address and brand read when prepared", m.To, m.HTML)
	}
}
