package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/store"
)

// twoStep is an account with an authenticator set up through the API: its
// secret and recovery codes.
type twoStep struct {
	secret   string
	recovery []string
}

// setUpAuthenticator sets up and confirms an authenticator for the signed-
// in account of token, as the account screen does.
func setUpAuthenticator(t *testing.T, ts *testServer, token string) twoStep {
	t.Helper()
	r := ts.do(request{method: "POST", path: "/api/auth/mfa/totp/setup", token: token})
	wantStatus(t, r, http.StatusOK)
	var setup struct {
		Data struct {
			Secret     string `json:"secret"`
			OTPAuthURL string `json:"otpauth_url"`
			QRSVG      string `json:"qr_svg"`
		} `json:"data"`
	}
	r.decode(t, &setup)
	if !strings.HasPrefix(setup.Data.OTPAuthURL, "otpauth://totp/") || !strings.Contains(setup.Data.OTPAuthURL, "secret="+setup.Data.Secret) ||
		!strings.HasPrefix(setup.Data.QRSVG, "<svg") {
		t.Fatalf("setup: %+v", setup.Data)
	}
	code, _ := auth.TOTPCode(setup.Data.Secret, ts.store.Now())
	r = ts.do(request{method: "POST", path: "/api/auth/mfa/totp/confirm", token: token, body: map[string]any{"code": code}})
	wantStatus(t, r, http.StatusOK)
	var confirmed struct {
		Data struct {
			RecoveryCodes []string `json:"recovery_codes"`
		} `json:"data"`
	}
	r.decode(t, &confirmed)
	if len(confirmed.Data.RecoveryCodes) != 10 {
		t.Fatalf("recovery codes: %v", confirmed.Data.RecoveryCodes)
	}
	return twoStep{secret: setup.Data.Secret, recovery: confirmed.Data.RecoveryCodes}
}

// passwordStep signs in with a password and returns the second step's
// token, failing unless the answer asks for one.
func passwordStep(t *testing.T, ts *testServer, email, password string) string {
	t.Helper()
	r := acctLogin(ts, email, password, false)
	wantStatus(t, r, http.StatusOK)
	var a struct {
		MFARequired bool   `json:"mfa_required"`
		MFAToken    string `json:"mfa_token"`
		AccessToken string `json:"access_token"`
	}
	r.decode(t, &a)
	if !a.MFARequired || a.MFAToken == "" || a.AccessToken != "" {
		t.Fatalf("login of an account with a second factor: %s", r.Body)
	}
	return a.MFAToken
}

func secondStep(ts *testServer, mfaToken, code string) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/auth/login/mfa", body: map[string]any{"mfa_token": mfaToken, "code": code}})
}

