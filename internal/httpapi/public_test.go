package httpapi

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/config"
	"claimsite/internal/seed"
	"claimsite/internal/store"
)

// pubEnvelope is the pagination envelope of DESIGN.md section 4, decoded
// with pointers so a missing key and a null can be told apart from zero.
type pubEnvelope struct {
	Data        []map[string]any `json:"data"`
	CurrentPage int              `json:"current_page"`
	LastPage    int              `json:"last_page"`
	Total       int              `json:"total"`
	PerPage     int              `json:"per_page"`
	From        *int             `json:"from"`
	To          *int             `json:"to"`
	PrevPageURL *string          `json:"prev_page_url"`
	NextPageURL *string          `json:"next_page_url"`
}

// pubPage fetches path and checks it is a complete pagination envelope:
// every key present, even when null.
func pubPage(t *testing.T, ts *testServer, path string) pubEnvelope {
	t.Helper()
	r := ts.get(path, "")
	wantStatus(t, r, http.StatusOK)
	raw := r.json(t)
	for _, key := range []string{"data", "current_page", "last_page", "total", "per_page", "from", "to", "prev_page_url", "next_page_url"} {
		if _, ok := raw[key]; !ok {
			t.Errorf("GET %s: key %q missing from envelope %v", path, key, raw)
		}
	}
	if _, ok := raw["data"].([]any); !ok {
		t.Errorf("GET %s: data is %T, want a JSON array (never null)", path, raw["data"])
	}
	var env pubEnvelope
	r.decode(t, &env)
	return env
}

func intPtrString(p *int) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprint(*p)
}

func strPtrString(p *string) string {
	if p == nil {
		return "null"
	}
	return *p
}

// pubWant is what a page's envelope should say.
type pubWant struct {
	items, current, last, total, perPage int
	from, to                             string // "null" or the number
	prev, next                           string // "null" or the URL
}

func checkEnvelope(t *testing.T, path string, got pubEnvelope, want pubWant) {
	t.Helper()
	if len(got.Data) != want.items {
		t.Errorf("GET %s: got %d items, want %d", path, len(got.Data), want.items)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"current_page", got.CurrentPage, want.current},
		{"last_page", got.LastPage, want.last},
		{"total", got.Total, want.total},
		{"per_page", got.PerPage, want.perPage},
		{"from", intPtrString(got.From), want.from},
		{"to", intPtrString(got.To), want.to},
		{"prev_page_url", strPtrString(got.PrevPageURL), want.prev},
		{"next_page_url", strPtrString(got.NextPageURL), want.next},
	} {
		if c.got != c.want {
			t.Errorf("GET %s: %s: got %v, want %v", path, c.name, c.got, c.want)
		}
	}
}

func TestSiteSettings(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/api/site", "")
		wantStatus(t, r, http.StatusOK)
		var body struct {
			Data struct {
				Brand     string            `json:"brand"`
				Phone     string            `json:"phone"`
				PhoneHref string            `json:"phone_href"`
				Email     string            `json:"email"`
				Social    map[string]string `json:"social"`
				NewsURL   string            `json:"news_url"`
				Hero      struct {
					Headline string `json:"headline"`
					Subline  string `json:"subline"`
				} `json:"hero"`
				CTALabel  string `json:"cta_label"`
				EntryForm string `json:"entry_form"`
				Consent   struct {
					Version string `json:"version"`
					Text    string `json:"text"`
					HTML    string `json:"html"`
				} `json:"consent"`
				LeadVerification struct {
					Mode        string  `json:"mode"`
					LeadID      *string `json:"leadid_script_url"`
					TrustedForm *string `json:"trustedform_script_url"`
				} `json:"lead_verification"`
			} `json:"data"`
		}
		r.decode(t, &body)
		d := body.Data
		site := ts.cfg.Site
		for _, c := range []struct{ name, got, want string }{
			{"brand", d.Brand, "Accident Claim Help"},
			{"phone", d.Phone, site.Phone},
			{"phone_href", d.PhoneHref, "tel:+18885550142"},
			{"email", d.Email, site.Email},
			{"news_url", d.NewsURL, site.NewsURL},
			{"consent.version", d.Consent.Version, site.ConsentVersion()},
			{"consent.text", d.Consent.Text, site.ConsentText()},
			{"lead_verification.mode", d.LeadVerification.Mode, "optional"},
			{"hero.headline", d.Hero.Headline, "Hurt in an accident? Get the compensation you deserve."},
			{"hero.subline", d.Hero.Subline, "{brand} connects people injured in car, truck, motorcycle and other accidents with experienced " +
				"personal-injury attorneys in their state. Tell us what happened and we reply within 24 hours."},
			{"cta_label", d.CTALabel, "Get a Free Consultation"},
			{"entry_form", d.EntryForm, "short"},
		} {
			if c.got != c.want {
				t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
			}
		}
		if d.LeadVerification.LeadID == nil || *d.LeadVerification.LeadID != "" ||
			d.LeadVerification.TrustedForm == nil || *d.LeadVerification.TrustedForm != "" {
			t.Errorf("script URLs: got %v, %v, want both present and empty (not configured)", d.LeadVerification.LeadID, d.LeadVerification.TrustedForm)
		}
		for _, name := range []string{"facebook", "youtube", "linkedin", "instagram", "tiktok"} {
			if !strings.HasPrefix(d.Social[name], "https://") {
				t.Errorf("social[%s]: got %q, want an https URL", name, d.Social[name])
			}
		}
		for _, link := range []struct{ href, words string }{
			{"/privacy-policy", "Privacy Policy"},
			{"/term-and-conditions", "Terms and Conditions"},
			{"/marketing-partner", "marketing partners"},
		} {
			want := `<a href="` + link.href + `" target="_blank" rel="noopener">` + link.words + `</a>`
			if !strings.Contains(d.Consent.HTML, want) {
				t.Errorf("consent.html: missing %s\n%s", want, d.Consent.HTML)
			}
		}
		if strings.Contains(d.Consent.Text, "<") {
			t.Errorf("consent.text has markup: %q", d.Consent.Text)
		}
		for _, words := range []string{"18 years of age or older", site.Brand, site.ConsentBrands, "revoke"} {
			if !strings.Contains(d.Consent.Text, words) {
				t.Errorf("consent.text: missing %q", words)
			}
		}
	})
}

