package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// sweepFields are the field names the API's JSON bodies use; a body that
// sets all of them reaches every field of every route.
var sweepFields = []string{"title", "name", "first_name", "last_name", "email", "phone", "password", "password_confirmation",
	"current_password", "description", "body", "excerpt", "slug", "status", "notes", "reason", "answer", "faq_question", "code",
	"seo_title", "seo_description", "seo_keywords", "brand", "text", "token", "type", "details", "webhook_url", "webhook_secret",
	"timezone", "role", "zip_code", "zipCode", "state", "request_type", "message", "query", "q", "published_at"}

// TestTextNeitherDatabaseStores sends, to every route that reads a JSON
// body or a query, text no database column can hold on PostgreSQL (NUL,
// bytes that are not UTF-8): each answer must be a 2xx or a 4xx, never a
// 500 from the database refusing the write or the query.
func TestTextNeitherDatabaseStores(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, bad := range []string{"a\u0000b", "a\xffb"} {
			body := map[string]any{}
			for _, f := range sweepFields {
				body[f] = bad
			}
			// Plain JSON cannot carry \xff: json.Marshal would replace it,
			// so the body is written by hand.
			raw := mustJSON(t, body)
			if bad == "a\xffb" {
				raw = strings.ReplaceAll(raw, `a\ufffdb`, "a\xffb")
			}
			for _, rt := range jsonRoutes {
				token := ""
				if rt.as != "" {
					token = admin
				}
				r := ts.do(request{method: rt.method, path: rt.path, token: token, body: raw})
				if r.Code >= 500 {
					t.Errorf("%s %s with %q: %d %s", rt.method, rt.path, bad, r.Code, r.Body)
				}
			}
			for _, rt := range ts.server.routes() {
				if rt.method != "GET" {
					continue
				}
				path := strings.NewReplacer("{id}", "1", "{slug}", url.PathEscape(bad), "{reference}", url.PathEscape(bad)).Replace(rt.pattern)
				q := url.Values{}
				for _, p := range append([]string{"page", "from", "to", "format", "section", "query"}, listParams...) {
					q.Set(p, bad)
				}
				r := ts.do(request{method: "GET", path: path + "?" + q.Encode(), token: admin})
				if r.Code >= 500 {
					t.Errorf("GET %s?%s: %d %s", path, q.Encode(), r.Code, r.Body)
				}
			}
		}
		if r := ts.get("/api/site", ""); r.Code != http.StatusOK {
			t.Errorf("site after the sweep: %d", r.Code)
		}
	})
}

// TestLongSearchTerm (found by the HTTP sweep): a search of the admin
// lists longer than maxSearchTerm characters is a 422 on q, not the 500 of
// SQLite refusing the LIKE pattern; one of maxSearchTerm is searched.
func TestLongSearchTerm(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		// SQLite only builds the pattern when there are rows to match.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: submissionSeedBody}), http.StatusCreated)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/suppressions", token: admin, body: `{"phone":"5555550199"}`}), http.StatusCreated)
		for _, path := range []string{"/api/admin/leads", "/api/admin/leads/export", "/api/admin/users", "/api/admin/suppressions"} {
			r := ts.get(path+"?q="+strings.Repeat("a", 64<<10), admin)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs["q"]) == 0 {
				t.Errorf("%s: errors %v, want one on q", path, errs)
			}
			if r := ts.get(path+"?q="+strings.Repeat("é", maxSearchTerm), admin); r.Code != http.StatusOK {
				t.Errorf("%s with a search of %d characters: %d", path, maxSearchTerm, r.Code)
			}
		}
	})
}
