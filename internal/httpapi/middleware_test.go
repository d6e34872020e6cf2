package httpapi

import (
	"bytes"
	"crypto/tls"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"claimsite/internal/config"
	"claimsite/internal/media"
	"claimsite/internal/store"
)

// mwDirectives splits a Content-Security-Policy into its directives.
func mwDirectives(csp string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		d = strings.TrimSpace(d)
		if d == "" {
			continue
		}
		name, value, _ := strings.Cut(d, " ")
		out[name] = value
	}
	return out
}

func mwCheckSecurityHeaders(t *testing.T, what string, r response) {
	t.Helper()
	h := r.Header()
	csp := mwDirectives(h.Get("Content-Security-Policy"))
	if csp["frame-ancestors"] != "'none'" {
		t.Errorf("%s: frame-ancestors: got %q, want 'none'", what, csp["frame-ancestors"])
	}
	script, ok := csp["script-src"]
	if !ok {
		t.Errorf("%s: CSP without script-src: %q", what, h.Get("Content-Security-Policy"))
	}
	if strings.Contains(script, "'unsafe-inline'") || strings.Contains(script, "'unsafe-eval'") || strings.Contains(script, "*") && !strings.Contains(script, "https://*.") {
		t.Errorf("%s: script-src too open: %q", what, script)
	}
	if csp["default-src"] != "'self'" || csp["object-src"] != "'none'" {
		t.Errorf("%s: default-src %q, object-src %q", what, csp["default-src"], csp["object-src"])
	}
	for name, want := range map[string]string{
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy":        "strict-origin-when-cross-origin",
		"X-Frame-Options":        "DENY",
	} {
		if got := h.Get(name); got != want {
			t.Errorf("%s: %s: got %q, want %q", what, name, got, want)
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, c := range []struct {
			what, method, path string
			status             int
		}{
			{"API", "GET", "/api/site", http.StatusOK},
			{"API error", "GET", "/api/nope", http.StatusNotFound},
			{"API 405", "DELETE", "/api/site", http.StatusMethodNotAllowed},
			{"API 401", "GET", "/api/auth/profile", http.StatusUnauthorized},
			{"HTML page", "GET", "/about-us", http.StatusOK},
			{"HTML not found", "GET", "/no-such-page", http.StatusNotFound},
			{"asset", "GET", "/assets/index-abc1.js", http.StatusOK},
			{"storage", "GET", "/storage/seed/service-car-accident.svg", http.StatusOK},
			{"storage not found", "GET", "/storage/uploads/missing.png", http.StatusNotFound},
			{"health", "GET", "/healthz", http.StatusOK},
		} {
			r := ts.do(request{method: c.method, path: c.path})
			if r.Code != c.status {
				t.Errorf("%s %s: got %d, want %d", c.method, c.path, r.Code, c.status)
			}
			if c.what == "storage" {
				// An SVG gets a stricter policy of its own: no script at all.
				csp := mwDirectives(r.Header().Get("Content-Security-Policy"))
				if csp["default-src"] != "'none'" || !strings.Contains(r.Header().Get("Content-Security-Policy"), "sandbox") {
					t.Errorf("SVG CSP: got %q, want default-src 'none' and sandbox", r.Header().Get("Content-Security-Policy"))
				}
				if r.Header().Get("X-Content-Type-Options") != "nosniff" || r.Header().Get("X-Frame-Options") != "DENY" {
					t.Errorf("SVG: nosniff %q, X-Frame-Options %q", r.Header().Get("X-Content-Type-Options"), r.Header().Get("X-Frame-Options"))
				}
				continue
			}
			mwCheckSecurityHeaders(t, c.what+" "+c.path, r)
		}
		// An uploaded PNG carries the site-wide policy.
		rel, err := ts.media.Save(t.Context(), bytes.NewReader(pngBytes))
		if err != nil {
			t.Fatal(err)
		}
		r := ts.get("/storage/"+rel, "")
		wantStatus(t, r, http.StatusOK)
		mwCheckSecurityHeaders(t, "uploaded PNG", r)
		// Without verification scripts, no outside origin is allowed anywhere.
		if csp := r.Header().Get("Content-Security-Policy"); strings.Contains(csp, "https:") {
			t.Errorf("CSP names an outside origin though none is configured: %q", csp)
		}
	})
}

