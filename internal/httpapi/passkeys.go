package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"claimsite/internal/auth"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Passkeys (issue 21, item 4; decision 047): a signed-in person makes,
// names and deletes passkeys on the account screen, and signs in with one
// and no password. A passkey asks for user verification, so it is both
// factors: it meets the second-factor requirement of the roles that read
// leads. Ceremonies are kept in the database, so any instance finishes
// what another began.

const maxPasskeyName = 60

var (
	errCeremony = &apiError{status: http.StatusBadRequest,
		message: "This passkey request has expired or was used already. Please try again.", code: "passkey_ceremony_invalid"}
	errPasskeyRefused = &apiError{status: http.StatusBadRequest,
		message: "This passkey could not be checked. Try again, or sign in with your password.", code: "passkey_refused"}
)

// ceremonyAnswer is what a ceremony's first step answers: the token that
// names it in the second step, and the options for
// navigator.credentials.create or .get.
type ceremonyAnswer struct {
	Token   string          `json:"token"`
	Options json.RawMessage `json:"options"`
}

// passkeyAccount is the account as a ceremony needs it, with its
// passkeys (made for this site's relying party).
func (s *Server) passkeyAccount(r *http.Request, u store.User) (auth.PasskeyAccount, []store.Passkey, error) {
	ctx := r.Context()
	handle, err := s.store.PasskeyHandle(ctx, u.ID)
	if err != nil {
		return auth.PasskeyAccount{}, nil, err
	}
	keys, err := s.store.AccountPasskeys(ctx, u.ID, s.passkeys.ID)
	if err != nil {
		return auth.PasskeyAccount{}, nil, err
	}
	a := auth.PasskeyAccount{Handle: handle, Email: u.Email, DisplayName: strings.TrimSpace(u.FirstName + " " + u.LastName)}
	for _, k := range keys {
		a.Records = append(a.Records, k.Credential)
	}
	return a, keys, nil
}

// beginCeremony keeps a begun ceremony's state and answers its token and
// options.
func (s *Server) beginCeremony(w http.ResponseWriter, r *http.Request, kind string, userID int64, c auth.Ceremony) error {
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	if err := s.store.BeginCeremony(r.Context(), hash, kind, userID, c.State, s.store.Now().Add(auth.PasskeyTimeout)); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(ceremonyAnswer{Token: token, Options: c.Options}))
	return nil
}

// finishCeremony takes the state of the ceremony the request names (once).
func (s *Server) finishCeremony(r *http.Request, token, kind string, userID int64) ([]byte, error) {
	if token == "" || len(token) > 200 {
		return nil, errCeremony
	}
	state, err := s.store.FinishCeremony(r.Context(), auth.HashToken(token), kind, userID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errCeremony
	}
	return state, err
}

// passkeyRefused logs why the library refused an answer (the detail helps
// whoever debugs a browser; the person gets one plain message).
func (s *Server) passkeyRefused(r *http.Request, err error) error {
	if !errors.Is(err, auth.ErrPasskeyRefused) {
		return err
	}
	if s.log != nil {
		s.log.InfoContext(r.Context(), "passkey refused", "reason", err.Error())
	}
	return errPasskeyRefused
}

func (s *Server) handlePasskeyList(w http.ResponseWriter, r *http.Request) error {
	keys, err := s.store.AccountPasskeys(r.Context(), currentUser(r).ID, s.passkeys.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(keys))
	return nil
}

// handlePasskeyRegisterBegin starts making a passkey. Adding a factor to
// an account that has one is among the most sensitive actions; the first
// one is made right after signing in (which counts as a check).
func (s *Server) handlePasskeyRegisterBegin(w http.ResponseWriter, r *http.Request) error {
	u := currentUser(r)
	if u.MFA && !s.confirmedRecently(r) {
		return errConfirmationRequired
	}
	account, _, err := s.passkeyAccount(r, u)
	if err != nil {
		return err
	}
	c, err := s.passkeys.BeginRegistration(s.settings.Latest().Brand, account)
	if err != nil {
		return err
	}
	return s.beginCeremony(w, r, store.CeremonyRegister, u.ID, c)
}

