package locale

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
)

// catalog reads a language's catalogue file: id to message (a string, or
// plural forms).
func catalog(t *testing.T, lang string) map[string]any {
	t.Helper()
	b, err := catalogs.ReadFile(catalogFiles[lang])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s: %v", lang, err)
	}
	return m
}

// TestCatalogs: both catalogues hold the same keys, plural or not alike;
// every message renders in its language for every count (CLDR's forms
// for Spanish include "many"), and no message holds markup (the mail
// templates trust the catalogues' words as HTML).
func TestCatalogs(t *testing.T) {
	en, es := catalog(t, English), catalog(t, Spanish)
	for id := range en {
		if _, ok := es[id]; !ok {
			t.Errorf("%q is in the English catalogue and not the Spanish one", id)
		}
	}
	for id := range es {
		if _, ok := en[id]; !ok {
			t.Errorf("%q is in the Spanish catalogue and not the English one", id)
		}
	}
	for lang, m := range map[string]map[string]any{English: en, Spanish: es} {
		for id, v := range m {
			var texts []string
			switch x := v.(type) {
			case string:
				texts = []string{x}
				if _, err := T(lang, id, map[string]any{}); err != nil {
					t.Errorf("%s %q: %v", lang, id, err)
				}
			case map[string]any:
				if _, ok := en[id].(map[string]any); !ok {
					t.Errorf("%q is plural in %s only", id, lang)
				}
				for _, f := range x {
					texts = append(texts, f.(string))
				}
				for _, n := range []int{0, 1, 2, 7, 48, 1000000} {
					if _, err := N(lang, id, n, nil); err != nil {
						t.Errorf("%s %q for %d: %v", lang, id, n, err)
					}
				}
			default:
				t.Errorf("%s %q: neither text nor plural forms", lang, id)
			}
			for _, s := range texts {
				if strings.ContainsAny(s, "<>&") {
					t.Errorf("%s %q holds markup: %q", lang, id, s)
				}
				if s == "" {
					t.Errorf("%s %q is empty", lang, id)
				}
			}
		}
	}
	if got, _ := N(Spanish, "verify_email.expiry", 1, nil); !strings.Contains(got, "1 hora.") {
		t.Errorf("Spanish singular: %q", got)
	}
	if got, _ := N(Spanish, "verify_email.expiry", 48, nil); !strings.Contains(got, "48 horas.") {
		t.Errorf("Spanish plural: %q", got)
	}
}

// TestDates: English as the mails always wrote it; Spanish with its month
// names (monday) and es-US's a. m. and p. m.
func TestDates(t *testing.T) {
	zone, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 3, 3, 19, 15, 0, 0, time.UTC)
	for _, c := range []struct{ lang, date, moment string }{
		{English, "March 3, 2026", "March 3, 2026 at 2:15 PM EST (America/New_York)"},
		{Spanish, "3 de marzo de 2026", "3 de marzo de 2026, 2:15 p. m. EST (America/New_York)"},
		{"", "March 3, 2026", "March 3, 2026 at 2:15 PM EST (America/New_York)"},
	} {
		if got := Date(at.In(zone), c.lang); got != c.date {
			t.Errorf("Date %q: %q, want %q", c.lang, got, c.date)
		}
		if got := Moment(at, zone, c.lang); got != c.moment {
			t.Errorf("Moment %q: %q, want %q", c.lang, got, c.moment)
		}
	}
	if got := Moment(time.Date(2026, 1, 9, 14, 5, 0, 0, time.UTC), zone, Spanish); got != "9 de enero de 2026, 9:05 a. m. EST (America/New_York)" {
		t.Errorf("Spanish morning: %q", got)
	}
}

func TestLanguages(t *testing.T) {
	if !Valid("en") || !Valid("es") || Valid("") || Valid("ES") || Valid("fr") {
		t.Error("Valid")
	}
	if Of("es") != Spanish || Of("") != English || Of("fr") != English {
		t.Error("Of")
	}
	if Path(Spanish, "/opt-out") != "/es/opt-out" || Path(Spanish, "/") != "/es" || Path(English, "/opt-out") != "/opt-out" {
		t.Error("Path")
	}
	if !slices.Equal(Languages, []string{"en", "es"}) {
		t.Error("Languages")
	}
}
