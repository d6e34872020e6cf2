package httpapi

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

// usersList gets an account list page and its e-mail addresses.
func usersList(t *testing.T, ts *testServer, token, query string) (paginated[store.User], []string) {
	t.Helper()
	r := ts.get("/api/admin/users"+query, token)
	wantStatus(t, r, http.StatusOK)
	if strings.Contains(r.Body.String(), "password") {
		t.Errorf("account list mentions passwords: %s", r.Body.String())
	}
	var page paginated[store.User]
	r.decode(t, &page)
	var emails []string
	for _, u := range page.Data {
		emails = append(emails, u.Email)
	}
	return page, emails
}

func usersPatch(ts *testServer, token string, id int64, body any) response {
	ts.t.Helper()
	return ts.do(request{method: "PATCH", path: fmt.Sprintf("/api/admin/users/%d", id), token: token, body: body})
}

// usersID finds an account's id by e-mail.
func usersID(t *testing.T, ts *testServer, email string) int64 {
	t.Helper()
	u, err := ts.store.UserByEmail(t.Context(), email)
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// usersAnswer is the body of a successful PATCH.
type usersAnswer struct {
	Message string     `json:"message"`
	Data    store.User `json:"data"`
}

func TestAdminUserList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		ts.user(access.User, "ann.able@example.com")
		ts.user(access.User, "bob_100%@mail.test")
		ts.user(access.Admin, "second.admin@example.com")
		ts.user(access.User, "dan@example.com")
		wantStatus(t, usersPatch(ts, admin, usersID(t, ts, "dan@example.com"), map[string]any{"disabled": true}), http.StatusOK)
		// SetAdmin counts the address as verified; demoting keeps that.
		verified, err := ts.store.SetAdmin(t.Context(), store.User{FirstName: "Vera", LastName: "Fied", Email: "vera@example.com", PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, usersPatch(ts, admin, verified.ID, map[string]any{"role": "user"}), http.StatusOK)

		page, got := usersList(t, ts, admin, "")
		want := []string{"vera@example.com", "dan@example.com", "second.admin@example.com", "bob_100%@mail.test", "ann.able@example.com", "admin@example.com"}
		if !slices.Equal(got, want) || page.Total != 6 || page.PerPage != 10 || page.CurrentPage != 1 || page.LastPage != 1 || *page.From != 1 || *page.To != 6 {
			t.Errorf("whole list: got %v, total %d, per_page %d", got, page.Total, page.PerPage)
		}
		if u := page.Data[0]; !u.EmailVerified || u.Disabled || u.Role != access.User || u.FirstName != "Vera" || u.CreatedAt.IsZero() {
			t.Errorf("vera as listed: %+v", u)
		}
		if u := page.Data[1]; !u.Disabled || u.EmailVerified {
			t.Errorf("dan as listed: %+v", u)
		}

		for _, c := range []struct {
			name, query string
			want        []string
		}{
			{"name, any case", "?q=VERA", []string{"vera@example.com"}},
			{"full name", "?q=vera%20fied", []string{"vera@example.com"}},
			{"last name", "?q=user", []string{"dan@example.com", "bob_100%@mail.test", "ann.able@example.com"}},
			{"e-mail", "?q=Mail.Test", []string{"bob_100%@mail.test"}},
			{"LIKE wildcards are literal", "?q=_100%25", []string{"bob_100%@mail.test"}},
			{"underscore alone", "?q=_", []string{"bob_100%@mail.test"}},
			{"no match", "?q=zzz", nil},
			{"role admin", "?role=admin", []string{"second.admin@example.com", "admin@example.com"}},
			{"role user and search", "?role=user&q=example.com", []string{"vera@example.com", "dan@example.com", "ann.able@example.com"}},
			{"verified", "?verified=true", []string{"vera@example.com"}},
			{"disabled", "?disabled=true", []string{"dan@example.com"}},
			{"enabled users", "?disabled=false&role=user", []string{"vera@example.com", "bob_100%@mail.test", "ann.able@example.com"}},
			{"blank filters do not filter", "?q=%20&role=&verified=&disabled=", want},
		} {
			t.Run(c.name, func(t *testing.T) {
				page, got := usersList(t, ts, admin, c.query)
				if !slices.Equal(got, c.want) || page.Total != len(c.want) {
					t.Errorf("got %v (total %d), want %v", got, page.Total, c.want)
				}
			})
		}

		for _, c := range []struct{ query, field string }{
			{"?role=owner", "role"},
			{"?verified=yes", "verified"},
			{"?disabled=maybe", "disabled"},
		} {
			r := ts.get("/api/admin/users"+c.query, admin)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs) != 1 || len(errs[c.field]) == 0 {
				t.Errorf("%s: errors %v, want only %s", c.query, errs, c.field)
			}
		}

		// Page size 10 and the page links.
		for i := range 9 {
			ts.user(access.User, fmt.Sprintf("extra%d@example.com", i))
		}
		page, got = usersList(t, ts, admin, "/?page=2")
		if page.Total != 15 || page.LastPage != 2 || len(got) != 5 || *page.From != 11 || page.NextPageURL != nil ||
			page.PrevPageURL == nil || *page.PrevPageURL != "/api/admin/users?page=1" || got[4] != "admin@example.com" {
			t.Errorf("page 2: got %v, total %d, last %d, prev %v, next %v", got, page.Total, page.LastPage, page.PrevPageURL, page.NextPageURL)
		}
	})
}

