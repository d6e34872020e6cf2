package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/config"
	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// siteAnswer is the part of GET /api/site these tests read.
type siteAnswer struct {
	Data struct {
		Brand            string `json:"brand"`
		Phone            string `json:"phone"`
		PhoneHref        string `json:"phone_href"`
		Address          string `json:"address"`
		FooterDisclaimer string `json:"footer_disclaimer"`
		Hero             struct {
			Headline string `json:"headline"`
			Subline  string `json:"subline"`
		} `json:"hero"`
		CTALabel  string `json:"cta_label"`
		EntryForm string `json:"entry_form"`
		Popup     struct {
			Enabled      bool   `json:"enabled"`
			DelaySeconds int    `json:"delay_seconds"`
			Headline     string `json:"headline"`
		} `json:"popup"`
		Consent struct {
			Version string `json:"version"`
			Text    string `json:"text"`
		} `json:"consent"`
		LeadVerification struct {
			Mode            string `json:"mode"`
			LeadIDScriptURL string `json:"leadid_script_url"`
		} `json:"lead_verification"`
	} `json:"data"`
}

func (ts *testServer) site() siteAnswer {
	ts.t.Helper()
	r := ts.get("/api/site", "")
	wantStatus(ts.t, r, http.StatusOK)
	var a siteAnswer
	r.decode(ts.t, &a)
	return a
}

func (ts *testServer) putSettings(token string, body any) response {
	ts.t.Helper()
	return ts.do(request{method: "PUT", path: "/api/admin/settings", token: token, body: body})
}

// TestSettingsDefaultsFromFlags: with nothing saved, the settings are the
// start-up flags (and the product's defaults where there is no flag).
func TestSettingsDefaultsFromFlags(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.get("/api/admin/settings", token)
		wantStatus(t, r, http.StatusOK)
		var got struct {
			Data map[string]any `json:"data"`
		}
		r.decode(t, &got)
		want := map[string]any{
			"brand": "Flag Brand", "phone": "1-800-555-0100", "email": ts.cfg.Site.Email,
			"lead_verification": "optional", "popup_enabled": true, "popup_delay_seconds": float64(3),
			"lead_retention_years": float64(4), "address": "",
			"hero_headline": settings.DefaultHeroHeadline, "hero_subline": settings.DefaultHeroSubline,
			"cta_label": "Get a Free Consultation", "entry_form": "short",
		}
		for k, v := range want {
			if got.Data[k] != v {
				t.Errorf("%s: got %v, want %v", k, got.Data[k], v)
			}
		}
		if emails, _ := got.Data["notify_emails"].([]any); len(emails) != 1 || emails[0] != "ops@claims.example" {
			t.Errorf("notify_emails: got %v, want [ops@claims.example]", got.Data["notify_emails"])
		}
		site := ts.site().Data
		if site.Brand != "Flag Brand" || site.Phone != "1-800-555-0100" || !site.Popup.Enabled || site.Popup.DelaySeconds != 3 ||
			site.Popup.Headline != "Claim Your Personal Injury Compensation" || site.FooterDisclaimer == "" ||
			site.Hero.Headline != "Hurt in an accident? Get the compensation you deserve." ||
			!strings.HasPrefix(site.Hero.Subline, "{brand} connects people") || site.CTALabel != "Get a Free Consultation" || site.EntryForm != "short" {
			t.Errorf("GET /api/site: got %+v", site)
		}
		if site.Consent.Version != ts.cfg.Site.ConsentVersion() {
			t.Errorf("consent version: got %q, want the flags' %q", site.Consent.Version, ts.cfg.Site.ConsentVersion())
		}
		if ts.server.Settings().Latest().LeadRetention() != 4*365*24*time.Hour {
			t.Errorf("lead retention: got %v, want 4 years", ts.server.Settings().Latest().LeadRetention())
		}

		wantStatus(t, ts.get("/api/admin/settings", ""), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/admin/settings", ts.user(access.User, "user@example.com")), http.StatusForbidden)
		wantStatus(t, ts.putSettings("", map[string]any{"phone": "1-800-555-0199"}), http.StatusUnauthorized)
	}, func(c *config.Config) {
		c.Site.Brand, c.Site.Phone = "Flag Brand", "1-800-555-0100"
		c.NotifyEmails = []string{"ops@claims.example"}
	})
}

