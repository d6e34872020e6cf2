package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/seed"
	"claimsite/internal/settings"
	"claimsite/internal/store"
)

// siteConsentIn is the consent of GET /api/site?lang=lang.
func (ts *testServer) siteConsentIn(lang string) consentText {
	ts.t.Helper()
	r := ts.get("/api/site?lang="+lang, "")
	wantStatus(ts.t, r, http.StatusOK)
	var a struct {
		Data struct {
			Consent consentText `json:"consent"`
		} `json:"data"`
	}
	r.decode(ts.t, &a)
	return a.Data.Consent
}

// leadOf is lead id as the admin API shows it.
func leadOf(t *testing.T, ts *testServer, token string, id int64) leads.Lead {
	t.Helper()
	r := ts.get("/api/admin/leads/"+strconv.FormatInt(id, 10), token)
	wantStatus(t, r, http.StatusOK)
	var a struct {
		Data leads.Lead `json:"data"`
	}
	r.decode(t, &a)
	return a.Data
}

// TestConsentPerLanguage (decision 066): consent texts are published per
// language; the Spanish pages show the current Spanish text, or the
// English one while none is published; a lead keeps the version and the
// language of the words it agreed to, apart from its contact language,
// which the body gives or the page URL under /es.
func TestConsentPerLanguage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		english := ts.site().Data.Consent
		serial := 0
		submit := func(page, version, language string) leads.Lead {
			t.Helper()
			serial++
			body := contactConsultationBody()
			body["page_url"] = page
			body["email"], body["phone"] = "p"+strconv.Itoa(serial)+"@example.com", "55500"+strconv.Itoa(10000+serial)
			if version != "" {
				body["consent_version"] = version
			}
			if language != "" {
				body["language"] = language
			}
			return leadOf(t, ts, token, leadsSubmit(t, ts, body))
		}

		// No Spanish text yet: the Spanish pages offer the English consent,
		// and their leads keep English words but a Spanish contact language.
		if c := ts.siteConsentIn("es"); c.Version != english.Version || c.Language != "en" || !strings.Contains(c.HTML, `href="/privacy-policy"`) {
			t.Fatalf("Spanish site before a Spanish text: %+v", c)
		}
		l := submit("https://claims.example/es/contact-us", english.Version, "")
		if l.Consent.Language != "en" || l.Consent.TextVersion != english.Version || l.Language != "es" {
			t.Errorf("lead of a Spanish page without a Spanish text: consent %s %s, language %s", l.Consent.Language, l.Consent.TextVersion, l.Language)
		}
		if l := submit("https://claims.example/es/contact-us", "", ""); l.Consent.Language != "en" || l.Consent.TextVersion != english.Version {
			t.Errorf("lead of a Spanish page sending no version: %+v", l.Consent)
		}

		// The first Spanish text.
		spanish := seed.SpanishConsentFor("Harbor", "Alpha y Beta")
		r := ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": spanish.Text, "language": "es"}})
		wantStatus(t, r, http.StatusCreated)
		list := ts.consentTexts(token)
		current := map[string]string{}
		for _, p := range list {
			if p.Current {
				current[p.Language] = p.Version
			}
		}
		if len(list) != 2 || current["en"] != english.Version || current["es"] != spanish.Version || list[0].Language != "es" {
			t.Fatalf("publications after the first Spanish text: %+v", list)
		}
		if c := ts.siteConsentIn("es"); c.Version != spanish.Version || c.Text != spanish.Text || c.Language != "es" ||
			!strings.Contains(c.HTML, `<a href="/es/privacy-policy" target="_blank" rel="noopener">Política de Privacidad</a>`) {
			t.Errorf("Spanish site: %+v", c)
		}
		if c := ts.site().Data.Consent; c.Version != english.Version {
			t.Errorf("English site after a Spanish text: %+v", c)
		}
		if c := ts.siteConsentIn("en"); c.Version != english.Version || c.Language != "en" {
			t.Errorf("?lang=en: %+v", c)
		}

		// A lead keeps the language of the version it sent, whatever the
		// page; its contact language is the body's, else the page's.
		l = submit("https://claims.example/es/contact-us", spanish.Version, "")
		if l.Consent.Language != "es" || l.Consent.TextVersion != spanish.Version || l.Consent.Text != spanish.Text || l.Language != "es" {
			t.Errorf("Spanish lead: consent %s %s, language %s", l.Consent.Language, l.Consent.TextVersion, l.Language)
		}
		l = submit("https://claims.example/es/contact-us", spanish.Version, "en")
		if l.Consent.Language != "es" || l.Language != "en" {
			t.Errorf("Spanish words, English contact: consent %s, language %s", l.Consent.Language, l.Language)
		}
		l = submit("https://claims.example/services", english.Version, "es")
		if l.Consent.Language != "en" || l.Language != "es" {
			t.Errorf("English words, Spanish contact: consent %s, language %s", l.Consent.Language, l.Language)
		}
		if l := submit("https://claims.example/es", "", ""); l.Consent.TextVersion != spanish.Version || l.Language != "es" {
			t.Errorf("Spanish home sending no version: %s %s", l.Consent.TextVersion, l.Language)
		}
		if l := submit("https://claims.example/services", "c-0000000000000000", ""); l.Consent.TextVersion != english.Version || l.Language != "en" {
			t.Errorf("unknown version on an English page: %s %s", l.Consent.TextVersion, l.Language)
		}

		// A stale version is replaced by the current text of its own
		// language.
		const newer = "Acepto que Harbor me llame y me escriba. Puedo revocarlo en cualquier momento."
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": newer, "language": "es"}}), http.StatusCreated)
		ts.advance(25 * time.Hour)
		token = ts.admin2()
		if l := submit("https://claims.example/services", spanish.Version, ""); l.Consent.TextVersion != settings.ConsentVersion(newer) || l.Consent.Language != "es" {
			t.Errorf("stale Spanish version: %s %s, want the current Spanish", l.Consent.TextVersion, l.Consent.Language)
		}

		// Refusals.
		for name, body := range map[string]map[string]string{
			"English words as Spanish": {"text": english.Text, "language": "es"},
			"Spanish words as English": {"text": newer},
			"current Spanish again":    {"text": newer, "language": "es"},
		} {
			r := ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if len(r.fieldErrors(t)["text"]) == 0 {
				t.Errorf("%s: no error on text", name)
			}
		}
		r = ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": "Words.", "language": "fr"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if len(r.fieldErrors(t)["language"]) == 0 {
			t.Error("publish in fr: no error on language")
		}
		for _, q := range []string{"fr", "ES", "es-US"} {
			r := ts.get("/api/site?lang="+q, "")
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if len(r.fieldErrors(t)["lang"]) == 0 {
				t.Errorf("?lang=%s: no error on lang", q)
			}
		}
		body := contactConsultationBody()
		body["language"] = "fr"
		r = ts.do(request{method: "POST", path: "/api/contact", body: body})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if len(r.fieldErrors(t)["language"]) == 0 {
			t.Error("lead in fr: no error on language")
		}
	})
}