func TestAdminUserGet(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		ts.user(access.User, "user@example.com")
		id := usersID(t, ts, "user@example.com")
		r := ts.get(fmt.Sprintf("/api/admin/users/%d/", id), admin)
		wantStatus(t, r, http.StatusOK)
		if strings.Contains(r.Body.String(), "password") {
			t.Errorf("account answer mentions passwords: %s", r.Body.String())
		}
		var body struct {
			Data store.User `json:"data"`
		}
		r.decode(t, &body)
		if body.Data.ID != id || body.Data.Email != "user@example.com" || body.Data.Role != access.User || body.Data.Disabled || body.Data.EmailVerified {
			t.Errorf("account: got %+v", body.Data)
		}
		for _, path := range []string{"/api/admin/users/99999", "/api/admin/users/abc", "/api/admin/users/0"} {
			r := ts.get(path, admin)
			wantStatus(t, r, http.StatusNotFound)
			if m := r.json(t)["message"]; m != "User not found" {
				t.Errorf("%s: message %v", path, m)
			}
		}
	})
}

func TestAdminUserUpdateInvalid(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		userToken := ts.user(access.User, "user@example.com")
		id := usersID(t, ts, "user@example.com")
		for _, c := range []struct {
			name   string
			body   any
			fields []string
		}{
			{"unknown role", map[string]any{"role": "owner"}, []string{"role"}},
			{"role in other case", map[string]any{"role": "Admin"}, []string{"role"}},
			{"role not a string", map[string]any{"role": 1}, []string{"role"}},
			{"disabled a string", map[string]any{"disabled": "true"}, []string{"disabled"}},
			{"disabled a number", map[string]any{"disabled": 1}, []string{"disabled"}},
			{"both wrong", map[string]any{"role": "root", "disabled": "no"}, []string{"disabled", "role"}},
			{"one wrong, one right", map[string]any{"role": "admin", "disabled": "no"}, []string{"disabled"}},
			{"nothing to change", map[string]any{}, []string{"disabled", "role"}},
			{"only nulls", map[string]any{"role": nil, "disabled": nil}, []string{"disabled", "role"}},
			{"only other fields", map[string]any{"email": "x@example.com"}, []string{"disabled", "role"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				r := usersPatch(ts, admin, id, c.body)
				wantStatus(t, r, http.StatusUnprocessableEntity)
				var got []string
				for f := range r.fieldErrors(t) {
					got = append(got, f)
				}
				slices.Sort(got)
				if !slices.Equal(got, c.fields) {
					t.Errorf("error fields: got %v, want %v", got, c.fields)
				}
			})
		}
		wantStatus(t, ts.do(request{method: "PATCH", path: fmt.Sprintf("/api/admin/users/%d", id), token: admin, body: `{"role":`}), http.StatusBadRequest)
		wantStatus(t, ts.do(request{method: "PATCH", path: fmt.Sprintf("/api/admin/users/%d", id), token: admin, body: `[]`}), http.StatusBadRequest)
		wantStatus(t, usersPatch(ts, admin, 99999, map[string]any{"disabled": true}), http.StatusNotFound)
		wantStatus(t, ts.do(request{method: "PATCH", path: "/api/admin/users/abc", token: admin, body: map[string]any{"disabled": true}}), http.StatusNotFound)
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/users/%d", id), token: admin}), http.StatusMethodNotAllowed)
		// Nothing changed, nobody was signed out.
		if u, _ := ts.store.User(t.Context(), id); u.Role != access.User || u.Disabled {
			t.Errorf("account after refused changes: %+v", u)
		}
		wantStatus(t, ts.get("/api/auth/profile", userToken), http.StatusOK)
	})
}

