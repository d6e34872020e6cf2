package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"claimsite/internal/config"
	"claimsite/internal/metrics"
	"claimsite/internal/ratelimit"
	"claimsite/internal/reqlog"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
	"claimsite/internal/webui"
)

// observed gives ts metrics and a log written to the returned buffer.
func observed(t *testing.T, ts *testServer) (*metrics.Metrics, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	ts.server.log = slog.New(reqlog.Handler(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	m := metrics.New()
	ts.server.UseMetrics(m)
	ts.handler = ts.server.Handler()
	return m, logs
}

// syncBuffer is a bytes.Buffer safe for the log's concurrent writers.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// lines are the JSON log lines written so far.
func (b *syncBuffer) lines(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("log line is not JSON: %v: %s", err, l)
		}
		out = append(out, m)
	}
	return out
}

func requestCount(m *metrics.Metrics, route, code string) float64 {
	return counterValue(m, "claimsite_http_requests_total", map[string]string{"route": route, "code": code})
}

// counterValue reads one series of the registry (0 when absent).
func counterValue(m *metrics.Metrics, name string, labels map[string]string) float64 {
	families, err := m.Registry().Gather()
	if err != nil {
		panic(err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
	next:
		for _, s := range f.GetMetric() {
			for _, lp := range s.GetLabel() {
				if want, ok := labels[lp.GetName()]; ok && want != lp.GetValue() {
					continue next
				}
			}
			return s.GetCounter().GetValue()
		}
	}
	return 0
}

func TestRequestMetricsByRoutePattern(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		m, _ := observed(t, ts)
		for _, c := range []struct {
			path string
			want int
		}{
			{"/api/service-detail/1", 200},
			{"/api/service-detail/2/", 200}, // trailing slash: the same route
			{"/api/service-detail/999999", 404},
			{"/api/no-such-route", 404},
			{"/", 200},
			{"/services", 200},
			{"/assets/index-abc1.js", 200},
			{"/healthz", 200},
			{"/readyz", 200},
		} {
			wantStatus(t, ts.get(c.path, ""), c.want)
		}
		for _, c := range []struct {
			route, code string
			want        float64
		}{
			{"GET /api/service-detail/{id}", "200", 2},
			{"GET /api/service-detail/{id}", "404", 1},
			{"/api/", "404", 1},
			{"page", "200", 2},
			{"static", "200", 1},
			{"GET /healthz", "200", 1},
			{"GET /readyz", "200", 1},
		} {
			if got := requestCount(m, c.route, c.code); got != c.want {
				t.Errorf("requests{route=%q,code=%s}: got %v, want %v", c.route, c.code, got, c.want)
			}
		}
		// Never a raw path as a label: the label set stays bounded.
		families, err := m.Registry().Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range families {
			if !strings.HasPrefix(f.GetName(), "claimsite_http_") {
				continue
			}
			for _, s := range f.GetMetric() {
				for _, lp := range s.GetLabel() {
					if lp.GetName() == "route" && (strings.Contains(lp.GetValue(), "999999") || strings.Contains(lp.GetValue(), "service-detail/1") || lp.GetValue() == "/services") {
						t.Errorf("%s has a raw path as route: %q", f.GetName(), lp.GetValue())
					}
				}
			}
		}
		if n := testutil.CollectAndCount(m.Registry(), "claimsite_http_request_duration_seconds"); n < 5 {
			t.Errorf("duration histograms: %d, want one per route used", n)
		}
	})
}