// TestTwoStepSignIn: with an authenticator set up, a right password asks
// for a code; a current code (or one step off) signs in, once; a recovery
// code works once; the owner is mailed of each change.
func TestTwoStepSignIn(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.Intake, "ines@example.com")
		mfa := setUpAuthenticator(t, ts, token)
		if p := profileOf(t, ts, token); p["mfa_enabled"] != true {
			t.Errorf("profile after setup: %v", p)
		}
		if m := ts.mails("ines@example.com"); len(m) != 1 || m[0].Subject != "Two-step sign-in was turned on for your account" {
			t.Errorf("mails: %+v", m)
		}

		// The code of the step before now still works (a phone a little behind).
		ts.advance(time.Minute)
		step := passwordStep(t, ts, "ines@example.com", "password123")
		late, _ := auth.TOTPCode(mfa.secret, ts.store.Now().Add(-auth.TOTPPeriod))
		r := secondStep(ts, step, late)
		wantStatus(t, r, http.StatusOK)
		var signedIn acctLoginAnswer
		r.decode(t, &signedIn)
		if signedIn.AccessToken == "" || signedIn.User.Email != "ines@example.com" {
			t.Fatalf("second step: %s", r.Body)
		}
		// The token of a finished sign-in is spent.
		wantStatus(t, secondStep(ts, step, late), http.StatusUnauthorized)

		// The same code again, on a new sign-in: refused (replay).
		step = passwordStep(t, ts, "ines@example.com", "password123")
		r = secondStep(ts, step, late)
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); errs["code"][0] != "This code was used already. Wait for the next one in your authenticator app." {
			t.Errorf("replay: %v", errs)
		}
		// Two steps away: wrong.
		far, _ := auth.TOTPCode(mfa.secret, ts.store.Now().Add(2*auth.TOTPPeriod))
		wantStatus(t, secondStep(ts, step, far), http.StatusUnprocessableEntity)

		// A recovery code, typed without its dash in capitals: once.
		typed := strings.ToUpper(strings.ReplaceAll(mfa.recovery[3], "-", ""))
		wantStatus(t, secondStep(ts, step, typed), http.StatusOK)
		step = passwordStep(t, ts, "ines@example.com", "password123")
		wantStatus(t, secondStep(ts, step, mfa.recovery[3]), http.StatusUnprocessableEntity)
		if m := ts.mails("ines@example.com"); !strings.Contains(m[len(m)-1].Text, "You have 9 recovery codes left.") {
			t.Errorf("recovery code notice: %s", m[len(m)-1].Text)
		}

		// The audit log: sign-ins, a failure with its reason, the set-up.
		wantAuditOf(t, ts, "ines@", "mfa_on:", "sign_in:", "sign_in:with a recovery code",
			"sign_in_failed:second factor: This code was used already")
	})
}

// TestSecondStepLimits: a second step's token lives 5 minutes and takes 5
// tries; ten wrong codes for one account lock its second step for 15
// minutes and mail its owner; wrong codes count in the login throttle.
func TestSecondStepLimits(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.Admin, "ada@example.com")
		mfa := setUpAuthenticator(t, ts, token)
		current := func() string { c, _ := auth.TOTPCode(mfa.secret, ts.store.Now()); return c }

		step := passwordStep(t, ts, "ada@example.com", "password123")
		ts.advance(5*time.Minute + time.Second)
		r := secondStep(ts, step, current())
		wantStatus(t, r, http.StatusUnauthorized)
		if body := r.json(t); body["code"] != "mfa_token_invalid" {
			t.Errorf("expired token: %v", body)
		}

		// Five tries, then the token is spent even with the right code.
		step = passwordStep(t, ts, "ada@example.com", "password123")
		for range 5 {
			wantStatus(t, secondStep(ts, step, "000000"), http.StatusUnprocessableEntity)
		}
		wantStatus(t, secondStep(ts, step, current()), http.StatusUnauthorized)
		// The five wrong codes count in the login throttle of this address.
		wantStatus(t, acctLogin(ts, "ada@example.com", "password123", false), http.StatusTooManyRequests)

		// Ten wrong codes from many addresses lock the account.
		ts.advance(16 * time.Minute) // the throttle's window passes; the account's failures too
		for i := range 10 {
			tok := passwordStepFrom(t, ts, "ada@example.com", fmt.Sprintf("198.51.100.%d:1", i))
			r = secondStepFrom(ts, tok, "000000", fmt.Sprintf("198.51.100.%d:1", i))
			if i < 9 {
				wantStatus(t, r, http.StatusUnprocessableEntity)
			}
		}
		wantStatus(t, r, http.StatusTooManyRequests)
		if body := r.json(t); body["code"] != "mfa_locked" || !strings.Contains(body["message"].(string), "locked") {
			t.Errorf("lock: %v", body)
		}
		if m := ts.mails("ada@example.com"); m[len(m)-1].Subject != "Two-step sign-in to your account was locked for 15 minutes" {
			t.Errorf("lock mail: %+v", m[len(m)-1])
		}
		// While locked, even the right password gets no second step.
		r = acctLoginFrom(ts, "203.0.113.9:1", map[string]any{"email": "ada@example.com", "password": "password123"}, nil)
		wantStatus(t, r, http.StatusTooManyRequests)
		ts.advance(15*time.Minute + time.Second)
		tok := passwordStepFrom(t, ts, "ada@example.com", "203.0.113.9:1")
		wantStatus(t, secondStepFrom(ts, tok, current(), "203.0.113.9:1"), http.StatusOK)
	})
}