// TestSettingsSaveWins: a saved value replaces the flag at once, on this
// instance and on another sharing the database, cached answers included;
// a setting never saved keeps following its flag.
func TestSettingsSaveWins(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		token := ts.admin()
		other := newTestServer(t, ts.store, ts.cfg)
		other.keepAnswers = true
		for _, s := range []*testServer{ts, other} {
			if got := s.site().Data.Phone; got != ts.cfg.Site.Phone {
				t.Fatalf("before: phone %q, want the flag's %q", got, ts.cfg.Site.Phone)
			}
		}

		r := ts.putSettings(token, map[string]any{
			"phone": " (800) 555-0199 ", "address": "1 Main St, Austin, TX 78701", "popup_enabled": false,
			"popup_delay_seconds": 10, "notify_emails": []string{"Owner@Claims.example", "owner@claims.example", ""},
			"lead_retention_years": 6, "hero_headline": " Injured? Find out what your claim is worth. ",
			"hero_subline": "{brand} finds you a lawyer.", "cta_label": "Check My Claim", "entry_form": "case_evaluation",
		})
		wantStatus(t, r, http.StatusOK)
		var saved struct {
			Data map[string]any `json:"data"`
		}
		r.decode(t, &saved)
		if saved.Data["phone"] != "(800) 555-0199" {
			t.Errorf("saved phone: got %v, want it trimmed", saved.Data["phone"])
		}
		if emails, _ := saved.Data["notify_emails"].([]any); len(emails) != 1 || emails[0] != "owner@claims.example" {
			t.Errorf("saved notify_emails: got %v, want [owner@claims.example]", saved.Data["notify_emails"])
		}
		for name, s := range map[string]*testServer{"this instance": ts, "another instance": other} {
			site := s.site().Data
			if site.Phone != "(800) 555-0199" || site.PhoneHref != "tel:+18005550199" || site.Address != "1 Main St, Austin, TX 78701" ||
				site.Popup.Enabled || site.Popup.DelaySeconds != 10 || site.Hero.Headline != "Injured? Find out what your claim is worth." ||
				site.Hero.Subline != "{brand} finds you a lawyer." || site.CTALabel != "Check My Claim" || site.EntryForm != "case_evaluation" {
				t.Errorf("%s after save: got %+v", name, site)
			}
			if got := s.server.Settings().Latest(); got.LeadRetentionYears != 6 || len(got.NotifyEmails) != 1 {
				t.Errorf("%s: settings snapshot %+v", name, got.Settings)
			}
		}

		// A third instance started with another brand flag: the brand was
		// never saved, so it follows that flag; the phone was, so it wins.
		cfg := ts.cfg
		cfg.Site.Brand, cfg.Site.Phone = "Restarted Brand", "1-800-555-0000"
		third := newTestServer(t, ts.store, cfg)
		if site := third.site().Data; site.Brand != "Restarted Brand" || site.Phone != "(800) 555-0199" {
			t.Errorf("restart with new flags: brand %q phone %q, want the new brand flag and the saved phone", site.Brand, site.Phone)
		}
	})
}

