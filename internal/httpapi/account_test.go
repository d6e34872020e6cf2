package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/config"
	"claimsite/internal/store"
)

// acctLoginAnswer is the body of a successful login.
type acctLoginAnswer struct {
	Message     string     `json:"message"`
	AccessToken string     `json:"access_token"`
	TokenType   string     `json:"token_type"`
	ExpiresAt   time.Time  `json:"expires_at"`
	User        store.User `json:"user"`
}

// acctLoginFrom posts a login from remote address addr (host:port), for
// throttling tests, with extra request headers.
func acctLoginFrom(ts *testServer, addr string, body any, header map[string]string) response {
	ts.t.Helper()
	return postFrom(ts, addr, "/api/auth/login", body, header)
}

// postFrom posts body as JSON to path from remote address addr.
func postFrom(ts *testServer, addr, path string, body any, header map[string]string) response {
	ts.t.Helper()
	j, err := json.Marshal(body)
	if err != nil {
		ts.t.Fatal(err)
	}
	r := httptest.NewRequest("POST", path, bytes.NewReader(j))
	r.RemoteAddr = addr
	r.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	ts.handler.ServeHTTP(w, r)
	return response{w}
}

func acctLogin(ts *testServer, email, password string, remember bool) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": email, "password": password, "remember": remember}})
}

// acctToken logs in and returns the token, failing the test otherwise.
func acctToken(t *testing.T, ts *testServer, email, password string, remember bool) acctLoginAnswer {
	t.Helper()
	r := acctLogin(ts, email, password, remember)
	wantStatus(t, r, http.StatusOK)
	var a acctLoginAnswer
	r.decode(t, &a)
	if a.AccessToken == "" {
		t.Fatalf("login: no access_token in %s", r.Body.String())
	}
	return a
}

func acctRegisterBody() map[string]any {
	return map[string]any{"first_name": "Maria", "last_name": "Lopez", "email": "maria@example.com", "password": "correct horse"}
}

func TestRegister(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := acctRegisterBody()
		body["email"] = "  Maria@Example.COM "
		// Nobody can register as admin, whatever the body says.
		body["role"] = "admin"
		r := ts.do(request{method: "POST", path: "/api/auth/register", body: body})
		wantStatus(t, r, http.StatusCreated)
		raw := r.json(t)
		if raw["message"] != "Registration successful. We have sent you a link to confirm your e-mail address. You can now log in." {
			t.Errorf("message: got %v", raw["message"])
		}
		data, _ := raw["data"].(map[string]any)
		for key, want := range map[string]any{"first_name": "Maria", "last_name": "Lopez", "email": "maria@example.com", "role": "user"} {
			if data[key] != want {
				t.Errorf("data.%s: got %v, want %v", key, data[key], want)
			}
		}
		if id, _ := data["id"].(float64); id < 1 {
			t.Errorf("data.id: got %v, want a positive id", data["id"])
		}
		if _, ok := data["created_at"]; !ok {
			t.Errorf("data.created_at missing: %v", data)
		}
		for _, secret := range []string{"password", "password_hash", "correct horse", "$2a$"} {
			if strings.Contains(r.Body.String(), secret) {
				t.Errorf("answer contains %q: %s", secret, r.Body.String())
			}
		}

		// In the store: role user, the password hashed with bcrypt.
		u, err := ts.store.UserByEmail(t.Context(), "maria@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if u.Role != access.User || u.FirstName != "Maria" || u.LastName != "Lopez" || u.Email != "maria@example.com" {
			t.Errorf("stored user: got %+v", u)
		}
		h, _ := auth.NewHasher(4)
		if u.PasswordHash == "correct horse" || !h.Check(u.PasswordHash, "correct horse") {
			t.Errorf("stored password hash %q does not check against the password", u.PasswordHash)
		}

		// The new account can log in, as a user.
		a := acctToken(t, ts, "maria@example.com", "correct horse", false)
		if a.User.Role != access.User {
			t.Errorf("login after register: role %q, want user", a.User.Role)
		}

		// Trailing slash spelling.
		body = acctRegisterBody()
		body["email"] = "second@example.com"
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/register/", body: body}), http.StatusCreated)
	})
}