// TestConsentSeedSpanish: the start-up publishes the first Spanish text
// once, and only while the flags' English words are the current English
// text (a Spanish wording of other words would be another consent).
func TestConsentSeedSpanish(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := t.Context()
		english := store.ConsentText{Version: ts.cfg.Site.ConsentVersion(), Text: ts.cfg.Site.ConsentText()}
		spanish := seed.SpanishConsentFor(ts.cfg.Site.Brand, ts.cfg.Site.ConsentBrands)
		if spanish.Version != settings.ConsentVersion(spanish.Text) {
			t.Fatalf("Spanish version %s is not its words' hash", spanish.Version)
		}
		published, err := seed.ConsentTexts(ctx, ts.store, english, spanish)
		if err != nil || len(published) != 1 || published[0] != "es" {
			t.Fatalf("first start after the Spanish text arrived: %v %v", published, err)
		}
		if c := ts.siteConsentIn("es"); c.Version != spanish.Version || c.Language != "es" {
			t.Errorf("Spanish site after the seed: %+v", c)
		}
		if published, err = seed.ConsentTexts(ctx, ts.store, english, spanish); err != nil || len(published) != 0 {
			t.Errorf("second start: %v %v", published, err)
		}
	})
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": "Operator words."}}), http.StatusCreated)
		english := store.ConsentText{Version: ts.cfg.Site.ConsentVersion(), Text: ts.cfg.Site.ConsentText()}
		published, err := seed.ConsentTexts(t.Context(), ts.store, english, seed.SpanishConsentFor(ts.cfg.Site.Brand, ts.cfg.Site.ConsentBrands))
		if err != nil || len(published) != 0 {
			t.Fatalf("seed over the operator's English: %v %v", published, err)
		}
		if c := ts.siteConsentIn("es"); c.Text != "Operator words." || c.Language != "en" {
			t.Errorf("Spanish site: %+v", c)
		}
	})
}
