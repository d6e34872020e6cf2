package delivery_test

import (
	"context"
	"mime"
	"strings"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestConfirmationMailInSpanish (decision 066): the confirmation of a lead
// whose form was on a Spanish page is written in Spanish, subject and both
// parts, with the Spanish opt-out page linked and the date in Spanish; the
// List-Unsubscribe headers are the English mail's; the language is kept
// with the queued mail, so a retry writes the same.
func TestConfirmationMailInSpanish(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		c := newConfirmingSite(t, st)
		_, ref := c.lead(t, "maria@example.com", "5551234567", func(l *leads.Lead) { l.PageLanguage = leads.LanguageSpanish })
		entries, err := st.OutboxEntries(ctx, store.KindLeadConfirmation, 10)
		if err != nil || len(entries) != 1 || !strings.Contains(string(entries[0].Payload), `"language":"es"`) {
			t.Fatalf("queued: %+v, %v", entries, err)
		}
		c.send(t)
		msgs := c.smtp.Messages(t)
		if len(msgs) != 1 {
			t.Fatalf("mails: %d, want 1", len(msgs))
		}
		m := msgs[0]
		if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); subject != "Su solicitud a Claimsite: referencia "+ref {
			t.Errorf("subject %q", subject)
		}
		unsubscribe := oneClickURL.FindStringSubmatch(m.Header.Get("List-Unsubscribe"))
		if unsubscribe == nil || m.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
			t.Fatalf("List-Unsubscribe %q", m.Header.Get("List-Unsubscribe"))
		}
		text, html := mailBodies(t, m)
		for part, body := range map[string]string{"text": text, "html": strings.ReplaceAll(html, "&#34;", `"`)} {
			for _, want := range []string{
				"Hola, Maria:", ref, "es posible que un abogado con licencia en su estado se comunique con usted",
				confirmConsent, "3 de marzo de 2026, 2:15 p. m. EST (America/New_York)",
				"https://claims.example/es/opt-out?token=" + unsubscribe[2], "1 de junio de 2026", "https://claims.example/es/opt-out",
			} {
				if !strings.Contains(body, want) {
					t.Errorf("the %s part does not say %q:\n%s", part, want, body)
				}
			}
			for _, never := range []string{"Hello", "What happens next", "su caso", "vale", "compensación", "recomend"} {
				if strings.Contains(body, never) {
					t.Errorf("the %s part says %q:\n%s", part, never, body)
				}
			}
		}

		// A lead of an English page (or one queued before the language was
		// kept) is written in English.
		c.lead(t, "john@example.com", "5559876543")
		c.send(t)
		for _, m := range c.smtp.Messages(t) {
			if !strings.Contains(m.Header.Get("To"), "john@example.com") {
				continue
			}
			if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); !strings.HasPrefix(subject, "Your request to Claimsite") {
				t.Errorf("English lead's subject %q", subject)
			}
		}
	})
}