func TestSiteSettingsFollowConfig(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		var body struct {
			Data struct {
				Brand   string `json:"brand"`
				Consent struct {
					Version, Text, HTML string
				} `json:"consent"`
				LeadVerification struct {
					Mode        string `json:"mode"`
					LeadID      string `json:"leadid_script_url"`
					TrustedForm string `json:"trustedform_script_url"`
				} `json:"lead_verification"`
			} `json:"data"`
		}
		r := ts.get("/api/site/", "")
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &body)
		d := body.Data
		if d.Brand != "Smith & Jones <Law>" {
			t.Errorf("brand: got %q, want the configured one", d.Brand)
		}
		if !strings.Contains(d.Consent.Text, "Smith & Jones <Law>") {
			t.Errorf("consent.text does not name the configured brand: %q", d.Consent.Text)
		}
		if !strings.Contains(d.Consent.HTML, "Smith &amp; Jones &lt;Law&gt;") || strings.Contains(d.Consent.HTML, "<Law>") {
			t.Errorf("consent.html: brand not escaped: %q", d.Consent.HTML)
		}
		if d.Consent.Version != ts.cfg.Site.ConsentVersion() || d.Consent.Version == testConfig(t).Site.ConsentVersion() {
			t.Errorf("consent.version: got %q, want the configured text's version %q (not the default's)", d.Consent.Version, ts.cfg.Site.ConsentVersion())
		}
		lv := d.LeadVerification
		if lv.Mode != "required" || lv.LeadID != "https://create.lidstatic.com/campaign.js" || lv.TrustedForm != "https://api.trustedform.com/trustedform.js" {
			t.Errorf("lead_verification: got %+v, want the configured mode and URLs", lv)
		}
	}, func(c *config.Config) {
		c.Site.Brand = "Smith & Jones <Law>"
		c.Site.LeadVerification = "required"
		c.Site.LeadIDScriptURL = "https://create.lidstatic.com/campaign.js"
		c.Site.TrustedFormScriptURL = "https://api.trustedform.com/trustedform.js"
	})
}

func TestAllServices(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, path := range []string{"/api/all-services", "/api/all-services/"} {
			var body struct {
				Data []store.Service `json:"data"`
			}
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			r.decode(t, &body)
			if len(body.Data) != len(seed.Services) {
				t.Fatalf("GET %s: got %d services, want %d", path, len(body.Data), len(seed.Services))
			}
			for i, s := range body.Data {
				if s.Title != seed.Services[i].Title {
					t.Errorf("GET %s: service %d: got %q, want %q (menu order)", path, i, s.Title, seed.Services[i].Title)
				}
				if s.Path != "seed/"+seed.Services[i].Image || s.ID == 0 || s.Description == "" || s.SEOTitle == "" {
					t.Errorf("GET %s: service %d incomplete: %+v", path, i, s)
				}
			}
		}
		// A new service shows up at the end.
		created, err := ts.store.CreateService(t.Context(), store.Service{Title: "Boat Accident", Description: "On the water."})
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Data []store.Service `json:"data"`
		}
		ts.get("/api/all-services", "").decode(t, &body)
		if n := len(body.Data); n != len(seed.Services)+1 || body.Data[n-1].ID != created.ID {
			t.Errorf("after create: got %d services ending with %+v, want %d ending with id %d", n, body.Data[n-1], len(seed.Services)+1, created.ID)
		}
	})
}

