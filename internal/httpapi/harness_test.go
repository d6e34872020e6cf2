package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/config"
	"claimsite/internal/leads"
	"claimsite/internal/media"
	"claimsite/internal/ratelimit"
	"claimsite/internal/seed"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
	"claimsite/internal/webui"
)

// testServer is a whole site on a fresh store: API, media and a stand-in
// web app, with helpers to call it.
type testServer struct {
	t       *testing.T
	store   *store.Store
	handler http.Handler
	cfg     config.Config
	media   *media.Store
	// clock is the store's time; tests move it with advance.
	clock  time.Time
	server *Server
	// keepAnswers leaves the public answer cache on between requests.
	// Off by default, so a test that writes through the store sees its
	// change on the next request; cache_test.go turns it on.
	keepAnswers bool
}

// testConfig is the default configuration with a fast password hash. It
// changes the configuration, not the environment, so tests can run in
// parallel.
func testConfig(t *testing.T) config.Config {
	t.Helper()
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.BcryptCost = 4
	// Every harness request comes from one address: tests that post many
	// leads would trip the request limits. ratelimit_test.go sets its own.
	cfg.RateLimits = ratelimit.Set{}
	// The second factor is tested where it is what a test is about
	// (two_step_test.go asks for it with requireMFA).
	cfg.RequireMFA = false
	return cfg
}

// requireMFA is the adjustment of a test server that requires the second
// factor of the roles that read leads, as a real site does.
func requireMFA(c *config.Config) { c.RequireMFA = true }

// eachServer runs fn on SQLite and, when available, PostgreSQL, each time
// with a fresh seeded site, in parallel with other tests (storetest.Each).
// adjust, if given, changes the configuration.
func eachServer(t *testing.T, fn func(t *testing.T, ts *testServer), adjust ...func(*config.Config)) {
	eachServerIn(storetest.Each, t, fn, adjust...)
}

// eachServerSerial is eachServer for a test that changes process-wide
// state (the environment): it runs alone.
func eachServerSerial(t *testing.T, fn func(t *testing.T, ts *testServer), adjust ...func(*config.Config)) {
	eachServerIn(storetest.EachSerial, t, fn, adjust...)
}

func eachServerIn(each func(*testing.T, func(*testing.T, *store.Store), ...storetest.Option), t *testing.T, fn func(t *testing.T, ts *testServer), adjust ...func(*config.Config)) {
	configure := func(t *testing.T) config.Config {
		cfg := testConfig(t)
		for _, a := range adjust {
			a(&cfg)
		}
		return cfg
	}
	each(t, func(t *testing.T, st *store.Store) {
		fn(t, newTestServer(t, st, configure(t)))
	}, seeded(configure(t)))
}

// seeded clones a store from the template holding the default content and
// cfg's consent text: what the binary seeds an empty database with at its
// first start (cmd/claimsite), as of storetest.SeededAt.
func seeded(cfg config.Config) storetest.Option {
	return storetest.Seeded(store.ConsentText{Version: cfg.Site.ConsentVersion(), Text: cfg.Site.ConsentText()})
}

// newTestServer serves st with cfg. st is a clone made with seeded, unless
// the test needs no content; called again on the same store it is a second
// instance of the site, or the same site after a restart.
func newTestServer(t *testing.T, st *store.Store, cfg config.Config) *testServer {
	t.Helper()
	ts := &testServer{t: t, store: st, cfg: cfg, clock: time.Now().UTC()}
	st.SetClock(func() time.Time { return ts.clock })
	hasher, err := auth.NewHasher(cfg.BcryptCost)
	if err != nil {
		t.Fatal(err)
	}
	images, _ := fs.Sub(seed.Images, "images")
	ts.media = &media.Store{DB: st, Defaults: images}
	app, err := webui.New(fstest.MapFS{
		"index.html":           {Data: []byte(`<!doctype html><div id="root"></div>`)},
		"assets/index-abc1.js": {Data: []byte(`console.log(1)`)},
		"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
	}, webui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ts.server = New(st, ts.media, hasher, cfg, log, app)
	ts.handler = ts.server.Handler()
	return ts
}

// advance moves the store's clock forward.
func (ts *testServer) advance(d time.Duration) { ts.clock = ts.clock.Add(d) }

// response is a finished request.
type response struct {
	*httptest.ResponseRecorder
}

// json decodes the body into a generic map.
func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body.Bytes(), &m); err != nil {
		t.Fatalf("body is not a JSON object: %v\n%s", err, r.Body.String())
	}
	return m
}

