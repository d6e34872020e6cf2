package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth/passkeytest"
	"claimsite/internal/config"
	"claimsite/internal/store"
)

// ceremonyOf reads the answer of a ceremony's first step.
func ceremonyOf(t *testing.T, r response) ceremonyAnswer {
	t.Helper()
	wantStatus(t, r, http.StatusOK)
	var a struct {
		Data ceremonyAnswer `json:"data"`
	}
	r.decode(t, &a)
	if a.Data.Token == "" || len(a.Data.Options) == 0 {
		t.Fatalf("ceremony: %s", r.Body)
	}
	return a.Data
}

// addPasskey makes a passkey named name on authenticator a for the
// account of token, as the account screen does, and returns the answer of
// the second step.
func addPasskey(t *testing.T, ts *testServer, a *passkeytest.Authenticator, token, name string) response {
	t.Helper()
	c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token}))
	credential, err := a.Register(c.Options)
	if err != nil {
		t.Fatal(err)
	}
	return ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token,
		body: map[string]any{"token": c.Token, "name": name, "credential": json.RawMessage(credential)}})
}

// passkeyLogin signs in with the newest passkey of a.
func passkeyLogin(t *testing.T, ts *testServer, a *passkeytest.Authenticator) response {
	t.Helper()
	c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/login/begin"}))
	credential, err := a.Login(c.Options)
	if err != nil {
		t.Fatal(err)
	}
	return ts.do(request{method: "POST", path: "/api/auth/passkeys/login/finish",
		body: map[string]any{"token": c.Token, "credential": json.RawMessage(credential)}})
}

func passkeysOf(t *testing.T, ts *testServer, token string) []store.Passkey {
	t.Helper()
	r := ts.get("/api/auth/passkeys", token)
	wantStatus(t, r, http.StatusOK)
	var list struct {
		Data []store.Passkey `json:"data"`
	}
	r.decode(t, &list)
	return list.Data
}

// TestPasskeys: a signed-in person adds a passkey (it counts as their
// second factor and they are mailed), signs in with it and no password,
// renames and removes it (behind a fresh check); a ceremony finishes once;
// a password sign-in of an account with only passkeys asks for one.
func TestPasskeys(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		a := passkeytest.New(ts.server.cfg.PublicURL)
		token := ts.user(access.Intake, "ines@example.com")
		if list := passkeysOf(t, ts, token); len(list) != 0 {
			t.Fatalf("passkeys before: %v", list)
		}

		c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token}))
		credential, _ := a.Register(c.Options)
		finish := map[string]any{"token": c.Token, "name": "Work laptop", "credential": json.RawMessage(credential)}
		r := ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token, body: finish})
		wantStatus(t, r, http.StatusCreated)
		// A ceremony finishes once.
		r = ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token, body: finish})
		wantStatus(t, r, http.StatusBadRequest)
		if body := r.json(t); body["code"] != "passkey_ceremony_invalid" {
			t.Errorf("second finish: %v", body)
		}

		list := passkeysOf(t, ts, token)
		if len(list) != 1 || list[0].Name != "Work laptop" || list[0].LastUsedAt != nil {
			t.Fatalf("passkeys: %+v", list)
		}
		if p := profileOf(t, ts, token); p["mfa_enabled"] != true || p["totp_enabled"] != false {
			t.Errorf("profile with a passkey: %v", p)
		}
		if m := ts.mails("ines@example.com"); len(m) != 1 || m[0].Subject != "A passkey was added to your account" ||
			!strings.Contains(m[0].Text, `"Work laptop"`) {
			t.Errorf("mails: %+v", m)
		}

		// Signing in with it: no password, no code.
		ts.advance(time.Minute)
		r = passkeyLogin(t, ts, a)
		wantStatus(t, r, http.StatusOK)
		var signedIn acctLoginAnswer
		r.decode(t, &signedIn)
		if signedIn.AccessToken == "" || signedIn.User.Email != "ines@example.com" {
			t.Fatalf("passkey sign-in: %s", r.Body)
		}
		if list := passkeysOf(t, ts, signedIn.AccessToken); list[0].LastUsedAt == nil {
			t.Errorf("last use not recorded: %+v", list[0])
		}

		// The password alone is not enough now: the second step is the passkey.
		r = acctLogin(ts, "ines@example.com", "password123", false)
		wantStatus(t, r, http.StatusOK)
		var step struct {
			MFARequired bool     `json:"mfa_required"`
			Methods     []string `json:"methods"`
			AccessToken string   `json:"access_token"`
		}
		r.decode(t, &step)
		if !step.MFARequired || strings.Join(step.Methods, ",") != "passkey" || step.AccessToken != "" {
			t.Errorf("password sign-in with a passkey: %s", r.Body)
		}

		// Renaming: the owner's passkey only.
		id := strconv.FormatInt(list[0].ID, 10)
		wantStatus(t, ts.do(request{method: "PATCH", path: "/api/auth/passkeys/" + id, token: token, body: map[string]any{"name": "Laptop"}}), http.StatusOK)
		if got := passkeysOf(t, ts, token)[0].Name; got != "Laptop" {
			t.Errorf("renamed to %q", got)
		}
		other := ts.user(access.User, "vera@example.com")
		wantStatus(t, ts.do(request{method: "PATCH", path: "/api/auth/passkeys/" + id, token: other, body: map[string]any{"name": "Mine"}}), http.StatusNotFound)
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/auth/passkeys/" + id, token: other}), http.StatusNotFound)
		r = ts.do(request{method: "PATCH", path: "/api/auth/passkeys/" + id, token: token, body: map[string]any{"name": strings.Repeat("x", 61)}})
		wantStatus(t, r, http.StatusUnprocessableEntity)

		// Removing, and adding another, need a fresh check once the
		// sign-in is ten minutes old.
		ts.advance(11 * time.Minute)
		r = ts.do(request{method: "DELETE", path: "/api/auth/passkeys/" + id, token: token})
		wantStatus(t, r, http.StatusForbidden)
		if body := r.json(t); body["code"] != "confirmation_required" {
			t.Errorf("delete without a fresh check: %v", body)
		}
		r = ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token})
		wantStatus(t, r, http.StatusForbidden)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/confirm", token: token, body: map[string]any{"password": "password123"}}), http.StatusOK)
		r = ts.do(request{method: "DELETE", path: "/api/auth/passkeys/" + id, token: token})
		wantStatus(t, r, http.StatusOK)
		if p := profileOf(t, ts, token); p["mfa_enabled"] != false {
			t.Errorf("profile without a passkey: %v", p)
		}
		if m := ts.mails("ines@example.com"); m[len(m)-1].Subject != "A passkey was removed from your account" {
			t.Errorf("removal mail: %+v", m[len(m)-1])
		}
		// A removed passkey signs nobody in.
		r = passkeyLogin(t, ts, a)
		wantStatus(t, r, http.StatusBadRequest)
		if body := r.json(t); body["code"] != "passkey_refused" {
			t.Errorf("sign-in with a removed passkey: %v", body)
		}

		// The audit log: added, signed in with, removed.
		wantAuditOf(t, ts, "ines@", "passkey_add:passkey: Work laptop", "sign_in:with a passkey", "passkey_remove:passkey: Laptop")
	})
}

