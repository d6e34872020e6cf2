package webui

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"

	"claimsite/internal/content"
	"claimsite/internal/ssr"
)

// echoBundle stands in for the app's server bundle: it reads /api/thing
// (/api/plain for /services, /api/broken for /contact-us) and renders what it got, the URL and the
// not-found flag, with a head and a state holding a "</script>".
const echoBundle = `
let outcome = null;
globalThis.claimsiteRender = (input) => {
  const req = JSON.parse(input);
  const api = { '/services': '/api/plain', '/contact-us': '/api/broken' }[req.url] || '/api/thing';
  const answer = __claimsiteFetch(api);
  outcome = JSON.stringify({ result: {
    html: '<p>' + req.url + ' ' + answer.body + (req.not_found ? ' not-found' : '') + '</p>',
    head: '<title>rendered</title>',
    state: { queries: [], text: '</script><b>' },
    failures: answer.status >= 500 ? ['["thing"]: failed'] : [],
    console: [],
  } });
};
globalThis.claimsiteOutcome = () => outcome;
`

// renderSite is a Handler rendering with echoBundle against a fake API:
// /api/thing reads posts, /api/faq reads FAQs, /api/plain reads nothing
// versioned, /api/broken fails.
type renderSite struct {
	h        *Handler
	mu       sync.Mutex
	apiCalls int
	versions content.Versions
	fail     error
}

func newRenderSite(t *testing.T) *renderSite {
	t.Helper()
	renderer, err := ssr.New([]byte(echoBundle), 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(renderer.Close)
	s := &renderSite{versions: content.Versions{content.Posts: 1, content.FAQs: 1}}
	h, err := New(dist(), Options{
		Renderer: renderer,
		// Record 1 exists in English and Spanish, record 2 in English only.
		Exists: func(_ context.Context, kind, key, lang string) bool {
			return key == "1" || key == "2" && lang == English
		},
		Versions: func(context.Context) (content.Versions, error) {
			s.mu.Lock()
			defer s.mu.Unlock()
			copied := content.Versions{}
			for k, v := range s.versions {
				copied[k] = v
			}
			return copied, s.fail
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	h.UseAPI(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.apiCalls++
		n := s.apiCalls
		s.mu.Unlock()
		switch r.URL.Path {
		case "/api/thing":
			content.Read(r.Context(), content.Posts)
		case "/api/faq":
			content.Read(r.Context(), content.FAQs)
		case "/api/broken":
			content.Read(r.Context(), content.Posts)
			w.WriteHeader(http.StatusInternalServerError)
		}
		w.Write([]byte("call-" + string(rune('0'+n%10))))
	}))
	s.h = h
	return s
}

func (s *renderSite) calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.apiCalls
}

func (s *renderSite) bump(k content.Kind) {
	s.mu.Lock()
	s.versions[k]++
	s.mu.Unlock()
}

func TestRenderedPage(t *testing.T) {
	s := newRenderSite(t)
	w := serve(t, s.h, "GET", "/about-us")
	body := w.Body.String()
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/html; charset=utf-8" || w.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("GET /about-us: %d %v", w.Code, w.Header())
	}
	want := `<!doctype html><html lang="en-US"><head><title>rendered</title></head><body><div id="root"><p>/about-us call-1</p></div>` +
		`<script type="application/json" id="app-state">{"queries":[],"text":"\u003c/script>\u003cb>"}</script>` +
		`<script src="/assets/index-1a2b.js"></script></body>`
	if body != want {
		t.Errorf("rendered page:\n got %s\nwant %s", body, want)
	}
	var state map[string]any
	start := strings.Index(body, `id="app-state">`) + len(`id="app-state">`)
	if err := json.Unmarshal([]byte(body[start:strings.Index(body[start:], "</script>")+start]), &state); err != nil || state["text"] != "</script><b>" {
		t.Errorf("state block: %v %v", state, err)
	}
}

// TestRenderedSpanishPage: a Spanish twin is rendered at its own address
// as a page of its own, in a document that says its language.
func TestRenderedSpanishPage(t *testing.T) {
	s := newRenderSite(t)
	for _, c := range []struct{ path, lang, page string }{
		{"/about-us", "en-US", "/about-us"},
		{"/es/about-us", "es-US", "/es/about-us"},
		{"/Es/About-Us/", "es-US", "/es/about-us"},
		{"/es", "es-US", "/es"},
		{"/es/", "es-US", "/es"},
	} {
		w := serve(t, s.h, "GET", c.path)
		body := w.Body.String()
		if w.Code != 200 || !strings.HasPrefix(body, `<!doctype html><html lang="`+c.lang+`">`) || !strings.Contains(body, "<p>"+c.page+" ") {
			t.Errorf("GET %s: %d %s, want lang %s rendering %s", c.path, w.Code, body, c.lang, c.page)
		}
	}
	if s.calls() != 3 {
		t.Errorf("renders: %d, want 3 (/about-us, /es/about-us, /es)", s.calls())
	}
	for _, p := range []string{"/es/login", "/es/admin", "/es/user"} {
		if w := serve(t, s.h, "GET", p); w.Code != 404 {
			t.Errorf("GET %s: %d, want 404 (account and admin pages are English only)", p, w.Code)
		}
	}
}