func TestAdminUserDisable(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		userToken := ts.user(access.User, "user@example.com")
		userToken2 := acctToken(t, ts, "user@example.com", "password123", true).AccessToken
		otherToken := ts.user(access.User, "other@example.com")
		id := usersID(t, ts, "user@example.com")

		r := usersPatch(ts, admin, id, map[string]any{"disabled": true})
		wantStatus(t, r, http.StatusOK)
		var a usersAnswer
		r.decode(t, &a)
		if !a.Data.Disabled || a.Data.ID != id || a.Message != "Account disabled; its sessions have ended." {
			t.Errorf("disable answer: %+v", a)
		}
		// Every session of the account has ended; nobody else's has.
		for _, tok := range []string{userToken, userToken2} {
			wantStatus(t, ts.get("/api/auth/profile", tok), http.StatusUnauthorized)
		}
		wantStatus(t, ts.get("/api/auth/profile", otherToken), http.StatusOK)
		wantStatus(t, ts.get("/api/admin/users", admin), http.StatusOK)

		// The right password learns the account is disabled; a wrong one
		// learns nothing more than for any account.
		r = acctLogin(ts, "user@example.com", "password123", false)
		wantStatus(t, r, http.StatusForbidden)
		if body := r.json(t); body["message"] != "This account has been disabled." || body["access_token"] != nil {
			t.Errorf("login of a disabled account: %v", body)
		}
		r = acctLogin(ts, "user@example.com", "wrong-password", false)
		wantStatus(t, r, http.StatusUnauthorized)
		if m := r.json(t)["message"]; m != "These credentials do not match our records." {
			t.Errorf("wrong password on a disabled account: message %v", m)
		}

		// Disabling again changes nothing.
		r = usersPatch(ts, admin, id, map[string]any{"disabled": true})
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &a)
		if a.Message != "Nothing changed." || !a.Data.Disabled {
			t.Errorf("second disable: %+v", a)
		}

		// Enabling lets the owner sign in again, but the old tokens stay dead.
		r = usersPatch(ts, admin, id, map[string]any{"disabled": false})
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &a)
		if a.Data.Disabled || a.Message != "Account enabled." {
			t.Errorf("enable answer: %+v", a)
		}
		for _, tok := range []string{userToken, userToken2} {
			wantStatus(t, ts.get("/api/auth/profile", tok), http.StatusUnauthorized)
		}
		fresh := acctToken(t, ts, "user@example.com", "password123", false).AccessToken
		wantStatus(t, ts.get("/api/auth/profile", fresh), http.StatusOK)
	})
}

func TestAdminUserRole(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		userToken := ts.user(access.Editor, "user@example.com")
		bystander := ts.user(access.User, "other@example.com")
		id := usersID(t, ts, "user@example.com")

		// A visitor's account rises only by an invitation it accepts.
		r := usersPatch(ts, admin, usersID(t, ts, "other@example.com"), map[string]any{"role": "editor"})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); errs["role"][0] != "A visitor's account gets a staff or partner role only by accepting an invitation: invite this address instead." {
			t.Errorf("a visitor made editor: %v", errs)
		}
		wantStatus(t, ts.get("/api/auth/profile", bystander), http.StatusOK)

		// Promotion ends the old sessions: the new powers come with a new sign-in.
		r = usersPatch(ts, admin, id, map[string]any{"role": "admin"})
		wantStatus(t, r, http.StatusOK)
		var a usersAnswer
		r.decode(t, &a)
		if a.Data.Role != access.Admin || a.Message != "Role changed to admin. The account must sign in again." {
			t.Errorf("promote answer: %+v", a)
		}
		wantStatus(t, ts.get("/api/auth/profile", userToken), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/auth/profile", bystander), http.StatusOK)
		promoted := acctToken(t, ts, "user@example.com", "password123", false).AccessToken
		wantStatus(t, ts.get("/api/admin/users", promoted), http.StatusOK)

		// Demotion ends them too: the admin token loses its powers at once.
		wantStatus(t, usersPatch(ts, admin, id, map[string]any{"role": "intake"}), http.StatusOK)
		wantStatus(t, ts.get("/api/admin/users", promoted), http.StatusUnauthorized)
		demoted := acctToken(t, ts, "user@example.com", "password123", false).AccessToken
		wantStatus(t, ts.get("/api/admin/users", demoted), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/users", admin), http.StatusOK)

		// Role and disabled in one call.
		r = usersPatch(ts, admin, id, map[string]any{"role": "admin", "disabled": true})
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &a)
		if a.Data.Role != access.Admin || !a.Data.Disabled || a.Message != "Role changed to admin. Account disabled; its sessions have ended." {
			t.Errorf("role and disabled: %+v", a)
		}
		wantStatus(t, ts.get("/api/auth/profile", demoted), http.StatusUnauthorized)
	})
}

