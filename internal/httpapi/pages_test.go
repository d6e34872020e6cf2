package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"claimsite/internal/ssr"
	"claimsite/internal/store"
	"claimsite/internal/webui"
	"claimsite/web"
)

// The tests below render pages with the app's real server bundle
// (web/dist-server/render.js, made by `make build`) against the real API.

var (
	rendererOnce sync.Once
	renderer     *ssr.Renderer
	rendererErr  error
)

// sharedRenderer is one Renderer for every test: starting a VM takes a
// tenth of a second.
func sharedRenderer(t *testing.T) *ssr.Renderer {
	t.Helper()
	rendererOnce.Do(func() { renderer, rendererErr = ssr.New(web.ServerBundle, 2) })
	if rendererErr != nil {
		t.Fatal(rendererErr)
	}
	return renderer
}

// renderingServer is a test site serving the real web app, rendered on the
// server.
func renderingServer(t *testing.T, st *store.Store) *testServer {
	t.Helper()
	cfg := testConfig(t)
	cfg.PublicURL = "https://claims.example"
	ts := newTestServer(t, st, cfg)
	app, err := webui.New(web.Dist(), webui.Options{Exists: RecordExists(st), Renderer: sharedRenderer(t), Versions: st.ContentVersions})
	if err != nil {
		t.Fatal(err)
	}
	ts.server.web = app
	ts.handler = ts.server.Handler()
	ts.keepAnswers = true
	return ts
}

func eachRenderingServer(t *testing.T, fn func(t *testing.T, ts *testServer)) {
	eachServer(t, func(t *testing.T, ts *testServer) { fn(t, renderingServer(t, ts.store)) })
}

// page is what a test reads of a rendered page.
type page struct {
	status     int
	html       string
	title      string
	canonical  []string
	jsonLD     []map[string]any
	state      map[string]any
	rootLength int
}

var (
	titleRe     = regexp.MustCompile(`<title data-head>([^<]*)</title>`)
	canonicalRe = regexp.MustCompile(`<link data-head rel="canonical" href="([^"]*)">`)
	jsonLDRe    = regexp.MustCompile(`<script data-head type="application/ld\+json">(.*?)</script>`)
	stateRe     = regexp.MustCompile(`<script type="application/json" id="app-state">(.*?)</script>`)
	rootRe      = regexp.MustCompile(`(?s)<div id="root">(.*)</div><script type="application/json"`)
)

func (ts *testServer) page(path string) page {
	ts.t.Helper()
	r := ts.get(path, "")
	p := page{status: r.Code, html: r.Body.String()}
	if m := titleRe.FindStringSubmatch(p.html); m != nil {
		p.title = m[1]
	}
	for _, m := range canonicalRe.FindAllStringSubmatch(p.html, -1) {
		p.canonical = append(p.canonical, m[1])
	}
	for _, m := range jsonLDRe.FindAllStringSubmatch(p.html, -1) {
		var v map[string]any
		if err := json.Unmarshal([]byte(m[1]), &v); err != nil {
			ts.t.Errorf("%s: JSON-LD is not JSON: %v\n%s", path, err, m[1])
		}
		p.jsonLD = append(p.jsonLD, v)
	}
	if m := stateRe.FindStringSubmatch(p.html); m != nil {
		if err := json.Unmarshal([]byte(m[1]), &p.state); err != nil {
			ts.t.Errorf("%s: page state is not JSON: %v", path, err)
		}
	}
	if m := rootRe.FindStringSubmatch(p.html); m != nil {
		p.rootLength = len(m[1])
	}
	return p
}

func (p page) types() []string {
	var types []string
	for _, v := range p.jsonLD {
		types = append(types, fmt.Sprint(v["@type"]))
		if v["@context"] != "https://schema.org" {
			types = append(types, "(no schema.org context)")
		}
	}
	return types
}