func TestCardServicesPagination(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		// One page of seeded services first.
		env := pubPage(t, ts, "/api/card-services")
		n := len(seed.Services)
		checkEnvelope(t, "/api/card-services", env, pubWant{items: n, current: 1, last: 1, total: n, perPage: 12,
			from: "1", to: fmt.Sprint(n), prev: "null", next: "null"})

		// 25 services: pages of 12, 12 and 1.
		for i := n; i < 25; i++ {
			if _, err := ts.store.CreateService(t.Context(), store.Service{Title: fmt.Sprintf("Extra %02d", i), Description: "x"}); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			path string
			want pubWant
		}{
			{"/api/card-services", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services/", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=1", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=2", pubWant{12, 2, 3, 25, 12, "13", "24", "/api/card-services?page=1", "/api/card-services?page=3"}},
			{"/api/card-services/?page=2", pubWant{12, 2, 3, 25, 12, "13", "24", "/api/card-services?page=1", "/api/card-services?page=3"}},
			{"/api/card-services?page=3", pubWant{1, 3, 3, 25, 12, "25", "25", "/api/card-services?page=2", "null"}},
			// Beyond the last page: empty data, real totals, a way back.
			{"/api/card-services?page=4", pubWant{0, 4, 3, 25, 12, "null", "null", "/api/card-services?page=3", "null"}},
			{"/api/card-services?page=99", pubWant{0, 99, 3, 25, 12, "null", "null", "/api/card-services?page=3", "null"}},
			// Not a positive integer: page 1.
			{"/api/card-services?page=abc", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=0", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=-2", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=2.5", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=1000001", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
			{"/api/card-services?page=99999999999999999999", pubWant{12, 1, 3, 25, 12, "1", "12", "null", "/api/card-services?page=2"}},
		} {
			checkEnvelope(t, c.path, pubPage(t, ts, c.path), c.want)
		}

		// The pages hold every service once, in id order.
		var ids []float64
		for p := 1; p <= 3; p++ {
			for _, item := range pubPage(t, ts, fmt.Sprintf("/api/card-services?page=%d", p)).Data {
				ids = append(ids, item["id"].(float64))
				for _, key := range []string{"id", "title", "description", "path", "seo_title", "seo_description", "seo_keywords", "created_at", "updated_at"} {
					if _, ok := item[key]; !ok {
						t.Errorf("page %d: service without %q: %v", p, key, item)
					}
				}
			}
		}
		if len(ids) != 25 || !slices.IsSorted(ids) || len(slices.Compact(slices.Clone(ids))) != 25 {
			t.Errorf("ids over all pages: got %v, want 25 distinct ids in order", ids)
		}
		// Parameters the list does not read are not echoed in its links.
		env = pubPage(t, ts, "/api/card-services?page=2&utm=x")
		if got := strPtrString(env.NextPageURL); got != "/api/card-services?page=3" {
			t.Errorf("next_page_url with another parameter: got %q, want %q", got, "/api/card-services?page=3")
		}
	})
}

func TestServiceDetail(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		all, err := ts.store.AllServices(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		want := all[1]
		for _, path := range []string{fmt.Sprintf("/api/service-detail/%d", want.ID), fmt.Sprintf("/api/service-detail/%d/", want.ID)} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data store.Service `json:"data"`
			}
			r.decode(t, &body)
			got := body.Data
			if got.ID != want.ID || got.Title != want.Title || got.Description != want.Description || got.Path != want.Path ||
				got.SEOTitle != want.SEOTitle || got.SEODescription != want.SEODescription || got.SEOKeywords != want.SEOKeywords {
				t.Errorf("GET %s: got %+v, want %+v", path, got, want)
			}
		}
		for _, path := range []string{"/api/service-detail/99999", "/api/service-detail/abc", "/api/service-detail/0",
			"/api/service-detail/-1", "/api/service-detail/1.5", "/api/service-detail/99999999999999999999"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusNotFound)
			if msg := r.json(t)["message"]; msg != "Service not found" {
				t.Errorf("GET %s: message: got %v, want %q", path, msg, "Service not found")
			}
		}
		// A deleted service is gone.
		if err := ts.store.DeleteService(t.Context(), want.ID); err != nil {
			t.Fatal(err)
		}
		wantStatus(t, ts.get(fmt.Sprintf("/api/service-detail/%d", want.ID), ""), http.StatusNotFound)
	})
}

