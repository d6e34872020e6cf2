package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/content"
	"claimsite/internal/store"
	"claimsite/internal/webui"
)

// spanishFixtures are records made through the admin API for the Spanish
// tests: one of each kind with a Spanish version and one without.
type spanishFixtures struct {
	service, englishService store.Service
	law, englishLaw         store.StateLaw
	question, englishQ      store.Question
	post, englishPost       store.Blog
}

func makeSpanishFixtures(t *testing.T, ts *testServer, token string) spanishFixtures {
	t.Helper()
	var f spanishFixtures
	save := func(path string, body any, key string, v any) {
		t.Helper()
		r := ts.do(request{method: "POST", path: path, token: token, body: body})
		wantStatus(t, r, http.StatusCreated)
		var answer map[string]json.RawMessage
		r.decode(t, &answer)
		if err := json.Unmarshal(answer[key], v); err != nil {
			t.Fatal(err)
		}
	}
	// A multipart form sends es as the JSON of the object, as the admin
	// web app does.
	save("/api/admin/services", newMultipart(map[string]string{"title": "Quokka bites", "description": "Quokka attacks happen.",
		"es": `{"title": "Mordeduras de quokka", "description": "Los ataques de quokka ocurren.", "seo_title": "Quokka SEO"}`}).done(),
		"service", &f.service)
	save("/api/admin/services", map[string]any{"title": "Wombat collisions", "description": "Only in English."}, "service", &f.englishService)
	save("/api/admin/state_laws", map[string]any{"name": "Utopia", "code": "UU", "title": "Utopia injury law",
		"description": `<p>Utopia.</p><div data-fact="statute"></div>`,
		"es":          map[string]any{"name": "Utopía", "title": "Ley de lesiones de Utopía", "description": `<p>Utopía quokka.</p><div data-fact="statute"></div><script>x</script>`}},
		"state_law", &f.law)
	save("/api/admin/state_laws", map[string]any{"name": "Atlantis", "code": "AX", "title": "Atlantis law", "description": "<p>Atlantis.</p>"}, "state_law", &f.englishLaw)
	save("/api/admin/questions", map[string]any{"faq_question": "Do quokkas bite?", "answer": "Rarely.",
		"es": map[string]any{"faq_question": "¿Muerden los quokkas?", "answer": "Rara vez."}}, "question", &f.question)
	save("/api/admin/questions", map[string]any{"faq_question": "English only?", "answer": "Yes."}, "question", &f.englishQ)
	save("/api/admin/blogs", map[string]any{"title": "Quokka season", "slug": "quokka-season", "body": "<p>Season.</p>", "status": "published",
		"es": map[string]any{"title": "Temporada de quokkas", "slug": "temporada-de-quokkas", "excerpt": "Resumen", "body": "<p>Temporada.</p>"}},
		"blog", &f.post)
	save("/api/admin/blogs", map[string]any{"title": "Wombat season", "slug": "wombat-season", "body": "<p>English.</p>", "status": "published"}, "blog", &f.englishPost)
	return f
}