func TestRegisterInvalid(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		if _, err := ts.store.CreateUser(t.Context(), store.User{FirstName: "Taken", LastName: "User", Email: "taken@example.com", PasswordHash: "x", Role: access.User}); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name   string
			change map[string]any
			field  string
			msg    string
		}{
			{"missing first name", map[string]any{"first_name": nil}, "first_name", "The first name field is required."},
			{"blank first name", map[string]any{"first_name": "   "}, "first_name", "The first name field is required."},
			{"missing last name", map[string]any{"last_name": nil}, "last_name", "The last name field is required."},
			{"missing email", map[string]any{"email": nil}, "email", "The email field is required."},
			{"missing password", map[string]any{"password": nil}, "password", "The password field is required."},
			{"bad email", map[string]any{"email": "not-an-email"}, "email", "The email must be a valid email address."},
			{"email without domain dot", map[string]any{"email": "a@localhost"}, "email", "The email must be a valid email address."},
			{"email with display name", map[string]any{"email": "Maria <maria@example.com>"}, "email", "The email must be a valid email address."},
			{"short password", map[string]any{"password": "1234567"}, "password", "The password must be at least 8 characters."},
			{"password over 72 bytes", map[string]any{"password": strings.Repeat("p", 73)}, "password", "The password may not be greater than 72 bytes."},
			{"long first name", map[string]any{"first_name": strings.Repeat("a", 101)}, "first_name", "The first name may not be greater than 100 characters."},
			{"email taken", map[string]any{"email": "taken@example.com"}, "email", "The email has already been taken."},
			{"email taken, other case", map[string]any{"email": "TAKEN@Example.com"}, "email", "The email has already been taken."},
		} {
			t.Run(c.name, func(t *testing.T) {
				body := acctRegisterBody()
				for k, v := range c.change {
					if v == nil {
						delete(body, k)
					} else {
						body[k] = v
					}
				}
				r := ts.do(request{method: "POST", path: "/api/auth/register", body: body})
				wantStatus(t, r, http.StatusUnprocessableEntity)
				errs := r.fieldErrors(t)
				if len(errs) != 1 || len(errs[c.field]) != 1 || errs[c.field][0] != c.msg {
					t.Errorf("errors: got %v, want only %s: %q", errs, c.field, c.msg)
				}
				if msg := r.json(t)["message"]; msg != c.msg {
					t.Errorf("message: got %v, want %q", msg, c.msg)
				}
				// Nothing stored for the address the body named.
				if email, _ := body["email"].(string); email != "" && !strings.Contains(strings.ToLower(email), "taken") {
					if _, err := ts.store.UserByEmail(t.Context(), email); !errors.Is(err, store.ErrNotFound) {
						t.Errorf("user %q stored after a 422 (err %v)", email, err)
					}
				}
			})
		}
		// Every missing field is reported at once.
		r := ts.do(request{method: "POST", path: "/api/auth/register", body: map[string]any{}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		errs := r.fieldErrors(t)
		for _, f := range []string{"first_name", "last_name", "email", "password"} {
			if len(errs[f]) == 0 {
				t.Errorf("empty object: no error for %s in %v", f, errs)
			}
		}
		if msg := r.json(t)["message"]; msg != "The email field is required. (and 3 more errors)" {
			t.Errorf("message: got %v", msg)
		}
		// The taken account was not changed.
		u, _ := ts.store.UserByEmail(t.Context(), "taken@example.com")
		if u.FirstName != "Taken" || u.PasswordHash != "x" {
			t.Errorf("taken account changed: %+v", u)
		}
	})
}

