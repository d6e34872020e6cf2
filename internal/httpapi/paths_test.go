package httpapi

import (
	"net/http"
	"testing"
)

// TestEncodedSlashIsNotATrailingSlash: an id of "/" (written %2F) names no
// record; it is not the trailing slash that makes /api/x/ the list /api/x.
// (Found by the OpenAPI conformance sweep: the list answered in place of a
// record, and PUT or DELETE answered 405.)
func TestEncodedSlashIsNotATrailingSlash(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, c := range []struct {
			method, path string
			want         int
		}{
			{"GET", "/api/admin/blogs/%2F", http.StatusNotFound},
			{"GET", "/api/service-detail/%2F", http.StatusNotFound},
			{"PUT", "/api/admin/partners/%2F", http.StatusNotFound},
			{"DELETE", "/api/admin/services/%2f", http.StatusNotFound},
			{"GET", "/api/blogs/a%2Fb/", http.StatusNotFound},
			// A real trailing slash still works, with or without an
			// escape elsewhere in the path.
			{"GET", "/api/admin/blogs/", http.StatusOK},
			{"GET", "/api/admin/blogs/1/", http.StatusOK},
			{"GET", "/api/service-detail/%31/", http.StatusOK},
		} {
			r := ts.do(request{method: c.method, path: c.path, token: admin, body: map[string]any{"name": "x"}})
			if r.Code != c.want {
				t.Errorf("%s %s: status %d, want %d; body: %.200s", c.method, c.path, r.Code, c.want, r.Body.String())
			}
		}
	})
}

// TestAdminLeadSearchOddText: a NUL or invalid UTF-8 in the lead search
// finds nothing instead of failing (PostgreSQL refused the NUL: a 500;
// found by TestOpenAPISweep).
func TestAdminLeadSearchOddText(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, q := range []string{"%00", "a%00b", "%FF", "%C3%28"} {
			for _, path := range []string{"/api/admin/leads?q=", "/api/admin/leads/export?q=",
				// The export's audit event names its filters (found by
				// TestOpenAPISweep after the audit log came).
				"/api/admin/leads/export?source=", "/api/admin/leads/export?%00=1&campaign="} {
				r := ts.get(path+q, admin)
				wantStatus(t, r, http.StatusOK)
			}
		}
	})
}
