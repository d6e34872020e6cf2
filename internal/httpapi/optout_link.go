package httpapi

import (
	"errors"
	"mime"
	"net/http"
	"net/url"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/locale"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// The answers to a confirmation e-mail's opt-out link (decision 058), in
// English; say gives them in the page's language (decision 066).
var (
	msgLinkWithdrawn = say(locale.English, "answer.opt_out_link.withdrawn", nil)
	msgLinkUsed      = say(locale.English, "answer.opt_out_link.used", nil)
	msgLinkInvalid   = say(locale.English, "answer.opt_out_link.invalid", nil)
)

const (
	// maxOneClickBytes bounds the one-click body: List-Unsubscribe=One-Click
	// and whatever a mail provider adds around it.
	maxOneClickBytes = 4 << 10
)

// linkWithdrawal is what a withdrawal by link recorded: no contact, as
// the link's holder typed none.
type linkWithdrawal struct {
	Scope      string    `json:"scope"`
	ReceivedAt time.Time `json:"received_at"`
	DueAt      time.Time `json:"due_at"`
}

// withdrawByLink withdraws the consent of the lead whose opt-out token is
// token, as the opt-out page does (store.WithdrawByToken), and says so in
// the log without anything personal. A used, expired or unknown token is a
// 422 on token with a plain answer.
func (s *Server) withdrawByLink(r *http.Request, token, note, lang string) (store.Revocation, error) {
	if err := s.limit(r, s.perIP(r, ratelimit.OptOutLinkIP)); err != nil {
		return store.Revocation{}, err
	}
	v, err := s.store.WithdrawByToken(r.Context(), auth.HashToken(token), store.LinkWithdrawal{
		IP: s.clientIP(r), UserAgent: validate.Clip(validate.Clean(r.UserAgent()), 500), Note: note,
	})
	switch {
	case errors.Is(err, store.ErrOptOutLinkUsed):
		return v, invalid(validate.Errors{"token": {say(lang, "answer.opt_out_link.used", nil)}})
	case errors.Is(err, store.ErrOptOutLinkInvalid):
		return v, invalid(validate.Errors{"token": {say(lang, "answer.opt_out_link.invalid", nil)}})
	case err != nil:
		return v, err
	}
	s.queued()
	s.log.InfoContext(r.Context(), "opt-out recorded", "revocation_id", v.ID, "notices", v.Notices.Total, "via", note)
	return v, nil
}

// handleOptOutLink is the button of the opt-out page opened from a
// confirmation e-mail's link (/opt-out?token=…): a POST from the site's
// own page, as JSON. Opening the link withdraws nothing; this does.
func (s *Server) handleOptOutLink(w http.ResponseWriter, r *http.Request) error {
	token, lang, err := readLinkRequest(w, r)
	if err != nil {
		return err
	}
	v, err := s.withdrawByLink(r, token, "link of the confirmation e-mail", lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": say(lang, "answer.opt_out_link.withdrawn", nil), "data": linkWithdrawal{
		Scope: v.Scope, ReceivedAt: v.ReceivedAt, DueAt: v.DueAt,
	}})
	return nil
}

var errOneClickBody = newError(http.StatusBadRequest,
	"The body must be List-Unsubscribe=One-Click, form-encoded (RFC 8058).")

// handleOneClick is the List-Unsubscribe URL of a confirmation e-mail,
// ?token=…: a mail program's one-click withdrawal (RFC 8058) posts
// List-Unsubscribe=One-Click to it, form-encoded, from the mail
// provider's servers. It is not a guarded write: the provider sends no
// Origin of ours and no JSON, and a page on another site cannot use it
// without the token, which only the mail's reader has.
func (s *Server) handleOneClick(w http.ResponseWriter, r *http.Request) error {
	errs := validate.Messages{}
	token := linkToken(errs, r.URL.Query().Get("token"))
	if errs.Any() {
		return invalidIn(locale.English, errs)
	}
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/x-www-form-urlencoded" && mt != "multipart/form-data") {
		return errOneClickBody
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxOneClickBytes)
	if err := r.ParseMultipartForm(maxOneClickBytes); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return err
		}
		return errOneClickBody
	}
	if r.PostForm.Get("List-Unsubscribe") != "One-Click" {
		return errOneClickBody
	}
	if _, err := s.withdrawByLink(r, token, "one-click unsubscribe of the confirmation e-mail", locale.English); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": msgLinkWithdrawn})
	return nil
}

// handleOneClickPage answers a GET of the List-Unsubscribe URL, which
// mail programs without one-click open in a browser (and scanners fetch):
// it withdraws nothing and sends the reader to the opt-out page with the
// link's token, whose button does.
func (s *Server) handleOneClickPage(w http.ResponseWriter, r *http.Request) error {
	target := "/opt-out"
	if token := r.URL.Query().Get("token"); token != "" && len(token) <= 200 {
		target += "?" + url.Values{"token": {token}}.Encode()
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, target, http.StatusSeeOther)
	return nil
}
