package settings

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/config"
)

func TestValidPhone(t *testing.T) {
	for _, c := range []struct {
		phone string
		want  bool
	}{
		{"1-888-555-0142", true},
		{"(888) 555-0142", true},
		{"+1 888.555.0142", true},
		{"8885550142", true},
		{"888-555-014", false},
		{"2-888-555-0142", false},
		{"888 555 0142 ext 2", false},
		{"1+888-555-0142", false},
		{"", false},
	} {
		if got := validPhone(c.phone); got != c.want {
			t.Errorf("validPhone(%q): got %v, want %v", c.phone, got, c.want)
		}
	}
}

func TestWebURL(t *testing.T) {
	for _, c := range []struct {
		url       string
		httpsOnly bool
		want      bool
	}{
		{"https://www.facebook.com/claims", false, true},
		{"http://news.example/", false, true},
		{"http://create.lidstatic.com/c.js", true, false},
		{"https://create.lidstatic.com/c.js", true, true},
		{"javascript:alert(1)", false, false},
		{"//evil.example/x.js", true, false},
		{"https://user:pw@evil.example/", false, false},
		{"https://a.example/\"onload", false, false},
	} {
		if got := webURL(c.url, c.httpsOnly); got != c.want {
			t.Errorf("webURL(%q, %v): got %v, want %v", c.url, c.httpsOnly, got, c.want)
		}
	}
}

// TestDefaultsAreValid: an empty database with the default flags must be
// savable as it is (the admin form sends every field).
func TestDefaultsAreValid(t *testing.T) {
	t.Setenv("CLAIMSITE_NOTIFY_EMAILS", "ops@claims.example")
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	d := Defaults(cfg)
	if errs := d.normalized().Validate(); errs.Any() {
		t.Errorf("defaults do not validate: %v", errs)
	}
	if d.LeadRetentionYears != 4 || d.LeadRetention() != 4*365*24*time.Hour {
		t.Errorf("retention: %d years, %v", d.LeadRetentionYears, d.LeadRetention())
	}
	if len(d.NotifyEmails) != 1 || d.Brand != cfg.Site.Brand || d.Phone != cfg.Site.Phone {
		t.Errorf("defaults do not follow the flags: %+v", d)
	}
}

func TestApplyReportsPerField(t *testing.T) {
	base := Settings{Brand: "A", PopupDelaySeconds: 3}
	got, errs := Apply(base, map[string]json.RawMessage{"brand": json.RawMessage(`"  B  "`), "popup_delay_seconds": json.RawMessage(`7`)})
	if errs.Any() || got.Brand != "B" || got.PopupDelaySeconds != 7 {
		t.Errorf("Apply: got %+v, %v", got, errs)
	}
	_, errs = Apply(base, map[string]json.RawMessage{"brand": json.RawMessage(`1`), "nope": json.RawMessage(`"x"`)})
	if !errs.Has("brand") || !errs.Has("nope") {
		t.Errorf("Apply with a wrong type and an unknown key: errors %v", errs)
	}
}

// TestConsentVersionMatchesConfig: the version of a text the operator
// publishes is made as the flags' one is, so the same words are one version.
func TestConsentVersionMatchesConfig(t *testing.T) {
	site := config.Site{Brand: "Claim Help", ConsentBrands: "A and B"}
	if got, want := ConsentVersion(site.ConsentText()), site.ConsentVersion(); got != want {
		t.Errorf("ConsentVersion: got %q, want %q", got, want)
	}
}

// TestHomePageSettings: the hero's words, the main button's label and the
// entry form are settings with the home page's words as defaults, and the
// limits experiments vary them within.
func TestHomePageSettings(t *testing.T) {
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	d := Defaults(cfg).normalized()
	if d.HeroHeadline != "Hurt in an accident? Get the compensation you deserve." || d.CTALabel != "Get a Free Consultation" ||
		d.EntryForm != "short" || !strings.HasPrefix(d.HeroSubline, "{brand} connects people injured") {
		t.Errorf("defaults: %q %q %q %q", d.HeroHeadline, d.HeroSubline, d.CTALabel, d.EntryForm)
	}
	for _, limit := range []struct{ got, want int }{{len(DefaultHeroHeadline), MaxHeroHeadline}, {len(DefaultHeroSubline), MaxHeroSubline}, {len(DefaultCTALabel), MaxCTALabel}} {
		if limit.got > limit.want {
			t.Errorf("a default of %d characters is over its limit %d", limit.got, limit.want)
		}
	}
	for _, c := range []struct {
		name  string
		patch string
		field string // the field in error; "" for none
	}{
		{"headline at its limit", `{"hero_headline": "` + strings.Repeat("é", MaxHeroHeadline) + `"}`, ""},
		{"headline too long", `{"hero_headline": "` + strings.Repeat("a", MaxHeroHeadline+1) + `"}`, "hero_headline"},
		{"headline blank", `{"hero_headline": "   "}`, "hero_headline"},
		{"sub-line at its limit", `{"hero_subline": "` + strings.Repeat("a", MaxHeroSubline) + `"}`, ""},
		{"sub-line too long", `{"hero_subline": "` + strings.Repeat("a", MaxHeroSubline+1) + `"}`, "hero_subline"},
		{"sub-line empty", `{"hero_subline": ""}`, "hero_subline"},
		{"label at its limit", `{"cta_label": "` + strings.Repeat("a", MaxCTALabel) + `"}`, ""},
		{"label too long", `{"cta_label": "` + strings.Repeat("a", MaxCTALabel+1) + `"}`, "cta_label"},
		{"label empty", `{"cta_label": ""}`, "cta_label"},
		{"case evaluation", `{"entry_form": "case_evaluation"}`, ""},
		{"short form", `{"entry_form": " short "}`, ""},
		{"unknown form", `{"entry_form": "long"}`, "entry_form"},
		{"form empty", `{"entry_form": ""}`, "entry_form"},
		{"form of the wrong type", `{"entry_form": 1}`, "entry_form"},
	} {
		var patch map[string]json.RawMessage
		if err := json.Unmarshal([]byte(c.patch), &patch); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		s, errs := Apply(d, patch)
		if !errs.Any() {
			errs = s.Validate()
		}
		switch {
		case c.field == "" && errs.Any():
			t.Errorf("%s: errors %v, want none", c.name, errs)
		case c.field != "" && (!errs.Has(c.field) || len(errs) != 1):
			t.Errorf("%s: errors %v, want one on %s", c.name, errs, c.field)
		}
	}
	if !slices.Equal(EntryForms, []string{"short", "case_evaluation"}) {
		t.Errorf("EntryForms: %v", EntryForms)
	}
}