func TestStates(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/api/states", "")
		wantStatus(t, r, http.StatusOK)
		var body struct {
			Data []map[string]any `json:"data"`
		}
		r.decode(t, &body)
		if len(body.Data) != 51 {
			t.Fatalf("got %d states, want 51 (50 states and DC)", len(body.Data))
		}
		var names []string
		codes := map[string]bool{}
		for _, s := range body.Data {
			name, _ := s["name"].(string)
			code, _ := s["code"].(string)
			if id, _ := s["id"].(float64); id < 1 || name == "" || len(code) != 2 {
				t.Errorf("state entry incomplete: %v", s)
			}
			if _, es := s["es"]; len(s) != 4 || !es {
				t.Errorf("state entry: got keys %v, want exactly id, name, code, es", s)
			}
			names = append(names, name)
			codes[code] = true
		}
		if !slices.Contains(names, "District of Columbia") || !codes["DC"] {
			t.Errorf("DC missing: %v", names)
		}
		if !slices.Contains(names, "Alaska") || !codes["AK"] {
			t.Errorf("Alaska missing (the spec's dropdown forgets it; ours must not): %v", names)
		}
		if !slices.IsSorted(names) {
			t.Errorf("states not sorted by name: %v", names)
		}
		if len(codes) != 51 {
			t.Errorf("got %d distinct codes, want 51", len(codes))
		}
		// The trailing-slash spelling answers the same.
		if r2 := ts.get("/api/states/", ""); r2.Code != http.StatusOK || r2.Body.String() != r.Body.String() {
			t.Errorf("GET /api/states/: got %d, body differs: %v", r2.Code, r2.Body.String() != r.Body.String())
		}
	})
}

func TestStateSearch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		search := func(query string) []store.StateRef {
			t.Helper()
			r := ts.get("/api/states/search?query="+query, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data []store.StateRef `json:"data"`
			}
			r.decode(t, &body)
			if body.Data == nil {
				t.Errorf("query %q: data is null, want a list", query)
			}
			return body.Data
		}
		names := func(refs []store.StateRef) []string {
			var out []string
			for _, r := range refs {
				out = append(out, r.Name)
			}
			return out
		}
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"cali", []string{"California"}},
			{"CALI", []string{"California"}},
			{"new", []string{"New Hampshire", "New Jersey", "New Mexico", "New York"}},
			{"tx", []string{"Texas"}},
			{"dc", []string{"District of Columbia"}},
			{"columbia", []string{"District of Columbia"}},
			{"", nil},
			{"%20%20", nil},
			{"zzzz", nil},
			// LIKE wildcards are matched literally, not as wildcards.
			{"%25", nil},
			{"_", nil},
		} {
			got := names(search(c.query))
			if !slices.Equal(got, c.want) {
				t.Errorf("query %q: got %v, want %v", c.query, got, c.want)
			}
		}
		// A match by name part: Carolina appears in two names; results carry title and path.
		got := search("carolina")
		if !slices.Equal(names(got), []string{"North Carolina", "South Carolina"}) {
			t.Errorf("query carolina: got %v", names(got))
		}
		for _, s := range got {
			if s.ID == 0 || s.Code == "" || s.Title != s.Name+" Personal Injury Law" || s.Path != "seed/state-"+strings.ToLower(s.Code)+".svg" {
				t.Errorf("search hit incomplete: %+v", s)
			}
		}
		// Names starting with the term come first, and no more than 10 come back.
		if got := search("a"); len(got) != 10 || !strings.HasPrefix(strings.ToLower(got[0].Name), "a") {
			t.Errorf("query a: got %v, want 10 starting with A-names", names(got))
		}
		// The ids lead to the state-law pages.
		tx := search("tx")[0]
		r := ts.get(fmt.Sprintf("/api/state-law/%d", tx.ID), "")
		wantStatus(t, r, http.StatusOK)
		if name := r.json(t)["data"].(map[string]any)["name"]; name != "Texas" {
			t.Errorf("state-law/%d: got %v, want Texas", tx.ID, name)
		}
	})
}

