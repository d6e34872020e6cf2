package webui

import (
	"strings"
	"testing"
)

// TestParseRoutesPermissions: every admin page names the staff permission
// it needs, and only admin pages name one.
func TestParseRoutesPermissions(t *testing.T) {
	for _, r := range Routes() {
		if (r.Area == "admin") != (r.Permission != "") {
			t.Errorf("routes.json: %s (%s) has permission %q", r.Name, r.Area, r.Permission)
		}
	}
	for _, c := range []struct{ name, route, want string }{
		{"admin page without one", `{"name": "a", "path": "/admin/a", "area": "admin"}`, "names a permission"},
		{"public page with one", `{"name": "a", "path": "/a", "area": "public", "permission": "content"}`, "names a permission"},
		{"unknown", `{"name": "a", "path": "/admin/a", "area": "admin", "permission": "everything"}`, "no staff permission"},
		{"the partner portal's", `{"name": "a", "path": "/admin/a", "area": "admin", "permission": "partner_portal"}`, "no staff permission"},
		{"signed in", `{"name": "a", "path": "/admin/a", "area": "admin", "permission": "signed_in"}`, "no staff permission"},
	} {
		if _, err := ParseRoutes([]byte(`{"routes": [` + c.route + `]}`)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := ParseRoutes([]byte(`{"routes": [{"name": "a", "path": "/admin/a", "area": "admin", "permission": "leads"}]}`)); err != nil {
		t.Errorf("an intake page: %v", err)
	}
}

// TestSpanishTwins: every public page has its Spanish twin at /es plus its
// path, with the same name and record; no other page has one.
func TestSpanishTwins(t *testing.T) {
	english, spanish := map[string]Route{}, map[string]Route{}
	for _, rt := range Routes() {
		switch rt.Language {
		case English:
			english[rt.Name] = rt
		case Spanish:
			spanish[rt.Name] = rt
		default:
			t.Errorf("route %s: language %q", rt.Name, rt.Language)
		}
	}
	for name, en := range english {
		es, ok := spanish[name]
		if ok != en.Public() {
			t.Errorf("route %s (%s): Spanish twin %v", name, en.Area, ok)
			continue
		}
		if ok && (es.Path != PathIn(Spanish, en.Path) || es.Record != en.Record || es.Sitemap != en.Sitemap || es.Area != en.Area) {
			t.Errorf("route %s: twin %+v of %+v", name, es, en)
		}
	}
	for _, c := range []struct{ path, lang string }{
		{"/", English}, {"/es", Spanish}, {"/es/", Spanish}, {"/ES/services", Spanish}, {"/es/blog/x", Spanish},
		{"/espanol", English}, {"/escape/es", English}, {"/e", English}, {"", English},
	} {
		if got := LanguageOf(c.path); got != c.lang {
			t.Errorf("LanguageOf(%q) = %q, want %q", c.path, got, c.lang)
		}
	}
	if PathIn(Spanish, "/") != "/es" || PathIn(Spanish, "/Faqs") != "/es/Faqs" || PathIn(English, "/Faqs") != "/Faqs" {
		t.Error("PathIn")
	}
	m, ok := matchPath("/es/state-law-detail/44")
	if !ok || m.route.Name != "stateLawDetail" || m.route.Language != Spanish || m.key != "44" || m.canonical("") != "/es/state-law-detail/44" {
		t.Errorf("matchPath(/es/state-law-detail/44) = %+v %v", m, ok)
	}
}