// TestSpanishContentAPI: ?lang=es answers only the records with a Spanish
// version, their top-level fields in Spanish and es present; English
// answers carry es (object or null); a detail without its Spanish version
// is a 404 in Spanish; any other lang is a 422.
func TestSpanishContentAPI(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		f := makeSpanishFixtures(t, ts, ts.admin())
		if f.service.ES == nil || f.service.ES.Title != "Mordeduras de quokka" || f.service.ES.SEOTitle != "Quokka SEO" || f.englishService.ES != nil {
			t.Fatalf("saved services: %+v / %+v", f.service.ES, f.englishService.ES)
		}
		if f.law.ES == nil || strings.Contains(f.law.ES.Description, "script") || !strings.Contains(f.law.ES.Description, `<div data-fact="statute"></div>`) {
			t.Errorf("Spanish state page description not sanitised as a state page: %+v", f.law.ES)
		}

		// Lists in Spanish: only records with a Spanish version.
		type item struct {
			ID    int64           `json:"id"`
			Title string          `json:"title"`
			Name  string          `json:"name"`
			Slug  string          `json:"slug"`
			Q     string          `json:"faq_question"`
			ES    json.RawMessage `json:"es"`
		}
		list := func(path string) []item {
			t.Helper()
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Data []item `json:"data"`
			}
			r.decode(t, &body)
			for _, it := range body.Data {
				if it.ES == nil {
					t.Errorf("%s: item %d has no es field", path, it.ID)
				}
				if strings.Contains(path, "lang=es") && string(it.ES) == "null" {
					t.Errorf("%s: item %d has no Spanish version", path, it.ID)
				}
			}
			return body.Data
		}
		has := func(items []item, id int64) (item, bool) {
			for _, it := range items {
				if it.ID == id {
					return it, true
				}
			}
			return item{}, false
		}
		for _, c := range []struct {
			path            string
			spanish, absent int64
			title           string
		}{
			{"/api/all-services", f.service.ID, f.englishService.ID, "Mordeduras de quokka"},
			{"/api/card-services?page=1", 0, 0, ""}, // seeded services fill the first page
			{"/api/states", f.law.ID, f.englishLaw.ID, ""},
			{"/api/questions?page=1", 0, 0, ""},
			{"/api/blogs", f.post.ID, f.englishPost.ID, "Temporada de quokkas"},
		} {
			path := c.path + map[bool]string{true: "&", false: "?"}[strings.Contains(c.path, "?")] + "lang=es"
			items := list(path)
			if c.spanish == 0 {
				continue
			}
			got, ok := has(items, c.spanish)
			if !ok {
				t.Errorf("%s: record %d with a Spanish version missing", path, c.spanish)
			}
			if c.title != "" && got.Title != c.title {
				t.Errorf("%s: title %q, want %q", path, got.Title, c.title)
			}
			if _, ok := has(items, c.absent); ok {
				t.Errorf("%s: record %d without a Spanish version listed", path, c.absent)
			}
			english := list(c.path)
			if e, ok := has(english, c.absent); !ok || string(e.ES) != "null" {
				t.Errorf("%s: English-only record %d: listed %v, es %s", c.path, c.absent, ok, e.ES)
			}
		}
		if states := list("/api/states?lang=es"); true {
			if s, _ := has(states, f.law.ID); s.Name != "Utopía" {
				t.Errorf("Spanish states: Utopia named %q", s.Name)
			}
		}
		lastQuestionPage := func(lang string) []item {
			var all []item
			for page := 1; page < 20; page++ {
				items := list(fmt.Sprintf("/api/questions?page=%d%s", page, lang))
				if len(items) == 0 {
					break
				}
				all = append(all, items...)
			}
			return all
		}
		if q, ok := has(lastQuestionPage("&lang=es"), f.question.ID); !ok || q.Q != "¿Muerden los quokkas?" {
			t.Errorf("Spanish FAQ: %+v, %v", q, ok)
		}
		if _, ok := has(lastQuestionPage("&lang=es"), f.englishQ.ID); ok {
			t.Error("Spanish FAQ lists an English-only question")
		}

		// Details.
		r := ts.get(fmt.Sprintf("/api/service-detail/%d?lang=es", f.service.ID), "")
		wantStatus(t, r, http.StatusOK)
		var svc store.Service
		dataOf(t, r, "data", &svc)
		if svc.Title != "Mordeduras de quokka" || svc.Description != "Los ataques de quokka ocurren." || svc.SEOTitle != "Quokka SEO" || svc.ES == nil {
			t.Errorf("Spanish service: %+v", svc)
		}
		r = ts.get(fmt.Sprintf("/api/service-detail/%d", f.service.ID), "")
		dataOf(t, r, "data", &svc)
		if svc.Title != "Quokka bites" || svc.ES == nil || svc.ES.Title != "Mordeduras de quokka" {
			t.Errorf("English service: %+v", svc)
		}
		r = ts.get(fmt.Sprintf("/api/state-law/%d?lang=es", f.law.ID), "")
		wantStatus(t, r, http.StatusOK)
		var law store.StateLaw
		dataOf(t, r, "data", &law)
		if law.Name != "Utopía" || law.Title != "Ley de lesiones de Utopía" || law.Code != "UU" {
			t.Errorf("Spanish state page: %+v", law)
		}
		r = ts.get("/api/blogs/temporada-de-quokkas?lang=es", "")
		wantStatus(t, r, http.StatusOK)
		var post store.Blog
		dataOf(t, r, "data", &post)
		if post.Title != "Temporada de quokkas" || post.Slug != "temporada-de-quokkas" || post.Body != "<p>Temporada.</p>" || post.ES == nil {
			t.Errorf("Spanish post: %+v", post)
		}
		for _, path := range []string{
			fmt.Sprintf("/api/service-detail/%d?lang=es", f.englishService.ID),
			fmt.Sprintf("/api/state-law/%d?lang=es", f.englishLaw.ID),
			"/api/blogs/wombat-season?lang=es",
			"/api/blogs/quokka-season?lang=es",        // the English slug is no Spanish address
			"/api/blogs/temporada-de-quokkas?lang=en", // nor the Spanish one an English address
		} {
			wantStatus(t, ts.get(path, ""), http.StatusNotFound)
		}

		// Any other lang is a 422 on lang, on every route that takes it.
		for _, path := range []string{"/api/site", "/api/all-services", "/api/card-services", "/api/service-detail/1", "/api/states",
			"/api/states/search?query=ca", "/api/state-law/1", "/api/questions", "/api/blogs", "/api/blogs/quokka-season", "/api/search?q=quokka"} {
			sep := "?"
			if strings.Contains(path, "?") {
				sep = "&"
			}
			for _, lang := range []string{"fr", "ES", "es-US", "x"} {
				r := ts.get(path+sep+"lang="+url.QueryEscape(lang), "")
				wantStatus(t, r, http.StatusUnprocessableEntity)
				if errs := r.fieldErrors(t); len(errs["lang"]) == 0 {
					t.Errorf("%s lang=%s: errors %v, want one on lang", path, lang, errs)
				}
			}
			wantStatusIn(t, ts.get(path+sep+"lang=en", ""), http.StatusOK)
		}

		// Removing the Spanish version takes the record off the Spanish site.
		r = ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/services/%d", f.service.ID), token: ts.user(access.Editor, "editor@example.com"), body: map[string]any{"es": nil}})
		wantStatus(t, r, http.StatusOK)
		if _, saved := adminSaved[store.Service](t, r, "service"); saved.ES != nil || saved.Title != "Quokka bites" {
			t.Errorf("after es: null: %+v", saved)
		}
		wantStatus(t, ts.get(fmt.Sprintf("/api/service-detail/%d?lang=es", f.service.ID), ""), http.StatusNotFound)
	})
}