// TestRegisterNULCharacters: a NUL in a name is dropped, not sent to the
// database (PostgreSQL refuses it in text: that was a 500).
func TestRegisterNULCharacters(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.do(request{method: "POST", path: "/api/auth/register",
			body: `{"first_name":"Ma\u0000ria","last_name":"Lopez","email":"maria@example.com","password":"pass\u0000word123"}`})
		wantStatus(t, r, http.StatusCreated)
		u, err := ts.store.UserByEmail(t.Context(), "maria@example.com")
		if err != nil || u.FirstName != "Maria" {
			t.Errorf("stored user: got %+v, %v; want first name Maria", u, err)
		}
	})
}

func TestAccountBodyErrors(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		big := `{"email":"` + strings.Repeat("a", 1<<20) + `@example.com","password":"x"}`
		for _, path := range []string{"/api/auth/register", "/api/auth/login"} {
			for _, c := range []struct {
				name string
				body string
				want int
			}{
				{"empty body", "", http.StatusBadRequest},
				{"malformed JSON", `{"email": "a@example.com",`, http.StatusBadRequest},
				{"not an object", `["a@example.com"]`, http.StatusBadRequest},
				{"two values", `{"email":"a@example.com"} {}`, http.StatusBadRequest},
				{"wrong type", `{"email": 42, "password": "password123"}`, http.StatusBadRequest},
				{"over 1 MB", big, http.StatusRequestEntityTooLarge},
			} {
				r := ts.do(request{method: "POST", path: path, body: c.body})
				if r.Code != c.want {
					t.Errorf("%s %s: got %d, want %d; body %.200s", path, c.name, r.Code, c.want, r.Body.String())
					continue
				}
				if msg, _ := r.json(t)["message"].(string); msg == "" {
					t.Errorf("%s %s: no message", path, c.name)
				}
			}
		}
		if n, err := acctCount(ts, "users"); err != nil || n != 0 {
			t.Errorf("users after refused bodies: %d (%v), want 0", n, err)
		}
	})
}

// acctCount is the number of rows in table, read through the store's stats.
func acctCount(ts *testServer, table string) (int, error) {
	st, err := ts.store.Stats(ts.t.Context())
	switch table {
	case "users":
		return st.Users, err
	case "leads":
		return st.LeadsTotal, err
	}
	ts.t.Fatalf("acctCount: unknown table %q", table)
	return 0, nil
}

func TestLogin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		for _, c := range []struct {
			name     string
			remember bool
			lifetime time.Duration
		}{
			{"short session", false, 12 * time.Hour},
			{"remember me", true, 30 * 24 * time.Hour},
		} {
			t.Run(c.name, func(t *testing.T) {
				r := acctLogin(ts, "user@example.com", "password123", c.remember)
				wantStatus(t, r, http.StatusOK)
				raw := r.json(t)
				for _, key := range []string{"message", "access_token", "token_type", "expires_at", "user"} {
					if _, ok := raw[key]; !ok {
						t.Errorf("answer without %q: %v", key, raw)
					}
				}
				var a acctLoginAnswer
				r.decode(t, &a)
				if a.TokenType != "Bearer" || a.Message == "" {
					t.Errorf("token_type %q, message %q", a.TokenType, a.Message)
				}
				if len(a.AccessToken) < 40 {
					t.Errorf("access_token %q: want a long random token", a.AccessToken)
				}
				want := ts.clock.Add(c.lifetime)
				if d := a.ExpiresAt.Sub(want); d > time.Second || d < -time.Second {
					t.Errorf("expires_at: got %v, want about %v (now + %v)", a.ExpiresAt, want, c.lifetime)
				}
				if a.User.Email != "user@example.com" || a.User.Role != access.User || a.User.FirstName != "Test" || a.User.ID == 0 {
					t.Errorf("user: got %+v", a.User)
				}
				if strings.Contains(r.Body.String(), "$2a$") {
					t.Errorf("answer carries the password hash: %s", r.Body.String())
				}
				// The session is stored under the token's hash only.
				if u, err := ts.store.SessionUser(t.Context(), auth.HashToken(a.AccessToken)); err != nil || u.ID != a.User.ID {
					t.Errorf("session by token hash: got %+v, %v", u, err)
				}
				if _, err := ts.store.SessionUser(t.Context(), a.AccessToken); !errors.Is(err, store.ErrNotFound) {
					t.Errorf("session found by the raw token (err %v): the token must be stored hashed", err)
				}
				// The token works.
				wantStatus(t, ts.get("/api/auth/profile", a.AccessToken), http.StatusOK)
			})
		}
		// The e-mail is matched without regard to case or surrounding spaces.
		acctToken(t, ts, "  USER@Example.com ", "password123", false)
		// Two logins give two different tokens.
		if a, b := acctToken(t, ts, "user@example.com", "password123", false), acctToken(t, ts, "user@example.com", "password123", false); a.AccessToken == b.AccessToken {
			t.Errorf("two logins gave the same token")
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/login/", body: map[string]any{"email": "user@example.com", "password": "password123"}}), http.StatusOK)
	})
}

