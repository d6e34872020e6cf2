package httpapi

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/locale"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Lifetimes of mailed account links, and how soon another may be asked for.
const (
	verifyLinkLifetime = 48 * time.Hour
	resetLinkLifetime  = time.Hour
	linkResendWait     = time.Minute
)

var errBadLink = invalid(validate.Errors{"token": {"This link is invalid, has already been used or has expired. Please ask for a new one."}})

// accountLink makes a single-use link token for u and the mail that
// carries it, written in lang: the token itself goes only into the mail,
// the store keeps its hash. The link opens the account page, which is
// English only (decision 066).
func (s *Server) accountLink(lang, purpose, path, template string, lifetime time.Duration, u store.User) (store.AccountToken, store.MessageFor, error) {
	token, hash, err := auth.NewToken()
	if err != nil {
		return store.AccountToken{}, nil, err
	}
	tok := store.AccountToken{Hash: hash, UserID: u.ID, Purpose: purpose, ExpiresAt: s.store.Now().Add(lifetime)}
	composer := s.mail.Fixed()
	link := composer.Link(path, url.Values{"token": {token}})
	key := purpose + "-" + hash[:32]
	return tok, mailIn(lang, composer, template, func(store.User) string { return key },
		map[string]any{"Link": link, "ExpiresHours": int(lifetime / time.Hour)}), nil
}

// mailFor is the outbox message of template for the account it is given,
// under the key keyOf gives, in English (mailIn).
func mailFor(composer *mail.Composer, template string, keyOf func(store.User) string, data map[string]any) store.MessageFor {
	return mailIn(locale.English, composer, template, keyOf, data)
}

// mailIn is mailFor in lang. The store calls it inside the account's
// transaction, so it must read nothing: composer is fixed beforehand at
// the live settings (decision 035). The mail is written now, so a retry
// sends the same words.
func mailIn(lang string, composer *mail.Composer, template string, keyOf func(store.User) string, data map[string]any) store.MessageFor {
	return func(u store.User) (store.Outgoing, error) {
		vars := map[string]any{"FirstName": u.FirstName}
		for k, v := range data {
			vars[k] = v
		}
		m, err := composer.ComposeIn(lang, template, u.Email, vars)
		if err != nil {
			return store.Outgoing{}, err
		}
		return outbox.Mail(keyOf(u), m)
	}
}

// passwordChangedNotice is the mail telling an account's owner their
// password changed, with the way back if it was not them; made before the
// change's transaction, which gives it the account.
func (s *Server) passwordChangedNotice() store.MessageFor {
	now := s.store.Now()
	composer := s.mail.Fixed()
	return mailFor(composer, "password_changed", func(u store.User) string {
		return "password-changed-" + strconv.FormatInt(u.ID, 10) + "-" + strconv.FormatInt(now.UnixNano(), 36)
	}, map[string]any{"When": now.Format("January 2, 2006 at 15:04 UTC"), "ResetLink": composer.Link("/reset-password", nil)})
}

// checkNewPassword applies the password rules to field.
func checkNewPassword(errs validate.Errors, field, password string) {
	if !errs.Required(field, "password", password) {
		return
	}
	if len([]rune(password)) < auth.MinPasswordLength {
		errs.Add(field, "The password must be at least 8 characters.")
	}
	// bcrypt reads at most 72 bytes; refuse what it would silently cut.
	if len(password) > 72 {
		errs.Add(field, "The password may not be greater than 72 bytes.")
	}
}