// wantStatusIn is wantStatus for answers of any 2xx.
func wantStatusIn(t *testing.T, r response, want int) {
	t.Helper()
	if r.Code/100 != want/100 {
		t.Errorf("status: got %d, want %d; body: %.200s", r.Code, want, r.Body.String())
	}
}

// TestSpanishAnswersCachedApart: the answer cache keys on lang, so an
// English answer is never served for Spanish or the other way round, and
// a Spanish edit refreshes the Spanish answers.
func TestSpanishAnswersCachedApart(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		f := makeSpanishFixtures(t, ts, token)
		ts.keepAnswers = true
		path := fmt.Sprintf("/api/service-detail/%d", f.service.ID)
		title := func(p string) string {
			t.Helper()
			r := ts.get(p, "")
			wantStatus(t, r, http.StatusOK)
			var v store.Service
			dataOf(t, r, "data", &v)
			return v.Title
		}
		for range 2 {
			if en, es := title(path), title(path+"?lang=es"); en != "Quokka bites" || es != "Mordeduras de quokka" {
				t.Fatalf("cached answers: English %q, Spanish %q", en, es)
			}
			if en := title(path + "?lang=en"); en != "Quokka bites" {
				t.Fatalf("lang=en: %q", en)
			}
		}
		r := ts.do(request{method: "PUT", path: "/api/admin/services/" + fmt.Sprint(f.service.ID), token: token,
			body: map[string]any{"es": map[string]any{"title": "Mordidas de quokka"}}})
		wantStatus(t, r, http.StatusOK)
		if es := title(path + "?lang=es"); es != "Mordidas de quokka" {
			t.Errorf("after a Spanish edit: %q", es)
		}
		site := func(p string) string {
			t.Helper()
			r := ts.get(p, "")
			wantStatus(t, r, http.StatusOK)
			var v siteSettings
			dataOf(t, r, "data", &v)
			return v.CTALabel
		}
		if en, es := site("/api/site"), site("/api/site?lang=es"); en == es || es == "" {
			t.Errorf("site: English %q, Spanish %q", en, es)
		}
	})
}

