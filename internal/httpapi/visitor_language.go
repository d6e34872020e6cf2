package httpapi

import (
	"net/http"

	"claimsite/internal/locale"
	"claimsite/internal/validate"
)

// visitorLanguage reads the optional language of a visitor's request
// (decision 066): the language of the page that sent it, in which the
// answer and any mail it causes are written. Empty is English; anything
// but "en" or "es" is a 422 on language.
func visitorLanguage(errs validate.Messages, v string) string {
	if v == "" {
		return locale.English
	}
	if !locale.Valid(v) {
		errs.Add("language", "field.language", nil)
		return locale.English
	}
	return v
}

// say is message id of the public answers' catalogue in lang.
func say(lang, id string, data map[string]any) string { return locale.Must(lang, id, data) }

// readLinkRequest reads the body {"token", "language"} of a mailed link's
// public page (readLinkToken, with the page's language).
func readLinkRequest(w http.ResponseWriter, r *http.Request) (token, lang string, err error) {
	var req struct {
		Token    string `json:"token"`
		Language string `json:"language"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return "", "", err
	}
	errs := validate.Messages{}
	token = linkToken(errs, req.Token)
	lang = visitorLanguage(errs, req.Language)
	if errs.Any() {
		return "", "", invalidIn(lang, errs)
	}
	return token, lang, nil
}

// readOptionalLanguage reads the body {"language"} of a request whose
// body may be left out (POST /api/auth/resend-verification): no body is
// English.
func readOptionalLanguage(w http.ResponseWriter, r *http.Request) (string, error) {
	if r.ContentLength == 0 {
		return locale.English, nil
	}
	var req struct {
		Language string `json:"language"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return "", err
	}
	errs := validate.Messages{}
	lang := visitorLanguage(errs, req.Language)
	if errs.Any() {
		return "", invalidIn(lang, errs)
	}
	return lang, nil
}

// accountLanguage is visitorLanguage for the account pages, which are
// English only (decision 066): their 422s stay English, while the mails
// they send are written in the page's language.
func accountLanguage(errs validate.Errors, v string) string {
	msgs := validate.Messages{}
	lang := visitorLanguage(msgs, v)
	errs.Include(msgs)
	return lang
}

// accountLinkToken is linkToken for the account and invitation pages, in
// English.
func accountLinkToken(errs validate.Errors, token string) string {
	msgs := validate.Messages{}
	token = linkToken(msgs, token)
	errs.Include(msgs)
	return token
}
