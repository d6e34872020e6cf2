package httpapi

import (
	"errors"
	"math"
	"net/http"
	"strconv"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Two-step sign-in (issue 21, decision 045): an authenticator's code
// (RFC 6238, package auth) or a recovery code after the password.
const (
	// mfaTokenLifetime and mfaTokenTries bound the second step of a
	// sign-in: a stolen password gives five guesses in five minutes.
	mfaTokenLifetime = 5 * time.Minute
	mfaTokenTries    = 5
	// mfaLockFailures wrong codes for one account within mfaLockWindow,
	// from wherever they come, lock its second step for mfaLockFor.
	mfaLockFailures = 10
	mfaLockWindow   = 15 * time.Minute
	mfaLockFor      = 15 * time.Minute
)

var (
	errMFASetupRequired = &apiError{status: http.StatusForbidden, message: "Set up two-step sign-in to continue.", code: "mfa_setup_required"}
	errMFAToken         = &apiError{status: http.StatusUnauthorized, message: "This sign-in has expired or was tried too often. Please log in again.", code: "mfa_token_invalid"}
	errWrongCode        = invalid(validate.Errors{"code": {"This code is not right. Check your authenticator app, or use one of your recovery codes."}})
	errUsedCode         = invalid(validate.Errors{"code": {"This code was used already. Wait for the next one in your authenticator app."}})
)

// mfaSetupRoutes are the routes an account that must have a second factor
// and has none may call: its profile, logging out, and setting one up.
var mfaSetupRoutes = map[string]bool{
	"GET /api/auth/profile":                   true,
	"GET /api/auth/logout":                    true,
	"POST /api/auth/logout":                   true,
	"POST /api/auth/mfa/totp/setup":           true,
	"POST /api/auth/mfa/totp/confirm":         true,
	"POST /api/auth/confirm":                  true,
	"GET /api/auth/passkeys":                  true,
	"POST /api/auth/passkeys/register/begin":  true,
	"POST /api/auth/passkeys/register/finish": true,
}

// needsMFASetup says whether u must set up a second factor before it may
// do anything else: its role reads people's data and it has none.
func (s *Server) needsMFASetup(u store.User) bool {
	return s.cfg.RequireMFA && u.Role.ReadsLeads() && !u.MFA
}

// mfaLocked is the refusal of a second step while the account is locked.
func (s *Server) mfaLocked(u store.User) *apiError {
	if u.MFALockedUntil == nil {
		return nil
	}
	wait := u.MFALockedUntil.Sub(s.store.Now())
	if wait <= 0 {
		return nil
	}
	return &apiError{
		status:     http.StatusTooManyRequests,
		message:    "Too many wrong codes: two-step sign-in for this account is locked. Please try again in " + minutes(wait) + ".",
		code:       "mfa_locked",
		retryAfter: max(1, int(math.Ceil(wait.Seconds()))),
	}
}

// startMFAChallenge answers a right password of an account with a second
// factor: no session yet, but a token for the second step.
func (s *Server) startMFAChallenge(w http.ResponseWriter, r *http.Request, user store.User, remember bool) error {
	if err := s.mfaLocked(user); err != nil {
		return err
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	factors, err := s.store.AccountFactors(r.Context(), user.ID, s.passkeys.ID)
	if err != nil {
		return err
	}
	if err := s.store.CreateMFAChallenge(r.Context(), hash, user.ID, remember, s.store.Now().Add(mfaTokenLifetime)); err != nil {
		return err
	}
	// methods: what the second step may be. A passkey signs in on its own
	// (POST /api/auth/passkeys/login/...), the token is then not needed.
	methods, message := []string{}, "Use your passkey to finish signing in."
	if factors.TOTP {
		methods, message = append(methods, "totp", "recovery_code"), "Enter the code from your authenticator app."
	}
	if factors.Passkeys > 0 {
		methods = append(methods, "passkey")
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"message":      message,
		"mfa_required": true,
		"mfa_token":    token,
		"methods":      methods,
	})
	return nil
}

// handleLoginMFA is a sign-in's second step: the code of the account's
// authenticator, or one of its recovery codes, with the token the first
// step gave. A wrong code counts in the login throttle and towards the
// account's lock.
func (s *Server) handleLoginMFA(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		MFAToken string `json:"mfa_token"`
		Code     string `json:"code"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	errs.Required("mfa_token", "mfa token", req.MFAToken)
	errs.Required("code", "code", req.Code)
	if len(req.MFAToken) > 200 || len(req.Code) > 64 {
		return errMFAToken
	}
	if errs.Any() {
		return invalid(errs)
	}
	ctx, ip := r.Context(), s.clientIP(r)
	hash := auth.HashToken(req.MFAToken)
	challenge, err := s.store.TryMFAChallenge(ctx, hash, mfaTokenTries)
	if errors.Is(err, store.ErrNotFound) {
		return errMFAToken
	}
	if err != nil {
		return err
	}
	user, err := s.store.User(ctx, challenge.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return errMFAToken
	}
	if err != nil {
		return err
	}
	if user.Disabled {
		return errAccountDisabled
	}
	if err := s.mfaLocked(user); err != nil {
		return err
	}
	if err := s.loginThrottled(r, user.Email, ip); err != nil {
		return err
	}

	usedRecovery, err := s.checkSecondFactor(r, user, req.Code)
	if err != nil {
		var refused *apiError
		if errors.As(err, &refused) {
			auditSignInFailure(r, user, "second factor: "+refused.fields["code"][0])
			return s.countMFAFailure(r, user, ip, refused)
		}
		return err
	}
	if err := s.store.EndMFAChallenge(ctx, hash); err != nil {
		return err
	}
	if err := s.store.ClearLoginFailures(ctx, user.Email, ip); err != nil {
		return err
	}
	lifetime := auth.ShortSession
	if challenge.Remember {
		lifetime = auth.LongSession
	}
	auditActor(r, user, false)
	if usedRecovery {
		auditDetail(r, "with a recovery code")
		left, err := s.store.RecoveryCodesLeft(ctx, user.ID)
		if err != nil {
			return err
		}
		if err := s.store.NotifyAccount(ctx, user.ID, s.securityNotice("recovery-code", "A recovery code was used to sign in to your account",
			"You have "+strconv.Itoa(left)+" recovery codes left. Set up two-step sign-in again on your account page if you lost your authenticator.")); err != nil {
			return err
		}
		s.queued()
	}
	return s.startSession(w, r, user, lifetime, "Login successful.")
}

// checkSecondFactor checks code against the account's authenticator (six
// digits; a code works once) or its unused recovery codes (spent by the
// check). A refusal is an *apiError.
func (s *Server) checkSecondFactor(r *http.Request, user store.User, code string) (usedRecovery bool, err error) {
	ctx := r.Context()
	if auth.IsTOTPCode(code) {
		t, err := s.store.AccountTOTP(ctx, user.ID)
		if err != nil {
			return false, err
		}
		step, ok := auth.MatchTOTP(t.Secret, auth.CleanTOTPCode(code), s.store.Now())
		if t.Secret == "" || !ok {
			return false, errWrongCode
		}
		fresh, err := s.store.UseTOTPStep(ctx, user.ID, step)
		if err != nil {
			return false, err
		}
		if !fresh {
			return false, errUsedCode
		}
		return false, nil
	}
	typed := auth.NormalizeRecoveryCode(code)
	ok, err := s.store.UseRecoveryCode(ctx, user.ID, func(hash string) bool { return s.hasher.Check(hash, typed) })
	if err != nil {
		return false, err
	}
	if !ok {
		return false, errWrongCode
	}
	return true, nil
}

// countMFAFailure counts a wrong code in the login throttle (this address
// and account) and towards the account's lock, which it may start (then
// the owner is mailed and the answer says so).
func (s *Server) countMFAFailure(r *http.Request, user store.User, ip string, refusal *apiError) error {
	ctx := r.Context()
	if err := s.store.RecordLoginFailure(ctx, user.Email, ip, auth.FailureWindow); err != nil {
		return err
	}
	locked, err := s.store.RecordMFAFailure(ctx, user.ID, mfaLockFailures, mfaLockWindow, mfaLockFor,
		s.securityNotice("mfa-locked", "Two-step sign-in to your account was locked for 15 minutes",
			"Someone entered 10 wrong codes after your password. If this was not you, your password is known to someone else: change it."))
	if err != nil {
		return err
	}
	if locked {
		s.queued()
		user, err = s.store.User(ctx, user.ID)
		if err != nil {
			return err
		}
		return s.mfaLocked(user)
	}
	return refusal
}

// loginThrottled refuses a sign-in step once the account has had
// auth.MaxFailures failures from this address within the window.
func (s *Server) loginThrottled(r *http.Request, email, ip string) error {
	now := s.store.Now()
	failures, oldest, err := s.store.LoginFailures(r.Context(), email, ip, now.Add(-auth.FailureWindow))
	if err != nil {
		return err
	}
	if failures < auth.MaxFailures {
		return nil
	}
	wait := oldest.Add(auth.FailureWindow).Sub(now)
	return &apiError{
		status:     http.StatusTooManyRequests,
		message:    "Too many login attempts. Please try again in " + minutes(wait) + ".",
		retryAfter: max(1, int(math.Ceil(wait.Seconds()))),
	}
}

// securityNotice is the mail telling an account's owner of a change to
// how they sign in (kind names it in the mail's key), with when it
// happened.
func (s *Server) securityNotice(kind, what, detail string) store.MessageFor {
	now := s.store.Now()
	composer := s.mail.Fixed()
	return mailFor(composer, "security_notice", func(u store.User) string {
		return "security-" + kind + "-" + strconv.FormatInt(u.ID, 10) + "-" + strconv.FormatInt(now.UnixNano(), 36)
	}, map[string]any{"Subject": what, "What": what, "Detail": detail, "When": now.Format("January 2, 2006 at 15:04 UTC"),
		"ResetLink": composer.Link("/reset-password", nil)})
}

// handleTOTPSetup starts setting up an authenticator: a new secret, shown
// once as text, an otpauth:// link and its QR code. The account's current
// authenticator, if any, works until the new one is confirmed.
func (s *Server) handleTOTPSetup(w http.ResponseWriter, r *http.Request) error {
	u := currentUser(r)
	// Replacing a second factor is one of the most sensitive actions;
	// the first one is set up right after signing in.
	if u.MFA && !s.confirmedRecently(r) {
		return errConfirmationRequired
	}
	secret, url, err := auth.NewTOTPKey(s.settings.Latest().Brand, u.Email)
	if err != nil {
		return err
	}
	if err := s.store.BeginTOTP(r.Context(), u.ID, secret); err != nil {
		return err
	}
	svg, err := auth.QRCodeSVG(url)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(map[string]string{"secret": secret, "otpauth_url": url, "qr_svg": svg}))
	return nil
}

// handleTOTPConfirm turns the authenticator being set up on with one of
// its codes, and answers the account's new recovery codes, shown this once
// (the store keeps their hashes).
func (s *Server) handleTOTPConfirm(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Code string `json:"code"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	if !errs.Required("code", "code", req.Code) {
		return invalid(errs)
	}
	u := currentUser(r)
	ctx := r.Context()
	t, err := s.store.AccountTOTP(ctx, u.ID)
	if err != nil {
		return err
	}
	if t.PendingSecret == "" {
		return newError(http.StatusConflict, "Start the set-up first: there is no authenticator waiting for a code.")
	}
	step, ok := auth.MatchTOTP(t.PendingSecret, auth.CleanTOTPCode(req.Code), s.store.Now())
	if !ok {
		return invalid(validate.Errors{"code": {"This code is not right. Scan the QR code again, or type the key by hand, and enter the code the app shows now."}})
	}
	codes, hashes, err := s.newRecoveryCodes()
	if err != nil {
		return err
	}
	err = s.store.ConfirmTOTP(ctx, u.ID, step, hashes, s.securityNotice("mfa-on", "Two-step sign-in was turned on for your account",
		"From now on, signing in takes your password and a code from your authenticator app."))
	if errors.Is(err, store.ErrNoPendingTOTP) {
		return newError(http.StatusConflict, "Start the set-up first: there is no authenticator waiting for a code.")
	}
	if err != nil {
		return err
	}
	s.queued()
	writeRecoveryCodes(w, "Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once, if you lose your phone.", codes)
	return nil
}

// writeRecoveryCodes answers new recovery codes, shown this once.
func writeRecoveryCodes(w http.ResponseWriter, message string, codes []string) {
	writeJSON(w, http.StatusOK, map[string]any{"message": message, "data": map[string]any{"recovery_codes": codes}})
}

// newRecoveryCodes makes a set of recovery codes: the codes, shown once,
// and their hashes, kept.
func (s *Server) newRecoveryCodes() (codes, hashes []string, err error) {
	if codes, err = auth.NewRecoveryCodes(); err != nil {
		return nil, nil, err
	}
	hashes = make([]string, len(codes))
	for i, c := range codes {
		if hashes[i], err = s.hasher.HashRecoveryCode(c); err != nil {
			return nil, nil, err
		}
	}
	return codes, hashes, nil
}

// handleRecoveryCodesNew replaces the account's recovery codes (behind a
// fresh check, s.confirmed): for a person who used most of them, or fears
// someone saw them. The new codes are answered this once.
func (s *Server) handleRecoveryCodesNew(w http.ResponseWriter, r *http.Request) error {
	codes, hashes, err := s.newRecoveryCodes()
	if err != nil {
		return err
	}
	err = s.store.ReplaceRecoveryCodes(r.Context(), currentUser(r).ID, hashes, s.securityNotice("recovery-codes", "Your account has new recovery codes",
		"The recovery codes you had no longer work. If you did not ask for new ones, change your password."))
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusConflict, "Recovery codes go with an authenticator app: set one up first.")
	}
	if err != nil {
		return err
	}
	s.queued()
	writeRecoveryCodes(w, "New recovery codes: the old ones no longer work. Keep these somewhere safe.", codes)
	return nil
}