// TestSpanishSearch: with lang=es the search reads the Spanish texts of the
// records that have them and links the Spanish pages.
func TestSpanishSearch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		f := makeSpanishFixtures(t, ts, ts.admin())
		search := func(q, lang string) []store.SearchHit {
			t.Helper()
			r := ts.get("/api/search?q="+url.QueryEscape(q)+lang, "")
			wantStatus(t, r, http.StatusOK)
			var hits []store.SearchHit
			dataOf(t, r, "data", &hits)
			return hits
		}
		urls := func(hits []store.SearchHit) map[string]string {
			m := map[string]string{}
			for _, h := range hits {
				m[h.URL] = h.Title
			}
			return m
		}
		es := urls(search("quokka", "&lang=es"))
		for u, title := range map[string]string{
			fmt.Sprintf("/es/service-detail/%d", f.service.ID): "Mordeduras de quokka",
			fmt.Sprintf("/es/state-law-detail/%d", f.law.ID):   "Ley de lesiones de Utopía",
			"/es/blog/temporada-de-quokkas":                    "Temporada de quokkas",
		} {
			if es[u] != title {
				t.Errorf("Spanish search: %s titled %q, want %q (hits %v)", u, es[u], title, es)
			}
		}
		for u := range es {
			if !strings.HasPrefix(u, "/es/") {
				t.Errorf("Spanish search links an English page: %s", u)
			}
		}
		hits := search("muerden los quokkas", "&lang=es")
		if len(hits) != 1 || hits[0].Type != "question" || !strings.HasPrefix(hits[0].URL, "/es/Faqs?page=") {
			t.Fatalf("Spanish question hit: %+v", hits)
		}
		// Its page is the one of the Spanish FAQ list that holds it.
		page, _, _ := strings.Cut(strings.TrimPrefix(hits[0].URL, "/es/Faqs?page="), "#")
		r := ts.get("/api/questions?lang=es&page="+page, "")
		var questions []store.Question
		dataOf(t, r, "data", &questions)
		if !slices.ContainsFunc(questions, func(q store.Question) bool { return q.ID == f.question.ID }) {
			t.Errorf("page %s of the Spanish FAQ does not hold question %d: %+v", page, f.question.ID, questions)
		}
		// The Spanish words are not in the English texts, nor the other way.
		if hits := search("mordeduras", ""); len(hits) != 0 {
			t.Errorf("English search found Spanish text: %+v", hits)
		}
		if hits := search("wombat", "&lang=es"); len(hits) != 0 {
			t.Errorf("Spanish search found English-only records: %+v", hits)
		}
	})
}