func TestLeadAndRateLimitMetrics(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		m, _ := observed(t, ts)
		post := func(body any, header map[string]string, want int) {
			t.Helper()
			wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: body, header: header}), want)
		}
		post(contactConsultationBody(), map[string]string{"Idempotency-Key": "k-1"}, http.StatusCreated)
		post(contactConsultationBody(), map[string]string{"Idempotency-Key": "k-1"}, http.StatusCreated) // a replay
		invalid := contactConsultationBody()
		invalid["email"] = "not an address"
		post(invalid, nil, http.StatusUnprocessableEntity)
		post(`{"first_name":`, nil, http.StatusBadRequest)
		bot := contactConsultationBody()
		bot["website"] = "http://spam.example"
		post(bot, nil, http.StatusCreated)
		second := contactConsultationBody()
		second["phone"], second["email"] = "5550001111", "other@example.com"
		post(second, nil, http.StatusTooManyRequests) // contact_ip allows two an hour here; the replay was counted

		for _, c := range []struct {
			result, reason string
			want           float64
		}{
			{"accepted", "stored", 1},
			{"accepted", "replayed", 1},
			{"refused", "validation", 1},
			{"refused", "malformed", 1},
			{"refused", "honeypot", 1},
			{"refused", "rate_limited", 1},
			{"refused", "error", 0},
		} {
			got := counterValue(m, "claimsite_leads_total", map[string]string{"result": c.result, "reason": c.reason})
			if got != c.want {
				t.Errorf("leads{result=%s,reason=%s}: got %v, want %v", c.result, c.reason, got, c.want)
			}
		}
		if got := counterValue(m, "claimsite_rate_limit_refusals_total", map[string]string{"rule": ratelimit.ContactIP}); got != 1 {
			t.Errorf("rate-limit refusals of contact_ip: got %v, want 1", got)
		}
	}, func(c *config.Config) {
		c.RateLimits = ratelimit.Set{ratelimit.ContactIP: {Max: 2, Window: time.Hour}}
	})
}

func TestAnswerCacheMetrics(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		m, _ := observed(t, ts)
		ts.keepAnswers = true
		for range 3 {
			wantStatus(t, ts.get("/api/all-services", ""), http.StatusOK)
		}
		hits := counterValue(m, "claimsite_cache_requests_total", map[string]string{"cache": "answers", "result": "hit"})
		misses := counterValue(m, "claimsite_cache_requests_total", map[string]string{"cache": "answers", "result": "miss"})
		if hits != 2 || misses != 1 {
			t.Errorf("answer cache: %v hits, %v misses; want 2 and 1", hits, misses)
		}
	})
}

func TestRequestLogLines(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		_, logs := observed(t, ts)
		r := ts.do(request{method: "GET", path: "/api/search?q=jane.doe%40example.com", header: map[string]string{"X-Request-ID": "req-42"}})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/blog/jane.doe@example.com", ""), http.StatusOK)
		wantStatus(t, ts.get("/api/blogs/call-555-123-4567", ""), http.StatusNotFound)
		bot := contactConsultationBody()
		bot["website"] = "http://spam.example"
		wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: bot, header: map[string]string{"X-Request-ID": "bot-1"}}), http.StatusCreated)

		out := logs.String()
		for _, secret := range []string{"jane.doe", "example.com", "555-123-4567", "q="} {
			if strings.Contains(out, secret) {
				t.Errorf("the log holds %q:\n%s", secret, out)
			}
		}
		var requests []map[string]any
		sawHoneypot := false
		for _, l := range logs.lines(t) {
			switch l["msg"] {
			case "request":
				requests = append(requests, l)
			case "honeypot lead dropped":
				sawHoneypot = true
				if l["request_id"] != "bot-1" {
					t.Errorf("a handler's own line lacks its request id: %v", l)
				}
			}
		}
		if !sawHoneypot {
			t.Error("no honeypot line logged")
		}
		if len(requests) != 4 {
			t.Fatalf("request lines: got %d, want 4:\n%s", len(requests), out)
		}
		first := requests[0]
		if first["request_id"] != "req-42" || first["route"] != "GET /api/search" || first["path"] != "/api/search" || first["status"] != float64(200) {
			t.Errorf("request line: %v", first)
		}
		if got := requests[1]["path"]; got != "/blog/[redacted]" || requests[1]["route"] != "page" {
			t.Errorf("path with an e-mail address: got %v (route %v), want /blog/[redacted] (page)", got, requests[1]["route"])
		}
		if got := requests[2]["path"]; got != "/api/blogs/[redacted]" || requests[2]["route"] != "GET /api/blogs/{slug}" {
			t.Errorf("path with a phone number: got %v (route %v)", got, requests[2]["route"])
		}
		for i, l := range requests {
			if id, _ := l["request_id"].(string); id == "" {
				t.Errorf("request line %d has no request_id: %v", i, l)
			}
		}
	})
}

