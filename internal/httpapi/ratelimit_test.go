package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/config"
	"claimsite/internal/ratelimit"
)

// noon is a whole hour, so windows start with the test and Retry-After is
// exact.
var noon = time.Date(2026, 3, 11, 12, 0, 0, 0, time.UTC)

// limits replaces the harness's "off" with the given limits.
func limits(set ratelimit.Set) func(*config.Config) {
	return func(c *config.Config) { c.RateLimits = set }
}

// callFrom makes a request from remote address addr (host:port).
func callFrom(ts *testServer, addr, method, path string, body any) response {
	ts.t.Helper()
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			ts.t.Fatal(err)
		}
	}
	r := httptest.NewRequest(method, path, &buf)
	r.RemoteAddr = addr
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	w := httptest.NewRecorder()
	ts.handler.ServeHTTP(w, r)
	return response{w}
}

// wantLimited checks a 429 with its message and Retry-After in seconds.
func wantLimited(t *testing.T, r response, retryAfter int, wait string) {
	t.Helper()
	wantStatus(t, r, http.StatusTooManyRequests)
	if got := r.Header().Get("Retry-After"); got != strconv.Itoa(retryAfter) {
		t.Errorf("Retry-After: got %q, want %d", got, retryAfter)
	}
	if got, want := r.json(t)["message"], "Too many requests. Please try again in "+wait+"."; got != want {
		t.Errorf("message: got %q, want %q", got, want)
	}
}

// lead is a valid consultation with its own e-mail and phone.
func lead(n int) map[string]any {
	b := contactConsultationBody()
	b["email"], b["phone"] = fmt.Sprintf("visitor%d@example.com", n), fmt.Sprintf("555000%04d", n)
	return b
}

func TestLimitContactPerIP(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a, b = "192.0.2.1:1000", "198.51.100.2:1000"
		// Invalid submissions are not counted: a visitor fixing typos is
		// not held back.
		invalid := lead(0)
		delete(invalid, "phone")
		for range 5 {
			wantStatus(t, callFrom(ts, a, "POST", "/api/contact", invalid), http.StatusUnprocessableEntity)
		}
		for n := 1; n <= 3; n++ {
			wantStatus(t, callFrom(ts, a, "POST", "/api/contact", lead(n)), http.StatusCreated)
		}
		ts.advance(10 * time.Minute)
		wantLimited(t, callFrom(ts, a, "POST", "/api/contact", lead(4)), 50*60, "50 minutes")
		if n := contactLeadCount(t, ts); n != 3 {
			t.Errorf("leads stored: got %d, want 3", n)
		}
		// Another client is not affected.
		wantStatus(t, callFrom(ts, b, "POST", "/api/contact", lead(5)), http.StatusCreated)
		// The next window starts afresh.
		ts.advance(50 * time.Minute)
		wantStatus(t, callFrom(ts, a, "POST", "/api/contact", lead(6)), http.StatusCreated)
	}, limits(ratelimit.Set{ratelimit.ContactIP: {Max: 3, Window: time.Hour}, ratelimit.ContactPhone: {Max: 100, Window: 24 * time.Hour}}))
}

func TestLimitContactPerPhone(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		// The same person from three addresses, both forms.
		same := lead(1)
		stateLaw := stateLawContactBody()
		stateLaw["phone"] = same["phone"]
		wantStatus(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/contact", same), http.StatusCreated)
		wantStatus(t, callFrom(ts, "192.0.2.2:1", "POST", "/api/contact", stateLaw), http.StatusCreated)
		// The day ends at midnight UTC, 12 hours from now.
		wantLimited(t, callFrom(ts, "192.0.2.3:1", "POST", "/api/contact", same), 12*3600, "12 hours")
		// Another phone from the same address goes through.
		wantStatus(t, callFrom(ts, "192.0.2.3:1", "POST", "/api/contact", lead(2)), http.StatusCreated)
		ts.advance(12 * time.Hour)
		wantStatus(t, callFrom(ts, "192.0.2.3:1", "POST", "/api/contact", same), http.StatusCreated)
	}, limits(ratelimit.Set{ratelimit.ContactIP: {Max: 100, Window: time.Hour}, ratelimit.ContactPhone: {Max: 2, Window: 24 * time.Hour}}))
}

