package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

const (
	desktopUA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"
	phoneUA   = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
	ownOrigin = "http://claims.example"
)

// beacon sends a page-view beacon as navigator.sendBeacon does: text/plain
// JSON from the site's own page; header adds or overrides headers.
func (ts *testServer) beacon(body map[string]any, header map[string]string) response {
	ts.t.Helper()
	h := map[string]string{"Origin": ownOrigin, "User-Agent": desktopUA, "Sec-Fetch-Site": "same-origin"}
	for k, v := range header {
		h[k] = v
	}
	return ts.send(originRequest{path: "/api/visits", body: mustJSON(ts.t, body), contentType: "text/plain;charset=UTF-8", header: h})
}

// visitRows flushes the collector and reads today's aggregates.
func (ts *testServer) visitRows() []store.VisitCount {
	ts.t.Helper()
	if err := ts.server.visits.Flush(context.Background()); err != nil {
		ts.t.Fatal(err)
	}
	day := ts.clock.UTC().Format(time.DateOnly)
	rows, err := ts.store.VisitDays(context.Background(), day, day)
	if err != nil {
		ts.t.Fatal(err)
	}
	return rows
}

func TestVisitsAggregateOnly(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		landing := map[string]any{"path": "/?utm_source=google&gclid=abc", "landing_page": "/?utm_source=google&gclid=abc",
			"source": "Google", "medium": "cpc", "campaign": "spring-sale", "entry": true}
		wantStatus(t, ts.beacon(landing, nil), http.StatusNoContent)
		next := map[string]any{"path": "/faqs", "landing_page": "/?utm_source=google&gclid=abc",
			"source": "google", "medium": "cpc", "campaign": "spring-sale", "entry": false}
		wantStatus(t, ts.beacon(next, nil), http.StatusNoContent)
		wantStatus(t, ts.beacon(next, nil), http.StatusNoContent)
		wantStatus(t, ts.beacon(map[string]any{"path": "/stateLaw", "landing_page": "/stateLaw", "entry": true},
			map[string]string{"User-Agent": phoneUA}), http.StatusNoContent)
		// A landing page the site does not have is kept as "(other)".
		wantStatus(t, ts.beacon(map[string]any{"path": "/stateLaw", "landing_page": "/made-up/jane@example.com", "entry": false},
			map[string]string{"User-Agent": phoneUA}), http.StatusNoContent)

		rows := ts.visitRows()
		day := ts.clock.UTC().Format(time.DateOnly)
		want := []store.VisitCount{
			{Day: day, Route: "faqs", LandingPage: "/", Source: "google", Medium: "cpc", Campaign: "spring-sale", Device: "desktop", Views: 2},
			{Day: day, Route: "home", LandingPage: "/", Source: "google", Medium: "cpc", Campaign: "spring-sale", Device: "desktop", Views: 1, Entries: 1},
			{Day: day, Route: "stateLaws", LandingPage: "(other)", Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "mobile", Views: 1},
			{Day: day, Route: "stateLaws", LandingPage: "/stateLaw", Source: "(direct)", Medium: "(direct)", Campaign: "(direct)", Device: "mobile", Views: 1, Entries: 1},
		}
		if len(rows) != len(want) {
			t.Fatalf("rows:\n got %+v\nwant %+v", rows, want)
		}
		for i := range want {
			if rows[i] != want[i] {
				t.Errorf("row %d:\n got %+v\nwant %+v", i, rows[i], want[i])
			}
		}

		// Nothing of the request is kept: not the address, the user agent
		// or a click id, in any column of any row (store/visits_test.go
		// checks the table has no other columns).
		var dump strings.Builder
		for _, r := range rows {
			fmt.Fprintf(&dump, "%+v|", r)
		}
		for _, personal := range []string{"192.0.2.10", "Mozilla", "iPhone", "gclid", "abc", "jane", "example.com"} {
			if strings.Contains(strings.ToLower(dump.String()), strings.ToLower(personal)) {
				t.Errorf("visit_days holds %q: %s", personal, dump.String())
			}
		}
	})
}

// Robots, prefetches and prerenders are answered like a view and not
// counted.
func TestVisitsIgnoreBotsAndPrefetch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		view := map[string]any{"path": "/", "landing_page": "/", "entry": true}
		for name, h := range map[string]map[string]string{
			"googlebot":   {"User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"},
			"headless":    {"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36"},
			"lighthouse":  {"User-Agent": desktopUA + " Chrome-Lighthouse"},
			"no agent":    {"User-Agent": ""},
			"sec-purpose": {"Sec-Purpose": "prefetch;prerender"},
			"purpose":     {"Purpose": "prefetch"},
		} {
			if r := ts.beacon(view, h); r.Code != http.StatusNoContent {
				t.Errorf("%s: got %d, want 204", name, r.Code)
			}
		}
		if rows := ts.visitRows(); len(rows) != 0 {
			t.Errorf("counted: %+v", rows)
		}
		wantStatus(t, ts.beacon(view, nil), http.StatusNoContent)
		if rows := ts.visitRows(); len(rows) != 1 || rows[0].Views != 1 {
			t.Errorf("a person's view: %+v", rows)
		}
	})
}