// TestPasskeyRefusals: a ceremony expires, belongs to the account that
// began it and to its kind; an answer without user verification, from a
// cloned authenticator or of a disabled account signs nobody in; the
// library's checks of origin and challenge hold through the API.
func TestPasskeyRefusals(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		a := passkeytest.New(ts.server.cfg.PublicURL)
		token := ts.user(access.Admin, "ada@example.com")
		wantStatus(t, addPasskey(t, ts, a, token, ""), http.StatusCreated)
		if list := passkeysOf(t, ts, token); list[0].Name != "Unknown browser" {
			t.Errorf("a passkey named after nothing: %q", list[0].Name)
		}

		// Expired: five minutes to answer.
		c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/login/begin"}))
		credential, _ := a.Login(c.Options)
		ts.advance(5*time.Minute + time.Second)
		r := ts.do(request{method: "POST", path: "/api/auth/passkeys/login/finish", body: map[string]any{"token": c.Token, "credential": json.RawMessage(credential)}})
		wantStatus(t, r, http.StatusBadRequest)
		if body := r.json(t); body["code"] != "passkey_ceremony_invalid" {
			t.Errorf("expired ceremony: %v", body)
		}

		// Another account's registration, or a sign-in's token, does not
		// finish a registration.
		ts.advance(time.Minute)
		mine := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token}))
		other := ts.user(access.User, "vera@example.com")
		made, _ := passkeytest.New(ts.server.cfg.PublicURL).Register(mine.Options)
		r = ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: other,
			body: map[string]any{"token": mine.Token, "credential": json.RawMessage(made)}})
		wantStatus(t, r, http.StatusBadRequest)
		login := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/login/begin"}))
		r = ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token,
			body: map[string]any{"token": login.Token, "credential": json.RawMessage(made)}})
		wantStatus(t, r, http.StatusBadRequest)

		// No user verification; a cloned authenticator; another site.
		a.NoUserVerification = true
		wantStatus(t, passkeyLogin(t, ts, a), http.StatusBadRequest)
		a.NoUserVerification = false
		wantStatus(t, passkeyLogin(t, ts, a), http.StatusOK)
		a.RewindCounter = true
		wantStatus(t, passkeyLogin(t, ts, a), http.StatusBadRequest)
		a.RewindCounter = false
		a.Origin = "https://claims.example.evil.test"
		wantStatus(t, passkeyLogin(t, ts, a), http.StatusBadRequest)
		a.Origin = ts.server.cfg.PublicURL

		// A disabled account: refused after the check.
		ada, _ := ts.store.UserByEmail(t.Context(), "ada@example.com")
		root := ts.user(access.Admin, "root@example.com")
		wantStatus(t, ts.do(request{method: "PATCH", path: "/api/admin/users/" + strconv.FormatInt(ada.ID, 10), token: root,
			body: map[string]any{"disabled": true}}), http.StatusOK)
		r = passkeyLogin(t, ts, a)
		wantStatus(t, r, http.StatusForbidden)

		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{Actor: "ada@"}, store.Page{Number: 1, Size: 30})
		if err != nil {
			t.Fatal(err)
		}
		failed := 0
		for _, e := range events {
			if e.Action == "sign_in_failed" && e.Summary == "passkey refused" {
				failed++
			}
		}
		if failed != 3 {
			t.Errorf("refused passkey sign-ins in the audit log: %d, want 3", failed)
		}
	})
}

