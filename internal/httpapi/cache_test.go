package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/store"
)

// TestPublicAnswersCached checks that public content answers are reused,
// and that an admin change through the API shows at once.
func TestPublicAnswersCached(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		token := ts.admin()
		first := ts.get("/api/service-detail/1", "")
		wantStatus(t, first, http.StatusOK)

		// A change behind the API's back is not seen while cached...
		svc, err := ts.store.Service(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		svc.Title = "Changed directly"
		if _, err := ts.store.UpdateService(context.Background(), svc); err != nil {
			t.Fatal(err)
		}
		if got := ts.get("/api/service-detail/1", "").Body.String(); got != first.Body.String() {
			t.Errorf("second answer differs from the cached one:\n got %s\nwant %s", got, first.Body.String())
		}

		// ...but an admin write through the API empties the cache.
		r := ts.do(request{method: "PUT", path: "/api/admin/services/1", token: token,
			body: map[string]string{"title": "Changed by admin"}})
		wantStatus(t, r, http.StatusOK)
		if got := ts.get("/api/service-detail/1", "").Body.String(); !strings.Contains(got, "Changed by admin") {
			t.Errorf("after admin update: got %s, want the new title", got)
		}

		// Errors are not cached: a record created after a 404 is found.
		wantStatus(t, ts.get("/api/service-detail/999", ""), http.StatusNotFound)
		if _, err := ts.store.CreateService(context.Background(), store.Service{Title: "New", Description: "d"}); err != nil {
			t.Fatal(err)
		}
		services, _ := ts.store.AllServices(context.Background())
		last := services[len(services)-1]
		wantStatus(t, ts.get("/api/service-detail/"+strconv.FormatInt(last.ID, 10), ""), http.StatusOK)
	})
}