func TestSecurityHeadersVerificationOrigins(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/contact-us", "")
		wantStatus(t, r, http.StatusOK)
		mwCheckSecurityHeaders(t, "/contact-us", r)
		csp := mwDirectives(r.Header().Get("Content-Security-Policy"))
		for _, d := range []string{"script-src", "connect-src", "img-src", "frame-src"} {
			for _, origin := range []string{"https://create.lidstatic.com", "https://*.lidstatic.com", "https://api.trustedform.com", "https://*.trustedform.com"} {
				if !slicesContainsField(csp[d], origin) {
					t.Errorf("%s: %q missing from %q", d, origin, csp[d])
				}
			}
		}
		// The http: URL is not a trusted origin.
		if strings.Contains(r.Header().Get("Content-Security-Policy"), "insecure.example") {
			t.Errorf("CSP allows a non-https script origin: %q", r.Header().Get("Content-Security-Policy"))
		}
		for _, d := range []string{"default-src", "style-src", "font-src"} {
			if strings.Contains(csp[d], "https:") {
				t.Errorf("%s opened to outside origins: %q", d, csp[d])
			}
		}
	}, func(c *config.Config) {
		c.Site.LeadIDScriptURL = "https://create.lidstatic.com/campaign/js/campaign.js?sid=abc"
		c.Site.TrustedFormScriptURL = "https://api.trustedform.com/trustedform.js"
	})
}

func slicesContainsField(list, want string) bool {
	for _, f := range strings.Fields(list) {
		if f == want {
			return true
		}
	}
	return false
}

func TestContentSecurityPolicyOrigins(t *testing.T) {
	for _, c := range []struct {
		name  string
		urls  []string
		want  []string
		never []string // no source of any directive starts with these
	}{
		{"none configured", []string{"", ""}, nil, []string{"https:", "http:"}},
		{"http refused", []string{"http://insecure.example/x.js", ""}, nil, []string{"http", "https://*."}},
		{"no host", []string{"https:///x.js", "not a url"}, nil, []string{"https:"}},
		{"one", []string{"https://create.lidstatic.com/c.js", ""}, []string{"https://create.lidstatic.com", "https://*.lidstatic.com"}, []string{"https://api.trustedform", "https://*.trustedform"}},
		{"both", []string{"https://create.lidstatic.com/c.js", "https://api.trustedform.com/trustedform.js"},
			[]string{"https://create.lidstatic.com", "https://*.lidstatic.com", "https://api.trustedform.com", "https://*.trustedform.com"}, nil},
		// The wildcard is the vendor's own domain, never a public suffix.
		{"multi-label suffix", []string{"https://scripts.vendor.co.uk/x.js", ""},
			[]string{"https://scripts.vendor.co.uk", "https://*.vendor.co.uk"}, []string{"https://*.co.uk", "https://*.uk"}},
		{"bare domain", []string{"https://vendor.com/x.js", ""}, []string{"https://vendor.com", "https://*.vendor.com"}, []string{"https://*.com"}},
		{"IP address", []string{"https://203.0.113.5/x.js", ""}, []string{"https://203.0.113.5"}, []string{"https://*."}},
		{"port", []string{"https://cdn.vendor.com:8443/x.js", ""}, []string{"https://cdn.vendor.com:8443", "https://*.vendor.com"}, []string{"https://*.vendor.com:", "https://*.com"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			csp := contentSecurityPolicy(c.urls...)
			script := mwDirectives(csp)["script-src"]
			for _, w := range c.want {
				if !slicesContainsField(script, w) {
					t.Errorf("script-src %q: missing %q", script, w)
				}
			}
			for name, sources := range mwDirectives(csp) {
				for _, src := range strings.Fields(sources) {
					for _, n := range c.never {
						if strings.HasPrefix(src, n) {
							t.Errorf("%s allows %q (CSP %q)", name, src, csp)
						}
					}
				}
			}
			// The same sources are added to every directive that loads from
			// the vendors, and to none other.
			d := mwDirectives(csp)
			vendors := strings.TrimPrefix(d["script-src"], "'self'")
			if d["connect-src"] != d["script-src"] || d["frame-src"] != d["script-src"] || d["img-src"] != "'self' data:"+vendors {
				t.Errorf("directives differ: %q", csp)
			}
			if d["default-src"] != "'self'" || d["style-src"] != "'self'" || d["font-src"] != "'self'" {
				t.Errorf("fixed directives changed: %q", csp)
			}
		})
	}
}

