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

type sessionsAnswer struct {
	Data []struct {
		ID         string     `json:"id"`
		CreatedAt  time.Time  `json:"created_at"`
		LastUsedAt *time.Time `json:"last_used_at"`
		IP         string     `json:"ip"`
		Browser    string     `json:"browser"`
		Current    bool       `json:"current"`
	} `json:"data"`
}

// TestSessionsSeenAndEnded: a person sees each browser they are signed in
// with (where, when, which) and signs one or all the others out.
func TestSessionsSeenAndEnded(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "uma@example.com")
		chrome := postFrom(ts, "198.51.100.7:1", "/api/auth/login", map[string]any{"email": "uma@example.com", "password": "password123"},
			map[string]string{"User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"})
		wantStatus(t, chrome, http.StatusOK)
		var login acctLoginAnswer
		chrome.decode(t, &login)
		phone := acctToken(t, ts, "uma@example.com", "password123", false).AccessToken
		ts.advance(2 * time.Minute)

		r := ts.get("/api/auth/sessions", login.AccessToken)
		wantStatus(t, r, http.StatusOK)
		var list sessionsAnswer
		r.decode(t, &list)
		if len(list.Data) != 3 {
			t.Fatalf("sessions: %s", r.Body)
		}
		// The one asking was just used (from the harness's address), so it
		// comes first.
		first := list.Data[0]
		if !first.Current || first.IP != "192.0.2.10" || first.Browser != "Chrome on Windows" || first.LastUsedAt == nil {
			t.Errorf("current session: %+v", first)
		}
		if strings.Contains(r.Body.String(), "token") {
			t.Errorf("a token in the list: %s", r.Body)
		}
		for _, s := range list.Data[1:] {
			if s.Current || s.ID == first.ID {
				t.Errorf("another session: %+v", s)
			}
		}

		// One signed out by its id; another person's id is not found.
		other := list.Data[1].ID
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/auth/sessions/" + other, token: login.AccessToken}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/auth/sessions/" + other, token: login.AccessToken}), http.StatusNotFound)
		stranger := ts.user(access.User, "stranger@example.com")
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/auth/sessions/" + first.ID, token: stranger}), http.StatusNotFound)

		// All the others at once.
		r = ts.do(request{method: "POST", path: "/api/auth/sessions/revoke-others", token: login.AccessToken})
		wantStatus(t, r, http.StatusOK)
		if body := r.json(t); body["ended"] != float64(1) {
			t.Errorf("revoke-others: %v", body)
		}
		wantStatus(t, ts.get("/api/auth/profile", phone), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/auth/profile", login.AccessToken), http.StatusOK)
		r = ts.get("/api/auth/sessions", login.AccessToken)
		r.decode(t, &list)
		if len(list.Data) != 1 || !list.Data[0].Current {
			t.Errorf("after revoke-others: %s", r.Body)
		}
		events, _, _ := ts.store.AuditPage(t.Context(), store.AuditFilter{Action: "sessions_end"}, store.Page{Number: 1, Size: 10})
		if len(events) != 2 || events[0].Summary != "1 other session" || events[1].Summary != "one session" || events[0].ActorEmail != "uma@example.com" {
			t.Errorf("audit: %+v", events)
		}
	})
}