func TestSafePath(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/", "/"},
		{"/api/service-detail/12", "/api/service-detail/12"},
		{"/blog/how-to-file-a-claim-in-2024", "/blog/how-to-file-a-claim-in-2024"},
		{"/state-law-detail/44", "/state-law-detail/44"},
		{"/api/partner/leads/7K3M2N9P4Q1R/outcome", "/api/partner/leads/7K3M2N9P4Q1R/outcome"},
		{"/blog/jane@example.com", "/blog/[redacted]"},
		{"/x/5551234567/y", "/x/[redacted]/y"},
		{"/x/(555) 123-4567", "/x/[redacted]"},
		{"/x/+1.555.123.4567", "/x/[redacted]"},
		{"/reset-password/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5", "/reset-password/[redacted]"},
		{"/verify/0123456789abcdef0123456789abcdef", "/verify/[redacted]"},
		{"/" + strings.Repeat("a", 300), "/" + strings.Repeat("a", 199) + "…"},
	} {
		if got := safePath(c.in); got != c.want {
			t.Errorf("safePath(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { safePath("/api/service-detail/12") }); n != 0 {
		t.Errorf("safePath of a plain path allocates %v times, want 0", n)
	}
}

func TestReadyz(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := context.Background()
		db := ts.store.Pools()["main"]
		v, err := ts.store.Version(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var name string
		if err := db.QueryRowContext(ctx, `SELECT name FROM schema_migrations WHERE version = `+itoa(v)).Scan(&name); err != nil {
			t.Fatal(err)
		}
		// A database without the newest migration (restored from an
		// older backup under the running server): not ready.
		if _, err := db.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = `+itoa(v)); err != nil {
			t.Fatal(err)
		}
		r := ts.get("/readyz", "")
		wantStatus(t, r, http.StatusServiceUnavailable)
		if body := r.json(t); body["status"] != "unavailable" || body["reason"] != "1 migrations pending" {
			t.Errorf("503 body: %v", body)
		}
		wantStatus(t, ts.get("/healthz", ""), http.StatusOK) // alive all the same
		if _, err := db.ExecContext(ctx, `INSERT INTO schema_migrations (version, name) VALUES (`+itoa(v)+`, '`+name+`')`); err != nil {
			t.Fatal(err)
		}
		r = ts.get("/readyz", "")
		wantStatus(t, r, http.StatusOK)
		if body := r.json(t); body["status"] != "ok" {
			t.Errorf("200 body: %v", body)
		}
		// The database goes away: not ready.
		ts.store.Close()
		r = ts.get("/readyz", "")
		wantStatus(t, r, http.StatusServiceUnavailable)
		if body := r.json(t); body["reason"] != "database unreachable" {
			t.Errorf("503 body: %v", body)
		}
	})
}

// TestReadyzPostgresUnreachable cuts the network between the server and a
// PostgreSQL that keeps running (the shared test server stays up for the
// other tests): /readyz answers 503 while it is cut and 200 once it is back.
func TestReadyzPostgresUnreachable(t *testing.T) {
	if !hasDialect(t, store.Postgres) {
		t.Skip("no PostgreSQL test server")
	}
	target, err := url.Parse(storetest.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := startTCPProxy(t, target.Host)
	viaProxy := *target
	viaProxy.Host = proxy.addr
	st, err := store.Open(context.Background(), viaProxy.String(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ts := newTestServer(t, st, testConfig(t))
	wantStatus(t, ts.get("/readyz", ""), http.StatusOK)

	proxy.cut()
	r := ts.get("/readyz", "")
	wantStatus(t, r, http.StatusServiceUnavailable)
	if body := r.json(t); body["reason"] != "database unreachable" {
		t.Errorf("503 body: %v", body)
	}
	proxy.restore()
	deadline := time.Now().Add(10 * time.Second)
	for ts.get("/readyz", "").Code != http.StatusOK {
		if time.Now().After(deadline) {
			t.Fatal("still not ready 10 s after the database came back")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func hasDialect(t *testing.T, d store.Dialect) bool {
	for _, have := range storetest.Dialects(t) {
		if have == d {
			return true
		}
	}
	return false
}

// tcpProxy forwards connections to target until cut, which closes its
// listener and every connection; restore listens again on the same
// address.
type tcpProxy struct {
	t      *testing.T
	addr   string
	target string
	mu     sync.Mutex
	ln     net.Listener
	conns  []net.Conn
}

func startTCPProxy(t *testing.T, target string) *tcpProxy {
	t.Helper()
	p := &tcpProxy{t: t, target: target}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.addr = ln.Addr().String()
	p.serve(ln)
	t.Cleanup(p.cut)
	return p
}

func (p *tcpProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
}

func (p *tcpProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

func (p *tcpProxy) restore() {
	p.t.Helper()
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	p.serve(ln)
}

// BenchmarkMiddleware measures what every request pays for logging and
// metrics, on the cheapest route (the favicon, a fixed answer), with and
// without metrics.
func BenchmarkMiddleware(b *testing.B) {
	st := storetest.Open(b, store.SQLite)
	for _, withMetrics := range []bool{false, true} {
		name := "no-metrics"
		if withMetrics {
			name = "metrics"
		}
		b.Run(name, func(b *testing.B) {
			cfg, err := config.Load(nil)
			if err != nil {
				b.Fatal(err)
			}
			s := New(st, nil, nil, cfg, slog.New(slog.DiscardHandler), nil)
			if withMetrics {
				s.UseMetrics(metrics.New())
			}
			h := s.Handler()
			req := httptest.NewRequest("GET", "/favicon.ico", nil)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req)
				if w.Code != http.StatusOK {
					b.Fatalf("status %d", w.Code)
				}
			}
		})
	}
}

// BenchmarkObserve is the metrics part of BenchmarkMiddleware alone: the
// route label and the counter and histogram of a route.
func BenchmarkObserve(b *testing.B) {
	s := &Server{}
	s.metrics = metrics.New()
	s.routeMetrics = map[string]*metrics.Route{"page": s.metrics.Route("page")}
	b.ReportAllocs()
	for b.Loop() {
		s.observe(routeLabel("/", "/services"), http.StatusOK, time.Millisecond)
	}
}

// TestPageRequestsSkipOnlyWhatTheMuxGivesPages: every path pageRequest
// sends straight to the pages handler is one the mux would give its "/"
// pattern, and every other path the mux routes stays with the mux.
func TestPageRequestsSkipOnlyWhatTheMuxGivesPages(t *testing.T) {
	st := storetest.Open(t, store.SQLite, seeded(testConfig(t)))
	ts := renderingServer(t, st)
	mux, pages := ts.server.mux()
	if pages == nil {
		t.Fatal("no pages handler with a web app")
	}
	filled := strings.NewReplacer("{id}", "1", "{slug}", "a-post", "{reference}", "CS-1", "{path...}", "seed/a.png", "{token}", "t")
	paths := []string{"/", "/services", "/service-detail/1", "/Faqs", "/blog/a-post", "/admin/leads/3", "/assets/index-abc.js",
		"/favicon.svg", "/no/such/page", "/services/", "//services", "/a/../services", "/api", "/api/", "/apix", "/storage",
		"/healthz", "/readyz", "/sitemap.xml", "/robots.txt", "/favicon.ico", "/healthz/", "/SERVICES"}
	for _, rt := range ts.server.routes() {
		paths = append(paths, filled.Replace(rt.pattern))
	}
	for _, rt := range webui.Routes() {
		paths = append(paths, strings.NewReplacer(":id", "1", ":slug", "a-post").Replace(rt.Path))
	}
	for _, p := range paths {
		for _, method := range []string{"GET", "HEAD", "POST"} {
			_, pattern := mux.Handler(httptest.NewRequest(method, p, nil))
			if pageRequest(p) && pattern != "/" {
				t.Errorf("%s %s: taken as a page, but the mux routes it to %q", method, p, pattern)
			}
		}
	}
	for _, p := range []string{"/healthz", "/readyz", "/sitemap.xml", "/robots.txt", "/favicon.ico", "/api/site", "/storage/seed/a.png", "/services/"} {
		if pageRequest(p) {
			t.Errorf("%s taken as a page", p)
		}
	}
}
