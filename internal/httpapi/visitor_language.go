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
func visitorLanguage(errs validate.Errors, v string) string {
	if v == "" {
		return locale.English
	}
	if !locale.Valid(v) {
		errs.Add("language", "The language must be en or es.")
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
	errs := validate.Errors{}
	token = linkToken(errs, req.Token)
	lang = visitorLanguage(errs, req.Language)
	if errs.Any() {
		return "", "", invalid(errs)
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
	errs := validate.Errors{}
	lang := visitorLanguage(errs, req.Language)
	if errs.Any() {
		return "", invalid(errs)
	}
	return lang, nil
}
