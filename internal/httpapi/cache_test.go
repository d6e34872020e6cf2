package httpapi

import (
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/content"
	"claimsite/internal/store"
	"claimsite/internal/ttlcache"
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

		// ...but an admin write through the API raises the content's
		// version, and the answer is built again: on this instance and on
		// another sharing the database, which had it cached too.
		other := newTestServer(t, ts.store, ts.cfg)
		other.keepAnswers = true
		wantStatus(t, other.get("/api/service-detail/1", ""), http.StatusOK)
		faqs := other.get("/api/questions", "")
		r := ts.do(request{method: "PUT", path: "/api/admin/services/1", token: token,
			body: map[string]string{"title": "Changed by admin"}})
		wantStatus(t, r, http.StatusOK)
		for name, server := range map[string]*testServer{"this instance": ts, "another instance": other} {
			if got := server.get("/api/service-detail/1", "").Body.String(); !strings.Contains(got, "Changed by admin") {
				t.Errorf("%s after admin update: got %s, want the new title", name, got)
			}
		}
		// Answers built from other content stay cached.
		if _, err := ts.store.CreateQuestion(context.Background(), store.Question{FAQQuestion: "Behind the API?", Answer: "Yes."}); err != nil {
			t.Fatal(err)
		}
		if got := other.get("/api/questions", "").Body.String(); got != faqs.Body.String() {
			t.Errorf("a service change dropped the cached questions")
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

// TestJunkQueryHitsCache: query parameters a cached route does not read
// (64 KB of them) neither miss the cache nor grow it, and the page links do
// not echo them.
func TestJunkQueryHitsCache(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		first := ts.get("/api/card-services?page=2", "")
		wantStatus(t, first, http.StatusOK)
		held := ts.server.answers.Bytes()

		// A change behind the API's back shows whether an answer came from
		// the cache: it is seen only by a request that missed.
		if _, err := ts.store.CreateService(context.Background(), store.Service{Title: "Behind the cache", Description: "d"}); err != nil {
			t.Fatal(err)
		}
		junk := strings.Repeat("x", 64<<10)
		for i := range 300 {
			path := []string{
				"/api/card-services?page=2&junk=" + junk + strconv.Itoa(i),
				"/api/card-services?" + junk + strconv.Itoa(i) + "=1&page=2",
				"/api/card-services?page=02&page=7&utm_source=" + strconv.Itoa(i),
				"/api/card-services/?page=2&q=" + strconv.Itoa(i),
			}[i%4]
			r := ts.get(path, "")
			wantStatus(t, r, http.StatusOK)
			if r.Body.String() != first.Body.String() {
				t.Fatalf("request %d missed the cache:\n got %.200s\nwant %.200s", i, r.Body.String(), first.Body.String())
			}
		}
		if got := ts.server.answers.Bytes(); got != held || ts.server.answers.Len() != 1 {
			t.Errorf("after junk requests the cache holds %d entries, %d bytes; want 1 entry, %d bytes", ts.server.answers.Len(), got, held)
		}
		var env struct {
			PrevPageURL *string `json:"prev_page_url"`
		}
		first.decode(t, &env)
		if env.PrevPageURL == nil || *env.PrevPageURL != "/api/card-services?page=1" {
			t.Errorf("prev_page_url: got %v, want /api/card-services?page=1", strPtrString(env.PrevPageURL))
		}

		// Page 1 has one entry whatever spells it.
		ts.server.answers.Purge()
		one := ts.get("/api/questions", "")
		for _, path := range []string{"/api/questions?page=1", "/api/questions?page=abc", "/api/questions?page=0&x=" + junk} {
			if got := ts.get(path, "").Body.String(); got != one.Body.String() {
				t.Errorf("%.60s: answer differs from page 1", path)
			}
		}
		if n := ts.server.answers.Len(); n != 1 {
			t.Errorf("page 1 spelled four ways: %d cache entries, want 1", n)
		}
		var q struct {
			NextPageURL *string `json:"next_page_url"`
		}
		ts.get("/api/questions?x="+junk, "").decode(t, &q)
		if got := strPtrString(q.NextPageURL); got != "/api/questions?page=2" {
			t.Errorf("next_page_url with junk: got %.100q, want /api/questions?page=2", got)
		}
	})
}

// TestLongPathsHitCache: a padded id is the same record and the same cache
// entry; a path value that can name no record is answered and not kept.
func TestLongPathsHitCache(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		first := ts.get("/api/service-detail/1", "")
		wantStatus(t, first, http.StatusOK)
		padded := ts.get("/api/service-detail/"+strings.Repeat("0", 64<<10)+"1", "")
		wantStatus(t, padded, http.StatusOK)
		if padded.Body.String() != first.Body.String() || ts.server.answers.Len() != 1 {
			t.Errorf("padded id: %d cache entries, same answer %v", ts.server.answers.Len(), padded.Body.String() == first.Body.String())
		}
		for _, path := range []string{
			"/api/service-detail/" + strings.Repeat("x", 64<<10),
			"/api/blogs/" + strings.Repeat("a", 64<<10),
			"/api/state-law/-1",
		} {
			wantStatus(t, ts.get(path, ""), http.StatusNotFound)
		}
		if n := ts.server.answers.Len(); n != 1 {
			t.Errorf("after 404s: %d cache entries, want 1", n)
		}
	})
}

// TestAnswerCacheBytesBound: however many different answers are asked for,
// the cache holds no more than its bound in bytes.
func TestAnswerCacheBytesBound(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.keepAnswers = true
		const bound = 16 << 10
		ts.server.answers = ttlcache.New(answerTTL, bound, answerSize)
		services, err := ts.store.AllServices(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		states, err := ts.store.States(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		paths := []string{"/api/all-services", "/api/states", "/api/card-services?page=2", "/api/questions?page=2"}
		for _, s := range services {
			paths = append(paths, "/api/service-detail/"+strconv.FormatInt(s.ID, 10))
		}
		for _, s := range states {
			paths = append(paths, "/api/state-law/"+strconv.FormatInt(s.ID, 10))
		}
		total := 0
		for _, p := range paths {
			r := ts.get(p, "")
			wantStatus(t, r, http.StatusOK)
			total += r.Body.Len()
			if got := ts.server.answers.Bytes(); got > bound {
				t.Fatalf("after %s: cache holds %d bytes, bound %d", p, got, bound)
			}
		}
		if total <= bound {
			t.Fatalf("the answers total %d bytes, not enough to test a bound of %d", total, bound)
		}
		// The newest answer is kept: eviction dropped older ones, not all.
		last := paths[len(paths)-1]
		versions, err := ts.store.ContentVersions(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := ts.server.answers.Get(last + "?#state_law=" + strconv.FormatInt(versions[content.StateLaws], 10)); !ok {
			t.Errorf("the newest answer (%s) is not held", last)
		}
	})
}
