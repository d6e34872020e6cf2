package httpapi

import (
	"claimsite/internal/access"
	"claimsite/internal/leads"
	"errors"
	"math"
	"net/http"
	"strconv"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

type registerRequest struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
	Password  string `json:"password"`
	// Language is the language of the page the visitor signed up on: the
	// confirmation mail's and the answer's (decision 066).
	Language string `json:"language"`
}

func (s *Server) handleRegister(w http.ResponseWriter, r *http.Request) error {
	var req registerRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	// Clean drops NUL characters, which PostgreSQL cannot store.
	req.FirstName, req.LastName = validate.Clean(req.FirstName), validate.Clean(req.LastName)
	req.Email = store.NormalizeEmail(req.Email)
	if errs.Required("first_name", "first name", req.FirstName) {
		errs.MaxLength("first_name", "first name", req.FirstName, 100)
	}
	if errs.Required("last_name", "last name", req.LastName) {
		errs.MaxLength("last_name", "last name", req.LastName, 100)
	}
	if errs.Required("email", "email", req.Email) {
		errs.Email("email", req.Email)
	}
	checkNewPassword(errs, "password", req.Password)
	lang := accountLanguage(errs, req.Language)
	if !errs.Has("email") {
		// Counted before the lookup, which tells whether an address has an
		// account: unlimited, it would list the site's users.
		if err := s.limit(r, s.perIP(r, ratelimit.RegisterIP)); err != nil {
			return err
		}
		if _, err := s.store.UserByEmail(r.Context(), req.Email); err == nil {
			errs.Add("email", "The email has already been taken.")
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	if errs.Any() {
		return invalid(errs)
	}
	hash, err := s.hasher.Hash(req.Password)
	if err != nil {
		return err
	}
	// Registration always makes a plain user: nobody can sign up as admin.
	// The account and the mail that asks to confirm its address are
	// written together.
	user := store.User{FirstName: req.FirstName, LastName: req.LastName, Email: req.Email, PasswordHash: hash, Role: access.User}
	tok, msg, err := s.accountLink(lang, store.PurposeVerifyEmail, "/verify-email", "verify_email", verifyLinkLifetime, user)
	if err != nil {
		return err
	}
	user, err = s.store.RegisterUser(r.Context(), user, tok, msg)
	if errors.Is(err, store.ErrConflict) {
		return invalid(validate.Errors{"email": {"The email has already been taken."}})
	}
	if err != nil {
		return err
	}
	s.queued()
	writeJSON(w, http.StatusCreated, map[string]any{
		"message": say(lang, "answer.register", nil),
		"data":    user,
	})
	return nil
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Remember bool   `json:"remember"`
}

type loginResponse struct {
	Message     string     `json:"message"`
	AccessToken string     `json:"access_token"`
	TokenType   string     `json:"token_type"`
	ExpiresAt   time.Time  `json:"expires_at"`
	User        store.User `json:"user"`
}

var (
	errBadCredentials  = newError(http.StatusUnauthorized, "These credentials do not match our records.")
	errAccountDisabled = newError(http.StatusForbidden, "This account has been disabled.")
)

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) error {
	var req loginRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	req.Email = store.NormalizeEmail(req.Email)
	if errs.Required("email", "email", req.Email) {
		errs.Email("email", req.Email)
	}
	errs.Required("password", "password", req.Password)
	if errs.Any() {
		return invalid(errs)
	}

	ctx, ip := r.Context(), s.clientIP(r)
	if err := s.loginThrottled(r, req.Email, ip); err != nil {
		return err
	}

	// Failures from one client across every e-mail (password spraying);
	// only failures count, so a busy office behind one address can sign in.
	spraying := s.perIP(r, ratelimit.LoginFailuresIP)
	if err := s.limited(r, spraying); err != nil {
		return err
	}

	user, err := s.store.UserByEmail(ctx, req.Email)
	ok := false
	switch {
	case err == nil:
		ok = s.hasher.Check(user.PasswordHash, req.Password)
	case errors.Is(err, store.ErrNotFound):
		ok = s.hasher.CheckUnknown(req.Password)
	default:
		return err
	}
	if !ok {
		auditSignInFailure(r, user, "wrong password") // a staff or partner account's; visitors' are not recorded
		if err := s.store.RecordLoginFailure(ctx, req.Email, ip, auth.FailureWindow); err != nil {
			return err
		}
		if err := s.limit(r, spraying); err != nil {
			return err
		}
		return errBadCredentials
	}
	// Only after the password check: a stranger does not learn that the
	// account exists, its owner learns why they cannot sign in.
	if user.Disabled {
		auditSignInFailure(r, user, "account disabled")
		return errAccountDisabled
	}
	if user.MFA {
		// The password was right: the second step decides, and clears
		// the failures when it passes.
		return s.startMFAChallenge(w, r, user, req.Remember)
	}
	if err := s.store.ClearLoginFailures(ctx, req.Email, ip); err != nil {
		return err
	}

	lifetime := auth.ShortSession
	if req.Remember {
		lifetime = auth.LongSession
	}
	auditActor(r, user, false)
	return s.startSession(w, r, user, lifetime, "Login successful.")
}

// startSession signs user in for lifetime and answers as a login does:
// the bearer token, when it expires, and the account.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, user store.User, lifetime time.Duration, message string) error {
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	expires := s.store.Now().Add(lifetime).UTC().Truncate(time.Second)
	err = s.store.CreateSession(r.Context(), store.NewSession{TokenHash: hash, UserID: user.ID, ExpiresAt: expires,
		IP: s.clientIP(r), UserAgent: validate.Clean(r.UserAgent())})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, loginResponse{
		Message: message, AccessToken: token, TokenType: "Bearer", ExpiresAt: expires, User: user,
	})
	return nil
}

