package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"claimsite/internal/experiments"
)

// TestRenderedVariants: with a headline experiment running, each visitor
// gets the home page rendered in their variant (the one the assignments
// route names for them), the cache keeps one copy per variant, a
// visitor-day counts once however many pages it loads, robots and HEAD
// requests never; ?preview= shows a named variant and counts nothing.
func TestRenderedVariants(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts = renderingServer(t, ts.store)
		ts.cfg.TrustProxy = true
		ts.server.cfg.TrustProxy = true
		admin := ts.admin()
		challenger := "Injured? See what your claim is worth."
		e := ts.createExperiment(admin, map[string]any{
			"name": "Headline", "target": "hero_headline", "traffic_percent": 100,
			"variants": []map[string]any{
				{"name": "Control", "weight": 50, "value": "Hurt in an accident? Get the compensation you deserve."},
				{"name": "Worth", "weight": 50, "value": challenger},
			},
		})
		wantStatus(t, ts.experimentAction(admin, e.ID, "start", nil), http.StatusOK)

		load := func(method, path, addr, ua string) *httptest.ResponseRecorder {
			t.Helper()
			r := httptest.NewRequest(method, path, nil)
			r.RemoteAddr = "192.0.2.10:51000"
			r.Header.Set("X-Forwarded-For", addr)
			r.Header.Set("User-Agent", ua)
			w := httptest.NewRecorder()
			ts.handler.ServeHTTP(w, r)
			if w.Code != http.StatusOK {
				t.Fatalf("%s %s: %d", method, path, w.Code)
			}
			return w
		}
		variantOf := func(html string) string {
			switch {
			case strings.Contains(html, `<h1 class="hero__title">`+challenger+`</h1>`):
				return "b"
			case strings.Contains(html, `<h1 class="hero__title">Hurt in an accident? Get the compensation you deserve.</h1>`):
				return "a"
			}
			t.Fatalf("no headline of the experiment in the page")
			return ""
		}
		const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36"
		_, missesBefore := ts.server.web.PageCacheStats()
		want := map[string]int64{}
		for n := range 30 {
			addr := fmt.Sprintf("203.0.113.%d", n)
			page := load("GET", "/", addr, browser).Body.String()
			v := variantOf(page)
			want[v]++
			if !strings.Contains(page, `"variant":"`+v+`"`) {
				t.Errorf("visitor %d: the page's data names another variant than its HTML (%s)", n, v)
			}
			// Their own later request, and the API, agree.
			if again := variantOf(load("GET", "/", addr, browser).Body.String()); again != v {
				t.Fatalf("visitor %d: %s then %s", n, v, again)
			}
			r := ts.do(request{method: "GET", path: "/api/experiments/assignments", header: map[string]string{"X-Forwarded-For": addr, "User-Agent": browser}})
			if !strings.Contains(r.Body.String(), `"variant":"`+v+`"`) {
				t.Errorf("visitor %d: the API says %s, the page %s", n, r.Body.String(), v)
			}
		}
		if want["a"] == 0 || want["b"] == 0 {
			t.Fatalf("30 visitors, one variant: %v", want)
		}
		if _, misses := ts.server.web.PageCacheStats(); misses-missesBefore != 2 {
			t.Errorf("renders: %d, want one per variant", misses-missesBefore)
		}
		load("GET", "/", "203.0.113.200", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")
		load("HEAD", "/", "203.0.113.201", browser)
		for _, key := range []string{"a", "b"} {
			page := load("GET", fmt.Sprintf("/?preview=%d.%s", e.ID, key), "203.0.113.202", browser).Body.String()
			if got := variantOf(page); got != key {
				t.Errorf("preview of %s shows %s", key, got)
			}
		}

		r := ts.get(fmt.Sprintf("/api/admin/experiments/%d/results", e.ID), admin)
		wantStatus(t, r, http.StatusOK)
		var results struct {
			Data experiments.Results `json:"data"`
		}
		r.decode(t, &results)
		for _, v := range results.Data.Variants {
			if v.Exposures != want[v.Key] {
				t.Errorf("variant %s: %d exposures, want %d (a visitor-day once; no robot, HEAD or preview)", v.Key, v.Exposures, want[v.Key])
			}
		}
	})
}
