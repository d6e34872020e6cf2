package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

type invitationAnswer struct {
	Message string           `json:"message"`
	Data    store.Invitation `json:"data"`
}

func invite(ts *testServer, token string, body map[string]any) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/admin/invitations", token: token, body: body})
}

// TestInvitationIsTheWayIn: an admin invites an address; the mailed link,
// looked at and accepted, makes an account with the role, its address
// verified, signed in; the link works once.
func TestInvitationIsTheWayIn(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		r := invite(ts, admin, map[string]any{"email": "Eddie@Example.com", "role": "editor"})
		wantStatus(t, r, http.StatusCreated)
		var a invitationAnswer
		r.decode(t, &a)
		if a.Data.Email != "eddie@example.com" || a.Data.Role != access.Editor || a.Data.Status != store.InvitationPending ||
			a.Data.ExpiresAt.Sub(ts.store.Now().Add(7*24*time.Hour)).Abs() > time.Millisecond || a.Message != "Invitation sent to eddie@example.com." {
			t.Errorf("created: %+v", a)
		}
		m := ts.mails("eddie@example.com")
		if len(m) != 1 || m[0].Subject != "You are invited to "+ts.cfg.Site.Brand || !strings.Contains(m[0].Text, "Test Admin invites you to join") ||
			!strings.Contains(m[0].Text, "as an editor") {
			t.Fatalf("mail: %+v", m)
		}
		token := ts.mailedToken("eddie@example.com", "invitation", "/accept-invitation")

		// The link says what it offers.
		r = ts.do(request{method: "POST", path: "/api/auth/invitation", body: map[string]any{"token": token}})
		wantStatus(t, r, http.StatusOK)
		var preview struct {
			Data invitationPreview `json:"data"`
		}
		r.decode(t, &preview)
		if preview.Data.Email != "eddie@example.com" || preview.Data.Role != access.Editor || preview.Data.HasAccount || preview.Data.Inviter == nil {
			t.Errorf("preview: %+v", preview.Data)
		}

		// Field errors first; then accepted, signed in as an editor.
		r = ts.do(request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": token, "password": "short"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["first_name"]) == 0 || len(errs["last_name"]) == 0 || len(errs["password"]) == 0 {
			t.Errorf("field errors: %v", errs)
		}
		r = ts.do(request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": token, "first_name": "Eddie", "last_name": "Doe", "password": "correct horse"}})
		wantStatus(t, r, http.StatusOK)
		var login acctLoginAnswer
		r.decode(t, &login)
		if login.User.Role != access.Editor || !login.User.EmailVerified || login.AccessToken == "" {
			t.Fatalf("accepted: %+v", login)
		}
		wantStatus(t, ts.get("/api/admin/services", login.AccessToken), http.StatusOK)
		wantStatus(t, ts.get("/api/admin/leads", login.AccessToken), http.StatusForbidden)
		// The password given works from now on.
		acctToken(t, ts, "eddie@example.com", "correct horse", false)

		// Once only.
		for _, path := range []string{"/api/auth/invitation", "/api/auth/accept-invitation"} {
			r = ts.do(request{method: "POST", path: path, body: map[string]any{"token": token, "first_name": "X", "last_name": "Y", "password": "another one"}})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); !strings.Contains(errs["token"][0], "This invitation is invalid, has already been used") {
				t.Errorf("%s a second time: %v", path, errs)
			}
		}

		// The list shows it accepted; the audit log has it sent and accepted.
		r = ts.get("/api/admin/invitations?status=accepted", admin)
		wantStatus(t, r, http.StatusOK)
		if body := r.Body.String(); !strings.Contains(body, `"email":"eddie@example.com"`) || !strings.Contains(body, `"status":"accepted"`) {
			t.Errorf("accepted list: %s", body)
		}
		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "invitation"}, store.Page{Number: 1, Size: 10})
		if err != nil || len(events) != 2 || events[0].Action != "accept" || events[1].Action != "create" || events[0].ActorEmail != "eddie@example.com" ||
			events[0].RecordID != fmt.Sprint(a.Data.ID) {
			t.Errorf("audit: %+v, %v", events, err)
		}
	})
}