func TestStateLaw(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		refs, err := ts.store.States(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		var ca store.StateRef
		for _, s := range refs {
			if s.Code == "CA" {
				ca = s
			}
		}
		for _, path := range []string{fmt.Sprintf("/api/state-law/%d", ca.ID), fmt.Sprintf("/api/state-law/%d/", ca.ID)} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data store.StateLaw `json:"data"`
			}
			r.decode(t, &body)
			d := body.Data
			if d.ID != ca.ID || d.Name != "California" || d.Code != "CA" || d.Title != "California Personal Injury Law" ||
				d.Path != "seed/state-ca.svg" || d.SEOTitle == "" || d.SEODescription == "" || d.SEOKeywords == "" {
				t.Errorf("GET %s: got %+v", path, d)
			}
			if !strings.Contains(d.Description, "<p>") || !strings.Contains(d.Description, "not legal advice") {
				t.Errorf("GET %s: description is not the seeded HTML page: %.200s", path, d.Description)
			}
		}
		for _, path := range []string{"/api/state-law/99999", "/api/state-law/abc", "/api/state-law/0"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusNotFound)
			if msg := r.json(t)["message"]; msg != "State law not found" {
				t.Errorf("GET %s: message: got %v, want %q", path, msg, "State law not found")
			}
		}
	})
}

func TestQuestions(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		n := len(seed.Questions)
		if n <= 20 || n > 30 {
			t.Fatalf("test assumes 21 to 30 seeded questions, got %d", n)
		}
		last := (n + 9) / 10
		for _, c := range []struct {
			path string
			want pubWant
		}{
			{"/api/questions", pubWant{10, 1, last, n, 10, "1", "10", "null", "/api/questions?page=2"}},
			{"/api/questions/", pubWant{10, 1, last, n, 10, "1", "10", "null", "/api/questions?page=2"}},
			{"/api/questions?page=2", pubWant{10, 2, last, n, 10, "11", "20", "/api/questions?page=1", "/api/questions?page=3"}},
			{"/api/questions?page=3", pubWant{n - 20, 3, last, n, 10, "21", fmt.Sprint(n), "/api/questions?page=2", "null"}},
			{"/api/questions?page=4", pubWant{0, 4, last, n, 10, "null", "null", "/api/questions?page=3", "null"}},
			{"/api/questions?page=x", pubWant{10, 1, last, n, 10, "1", "10", "null", "/api/questions?page=2"}},
		} {
			checkEnvelope(t, c.path, pubPage(t, ts, c.path), c.want)
		}
		// Pages follow the seeded order and carry the spec's field names.
		var got []string
		for p := 1; p <= last; p++ {
			for _, q := range pubPage(t, ts, fmt.Sprintf("/api/questions?page=%d", p)).Data {
				got = append(got, q["faq_question"].(string))
				if a, _ := q["answer"].(string); a == "" {
					t.Errorf("question without answer: %v", q)
				}
			}
		}
		var want []string
		for _, q := range seed.Questions {
			want = append(want, q.Question)
		}
		if !slices.Equal(got, want) {
			t.Errorf("questions over all pages:\ngot  %q\nwant %q", got, want)
		}
	})
}

func TestBlogs(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := t.Context()
		draft, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Secret draft", Slug: "secret-draft", Excerpt: "x", Body: "<p>draft</p>", Status: store.BlogDraft})
		if err != nil {
			t.Fatal(err)
		}
		future := ts.clock.Add(48 * time.Hour)
		scheduled, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Scheduled post", Slug: "scheduled-post", Excerpt: "x", Body: "<p>soon</p>",
			Status: store.BlogPublished, PublishedAt: &future})
		if err != nil {
			t.Fatal(err)
		}
		n := len(seed.Posts)
		env := pubPage(t, ts, "/api/blogs")
		checkEnvelope(t, "/api/blogs", env, pubWant{n, 1, 1, n, 12, "1", fmt.Sprint(n), "null", "null"})
		var slugs []string
		for _, p := range env.Data {
			slugs = append(slugs, p["slug"].(string))
			if _, ok := p["body"]; ok {
				t.Errorf("list item %v carries body, want none", p["slug"])
			}
			if p["status"] != "published" || p["published_at"] == nil {
				t.Errorf("list item %v: status %v, published_at %v", p["slug"], p["status"], p["published_at"])
			}
		}
		// Newest first: the seed lists its posts oldest first.
		var want []string
		for i := n - 1; i >= 0; i-- {
			want = append(want, seed.Posts[i].Slug)
		}
		if !slices.Equal(slugs, want) {
			t.Errorf("slugs: got %v, want %v (published only, newest first)", slugs, want)
		}
		checkEnvelope(t, "/api/blogs/", pubPage(t, ts, "/api/blogs/"), pubWant{n, 1, 1, n, 12, "1", fmt.Sprint(n), "null", "null"})
		checkEnvelope(t, "/api/blogs?page=2", pubPage(t, ts, "/api/blogs?page=2"), pubWant{0, 2, 1, n, 12, "null", "null", "/api/blogs?page=1", "null"})

		// One published post by slug, with its body.
		slug := seed.Posts[0].Slug
		for _, path := range []string{"/api/blogs/" + slug, "/api/blogs/" + slug + "/"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data store.Blog `json:"data"`
			}
			r.decode(t, &body)
			if body.Data.Slug != slug || body.Data.Title != seed.Posts[0].Title || !strings.Contains(body.Data.Body, "<h2>") {
				t.Errorf("GET %s: got slug %q, title %q, body %.60q", path, body.Data.Slug, body.Data.Title, body.Data.Body)
			}
		}
		for _, path := range []string{"/api/blogs/" + draft.Slug, "/api/blogs/" + scheduled.Slug, "/api/blogs/no-such-post"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusNotFound)
			if msg := r.json(t)["message"]; msg != "Post not found" {
				t.Errorf("GET %s: message: got %v, want %q", path, msg, "Post not found")
			}
		}

		// Once its date comes, the scheduled post appears, first.
		ts.advance(49 * time.Hour)
		env = pubPage(t, ts, "/api/blogs")
		if env.Total != n+1 || env.Data[0]["slug"] != scheduled.Slug {
			t.Errorf("after publication date: total %d, first %v; want %d and %q", env.Total, env.Data[0]["slug"], n+1, scheduled.Slug)
		}
		wantStatus(t, ts.get("/api/blogs/"+scheduled.Slug, ""), http.StatusOK)
		wantStatus(t, ts.get("/api/blogs/"+draft.Slug, ""), http.StatusNotFound)
	})
}