func TestAdminUserLastAdmin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		me := usersID(t, ts, "admin@example.com")
		const lastAdmin = "This is the only active admin: make another account admin first."

		// Nobody disables themself, whatever the number of admins.
		r := usersPatch(ts, admin, me, map[string]any{"disabled": true})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs) != 1 || errs["disabled"][0] != "You cannot disable your own account." {
			t.Errorf("self-disable: %v", errs)
		}
		// The only enabled admin cannot step down.
		r = usersPatch(ts, admin, me, map[string]any{"role": "user"})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs) != 1 || errs["role"][0] != lastAdmin {
			t.Errorf("last admin stepping down: %v", errs)
		}
		if m := r.json(t)["message"]; m != lastAdmin {
			t.Errorf("message: got %v, want %q", m, lastAdmin)
		}
		// Asking for what already is is fine.
		wantStatus(t, usersPatch(ts, admin, me, map[string]any{"role": "admin", "disabled": false}), http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", admin), http.StatusOK)

		// A disabled admin is no way back in, so it does not count.
		ts.user(access.Admin, "dormant@example.com")
		dormant := usersID(t, ts, "dormant@example.com")
		wantStatus(t, usersPatch(ts, admin, dormant, map[string]any{"disabled": true}), http.StatusOK)
		wantStatus(t, usersPatch(ts, admin, me, map[string]any{"role": "user"}), http.StatusUnprocessableEntity)

		// With another enabled admin, an admin may step down; their own
		// sessions end with it.
		wantStatus(t, usersPatch(ts, admin, dormant, map[string]any{"disabled": false}), http.StatusOK)
		r = usersPatch(ts, admin, me, map[string]any{"role": "user"})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", admin), http.StatusUnauthorized)

		// Now the other is the last: neither demoting nor disabling them works.
		other := acctToken(t, ts, "dormant@example.com", "password123", false).AccessToken
		for _, body := range []map[string]any{{"role": "user"}, {"disabled": true}} {
			r := usersPatch(ts, other, dormant, body)
			wantStatus(t, r, http.StatusUnprocessableEntity)
		}
		if u, _ := ts.store.User(t.Context(), dormant); u.Role != access.Admin || u.Disabled {
			t.Errorf("last admin after refusals: %+v", u)
		}
		wantStatus(t, ts.get("/api/auth/profile", other), http.StatusOK)
	})
}

// TestAdminUserLastAdminConcurrent has two admins demote each other at the
// same moment: they can never both succeed. The loser is refused with 422,
// or, when the winner's change ended its session first, with 401.
func TestAdminUserLastAdminConcurrent(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for round := range 5 {
			emails := []string{fmt.Sprintf("a%d@example.com", round), fmt.Sprintf("b%d@example.com", round)}
			tokens := []string{ts.user(access.Admin, emails[0]), ts.user(access.Admin, emails[1])}
			ids := []int64{usersID(t, ts, emails[0]), usersID(t, ts, emails[1])}
			if round > 0 {
				// Retire the previous round's survivor now that two fresh admins exist.
				admins, _, err := ts.store.UserPage(t.Context(), store.UserFilter{Role: access.Admin, Disabled: new(false)}, store.Page{Number: 1, Size: 10})
				if err != nil {
					t.Fatal(err)
				}
				for _, u := range admins {
					if !slices.Contains(ids, u.ID) {
						wantStatus(t, usersPatch(ts, tokens[0], u.ID, map[string]any{"role": "user"}), http.StatusOK)
					}
				}
			}
			codes := make([]int, 2)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range 2 {
				wg.Go(func() {
					<-start
					codes[i] = usersPatch(ts, tokens[i], ids[1-i], map[string]any{"role": "user"}).Code
				})
			}
			close(start)
			wg.Wait()
			slices.Sort(codes)
			if codes[0] != http.StatusOK || (codes[1] != http.StatusUnauthorized && codes[1] != http.StatusUnprocessableEntity) {
				t.Fatalf("round %d: statuses %v, want one 200 and one 401 or 422", round, codes)
			}
		}
	})
}

// TestLoginDisabledAccount: however an account was disabled, its owner
// cannot sign in, and learns why only with the right password.
func TestLoginDisabledAccount(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		if _, err := ts.store.UpdateUser(t.Context(), usersID(t, ts, "user@example.com"), store.UserUpdate{Disabled: new(true)}); err != nil {
			t.Fatal(err)
		}
		for _, email := range []string{"user@example.com", " USER@example.com"} {
			r := acctLogin(ts, email, "password123", true)
			wantStatus(t, r, http.StatusForbidden)
			if body := r.json(t); body["message"] != "This account has been disabled." || body["access_token"] != nil || body["errors"] != nil {
				t.Errorf("login as %q: %v", email, body)
			}
		}
		wantStatus(t, acctLogin(ts, "user@example.com", "password124", false), http.StatusUnauthorized)
	})
}
