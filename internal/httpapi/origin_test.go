package httpapi

import (
	"crypto/tls"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"claimsite/internal/config"
)

// originRequest is one guarded write with the headers a browser (or not)
// would send.
type originRequest struct {
	path        string
	body        string
	contentType string
	header      map[string]string
	tls         bool
}

func (ts *testServer) send(o originRequest) response {
	ts.t.Helper()
	r := httptest.NewRequest("POST", o.path, strings.NewReader(o.body))
	r.RemoteAddr = "192.0.2.10:51000"
	r.Host = "claims.example"
	if o.contentType != "" {
		r.Header.Set("Content-Type", o.contentType)
	}
	for k, v := range o.header {
		r.Header.Set(k, v)
	}
	if o.tls {
		r.TLS = &tls.ConnectionState{}
	}
	ts.server.answers.Purge()
	w := httptest.NewRecorder()
	ts.handler.ServeHTTP(w, r)
	return response{w}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestGuardedWrites checks the cross-site rules on the lead form and the
// account calls: JSON only (415 otherwise), and no Origin but the site's
// own (403 otherwise). The success cases prove the rule lets the site's own
// pages through, over plain HTTP, TLS and a trusted proxy.
func TestGuardedWrites(t *testing.T) {
	const (
		contentJSON = "application/json"
		other       = "https://evil.example"
	)
	cases := []struct {
		name        string
		contentType string
		header      map[string]string
		tls         bool
		trustProxy  bool
		want        int
	}{
		{"json, no origin (curl)", contentJSON, nil, false, false, http.StatusCreated},
		{"json with charset", "application/json; charset=utf-8", nil, false, false, http.StatusCreated},
		{"JSON in capitals", "Application/JSON", nil, false, false, http.StatusCreated},
		{"same origin over http", contentJSON, map[string]string{"Origin": "http://claims.example"}, false, false, http.StatusCreated},
		{"same origin, default port spelled out", contentJSON, map[string]string{"Origin": "http://claims.example:80"}, false, false, http.StatusCreated},
		{"same origin over TLS", contentJSON, map[string]string{"Origin": "https://claims.example"}, true, false, http.StatusCreated},
		{"public URL origin", contentJSON, map[string]string{"Origin": "https://www.claims.example"}, false, false, http.StatusCreated},
		{"https behind a trusted proxy", contentJSON, map[string]string{"Origin": "https://claims.example", "X-Forwarded-Proto": "https"}, false, true, http.StatusCreated},
		{"same-origin fetch metadata", contentJSON, map[string]string{"Origin": "http://claims.example", "Sec-Fetch-Site": "same-origin"}, false, false, http.StatusCreated},

		{"text/plain", "text/plain", nil, false, false, http.StatusUnsupportedMediaType},
		{"text/plain from the same origin", "text/plain;charset=UTF-8", map[string]string{"Origin": "http://claims.example"}, false, false, http.StatusUnsupportedMediaType},
		{"form encoded", "application/x-www-form-urlencoded", nil, false, false, http.StatusUnsupportedMediaType},
		{"multipart", "multipart/form-data; boundary=x", nil, false, false, http.StatusUnsupportedMediaType},
		{"no content type", "", nil, false, false, http.StatusUnsupportedMediaType},
		{"json-looking type", "application/jsonx", nil, false, false, http.StatusUnsupportedMediaType},

		{"other origin", contentJSON, map[string]string{"Origin": other}, false, false, http.StatusForbidden},
		{"other origin, text/plain", "text/plain", map[string]string{"Origin": other}, false, false, http.StatusForbidden},
		{"null origin", contentJSON, map[string]string{"Origin": "null"}, false, false, http.StatusForbidden},
		{"subdomain of ours", contentJSON, map[string]string{"Origin": "http://evil.claims.example"}, false, false, http.StatusForbidden},
		{"other port", contentJSON, map[string]string{"Origin": "http://claims.example:8081"}, false, false, http.StatusForbidden},
		{"http origin to https request", contentJSON, map[string]string{"Origin": "http://claims.example"}, true, false, http.StatusForbidden},
		{"forwarded proto not trusted", contentJSON, map[string]string{"Origin": "https://claims.example", "X-Forwarded-Proto": "https"}, false, false, http.StatusForbidden},
		{"cross-site fetch metadata", contentJSON, map[string]string{"Sec-Fetch-Site": "cross-site"}, false, false, http.StatusForbidden},
	}
	bodies := []struct {
		path string
		body func(i int) map[string]any
	}{
		{"/api/contact", func(int) map[string]any { return contactConsultationBody() }},
		{"/api/auth/register", func(i int) map[string]any {
			b := acctRegisterBody()
			b["email"] = "guard" + string(rune('a'+i)) + "@example.com"
			return b
		}},
	}
	for _, trustProxy := range []bool{false, true} {
		eachServer(t, func(t *testing.T, ts *testServer) {
			for _, b := range bodies {
				for i, c := range cases {
					if c.trustProxy != trustProxy {
						continue
					}
					r := ts.send(originRequest{path: b.path, body: mustJSON(t, b.body(i)), contentType: c.contentType, header: c.header, tls: c.tls})
					if r.Code != c.want {
						t.Errorf("%s, %s: got %d, want %d; body %s", b.path, c.name, r.Code, c.want, r.Body.String())
						continue
					}
					if c.want >= 400 {
						msg, _ := r.json(t)["message"].(string)
						if msg == "" || !strings.HasPrefix(r.Header().Get("Content-Type"), "application/json") {
							t.Errorf("%s, %s: want a JSON message, got %q (%s)", b.path, c.name, r.Body.String(), r.Header().Get("Content-Type"))
						}
					}
				}
			}
		}, func(cfg *config.Config) {
			cfg.PublicURL = "https://www.claims.example"
			cfg.TrustProxy = trustProxy
		})
	}
}

// TestGuardedWritesStoreNothing checks that a refused lead is not stored.
func TestGuardedWritesStoreNothing(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		before := contactLeadCount(t, ts)
		body := mustJSON(t, contactConsultationBody())
		wantStatus(t, ts.send(originRequest{path: "/api/contact", body: body, contentType: "text/plain"}), http.StatusUnsupportedMediaType)
		wantStatus(t, ts.send(originRequest{path: "/api/contact", body: body, contentType: "application/json",
			header: map[string]string{"Origin": "https://evil.example"}}), http.StatusForbidden)
		if got := contactLeadCount(t, ts); got != before {
			t.Errorf("leads: got %d, want %d (nothing stored)", got, before)
		}
	})
}