// handlePasskeyRegisterFinish checks the browser's new passkey and keeps
// it under the name given (the browser and system it was made on when
// none is).
func (s *Server) handlePasskeyRegisterFinish(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token      string          `json:"token"`
		Name       string          `json:"name"`
		Credential json.RawMessage `json:"credential"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	req.Name = validate.Clean(req.Name)
	if utf8.RuneCountInString(req.Name) > maxPasskeyName {
		return invalid(validate.Errors{"name": {"The name may have at most 60 characters."}})
	}
	if req.Name == "" {
		req.Name = browserOf(r.UserAgent())
	}
	if len(req.Credential) == 0 {
		return invalid(validate.Errors{"credential": {"The passkey is missing."}})
	}
	u := currentUser(r)
	state, err := s.finishCeremony(r, req.Token, store.CeremonyRegister, u.ID)
	if err != nil {
		return err
	}
	account, _, err := s.passkeyAccount(r, u)
	if err != nil {
		return err
	}
	credentialID, record, err := s.passkeys.FinishRegistration(s.settings.Latest().Brand, account, state, req.Credential)
	if err != nil {
		return s.passkeyRefused(r, err)
	}
	added, err := s.store.AddPasskey(r.Context(), store.NewPasskey{UserID: u.ID, RPID: s.passkeys.ID, CredentialID: credentialID,
		Name: req.Name, Credential: record}, s.securityNotice("passkey-added", "A passkey was added to your account",
		"The passkey \""+req.Name+"\" can now sign in to your account without a password. If this was not you, sign in and remove it, and change your password."))
	if errors.Is(err, store.ErrConflict) {
		return newError(http.StatusConflict, "This passkey is on your account already.")
	}
	if err != nil {
		return err
	}
	s.queued()
	auditDetail(r, "passkey: "+req.Name)
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Passkey added: you can sign in with it now.", "data": added})
	return nil
}

// handlePasskeyRename gives one of the person's passkeys a new name.
func (s *Server) handlePasskeyRename(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return errPasskeyNotFound
	}
	var req struct {
		Name string `json:"name"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	req.Name = validate.Clean(req.Name)
	errs := validate.Errors{}
	if errs.Required("name", "name", req.Name) && utf8.RuneCountInString(req.Name) > maxPasskeyName {
		errs.Add("name", "The name may have at most 60 characters.")
	}
	if errs.Any() {
		return invalid(errs)
	}
	if err := s.store.RenamePasskey(r.Context(), currentUser(r).ID, id, req.Name); errors.Is(err, store.ErrNotFound) {
		return errPasskeyNotFound
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Passkey renamed."})
	return nil
}

var errPasskeyNotFound = newError(http.StatusNotFound, "This passkey is not on your account.")

// handlePasskeyDelete removes one of the person's passkeys (behind a
// fresh check, s.confirmed) and mails them.
func (s *Server) handlePasskeyDelete(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return errPasskeyNotFound
	}
	u := currentUser(r)
	ctx := r.Context()
	removed, err := s.store.RemovePasskey(ctx, u.ID, id, s.securityNotice("passkey-removed", "A passkey was removed from your account",
		"A passkey can no longer sign in to your account. If this was not you, change your password and check your account's sessions."))
	if errors.Is(err, store.ErrNotFound) {
		return errPasskeyNotFound
	}
	if err != nil {
		return err
	}
	s.queued()
	auditDetail(r, "passkey: "+removed.Name)
	s.writeFactorRemoved(w, r, u.ID, "Passkey removed.")
	return nil
}

// handlePasskeyLoginBegin starts a sign-in with a passkey: no e-mail, the
// browser offers the passkeys it has for this site.
func (s *Server) handlePasskeyLoginBegin(w http.ResponseWriter, r *http.Request) error {
	if err := s.limit(r, s.perIP(r, ratelimit.PasskeyLoginIP)); err != nil {
		return err
	}
	c, err := s.passkeys.BeginLogin(s.settings.Latest().Brand)
	if err != nil {
		return err
	}
	return s.beginCeremony(w, r, store.CeremonyLogin, 0, c)
}

// handlePasskeyLoginFinish checks a sign-in's passkey and signs its
// account in, as a login with both factors does. A refused answer counts
// among the client's failed sign-ins.
func (s *Server) handlePasskeyLoginFinish(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token      string          `json:"token"`
		Credential json.RawMessage `json:"credential"`
		Remember   bool            `json:"remember"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if len(req.Credential) == 0 {
		return invalid(validate.Errors{"credential": {"The passkey is missing."}})
	}
	spraying := s.perIP(r, ratelimit.LoginFailuresIP)
	if err := s.limited(r, spraying); err != nil {
		return err
	}
	state, err := s.finishCeremony(r, req.Token, store.CeremonyLogin, 0)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var user store.User
	var keys []store.Passkey
	var lookupErr error
	_, credentialID, record, err := s.passkeys.FinishLogin(s.settings.Latest().Brand, state, req.Credential,
		func(handle []byte) (auth.PasskeyAccount, error) {
			user, lookupErr = s.store.UserByPasskeyHandle(ctx, handle)
			if lookupErr != nil {
				return auth.PasskeyAccount{}, lookupErr
			}
			var account auth.PasskeyAccount
			account, keys, lookupErr = s.passkeyAccount(r, user)
			return account, lookupErr
		})
	if lookupErr != nil && !errors.Is(lookupErr, store.ErrNotFound) {
		return lookupErr
	}
	if err != nil {
		if user.ID != 0 {
			auditSignInFailure(r, user, "passkey refused")
		}
		if err := s.limit(r, spraying); err != nil {
			return err
		}
		return s.passkeyRefused(r, err)
	}
	if user.Disabled {
		auditSignInFailure(r, user, "account disabled")
		return errAccountDisabled
	}
	for _, k := range keys {
		if string(k.CredentialID) == string(credentialID) {
			if err := s.store.PasskeyUsed(ctx, k.ID, record); err != nil {
				return err
			}
		}
	}
	lifetime := auth.ShortSession
	if req.Remember {
		lifetime = auth.LongSession
	}
	auditActor(r, user, false)
	auditDetail(r, "with a passkey")
	return s.startSession(w, r, user, lifetime, "Login successful.")
}