// TestSpanishAdminValidation: the Spanish fields follow the English
// fields' rules, with errors keyed es.field; a Spanish slug is unique
// among Spanish slugs (an English slug may equal it), a Spanish state name
// among Spanish names; an editor edits them; the audit names es fields.
func TestSpanishAdminValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		f := makeSpanishFixtures(t, ts, admin)
		editor := ts.user(access.Editor, "editor@example.com")
		for _, c := range []struct {
			name, path string
			body       any
			want       []string
		}{
			{"service without Spanish title", "/api/admin/services", map[string]any{"title": "A", "description": "B", "es": map[string]any{"description": "x"}}, []string{"es.title"}},
			{"service Spanish too long", "/api/admin/services", map[string]any{"title": "A", "description": "B",
				"es": map[string]any{"title": strings.Repeat("a", 256), "description": "x", "seo_description": strings.Repeat("d", 501)}}, []string{"es.title", "es.seo_description"}},
			{"question empty Spanish", "/api/admin/questions", map[string]any{"faq_question": "Q?", "answer": "A", "es": map[string]any{}}, []string{"es.faq_question", "es.answer"}},
			{"state Spanish name taken", "/api/admin/state_laws", map[string]any{"name": "Elsewhere", "code": "EW", "title": "T", "description": "<p>d</p>",
				"es": map[string]any{"name": "utopía", "title": "T", "description": "<p>d</p>"}}, []string{"es.name"}},
			{"state Spanish description empty once sanitised", "/api/admin/state_laws", map[string]any{"name": "Elsewhere", "code": "EW", "title": "T", "description": "<p>d</p>",
				"es": map[string]any{"name": "Otro lugar", "title": "T", "description": "<script>alert(1)</script>"}}, []string{"es.description"}},
			{"post Spanish slug taken", "/api/admin/blogs", map[string]any{"title": "T", "body": "<p>b</p>",
				"es": map[string]any{"title": "T", "slug": "temporada-de-quokkas", "body": "<p>b</p>"}}, []string{"es.slug"}},
			{"post Spanish slug malformed", "/api/admin/blogs", map[string]any{"title": "T", "body": "<p>b</p>",
				"es": map[string]any{"title": "T", "slug": "Not A Slug", "body": "<p>b</p>"}}, []string{"es.slug"}},
			{"post without Spanish body", "/api/admin/blogs", map[string]any{"title": "T", "body": "<p>b</p>", "es": map[string]any{"title": "T"}}, []string{"es.body"}},
		} {
			r := ts.do(request{method: "POST", path: c.path, token: editor, body: c.body})
			if r.Code != http.StatusUnprocessableEntity {
				t.Errorf("%s: status %d, want 422: %s", c.name, r.Code, r.Body.String())
				continue
			}
			errs := r.fieldErrors(t)
			for _, key := range c.want {
				if len(errs[key]) == 0 {
					t.Errorf("%s: no error on %s: %v", c.name, key, errs)
				}
			}
			if len(errs) != len(c.want) {
				t.Errorf("%s: errors %v, want only %v", c.name, errs, c.want)
			}
		}
		// Not an object.
		r := ts.do(request{method: "POST", path: "/api/admin/questions", token: editor, body: map[string]any{"faq_question": "Q", "answer": "A", "es": "text"}})
		wantStatus(t, r, http.StatusBadRequest)
		r = ts.do(request{method: "POST", path: "/api/admin/questions", token: editor, body: map[string]any{"faq_question": "Q", "answer": "A", "es": map[string]any{"answer": 1}}})
		wantStatus(t, r, http.StatusBadRequest)

		// An editor writes Spanish versions; a Spanish slug may equal an
		// English one, and a generated one gets a free suffix among the
		// Spanish slugs.
		r = ts.do(request{method: "POST", path: "/api/admin/blogs", token: editor, body: map[string]any{"title": "Same", "slug": "same-slug", "body": "<p>b</p>",
			"es": map[string]any{"title": "Temporada de quokkas", "body": "<p>b</p>"}}})
		wantStatus(t, r, http.StatusCreated)
		if _, post := adminSaved[store.Blog](t, r, "blog"); post.ES == nil || post.ES.Slug != "temporada-de-quokkas-2" {
			t.Errorf("generated Spanish slug: %+v", post.ES)
		}
		r = ts.do(request{method: "POST", path: "/api/admin/blogs", token: editor, body: map[string]any{"title": "Other", "slug": "other", "body": "<p>b</p>",
			"es": map[string]any{"title": "Otro", "slug": "quokka-season", "body": "<p>b</p>"}}})
		wantStatus(t, r, http.StatusCreated)

		// A partial update keeps the Spanish fields it does not name, and
		// the audit names the Spanish fields that changed.
		r = ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/questions/%d", f.question.ID), token: editor, body: map[string]any{"es": map[string]any{"answer": "Casi nunca."}}})
		wantStatus(t, r, http.StatusOK)
		if _, q := adminSaved[store.Question](t, r, "question"); q.ES == nil || q.ES.FAQQuestion != "¿Muerden los quokkas?" || q.ES.Answer != "Casi nunca." || q.Answer != "Rarely." {
			t.Errorf("partial Spanish update: %+v %+v", q, q.ES)
		}
		events := auditEvents(t, ts, admin, "").Data
		found := false
		for _, e := range events {
			if e.RecordID == fmt.Sprint(f.question.ID) && strings.Contains(e.Summary, "es.answer") {
				found = !strings.Contains(e.Summary, "es.faq_question")
			}
		}
		if !found {
			t.Errorf("no audit event naming es.answer alone for question %d: %+v", f.question.ID, events[:min(3, len(events))])
		}
	})
}