// TestGuardedRoutes walks the route table: the lead forms and every
// /api/auth write are guarded, present and future; reads and the admin
// routes (bearer token, multipart uploads) are not. Every guarded route
// refuses text/plain and a foreign origin before anything else, and a
// guarded POST without a body (logout) needs no content type.
func TestGuardedRoutes(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		guarded := 0
		for _, rt := range ts.server.routes() {
			want := rt.method != "GET" && (rt.pattern == "/api/contact" || rt.pattern == "/api/opt-out" || rt.pattern == "/api/opt-out/link" || rt.pattern == "/api/visits" || strings.HasPrefix(rt.pattern, "/api/auth/") ||
				strings.HasPrefix(rt.pattern, "/api/privacy-requests") || strings.HasPrefix(rt.pattern, "/api/case-evaluations"))
			if got := browserWriteGuarded(rt.method, rt.pattern); got != want {
				t.Errorf("%s %s: guarded %v, want %v", rt.method, rt.pattern, got, want)
			}
			if !want {
				continue
			}
			guarded++
			r := ts.do(request{method: rt.method, path: rt.pattern, body: "{}", header: map[string]string{"Content-Type": "text/plain"}})
			// The page-view beacon alone takes text/plain (visits_test.go).
			if rt.pattern != visitsPattern && r.Code != http.StatusUnsupportedMediaType {
				t.Errorf("%s %s text/plain: got %d, want 415", rt.method, rt.pattern, r.Code)
			}
			r = ts.do(request{method: rt.method, path: rt.pattern + "/", body: "{}", header: map[string]string{"Origin": "https://evil.example"}})
			if r.Code != http.StatusForbidden {
				t.Errorf("%s %s/ from another origin: got %d, want 403", rt.method, rt.pattern, r.Code)
			}
		}
		if guarded < 4 {
			t.Errorf("guarded %d routes, want at least contact, register, login and logout", guarded)
		}

		token := ts.user("user", "logout@example.com")
		r := ts.do(request{method: "POST", path: "/api/auth/logout", token: token})
		wantStatus(t, r, http.StatusOK)
	})
}

func TestNormalOrigin(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"https://Claims.Example", "https://claims.example", true},
		{"https://claims.example:443", "https://claims.example", true},
		{"http://claims.example:8080", "http://claims.example:8080", true},
		{"https://claims.example/path?q=1", "https://claims.example", true},
		{"http://[::1]:8080", "http://[::1]:8080", true},
		{"null", "", false},
		{"ftp://claims.example", "", false},
		{"", "", false},
	} {
		got, ok := normalOrigin(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("normalOrigin(%q): got %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