// TestFreshCheckForSensitiveActions: a lead export, a lead's deletion, a
// role change, a consent text, a partner's secret and an admin's reset of a
// second factor need a password or code checked in the last 10 minutes;
// signing in counts as one, POST /api/auth/confirm makes a new one.
func TestFreshCheckForSensitiveActions(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		leadID := leadsSubmit(t, ts, leadsForm(nil))
		ts.user(access.Editor, "eddie@example.com")
		firm := createPartner(t, ts, admin, partnerBody("Firm"))
		calls := []request{
			{method: "GET", path: "/api/admin/leads/export", token: admin},
			{method: "GET", path: "/api/admin/conversions/export", token: admin},
			{method: "PATCH", path: fmt.Sprintf("/api/admin/users/%d", usersID(t, ts, "eddie@example.com")), token: admin, body: map[string]any{"role": "intake"}},
			{method: "POST", path: "/api/admin/consent-texts", token: admin, body: map[string]any{"text": "I agree to be contacted by {brand} and its partners, a new wording."}},
			{method: "POST", path: fmt.Sprintf("/api/admin/partners/%d/webhook-secret", firm.ID), token: admin},
			{method: "PUT", path: fmt.Sprintf("/api/admin/partners/%d", firm.ID), token: admin, body: withSecret(partnerBody("Firm"), "a-secret-set-by-hand-0123456789")},
			{method: "POST", path: "/api/admin/partners", token: admin, body: partnerBody("Second Firm")},
			{method: "DELETE", path: fmt.Sprintf("/api/admin/users/%d/mfa", usersID(t, ts, "eddie@example.com")), token: admin},
			{method: "DELETE", path: fmt.Sprintf("/api/admin/leads/%d", leadID), token: admin},
		}
		// Eleven minutes after signing in, each is refused, and nothing
		// happens.
		ts.advance(11 * time.Minute)
		for _, c := range calls {
			r := ts.do(c)
			if body := r.json(t); r.Code != http.StatusForbidden || body["code"] != "confirmation_required" {
				t.Errorf("%s %s without a fresh check: %d %v", c.method, c.path, r.Code, body)
			}
		}
		if _, err := ts.store.Lead(t.Context(), leadID); err != nil {
			t.Errorf("the lead after a refused delete: %v", err)
		}
		// Not everything needs one: the list, a partner update that keeps its secret.
		wantStatus(t, ts.get("/api/admin/leads", admin), http.StatusOK)
		wantStatus(t, ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/partners/%d", firm.ID), token: admin, body: partnerBody("Firm")}), http.StatusOK)

		// A wrong password is refused; the right one opens 10 minutes.
		r := ts.do(request{method: "POST", path: "/api/auth/confirm", token: admin, body: map[string]any{"password": "wrong"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: admin, body: map[string]any{}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: admin, body: map[string]any{"code": "123456"}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: admin, body: map[string]any{"password": "password123"}}), http.StatusOK)
		for _, c := range calls {
			if r := ts.do(c); r.Code >= 300 {
				t.Errorf("%s %s after confirming: %d %s", c.method, c.path, r.Code, r.Body)
			}
		}
		// The update that set a secret says so in the audit log (never the secret).
		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "partner", Action: "update"}, store.Page{Number: 1, Size: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(events) != 2 || events[0].Summary != "fields: webhook_secret" || events[1].Summary != "no field changed" {
			t.Errorf("partner updates in the audit log: %+v", events)
		}
		// Ten minutes later, again.
		ts.advance(10 * time.Minute)
		wantStatus(t, ts.get("/api/admin/leads/export", admin), http.StatusForbidden)
	})
}

func withSecret(body map[string]any, secret string) map[string]any {
	body["webhook_secret"] = secret
	return body
}

// TestConfirmWithACode: an account with an authenticator confirms with a
// code (used once), and a wrong one counts towards its lock.
func TestConfirmWithACode(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.Admin, "ada@example.com")
		mfa := setUpAuthenticator(t, ts, token)
		ts.advance(11 * time.Minute)
		// Replacing the authenticator needs the fresh check.
		r := ts.do(request{method: "POST", path: "/api/auth/mfa/totp/setup", token: token})
		if body := r.json(t); body["code"] != "confirmation_required" {
			t.Errorf("replacing without a check: %v", body)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: token, body: map[string]any{"code": "000000"}}), http.StatusUnprocessableEntity)
		code, _ := auth.TOTPCode(mfa.secret, ts.store.Now())
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: token, body: map[string]any{"code": code}}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: token, body: map[string]any{"code": code}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/mfa/totp/setup", token: token}), http.StatusOK)
	})
}