func TestLoginRefused(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		const badCredentials = "These credentials do not match our records."
		for _, c := range []struct {
			name  string
			body  map[string]any
			want  int
			field string // for 422
		}{
			{"wrong password", map[string]any{"email": "user@example.com", "password": "password124"}, http.StatusUnauthorized, ""},
			{"password in other case", map[string]any{"email": "user@example.com", "password": "PASSWORD123"}, http.StatusUnauthorized, ""},
			{"unknown email", map[string]any{"email": "nobody@example.com", "password": "password123"}, http.StatusUnauthorized, ""},
			{"missing email", map[string]any{"password": "password123"}, http.StatusUnprocessableEntity, "email"},
			{"blank email", map[string]any{"email": " ", "password": "password123"}, http.StatusUnprocessableEntity, "email"},
			{"bad email", map[string]any{"email": "user-at-example.com", "password": "password123"}, http.StatusUnprocessableEntity, "email"},
			{"missing password", map[string]any{"email": "user@example.com"}, http.StatusUnprocessableEntity, "password"},
			{"empty password", map[string]any{"email": "user@example.com", "password": ""}, http.StatusUnprocessableEntity, "password"},
		} {
			t.Run(c.name, func(t *testing.T) {
				r := ts.do(request{method: "POST", path: "/api/auth/login", body: c.body})
				wantStatus(t, r, c.want)
				raw := r.json(t)
				if _, ok := raw["access_token"]; ok {
					t.Errorf("refused login carries a token: %v", raw)
				}
				if c.want == http.StatusUnauthorized {
					if raw["message"] != badCredentials {
						t.Errorf("message: got %v, want %q", raw["message"], badCredentials)
					}
					if _, ok := raw["errors"]; ok {
						t.Errorf("401 with field errors: %v", raw)
					}
					return
				}
				if errs := r.fieldErrors(t); len(errs) != 1 || len(errs[c.field]) == 0 {
					t.Errorf("errors: got %v, want only %s", errs, c.field)
				}
			})
		}
	})
}