func TestSearch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := t.Context()
		svc, err := ts.store.CreateService(ctx, store.Service{Title: "Zyxwv Towing", Description: "Hurt by a tow truck."})
		if err != nil {
			t.Fatal(err)
		}
		law, err := ts.store.CreateStateLaw(ctx, store.StateLaw{Name: "Zyxwvland", Code: "ZQ", Title: "Zyxwvland Personal Injury Law", Description: "<p>Two <b>years</b>.</p>"})
		if err != nil {
			t.Fatal(err)
		}
		q, err := ts.store.CreateQuestion(ctx, store.Question{FAQQuestion: "What is a zyxwv claim?", Answer: "A made-up one."})
		if err != nil {
			t.Fatal(err)
		}
		post, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Zyxwv explained", Slug: "zyxwv-explained", Excerpt: "All about it.", Body: "<p>x</p>", Status: store.BlogPublished})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ts.store.CreateBlog(ctx, store.Blog{Title: "Zyxwv draft", Slug: "zyxwv-draft", Excerpt: "x", Body: "<p>x</p>", Status: store.BlogDraft}); err != nil {
			t.Fatal(err)
		}
		// The new question comes after the seeded ones in the public order:
		// its page is the last page of /api/questions.
		var faq struct {
			LastPage int `json:"last_page"`
			Data     []struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r := ts.get("/api/questions?page=999", "")
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &faq)
		questionPage := faq.LastPage
		r = ts.get(fmt.Sprintf("/api/questions?page=%d", questionPage), "")
		r.decode(t, &faq)
		if n := len(faq.Data); questionPage < 2 || n == 0 || faq.Data[n-1].ID != q.ID {
			t.Fatalf("questions page %d: got %+v, want the new question last on a page after the first", questionPage, faq.Data)
		}
		search := func(q string) []store.SearchHit {
			t.Helper()
			r := ts.get("/api/search?q="+q, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data []store.SearchHit `json:"data"`
			}
			r.decode(t, &body)
			if body.Data == nil {
				t.Errorf("q %q: data is null, want a list", q)
			}
			return body.Data
		}
		want := map[string]store.SearchHit{
			"service":   {Type: "service", ID: svc.ID, Title: "Zyxwv Towing", URL: fmt.Sprintf("/service-detail/%d", svc.ID)},
			"state_law": {Type: "state_law", ID: law.ID, Title: "Zyxwvland Personal Injury Law", URL: fmt.Sprintf("/state-law-detail/%d", law.ID)},
			"question":  {Type: "question", ID: q.ID, Title: "What is a zyxwv claim?", URL: fmt.Sprintf("/Faqs?page=%d#question-%d", questionPage, q.ID)},
			"blog":      {Type: "blog", ID: post.ID, Title: "Zyxwv explained", URL: "/blog/zyxwv-explained"},
		}
		for _, term := range []string{"zyxwv", "ZYXWV", "%20zyxwv%20"} {
			hits := search(term)
			if len(hits) != len(want) {
				t.Errorf("q %q: got %d hits %+v, want one of each type (drafts excluded)", term, len(hits), hits)
			}
			for _, h := range hits {
				w, ok := want[h.Type]
				if !ok || h.ID != w.ID || h.Title != w.Title || h.URL != w.URL {
					t.Errorf("q %q: hit %+v, want %+v", term, h, w)
				}
				if h.Snippet == "" || strings.Contains(h.Snippet, "<") {
					t.Errorf("q %q: %s snippet %q, want plain text", term, h.Type, h.Snippet)
				}
			}
		}
		// A match in the text only is found too, after title matches.
		hits := search("tow%20truck")
		if len(hits) == 0 || hits[0].ID != svc.ID {
			t.Errorf("q 'tow truck': got %+v, want the service found by its description", hits)
		}
		// At most 20 hits.
		if hits := search("accident"); len(hits) != 20 {
			t.Errorf("q accident: got %d hits, want the limit of 20", len(hits))
		}
		for _, term := range []string{"", "z", "%20z%20", "%25%25", "__"} {
			if hits := search(term); len(hits) != 0 {
				t.Errorf("q %q: got %d hits, want none", term, len(hits))
			}
		}
		if hits := search(strings.Repeat("a", 101)); len(hits) != 0 {
			t.Errorf("q of 101 characters: got %d hits, want none", len(hits))
		}
		wantStatus(t, ts.get("/api/search/?q=zyxwv", ""), http.StatusOK)
	})
}