// TestLimitLongestWait: over two limits at once, the client is told to wait
// for the later one.
func TestLimitLongestWait(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		wantStatus(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/contact", lead(1)), http.StatusCreated)
		wantLimited(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/contact", lead(1)), 12*3600, "12 hours")
	}, limits(ratelimit.Set{ratelimit.ContactIP: {Max: 1, Window: time.Hour}, ratelimit.ContactPhone: {Max: 1, Window: 24 * time.Hour}}))
}

func TestLimitIPv6By64(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		search := "/api/search?q=car"
		wantStatus(t, callFrom(ts, "[2001:db8:1:2::1]:443", "GET", search, nil), http.StatusOK)
		wantStatus(t, callFrom(ts, "[2001:db8:1:2:ffff:ffff:ffff:ffff]:443", "GET", search, nil), http.StatusOK)
		wantLimited(t, callFrom(ts, "[2001:db8:1:2:abcd::9]:443", "GET", search, nil), 60, "1 minute")
		// The next /64 is another client.
		wantStatus(t, callFrom(ts, "[2001:db8:1:3::1]:443", "GET", search, nil), http.StatusOK)
	}, limits(ratelimit.Set{ratelimit.SearchIP: {Max: 2, Window: time.Minute}}))
}

func TestLimitSearch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a = "192.0.2.1:1"
		// A term too short to search answers empty without counting.
		for range 5 {
			wantStatus(t, callFrom(ts, a, "GET", "/api/search?q=c", nil), http.StatusOK)
		}
		for range 3 {
			wantStatus(t, callFrom(ts, a, "GET", "/api/search?q=car", nil), http.StatusOK)
		}
		ts.advance(15 * time.Second)
		wantLimited(t, callFrom(ts, a, "GET", "/api/search?q=truck", nil), 45, "1 minute")
		wantStatus(t, callFrom(ts, "192.0.2.2:1", "GET", "/api/search?q=truck", nil), http.StatusOK)
		ts.advance(45 * time.Second)
		wantStatus(t, callFrom(ts, a, "GET", "/api/search?q=truck", nil), http.StatusOK)
	}, limits(ratelimit.Set{ratelimit.SearchIP: {Max: 3, Window: time.Minute}}))
}

func TestLimitRegister(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a = "192.0.2.1:1"
		ts.user(access.User, "taken@example.com")
		account := func(email string) map[string]any {
			b := acctRegisterBody()
			b["email"] = email
			return b
		}
		// A body without a usable e-mail never reaches the database and is
		// not counted.
		for range 3 {
			wantStatus(t, callFrom(ts, a, "POST", "/api/auth/register", account("not-an-email")), http.StatusUnprocessableEntity)
		}
		wantStatus(t, callFrom(ts, a, "POST", "/api/auth/register", account("one@example.com")), http.StatusCreated)
		// Asking whether an address is taken counts: that is how accounts
		// would be listed.
		wantStatus(t, callFrom(ts, a, "POST", "/api/auth/register", account("taken@example.com")), http.StatusUnprocessableEntity)
		wantLimited(t, callFrom(ts, a, "POST", "/api/auth/register", account("two@example.com")), 3600, "60 minutes")
		wantLimited(t, callFrom(ts, a, "POST", "/api/auth/register", account("taken@example.com")), 3600, "60 minutes")
		wantStatus(t, callFrom(ts, "192.0.2.2:1", "POST", "/api/auth/register", account("two@example.com")), http.StatusCreated)
		ts.advance(time.Hour)
		wantStatus(t, callFrom(ts, a, "POST", "/api/auth/register", account("three@example.com")), http.StatusCreated)
	}, limits(ratelimit.Set{ratelimit.RegisterIP: {Max: 2, Window: time.Hour}}))
}