func TestLoginThrottle(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		ts.user(access.User, "other@example.com")
		wrong := map[string]any{"email": "user@example.com", "password": "wrong-password"}
		right := map[string]any{"email": "user@example.com", "password": "password123"}
		const home = "192.0.2.10:51000" // the harness's address

		for i := 1; i <= auth.MaxFailures; i++ {
			r := acctLoginFrom(ts, home, wrong, nil)
			if r.Code != http.StatusUnauthorized {
				t.Fatalf("failure %d: got %d, want 401", i, r.Code)
			}
			ts.advance(time.Second)
		}
		// The sixth attempt is refused, even with the right password, and
		// even with the e-mail in another case.
		for _, body := range []map[string]any{right, wrong, {"email": "USER@example.com", "password": "password123"}} {
			r := acctLoginFrom(ts, home, body, nil)
			wantStatus(t, r, http.StatusTooManyRequests)
			if _, ok := r.json(t)["access_token"]; ok {
				t.Errorf("429 carries a token")
			}
			if msg, _ := r.json(t)["message"].(string); !strings.HasPrefix(msg, "Too many login attempts. Please try again in ") {
				t.Errorf("message: got %q", msg)
			}
			secs, err := strconv.Atoi(r.Header().Get("Retry-After"))
			// The first failure was 5 s ago: the window ends in 15 min - 5 s.
			if err != nil || secs < 1 || secs > int(auth.FailureWindow/time.Second) || secs < int(auth.FailureWindow/time.Second)-10 {
				t.Errorf("Retry-After: got %q, want about %d seconds", r.Header().Get("Retry-After"), int(auth.FailureWindow/time.Second)-5)
			}
		}
		// Without a trusted proxy, X-Forwarded-For cannot buy a new address.
		wantStatus(t, acctLoginFrom(ts, home, right, map[string]string{"X-Forwarded-For": "203.0.113.77"}), http.StatusTooManyRequests)

		// Another e-mail from the same address, and the same e-mail from
		// another address, are not throttled.
		wantStatus(t, acctLoginFrom(ts, home, map[string]any{"email": "other@example.com", "password": "password123"}, nil), http.StatusOK)
		wantStatus(t, acctLoginFrom(ts, "198.51.100.7:40000", right, nil), http.StatusOK)

		// Half-way through the window it is still refused...
		ts.advance(7 * time.Minute)
		wantStatus(t, acctLoginFrom(ts, home, right, nil), http.StatusTooManyRequests)
		// ...and once the window has passed since the first failure, the right
		// password works again.
		ts.advance(auth.FailureWindow - 7*time.Minute)
		wantStatus(t, acctLoginFrom(ts, home, right, nil), http.StatusOK)

		// A success forgets earlier failures: 4 failures, a success, then 4
		// more are all answered 401.
		for i := 0; i < 2*(auth.MaxFailures-1); i++ {
			if i == auth.MaxFailures-1 {
				wantStatus(t, acctLoginFrom(ts, home, right, nil), http.StatusOK)
			}
			if r := acctLoginFrom(ts, home, wrong, nil); r.Code != http.StatusUnauthorized {
				t.Fatalf("failure %d after a success: got %d, want 401", i+1, r.Code)
			}
		}
	})
}

func TestLoginThrottleUnknownEmail(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := map[string]any{"email": "ghost@example.com", "password": "whatever1"}
		for i := 0; i < auth.MaxFailures; i++ {
			wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/login", body: body}), http.StatusUnauthorized)
		}
		r := ts.do(request{method: "POST", path: "/api/auth/login", body: body})
		wantStatus(t, r, http.StatusTooManyRequests)
		if r.Header().Get("Retry-After") == "" {
			t.Errorf("429 without Retry-After")
		}
	})
}

// TestLoginThrottleBehindProxy: with a trusted proxy the client address is
// the proxy's last X-Forwarded-For hop, so visitors behind one proxy are
// throttled apart.
func TestLoginThrottleBehindProxy(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		wrong := map[string]any{"email": "user@example.com", "password": "wrong-password"}
		right := map[string]any{"email": "user@example.com", "password": "password123"}
		from := func(ip string) map[string]string { return map[string]string{"X-Forwarded-For": "10.9.9.9, " + ip} }
		for i := 0; i < auth.MaxFailures; i++ {
			wantStatus(t, acctLoginFrom(ts, "10.0.0.1:1234", wrong, from("203.0.113.5")), http.StatusUnauthorized)
		}
		wantStatus(t, acctLoginFrom(ts, "10.0.0.1:1234", right, from("203.0.113.5")), http.StatusTooManyRequests)
		// The first hop is set by the client and is not trusted.
		wantStatus(t, acctLoginFrom(ts, "10.0.0.1:1234", right, map[string]string{"X-Forwarded-For": "1.2.3.4, 203.0.113.5"}), http.StatusTooManyRequests)
		wantStatus(t, acctLoginFrom(ts, "10.0.0.1:1234", right, from("203.0.113.6")), http.StatusOK)
	}, func(c *config.Config) { c.TrustProxy = true })
}