// TestPublicTrailingSlash checks that every public GET route answers the
// same with and without a trailing slash.
func TestPublicTrailingSlash(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		paths := []string{
			"/api/site", "/api/all-services", "/api/card-services", "/api/service-detail/1", "/api/states",
			"/api/states/search?query=ne", "/api/state-law/1", "/api/questions", "/api/blogs",
			"/api/blogs/" + seed.Posts[0].Slug, "/api/search?q=car",
		}
		for _, p := range paths {
			path, query, _ := strings.Cut(p, "?")
			if query != "" {
				query = "?" + query
			}
			a, b := ts.get(path+query, ""), ts.get(path+"/"+query, "")
			if a.Code != http.StatusOK || b.Code != http.StatusOK {
				t.Errorf("%s: got %d without and %d with the slash, want 200 both", p, a.Code, b.Code)
				continue
			}
			if a.Body.String() != b.Body.String() {
				t.Errorf("%s: answers differ with a trailing slash:\n%s\n%s", p, a.Body.String(), b.Body.String())
			}
		}
	})
}

func TestAPINotFoundAndMethodNotAllowed(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, path := range []string{"/api/nope", "/api/nope/", "/api/", "/api/service-detail", "/api/service-detail/1/extra",
			"/api/blogs/a/b", "/api/auth", "/api/admin/nope", "/api/states/search/more"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusNotFound)
			if ct := r.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("GET %s: Content-Type %q, want JSON (never the web app)", path, ct)
			}
			if msg, _ := r.json(t)["message"].(string); msg == "" {
				t.Errorf("GET %s: no message in %s", path, r.Body.String())
			}
		}
		for _, c := range []struct {
			method, path, allow string
		}{
			{"POST", "/api/site", "GET, HEAD"},
			{"POST", "/api/site/", "GET, HEAD"},
			{"DELETE", "/api/all-services", "GET, HEAD"},
			{"PUT", "/api/card-services", "GET, HEAD"},
			{"POST", "/api/service-detail/1", "GET, HEAD"},
			{"PATCH", "/api/states", "GET, HEAD"},
			{"POST", "/api/states/search", "GET, HEAD"},
			{"DELETE", "/api/state-law/1", "GET, HEAD"},
			{"POST", "/api/questions", "GET, HEAD"},
			{"POST", "/api/blogs", "GET, HEAD"},
			{"DELETE", "/api/blogs/some-post", "GET, HEAD"},
			{"POST", "/api/search", "GET, HEAD"},
			{"GET", "/api/contact", "POST"},
			{"GET", "/api/contact/", "POST"},
			{"PUT", "/api/contact", "POST"},
			{"GET", "/api/auth/register", "POST"},
			{"GET", "/api/auth/login", "POST"},
			{"DELETE", "/api/auth/logout", "GET, HEAD, POST"},
			{"POST", "/api/auth/profile", "GET, HEAD"},
			{"DELETE", "/api/auth/inquiries", "GET, HEAD"},
		} {
			r := ts.do(request{method: c.method, path: c.path})
			if r.Code != http.StatusMethodNotAllowed {
				t.Errorf("%s %s: got %d, want 405; body %s", c.method, c.path, r.Code, r.Body.String())
				continue
			}
			if got := r.Header().Get("Allow"); got != c.allow {
				t.Errorf("%s %s: Allow: got %q, want %q", c.method, c.path, got, c.allow)
			}
			if msg, _ := r.json(t)["message"].(string); !strings.Contains(msg, c.method) {
				t.Errorf("%s %s: message %q does not name the method", c.method, c.path, msg)
			}
		}
		// HEAD works where GET does.
		if r := ts.do(request{method: "HEAD", path: "/api/site"}); r.Code != http.StatusOK {
			t.Errorf("HEAD /api/site: got %d, want 200", r.Code)
		}
	})
}