func TestRequestID(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		generated := regexp.MustCompile(`^[0-9a-f]{16}$`)
		a, b := ts.get("/api/site", ""), ts.get("/api/site", "")
		idA, idB := a.Header().Get("X-Request-ID"), b.Header().Get("X-Request-ID")
		if !generated.MatchString(idA) || !generated.MatchString(idB) || idA == idB {
			t.Errorf("generated ids: got %q and %q, want two different 16-hex-digit ids", idA, idB)
		}
		for _, c := range []struct {
			name, in string
			echo     bool
		}{
			{"safe", "req-123_abc.DEF", true},
			{"64 characters", strings.Repeat("a", 64), true},
			{"65 characters", strings.Repeat("a", 65), false},
			{"spaces", "req 123", false},
			{"markup", "<script>alert(1)</script>", false},
			{"header injection", "abc\r\nSet-Cookie: x=1", false},
			{"non-ASCII", "réq-1", false},
		} {
			for _, path := range []string{"/api/site", "/about-us", "/api/nope"} {
				r := ts.do(request{method: "GET", path: path, header: map[string]string{"X-Request-ID": c.in}})
				got := r.Header().Get("X-Request-ID")
				if c.echo && got != c.in {
					t.Errorf("%s on %s: got %q, want it echoed", c.name, path, got)
				}
				if !c.echo && (got == c.in || !generated.MatchString(got)) {
					t.Errorf("%s on %s: got %q, want a fresh generated id", c.name, path, got)
				}
			}
		}
	})
}

func TestRecoverPanics(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		var logs bytes.Buffer
		srv := New(ts.store, ts.media, nil, ts.cfg, slog.New(slog.NewTextHandler(&logs, nil)), nil)
		panicky := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			panic("boom: secret internal detail")
		})
		h := srv.logRequests(srv.recoverPanics(srv.securityHeaders(panicky)))
		req := httptest.NewRequest("GET", "/api/site", nil)
		req.Header.Set("X-Request-ID", "panic-req-1")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		r := response{w}
		wantStatus(t, r, http.StatusInternalServerError)
		if msg := r.json(t)["message"]; msg != "Server error. Please try again later." {
			t.Errorf("message: got %v, want the generic text", msg)
		}
		if strings.Contains(r.Body.String(), "boom") || strings.Contains(r.Body.String(), "goroutine") {
			t.Errorf("answer leaks the panic: %s", r.Body.String())
		}
		if ct := r.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("Content-Type: got %q, want JSON", ct)
		}
		log := logs.String()
		for _, want := range []string{"panic", "boom: secret internal detail", "panic-req-1", "middleware_test.go", "status=500"} {
			if !strings.Contains(log, want) {
				t.Errorf("log lacks %q:\n%s", want, log)
			}
		}

		// http.ErrAbortHandler is how a handler aborts a response on purpose:
		// it is passed on to net/http, not turned into a 500.
		abort := srv.recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic(http.ErrAbortHandler) }))
		func() {
			defer func() {
				if v := recover(); v != http.ErrAbortHandler {
					t.Errorf("ErrAbortHandler: recovered %v, want it re-panicked", v)
				}
			}()
			abort.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil))
		}()

		// A handler that does not panic is untouched.
		fine := srv.recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) }))
		w = httptest.NewRecorder()
		fine.ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
		if w.Code != http.StatusTeapot {
			t.Errorf("no panic: got %d, want 418", w.Code)
		}
	})
}

func TestHealth(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/healthz", "")
		wantStatus(t, r, http.StatusOK)
		if got := r.json(t)["status"]; got != "ok" {
			t.Errorf("status: got %v, want ok", got)
		}
		wantStatus(t, ts.do(request{method: "HEAD", path: "/healthz"}), http.StatusOK)
	})
}

