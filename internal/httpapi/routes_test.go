package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"claimsite/internal/store"
)

// TestAdminRoutesRequireAdmin walks the whole route table: every
// /api/admin route, present and future, must answer 401 without a valid
// token and 403 to a signed-in user, before doing anything.
func TestAdminRoutesRequireAdmin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		userToken := ts.user(store.RoleUser, "user@example.com")
		srv := New(ts.store, ts.media, nil, ts.cfg, nil, nil)
		admin := 0
		for _, rt := range srv.routes() {
			if !strings.HasPrefix(rt.pattern, "/api/admin") {
				if rt.access == adminOnly {
					t.Errorf("%s %s: admin-only route outside /api/admin", rt.method, rt.pattern)
				}
				continue
			}
			admin++
			if rt.access != adminOnly {
				t.Errorf("%s %s: access is %d, want adminOnly", rt.method, rt.pattern, rt.access)
			}
			path := strings.NewReplacer("{id}", "1", "{slug}", "x").Replace(rt.pattern)
			for _, c := range []struct {
				name  string
				token string
				want  int
			}{
				{"no token", "", http.StatusUnauthorized},
				{"bad token", "not-a-session", http.StatusUnauthorized},
				{"user role", userToken, http.StatusForbidden},
			} {
				r := ts.do(request{method: rt.method, path: path, token: c.token, body: "{}"})
				if r.Code != c.want {
					t.Errorf("%s %s with %s: got %d, want %d", rt.method, path, c.name, r.Code, c.want)
				}
			}
		}
		if admin < 20 {
			t.Errorf("walked %d admin routes, want the whole table (at least 20)", admin)
		}
		// Nothing changed behind the refusals.
		services, err := ts.store.AllServices(t.Context())
		if err != nil || len(services) == 0 {
			t.Errorf("services after refused calls: %d, %v", len(services), err)
		}
	})
}
