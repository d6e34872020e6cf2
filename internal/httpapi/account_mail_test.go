package httpapi

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
)

// mails lists the outbox mails to address, oldest first.
func (ts *testServer) mails(to string) []mail.Message {
	ts.t.Helper()
	entries, err := ts.store.OutboxEntries(ts.t.Context(), outbox.KindMail, 1000)
	if err != nil {
		ts.t.Fatal(err)
	}
	var out []mail.Message
	for i := len(entries) - 1; i >= 0; i-- {
		var m mail.Message
		if err := json.Unmarshal(entries[i].Payload, &m); err != nil {
			ts.t.Fatal(err)
		}
		if m.To == to {
			out = append(out, m)
		}
	}
	return out
}

var mailedLink = regexp.MustCompile(`\?token=([A-Za-z0-9_-]+)`)

// mailedToken is the token of the newest mail of template to address, after
// checking the link points at path on the public URL.
func (ts *testServer) mailedToken(to, template, path string) string {
	ts.t.Helper()
	list := ts.mails(to)
	for i := len(list) - 1; i >= 0; i-- {
		m := list[i]
		if m.Template != template {
			continue
		}
		if want := ts.cfg.PublicURL + path + "?token="; !strings.Contains(m.Text, want) || !strings.Contains(m.HTML, want) {
			ts.t.Fatalf("%s mail: no link %s… in\n%s", template, want, m.Text)
		}
		return mailedLink.FindStringSubmatch(m.Text)[1]
	}
	ts.t.Fatalf("no %s mail to %s among %d mails", template, to, len(list))
	return ""
}

// verify confirms the address of a signed-in account the way its owner
// does: a new link, followed.
func (ts *testServer) verify(token, email string) {
	ts.t.Helper()
	wantStatus(ts.t, ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: token}), http.StatusOK)
	tok := ts.mailedToken(email, "verify_email", "/verify-email")
	wantStatus(ts.t, ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": tok}}), http.StatusOK)
	ts.advance(linkResendWait)
}

func profileOf(t *testing.T, ts *testServer, token string) map[string]any {
	t.Helper()
	r := ts.get("/api/auth/profile", token)
	wantStatus(t, r, http.StatusOK)
	data, _ := r.json(t)["data"].(map[string]any)
	return data
}

func TestRegisterSendsVerification(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/register", body: acctRegisterBody()}), http.StatusCreated)
		list := ts.mails("maria@example.com")
		if len(list) != 1 {
			t.Fatalf("mails after registering: %d, want 1", len(list))
		}
		m := list[0]
		if m.Subject != "Confirm your e-mail address for "+ts.cfg.Site.Brand || !strings.Contains(m.Text, "Hello Maria") || !strings.Contains(m.Text, "48 hours") {
			t.Errorf("verification mail: subject %q, text %q", m.Subject, m.Text)
		}
		token := acctToken(t, ts, "maria@example.com", "correct horse", false).AccessToken
		if p := profileOf(t, ts, token); p["email"] != "maria@example.com" || p["email_verified"] != false {
			t.Errorf("profile before confirming: %v, want the address, unverified", p)
		}
		r := ts.get("/api/auth/inquiries", token)
		wantStatus(t, r, http.StatusForbidden)
		if msg, _ := r.json(t)["message"].(string); !strings.Contains(msg, "confirm your e-mail address") {
			t.Errorf("inquiries before confirming: message %q", msg)
		}

		link := ts.mailedToken("maria@example.com", "verify_email", "/verify-email")
		r = ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": link}})
		wantStatus(t, r, http.StatusOK)
		if data, _ := r.json(t)["data"].(map[string]any); data["email_verified"] != true {
			t.Errorf("verify answer: %s", r.Body.String())
		}
		if p := profileOf(t, ts, token); p["email_verified"] != true {
			t.Errorf("profile after confirming: %v", p)
		}
		wantStatus(t, ts.get("/api/auth/inquiries", token), http.StatusOK)
		// A link works once.
		r = ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": link}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["token"]) != 1 {
			t.Errorf("reused link: errors %v, want one on token", errs)
		}
	})
}

func TestVerifyEmailRefusals(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/register", body: acctRegisterBody()}), http.StatusCreated)
		link := ts.mailedToken("maria@example.com", "verify_email", "/verify-email")
		for _, c := range []struct {
			name string
			body any
			want int
		}{
			{"no token", map[string]string{}, http.StatusUnprocessableEntity},
			{"blank token", map[string]string{"token": "  "}, http.StatusUnprocessableEntity},
			{"unknown token", map[string]string{"token": "not-a-real-token"}, http.StatusUnprocessableEntity},
			{"overlong token", map[string]string{"token": strings.Repeat("a", 201)}, http.StatusUnprocessableEntity},
			{"token of another purpose", map[string]string{"token": url.QueryEscape(link) + "x"}, http.StatusUnprocessableEntity},
			{"malformed JSON", `{"token":`, http.StatusBadRequest},
		} {
			r := ts.do(request{method: "POST", path: "/api/auth/verify-email", body: c.body})
			if r.Code != c.want {
				t.Errorf("%s: status %d, want %d; %s", c.name, r.Code, c.want, r.Body.String())
			}
		}
		wantStatus(t, ts.get("/api/auth/verify-email", ""), http.StatusMethodNotAllowed)
		// The link expires after 48 hours.
		ts.advance(verifyLinkLifetime + time.Second)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": link}}), http.StatusUnprocessableEntity)
	})
}

