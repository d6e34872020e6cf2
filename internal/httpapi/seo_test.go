package httpapi

import (
	"context"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/config"
	"claimsite/internal/store"
	"claimsite/internal/webui"
)

const testPublicURL = "https://claims.example"

func withPublicURL(c *config.Config) { c.PublicURL = testPublicURL }

// parsedSitemap is a sitemap read back with nothing assumed: any element
// other than loc, lastmod and the xhtml alternates inside <url> lands in
// Other.
type parsedSitemap struct {
	XMLName xml.Name
	URLs    []struct {
		XMLName xml.Name
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
		Links   []struct {
			Rel      string `xml:"rel,attr"`
			Hreflang string `xml:"hreflang,attr"`
			Href     string `xml:"href,attr"`
		} `xml:"http://www.w3.org/1999/xhtml link"`
		Other []xml.Name `xml:",any"`
	} `xml:"url"`
}

// sitemap fetches /sitemap.xml, checks its headers and its shape against
// the sitemaps.org schema, and gives lastmod by URL ("" when absent).
func (ts *testServer) sitemap(t *testing.T) map[string]string {
	t.Helper()
	got, _ := ts.sitemapWithAlternates(t)
	return got
}

// sitemapWithAlternates is sitemap with each URL's alternates, hreflang
// to href (nil when it has none), each checked to be rel="alternate"
// and named once.
func (ts *testServer) sitemapWithAlternates(t *testing.T) (map[string]string, map[string]map[string]string) {
	t.Helper()
	r := ts.get("/sitemap.xml", "")
	wantStatus(t, r, http.StatusOK)
	if ct := r.Header().Get("Content-Type"); ct != "application/xml; charset=utf-8" {
		t.Errorf("Content-Type: got %q, want application/xml; charset=utf-8", ct)
	}
	body := r.Body.String()
	if !strings.HasPrefix(body, `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Errorf("sitemap does not start with the XML declaration: %.80q", body)
	}
	var sm parsedSitemap
	if err := xml.Unmarshal(r.Body.Bytes(), &sm); err != nil {
		t.Fatalf("sitemap is not XML: %v\n%s", err, body)
	}
	if sm.XMLName != (xml.Name{Space: sitemapNS, Local: "urlset"}) {
		t.Errorf("root: got %v, want urlset in %s", sm.XMLName, sitemapNS)
	}
	got := map[string]string{}
	alternates := map[string]map[string]string{}
	for _, u := range sm.URLs {
		for _, l := range u.Links {
			if l.Rel != "alternate" || alternates[u.Loc][l.Hreflang] != "" {
				t.Errorf("<url> %s: link %+v (rel alternate, each hreflang once)", u.Loc, l)
			}
			if alternates[u.Loc] == nil {
				alternates[u.Loc] = map[string]string{}
			}
			alternates[u.Loc][l.Hreflang] = l.Href
		}
		if u.XMLName.Space != sitemapNS || len(u.Other) > 0 {
			t.Errorf("<url> %s: namespace %q, extra elements %v", u.Loc, u.XMLName.Space, u.Other)
		}
		if _, dup := got[u.Loc]; dup {
			t.Errorf("%s listed twice", u.Loc)
		}
		if u.LastMod != "" {
			if _, err := time.Parse(time.RFC3339, u.LastMod); err != nil || !strings.HasSuffix(u.LastMod, "Z") || len(u.LastMod) != len("2006-01-02T15:04:05Z") {
				t.Errorf("%s: lastmod %q, want a W3C date-time in UTC to the second", u.Loc, u.LastMod)
			}
		}
		got[u.Loc] = u.LastMod
	}
	return got, alternates
}

// expectedSitemap is what the sitemap must list, read from the store
// through the ordinary content methods.
func (ts *testServer) expectedSitemap(t *testing.T) map[string]string {
	t.Helper()
	ctx := context.Background()
	want := map[string]string{}
	for _, p := range []string{"/", "/about-us", "/services", "/stateLaw", "/Faqs", "/contact-us", "/case-evaluation", "/marketing-partner",
		"/privacy-policy", "/term-and-conditions", "/california-privacy", "/opt-out", "/blog", "/privacy-request"} {
		want[testPublicURL+p] = ""
		want[testPublicURL+webui.PathIn(webui.Spanish, p)] = ""
	}
	stamp := func(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }
	services, err := ts.store.AllServices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range services {
		want[fmt.Sprintf("%s/service-detail/%d", testPublicURL, s.ID)] = stamp(s.UpdatedAt)
		if s.ES != nil {
			want[fmt.Sprintf("%s/es/service-detail/%d", testPublicURL, s.ID)] = stamp(s.UpdatedAt)
		}
	}
	laws, _, err := ts.store.StateLawPage(ctx, store.Page{Number: 1, Size: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range laws {
		want[fmt.Sprintf("%s/state-law-detail/%d", testPublicURL, l.ID)] = stamp(l.UpdatedAt)
		if l.ES != nil {
			want[fmt.Sprintf("%s/es/state-law-detail/%d", testPublicURL, l.ID)] = stamp(l.UpdatedAt)
		}
	}
	posts, _, err := ts.store.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range posts {
		last := p.UpdatedAt
		if p.PublishedAt.After(last) {
			last = *p.PublishedAt
		}
		want[testPublicURL+"/blog/"+url.PathEscape(p.Slug)] = stamp(last)
		if p.ES != nil {
			want[testPublicURL+"/es/blog/"+url.PathEscape(p.ES.Slug)] = stamp(last)
		}
	}
	return want
}

func diffSitemap(t *testing.T, when string, got, want map[string]string) {
	t.Helper()
	for loc, lastmod := range want {
		g, ok := got[loc]
		switch {
		case !ok:
			t.Errorf("%s: %s missing", when, loc)
		case g != lastmod:
			t.Errorf("%s: %s lastmod %q, want %q", when, loc, g, lastmod)
		}
	}
	for loc := range got {
		if _, ok := want[loc]; !ok {
			t.Errorf("%s: %s listed, want it absent", when, loc)
		}
	}
}

func TestSitemap(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		token := ts.admin()
		got := ts.sitemap(t)
		diffSitemap(t, "seeded", got, ts.expectedSitemap(t))
		// The seed has services, 51 state-law pages and posts.
		if n := len(got); n < 11+1+51+1 {
			t.Errorf("seeded sitemap lists %d URLs, want the pages and every record", n)
		}
		for _, absent := range []string{"/faqs", "/thank-you", "/login", "/register", "/reset-password", "/user", "/admin", "/verify-email"} {
			if _, ok := got[testPublicURL+absent]; ok {
				t.Errorf("%s is in the sitemap", absent)
			}
		}

		// A service created through the admin API appears (the cache is
		// kept between requests: the admin write empties it), and goes
		// when deleted.
		ts.keepAnswers = true
		ts.advance(time.Hour)
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Boat Accident", "description": "On water."}).done()})
		wantStatus(t, r, http.StatusCreated)
		_, svc := adminSaved[store.Service](t, r, "service")
		loc := fmt.Sprintf("%s/service-detail/%d", testPublicURL, svc.ID)
		got = ts.sitemap(t)
		if lastmod := got[loc]; lastmod != ts.clock.UTC().Format("2006-01-02T15:04:05Z") {
			t.Errorf("new service %s: lastmod %q, want %q (listed: %v)", loc, lastmod, ts.clock.UTC().Format(time.RFC3339), got[loc] != "")
		}
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/services/%d", svc.ID), token: token}), http.StatusOK)
		if _, ok := ts.sitemap(t)[loc]; ok {
			t.Errorf("deleted service %s still listed", loc)
		}
		ts.keepAnswers = false

		// A draft is absent, a published post is present, and a slug is
		// path-escaped in the URL and XML-escaped in the document.
		if _, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Draft", Slug: "draft-post", Body: "<p>d</p>", Status: store.BlogDraft}); err != nil {
			t.Fatal(err)
		}
		if _, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Odd", Slug: "café&co", Body: "<p>o</p>", Status: store.BlogPublished}); err != nil {
			t.Fatal(err)
		}
		r = ts.get("/sitemap.xml", "")
		if !strings.Contains(r.Body.String(), "<loc>"+testPublicURL+"/blog/caf%C3%A9&amp;co</loc>") {
			t.Errorf("escaped slug not found in:\n%s", r.Body.String())
		}
		got = ts.sitemap(t)
		if _, ok := got[testPublicURL+"/blog/draft-post"]; ok {
			t.Error("draft post listed")
		}
		diffSitemap(t, "after changes", got, ts.expectedSitemap(t))

		// HEAD works, with the same headers and no body.
		head := ts.do(request{method: "HEAD", path: "/sitemap.xml"})
		wantStatus(t, head, http.StatusOK)
		if ct := head.Header().Get("Content-Type"); ct != "application/xml; charset=utf-8" || head.Body.Len() != 0 {
			t.Errorf("HEAD: Content-Type %q, body %d bytes", ct, head.Body.Len())
		}
	}, withPublicURL)
}

func TestRobots(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/robots.txt", "")
		wantStatus(t, r, http.StatusOK)
		if ct := r.Header().Get("Content-Type"); ct != "text/plain; charset=utf-8" {
			t.Errorf("Content-Type: got %q", ct)
		}
		want := "User-agent: *\n" +
			"Disallow: /admin\nDisallow: /login\nDisallow: /register\nDisallow: /reset-password\nDisallow: /verify-email\n" +
			"Disallow: /user\nDisallow: /thank-you\nDisallow: /es/thank-you\nDisallow: /api/\n" +
			"\nSitemap: " + testPublicURL + "/sitemap.xml\n"
		if got := r.Body.String(); got != want {
			t.Errorf("robots.txt:\n got %q\nwant %q", got, want)
		}

		// No Disallow line (a path prefix) may block a page of the sitemap
		// or an image.
		paths := []string{"/storage/services/a.png"}
		for loc := range ts.sitemap(t) {
			paths = append(paths, strings.TrimPrefix(loc, testPublicURL))
		}
		for _, line := range strings.Split(r.Body.String(), "\n") {
			prefix, ok := strings.CutPrefix(line, "Disallow: ")
			if !ok {
				continue
			}
			if i := slices.IndexFunc(paths, func(p string) bool { return strings.HasPrefix(p, prefix) }); i >= 0 {
				t.Errorf("Disallow: %s blocks %s", prefix, paths[i])
			}
		}
	}, withPublicURL)
}

// TestSEOFilesKeepSPA checks that the new routes leave the web app's
// answers alone: pages still 200, unknown paths still 404, and the API
// fallback still JSON.
func TestSEOFilesKeepSPA(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, c := range []struct {
			path  string
			want  int
			ctype string
		}{
			{"/", 200, "text/html; charset=utf-8"},
			{"/about-us", 200, "text/html; charset=utf-8"},
			{"/sitemap", 404, "text/html; charset=utf-8"},
			{"/sitemap.xml/x", 404, "text/html; charset=utf-8"},
			{"/robots.txt.bak", 404, "text/html; charset=utf-8"},
			{"/favicon.svg", 200, "image/svg+xml"},
			{"/api/sitemap.xml", 404, "application/json; charset=utf-8"},
		} {
			r := ts.get(c.path, "")
			if r.Code != c.want || r.Header().Get("Content-Type") != c.ctype {
				t.Errorf("GET %s: got %d %q, want %d %q", c.path, r.Code, r.Header().Get("Content-Type"), c.want, c.ctype)
			}
		}
		r := ts.do(request{method: "POST", path: "/sitemap.xml"})
		wantStatus(t, r, http.StatusMethodNotAllowed)
	})
}

func TestFavicon(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/favicon.ico", "")
		wantStatus(t, r, http.StatusOK)
		body := r.Body.Bytes()
		if len(body) < 6+16 || string(body[:4]) != "\x00\x00\x01\x00" || body[4] == 0 {
			t.Fatalf("body is not an ICO with images: % x", body[:min(8, len(body))])
		}
		// Each directory entry points at a PNG inside the file.
		for i := range int(body[4]) {
			e := body[6+16*i:]
			size, off := int(e[8])|int(e[9])<<8|int(e[10])<<16, int(e[12])|int(e[13])<<8|int(e[14])<<16
			if off+size > len(body) || !strings.HasPrefix(string(body[off:]), "\x89PNG\r\n\x1a\n") {
				t.Errorf("entry %d (%dx%d): %d bytes at %d, not a PNG inside the file", i, e[0], e[1], size, off)
			}
		}
		h := r.Header()
		if h.Get("Content-Type") != "image/x-icon" || h.Get("Cache-Control") != "public, max-age=2592000" || h.Get("ETag") == "" {
			t.Errorf("headers: Content-Type %q, Cache-Control %q, ETag %q", h.Get("Content-Type"), h.Get("Cache-Control"), h.Get("ETag"))
		}
		if got := h.Get("Content-Length"); got != fmt.Sprint(len(body)) {
			t.Errorf("Content-Length %q, want %d", got, len(body))
		}

		again := ts.do(request{method: "GET", path: "/favicon.ico", header: map[string]string{"If-None-Match": h.Get("ETag")}})
		wantStatus(t, again, http.StatusNotModified)
		head := ts.do(request{method: "HEAD", path: "/favicon.ico"})
		wantStatus(t, head, http.StatusOK)
		if head.Body.Len() != 0 || head.Header().Get("Content-Type") != "image/x-icon" {
			t.Errorf("HEAD: %d body bytes, Content-Type %q", head.Body.Len(), head.Header().Get("Content-Type"))
		}
	})
}
