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
		// A Spanish post page exists at the post's Spanish slug only
		// (decision 065): give the post one if the seed did not.
		post, err := ts.store.Blog(ctx, posts[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if post.ES == nil {
			post.ES = &store.BlogES{Title: "Plazos de prescripción: por qué esperar puede costarle", Slug: "plazos-de-prescripcion",
				Excerpt: "Cada estado fija un plazo para presentar una demanda.", Body: post.Body}
			if post, err = ts.store.UpdateBlog(ctx, post); err != nil {
				t.Fatal(err)
			}
		}
		detail := map[string]string{"service": "1", "state_law": "1", "post": posts[0].Slug}
		spanishDetail := map[string]string{"service": "1", "state_law": "1", "post": post.ES.Slug}
		wantTypes := map[string]string{
			"serviceDetail":  "Organization BreadcrumbList Service",
			"stateLawDetail": "Organization BreadcrumbList",
			"blogPost":       "Organization BreadcrumbList Article",
		}
		for _, rt := range webui.Routes() {
			if !rt.Public() {
				continue
			}
			key := detail[rt.Record]
			if rt.Language == webui.Spanish {
				key = spanishDetail[rt.Record]
			}
			path := regexp.MustCompile(`:\w+`).ReplaceAllString(rt.Path, key)
			p := ts.page(path)
			if p.status != http.StatusOK || p.rootLength < 5000 || !strings.Contains(p.html, "<h1") || !strings.Contains(p.html, "<footer") {
				t.Errorf("%s: status %d, %d bytes rendered, want 200 with a whole page", path, p.status, p.rootLength)
				continue
			}
			if !strings.HasSuffix(p.title, " | Accident Claim Help") && p.title != "Accident Claim Help" {
				t.Errorf("%s: title %q", path, p.title)
			}
			switch {
			case rt.Name == "thankYou" || rt.Name == "privacyRequestConfirm":
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

// TestStateLawPageWritesItsFacts: a seeded state page, rendered on the
// server, carries the statute of limitations and fault-rule paragraphs the
// page writes from the record's facts where its description has their
// markers (decision 057), in the state's words ("the District of
// Columbia"), never against a state's note (Michigan); an edited fact
// shows on the next render, and a description without markers shows only
// its own words.
func TestStateLawPageWritesItsFacts(t *testing.T) {
	eachRenderingServer(t, func(t *testing.T, ts *testServer) {
		text := func(code string) string {
			t.Helper()
			law, ok := ts.adminStateLaw(code)
			if !ok {
				t.Fatalf("%s: not seeded", code)
			}
			p := ts.page(fmt.Sprintf("/state-law-detail/%d", law.ID))
			if p.status != http.StatusOK {
				t.Fatalf("%s: %d", code, p.status)
			}
			// The page as rendered (not its data, which holds the
			// description with its markers); React writes <!-- --> between
			// text written apart in the source.
			m := rootRe.FindStringSubmatch(p.html)
			if m == nil {
				t.Fatalf("%s: no rendered page", code)
			}
			return strings.ReplaceAll(m[1], "<!-- -->", "")
		}
		for code, want := range map[string][]string{
			"TX": {
				"<p>In Texas, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Tex. Civ. Prac. &amp; Rem. Code § 16.003). If a lawsuit is not filed in time,",
				"<p>Texas follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault",
				"Found 60% at fault, you would recover nothing.</p>",
				"<p>Texas calls this proportionate responsibility.</p>",
			},
			"DC": {
				"<p>In the District of Columbia, the general statute of limitations for personal-injury claims is <strong>three years</strong>",
				"<p>The District of Columbia is one of the few places that still follow <strong>contributory negligence</strong>.",
				"Motor Vehicle Collision Recovery Act",
			},
			"MI": {
				"is <strong>three years</strong>",
				"<p>Michigan follows <strong>modified comparative negligence with a 51% bar</strong>.</p>",
				"you may still recover economic damages",
				"<h3>No-fault auto insurance</h3><p>Michigan has a no-fault auto insurance system.",
				"serious impairment of a body function",
			},
		} {
			html := text(code)
			for _, w := range want {
				if !strings.Contains(html, w) {
					t.Errorf("%s: the rendered page lacks %s", code, w)
				}
			}
			if strings.Contains(html, "data-fact") {
				t.Errorf("%s: a marker is left on the rendered page", code)
			}
			if code != "MI" && strings.Contains(html, "No-fault auto insurance") {
				t.Errorf("%s: a no-fault section in a state that is not one", code)
			}
			if code == "MI" && strings.Contains(html, "recover nothing") {
				t.Errorf("MI: a generated sentence says the claimant recovers nothing past the bar")
			}
		}

		// The facts are the page's: an edit shows on the next render.
		token := ts.admin()
		tx, _ := ts.adminStateLaw("TX")
		path := fmt.Sprintf("/api/admin/state_laws/%d", tx.ID)
		wantStatus(t, ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"sol_years": 3, "fault_rule": "pure_comparative"}}), http.StatusOK)
		html := text("TX")
		for _, w := range []string{"is <strong>three years</strong>", "<p>Texas follows <strong>pure comparative negligence</strong>."} {
			if !strings.Contains(html, w) {
				t.Errorf("TX after the edit: the rendered page lacks %s", w)
			}
		}
		// Not known: nothing said.
		wantStatus(t, ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"sol_years": "", "fault_rule": ""}}), http.StatusOK)
		html = text("TX")
		if strings.Contains(html, "statute of limitations for personal-injury claims is") || strings.Contains(html, "Texas follows") ||
			!strings.Contains(html, "<h2>Statute of limitations</h2>") {
			t.Errorf("TX without sol_years and fault_rule: a generated paragraph, or the page's own words gone")
		}
		// A description of the operator's own, without markers: its words only.
		wantStatus(t, ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"sol_years": 2, "description": "<p>Our own words on Texas.</p>"}}), http.StatusOK)
		html = text("TX")
		if !strings.Contains(html, "<p>Our own words on Texas.</p>") || strings.Contains(html, "statute of limitations for personal-injury claims is") {
			t.Errorf("TX with a description without markers: the page writes a fact beside the operator's words")
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

// TestRenderReportsExperiments: the server bundle renders the visitor's
// variants (from GET /api/experiments/assignments, in-process, as the page
// handler's render asks it) and reports the targets each page showed in
// ssr.Result.Experiments, for the page handler to count.
func TestRenderReportsExperiments(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		const assignments = `{"data": {"assignments": [
			{"experiment_id": 1, "target": "hero_headline", "variant": "b", "value": "Injured? See what your claim is worth."},
			{"experiment_id": 2, "target": "cta_label", "variant": "b", "value": "Check My Claim"}]}}`
		var asked []string
		fetch := func(path string) (int, []byte) {
			// The visitor's assignments, whatever the route answers here.
			if strings.HasPrefix(path, "/api/experiments/") {
				asked = append(asked, path)
				return http.StatusOK, []byte(assignments)
			}
			w := httptest.NewRecorder()
			ts.handler.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
			return w.Code, w.Body.Bytes()
		}
		for _, c := range []struct {
			url         string
			experiments []string
		}{
			{"/", []string{"cta_label", "entry_form", "hero_headline", "hero_subline"}},
			{"/faqs", []string{"entry_form", "popup"}},
			{"/blog", []string{"entry_form"}},
			{"/service-detail/1", []string{"cta_label", "entry_form", "popup"}},
		} {
			asked = nil
			res, err := sharedRenderer(t).Render(context.Background(), ssr.Request{URL: c.url}, fetch)
			if err != nil || len(res.Failures) > 0 {
				t.Fatalf("render %s: %v %v", c.url, err, res.Failures)
			}
			if !slices.Equal(res.Experiments, c.experiments) {
				t.Errorf("%s: experiments %v, want %v", c.url, res.Experiments, c.experiments)
			}
			// Asked once, without counting: the page handler counts what the render reports.
			if len(asked) != 1 || asked[0] != "/api/experiments/assignments" {
				t.Errorf("%s: asked %v, want the assignments once", c.url, asked)
			}
		}
		res, err := sharedRenderer(t).Render(context.Background(), ssr.Request{URL: "/"}, fetch)
		if err != nil {
			t.Fatal(err)
		}
		for _, words := range []string{
			`<h1 class="hero__title">Injured? See what your claim is worth.</h1>`,
			">Check My Claim</button>",
			"Accident Claim Help connects people injured in car, truck, motorcycle and other accidents",
		} {
			if !strings.Contains(res.HTML, words) {
				t.Errorf("/: the page lacks %s", words)
			}
		}
		if strings.Contains(res.HTML, "Get the compensation you deserve") || strings.Contains(res.HTML, "Get a Free Consultation</button>") {
			t.Error("/: the page shows the settings where the visitor has variants")
		}
	})
}