// TestSettingsValidation: each bad value is a 422 on its field, and
// nothing is saved.
func TestSettingsValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		long := strings.Repeat("x", 2001)
		for _, c := range []struct {
			name  string
			body  map[string]any
			field string
		}{
			{"empty brand", map[string]any{"brand": "  "}, "brand"},
			{"phone with letters", map[string]any{"phone": "call 555"}, "phone"},
			{"phone too short", map[string]any{"phone": "555-0100"}, "phone"},
			{"11 digits not starting with 1", map[string]any{"phone": "2-888-555-0142"}, "phone"},
			{"bad email", map[string]any{"email": "help@"}, "email"},
			{"facebook not a URL", map[string]any{"facebook_url": "facebook.com/me"}, "facebook_url"},
			{"news javascript", map[string]any{"news_url": "javascript:alert(1)"}, "news_url"},
			{"script over http", map[string]any{"leadid_script_url": "http://create.lidstatic.com/c.js"}, "leadid_script_url"},
			{"trustedform not a URL", map[string]any{"trustedform_script_url": "not a url"}, "trustedform_script_url"},
			{"delay too long", map[string]any{"popup_delay_seconds": 121}, "popup_delay_seconds"},
			{"delay negative", map[string]any{"popup_delay_seconds": -1}, "popup_delay_seconds"},
			{"headline empty while on", map[string]any{"popup_enabled": true, "popup_headline": ""}, "popup_headline"},
			{"mode unknown", map[string]any{"lead_verification": "always"}, "lead_verification"},
			{"hero headline empty", map[string]any{"hero_headline": " "}, "hero_headline"},
			{"hero headline too long", map[string]any{"hero_headline": strings.Repeat("h", settings.MaxHeroHeadline+1)}, "hero_headline"},
			{"hero sub-line too long", map[string]any{"hero_subline": strings.Repeat("s", settings.MaxHeroSubline+1)}, "hero_subline"},
			{"button label too long", map[string]any{"cta_label": strings.Repeat("c", settings.MaxCTALabel+1)}, "cta_label"},
			{"entry form unknown", map[string]any{"entry_form": "long"}, "entry_form"},
			{"required without scripts", map[string]any{"lead_verification": "required"}, "lead_verification"},
			{"retention zero", map[string]any{"lead_retention_years": 0}, "lead_retention_years"},
			{"retention eleven", map[string]any{"lead_retention_years": 11}, "lead_retention_years"},
			{"address too long", map[string]any{"address": strings.Repeat("a", 301)}, "address"},
			{"disclaimer too long", map[string]any{"footer_disclaimer": long}, "footer_disclaimer"},
			{"disclaimer empty", map[string]any{"footer_disclaimer": ""}, "footer_disclaimer"},
			{"notify not an address", map[string]any{"notify_emails": []string{"ops@claims.example", "nope"}}, "notify_emails"},
			{"notify with a name", map[string]any{"notify_emails": []string{"Ops <ops@claims.example>"}}, "notify_emails"},
			{"wrong type", map[string]any{"popup_delay_seconds": "ten"}, "popup_delay_seconds"},
			{"null", map[string]any{"brand": nil}, "brand"},
			{"unknown setting", map[string]any{"favourite_colour": "navy"}, "favourite_colour"},
		} {
			t.Run(c.name, func(t *testing.T) {
				r := ts.putSettings(token, c.body)
				wantStatus(t, r, http.StatusUnprocessableEntity)
				if errs := r.fieldErrors(t); len(errs[c.field]) == 0 {
					t.Errorf("errors: got %v, want one on %s", errs, c.field)
				}
			})
		}
		if got := ts.site().Data.Phone; got != ts.cfg.Site.Phone {
			t.Errorf("after refused saves: phone %q, want the flag's", got)
		}
		wantStatus(t, ts.putSettings(token, map[string]any{}), http.StatusBadRequest)
		wantStatus(t, ts.putSettings(token, `[`), http.StatusBadRequest)
		// Required verification with a script is fine.
		wantStatus(t, ts.putSettings(token, map[string]any{"lead_verification": "required",
			"trustedform_script_url": "https://api.trustedform.com/trustedform.js"}), http.StatusOK)
	})
}

// TestCSPFollowsSettings: the script origins of the Content-Security-Policy
// are the saved script URLs, on every instance, without a restart.
func TestCSPFollowsSettings(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		other := newTestServer(t, ts.store, ts.cfg)
		csp := func(s *testServer) string { return s.get("/", "").Header().Get("Content-Security-Policy") }
		if got := csp(ts); strings.Contains(got, "lidstatic") {
			t.Fatalf("CSP before: %s", got)
		}
		wantStatus(t, ts.putSettings(ts.admin(), map[string]any{"leadid_script_url": "https://create.lidstatic.com/campaign/abc.js"}), http.StatusOK)
		for name, s := range map[string]*testServer{"this instance": ts, "another instance": other} {
			got := csp(s)
			if !strings.Contains(got, "script-src 'self' https://create.lidstatic.com https://*.lidstatic.com") {
				t.Errorf("%s CSP after save: %s", name, got)
			}
			if api := s.get("/api/site", "").Header().Get("Content-Security-Policy"); api != got {
				t.Errorf("%s: the API's policy %q differs from the page's", name, api)
			}
		}
		wantStatus(t, ts.putSettings(ts.admin2(), map[string]any{"leadid_script_url": ""}), http.StatusOK)
		if got := csp(other); strings.Contains(got, "lidstatic") {
			t.Errorf("CSP after the URL was removed: %s", got)
		}
	})
}

// admin2 is a second admin (ts.admin creates admin@example.com once).
func (ts *testServer) admin2() string { return ts.user(access.Admin, "admin2@example.com") }

