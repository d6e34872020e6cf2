package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	// consentTextMax bounds a consent wording: today's is about 800
	// characters; a text many times that is no checkbox statement.
	consentTextMax = 5000
	// consentGrace is how long after a new wording is published a form
	// that showed the one before may still send it: a visitor who loaded
	// the page before the change agreed to the words they saw.
	consentGrace = 24 * time.Hour
)

// Settings is the live settings, shared with the queue's handlers and the
// retention job (settings.Settings.LeadRetention).
func (s *Server) Settings() *settings.Source { return s.settings }

func (s *Server) handleSettingsGet(w http.ResponseWriter, r *http.Request) error {
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(snap.Settings))
	return nil
}

// handleSettingsUpdate takes the whole settings object or only the fields
// to change: a field left out keeps its value (and, if never saved,
// follows its start-up flag).
func (s *Server) handleSettingsUpdate(w http.ResponseWriter, r *http.Request) error {
	var patch map[string]json.RawMessage
	if err := decodeJSON(w, r, &patch); err != nil {
		return err
	}
	if len(patch) == 0 {
		return newError(http.StatusBadRequest, "Send the settings to change.")
	}
	before, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	saved, errs, err := s.settings.Save(r.Context(), patch, currentUser(r).ID)
	if err != nil {
		return err
	}
	if errs.Any() {
		return invalid(errs)
	}
	s.log.InfoContext(r.Context(), "settings saved", "user_id", currentUser(r).ID, "keys", strings.Join(keysOf(patch), ","))
	auditChanged(r, before.Settings, saved)
	writeJSON(w, http.StatusOK, map[string]any{"message": "Settings saved.", "data": saved})
	return nil
}

func keysOf(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func (s *Server) handleConsentTextList(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.ConsentPublications(r.Context())
	if err != nil {
		return err
	}
	if list == nil {
		list = []store.ConsentPublication{}
	}
	writeJSON(w, http.StatusOK, envelope(list))
	return nil
}

type consentTextInput struct {
	Text string `json:"text"`
	// Language is the wording's language: "en" (the default) or "es".
	Language string `json:"language"`
}

// handleConsentTextCreate publishes a new wording. Publishing the current
// wording again changes nothing and is refused; an older wording becomes
// current again under its old version.
func (s *Server) handleConsentTextCreate(w http.ResponseWriter, r *http.Request) error {
	var in consentTextInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	text := strings.TrimSpace(strings.ReplaceAll(in.Text, "\r\n", "\n"))
	errs := validate.Errors{}
	lang := in.Language
	if lang == "" {
		lang = store.ConsentEnglish
	}
	if !slices.Contains(store.ConsentLanguages, lang) {
		errs.Add("language", "The language must be en or es.")
	}
	switch {
	case !validate.Storable(text):
		errs.Add("text", "The text must be plain text.")
	case text == "":
		errs.Add("text", "The text field is required.")
	case utf8.RuneCountInString(text) > consentTextMax:
		errs.Add("text", "The text may not be longer than 5000 characters.")
	}
	if errs.Any() {
		return invalid(errs)
	}
	version := settings.ConsentVersion(text)
	if cur, err := s.store.CurrentConsentTextIn(r.Context(), lang); err == nil && cur.Version == version {
		errs.Add("text", "This is the current text already: change the wording to publish a new version.")
		return invalid(errs)
	}
	p, err := s.store.PublishConsentText(r.Context(), store.ConsentText{Version: version, Text: text, Language: lang}, currentUser(r).ID)
	if errors.Is(err, store.ErrConsentLanguage) {
		errs.Add("text", "These words are already a consent text of the other language: a wording belongs to one language.")
		return invalid(errs)
	}
	if err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "consent text published", "user_id", currentUser(r).ID, "version", version, "language", lang)
	auditRecordID(r, p.ID)
	auditDetail(r, "version "+version+" ("+languageName(lang)+")")
	writeJSON(w, http.StatusCreated, map[string]any{"message": "New consent text published.", "data": p})
	return nil
}

// consentShown is the consent text to record for a lead (decision 066):
// the one its form showed (sent, a version) when that wording was the
// current one of its language until less than consentGrace ago, else the
// current one of that language; for a form that sent none, or a version
// never published, current (the text of the form's page language). The
// language is always the wording's own, never the form's say.
func (s *Server) consentShown(ctx context.Context, sent string, current store.ConsentText) (store.ConsentText, error) {
	if sent == "" || sent == current.Version || len(sent) > 40 {
		return current, nil
	}
	text, err := s.store.ConsentTextByVersion(ctx, sent)
	if errors.Is(err, store.ErrNotFound) {
		return current, nil
	}
	if err != nil {
		return store.ConsentText{}, err
	}
	ok, err := s.store.ConsentVersionShownSince(ctx, sent, s.store.Now().Add(-consentGrace))
	if err != nil {
		return store.ConsentText{}, err
	}
	if ok {
		return text, nil
	}
	// Stale: the current text of the language the form showed.
	if latest, err := s.store.CurrentConsentTextIn(ctx, text.Language); err == nil {
		return latest, nil
	} else if !errors.Is(err, store.ErrNotFound) {
		return store.ConsentText{}, err
	}
	return current, nil
}
