package httpapi

import (
	"strings"
	"testing"
	"time"

	"claimsite/internal/ratelimit"
	"claimsite/internal/webui"
	"claimsite/web"
)

// TestRenderBudgetPerClient: render_ip gives each client, found as the
// request limits find it (behind a trusted proxy, the address the proxy
// saw), its budget of server renders. Past it, list pages come as the
// app's shell with 200, never a 429; another client behind the same proxy
// still gets rendered pages; the fallbacks are counted in the metrics.
func TestRenderBudgetPerClient(t *testing.T) {
	eachServer(t, func(t *testing.T, base *testServer) {
		cfg := base.cfg
		cfg.PublicURL = "https://claims.example"
		cfg.TrustProxy = true
		cfg.RateLimits = ratelimit.Set{ratelimit.RenderIP: {Max: 2, Window: time.Minute}}
		ts := newTestServer(t, base.store, cfg)
		app, err := webui.New(web.Dist(), webui.Options{Exists: RecordExists(ts.store), Renderer: sharedRenderer(t), Versions: ts.store.ContentVersions})
		if err != nil {
			t.Fatal(err)
		}
		ts.server.web = app
		ts.keepAnswers = true
		m, _ := observed(t, ts)

		// The proxy (192.0.2.10, every request's RemoteAddr) adds the
		// client's address last; what comes before it is the client's
		// own say, ignored.
		get := func(client, forged, path string) (status int, rendered bool) {
			t.Helper()
			r := ts.do(request{method: "GET", path: path, header: map[string]string{"X-Forwarded-For": forged + ", " + client}})
			return r.Code, strings.Contains(r.Body.String(), `id="app-state"`)
		}
		const greedy, other = "198.51.100.7", "203.0.113.9"
		for _, c := range []struct {
			client, forged, path string
			rendered             bool
		}{
			{greedy, "1.1.1.1", "/blog?page=2", true},
			{greedy, "1.1.1.2", "/blog?page=3", true},
			{greedy, "1.1.1.3", "/blog?page=4", false}, // spent, whatever it claims
			{greedy, "1.1.1.4", "/blog?page=2", true},  // cached
			{other, "1.1.1.3", "/blog?page=4", true},   // another client, behind the same proxy
			{greedy, "1.1.1.5", "/blog?page=4", true},  // now cached
			{greedy, "1.1.1.6", "/services?page=7", false},
		} {
			if status, rendered := get(c.client, c.forged, c.path); status != 200 || rendered != c.rendered {
				t.Errorf("%s GET %s: %d, rendered %v; want 200, rendered %v", c.client, c.path, status, rendered, c.rendered)
			}
		}
		if got := counterValue(m, "claimsite_page_render_fallbacks_total", nil); got != 2 {
			t.Errorf("claimsite_page_render_fallbacks_total %v, want 2", got)
		}
	})
}
