package mail

import (
	"strings"
	"testing"
)

// TestVisitorMailsInSpanish (decision 066): each mail to a visitor is
// written in the language asked, subject and both bodies, with the
// Spanish pages linked (the opt-out page of the footer too); English
// stays as it was; an unknown language is English.
func TestVisitorMailsInSpanish(t *testing.T) {
	c := testComposer(t)
	if got := c.LinkIn("es", "/opt-out", nil); got != "https://claims.example/es/opt-out" {
		t.Fatalf("LinkIn: %q", got)
	}
	for _, tc := range []struct {
		name    string
		data    map[string]any
		subject map[string]string
		words   map[string][]string
	}{
		{"lead_confirmation", map[string]any{"Reference": "7K2M9QXR", "When": "3 de marzo de 2026, 2:15 p. m. EST (America/New_York)",
			"ConsentText": "Acepto.", "OptOutLink": "https://claims.example/es/opt-out?token=abc", "LinkExpires": "1 de junio de 2026"},
			map[string]string{"en": "Your request to Claim Help: reference 7K2M9QXR", "es": "Su solicitud a Claim Help: referencia 7K2M9QXR"},
			map[string][]string{"en": {"Hello Maria,", "What happens next:", "Withdraw your consent with one click"},
				"es": {"Hola, Maria:", "Qué sigue:", "bufete de abogados", "Retire su consentimiento con un solo clic", "hasta el 1 de junio de 2026",
					"https://claims.example/es/opt-out?token=abc"}}},
		{"privacy_request_confirm", map[string]any{"Link": "https://claims.example/es/privacy-request/confirm?token=abc", "TypeLabel": "eliminar mis datos",
			"Received": "3 de marzo de 2026", "AnswerDue": "17 de abril de 2026", "ExpiresDays": 7},
			map[string]string{"en": "Confirm your privacy request to Claim Help", "es": "Confirme su solicitud de privacidad a Claim Help"},
			map[string][]string{"en": {"Hello,", "The link expires in 7 days."},
				"es": {"Hola:", "El enlace vence en 7 días.", "a más tardar el 17 de abril de 2026", "eliminar mis datos"}}},
		{"verify_email", map[string]any{"Link": "https://claims.example/verify-email?token=abc", "ExpiresHours": 48},
			map[string]string{"en": "Confirm your e-mail address for Claim Help", "es": "Confirme su dirección de correo electrónico para Claim Help"},
			map[string][]string{"en": {"Hello Maria,", "expires in 48 hours"}, "es": {"Hola, Maria:", "vence en 48 horas", "https://claims.example/verify-email?token=abc"}}},
		{"reset_password", map[string]any{"Link": "https://claims.example/reset-password?token=abc", "ExpiresHours": 1},
			map[string]string{"en": "Reset your Claim Help password", "es": "Restablezca su contraseña de Claim Help"},
			map[string][]string{"en": {"Hello Maria,", "expires in 1 hour."}, "es": {"Hola, Maria:", "vence en 1 hora.", "https://claims.example/reset-password?token=abc"}}},
	} {
		for _, lang := range []string{"en", "es"} {
			data := map[string]any{"FirstName": "Maria"}
			for k, v := range tc.data {
				data[k] = v
			}
			m, err := c.ComposeIn(lang, tc.name, "maria@example.com", data)
			if err != nil {
				t.Fatalf("%s %s: %v", tc.name, lang, err)
			}
			if m.Subject != tc.subject[lang] {
				t.Errorf("%s %s: subject %q, want %q", tc.name, lang, m.Subject, tc.subject[lang])
			}
			optOut := map[string]string{"en": "https://claims.example/opt-out", "es": "https://claims.example/es/opt-out"}[lang]
			for part, body := range map[string]string{"text": m.Text, "html": m.HTML} {
				for _, want := range append(tc.words[lang], optOut) {
					if !strings.Contains(body, want) {
						t.Errorf("%s %s %s body lacks %q:\n%s", tc.name, lang, part, want, body)
					}
				}
				if strings.Contains(body, "<no value>") {
					t.Errorf("%s %s %s body has an unset value", tc.name, lang, part)
				}
				if lang == "es" {
					for _, english := range []string{"Hello", "The link", "If you did not", "To stop calls", "You receive this"} {
						if strings.Contains(body, english) {
							t.Errorf("%s es %s body says %q in English:\n%s", tc.name, part, english, body)
						}
					}
				}
			}
			if want := `<html lang="` + lang + `">`; !strings.Contains(m.HTML, want) {
				t.Errorf("%s %s: no %s", tc.name, lang, want)
			}
			if !strings.Contains(m.HTML, `<a href="`+optOut+`" style="color:#12284b">`+optOut+`</a>`) {
				t.Errorf("%s %s: the footer does not link %s:\n%s", tc.name, lang, optOut, m.HTML)
			}
		}
	}
	// An unknown language is English.
	m, err := c.ComposeIn("fr", "verify_email", "x@example.com", map[string]any{"FirstName": "Ana", "ExpiresHours": 48})
	if err != nil || m.Subject != "Confirm your e-mail address for Claim Help" {
		t.Errorf("fr: %q %v", m.Subject, err)
	}
	// A value cannot inject markup through a message either.
	m, err = c.ComposeIn("es", "lead_confirmation", "x@example.com", map[string]any{"FirstName": `<b>x</b>`, "Reference": `<i>r</i>`})
	if err != nil || strings.Contains(m.HTML, "<b>x</b>") || strings.Contains(m.HTML, "<i>r</i>") {
		t.Errorf("markup through a message: %v\n%s", err, m.HTML)
	}
}

// BenchmarkComposeIn: writing a lead confirmation in English and in
// Spanish (the catalogue's messages rendered through go-i18n), and
// parsing every template in both languages (NewComposer, once per start).
func BenchmarkComposeIn(b *testing.B) {
	c, err := NewComposer(Site{Brand: "Claim Help", PublicURL: "https://claims.example", Phone: "1-888-555-0142", Email: "help@claims.example"})
	if err != nil {
		b.Fatal(err)
	}
	data := map[string]any{"FirstName": "Maria", "Reference": "7K2M9QXR", "When": "3 de marzo de 2026, 2:15 p. m. EST (America/New_York)",
		"ConsentText": "Acepto.", "OptOutLink": "https://claims.example/es/opt-out?token=abc", "LinkExpires": "1 de junio de 2026"}
	for _, lang := range []string{"en", "es"} {
		b.Run(lang, func(b *testing.B) {
			for b.Loop() {
				if _, err := c.ComposeIn(lang, "lead_confirmation", "maria@example.com", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			if _, err := NewComposer(Site{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
