package httpapi

import (
	"mime"
	"net/http"
	"strings"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/locale"
	"claimsite/internal/webui"
)

// message is the "message" of an answer.
func message(t *testing.T, r response) string {
	t.Helper()
	m, _ := r.json(t)["message"].(string)
	return m
}

// TestVisitorRequestsInSpanish (decision 066): the visitors' requests take
// the language of their page; the answer and the mail they cause are
// written in it (subject and body), a Spanish mail linking the Spanish
// public pages and the English account pages (they have no Spanish twin).
// Without a language everything stays English; another language is a
// 422 on language.
func TestVisitorRequestsInSpanish(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		brand := ts.site().Data.Brand
		subjectOf := func(to, template string) string {
			t.Helper()
			list := ts.mails(to)
			for i := len(list) - 1; i >= 0; i-- {
				if list[i].Template == template {
					return list[i].Subject
				}
			}
			t.Fatalf("no %s mail to %s", template, to)
			return ""
		}

		// A privacy request from the Spanish page, and its confirmation.
		body := privacyBody("delete", "ana@example.com", "")
		body["language"] = "es"
		r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: body})
		wantStatus(t, r, http.StatusCreated)
		if got := message(t, r); !strings.HasPrefix(got, "Recibimos su solicitud.") {
			t.Errorf("Spanish privacy request answer: %q", got)
		}
		if got := subjectOf("ana@example.com", "privacy_request_confirm"); got != "Confirme su solicitud de privacidad a "+brand {
			t.Errorf("Spanish privacy mail subject: %q", got)
		}
		token := ts.mailedToken("ana@example.com", "privacy_request_confirm", "/es/privacy-request/confirm")
		if m := ts.mails("ana@example.com")[0]; !strings.Contains(m.Text, "(eliminar mis datos)") || !strings.Contains(m.Text, "El enlace vence en 7 días.") {
			t.Errorf("Spanish privacy mail:\n%s", m.Text)
		}
		r = ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": token, "language": "es"}})
		wantStatus(t, r, http.StatusOK)
		if got := message(t, r); !strings.HasPrefix(got, "Su solicitud quedó confirmada. La responderemos a más tardar el ") || !strings.Contains(got, " de 20") {
			t.Errorf("Spanish confirmation answer: %q", got)
		}
		r = ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": "nope", "language": "es"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["token"]; len(got) != 1 || !strings.HasPrefix(got[0], "Este enlace no es válido") {
			t.Errorf("Spanish bad link: %v", got)
		}
		// The same in English.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("delete", "bo@example.com", "")}), http.StatusCreated)
		if got := subjectOf("bo@example.com", "privacy_request_confirm"); got != "Confirm your privacy request to "+brand {
			t.Errorf("English privacy mail subject: %q", got)
		}
		ts.mailedToken("bo@example.com", "privacy_request_confirm", "/privacy-request/confirm")

		// Account mails: Spanish words, English account pages.
		reg := acctRegisterBody()
		reg["language"] = "es"
		r = ts.do(request{method: "POST", path: "/api/auth/register", body: reg})
		wantStatus(t, r, http.StatusCreated)
		if got := message(t, r); got != locale.Must("es", "answer.register", nil) {
			t.Errorf("Spanish register answer: %q", got)
		}
		if got := subjectOf("maria@example.com", "verify_email"); got != "Confirme su dirección de correo electrónico para "+brand {
			t.Errorf("Spanish verification subject: %q", got)
		}
		ts.mailedToken("maria@example.com", "verify_email", "/verify-email")
		access := acctToken(t, ts, "maria@example.com", "correct horse", false).AccessToken
		ts.advance(linkResendWait)
		r = ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: access, body: map[string]string{"language": "es"}})
		wantStatus(t, r, http.StatusOK)
		if got := message(t, r); got != "Enviamos un nuevo enlace de confirmación a maria@example.com. Vence en 48 horas." {
			t.Errorf("Spanish resend answer: %q", got)
		}
		ts.advance(linkResendWait)
		r = ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: access})
		wantStatus(t, r, http.StatusOK)
		if got := subjectOf("maria@example.com", "verify_email"); got != "Confirm your e-mail address for "+brand {
			t.Errorf("resend without a body: %q", got)
		}
		ts.advance(linkResendWait)
		r = ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": "maria@example.com", "language": "es"}})
		wantStatus(t, r, http.StatusOK)
		if got := message(t, r); !strings.HasPrefix(got, "Si existe una cuenta") {
			t.Errorf("Spanish forgot-password answer: %q", got)
		}
		if got := subjectOf("maria@example.com", "reset_password"); got != "Restablezca su contraseña de "+brand {
			t.Errorf("Spanish reset subject: %q", got)
		}
		ts.mailedToken("maria@example.com", "reset_password", "/reset-password")

		// The opt-out page's answers.
		r = ts.do(request{method: "POST", path: "/api/opt-out", body: map[string]any{"phone": "5551234567", "scope": "all", "language": "es"}})
		wantStatus(t, r, http.StatusCreated)
		if got := message(t, r); got != locale.Must("es", "answer.opt_out", nil) || !strings.HasPrefix(got, "Su solicitud quedó registrada.") {
			t.Errorf("Spanish opt-out answer: %q", got)
		}
		r = ts.do(request{method: "POST", path: "/api/opt-out/link", body: map[string]string{"token": "nope", "language": "es"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["token"]; len(got) != 1 || got[0] != locale.Must("es", "answer.opt_out_link.invalid", nil) {
			t.Errorf("Spanish opt-out link answer: %v", got)
		}

		// A lead form's answer is in its page's language.
		lead := contactConsultationBody()
		lead["page_url"] = "https://claims.example/es/contact-us"
		r = ts.do(request{method: "POST", path: "/api/contact", body: lead})
		wantStatus(t, r, http.StatusCreated)
		if got := message(t, r); got != "Formulario enviado correctamente. ¡Gracias por su consulta!" {
			t.Errorf("Spanish lead answer: %q", got)
		}
		lead["website"] = "https://spam.example"
		r = ts.do(request{method: "POST", path: "/api/contact", body: lead})
		wantStatus(t, r, http.StatusCreated)
		if got := message(t, r); got != "Formulario enviado correctamente. ¡Gracias por su consulta!" {
			t.Errorf("Spanish honeypot answer: %q", got)
		}

		// Another language is refused, on language.
		for _, c := range []struct {
			path string
			body map[string]any
		}{
			{"/api/opt-out", map[string]any{"phone": "5551234567", "scope": "all"}},
			{"/api/opt-out/link", map[string]any{"token": "x"}},
			{"/api/privacy-requests", privacyBody("delete", "cy@example.com", "")},
			{"/api/privacy-requests/confirm", map[string]any{"token": "x"}},
			{"/api/auth/register", map[string]any{"first_name": "A", "last_name": "B", "email": "ab@example.com", "password": "correct horse"}},
			{"/api/auth/forgot-password", map[string]any{"email": "maria@example.com"}},
			{"/api/contact", contactConsultationBody()},
		} {
			for _, bad := range []string{"fr", "ES", "es-US"} {
				c.body["language"] = bad
				r := ts.do(request{method: "POST", path: c.path, body: c.body})
				wantStatus(t, r, http.StatusUnprocessableEntity)
				if len(r.fieldErrors(t)["language"]) == 0 {
					t.Errorf("%s with language %q: no error on language", c.path, bad)
				}
			}
		}
		r = ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: access, body: map[string]string{"language": "fr"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
	})
}

// TestLocalePathIsWebuiPath: the mails' Spanish links are the pages' own
// addresses.
func TestLocalePathIsWebuiPath(t *testing.T) {
	for _, p := range []string{"/", "/opt-out", "/privacy-request/confirm"} {
		for _, lang := range []string{webui.English, webui.Spanish} {
			if locale.Path(lang, p) != webui.PathIn(lang, p) {
				t.Errorf("%s %s: locale %q, webui %q", lang, p, locale.Path(lang, p), webui.PathIn(lang, p))
			}
		}
	}
	if locale.English != webui.English || locale.Spanish != webui.Spanish {
		t.Error("language codes differ")
	}
	if got := locale.Must(locale.English, "answer.lead", nil); got != leads.SuccessMessage {
		t.Errorf("English lead answer %q, want %q", got, leads.SuccessMessage)
	}
}

// TestLeadConfirmationInPageLanguage: a lead from a Spanish page is
// confirmed in Spanish, through the intake and the outbox, with the
// Spanish opt-out page linked; one from an English page in English, even
// when it asks to be contacted in Spanish (the mail follows the page).
func TestLeadConfirmationInPageLanguage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := withConfirmations(t, ts)
		spanish := contactConsultationBody()
		spanish["page_url"], spanish["email"], spanish["phone"] = "https://claims.example/es/contact-us", "ana@example.com", "5550101010"
		leadsSubmit(t, ts, spanish)
		english := contactConsultationBody()
		english["email"], english["phone"], english["language"] = "bo@example.com", "5550202020", "es"
		leadsSubmit(t, ts, english)
		msgs := c.send(t)
		for address, want := range map[string]string{"ana@example.com": "Su solicitud a ", "bo@example.com": "Your request to "} {
			m := mailTo(t, msgs, address)
			if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); !strings.HasPrefix(subject, want) {
				t.Errorf("%s: subject %q, want %q…", address, subject, want)
			}
		}
		if body := mailTo(t, msgs, "ana@example.com").Body; !strings.Contains(body, "/es/opt-out?token=") {
			t.Errorf("the Spanish confirmation does not link the Spanish opt-out page:\n%s", body)
		}
	})
}
