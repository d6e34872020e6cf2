package settings

import "claimsite/internal/store"

// ConsentIn is the consent text the lead forms of pages in lang show
// (decision 066): on Spanish pages the current Spanish text, or the
// English one while no Spanish text was ever published (the Spanish pages
// then offer the English form with its English consent); on English
// pages the English text. Its Language says which it is.
func (s Snapshot) ConsentIn(lang string) store.ConsentText {
	if lang == store.ConsentSpanish && s.SpanishConsent.Version != "" {
		return s.SpanishConsent
	}
	c := s.Consent
	c.Language = store.ConsentEnglish
	return c
}