func TestRenderedPagesCachedByVersion(t *testing.T) {
	s := newRenderSite(t)
	get := func(path string) string {
		t.Helper()
		w := serve(t, s.h, "GET", path)
		if w.Code != 200 {
			t.Fatalf("GET %s: %d", path, w.Code)
		}
		return w.Body.String()
	}
	first := get("/Faqs?page=2")
	for _, p := range []string{"/faqs?page=2&utm_source=ad", "/FAQS/?page=02", "/Faqs?gclid=x&page=2"} {
		if got := get(p); got != first || s.calls() != 1 {
			t.Errorf("GET %s: rendered again (%d renders) or differs", p, s.calls())
		}
	}
	if !strings.Contains(first, "<p>/Faqs?page=2 ") {
		t.Errorf("rendered at the canonical address: %s", first)
	}
	get("/Faqs")
	if s.calls() != 2 {
		t.Errorf("page 1 is a page of its own: %d renders", s.calls())
	}

	// A change of FAQs leaves pages built from posts as they are…
	s.bump(content.FAQs)
	get("/Faqs?page=2")
	if s.calls() != 2 {
		t.Errorf("after an FAQ change a page built from posts was rendered again")
	}
	// …and a change of posts renders them again, once.
	s.bump(content.Posts)
	if got := get("/Faqs?page=2"); !strings.Contains(got, "call-3") || s.calls() != 3 {
		t.Errorf("after a post change: %d renders, page %s", s.calls(), got)
	}
	get("/Faqs?page=2")
	if s.calls() != 3 {
		t.Errorf("rendered again without a change: %d", s.calls())
	}
}

func TestRenderedNotFound(t *testing.T) {
	s := newRenderSite(t)
	for _, c := range []struct {
		path, want string
		renders    int
	}{
		{"/nowhere", "<p>/404 call-1</p>", 1},
		{"/elsewhere/deeper", "<p>/404 call-1</p>", 1}, // every unknown path is one page
		// Every missing record of a route is one rendered page.
		{"/service-detail/999", "<p>/service-detail/0 call-2 not-found</p>", 2},
		{"/service-detail/998", "<p>/service-detail/0 call-2 not-found</p>", 2},
		{"/service-detail/1", "<p>/service-detail/1 call-3</p>", 3},
		{"/blog/" + strings.Repeat("x", maxRecordKey+1), "<p>/blog/0 call-4 not-found</p>", 4},
		{"/blog/no-such-post", "<p>/blog/0 call-4 not-found</p>", 4},
		// Spanish: the not-found pages are Spanish ones, kept apart, and a
		// record without its Spanish version has no Spanish page.
		{"/es/nowhere", "<p>/es/404 call-5</p>", 5},
		{"/ES/elsewhere", "<p>/es/404 call-5</p>", 5},
		{"/es/service-detail/2", "<p>/es/service-detail/0 call-6 not-found</p>", 6},
		{"/es/service-detail/1", "<p>/es/service-detail/1 call-7</p>", 7},
	} {
		w := serve(t, s.h, "GET", c.path)
		want := 404
		if c.path == "/service-detail/1" || c.path == "/es/service-detail/1" {
			want = 200
		}
		if w.Code != want || !strings.Contains(w.Body.String(), c.want) || s.calls() != c.renders {
			t.Errorf("GET %s: %d, %d renders, body %q; want %d with %q", c.path[:min(len(c.path), 40)], w.Code, s.calls(), w.Body.String(), want, c.want)
		}
	}
}

func TestShellWhereNotRendered(t *testing.T) {
	s := newRenderSite(t)
	for _, p := range []string{"/login", "/user", "/admin/leads/5"} {
		if w := serve(t, s.h, "GET", p); w.Code != 200 || w.Body.String() != index {
			t.Errorf("GET %s: %d %q, want the shell", p, w.Code, w.Body.String())
		}
	}
	if s.calls() != 0 {
		t.Errorf("account and admin pages rendered on the server: %d API calls", s.calls())
	}

	// Without the content versions nothing is rendered or served from
	// memory: the browser renders the page.
	serve(t, s.h, "GET", "/about-us")
	s.fail = errors.New("database down")
	if w := serve(t, s.h, "GET", "/about-us"); w.Code != 200 || w.Body.String() != index {
		t.Errorf("versions unreadable: %d %q, want the shell", w.Code, w.Body.String())
	}
	if w := serve(t, s.h, "GET", "/service-detail/999"); w.Code != 404 || w.Body.String() != index {
		t.Errorf("versions unreadable, unknown record: %d, want the shell with 404", w.Code)
	}
}

func TestRenderedPagesNotKept(t *testing.T) {
	s := newRenderSite(t)
	// A failed query: the shell, and the next request tries again.
	for i := range 2 {
		w := serve(t, s.h, "GET", "/contact-us")
		if w.Code != 200 || w.Body.String() != index || s.calls() != i+1 {
			t.Errorf("failed render %d: %d, %d calls, body %q", i, w.Code, s.calls(), w.Body.String())
		}
	}
}

func TestRenderedUnversionedNotKept(t *testing.T) {
	s := newRenderSite(t)
	for i := range 2 {
		w := serve(t, s.h, "GET", "/services")
		if w.Code != 200 || !strings.Contains(w.Body.String(), "<p>/services ") || s.calls() != i+1 {
			t.Errorf("render %d from an unversioned answer: %d, %d calls", i, w.Code, s.calls())
		}
	}
}
