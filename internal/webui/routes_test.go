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