// TestLimitLoginSpraying: failures from one client count across e-mails;
// successes do not count.
func TestLimitLoginSpraying(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a = "192.0.2.1:1"
		ts.user(access.User, "user@example.com")
		right := map[string]any{"email": "user@example.com", "password": "password123"}
		for range 5 {
			wantStatus(t, callFrom(ts, a, "POST", "/api/auth/login", right), http.StatusOK)
		}
		for n := 1; n <= 3; n++ {
			wrong := map[string]any{"email": fmt.Sprintf("guess%d@example.com", n), "password": "Summer2026!"}
			wantStatus(t, callFrom(ts, a, "POST", "/api/auth/login", wrong), http.StatusUnauthorized)
		}
		ts.advance(5 * time.Minute)
		// Even the right password of an account never tried is refused.
		wantLimited(t, callFrom(ts, a, "POST", "/api/auth/login", right), 10*60, "10 minutes")
		wantStatus(t, callFrom(ts, "192.0.2.2:1", "POST", "/api/auth/login", right), http.StatusOK)
		ts.advance(10 * time.Minute)
		wantStatus(t, callFrom(ts, a, "POST", "/api/auth/login", right), http.StatusOK)
	}, limits(ratelimit.Set{ratelimit.LoginFailuresIP: {Max: 3, Window: 15 * time.Minute}}))
}

// TestLimitsOff: CLAIMSITE_RATE_LIMITS=off lifts every request limit, and
// the per-account login throttle still holds.
func TestLimitsOff(t *testing.T) {
	off, err := ratelimit.Parse("off")
	if err != nil {
		t.Fatal(err)
	}
	eachServer(t, func(t *testing.T, ts *testServer) {
		const a = "192.0.2.1:1"
		for n := 1; n <= 20; n++ {
			wantStatus(t, callFrom(ts, a, "POST", "/api/contact", lead(n%2)), http.StatusCreated)
			wantStatus(t, callFrom(ts, a, "GET", "/api/search?q=car", nil), http.StatusOK)
		}
		ts.user(access.User, "user@example.com")
		wrong := map[string]any{"email": "user@example.com", "password": "wrong-password"}
		for range auth.MaxFailures {
			wantStatus(t, callFrom(ts, a, "POST", "/api/auth/login", wrong), http.StatusUnauthorized)
		}
		r := callFrom(ts, a, "POST", "/api/auth/login", wrong)
		wantStatus(t, r, http.StatusTooManyRequests)
		if r.Header().Get("Retry-After") == "" {
			t.Error("per-account throttle: no Retry-After")
		}
	}, limits(off))
}

// TestLimitsDefault: with no setting the defaults hold (search: 60 a
// minute).
func TestLimitsDefault(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a = "192.0.2.1:1"
		for range 60 {
			wantStatus(t, callFrom(ts, a, "GET", "/api/search?q=car", nil), http.StatusOK)
		}
		wantLimited(t, callFrom(ts, a, "GET", "/api/search?q=car", nil), 60, "1 minute")
	}, limits(ratelimit.Defaults()))
}

// TestLimitsAcrossInstances: two servers on one database share the
// counters, as instances behind a load balancer do.
func TestLimitsAcrossInstances(t *testing.T) {
	eachServer(t, func(t *testing.T, one *testServer) {
		one.clock = noon
		two := newTestServer(t, one.store, one.cfg)
		two.clock = noon
		const a = "192.0.2.1:1"
		wantStatus(t, callFrom(one, a, "POST", "/api/contact", lead(1)), http.StatusCreated)
		wantStatus(t, callFrom(two, a, "POST", "/api/contact", lead(2)), http.StatusCreated)
		wantStatus(t, callFrom(one, a, "POST", "/api/contact", lead(3)), http.StatusCreated)
		wantLimited(t, callFrom(two, a, "POST", "/api/contact", lead(4)), 3600, "60 minutes")
		wantLimited(t, callFrom(one, a, "POST", "/api/contact", lead(4)), 3600, "60 minutes")
	}, limits(ratelimit.Set{ratelimit.ContactIP: {Max: 3, Window: time.Hour}}))
}

