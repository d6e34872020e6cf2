package httpapi

import (
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"

	useragent "github.com/medama-io/go-useragent"

	"claimsite/internal/auth"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Sessions a person can see and end (issue 21, item 5), and the fresh
// check the most sensitive actions need (item 6, decision 046).

var errConfirmationRequired = &apiError{status: http.StatusForbidden,
	message: "Confirm it is you to continue: enter your password, or a code from your authenticator app.", code: "confirmation_required"}

// confirmedRecently says whether the request's session proved who the
// person is (signing in, accepting an invitation, or a password or code
// asked again) within the confirmation window (CLAIMSITE_CONFIRM_WINDOW,
// 10 minutes by default).
func (s *Server) confirmedRecently(r *http.Request) bool {
	at := currentSignIn(r).session.ConfirmedAt
	return at != nil && s.store.Now().Sub(*at) < s.cfg.ConfirmWindow
}

// confirmed wraps a handler of one of the most sensitive actions: without
// a check of who the person is in the last 10 minutes it answers 403
// confirmation_required, and the web app asks for one and repeats the call.
func (s *Server) confirmed(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !s.confirmedRecently(r) {
			return errConfirmationRequired
		}
		return h(w, r)
	}
}

// handleConfirm checks the signed-in person again, with the password or a
// second-factor code (an account with one may use either), and starts a new
// 10-minute window for the most sensitive actions. Failures count in the
// login throttle, and wrong codes towards the account's lock.
func (s *Server) handleConfirm(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Password string `json:"password"`
		Code     string `json:"code"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	signed := currentSignIn(r)
	u, ip := signed.user, s.clientIP(r)
	if req.Password == "" && req.Code == "" {
		return invalid(validate.Errors{"password": {"Enter your password, or a code from your authenticator app."}})
	}
	if err := s.loginThrottled(r, u.Email, ip); err != nil {
		return err
	}
	if req.Code != "" {
		factors, err := s.store.AccountFactors(r.Context(), u.ID, s.passkeys.ID)
		if err != nil {
			return err
		}
		if !factors.TOTP {
			return invalid(validate.Errors{"code": {"This account has no authenticator: enter your password."}})
		}
		if err := s.mfaLocked(u); err != nil {
			return err
		}
		if _, err := s.checkSecondFactor(r, u, req.Code); err != nil {
			var refused *apiError
			if errors.As(err, &refused) {
				return s.countMFAFailure(r, u, ip, refused)
			}
			return err
		}
	} else if !s.hasher.Check(u.PasswordHash, req.Password) {
		if err := s.store.RecordLoginFailure(r.Context(), u.Email, ip, auth.FailureWindow); err != nil {
			return err
		}
		return invalid(validate.Errors{"password": {"The password is incorrect."}})
	}
	if err := s.store.ConfirmSession(r.Context(), signed.tokenHash); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Thank you: you can go on for the next 10 minutes."})
	return nil
}

var sessionID = regexp.MustCompile(`^[0-9a-f]{24}$`)

// sessionView is a session as its owner sees it: where and when it was
// used, which browser, and whether it is the one asking.
type sessionView struct {
	store.Session
	Browser string `json:"browser"`
	Current bool   `json:"current"`
}

// userAgents reads browsers' user agents (a parser built once, on first
// use: it loads its tables).
var userAgents = sync.OnceValue(useragent.NewParser)

// browserOf names the browser and system of a user agent for a person
// ("Chrome on Windows"); empty when it says nothing recognisable.
func browserOf(ua string) string {
	if strings.TrimSpace(ua) == "" {
		return "Unknown browser"
	}
	parsed := userAgents().Parse(ua)
	browser, os := string(parsed.Browser()), string(parsed.OS())
	switch {
	case browser != "" && os != "":
		return browser + " on " + os
	case browser != "":
		return browser
	case os != "":
		return "A browser on " + os
	}
	return "Unknown browser"
}

func (s *Server) handleSessionList(w http.ResponseWriter, r *http.Request) error {
	signed := currentSignIn(r)
	list, err := s.store.AccountSessions(r.Context(), signed.user.ID)
	if err != nil {
		return err
	}
	out := make([]sessionView, len(list))
	for i, sess := range list {
		out[i] = sessionView{Session: sess, Browser: browserOf(sess.UserAgent), Current: sess.ID == signed.session.ID}
	}
	writeJSON(w, http.StatusOK, envelope(out))
	return nil
}

// handleSessionEnd signs one of the person's sessions out (the current one
// too, as a logout).
func (s *Server) handleSessionEnd(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	// Session ids are 24 hex digits: anything else names none (and
	// PostgreSQL refuses a NUL in text).
	if !sessionID.MatchString(id) {
		return newError(http.StatusNotFound, "Session not found")
	}
	err := s.store.EndSession(r.Context(), currentUser(r).ID, id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, "Session not found")
	}
	if err != nil {
		return err
	}
	auditDetail(r, "one session")
	writeJSON(w, http.StatusOK, map[string]string{"message": "That session is signed out."})
	return nil
}

// handleSessionsEndOthers signs out every session of the person but this
// one (a lost phone, a shared computer).
func (s *Server) handleSessionsEndOthers(w http.ResponseWriter, r *http.Request) error {
	signed := currentSignIn(r)
	n, err := s.store.EndOtherSessions(r.Context(), signed.user.ID, signed.tokenHash)
	if err != nil {
		return err
	}
	if n == 1 {
		auditDetail(r, "1 other session")
	} else {
		auditDetail(r, strconv.Itoa(n)+" other sessions")
	}
	message := "Every other session is signed out."
	if n == 0 {
		message = "There was no other session."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": message, "ended": n})
	return nil
}