// wantAuditOf fails unless the audit log of actor (its e-mail's start)
// has an event "action:summary" starting with each of want.
func wantAuditOf(t *testing.T, ts *testServer, actor string, want ...string) {
	t.Helper()
	events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{Actor: actor}, store.Page{Number: 1, Size: 30})
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, e := range events {
		actions = append(actions, e.Action+":"+e.Summary)
	}
	joined := " | " + strings.Join(actions, " | ")
	for _, w := range want {
		if !strings.Contains(joined, " | "+w) {
			t.Errorf("audit lacks %q: %s", w, joined)
		}
	}
}

func passwordStepFrom(t *testing.T, ts *testServer, email, addr string) string {
	t.Helper()
	r := acctLoginFrom(ts, addr, map[string]any{"email": email, "password": "password123"}, nil)
	wantStatus(t, r, http.StatusOK)
	var a struct {
		MFAToken string `json:"mfa_token"`
	}
	r.decode(t, &a)
	return a.MFAToken
}

func secondStepFrom(ts *testServer, mfaToken, code, addr string) response {
	ts.t.Helper()
	return postFrom(ts, addr, "/api/auth/login/mfa", map[string]any{"mfa_token": mfaToken, "code": code}, nil)
}

// TestSecondFactorRequired: on a site that requires it, an account whose
// role reads leads and that has no second factor can sign in, see its
// profile, log out and set one up, and nothing else; the other roles are
// not held.
func TestSecondFactorRequired(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, role := range []access.Role{access.Admin, access.Intake, access.Partner} {
			token := ts.user(role, string(role)+"@example.com")
			if p := profileOf(t, ts, token); p["mfa_setup_required"] != true || p["mfa_enabled"] != false {
				t.Errorf("%s profile: %v", role, p)
			}
			for _, path := range []string{"/api/admin/leads", "/api/auth/inquiries", "/api/admin/stats"} {
				r := ts.get(path, token)
				if role.Can(access.Dashboard) || path == "/api/auth/inquiries" || role == access.Intake {
					if body := r.json(t); r.Code != http.StatusForbidden || body["code"] != "mfa_setup_required" || body["message"] != "Set up two-step sign-in to continue." {
						t.Errorf("%s %s: %d %v", role, path, r.Code, body)
					}
				}
			}
			setUpAuthenticator(t, ts, token)
			if p := profileOf(t, ts, token); p["mfa_setup_required"] != false {
				t.Errorf("%s profile after setup: %v", role, p)
			}
			if role != access.Partner {
				wantStatus(t, ts.get("/api/admin/stats", token), http.StatusOK)
			}
		}
		for _, role := range []access.Role{access.Editor, access.User} {
			token := ts.user(role, string(role)+"@example.com")
			if p := profileOf(t, ts, token); p["mfa_setup_required"] != false {
				t.Errorf("%s profile: %v", role, p)
			}
		}
		editor := acctToken(t, ts, "editor@example.com", "password123", false).AccessToken
		wantStatus(t, ts.get("/api/admin/services", editor), http.StatusOK)
		wantStatus(t, ts.get("/api/auth/logout", acctToken(t, ts, "user@example.com", "password123", false).AccessToken), http.StatusOK)
	}, requireMFA)
}