// TestPublicRoutesCovered makes sure this file and its neighbours keep up
// with the route table: every public or signed-in route is one these
// tests (or the file named beside it) call.
func TestPublicRoutesCovered(t *testing.T) {
	covered := []string{
		"GET /api/site", "GET /api/all-services", "GET /api/card-services", "GET /api/service-detail/{id}",
		"GET /api/states", "GET /api/states/search", "GET /api/state-law/{id}", "GET /api/questions",
		"GET /api/blogs", "GET /api/blogs/{slug}", "GET /api/search", "POST /api/contact",
		"POST /api/auth/register", "POST /api/auth/login", "GET /api/auth/logout", "POST /api/auth/logout",
		"GET /api/auth/profile", "GET /api/auth/inquiries",
		"POST /api/auth/verify-email", "POST /api/auth/resend-verification", "POST /api/auth/forgot-password",
		"POST /api/auth/reset-password", "POST /api/auth/change-password",
		"POST /api/opt-out",                                                                   // optout_test.go
		"POST /api/opt-out/link", "POST /api/opt-out/one-click", "GET /api/opt-out/one-click", // optout_link_test.go
		"POST /api/privacy-requests", "POST /api/privacy-requests/confirm", // privacy_requests_test.go
		"POST /api/partner/leads/{reference}/outcome", // partner_outcomes_test.go
		"POST /api/partner/leads/{reference}/return",  // returns_test.go
		"GET /api/partner/account", "GET /api/partner/leads", "GET /api/partner/leads/export", "GET /api/partner/leads/{reference}",
		"POST /api/partner/pause", "POST /api/partner/resume", "GET /api/partner/ledger", "POST /api/partner/webhook-secret",
		"POST /api/partner/webhook-test", "GET /api/partner/webhook-attempts", // partner_portal_test.go
		"GET /api/partner/change-requests", "POST /api/partner/change-requests", // change_requests_test.go
		"POST /api/visits",                                                                                    // visits_test.go
		"POST /api/case-evaluations/check", "POST /api/case-evaluations", "POST /api/case-evaluations/funnel", // case_evaluations_test.go
		"GET /api/experiments/assignments",                              // experiments_test.go
		"GET /api/openapi.json",                                         // openapi_test.go
		"POST /api/auth/invitation", "POST /api/auth/accept-invitation", // invitations_test.go
		"POST /api/auth/login/mfa", "POST /api/auth/mfa/totp/setup", "POST /api/auth/mfa/totp/confirm",
		"POST /api/auth/mfa/totp/disable", "POST /api/auth/mfa/recovery-codes", // two_step_test.go
		"POST /api/auth/confirm", "GET /api/auth/sessions", "DELETE /api/auth/sessions/{id}",
		"POST /api/auth/sessions/revoke-others", // sessions_test.go
		"GET /api/auth/passkeys", "POST /api/auth/passkeys/register/begin", "POST /api/auth/passkeys/register/finish",
		"PATCH /api/auth/passkeys/{id}", "DELETE /api/auth/passkeys/{id}", "POST /api/auth/passkeys/login/begin",
		"POST /api/auth/passkeys/login/finish", // passkeys_test.go
	}
	srv := New(nil, nil, nil, config.Config{}, nil, nil)
	for _, rt := range srv.routes() {
		if rt.access != access.Public && rt.access != access.SignedIn {
			continue
		}
		if key := rt.method + " " + rt.pattern; !slices.Contains(covered, key) {
			t.Errorf("route %s has no tests in public_test.go, account_test.go, account_mail_test.go or contact_test.go", key)
		}
	}
}

// TestPublicOddInput: a NUL or invalid UTF-8 in a query or path is not
// text either database can compare with (PostgreSQL refused it: a 500).
// Such input matches nothing.
func TestPublicOddInput(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, path := range []string{"/api/search?q=ca%00r", "/api/search?q=ca%ffr", "/api/states/search?query=a%00",
			"/api/states/search?query=%ff%fe"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			if got := strings.TrimSpace(r.Body.String()); got != `{"data":[]}` {
				t.Errorf("GET %s: got %s, want an empty list", path, got)
			}
		}
		for _, path := range []string{"/api/blogs/a%00b", "/api/blogs/%ff", "/api/service-detail/1%00", "/api/state-law/%ff"} {
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusNotFound)
			if msg, _ := r.json(t)["message"].(string); !strings.HasSuffix(msg, "not found") {
				t.Errorf("GET %s: message %q", path, msg)
			}
		}
	})
}
