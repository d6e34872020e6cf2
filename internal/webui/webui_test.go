package webui

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
)

const index = `<!doctype html><html lang="en"><head><!--app-head--><title>app</title><!--/app-head--></head><body><div id="root"></div><script src="/assets/index-1a2b.js"></script></body>`

func dist() fstest.MapFS {
	return fstest.MapFS{
		"index.html":            {Data: []byte(index)},
		"assets/index-1a2b.js":  {Data: []byte(`console.log("app")`)},
		"assets/index-1a2b.css": {Data: []byte(`body{}`)},
		"favicon.svg":           {Data: []byte(`<svg/>`)},
		"robots.txt":            {Data: []byte("User-agent: *\n")},
	}
}

func serve(t *testing.T, h http.Handler, method, path string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, path, nil))
	return w
}

func TestNewNeedsIndex(t *testing.T) {
	_, err := New(fstest.MapFS{"assets/a.js": {Data: []byte("x")}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "index.html") {
		t.Errorf("New without index.html: got %v, want an error naming index.html", err)
	}
	if _, err := New(dist(), Options{}); err != nil {
		t.Errorf("New with index.html: %v", err)
	}
}

func TestRoutes(t *testing.T) {
	h, err := New(dist(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want int
	}{
		{"/", 200}, {"/about-us", 200}, {"/about-us/", 200}, {"/services", 200}, {"/service-detail/1", 200},
		{"/service-detail/1/", 200}, {"/stateLaw", 200}, {"/state-law-detail/12", 200}, {"/Faqs", 200}, {"/faqs", 200},
		{"/Faqs/", 200}, {"/FAQS", 200}, {"/statelaw", 200}, {"/contact-us", 200}, {"/case-evaluation", 200}, {"/marketing-partner", 200}, {"/privacy-policy", 200},
		{"/term-and-conditions", 200}, {"/california-privacy", 200}, {"/thank-you", 200}, {"/login", 200},
		{"/register", 200}, {"/reset-password", 200}, {"/user", 200}, {"/admin", 200}, {"/admin/", 200},
		{"/admin/services", 200}, {"/admin/blog", 200}, {"/admin/faqs", 200}, {"/admin/state-law", 200},
		{"/admin/leads", 200}, {"/admin/leads/3", 200}, {"/admin/users", 200}, {"/admin/partners", 200}, {"/admin/suppressions", 200}, {"/verify-email", 200}, {"/blog", 200}, {"/blog/some-post", 200},

		{"/nope", 404}, {"/about", 404}, {"/about-us/more", 404}, {"/service-detail", 404}, {"/service-detail/", 404},
		{"/service-detail//", 404}, {"/service-detail/1/2", 404},
		{"/admin/other", 404}, {"/index.html", 404}, {"/assets/missing.js", 404}, {"/assets/", 404},
		{"/assets/../index.html", 404},
	} {
		w := serve(t, h, "GET", c.path)
		if w.Code != c.want {
			t.Errorf("GET %s: got %d, want %d", c.path, w.Code, c.want)
			continue
		}
		if w.Body.String() != index {
			t.Errorf("GET %s: body %q, want index.html", c.path, w.Body.String())
		}
		if ct, cc := w.Header().Get("Content-Type"), w.Header().Get("Cache-Control"); ct != "text/html; charset=utf-8" || cc != "no-cache" {
			t.Errorf("GET %s: Content-Type %q, Cache-Control %q", c.path, ct, cc)
		}
	}
}

func TestFiles(t *testing.T) {
	h, err := New(dist(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, body, cache, ctype string
	}{
		{"/assets/index-1a2b.js", `console.log("app")`, "public, max-age=31536000, immutable", "text/javascript; charset=utf-8"},
		{"/assets/index-1a2b.css", `body{}`, "public, max-age=31536000, immutable", "text/css; charset=utf-8"},
		{"/favicon.svg", `<svg/>`, "public, max-age=86400", "image/svg+xml"},
		{"/robots.txt", "User-agent: *\n", "public, max-age=86400", "text/plain; charset=utf-8"},
	} {
		w := serve(t, h, "GET", c.path)
		if w.Code != 200 || w.Body.String() != c.body {
			t.Errorf("GET %s: got %d %q, want 200 %q", c.path, w.Code, w.Body.String(), c.body)
		}
		if got := w.Header().Get("Cache-Control"); got != c.cache {
			t.Errorf("GET %s: Cache-Control %q, want %q", c.path, got, c.cache)
		}
		if got := w.Header().Get("Content-Type"); got != c.ctype {
			t.Errorf("GET %s: Content-Type %q, want %q", c.path, got, c.ctype)
		}
	}
}

func TestExists(t *testing.T) {
	type call struct{ kind, key string }
	var calls []call
	exists := func(ctx context.Context, kind, key, _ string) bool {
		calls = append(calls, call{kind, key})
		return key == "1" || key == "known-post"
	}
	for _, c := range []struct {
		path string
		want int
		call call // zero: exists must not be asked
	}{
		{"/service-detail/1", 200, call{"service", "1"}},
		{"/service-detail/1/", 200, call{"service", "1"}},
		{"/service-detail/999", 404, call{"service", "999"}},
		{"/service-detail/abc", 404, call{"service", "abc"}},
		{"/state-law-detail/1", 200, call{"state_law", "1"}},
		{"/state-law-detail/52", 404, call{"state_law", "52"}},
		{"/blog/known-post", 200, call{"post", "known-post"}},
		{"/blog/unknown-post", 404, call{"post", "unknown-post"}},
		// Routes without a record are pages whatever exists says.
		{"/about-us", 200, call{}},
		{"/admin/leads/999", 200, call{}},
		{"/nowhere", 404, call{}},
		// Longer than any id or slug: no record, no database call.
		{"/blog/" + strings.Repeat("a", 64<<10), 404, call{}},
		{"/service-detail/" + strings.Repeat("1", maxRecordKey+1), 404, call{}},
	} {
		calls = nil
		h, err := New(dist(), Options{Exists: exists})
		if err != nil {
			t.Fatal(err)
		}
		w := serve(t, h, "GET", c.path)
		if w.Code != c.want {
			t.Errorf("GET %s: got %d, want %d", c.path, w.Code, c.want)
		}
		if w.Body.String() != index {
			t.Errorf("GET %s: body %q, want index.html", c.path, w.Body.String())
		}
		switch {
		case c.call == (call{}) && len(calls) != 0:
			t.Errorf("GET %s: exists called %v, want no call", c.path, calls)
		case c.call != (call{}) && (len(calls) != 1 || calls[0] != c.call):
			t.Errorf("GET %s: exists called %v, want once with %v", c.path, calls, c.call)
		}
	}

}

func TestHead(t *testing.T) {
	h, err := New(dist(), Options{Exists: func(context.Context, string, string, string) bool { return false }})
	if err != nil {
		t.Fatal(err)
	}
	if w := serve(t, h, "HEAD", "/about-us"); w.Code != 200 {
		t.Errorf("HEAD /about-us: got %d, want 200", w.Code)
	}
	if w := serve(t, h, "HEAD", "/service-detail/7"); w.Code != 404 {
		t.Errorf("HEAD /service-detail/7 (no such service): got %d, want 404", w.Code)
	}
}

// TestCompressedAssets checks that text assets and the page go out
// compressed to browsers that take Brotli or gzip, and plain to others.
func TestCompressedAssets(t *testing.T) {
	script := strings.Repeat("console.log('claimsite');\n", 200)
	page := "<!doctype html><title>claimsite</title>" + strings.Repeat("<!-- padding -->", 100)
	h, err := New(fstest.MapFS{
		"index.html":         {Data: []byte(page)},
		"assets/app-1a.js":   {Data: []byte(script)},
		"assets/logo-2b.png": {Data: []byte("\x89PNG\r\n\x1a\n")},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, accept string
		wantEncoding string
		wantBody     string
		wantType     string
	}{
		{"/assets/app-1a.js", "gzip, br", "br", script, "text/javascript; charset=utf-8"},
		{"/assets/app-1a.js", "gzip", "gzip", script, "text/javascript; charset=utf-8"},
		{"/assets/app-1a.js", "", "", script, "text/javascript; charset=utf-8"},
		{"/about-us", "gzip", "gzip", page, "text/html; charset=utf-8"},
		{"/about-us", "br", "br", page, "text/html; charset=utf-8"},
		{"/assets/logo-2b.png", "gzip, br", "", "\x89PNG\r\n\x1a\n", "image/png"},
	} {
		r := httptest.NewRequest("GET", c.path, nil)
		r.Header.Set("Accept-Encoding", c.accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if got := w.Header().Get("Content-Encoding"); got != c.wantEncoding {
			t.Errorf("%s with %q: Content-Encoding %q, want %q", c.path, c.accept, got, c.wantEncoding)
		}
		if got := w.Header().Get("Content-Type"); got != c.wantType {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.wantType)
		}
		body := w.Body.Bytes()
		switch c.wantEncoding {
		case "gzip":
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: %v", c.path, err)
			}
			body, _ = io.ReadAll(zr)
		case "br":
			body, _ = io.ReadAll(brotli.NewReader(bytes.NewReader(body)))
		}
		if string(body) != c.wantBody {
			t.Errorf("%s: body differs from the file", c.path)
		}
	}
}

// TestSitemapPages pins which routes the sitemap lists: the pages for
// visitors, one spelling of each, and no account, admin or thank-you page.
func TestSitemapPages(t *testing.T) {
	want := []SitemapPage{
		{"/", ""}, {"/about-us", ""}, {"/services", ""}, {"/service-detail/{id}", "service"},
		{"/stateLaw", ""}, {"/state-law-detail/{id}", "state_law"}, {"/Faqs", ""}, {"/contact-us", ""},
		{"/case-evaluation", ""}, {"/marketing-partner", ""}, {"/privacy-policy", ""}, {"/term-and-conditions", ""},
		{"/california-privacy", ""}, {"/opt-out", ""}, {"/blog", ""}, {"/blog/{slug}", "post"},
		{"/privacy-request", ""},
	}
	got := SitemapPages()
	if len(got) != len(want) {
		t.Fatalf("sitemap pages: got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("sitemap page %d: got %v, want %v", i, got[i], want[i])
		}
	}
	// A record page has exactly one placeholder (the sitemap fills it in);
	// a single page has none and is a page of the app.
	for _, p := range got {
		holes := strings.Count(p.Pattern, "{")
		if (p.Kind == "") != (holes == 0) || holes > 1 {
			t.Errorf("%s (kind %q): %d placeholders", p.Pattern, p.Kind, holes)
		}
		if _, ok := matchPath(p.Pattern); p.Kind == "" && !ok {
			t.Errorf("%s is in the sitemap but not a page", p.Pattern)
		}
	}
}

// TestBuiltBrotliCopy: a Brotli copy the build left beside a file is the
// one served.
func TestBuiltBrotliCopy(t *testing.T) {
	script := strings.Repeat("console.log('built');\n", 200)
	var built bytes.Buffer
	bw := brotli.NewWriterLevel(&built, brotli.BestCompression)
	bw.Write([]byte(script))
	bw.Close()
	h, err := New(fstest.MapFS{
		"index.html":          {Data: []byte(index)},
		"assets/app-3c.js":    {Data: []byte(script)},
		"assets/app-3c.js.br": {Data: built.Bytes()},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest("GET", "/assets/app-3c.js", nil)
	r.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Header().Get("Content-Encoding") != "br" || !bytes.Equal(w.Body.Bytes(), built.Bytes()) {
		t.Errorf("served %q encoding, %d bytes; want the built copy (%d bytes)", w.Header().Get("Content-Encoding"), w.Body.Len(), built.Len())
	}
}