func TestEveryPublicRouteRenders(t *testing.T) {
	eachRenderingServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		posts, _, err := ts.store.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 1})
		if err != nil || len(posts) == 0 {
			t.Fatalf("published posts: %v %v", posts, err)
		}
		detail := map[string]string{"service": "1", "state_law": "1", "post": posts[0].Slug}
		wantTypes := map[string]string{
			"serviceDetail":  "Organization BreadcrumbList Service",
			"stateLawDetail": "Organization BreadcrumbList",
			"blogPost":       "Organization BreadcrumbList Article",
		}
		for _, rt := range webui.Routes() {
			if !rt.Public() {
				continue
			}
			path := regexp.MustCompile(`:\w+`).ReplaceAllString(rt.Path, detail[rt.Record])
			p := ts.page(path)
			if p.status != http.StatusOK || p.rootLength < 5000 || !strings.Contains(p.html, "<h1") || !strings.Contains(p.html, "<footer") {
				t.Errorf("%s: status %d, %d bytes rendered, want 200 with a whole page", path, p.status, p.rootLength)
				continue
			}
			if !strings.HasSuffix(p.title, " | Accident Claim Help") && p.title != "Accident Claim Help" {
				t.Errorf("%s: title %q", path, p.title)
			}
			switch {
			case rt.Name == "thankYou":
				if len(p.canonical) != 0 || !strings.Contains(p.html, `<meta data-head name="robots" content="noindex">`) {
					t.Errorf("%s: canonical %v; want none, and noindex", path, p.canonical)
				}
			case len(p.canonical) != 1 || p.canonical[0] != "https://claims.example"+path:
				t.Errorf("%s: canonical %v, want https://claims.example%s", path, p.canonical, path)
			}
			want := wantTypes[rt.Name]
			if want == "" {
				want = "Organization"
			}
			if got := strings.Join(p.types(), " "); got != want {
				t.Errorf("%s: JSON-LD types %q, want %q", path, got, want)
			}
			head, _, _ := strings.Cut(p.html, "</head>")
			for _, tag := range []string{`property="og:title"`, `property="og:description"`, `name="twitter:card"`, `name="description"`} {
				if strings.Count(head, tag) != 1 {
					t.Errorf("%s: %d %s tags in the head, want 1", path, strings.Count(head, tag), tag)
				}
			}
			if queries, _ := p.state["queries"].(map[string]any)["queries"].([]any); len(queries) == 0 {
				t.Errorf("%s: the page state holds no data", path)
			}
		}
	})
}

func TestRenderedHeadFromTheRecord(t *testing.T) {
	eachRenderingServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		svc, err := ts.store.Service(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		svc.SEOTitle, svc.SEODescription, svc.SEOKeywords = `Car crash "claims" <help>`, "Free review & advice.", "car, crash"
		if _, err := ts.store.UpdateService(ctx, svc); err != nil {
			t.Fatal(err)
		}
		p := ts.page("/service-detail/1")
		for _, want := range []string{
			`<title data-head>Car crash &quot;claims&quot; &lt;help&gt; | Accident Claim Help</title>`,
			`<meta data-head name="description" content="Free review &amp; advice.">`,
			`<meta data-head name="keywords" content="car, crash">`,
			`<meta data-head property="og:image" content="https://claims.example/storage/`,
		} {
			if !strings.Contains(p.html, want) {
				t.Errorf("service head lacks %s", want)
			}
		}
		crumbs := p.jsonLD[1]["itemListElement"].([]any)
		last := crumbs[len(crumbs)-1].(map[string]any)
		if len(crumbs) != 3 || last["item"] != "https://claims.example/service-detail/1" || last["name"] != svc.Title {
			t.Errorf("breadcrumbs: %v", crumbs)
		}
		if p.jsonLD[2]["name"] != svc.Title || p.jsonLD[2]["provider"].(map[string]any)["name"] != "Accident Claim Help" {
			t.Errorf("Service: %v", p.jsonLD[2])
		}

		// Without SEO fields the page falls back to SPEC.md's values.
		svc.SEOTitle, svc.SEODescription, svc.SEOKeywords = "", "", ""
		if _, err := ts.store.UpdateService(ctx, svc); err != nil {
			t.Fatal(err)
		}
		token := ts.admin()
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/services/1", token: token, body: map[string]string{"title": svc.Title}}), http.StatusOK)
		p = ts.page("/service-detail/1")
		if p.title != svc.Title+" | Accident Claim Help" || !strings.Contains(p.html, `content="Discover our services in detail."`) {
			t.Errorf("fallback head: title %q", p.title)
		}
	})
}

func TestRenderedNotFound(t *testing.T) {
	eachRenderingServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		if _, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Draft", Slug: "a-draft", Body: "<p>Not yet.</p>", Status: store.BlogDraft}); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/no-such-page", "/about-us/more", "/service-detail/999999", "/service-detail/abc", "/state-law-detail/999999", "/blog/a-draft", "/blog/no-such-post"} {
			p := ts.page(path)
			if p.status != http.StatusNotFound || !strings.Contains(p.html, "Oops! Page Not Found.") || !strings.Contains(p.html, "<footer") {
				t.Errorf("%s: %d, want the rendered not-found page with 404", path, p.status)
			}
			if len(p.canonical) != 0 || !strings.Contains(p.html, `name="robots" content="noindex"`) {
				t.Errorf("%s: canonical %v, want none and noindex", path, p.canonical)
			}
			if nf, _ := p.state["not_found"].(bool); nf != strings.Contains(path, "-detail/") && !strings.HasPrefix(path, "/blog/") {
				t.Errorf("%s: state not_found %v", path, p.state["not_found"])
			}
		}
	})
}