func TestLogout(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		for _, c := range []struct{ method, path string }{
			{"GET", "/api/auth/logout"},
			{"POST", "/api/auth/logout"},
			{"GET", "/api/auth/logout/"},
		} {
			t.Run(c.method+" "+c.path, func(t *testing.T) {
				token := acctToken(t, ts, "user@example.com", "password123", true).AccessToken
				other := acctToken(t, ts, "user@example.com", "password123", false).AccessToken
				r := ts.do(request{method: c.method, path: c.path, token: token})
				wantStatus(t, r, http.StatusOK)
				if msg := r.json(t)["message"]; msg != "You have been logged out." {
					t.Errorf("message: got %v", msg)
				}
				// The token stops working, everywhere.
				wantStatus(t, ts.get("/api/auth/profile", token), http.StatusUnauthorized)
				wantStatus(t, ts.do(request{method: c.method, path: c.path, token: token}), http.StatusUnauthorized)
				if _, err := ts.store.SessionUser(t.Context(), auth.HashToken(token)); !errors.Is(err, store.ErrNotFound) {
					t.Errorf("session still stored after logout (err %v)", err)
				}
				// Only that session ends: another login of the same user goes on.
				wantStatus(t, ts.get("/api/auth/profile", other), http.StatusOK)
			})
		}
		for _, token := range []string{"", "not-a-token"} {
			r := ts.do(request{method: "POST", path: "/api/auth/logout", token: token})
			wantStatus(t, r, http.StatusUnauthorized)
			if msg := r.json(t)["message"]; msg != "Unauthenticated." {
				t.Errorf("logout with token %q: message %v", token, msg)
			}
		}
	})
}

func TestProfile(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.User, "user@example.com")
		for _, path := range []string{"/api/auth/profile", "/api/auth/profile/"} {
			r := ts.get(path, token)
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data map[string]any `json:"data"`
			}
			r.decode(t, &body)
			for key, want := range map[string]any{"first_name": "Test", "last_name": "User", "email": "user@example.com", "role": "user"} {
				if body.Data[key] != want {
					t.Errorf("GET %s: data.%s: got %v, want %v", path, key, body.Data[key], want)
				}
			}
			if _, ok := body.Data["password_hash"]; ok || strings.Contains(r.Body.String(), "$2a$") {
				t.Errorf("profile carries the password hash: %s", r.Body.String())
			}
		}
		adminToken := ts.admin()
		r := ts.get("/api/auth/profile", adminToken)
		wantStatus(t, r, http.StatusOK)
		if role := r.json(t)["data"].(map[string]any)["role"]; role != "admin" {
			t.Errorf("admin profile role: got %v", role)
		}

		for _, c := range []struct {
			name   string
			header string
		}{
			{"no header", ""},
			{"bad token", "Bearer not-a-session"},
			{"empty bearer", "Bearer "},
			{"other scheme", "Token " + token},
			{"token alone", token},
			{"token with a character changed", "Bearer " + token[:len(token)-1] + string(rune(token[len(token)-1])^1)},
			{"overlong token", "Bearer " + strings.Repeat("a", 300)},
		} {
			r := ts.do(request{method: "GET", path: "/api/auth/profile", header: map[string]string{"Authorization": c.header}})
			if r.Code != http.StatusUnauthorized {
				t.Errorf("%s: got %d, want 401", c.name, r.Code)
				continue
			}
			if msg := r.json(t)["message"]; msg != "Unauthenticated." {
				t.Errorf("%s: message %v", c.name, msg)
			}
		}
		// The scheme is case-insensitive.
		wantStatus(t, ts.do(request{method: "GET", path: "/api/auth/profile", header: map[string]string{"Authorization": "bearer " + token}}), http.StatusOK)
	})
}