// TestSpanishSiteSettings: /api/site?lang=es answers the Spanish text
// settings, the English one where a Spanish text is empty; the admin edits
// them beside the English ones, with errors keyed es.field.
func TestSpanishSiteSettings(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		site := func(lang string) siteSettings {
			t.Helper()
			r := ts.get("/api/site"+lang, "")
			wantStatus(t, r, http.StatusOK)
			var v siteSettings
			dataOf(t, r, "data", &v)
			return v
		}
		es := site("?lang=es")
		if es.FooterDisclaimer == "" || es.Hero.Headline == "" || es.Hero.Subline == "" || es.CTALabel == "" || es.Popup.Headline == "" {
			t.Errorf("a Spanish text is empty: %+v", es)
		}
		if en := site(""); en.CTALabel == es.CTALabel || en.Brand != es.Brand || en.Phone != es.Phone {
			t.Errorf("English %q / Spanish %q", en.CTALabel, es.CTALabel)
		}
		r := ts.do(request{method: "PUT", path: "/api/admin/settings", token: admin, body: map[string]any{"es": map[string]any{"cta_label": "Hable con un abogado", "hero_headline": ""}}})
		wantStatus(t, r, http.StatusOK)
		got := site("?lang=es")
		if got.CTALabel != "Hable con un abogado" || got.Hero.Headline != site("").Hero.Headline || got.FooterDisclaimer != es.FooterDisclaimer {
			t.Errorf("after the save: %+v", got)
		}
		r = ts.get("/api/admin/settings", admin)
		var saved struct {
			ES map[string]string `json:"es"`
		}
		dataOf(t, r, "data", &saved)
		if saved.ES["cta_label"] != "Hable con un abogado" || saved.ES["hero_headline"] != "" || saved.ES["footer_disclaimer"] == "" {
			t.Errorf("admin settings es: %v", saved.ES)
		}
		r = ts.do(request{method: "PUT", path: "/api/admin/settings", token: admin, body: map[string]any{"es": map[string]any{"cta_label": strings.Repeat("x", 41), "brand": "x"}}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["es.brand"]) == 0 {
			t.Errorf("errors %v, want es.brand (no Spanish setting)", errs)
		}
		r = ts.do(request{method: "PUT", path: "/api/admin/settings", token: admin, body: map[string]any{"es": map[string]any{"cta_label": strings.Repeat("x", 41)}}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["es.cta_label"]) == 0 {
			t.Errorf("errors %v, want es.cta_label", errs)
		}
		// An editor may not change settings, Spanish or not.
		editor := ts.user(access.Editor, "editor@example.com")
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/settings", token: editor, body: map[string]any{"es": map[string]any{"cta_label": "x"}}}), http.StatusForbidden)
	})
}

// TestRecordExistsPerLanguage: a Spanish record page exists only where the
// record has its Spanish version (a post by its Spanish slug).
func TestRecordExistsPerLanguage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		f := makeSpanishFixtures(t, ts, ts.admin())
		exists := RecordExists(ts.store)
		ctx := context.Background()
		for _, c := range []struct {
			kind, key, lang string
			want            bool
		}{
			{string(content.Services), idKey(f.service.ID), webui.English, true},
			{string(content.Services), idKey(f.service.ID), webui.Spanish, true},
			{string(content.Services), idKey(f.englishService.ID), webui.English, true},
			{string(content.Services), idKey(f.englishService.ID), webui.Spanish, false},
			{string(content.Services), "999999", webui.Spanish, false},
			{string(content.StateLaws), idKey(f.law.ID), webui.Spanish, true},
			{string(content.StateLaws), idKey(f.englishLaw.ID), webui.Spanish, false},
			{string(content.StateLaws), idKey(f.englishLaw.ID), webui.English, true},
			{string(content.Posts), "quokka-season", webui.English, true},
			{string(content.Posts), "quokka-season", webui.Spanish, false},
			{string(content.Posts), "temporada-de-quokkas", webui.Spanish, true},
			{string(content.Posts), "temporada-de-quokkas", webui.English, false},
			{string(content.Posts), "wombat-season", webui.Spanish, false},
		} {
			if got := exists(ctx, c.kind, c.key, c.lang); got != c.want {
				t.Errorf("Exists(%s, %s, %s) = %v, want %v", c.kind, c.key, c.lang, got, c.want)
			}
		}
	})
}