// decode decodes the body into v.
func (r response) decode(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body.Bytes(), v); err != nil {
		t.Fatalf("decode body: %v\n%s", err, r.Body.String())
	}
}

// fieldErrors gives the 422 errors object of the body.
func (r response) fieldErrors(t *testing.T) map[string][]string {
	t.Helper()
	var body struct {
		Errors map[string][]string `json:"errors"`
	}
	r.decode(t, &body)
	return body.Errors
}

// request is one call to make; body may be nil, a string (sent as is), a
// *multipartBody, or anything else (sent as JSON).
type request struct {
	method, path string
	token        string
	body         any
	header       map[string]string
}

func (ts *testServer) do(req request) response {
	ts.t.Helper()
	var body io.Reader
	contentType := ""
	switch b := req.body.(type) {
	case nil:
	case string:
		body, contentType = strings.NewReader(b), "application/json"
	case []byte:
		body, contentType = bytes.NewReader(b), "application/json"
	case *multipartBody:
		body, contentType = bytes.NewReader(b.buf.Bytes()), b.contentType
	default:
		j, err := json.Marshal(b)
		if err != nil {
			ts.t.Fatal(err)
		}
		body, contentType = bytes.NewReader(j), "application/json"
	}
	r := httptest.NewRequest(req.method, req.path, body)
	r.RemoteAddr = "192.0.2.10:51000"
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	if req.token != "" {
		r.Header.Set("Authorization", "Bearer "+req.token)
	}
	for k, v := range req.header {
		r.Header.Set(k, v)
	}
	if !ts.keepAnswers {
		ts.server.answers.Purge()
	}
	w := httptest.NewRecorder()
	ts.handler.ServeHTTP(w, r)
	return response{w}
}

func (ts *testServer) get(path, token string) response {
	ts.t.Helper()
	return ts.do(request{method: "GET", path: path, token: token})
}

// wantStatus fails the test unless the answer has status want.
func wantStatus(t *testing.T, r response, want int) {
	t.Helper()
	if r.Code != want {
		t.Fatalf("status: got %d, want %d; body: %s", r.Code, want, r.Body.String())
	}
}

// user makes an account of role and signs it in; it returns the token. A
// partner account gets a firm of its own.
func (ts *testServer) user(role access.Role, email string) string {
	ts.t.Helper()
	ctx := context.Background()
	hasher, _ := auth.NewHasher(4)
	hash, _ := hasher.Hash("password123")
	u := store.User{FirstName: "Test", LastName: strings.ToUpper(string(role[:1])) + string(role[1:]), Email: email, PasswordHash: hash, Role: role}
	if role == access.Partner {
		firm, err := ts.store.CreatePartner(ctx, leads.Partner{Name: "Firm of " + email, States: []string{"CA"}, Timezone: "UTC"})
		if err != nil {
			ts.t.Fatal(err)
		}
		u.PartnerID = &firm.ID
	}
	if _, err := ts.store.CreateUser(ctx, u); err != nil {
		ts.t.Fatalf("create %s: %v", role, err)
	}
	r := ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": email, "password": "password123"}})
	wantStatus(ts.t, r, http.StatusOK)
	var body struct {
		AccessToken string `json:"access_token"`
	}
	r.decode(ts.t, &body)
	return body.AccessToken
}

func (ts *testServer) admin() string { return ts.user(access.Admin, "admin@example.com") }

// multipartBody builds a multipart form.
type multipartBody struct {
	buf         bytes.Buffer
	w           *multipart.Writer
	contentType string
}

func newMultipart(fields map[string]string) *multipartBody {
	m := &multipartBody{}
	m.w = multipart.NewWriter(&m.buf)
	for k, v := range fields {
		m.w.WriteField(k, v)
	}
	return m
}

// file adds a file part and closes the form.
func (m *multipartBody) file(field, name string, content []byte) *multipartBody {
	part, _ := m.w.CreateFormFile(field, name)
	part.Write(content)
	return m.done()
}

func (m *multipartBody) done() *multipartBody {
	m.w.Close()
	m.contentType = m.w.FormDataContentType()
	return m
}

// Minimal valid image headers, enough for content sniffing.
var (
	pngBytes  = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 64)...)
	jpegBytes = append([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"), make([]byte, 64)...)
	gifBytes  = append([]byte("GIF89a\x01\x00\x01\x00"), make([]byte, 64)...)
)