// minutes says a wait in whole minutes, at least one.
func minutes(d time.Duration) string {
	n := max(1, int(math.Ceil(d.Minutes())))
	if n == 1 {
		return "1 minute"
	}
	return strconv.Itoa(n) + " minutes"
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) error {
	token, _ := bearerToken(r)
	if err := s.store.DeleteSession(r.Context(), auth.HashToken(token)); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "You have been logged out."})
	return nil
}

// profile is the signed-in account and what its role may do: the web app
// shows the screens of these permissions (the server checks each call).
type profile struct {
	store.User
	Permissions []access.Permission `json:"permissions"`
	// MFASetupRequired: the account's role needs a second factor it does
	// not have; until it sets one up, it may call nothing else.
	MFASetupRequired bool `json:"mfa_setup_required"`
	// TOTPEnabled: the account has an authenticator app (MFA may come
	// from passkeys alone).
	TOTPEnabled bool `json:"totp_enabled"`
	// RecoveryCodesLeft: the unused recovery codes of the authenticator.
	RecoveryCodesLeft int `json:"recovery_codes_left"`
}

func (s *Server) handleProfile(w http.ResponseWriter, r *http.Request) error {
	u := currentUser(r)
	factors, err := s.store.AccountFactors(r.Context(), u.ID, s.passkeys.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(profile{User: u, Permissions: u.Role.Permissions(), MFASetupRequired: s.needsMFASetup(u),
		TOTPEnabled: factors.TOTP, RecoveryCodesLeft: factors.RecoveryCodes}))
	return nil
}

// inquiry is what a user sees of a lead they sent.
type inquiry struct {
	ID         int64     `json:"id"`
	CreatedAt  time.Time `json:"created_at"`
	Status     string    `json:"status"`
	SourceForm string    `json:"source_form"`
	State      string    `json:"state"`
	StateName  string    `json:"state_name"`
}

// handleInquiries lists the leads sent with the signed-in user's e-mail,
// once the user has proved the address is theirs.
func (s *Server) handleInquiries(w http.ResponseWriter, r *http.Request) error {
	u := currentUser(r)
	if !u.EmailVerified {
		return newError(http.StatusForbidden, "Please confirm your e-mail address to see your inquiries: follow the link we e-mailed you, or ask for a new one.")
	}
	list := []inquiry{}
	err := s.store.EachLead(r.Context(), store.LeadFilter{Email: u.Email}, func(l leads.Lead) error {
		list = append(list, inquiry{ID: l.ID, CreatedAt: l.CreatedAt, Status: l.Status, SourceForm: l.SourceForm, State: l.State, StateName: l.StateName})
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(list))
	return nil
}