// handleTOTPDisable turns the authenticator off, with the password and a
// current code (or a recovery code) as proof.
func (s *Server) handleTOTPDisable(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Password string `json:"password"`
		Code     string `json:"code"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	u := currentUser(r)
	errs := validate.Errors{}
	if errs.Required("password", "password", req.Password) && !s.hasher.Check(u.PasswordHash, req.Password) {
		errs.Add("password", "The password is incorrect.")
	}
	errs.Required("code", "code", req.Code)
	if errs.Any() {
		return invalid(errs)
	}
	ctx := r.Context()
	t, err := s.store.AccountTOTP(ctx, u.ID)
	if err != nil {
		return err
	}
	if t.Secret == "" {
		return newError(http.StatusConflict, "Two-step sign-in with an authenticator is not on for this account.")
	}
	if _, err := s.checkSecondFactor(r, u, req.Code); err != nil {
		return err
	}
	err = s.store.RemoveTOTP(ctx, u.ID, s.securityNotice("mfa-off", "Two-step sign-in was turned off for your account",
		"Signing in now takes your password only."))
	if err != nil {
		return err
	}
	s.queued()
	s.writeFactorRemoved(w, r, u.ID, "Two-step sign-in is off.")
	return nil
}

// writeFactorRemoved answers the removal of one of the account's second
// factors with message, and says so when its role now needs one it lacks.
func (s *Server) writeFactorRemoved(w http.ResponseWriter, r *http.Request, userID int64, message string) {
	if after, err := s.store.User(r.Context(), userID); err == nil && s.needsMFASetup(after) {
		message += " Your role needs a second factor: add a passkey or set up an authenticator app to go on."
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": message})
}

// handleUserMFAReset is an admin's reset of an account's second factors,
// for a person who lost their authenticator or passkeys: they are removed,
// every session of the account ends, and its owner is mailed.
func (s *Server) handleUserMFAReset(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgUserNotFound)
	}
	if _, err := s.store.User(r.Context(), id); errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgUserNotFound)
	} else if err != nil {
		return err
	}
	err = s.store.ResetSecondFactors(r.Context(), id, s.securityNotice("mfa-reset", "An admin reset the two-step sign-in of your account",
		"Your authenticator app, recovery codes and passkeys no longer sign in, and every session of the account was signed out. When you next sign in, set up two-step sign-in again."))
	if err != nil {
		return err
	}
	s.queued()
	writeJSON(w, http.StatusOK, map[string]string{"message": "Two-step sign-in reset: the account is signed out and sets it up again at its next sign-in."})
	return nil
}
