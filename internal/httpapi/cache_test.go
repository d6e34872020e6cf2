package httpapi

import (
	"compress/gzip"
	"context"
	"io"
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

// TestCachedAnswersGzip checks that a public list goes out compressed to a
// client that takes gzip, and decompresses to the plain answer.
func TestCachedAnswersGzip(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		plain := ts.get("/api/card-services", "")
		wantStatus(t, plain, http.StatusOK)
		if enc := plain.Header().Get("Content-Encoding"); enc != "" {
			t.Errorf("without Accept-Encoding: Content-Encoding %q, want none", enc)
		}
		for i := 0; i < 2; i++ { // a miss, then a hit
			r := ts.do(request{method: "GET", path: "/api/card-services", header: map[string]string{"Accept-Encoding": "gzip"}})
			wantStatus(t, r, http.StatusOK)
			if enc := r.Header().Get("Content-Encoding"); enc != "gzip" {
				t.Fatalf("request %d: Content-Encoding %q, want gzip", i+1, enc)
			}
			zr, err := gzip.NewReader(r.Body)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := io.ReadAll(zr)
			if string(got) != plain.Body.String() {
				t.Errorf("request %d: decompressed answer differs from the plain one", i+1)
			}
		}
	})
}