// TestSitemapAlternates: every public route of the table is in the
// sitemap in English and, where its Spanish twin exists, in Spanish; both
// entries name both versions and x-default (the English page), each
// naming itself, reciprocally; a record without its Spanish version is
// listed in English only, without alternates.
func TestSitemapAlternates(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		f := makeSpanishFixtures(t, ts, ts.admin())
		got, alternates := ts.sitemapWithAlternates(t)
		diffSitemap(t, "with Spanish records", got, ts.expectedSitemap(t))

		// Each route of the table marked for the sitemap, by its pages.
		routes := map[string]bool{}
		for _, page := range webui.SitemapPages() {
			routes[page.Pattern] = true
			var pairs [][2]string // English path, Spanish path ("" for none)
			switch page.Kind {
			case "":
				pairs = [][2]string{{page.Pattern, page.In(webui.Spanish)}}
			case "service":
				pairs = [][2]string{
					{fillPlaceholder(page.Pattern, idKey(f.service.ID)), fillPlaceholder(page.In(webui.Spanish), idKey(f.service.ID))},
					{fillPlaceholder(page.Pattern, idKey(f.englishService.ID)), ""},
				}
			case "state_law":
				pairs = [][2]string{
					{fillPlaceholder(page.Pattern, idKey(f.law.ID)), fillPlaceholder(page.In(webui.Spanish), idKey(f.law.ID))},
					{fillPlaceholder(page.Pattern, idKey(f.englishLaw.ID)), ""},
				}
			case "post":
				pairs = [][2]string{
					{fillPlaceholder(page.Pattern, "quokka-season"), fillPlaceholder(page.In(webui.Spanish), "temporada-de-quokkas")},
					{fillPlaceholder(page.Pattern, "wombat-season"), ""},
				}
			default:
				t.Errorf("sitemap route %s of kind %q: this test does not know it", page.Pattern, page.Kind)
			}
			for _, pair := range pairs {
				en, es := testPublicURL+pair[0], testPublicURL+pair[1]
				if _, ok := got[en]; !ok {
					t.Errorf("%s missing", en)
					continue
				}
				if pair[1] == "" {
					if alternates[en] != nil {
						t.Errorf("%s has no Spanish version but alternates %v", en, alternates[en])
					}
					if _, ok := got[testPublicURL+webui.PathIn(webui.Spanish, pair[0])]; ok {
						t.Errorf("Spanish twin of %s listed without a Spanish version", en)
					}
					continue
				}
				want := map[string]string{"en-US": en, "es-US": es, "x-default": en}
				for _, loc := range []string{en, es} {
					if _, ok := got[loc]; !ok {
						t.Errorf("%s missing", loc)
					}
					if fmt.Sprint(alternates[loc]) != fmt.Sprint(want) {
						t.Errorf("%s alternates %v, want %v", loc, alternates[loc], want)
					}
				}
			}
		}
		for _, p := range []string{"/", "/services", "/service-detail/{id}", "/state-law-detail/{id}", "/blog/{slug}", "/Faqs"} {
			if !routes[p] {
				t.Errorf("route %s not among the sitemap's routes %v", p, routes)
			}
		}

		// Reciprocity over the whole sitemap: every alternate is listed
		// and names the same set; every URL with alternates names itself.
		for loc, alts := range alternates {
			self := false
			for _, href := range alts {
				self = self || href == loc
				if fmt.Sprint(alternates[href]) != fmt.Sprint(alts) {
					t.Errorf("%s names %s, whose alternates %v differ from %v", loc, href, alternates[href], alts)
				}
			}
			if !self || alts["x-default"] != alts["en-US"] || len(alts) != 3 {
				t.Errorf("%s: alternates %v (itself among them, x-default the English)", loc, alts)
			}
		}
		for loc := range got {
			if strings.HasPrefix(loc, testPublicURL+"/es") && alternates[loc] == nil {
				t.Errorf("Spanish page %s without alternates", loc)
			}
		}
	}, withPublicURL)
}