// The beacon takes text/plain JSON (and application/json) from the site's
// own pages and from clients that are not browsers, and refuses other
// sites and other content types.
func TestVisitsSameOrigin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		view := mustJSON(t, map[string]any{"path": "/", "landing_page": "/", "entry": true})
		for _, tc := range []struct {
			name, contentType string
			header            map[string]string
			want              int
		}{
			{"text/plain, own origin", "text/plain;charset=UTF-8", map[string]string{"Origin": ownOrigin}, 204},
			{"json, own origin", "application/json", map[string]string{"Origin": ownOrigin}, 204},
			{"text/plain, no origin (not a browser)", "text/plain", nil, 204},
			{"text/plain, other origin", "text/plain", map[string]string{"Origin": "https://evil.example"}, 403},
			{"text/plain, null origin", "text/plain", map[string]string{"Origin": "null"}, 403},
			{"text/plain, cross-site fetch", "text/plain", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
			{"form", "application/x-www-form-urlencoded", map[string]string{"Origin": ownOrigin}, 415},
		} {
			h := map[string]string{"User-Agent": desktopUA}
			for k, v := range tc.header {
				h[k] = v
			}
			r := ts.send(originRequest{path: "/api/visits", body: view, contentType: tc.contentType, header: h})
			if r.Code != tc.want {
				t.Errorf("%s: got %d, want %d (%s)", tc.name, r.Code, tc.want, r.Body.String())
			}
		}
		// text/plain stays refused on every other guarded write.
		r := ts.send(originRequest{path: "/api/contact", body: "{}", contentType: "text/plain", header: map[string]string{"Origin": ownOrigin}})
		wantStatus(t, r, http.StatusUnsupportedMediaType)
		if rows := ts.visitRows(); len(rows) != 1 || rows[0].Views != 3 {
			t.Errorf("counted: %+v, want 3 views", rows)
		}
	})
}

func TestVisitsRefuseOtherPages(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, body := range []map[string]any{
			{"path": "/admin/leads"},
			{"path": "/login"},
			{"path": "/no-such-page"},
			{"path": ""},
			{},
		} {
			r := ts.beacon(body, nil)
			wantStatus(t, r, http.StatusBadRequest)
			if got := r.json(t)["message"]; got != "path must be a public page of the site." {
				t.Errorf("%v: message %q", body, got)
			}
		}
		r := ts.send(originRequest{path: "/api/visits", body: "not json", contentType: "text/plain", header: map[string]string{"User-Agent": desktopUA}})
		wantStatus(t, r, http.StatusBadRequest)
		r = ts.send(originRequest{path: "/api/visits", body: `{"path":"/","source":"` + strings.Repeat("x", 5000) + `"}`, contentType: "text/plain", header: map[string]string{"User-Agent": desktopUA}})
		wantStatus(t, r, http.StatusRequestEntityTooLarge)
		if rows := ts.visitRows(); len(rows) != 0 {
			t.Errorf("counted: %+v", rows)
		}
	})
}

func TestVisitsLimit(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		view := map[string]any{"path": "/", "landing_page": "/"}
		for range 3 {
			wantStatus(t, ts.beacon(view, nil), http.StatusNoContent)
		}
		wantLimited(t, ts.beacon(view, nil), 600, "10 minutes")
		if rows := ts.visitRows(); len(rows) != 1 || rows[0].Views != 3 {
			t.Errorf("counted: %+v, want 3 views", rows)
		}
	}, limits(ratelimit.Set{ratelimit.VisitsIP: {Max: 3, Window: 10 * time.Minute}}))
}

// The access log line of a beacon has no address; other lines keep it.
func TestVisitsLogNoAddress(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		var buf bytes.Buffer
		ts.server.log = slog.New(slog.NewTextHandler(&buf, nil))
		wantStatus(t, ts.beacon(map[string]any{"path": "/", "source": "google"}, nil), http.StatusNoContent)
		line := buf.String()
		if !strings.Contains(line, "path=/api/visits") || !strings.Contains(line, "status=204") {
			t.Fatalf("no access log line for the beacon: %q", line)
		}
		if strings.Contains(line, "192.0.2.10") || strings.Contains(line, "ip=") || strings.Contains(line, "Mozilla") {
			t.Errorf("beacon log line names the visitor: %q", line)
		}
		buf.Reset()
		ts.get("/api/site", "")
		if !strings.Contains(buf.String(), "ip=192.0.2.10") {
			t.Errorf("other requests should keep the address: %q", buf.String())
		}
	})
}