func TestSessionExpiry(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.user(access.User, "user@example.com")
		short := acctToken(t, ts, "user@example.com", "password123", false).AccessToken
		long := acctToken(t, ts, "user@example.com", "password123", true).AccessToken

		ts.advance(11*time.Hour + 58*time.Minute)
		wantStatus(t, ts.get("/api/auth/profile", short), http.StatusOK)
		ts.advance(2*time.Minute + time.Second)
		wantStatus(t, ts.get("/api/auth/profile", short), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/auth/inquiries", short), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/auth/logout", short), http.StatusUnauthorized)
		// "Remember password" lasts 30 days.
		wantStatus(t, ts.get("/api/auth/profile", long), http.StatusOK)
		ts.advance(29 * 24 * time.Hour)
		wantStatus(t, ts.get("/api/auth/profile", long), http.StatusOK)
		ts.advance(12*time.Hour + time.Second)
		wantStatus(t, ts.get("/api/auth/profile", long), http.StatusUnauthorized)
	})
}

func TestInquiries(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.User, "user@example.com")
		otherToken := ts.user(access.User, "other@example.com")
		ts.verify(token, "user@example.com")
		ts.verify(otherToken, "other@example.com")

		// No inquiries yet: an empty list, not null.
		r := ts.get("/api/auth/inquiries", token)
		wantStatus(t, r, http.StatusOK)
		if got := strings.TrimSpace(r.Body.String()); got != `{"data":[]}` {
			t.Errorf("no inquiries: got %s, want {\"data\":[]}", got)
		}

		post := func(email, state string) int64 {
			t.Helper()
			body := contactConsultationBody()
			body["email"] = email
			body["phone"] = "555" + strconv.Itoa(1000000+len(email)+len(state)*7)
			body["state"] = state
			r := ts.do(request{method: "POST", path: "/api/contact", body: body})
			wantStatus(t, r, http.StatusCreated)
			return contactAnswerID(t, ts, r)
		}
		first := post("user@example.com", "Texas (TX)")
		post("other@example.com", "Ohio")
		second := post("USER@Example.com", "CA")
		sl := stateLawContactBody()
		sl["email"] = "user@example.com"
		r = ts.do(request{method: "POST", path: "/api/contact", body: sl})
		wantStatus(t, r, http.StatusCreated)
		third := contactAnswerID(t, ts, r)

		r = ts.get("/api/auth/inquiries/", token)
		wantStatus(t, r, http.StatusOK)
		var body struct {
			Data []struct {
				ID         int64     `json:"id"`
				CreatedAt  time.Time `json:"created_at"`
				Status     string    `json:"status"`
				SourceForm string    `json:"source_form"`
				State      string    `json:"state"`
				StateName  string    `json:"state_name"`
			} `json:"data"`
		}
		r.decode(t, &body)
		if len(body.Data) != 3 {
			t.Fatalf("got %d inquiries, want the user's 3: %s", len(body.Data), r.Body.String())
		}
		// Newest first.
		for i, want := range []struct {
			id          int64
			form, state string
			stateName   string
		}{
			{third, "state_law", "", ""},
			{second, "consultation", "CA", "California"},
			{first, "consultation", "TX", "Texas"},
		} {
			got := body.Data[i]
			if got.ID != want.id || got.SourceForm != want.form || got.State != want.state || got.StateName != want.stateName ||
				got.Status != "new" || got.CreatedAt.IsZero() {
				t.Errorf("inquiry %d: got %+v, want id %d, %s, %q", i, got, want.id, want.form, want.state)
			}
		}
		// Nothing personal beyond the listed fields comes back.
		for _, secret := range []string{"5551", "Jane", "Doe", "90210"} {
			if strings.Contains(r.Body.String(), secret) {
				t.Errorf("inquiries carry %q: %s", secret, r.Body.String())
			}
		}
		// The other user sees only theirs.
		r = ts.get("/api/auth/inquiries", otherToken)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &body)
		if len(body.Data) != 1 || body.Data[0].State != "OH" {
			t.Errorf("other user's inquiries: got %+v, want the one from Ohio", body.Data)
		}
		for _, tok := range []string{"", "bogus"} {
			wantStatus(t, ts.get("/api/auth/inquiries", tok), http.StatusUnauthorized)
		}
	})
}
