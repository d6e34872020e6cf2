package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
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
	if cur, err := s.store.CurrentConsentText(r.Context()); err == nil && cur.Version == version {
		errs.Add("text", "This is the current text already: change the wording to publish a new version.")
		return invalid(errs)
	}
	p, err := s.store.PublishConsentText(r.Context(), store.ConsentText{Version: version, Text: text}, currentUser(r).ID)
	if err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "consent text published", "user_id", currentUser(r).ID, "version", version)
	auditRecordID(r, p.ID)
	auditDetail(r, "version "+version)
	writeJSON(w, http.StatusCreated, map[string]any{"message": "New consent text published.", "data": p})
	return nil
}

// consentShown is the consent version to record for a lead: the one its
// form showed when that wording was current until less than consentGrace
// ago, else the current one (a form that sent none, an unknown version, or
// one replaced long ago).
func (s *Server) consentShown(ctx context.Context, sent, current string) (string, error) {
	if sent == "" || sent == current || len(sent) > 40 {
		return current, nil
	}
	ok, err := s.store.ConsentVersionShownSince(ctx, sent, s.store.Now().Add(-consentGrace))
	if err != nil || !ok {
		return current, err
	}
	return sent, nil
}