// TestHealthUnavailable: with the database gone, the check says so. (A
// store of its own: closing the harness's store would close it twice.)
func TestHealthUnavailable(t *testing.T) {
	st, err := store.Open(t.Context(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	var logs bytes.Buffer
	h := New(st, nil, nil, testConfig(t), slog.New(slog.NewTextHandler(&logs, nil)), nil).Handler()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/healthz", nil))
	r := response{w}
	wantStatus(t, r, http.StatusServiceUnavailable)
	if got := r.json(t)["status"]; got != "unavailable" {
		t.Errorf("status: got %v, want unavailable", got)
	}
	if !strings.Contains(logs.String(), "health check") {
		t.Errorf("the failure is not logged:\n%s", logs.String())
	}
}

func TestWebApp(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		const index = `<!doctype html><div id="root"></div>`
		for _, c := range []struct {
			path   string
			status int
		}{
			{"/", http.StatusOK},
			{"/about-us", http.StatusOK},
			{"/about-us/", http.StatusOK},
			{"/services", http.StatusOK},
			{"/service-detail/1", http.StatusOK},
			{"/stateLaw", http.StatusOK},
			{"/state-law-detail/5", http.StatusOK},
			{"/Faqs", http.StatusOK},
			{"/faqs", http.StatusOK},
			{"/contact-us", http.StatusOK},
			{"/marketing-partner", http.StatusOK},
			{"/privacy-policy", http.StatusOK},
			{"/term-and-conditions", http.StatusOK},
			{"/california-privacy", http.StatusOK},
			{"/thank-you", http.StatusOK},
			{"/login", http.StatusOK},
			{"/register", http.StatusOK},
			{"/reset-password", http.StatusOK},
			{"/admin", http.StatusOK},
			{"/admin/services", http.StatusOK},
			{"/blog", http.StatusOK},
			{"/no-such-page", http.StatusNotFound},
			{"/about-us/extra", http.StatusNotFound},
			{"/service-detail", http.StatusNotFound},
			{"/FAQS", http.StatusOK}, // routes match case-insensitively, as in the app
			{"/index.html", http.StatusNotFound},
			{"/assets/missing-file.js", http.StatusNotFound},
		} {
			r := ts.get(c.path, "")
			if r.Code != c.status {
				t.Errorf("GET %s: got %d, want %d", c.path, r.Code, c.status)
				continue
			}
			if ct := r.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
				t.Errorf("GET %s: Content-Type %q, want text/html", c.path, ct)
			}
			if cc := r.Header().Get("Cache-Control"); cc != "no-cache" {
				t.Errorf("GET %s: Cache-Control %q, want no-cache", c.path, cc)
			}
			if r.Body.String() != index {
				t.Errorf("GET %s: body %q, want the app's index.html", c.path, r.Body.String())
			}
		}
		// Hashed assets are cached for good; other files for a day.
		r := ts.get("/assets/index-abc1.js", "")
		wantStatus(t, r, http.StatusOK)
		if cc := r.Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
			t.Errorf("asset Cache-Control: got %q", cc)
		}
		if r.Body.String() != "console.log(1)" {
			t.Errorf("asset body: got %q", r.Body.String())
		}
		r = ts.get("/favicon.svg", "")
		wantStatus(t, r, http.StatusOK)
		if cc := r.Header().Get("Cache-Control"); cc != "public, max-age=86400" {
			t.Errorf("favicon Cache-Control: got %q", cc)
		}
		// Pages are read-only.
		r = ts.do(request{method: "POST", path: "/about-us", body: "{}"})
		wantStatus(t, r, http.StatusMethodNotAllowed)
		if allow := r.Header().Get("Allow"); allow != "GET, HEAD" {
			t.Errorf("POST /about-us: Allow %q, want GET, HEAD", allow)
		}
		// HEAD of a page: its status, no body needed.
		if r := ts.do(request{method: "HEAD", path: "/no-such-page"}); r.Code != http.StatusNotFound {
			t.Errorf("HEAD /no-such-page: got %d, want 404", r.Code)
		}
	})
}

