package seed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"

	"claimsite/internal/store"
)

// SpanishConsentFor is the first Spanish consent wording (SpanishConsent)
// for brand and consentBrands, as a version of its own (decision 066).
func SpanishConsentFor(brand, consentBrands string) store.ConsentText {
	text := SpanishConsent(brand, consentBrands)
	sum := sha256.Sum256([]byte(text))
	return store.ConsentText{Version: "c-" + hex.EncodeToString(sum[:8]), Text: text, Language: store.ConsentSpanish}
}

// ConsentTexts publishes the first consent wordings (decision 066):
// english, the start-up flags' words, when nothing was ever published in
// English; and spanish, their Spanish wording, when nothing was ever
// published in Spanish and english is still the current English text. A
// Spanish text translating words the site no longer shows would be a
// different consent: an operator who published their own English words
// publishes the Spanish ones too, and until then the Spanish pages offer
// the English form. It returns the languages it published.
func ConsentTexts(ctx context.Context, st *store.Store, english, spanish store.ConsentText) ([]string, error) {
	var published []string
	english.Language, spanish.Language = store.ConsentEnglish, store.ConsentSpanish
	seeded, err := st.SeedConsentText(ctx, english)
	if err != nil {
		return nil, err
	}
	if seeded {
		published = append(published, store.ConsentEnglish)
	}
	if _, err := st.CurrentConsentTextIn(ctx, store.ConsentSpanish); err == nil {
		return published, nil
	} else if !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	cur, err := st.CurrentConsentText(ctx)
	if err != nil || cur.Version != english.Version {
		return published, err
	}
	if seeded, err = st.SeedConsentText(ctx, spanish); err != nil {
		return nil, err
	}
	if seeded {
		published = append(published, store.ConsentSpanish)
	}
	return published, nil
}
