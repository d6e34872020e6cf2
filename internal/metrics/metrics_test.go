package metrics

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"claimsite/internal/store"
)

func TestRouteObserve(t *testing.T) {
	m := New()
	r := m.Route("GET /api/service-detail/{id}")
	r.Observe(200, 3*time.Millisecond)
	r.Observe(200, 40*time.Millisecond)
	r.Observe(404, time.Millisecond)
	r.Observe(418, time.Millisecond) // not one of the ready codes
	for code, want := range map[string]float64{"200": 2, "404": 1, "418": 1, "500": 0} {
		got := testutil.ToFloat64(m.requests.WithLabelValues("GET /api/service-detail/{id}", code))
		if got != want {
			t.Errorf("code %s: got %v, want %v", code, got, want)
		}
	}
	if n := testutil.CollectAndCount(m.duration, "claimsite_http_request_duration_seconds"); n != 1 {
		t.Errorf("histograms: got %d, want 1 (one route)", n)
	}
	var nilRoute *Route
	nilRoute.Observe(200, time.Second) // a nil route records nothing and does not panic
	var nilMetrics *Metrics
	nilMetrics.Lead(LeadAccepted, ReasonStored)
	nilMetrics.Route("x").Observe(200, 0)
}

func TestSeriesExistFromTheStart(t *testing.T) {
	m := New()
	m.RateLimitRules("contact_ip", "search_ip")
	m.OutboxKinds("mail", "delivery")
	out := scrape(t, m)
	for _, want := range []string{
		`claimsite_leads_total{reason="validation",result="refused"} 0`,
		`claimsite_leads_total{reason="stored",result="accepted"} 0`,
		`claimsite_rate_limit_refusals_total{rule="search_ip"} 0`,
		`claimsite_outbox_attempts_total{kind="delivery",outcome="dead"} 0`,
		`go_goroutines `,
		`process_resident_memory_bytes `,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("scrape lacks %q", want)
		}
	}
}

func TestOutboxBacklogCollector(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	fail := false
	m := New()
	m.Outbox([]string{"mail", "delivery"}, time.Second, func() time.Time { return now }, func(ctx context.Context) ([]store.OutboxBacklog, error) {
		if _, ok := ctx.Deadline(); !ok {
			t.Error("backlog read without a timeout")
		}
		if fail {
			return nil, errors.New("database down")
		}
		return []store.OutboxBacklog{{Kind: "mail", Pending: 3, Due: 2, Oldest: now.Add(-90 * time.Second)}}, nil
	})
	out := scrape(t, m)
	for _, want := range []string{
		`claimsite_outbox_backlog_up 1`,
		`claimsite_outbox_pending{kind="mail"} 3`,
		`claimsite_outbox_due{kind="mail"} 2`,
		`claimsite_outbox_oldest_age_seconds{kind="mail"} 90`,
		`claimsite_outbox_pending{kind="delivery"} 0`,
		`claimsite_outbox_oldest_age_seconds{kind="delivery"} 0`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("scrape lacks %q", want)
		}
	}
	fail = true
	out = scrape(t, m)
	if !strings.Contains(out, "claimsite_outbox_backlog_up 0") || strings.Contains(out, "claimsite_outbox_pending{") {
		t.Errorf("failed read: want backlog_up 0 and no backlog gauges, got:\n%s", grep(out, "claimsite_outbox"))
	}
	if !strings.Contains(out, "go_goroutines") {
		t.Error("a failed backlog read failed the whole scrape")
	}
}

func TestCacheCounters(t *testing.T) {
	m := New()
	hits, misses := uint64(0), uint64(0)
	m.Cache("answers", func() (uint64, uint64) { return hits, misses })
	m.Cache("pages", func() (uint64, uint64) { return 7, 1 })
	hits, misses = 30, 10
	out := scrape(t, m)
	for _, want := range []string{
		`claimsite_cache_requests_total{cache="answers",result="hit"} 30`,
		`claimsite_cache_requests_total{cache="answers",result="miss"} 10`,
		`claimsite_cache_requests_total{cache="pages",result="hit"} 7`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("scrape lacks %q", want)
		}
	}
}

func scrape(t *testing.T, m *Metrics) string {
	t.Helper()
	w := httptest.NewRecorder()
	m.Handler(nil).ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	if w.Code != 200 {
		t.Fatalf("scrape: status %d: %s", w.Code, w.Body.String())
	}
	return w.Body.String()
}

func grep(s, word string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, word) {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}