// TestInvitationRules: who may invite whom, and what is refused.
func TestInvitationRules(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		firm, err := ts.store.CreatePartner(t.Context(), leads.Partner{Name: "Baker Law", States: []string{"CA"}, Timezone: "UTC"})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name  string
			body  map[string]any
			field string
			want  string
		}{
			{"no role", map[string]any{"email": "a@example.com"}, "role", errInvitationRole},
			{"a visitor's role", map[string]any{"email": "a@example.com", "role": "user"}, "role", errInvitationRole},
			{"a partner without a firm", map[string]any{"email": "a@example.com", "role": "partner"}, "partner_id", "The partner firm is required for a partner invitation."},
			{"an unknown firm", map[string]any{"email": "a@example.com", "role": "partner", "partner_id": 999}, "partner_id", "The selected partner firm does not exist."},
			{"a firm for the staff", map[string]any{"email": "a@example.com", "role": "editor", "partner_id": firm.ID}, "partner_id", "Only a partner invitation names a partner firm."},
			{"a bad address", map[string]any{"email": "nope", "role": "editor"}, "email", "The email must be a valid email address."},
			{"the role it has", map[string]any{"email": "admin@example.com", "role": "admin"}, "email", "This address's account already has that role."},
		} {
			r := invite(ts, admin, c.body)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs[c.field]) == 0 || errs[c.field][0] != c.want {
				t.Errorf("%s: %v", c.name, errs)
			}
		}
		r := invite(ts, admin, map[string]any{"email": "pat@example.com", "role": "partner", "partner_id": firm.ID})
		wantStatus(t, r, http.StatusCreated)
		var a invitationAnswer
		r.decode(t, &a)
		if a.Data.PartnerName == nil || *a.Data.PartnerName != "Baker Law" {
			t.Errorf("partner invitation: %+v", a.Data)
		}
		if m := ts.mails("pat@example.com"); len(m) != 1 || !strings.Contains(m[0].Text, "as a member of the partner firm Baker Law") {
			t.Errorf("partner mail: %+v", m)
		}

		// Only an admin invites.
		for _, role := range []access.Role{access.Editor, access.Intake} {
			tok := ts.user(role, string(role)+"@example.com")
			wantStatus(t, invite(ts, tok, map[string]any{"email": "b@example.com", "role": "editor"}), http.StatusForbidden)
		}

		// Withdrawn: the link is dead, withdrawing again is a conflict.
		token := ts.mailedToken("pat@example.com", "invitation", "/accept-invitation")
		r = ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/invitations/%d", a.Data.ID), token: admin})
		wantStatus(t, r, http.StatusOK)
		r = ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/invitations/%d", a.Data.ID), token: admin})
		wantStatus(t, r, http.StatusConflict)
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/invitations/9999", token: admin}), http.StatusNotFound)
		r = ts.do(request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": token, "first_name": "P", "last_name": "Q", "password": "correct horse"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		wantStatus(t, ts.get("/api/admin/invitations?status=everything", admin), http.StatusUnprocessableEntity)

		// Expired after seven days.
		invite(ts, admin, map[string]any{"email": "late@example.com", "role": "intake"})
		late := ts.mailedToken("late@example.com", "invitation", "/accept-invitation")
		ts.advance(7*24*time.Hour + time.Second)
		r = ts.do(request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": late, "first_name": "L", "last_name": "A", "password": "correct horse"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		admin = acctToken(t, ts, "admin@example.com", "password123", false).AccessToken // a week later
		r = ts.get("/api/admin/invitations?status=expired", admin)
		if !strings.Contains(r.Body.String(), "late@example.com") {
			t.Errorf("expired list: %s", r.Body)
		}
	})
}

// TestInvitationChangesAnExistingAccount: accepting an invitation to an
// address that has an account changes its role and password and ends every
// session it had.
func TestInvitationChangesAnExistingAccount(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		old := ts.user(access.User, "vi@example.com")
		wantStatus(t, invite(ts, admin, map[string]any{"email": "vi@example.com", "role": "intake"}), http.StatusCreated)
		token := ts.mailedToken("vi@example.com", "invitation", "/accept-invitation")
		r := ts.do(request{method: "POST", path: "/api/auth/invitation", body: map[string]any{"token": token}})
		if !strings.Contains(r.Body.String(), `"has_account":true`) {
			t.Errorf("preview: %s", r.Body)
		}
		// Until the link is used, nothing changes.
		wantStatus(t, ts.get("/api/admin/leads", old), http.StatusForbidden)
		r = ts.do(request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": token, "first_name": "Vi", "last_name": "Intake", "password": "brand new password"}})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", old), http.StatusUnauthorized)
		wantStatus(t, acctLogin(ts, "vi@example.com", "password123", false), http.StatusUnauthorized)
		fresh := acctToken(t, ts, "vi@example.com", "brand new password", false)
		if fresh.User.Role != access.Intake {
			t.Errorf("role after accepting: %s", fresh.User.Role)
		}
		wantStatus(t, ts.get("/api/admin/leads", fresh.AccessToken), http.StatusOK)
	})
}
