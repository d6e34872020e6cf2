package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/store"
)

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// startServe runs serve until the returned cancel is called (as SIGTERM
// does) and gives the base URL and the channel serve's result arrives on.
func startServe(t *testing.T, dataDir string, extra ...string) (string, context.CancelFunc, <-chan error) {
	t.Helper()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	// The second factor is internal/httpapi's to test.
	args := append([]string{"--addr", addr, "--data-dir", dataDir, "--bcrypt-cost", "4", "--require-mfa=false"}, extra...)
	go func() { done <- serve(ctx, quietLog(), args) }()
	base := "http://" + addr
	// A deadline for a broken start, not a speed bound: the tests of this
	// package start servers side by side (t.Parallel), each migrating a
	// fresh database, beside the other packages' tests on two cores.
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			break
		}
		select {
		case serveErr := <-done:
			cancel()
			t.Fatalf("serve ended before it answered: %v", serveErr)
		default:
		}
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("server did not start: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return base, cancel, done
}

func login(t *testing.T, base, email, password string) string {
	t.Helper()
	body := fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)
	resp, err := http.Post(base+"/api/auth/login", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("login: got status %d, want 200", resp.StatusCode)
	}
	var out struct {
		AccessToken string `json:"access_token"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	return out.AccessToken
}

// TestServeFinishesRequestsInFlight sends SIGTERM's equivalent while an
// upload is half sent: the server stops taking new connections, finishes
// the upload, answers 201, and only then returns.
func TestServeFinishesRequestsInFlight(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, stop, done := startServe(t, dir, "--admin-email", "boss@example.com", "--admin-password", "password123")
	token := login(t, base, "boss@example.com", "password123")

	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("title", "Boat accident")
	mw.WriteField("description", "Injuries on the water.")
	part, _ := mw.CreateFormFile("path", "boat.png")
	part.Write(append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 256<<10)...))
	mw.Close()
	body := form.Bytes()

	pr, pw := io.Pipe()
	req, _ := http.NewRequest("POST", base+"/api/admin/services", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	req.ContentLength = int64(len(body))
	answered := make(chan *http.Response, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("upload: %v", err)
			answered <- nil
			return
		}
		answered <- resp
	}()
	half := len(body) / 2
	if _, err := pw.Write(body[:half]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // the handler is now reading the body
	stop()
	time.Sleep(200 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("serve returned before the upload finished: %v", err)
	default:
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("new connection accepted after shutdown began, want refused")
	}
	if _, err := pw.Write(body[half:]); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	resp := <-answered
	if resp == nil {
		t.Fatal("no answer to the upload")
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Errorf("upload during shutdown: got status %d, want 201", resp.StatusCode)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: got %v, want nil after graceful shutdown", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return after the last request")
	}
}

// TestServeSeedsOnceAndServesTheApp checks a first start on an empty data
// folder: content seeded, the app served for its routes, 404 elsewhere.
func TestServeSeedsOnceAndServesTheApp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, stop, done := startServe(t, dir)
	defer func() { stop(); <-done }()
	for _, c := range []struct {
		path string
		want int
	}{
		{"/", 200}, {"/about-us", 200}, {"/service-detail/1", 200}, {"/service-detail/9999", 404},
		{"/state-law-detail/51", 200}, {"/no-such-page", 404}, {"/api/states", 200}, {"/api/nope", 404},
	} {
		resp, err := http.Get(base + c.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("GET %s: got %d, want %d", c.path, resp.StatusCode, c.want)
		}
	}
}

func TestMigrateAndCreateAdmin(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ctx := context.Background()
	if err := migrate(ctx, quietLog(), []string{"--data-dir", dir}); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	if err := createAdmin(ctx, quietLog(), []string{"--email", "Owner@Example.com", "--password", "short", "--data-dir", dir}); err == nil {
		t.Error("create-admin with a 5-character password: got nil error, want refusal")
	}
	if err := createAdmin(ctx, quietLog(), []string{"--email", "Owner@Example.com", "--password", "password123", "--data-dir", dir, "--bcrypt-cost", "4"}); err != nil {
		t.Fatalf("create-admin: %v", err)
	}
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	u, err := st.UserByEmail(ctx, "owner@example.com")
	if err != nil {
		t.Fatalf("admin not stored: %v", err)
	}
	if u.Role != access.Admin {
		t.Errorf("role: got %q, want admin", u.Role)
	}
	if err := backup(ctx, quietLog(), []string{"--out", filepath.Join(dir, "copy.db"), "--data-dir", dir}); err != nil {
		t.Errorf("backup: %v", err)
	}
	copyStore, err := store.Open(ctx, "sqlite:"+filepath.Join(dir, "copy.db"), dir)
	if err != nil {
		t.Fatalf("open backup: %v", err)
	}
	defer copyStore.Close()
	if _, err := copyStore.UserByEmail(ctx, "owner@example.com"); err != nil {
		t.Errorf("backup lacks the admin: %v", err)
	}
}

// profileStatus is the status of GET /api/auth/profile with token.
func profileStatus(t *testing.T, base, token string) int {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/auth/profile", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func register(t *testing.T, base, email, password string) {
	t.Helper()
	body := fmt.Sprintf(`{"first_name":"Sly","last_name":"Squatter","email":%q,"password":%q}`, email, password)
	resp, err := http.Post(base+"/api/auth/register", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("register %s: got status %d, want 201", email, resp.StatusCode)
	}
}

// TestCreateAdminEndsSessionsOfExistingAccount is the squatter case:
// someone registers the operator's address and signs in; when the
// operator runs create-admin for it, the squatter's token must die rather
// than become an admin token. Other accounts keep their sessions.
func TestCreateAdminEndsSessionsOfExistingAccount(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, stop, done := startServe(t, dir)
	defer func() { stop(); <-done }()
	register(t, base, "owner@example.com", "squatter-pass")
	register(t, base, "visitor@example.com", "visitor-pass")
	squatter := login(t, base, "owner@example.com", "squatter-pass")
	visitor := login(t, base, "visitor@example.com", "visitor-pass")

	err := createAdmin(context.Background(), quietLog(), []string{"--email", "Owner@Example.com", "--password", "operator-pass", "--data-dir", dir, "--bcrypt-cost", "4"})
	if err != nil {
		t.Fatalf("create-admin: %v", err)
	}
	if got := profileStatus(t, base, squatter); got != http.StatusUnauthorized {
		t.Errorf("squatter's token after create-admin: got %d, want 401", got)
	}
	if got := profileStatus(t, base, visitor); got != http.StatusOK {
		t.Errorf("another account's token after create-admin: got %d, want 200", got)
	}
	admin := login(t, base, "owner@example.com", "operator-pass")
	req, _ := http.NewRequest("GET", base+"/api/admin/users", nil)
	req.Header.Set("Authorization", "Bearer "+admin)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("admin list with the operator's new token: got %d, want 200", resp.StatusCode)
	}
}

// TestServeAdminFromEnvironment: CLAIMSITE_ADMIN_* is applied at every
// start. A start that changes nothing keeps the admin signed in; a new
// password ends the admin's sessions.
func TestServeAdminFromEnvironment(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	run := func(password string, fn func(base string)) {
		base, stop, done := startServe(t, dir, "--admin-email", "op@example.com", "--admin-password", password)
		defer func() { stop(); <-done }()
		fn(base)
	}
	var token string
	run("first-password", func(base string) { token = login(t, base, "op@example.com", "first-password") })
	run("first-password", func(base string) {
		if got := profileStatus(t, base, token); got != http.StatusOK {
			t.Errorf("admin token after a restart with the same settings: got %d, want 200", got)
		}
	})
	run("second-password", func(base string) {
		if got := profileStatus(t, base, token); got != http.StatusUnauthorized {
			t.Errorf("admin token after a start with a new password: got %d, want 401", got)
		}
		login(t, base, "op@example.com", "second-password")
	})
}

// TestResetMFA: claimsite reset-mfa takes an account's authenticator and
// passkeys away (for an owner who lost them), signs the account out and leaves a trace in
// the audit log; an unknown address is an error.
func TestResetMFA(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, stop, done := startServe(t, dir)
	register(t, base, "lost@example.com", "lost-phone-pass")
	token := login(t, base, "lost@example.com", "lost-phone-pass")
	stop()
	<-done

	ctx := context.Background()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.UserByEmail(ctx, "lost@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.BeginTOTP(ctx, u.ID, "JBSWY3DPEHPK3PXP"); err != nil {
		t.Fatal(err)
	}
	if err := st.ConfirmTOTP(ctx, u.ID, 1, nil, nil); err != nil {
		t.Fatal(err)
	}
	_, err = st.AddPasskey(ctx, store.NewPasskey{UserID: u.ID, RPID: "localhost", CredentialID: []byte("key"), Name: "Phone", Credential: []byte("{}")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()

	if err := resetMFA(ctx, quietLog(), []string{"--email", "nobody@example.com", "--data-dir", dir}); err == nil {
		t.Error("reset-mfa of an unknown address succeeded")
	}
	if err := resetMFA(ctx, quietLog(), []string{"--email", "Lost@Example.com", "--data-dir", dir}); err != nil {
		t.Fatalf("reset-mfa: %v", err)
	}
	st, err = store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, _ := st.User(ctx, u.ID); got.MFA {
		t.Error("the account still has a second factor")
	}
	if totp, _ := st.AccountTOTP(ctx, u.ID); totp.Secret != "" {
		t.Error("the authenticator's secret is still there")
	}
	if keys, _ := st.AccountPasskeys(ctx, u.ID, "localhost"); len(keys) != 0 {
		t.Errorf("passkeys left: %v", keys)
	}
	if _, err := st.SessionUser(ctx, auth.HashToken(token)); err == nil {
		t.Error("the account's session survived the reset")
	}
	events, _, _ := st.AuditPage(ctx, store.AuditFilter{Action: "mfa_reset"}, store.Page{Number: 1, Size: 5})
	if len(events) != 1 || events[0].RecordID != fmt.Sprint(u.ID) || events[0].Summary != "claimsite reset-mfa on the server" {
		t.Errorf("audit: %+v", events)
	}
}