// readLinkToken reads the body {"token"} of a mailed link's page: 422
// when the token is missing or too long.
func readLinkToken(w http.ResponseWriter, r *http.Request) (string, error) {
	var req struct {
		Token string `json:"token"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return "", err
	}
	msgs := validate.Messages{}
	token := linkToken(msgs, req.Token)
	if msgs.Any() {
		return "", invalidIn(locale.English, msgs)
	}
	return token, nil
}

// linkToken reads a link token from a request body field (a visitor's
// link page; account and invitation pages take the English, Include).
func linkToken(errs validate.Messages, token string) string {
	token = strings.TrimSpace(token)
	if errs.Required("token", "label.token", token) && len(token) > 200 {
		errs.Add("token", "field.token_too_long", nil)
	}
	return token
}

func (s *Server) handleVerifyEmail(w http.ResponseWriter, r *http.Request) error {
	token, err := readLinkToken(w, r)
	if err != nil {
		return err
	}
	u, err := s.store.VerifyEmail(r.Context(), auth.HashToken(token))
	if errors.Is(err, store.ErrNotFound) {
		return errBadLink
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Thank you: your e-mail address is confirmed.", "data": u})
	return nil
}

func (s *Server) handleResendVerification(w http.ResponseWriter, r *http.Request) error {
	lang, err := readOptionalLanguage(w, r)
	if err != nil {
		return err
	}
	u := currentUser(r)
	if u.EmailVerified {
		return invalid(validate.Errors{"email": {"Your e-mail address is already confirmed."}})
	}
	if err := s.linkRecentlySent(r, u.ID, store.PurposeVerifyEmail); err != nil {
		return err
	}
	tok, msg, err := s.accountLink(lang, store.PurposeVerifyEmail, "/verify-email", "verify_email", verifyLinkLifetime, u)
	if err != nil {
		return err
	}
	if err := s.store.IssueAccountToken(r.Context(), tok, msg); err != nil {
		return err
	}
	s.queued()
	writeJSON(w, http.StatusOK, map[string]string{"message": say(lang, "answer.resend_verification", map[string]any{"Email": u.Email})})
	return nil
}

// linkRecentlySent answers 429 when the account was sent a link of purpose
// less than linkResendWait ago: one click too many must not flood an inbox.
func (s *Server) linkRecentlySent(r *http.Request, userID int64, purpose string) error {
	last, err := s.store.LastTokenIssued(r.Context(), userID, purpose)
	if err != nil {
		return err
	}
	if wait := last.Add(linkResendWait).Sub(s.store.Now()); !last.IsZero() && wait > 0 {
		return &apiError{status: http.StatusTooManyRequests, retryAfter: max(1, int(wait.Seconds()+0.999)),
			message: "A link was sent less than a minute ago. Please check your inbox, or try again in a minute."}
	}
	return nil
}

func (s *Server) handleForgotPassword(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email    string `json:"email"`
		Language string `json:"language"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	email := store.NormalizeEmail(req.Email)
	if errs.Required("email", "email", email) {
		errs.Email("email", email)
	}
	lang := accountLanguage(errs, req.Language)
	if errs.Any() {
		return invalid(errs)
	}
	// Counted before the lookup, so unknown addresses count too.
	if err := s.limit(r, s.perIP(r, ratelimit.ForgotPasswordIP), per(ratelimit.ForgotPasswordEmail, email)); err != nil {
		return err
	}
	u, err := s.store.UserByEmail(r.Context(), email)
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return err
	case u.Disabled:
	default:
		// A repeat within the wait sends nothing more, and says the same.
		if s.linkRecentlySent(r, u.ID, store.PurposeResetPassword) != nil {
			break
		}
		tok, msg, err := s.accountLink(lang, store.PurposeResetPassword, "/reset-password", "reset_password", resetLinkLifetime, u)
		if err != nil {
			return err
		}
		if err := s.store.IssueAccountToken(r.Context(), tok, msg); err != nil {
			return err
		}
		s.queued()
	}
	// The same answer whether or not an account exists.
	writeJSON(w, http.StatusOK, map[string]string{"message": say(lang, "answer.forgot_password", nil)})
	return nil
}

func (s *Server) handleResetPassword(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	token := accountLinkToken(errs, req.Token)
	checkNewPassword(errs, "password", req.Password)
	if errs.Any() {
		return invalid(errs)
	}
	hash, err := s.hasher.Hash(req.Password)
	if err != nil {
		return err
	}
	_, err = s.store.ResetPassword(r.Context(), auth.HashToken(token), hash, s.passwordChangedNotice())
	if errors.Is(err, store.ErrNotFound) {
		return errBadLink
	}
	if err != nil {
		return err
	}
	s.queued()
	writeJSON(w, http.StatusOK, map[string]string{"message": "Your password has been reset and every session signed out. You can now log in with the new password."})
	return nil
}

func (s *Server) handleChangePassword(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		CurrentPassword string `json:"current_password"`
		Password        string `json:"password"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	u := currentUser(r)
	errs := validate.Errors{}
	if errs.Required("current_password", "current password", req.CurrentPassword) && !s.hasher.Check(u.PasswordHash, req.CurrentPassword) {
		errs.Add("current_password", "The current password is incorrect.")
	}
	checkNewPassword(errs, "password", req.Password)
	if !errs.Any() && req.Password == req.CurrentPassword {
		errs.Add("password", "The new password must be different from the current one.")
	}
	if errs.Any() {
		return invalid(errs)
	}
	hash, err := s.hasher.Hash(req.Password)
	if err != nil {
		return err
	}
	token, _ := bearerToken(r)
	if err := s.store.ChangePassword(r.Context(), u.ID, hash, auth.HashToken(token), s.passwordChangedNotice()); err != nil {
		return err
	}
	s.queued()
	writeJSON(w, http.StatusOK, map[string]string{"message": "Your password has been changed. Every other session has been signed out."})
	return nil
}