func idKey(v int64) string { return fmt.Sprint(v) }

// TestAdminListsCountMissingSpanish: each admin content list says how many
// of its records lack a Spanish version.
func TestAdminListsCountMissingSpanish(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		missing := func(kind string) int {
			t.Helper()
			r := ts.get("/api/admin/"+kind, admin)
			wantStatus(t, r, http.StatusOK)
			var body struct {
				Missing *int `json:"missing_spanish"`
			}
			r.decode(t, &body)
			if body.Missing == nil {
				t.Fatalf("%s: no missing_spanish in %.200s", kind, r.Body.String())
			}
			return *body.Missing
		}
		before := map[string]int{}
		kinds := []string{"services", "state_laws", "questions", "blogs"}
		for _, k := range kinds {
			before[k] = missing(k)
		}
		makeSpanishFixtures(t, ts, admin) // one record of each kind with, one without
		for _, k := range kinds {
			if got := missing(k); got != before[k]+1 {
				t.Errorf("%s: %d missing, want %d", k, got, before[k]+1)
			}
		}
	})
}

// TestDetailAlternates: a detail answer, in either language, names the
// record's page in each language (null for a missing Spanish version), a
// post's with its Spanish slug: what a page's hreflang links and language
// switch link to.
func TestDetailAlternates(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		f := makeSpanishFixtures(t, ts, ts.admin())
		str := func(s string) *string { return &s }
		for _, c := range []struct {
			path string
			want alternates
		}{
			{fmt.Sprintf("/api/service-detail/%d", f.service.ID), alternates{fmt.Sprintf("/service-detail/%d", f.service.ID), str(fmt.Sprintf("/es/service-detail/%d", f.service.ID))}},
			{fmt.Sprintf("/api/service-detail/%d?lang=es", f.service.ID), alternates{fmt.Sprintf("/service-detail/%d", f.service.ID), str(fmt.Sprintf("/es/service-detail/%d", f.service.ID))}},
			{fmt.Sprintf("/api/service-detail/%d", f.englishService.ID), alternates{fmt.Sprintf("/service-detail/%d", f.englishService.ID), nil}},
			{fmt.Sprintf("/api/state-law/%d?lang=es", f.law.ID), alternates{fmt.Sprintf("/state-law-detail/%d", f.law.ID), str(fmt.Sprintf("/es/state-law-detail/%d", f.law.ID))}},
			{fmt.Sprintf("/api/state-law/%d", f.englishLaw.ID), alternates{fmt.Sprintf("/state-law-detail/%d", f.englishLaw.ID), nil}},
			{"/api/blogs/quokka-season", alternates{"/blog/quokka-season", str("/es/blog/temporada-de-quokkas")}},
			{"/api/blogs/temporada-de-quokkas?lang=es", alternates{"/blog/quokka-season", str("/es/blog/temporada-de-quokkas")}},
			{"/api/blogs/wombat-season", alternates{"/blog/wombat-season", nil}},
		} {
			r := ts.get(c.path, "")
			wantStatus(t, r, http.StatusOK)
			var got struct {
				Alternates alternates `json:"alternates"`
			}
			dataOf(t, r, "data", &got)
			if got.Alternates.EN != c.want.EN || (got.Alternates.ES == nil) != (c.want.ES == nil) || (c.want.ES != nil && *got.Alternates.ES != *c.want.ES) {
				t.Errorf("GET %s: alternates %+v (es %v), want %+v (es %v)", c.path, got.Alternates, deref(got.Alternates.ES), c.want, deref(c.want.ES))
			}
		}
	})
}

func deref(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}