func TestResendVerification(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/resend-verification"}), http.StatusUnauthorized)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/register", body: acctRegisterBody()}), http.StatusCreated)
		first := ts.mailedToken("maria@example.com", "verify_email", "/verify-email")
		token := acctToken(t, ts, "maria@example.com", "correct horse", false).AccessToken

		// Right after registering, another link waits a minute.
		r := ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: token})
		wantStatus(t, r, http.StatusTooManyRequests)
		if r.Header().Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
		ts.advance(linkResendWait)
		r = ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: token})
		wantStatus(t, r, http.StatusOK)
		second := ts.mailedToken("maria@example.com", "verify_email", "/verify-email")
		if second == first || len(ts.mails("maria@example.com")) != 2 {
			t.Fatalf("resend: want a second mail with a new link")
		}
		// Only the newest link works.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": first}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/verify-email", body: map[string]string{"token": second}}), http.StatusOK)
		ts.advance(linkResendWait)
		r = ts.do(request{method: "POST", path: "/api/auth/resend-verification", token: token})
		wantStatus(t, r, http.StatusUnprocessableEntity)
	})
}

func TestForgotPassword(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		forgot := func(email string) response {
			return ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": email}})
		}
		known, unknown := forgot(" USER@example.com"), forgot("nobody@example.com")
		wantStatus(t, known, http.StatusOK)
		wantStatus(t, unknown, http.StatusOK)
		if known.Body.String() != unknown.Body.String() {
			t.Errorf("answers differ: %s vs %s", known.Body.String(), unknown.Body.String())
		}
		if n := len(ts.mails("nobody@example.com")); n != 0 {
			t.Errorf("mails to an unknown address: %d", n)
		}
		ts.mailedToken("user@example.com", "reset_password", "/reset-password")
		// A repeat within a minute says the same and sends nothing more.
		wantStatus(t, forgot("user@example.com"), http.StatusOK)
		if n := len(ts.mails("user@example.com")); n != 1 {
			t.Errorf("mails after a quick repeat: %d, want 1", n)
		}
		for _, body := range []any{map[string]string{}, map[string]string{"email": "not-an-address"}} {
			wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: body}), http.StatusUnprocessableEntity)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: `[`}), http.StatusBadRequest)
	})
}

func TestResetPassword(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		session := ts.user(access.User, "user@example.com")
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": "user@example.com"}}), http.StatusOK)
		link := ts.mailedToken("user@example.com", "reset_password", "/reset-password")
		reset := func(token, password string) response {
			return ts.do(request{method: "POST", path: "/api/auth/reset-password", body: map[string]string{"token": token, "password": password}})
		}

		r := reset(link, "short")
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["password"]) == 0 {
			t.Errorf("short password: errors %v", errs)
		}
		wantStatus(t, reset("", "a new long password"), http.StatusUnprocessableEntity)
		wantStatus(t, reset("forged", "a new long password"), http.StatusUnprocessableEntity)
		// A refused password did not use the link up.
		wantStatus(t, reset(link, "a new long password"), http.StatusOK)

		wantStatus(t, ts.get("/api/auth/profile", session), http.StatusUnauthorized)
		wantStatus(t, acctLogin(ts, "user@example.com", "password123", false), http.StatusUnauthorized)
		fresh := acctToken(t, ts, "user@example.com", "a new long password", false).AccessToken
		// The mailed link proved the address.
		if p := profileOf(t, ts, fresh); p["email_verified"] != true {
			t.Errorf("profile after a reset: %v, want the address verified", p)
		}
		notice := ts.mails("user@example.com")
		if last := notice[len(notice)-1]; last.Template != "password_changed" || !strings.Contains(last.Text, ts.cfg.PublicURL+"/reset-password") {
			t.Errorf("last mail: %+v, want the password-changed notice", last)
		}
		wantStatus(t, reset(link, "yet another password"), http.StatusUnprocessableEntity)

		// A link lasts one hour.
		ts.advance(linkResendWait)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": "user@example.com"}}), http.StatusOK)
		late := ts.mailedToken("user@example.com", "reset_password", "/reset-password")
		ts.advance(resetLinkLifetime + time.Second)
		wantStatus(t, reset(late, "yet another password"), http.StatusUnprocessableEntity)
	})
}

func TestChangePassword(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		change := func(token string, body any) response {
			return ts.do(request{method: "POST", path: "/api/auth/change-password", token: token, body: body})
		}
		wantStatus(t, change("", map[string]string{"current_password": "password123", "password": "a new long password"}), http.StatusUnauthorized)
		here := ts.user(access.User, "user@example.com")
		elsewhere := acctToken(t, ts, "user@example.com", "password123", true).AccessToken
		other := ts.user(access.User, "other@example.com")

		for _, c := range []struct {
			name  string
			body  map[string]string
			field string
		}{
			{"wrong current password", map[string]string{"current_password": "wrong one", "password": "a new long password"}, "current_password"},
			{"no current password", map[string]string{"password": "a new long password"}, "current_password"},
			{"short new password", map[string]string{"current_password": "password123", "password": "short"}, "password"},
			{"same password", map[string]string{"current_password": "password123", "password": "password123"}, "password"},
		} {
			r := change(here, c.body)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs[c.field]) == 0 {
				t.Errorf("%s: errors %v, want one on %s", c.name, errs, c.field)
			}
		}
		wantStatus(t, change(here, `{"current_password":`), http.StatusBadRequest)

		r := change(here, map[string]string{"current_password": "password123", "password": "a new long password"})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", here), http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", elsewhere), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/auth/profile", other), http.StatusOK)
		wantStatus(t, acctLogin(ts, "user@example.com", "password123", false), http.StatusUnauthorized)
		acctToken(t, ts, "user@example.com", "a new long password", false)
		if list := ts.mails("user@example.com"); len(list) != 1 || list[0].Template != "password_changed" {
			t.Errorf("mails after the change: %+v, want the notice", list)
		}
	})
}