func TestWaitText(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{time.Second, "1 minute"},
		{61 * time.Second, "2 minutes"},
		{119 * time.Minute, "119 minutes"},
		{2 * time.Hour, "2 hours"},
		{11*time.Hour + time.Minute, "12 hours"},
	} {
		if got := waitText(tc.d); got != tc.want {
			t.Errorf("waitText(%v): got %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestLimitForgotPassword: requests count per client and per address, for
// addresses with and without an account alike (the answer must not tell
// them apart, and neither may the limit).
func TestLimitForgotPassword(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a, b, c = "192.0.2.1:1000", "198.51.100.2:1000", "203.0.113.3:1000"
		forgot := func(addr, email string) response {
			return callFrom(ts, addr, "POST", "/api/auth/forgot-password", map[string]string{"email": email})
		}
		// Per address: 2 from any client.
		wantStatus(t, forgot(a, "nobody@example.com"), http.StatusOK)
		wantStatus(t, forgot(b, "NOBODY@example.com"), http.StatusOK)
		wantLimited(t, forgot(c, "nobody@example.com"), 3600, "60 minutes")
		// Per client: 3 whatever the address; a malformed one does not count.
		wantStatus(t, forgot(c, "not-an-address"), http.StatusUnprocessableEntity)
		wantStatus(t, forgot(c, "one@example.com"), http.StatusOK)
		wantStatus(t, forgot(c, "two@example.com"), http.StatusOK)
		wantLimited(t, forgot(c, "three@example.com"), 3600, "60 minutes")
		ts.advance(time.Hour)
		wantStatus(t, forgot(c, "nobody@example.com"), http.StatusOK)
	}, limits(ratelimit.Set{
		ratelimit.ForgotPasswordIP:    {Max: 3, Window: time.Hour},
		ratelimit.ForgotPasswordEmail: {Max: 2, Window: time.Hour},
	}))
}

// TestLimitPasskeyLogin: sign-ins with a passkey begun per client are
// limited (passkey_login_ip), and refused passkeys count among the
// client's failed sign-ins (login_failures_ip), as wrong passwords do.
func TestLimitPasskeyLogin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		const a = "192.0.2.1:1"
		var tokens []string
		for range 3 {
			r := callFrom(ts, a, "POST", "/api/auth/passkeys/login/begin", nil)
			wantStatus(t, r, http.StatusOK)
			var c struct {
				Data ceremonyAnswer `json:"data"`
			}
			r.decode(t, &c)
			tokens = append(tokens, c.Data.Token)
		}
		wantLimited(t, callFrom(ts, a, "POST", "/api/auth/passkeys/login/begin", nil), 15*60, "15 minutes")
		wantStatus(t, callFrom(ts, "192.0.2.2:1", "POST", "/api/auth/passkeys/login/begin", nil), http.StatusOK)

		forged := map[string]any{"id": "a2V5", "rawId": "a2V5", "type": "public-key",
			"response": map[string]any{"clientDataJSON": "e30", "authenticatorData": "YQ", "signature": "cw", "userHandle": "aA"}}
		for _, token := range tokens[:2] {
			r := callFrom(ts, a, "POST", "/api/auth/passkeys/login/finish", map[string]any{"token": token, "credential": forged})
			wantStatus(t, r, http.StatusBadRequest)
		}
		wantLimited(t, callFrom(ts, a, "POST", "/api/auth/passkeys/login/finish", map[string]any{"token": tokens[2], "credential": forged}),
			15*60, "15 minutes")
	}, limits(ratelimit.Set{ratelimit.PasskeyLoginIP: {Max: 3, Window: 15 * time.Minute}, ratelimit.LoginFailuresIP: {Max: 2, Window: 15 * time.Minute}}))
}