func TestStorage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/storage/seed/service-car-accident.svg", "")
		wantStatus(t, r, http.StatusOK)
		if cc := r.Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
			t.Errorf("Cache-Control: got %q, want a year, immutable", cc)
		}
		if ct := r.Header().Get("Content-Type"); ct != "image/svg+xml" {
			t.Errorf("Content-Type: got %q, want image/svg+xml", ct)
		}
		if !strings.Contains(r.Body.String(), "<svg") {
			t.Errorf("body is not the SVG: %.80q", r.Body.String())
		}
		// Every seeded path the API hands out is served.
		services, err := ts.store.AllServices(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range services {
			wantStatus(t, ts.get("/storage/"+s.Path, ""), http.StatusOK)
		}

		// A stored row outside uploads/ stays out of reach.
		if _, err := ts.store.ImportMediaBlob(t.Context(), media.Blob{Path: "secret.txt", ContentType: "text/plain", Data: []byte("TOP-SECRET"), CreatedAt: time.Now()}); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{
			"/storage/%2e%2e/secret.txt",
			"/storage/%2E%2E/secret.txt",
			"/storage/..%2fsecret.txt",
			"/storage/uploads/..%2f..%2fsecret.txt",
			"/storage/seed/..%2f..%2fsecret.txt",
			"/storage/%2e%2e%5csecret.txt",
			"/storage/%2fetc%2fpasswd",
			"/storage/",
			"/storage/seed/",
			"/storage/seed/missing.svg",
			"/storage/uploads/missing.png",
			"/storage/secret.txt",
		} {
			r := ts.get(path, "")
			if r.Code != http.StatusNotFound {
				t.Errorf("GET %s: got %d, want 404", path, r.Code)
			}
			if strings.Contains(r.Body.String(), "TOP-SECRET") {
				t.Errorf("GET %s: served the file outside storage", path)
			}
		}
		// A literal ".." is cleaned by the router before storage sees it: the
		// answer is a redirect to the cleaned path, which is no storage path
		// and ends in the site's 404.
		for _, path := range []string{"/storage/../x", "/storage/../secret.txt", "/storage/seed/../../secret.txt"} {
			status, body := mwFollow(ts, path)
			if status != http.StatusNotFound || strings.Contains(body, "TOP-SECRET") {
				t.Errorf("GET %s (following redirects): got %d, want 404 without the file", path, status)
			}
		}
	})
}

// mwFollow gets path and follows up to three redirects.
func mwFollow(ts *testServer, path string) (int, string) {
	ts.t.Helper()
	for range 3 {
		r := ts.get(path, "")
		if r.Code < 300 || r.Code > 399 {
			return r.Code, r.Body.String()
		}
		loc := r.Header().Get("Location")
		if strings.HasPrefix(loc, "/storage/") {
			ts.t.Errorf("GET %s: redirected into storage: %s", path, loc)
		}
		path = loc
	}
	return 0, ""
}

// TestHSTS: Strict-Transport-Security goes with answers to HTTPS requests
// (TLS, or a trusted proxy's X-Forwarded-Proto: https), never over plain
// HTTP, and a forwarded header from an untrusted client changes nothing.
func TestHSTS(t *testing.T) {
	const want = "max-age=31536000; includeSubDomains"
	for _, trustProxy := range []bool{false, true} {
		eachServer(t, func(t *testing.T, ts *testServer) {
			for _, c := range []struct {
				name   string
				tls    bool
				header map[string]string
				hsts   bool
			}{
				{"plain http", false, nil, false},
				{"tls", true, nil, true},
				{"forwarded https", false, map[string]string{"X-Forwarded-Proto": "https"}, trustProxy},
				{"forwarded http", false, map[string]string{"X-Forwarded-Proto": "http"}, false},
				{"forwarded http after a client's https", false, map[string]string{"X-Forwarded-Proto": "https, http"}, false},
			} {
				for _, path := range []string{"/api/site", "/about-us", "/api/nope"} {
					r := httptest.NewRequest("GET", path, nil)
					if c.tls {
						r.TLS = &tls.ConnectionState{}
					}
					for k, v := range c.header {
						r.Header.Set(k, v)
					}
					w := httptest.NewRecorder()
					ts.handler.ServeHTTP(w, r)
					got := w.Header().Get("Strict-Transport-Security")
					if c.hsts && got != want {
						t.Errorf("trust proxy %v, %s, %s: Strict-Transport-Security %q, want %q", trustProxy, c.name, path, got, want)
					}
					if !c.hsts && got != "" {
						t.Errorf("trust proxy %v, %s, %s: Strict-Transport-Security %q, want none", trustProxy, c.name, path, got)
					}
				}
			}
		}, func(cfg *config.Config) { cfg.TrustProxy = trustProxy })
	}
}