// TestContentChangeRendersAgain: an admin change shows on the next answer
// of every page built from that content, on every instance, and leaves
// the pages built from other content as they were.
func TestContentChangeRendersAgain(t *testing.T) {
	eachRenderingServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		other := renderingServer(t, ts.store)
		token := ts.admin()
		for _, path := range []string{"/Faqs", "/blog", "/services", "/service-detail/1"} {
			ts.page(path)
			other.page(path)
		}
		// Changed behind the API's back: no version moves, the pages stay.
		questions, _, err := ts.store.QuestionPage(ctx, store.Page{Number: 1, Size: 1}, false)
		if err != nil {
			t.Fatal(err)
		}
		q := questions[0]
		q.FAQQuestion = "Changed directly?"
		if _, err := ts.store.UpdateQuestion(ctx, q); err != nil {
			t.Fatal(err)
		}
		// A post published through the admin API: /blog changes on both
		// instances, /Faqs (built from questions) is kept.
		form := newMultipart(map[string]string{"title": "Fresh from the admin", "body": "<p>New.</p>", "status": "published"}).done()
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/blogs", token: token, body: form}), http.StatusCreated)
		for name, server := range map[string]*testServer{"this instance": ts, "another instance": other} {
			if p := server.page("/blog"); !strings.Contains(p.html, "Fresh from the admin") {
				t.Errorf("%s: /blog after a new post does not show it", name)
			}
			if p := server.page("/Faqs"); strings.Contains(p.html, "Changed directly?") {
				t.Errorf("%s: /Faqs rendered again after a post change", name)
			}
		}
		// A service renamed through the admin API: its page, the list and
		// every page with the header's menu show the new name.
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/services/1", token: token, body: map[string]string{"title": "Renamed Service"}}), http.StatusOK)
		for _, path := range []string{"/service-detail/1", "/services", "/Faqs"} {
			if p := other.page(path); !strings.Contains(p.html, "Renamed Service") {
				t.Errorf("another instance: %s does not show the renamed service", path)
			}
		}
		// Deleting it makes its page the not-found page, everywhere.
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/services/1", token: token}), http.StatusOK)
		if p := other.page("/service-detail/1"); p.status != http.StatusNotFound {
			t.Errorf("another instance: deleted service's page is %d, want 404", p.status)
		}
	})
}

// TestRenderAgainAfterAChangeTakesOnePass: a VM remembers the queries each
// page ran when it last rendered it, so a page rendered again after its
// content changed fetches them first and is rendered once, not once to learn
// them and once more with their answers (decision 017), and shows the change.
func TestRenderAgainAfterAChangeTakesOnePass(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		// A VM of the test's own: what it remembers comes from this test alone.
		r, err := ssr.New(web.ServerBundle, 1)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		var fetched []string
		fetch := func(path string) (int, []byte) {
			fetched = append(fetched, path)
			w := httptest.NewRecorder()
			ts.handler.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
			return w.Code, w.Body.Bytes()
		}
		render := func(url string) (ssr.Result, []string) {
			t.Helper()
			fetched = nil
			res, err := r.Render(ctx, ssr.Request{URL: url}, fetch)
			if err != nil || len(res.Failures) > 0 {
				t.Fatalf("render %s: %v %v", url, err, res.Failures)
			}
			slices.Sort(fetched)
			return res, fetched
		}

		// The header's menu lists the services: renaming one changes every page.
		pages := []string{"/blog", "/Faqs", "/service-detail/1", "/state-law-detail/5"}
		firstFetched := map[string][]string{}
		for _, url := range pages {
			res, asked := render(url)
			// A first render learns the page's queries from a pass without data.
			if res.Passes < 2 {
				t.Errorf("%s: first render took %d passes, want 2 or more", url, res.Passes)
			}
			firstFetched[url] = asked
		}
		const renamed = "Renamed For The Second Render"
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/services/1", token: ts.admin(), body: map[string]string{"title": renamed}}), http.StatusOK)
		for _, url := range pages {
			res, asked := render(url)
			if res.Passes != 1 {
				t.Errorf("%s: rendered again in %d passes, want 1 (its queries fetched first)", url, res.Passes)
			}
			if !strings.Contains(res.HTML, renamed) {
				t.Errorf("%s: rendered again without the renamed service", url)
			}
			// What it read the first time, no more: a query the page did not
			// run (a search box's with no term) read anyway reads no content,
			// and the page would not be kept.
			if !slices.Equal(asked, firstFetched[url]) {
				t.Errorf("%s: rendered again from %v, want what it read the first time, %v", url, asked, firstFetched[url])
			}
		}
		// A page this VM never rendered still learns its queries first.
		if res, _ := render("/services"); res.Passes < 2 {
			t.Errorf("/services: first render took %d passes, want 2 or more", res.Passes)
		}
	})
}