// TestTurningTheSecondFactorOff: the owner turns it off with the password
// and a code; an admin resets another account's, which signs it out; both
// mail the owner and are audited.
func TestTurningTheSecondFactorOff(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.Editor, "eddie@example.com")
		mfa := setUpAuthenticator(t, ts, token)
		code := func() string { c, _ := auth.TOTPCode(mfa.secret, ts.store.Now()); return c }
		ts.advance(auth.TOTPPeriod) // the code that confirmed it is spent
		r := ts.do(request{method: "POST", path: "/api/auth/mfa/totp/disable", token: token, body: map[string]any{"password": "wrong", "code": code()}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); errs["password"][0] != "The password is incorrect." {
			t.Errorf("wrong password: %v", errs)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/mfa/totp/disable", token: token, body: map[string]any{"password": "password123", "code": code()}}), http.StatusOK)
		if p := profileOf(t, ts, token); p["mfa_enabled"] != false {
			t.Errorf("after disabling: %v", p)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/mfa/totp/disable", token: token, body: map[string]any{"password": "password123", "code": "123456"}}), http.StatusConflict)
		// Signing in takes the password alone again.
		acctToken(t, ts, "eddie@example.com", "password123", false)

		// An admin's reset: the account is signed out and mailed.
		ts.advance(time.Minute)
		mfa = setUpAuthenticator(t, ts, token)
		admin := ts.admin()
		id := usersID(t, ts, "eddie@example.com")
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/users/%d/mfa", id), token: admin}), http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", token), http.StatusUnauthorized)
		if m := ts.mails("eddie@example.com"); m[len(m)-1].Subject != "An admin reset the two-step sign-in of your account" {
			t.Errorf("reset mail: %+v", m[len(m)-1])
		}
		acctToken(t, ts, "eddie@example.com", "password123", false)
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/users/9999/mfa", token: admin}), http.StatusNotFound)
		events, _, _ := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "user", RecordID: fmt.Sprint(id)}, store.Page{Number: 1, Size: 20})
		var actions []string
		for _, e := range events {
			actions = append(actions, e.Action)
		}
		for _, want := range []string{"mfa_on", "mfa_off", "mfa_reset"} {
			if !strings.Contains(strings.Join(actions, " "), want) {
				t.Errorf("audit lacks %s: %v", want, actions)
			}
		}
	})
}

// TestNewRecoveryCodes: an account with an authenticator replaces its
// recovery codes behind a fresh check; the old ones die, the new ones work
// once, the profile counts those left, and the owner is mailed. Without an
// authenticator there are none to replace.
func TestNewRecoveryCodes(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.Intake, "ines@example.com")
		mfa := setUpAuthenticator(t, ts, token)
		if p := profileOf(t, ts, token); p["recovery_codes_left"] != float64(10) {
			t.Errorf("profile: %v", p)
		}
		ts.advance(11 * time.Minute)
		r := ts.do(request{method: "POST", path: "/api/auth/mfa/recovery-codes", token: token})
		wantStatus(t, r, http.StatusForbidden)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: token, body: map[string]any{"password": "password123"}}), http.StatusOK)
		r = ts.do(request{method: "POST", path: "/api/auth/mfa/recovery-codes", token: token})
		wantStatus(t, r, http.StatusOK)
		var fresh struct {
			Data struct {
				RecoveryCodes []string `json:"recovery_codes"`
			} `json:"data"`
		}
		r.decode(t, &fresh)
		if len(fresh.Data.RecoveryCodes) != 10 || fresh.Data.RecoveryCodes[0] == mfa.recovery[0] {
			t.Fatalf("new codes: %v", fresh.Data.RecoveryCodes)
		}
		if m := ts.mails("ines@example.com"); m[len(m)-1].Subject != "Your account has new recovery codes" {
			t.Errorf("mail: %+v", m[len(m)-1])
		}

		step := passwordStep(t, ts, "ines@example.com", "password123")
		wantStatus(t, secondStep(ts, step, mfa.recovery[0]), http.StatusUnprocessableEntity)
		wantStatus(t, secondStep(ts, step, fresh.Data.RecoveryCodes[0]), http.StatusOK)
		if p := profileOf(t, ts, token); p["recovery_codes_left"] != float64(9) {
			t.Errorf("profile after one was used: %v", p)
		}

		visitor := ts.user(access.User, "vera@example.com")
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/mfa/recovery-codes", token: visitor}), http.StatusConflict)
	})
}