// TestMailUsesSavedSettings: every mail written after a save names the
// saved brand, phone and e-mail.
func TestMailUsesSavedSettings(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		wantStatus(t, ts.putSettings(ts.admin(), map[string]any{"brand": "Harbor Injury Line", "phone": "1-877-555-0123",
			"email": "care@harbor.example"}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": "user@example.com"}}), http.StatusOK)
		list := ts.mails("user@example.com")
		if len(list) != 1 {
			t.Fatalf("mails: got %d, want 1", len(list))
		}
		for _, want := range []string{"Harbor Injury Line", "1-877-555-0123", "care@harbor.example"} {
			if !strings.Contains(list[0].Text, want) && !strings.Contains(list[0].Subject, want) {
				t.Errorf("mail does not name %q:\n%s\n%s", want, list[0].Subject, list[0].Text)
			}
		}
		if strings.Contains(list[0].Text+list[0].Subject, ts.cfg.Site.Brand) {
			t.Errorf("mail still names the flag's brand %q", ts.cfg.Site.Brand)
		}
	})
}

type consentList struct {
	Data []store.ConsentPublication `json:"data"`
}

func (ts *testServer) consentTexts(token string) []store.ConsentPublication {
	ts.t.Helper()
	r := ts.get("/api/admin/consent-texts", token)
	wantStatus(ts.t, r, http.StatusOK)
	var l consentList
	r.decode(ts.t, &l)
	return l.Data
}

// TestConsentTexts: each save is a new version, the newest is current and
// shown at once, old versions stay as they were, and each lead keeps the
// wording its visitor saw.
func TestConsentTexts(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		token := ts.admin()
		first := ts.consentTexts(token)
		if len(first) != 1 || !first[0].Current || first[0].Version != ts.cfg.Site.ConsentVersion() || first[0].PublishedBy != "" {
			t.Fatalf("seeded versions: %+v", first)
		}
		oldVersion, oldText := first[0].Version, first[0].Text
		before := leadsSubmit(t, ts, contactConsultationBody())

		const newText = "I agree to be called, texted and e-mailed by Harbor Injury Line, Alpha Brand and Beta Brand. I can revoke this at any time."
		r := ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": "  " + newText + "\r\n"}})
		wantStatus(t, r, http.StatusCreated)
		list := ts.consentTexts(token)
		if len(list) != 2 || !list[0].Current || list[1].Current || list[0].Text != newText || list[1].Text != oldText ||
			list[0].Leads != 0 || list[1].Leads != 1 || !strings.Contains(list[0].PublishedBy, "admin@example.com") {
			t.Fatalf("after publish: %+v", list)
		}
		newVersion := list[0].Version
		if site := ts.site().Data; site.Consent.Version != newVersion || site.Consent.Text != newText {
			t.Errorf("GET /api/site consent after publish: %+v", site.Consent)
		}

		// The lead from before keeps its words.
		lead := adminLead(t, ts, token, before)
		if lead.Consent.TextVersion != oldVersion || lead.Consent.Text != oldText {
			t.Errorf("old lead's consent: %q %q", lead.Consent.TextVersion, lead.Consent.Text)
		}
		// A form loaded before the change sends the version it showed: it
		// is recorded while it was current less than a day ago.
		body := contactConsultationBody()
		body["consent_version"] = oldVersion
		body["email"], body["phone"] = "late@example.com", "5550001111"
		if got := adminLead(t, ts, token, leadsSubmit(t, ts, body)).Consent.TextVersion; got != oldVersion {
			t.Errorf("lead from a form that showed the old text: version %q, want %q", got, oldVersion)
		}
		body["consent_version"] = "c-0000000000000000"
		body["email"], body["phone"] = "forged@example.com", "5550002222"
		if got := adminLead(t, ts, token, leadsSubmit(t, ts, body)).Consent.TextVersion; got != newVersion {
			t.Errorf("lead with an unknown version: %q, want the current %q", got, newVersion)
		}
		ts.advance(25 * time.Hour)
		token = ts.admin2() // the first session has expired
		body["consent_version"] = oldVersion
		body["email"], body["phone"] = "days@example.com", "5550003333"
		if got := adminLead(t, ts, token, leadsSubmit(t, ts, body)).Consent.TextVersion; got != newVersion {
			t.Errorf("lead sending a version replaced a day ago: %q, want the current %q", got, newVersion)
		}

		// Publishing the current words again is refused; the old words
		// again are a new publication of the old version.
		r = ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": newText}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		r = ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": oldText}})
		wantStatus(t, r, http.StatusCreated)
		list = ts.consentTexts(token)
		if len(list) != 3 || list[0].Version != oldVersion || !list[0].Current || list[0].Leads != 2 || list[1].Version != newVersion {
			t.Errorf("after republishing the old words: %+v", list)
		}
		if got := ts.site().Data.Consent.Version; got != oldVersion {
			t.Errorf("current after republishing: %q, want %q", got, oldVersion)
		}

		for name, body := range map[string]any{
			"empty":    map[string]string{"text": "   "},
			"too long": map[string]string{"text": strings.Repeat("a", 5001)},
			"missing":  map[string]string{},
		} {
			r := ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if len(r.fieldErrors(t)["text"]) == 0 {
				t.Errorf("%s: no error on text", name)
			}
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: `{`}), http.StatusBadRequest)
		user := ts.user(access.User, "user@example.com")
		wantStatus(t, ts.get("/api/admin/consent-texts", ""), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/admin/consent-texts", user), http.StatusForbidden)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: user, body: map[string]string{"text": "x"}}), http.StatusForbidden)
		// Versions are never changed or deleted through the API.
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/consent-texts", token: token}), http.StatusMethodNotAllowed)
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": "x"}}), http.StatusMethodNotAllowed)
	})
}

