package store_test

import (
	"errors"
	"testing"
	"time"

	"claimsite/internal/store"
)

// TestConsentTextsPerLanguage (decision 066): the current text is per
// language; a wording belongs to one language; a publication in one
// language does not replace the other's; a lead's consent takes its
// language from its wording, whatever it was given.
func TestConsentTextsPerLanguage(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		en := store.ConsentText{Version: "c-en1", Text: "I agree."}
		es := store.ConsentText{Version: "c-es1", Text: "Acepto.", Language: store.ConsentSpanish}
		if _, err := st.CurrentConsentTextIn(ctx, store.ConsentSpanish); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("Spanish before any: %v", err)
		}
		if ok, err := st.SeedConsentText(ctx, en); !ok || err != nil {
			t.Fatalf("seed en: %v %v", ok, err)
		}
		if ok, err := st.SeedConsentText(ctx, es); !ok || err != nil {
			t.Fatalf("seed es: %v %v", ok, err)
		}
		if ok, err := st.SeedConsentText(ctx, store.ConsentText{Version: "c-es2", Text: "Otra.", Language: store.ConsentSpanish}); ok || err != nil {
			t.Fatalf("seed es again: %v %v", ok, err)
		}
		if cur, err := st.CurrentConsentText(ctx); err != nil || cur.Version != "c-en1" || cur.Language != "en" {
			t.Errorf("current English: %+v %v", cur, err)
		}
		if cur, err := st.CurrentConsentTextIn(ctx, store.ConsentSpanish); err != nil || cur.Version != "c-es1" || cur.Language != "es" {
			t.Errorf("current Spanish: %+v %v", cur, err)
		}
		// The same words cannot be published in the other language.
		if _, err := st.PublishConsentText(ctx, store.ConsentText{Version: "c-es1", Text: "Acepto."}, 0); !errors.Is(err, store.ErrConsentLanguage) {
			t.Errorf("Spanish words as English: %v", err)
		}
		// A new English text replaces the English one only.
		c.advance(time.Hour)
		if _, err := st.PublishConsentText(ctx, store.ConsentText{Version: "c-en2", Text: "I agree again."}, 0); err != nil {
			t.Fatal(err)
		}
		c.advance(25 * time.Hour)
		since := c.Now().Add(-24 * time.Hour)
		for version, want := range map[string]bool{"c-en1": false, "c-en2": true, "c-es1": true, "c-none": false} {
			if got, err := st.ConsentVersionShownSince(ctx, version, since); err != nil || got != want {
				t.Errorf("%s shown within the day: %v %v, want %v", version, got, err, want)
			}
		}
		list, err := st.ConsentPublications(ctx)
		if err != nil || len(list) != 3 {
			t.Fatalf("publications: %+v %v", list, err)
		}
		current := map[string]string{}
		for _, p := range list {
			if p.Current {
				current[p.Language] += p.Version
			}
		}
		if current["en"] != "c-en2" || current["es"] != "c-es1" {
			t.Errorf("current per language: %v", current)
		}
		if v, err := st.ConsentTextByVersion(ctx, "c-es1"); err != nil || v.Language != "es" || v.Text != "Acepto." {
			t.Errorf("by version: %+v %v", v, err)
		}
		if _, err := st.ConsentTextByVersion(ctx, "c-none"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown version: %v", err)
		}
		// A lead's consent language is its wording's.
		l := newLead("ana@example.com", "5550001234")
		l.Consent.TextVersion, l.Consent.Language, l.Reference = "c-es1", "en", "REF0000000ES"
		id, _, err := st.CreateLead(ctx, l, "")
		if err != nil {
			t.Fatal(err)
		}
		got, err := st.Lead(ctx, id)
		if err != nil || got.Consent.Language != "es" || got.Consent.Text != "Acepto." {
			t.Errorf("lead's consent: %+v %v", got.Consent, err)
		}
	})
}