// TestPasskeyMeetsTheRequirement: an account whose role needs a second
// factor may add a passkey before anything else, and then works; an
// admin's reset removes its passkeys with its authenticator.
func TestPasskeyMeetsTheRequirement(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		a := passkeytest.New(ts.server.cfg.PublicURL)
		admin := ts.admin()
		setUpAuthenticator(t, ts, admin)
		token := ts.user(access.Intake, "ines@example.com")
		r := ts.get("/api/admin/leads", token)
		wantStatus(t, r, http.StatusForbidden)
		if body := r.json(t); body["code"] != "mfa_setup_required" {
			t.Fatalf("before a second factor: %v", body)
		}
		if list := passkeysOf(t, ts, token); len(list) != 0 {
			t.Fatalf("passkeys: %v", list)
		}
		wantStatus(t, addPasskey(t, ts, a, token, "Phone"), http.StatusCreated)
		wantStatus(t, ts.get("/api/admin/leads", token), http.StatusOK)

		ines, _ := ts.store.UserByEmail(t.Context(), "ines@example.com")
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/users/" + strconv.FormatInt(ines.ID, 10) + "/mfa", token: admin}), http.StatusOK)
		wantStatus(t, ts.get("/api/auth/profile", token), http.StatusUnauthorized)
		wantStatus(t, passkeyLogin(t, ts, a), http.StatusBadRequest)
		after := acctToken(t, ts, "ines@example.com", "password123", false)
		if p := profileOf(t, ts, after.AccessToken); p["mfa_enabled"] != false || p["mfa_setup_required"] != true {
			t.Errorf("profile after the reset: %v", p)
		}
	}, requireMFA)
}

// TestRelyingPartyIsThePublicURL: the options name the public URL's host,
// and an answer from the URL the server happens to be reached at is
// refused when it is not the public one.
func TestRelyingPartyIsThePublicURL(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.User, "vera@example.com")
		c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token}))
		var options struct {
			RP struct {
				ID string `json:"id"`
			} `json:"rp"`
		}
		json.Unmarshal(c.Options, &options)
		if options.RP.ID != "claims.example" {
			t.Errorf("relying party %q", options.RP.ID)
		}
		a := passkeytest.New("https://claims.example:8443")
		credential, _ := a.Register(c.Options)
		r := ts.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token,
			body: map[string]any{"token": c.Token, "credential": json.RawMessage(credential)}})
		wantStatus(t, r, http.StatusBadRequest)
		wantStatus(t, addPasskey(t, ts, passkeytest.New("https://claims.example"), token, "Tablet"), http.StatusCreated)
	}, func(c *config.Config) { c.PublicURL = "https://claims.example" })
}

// TestPasskeyCeremonyAcrossInstances: a ceremony begun on one instance
// finishes on another; they share the database, not memory.
func TestPasskeyCeremonyAcrossInstances(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.user(access.User, "vera@example.com")
		other := newTestServer(t, ts.store, ts.cfg)
		a := passkeytest.New(ts.server.cfg.PublicURL)

		c := ceremonyOf(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/register/begin", token: token}))
		made, err := a.Register(c.Options)
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, other.do(request{method: "POST", path: "/api/auth/passkeys/register/finish", token: token,
			body: map[string]any{"token": c.Token, "credential": json.RawMessage(made)}}), http.StatusCreated)

		c = ceremonyOf(t, other.do(request{method: "POST", path: "/api/auth/passkeys/login/begin"}))
		used, err := a.Login(c.Options)
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/passkeys/login/finish",
			body: map[string]any{"token": c.Token, "credential": json.RawMessage(used)}}), http.StatusOK)
	})
}