// TestConsentSeedOnlyOnce: the flags' wording is the first version of an
// empty database and never replaces a published one at a later start.
func TestConsentSeedOnlyOnce(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		token := ts.admin()
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/consent-texts", token: token, body: map[string]string{"text": "Operator words."}}), http.StatusCreated)
		cfg := ts.cfg
		cfg.Site.ConsentBrands = "Other Brands"
		seeded, err := ts.store.SeedConsentText(ctx, store.ConsentText{Version: cfg.Site.ConsentVersion(), Text: cfg.Site.ConsentText()})
		if err != nil || seeded {
			t.Fatalf("seed over a published text: seeded %v, err %v", seeded, err)
		}
		if got := newTestServer(t, ts.store, cfg).site().Data.Consent.Text; got != "Operator words." {
			t.Errorf("after a restart with other flags: %q, want the operator's words", got)
		}
		if n := len(ts.consentTexts(token)); n != 2 {
			t.Errorf("versions: %d, want 2", n)
		}
	})
}

// adminLead loads a lead through the admin API.
func adminLead(t *testing.T, ts *testServer, token string, id int64) struct {
	Consent struct {
		TextVersion string `json:"text_version"`
		Text        string `json:"text"`
	} `json:"consent"`
} {
	t.Helper()
	r := ts.get("/api/admin/leads/"+strconv.FormatInt(id, 10), token)
	wantStatus(t, r, http.StatusOK)
	var body struct {
		Data struct {
			Consent struct {
				TextVersion string `json:"text_version"`
				Text        string `json:"text"`
			} `json:"consent"`
		} `json:"data"`
	}
	r.decode(t, &body)
	return body.Data
}

// TestSettingsAcrossInstances: two instances, each with its own store on
// the same PostgreSQL database (as behind a load balancer). A save on one
// is what the other answers with on its next request: the public settings,
// its cached answer, the CSP and the brand of its mails.
func TestSettingsAcrossInstances(t *testing.T) {
	if !slices.Contains(storetest.Dialects(t), store.Postgres) {
		t.Skip("PostgreSQL not configured")
	}
	first, another := storetest.OpenShared(t, store.Postgres, seeded(testConfig(t)))
	a := newTestServer(t, first, testConfig(t))
	b := newTestServer(t, another(), testConfig(t))
	a.keepAnswers, b.keepAnswers = true, true
	if got := b.site().Data.Phone; got != b.cfg.Site.Phone {
		t.Fatalf("before: %q", got)
	}
	wantStatus(t, a.putSettings(a.admin(), map[string]any{"phone": "1-866-555-0177", "brand": "Second Instance Brand",
		"trustedform_script_url": "https://api.trustedform.com/trustedform.js"}), http.StatusOK)
	if site := b.site().Data; site.Phone != "1-866-555-0177" || site.Brand != "Second Instance Brand" {
		t.Errorf("the other instance after the save: %+v", site)
	}
	if csp := b.get("/", "").Header().Get("Content-Security-Policy"); !strings.Contains(csp, "https://api.trustedform.com") {
		t.Errorf("the other instance's CSP: %s", csp)
	}
	if got := b.server.Composer().Brand(); got != "Second Instance Brand" {
		t.Errorf("the other instance's mail brand: %q", got)
	}
	wantStatus(t, a.do(request{method: "POST", path: "/api/admin/consent-texts", token: a.admin2(), body: map[string]string{"text": "Words from instance A."}}), http.StatusCreated)
	if got := b.site().Data.Consent.Text; got != "Words from instance A." {
		t.Errorf("the other instance's consent text: %q", got)
	}
}
