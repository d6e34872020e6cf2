package httpapi

import (
	"context"
	"errors"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/metrics"
)

// What an operator watches of the HTTP layer: metrics by route, the
// readiness check, and request log lines that carry no personal data
// (decision 028).

// UseMetrics has every request, lead and request-limit refusal counted in
// m. Called before Handler; without it nothing is counted.
func (s *Server) UseMetrics(m *metrics.Metrics) {
	s.metrics = m
	s.routeMetrics = map[string]*metrics.Route{}
	add := func(label string) { s.routeMetrics[label] = m.Route(label) }
	for _, rt := range s.routes() {
		add(rt.method + " " + rt.pattern)
	}
	for _, label := range fixedRouteLabels {
		add(label)
	}
	m.Cache("answers", s.answers.Stats)
	if s.web != nil {
		m.Cache("pages", s.web.PageCacheStats)
		m.RenderFallbacks(s.web.RenderFallbacks)
	}
}

// fixedRouteLabels are the route labels of what is not in the route
// table: the mux's own patterns, the web app's pages and files, and
// requests no pattern took.
var fixedRouteLabels = []string{"/api/", "GET /healthz", "GET /readyz", "GET /sitemap.xml", "GET /robots.txt",
	"GET /favicon.ico", "GET /storage/{path...}", routePage, routeStatic, routeNone}

const (
	routePage   = "page"
	routeStatic = "static"
	routeNone   = "none"
)

// fileExts are the extensions of the web app's files (anything else under
// the catch-all is a page, even /blog/some.name).
var fileExts = map[string]bool{".js": true, ".css": true, ".map": true, ".svg": true, ".png": true, ".jpg": true,
	".jpeg": true, ".webp": true, ".gif": true, ".ico": true, ".txt": true, ".xml": true, ".json": true,
	".webmanifest": true, ".woff": true, ".woff2": true, ".html": true, ".br": true, ".gz": true}

// routeLabel names a request by the pattern that took it, never by its
// path: the web app's catch-all is "page" for pages and "static" for
// files (under /assets/ or with a file's extension), and a request no
// pattern took (a redirect to the clean path) is "none".
func routeLabel(pattern, urlPath string) string {
	switch {
	case pattern == "/":
		if strings.HasPrefix(urlPath, "/assets/") || fileExts[path.Ext(urlPath)] {
			return routeStatic
		}
		return routePage
	case pattern == "":
		return routeNone
	}
	return pattern
}

// observe counts an answer in the metrics of its route.
func (s *Server) observe(route string, status int, took time.Duration) {
	if s.metrics == nil {
		return
	}
	rm, ok := s.routeMetrics[route]
	if !ok {
		// A pattern registered outside the route table: still bounded
		// (patterns are few), only slower to resolve.
		rm = s.metrics.Route(route)
	}
	rm.Observe(status, took)
}

// notePattern tells logRequests which pattern the mux chose: ServeMux
// sets Request.Pattern on the request it serves, which is known only
// inside it. A page request (pageRequest) goes straight to pages, the
// handler of the mux's "/" pattern: the mux would choose it anyway, after
// allocating for its matching on every request (a cached page is the
// answer make bench holds to hello-world's pace).
func notePattern(mux, pages http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if pages != nil && pageRequest(r.URL.Path) {
			if sw, ok := w.(*statusWriter); ok {
				sw.pattern = "/"
			}
			pages.ServeHTTP(w, r)
			return
		}
		if sw, ok := w.(*statusWriter); ok {
			// Deferred: a handler that panics still has its route.
			defer func() { sw.pattern = r.Pattern }()
		}
		mux.ServeHTTP(w, r)
	})
}

// pageRequest reports whether the mux would give path to its "/" pattern:
// a clean path (the mux redirects others) that is none of the paths
// Handler registers apart from "/".
func pageRequest(p string) bool {
	switch {
	case p == "" || path.Clean(p) != p,
		strings.HasPrefix(p, "/api"), strings.HasPrefix(p, "/storage"):
		return false
	}
	switch p {
	case "/healthz", "/readyz", "/sitemap.xml", "/robots.txt", "/favicon.ico":
		return false
	}
	return true
}

// safePath is a request path fit for a log line: each segment that looks
// like an e-mail address, a phone number or a token is replaced by
// "[redacted]", and the path is cut at 200 bytes. (Query strings, where the
// product's own links carry their tokens, are never logged.) The common
// path holds none of these and is returned as it is, without copying.
func safePath(p string) string {
	const maxLen = 200
	if len(p) <= maxLen && !suspicious(p) {
		return p
	}
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		if suspicious(seg) {
			segs[i] = "[redacted]"
		}
	}
	out := strings.Join(segs, "/")
	if len(out) > maxLen {
		out = out[:maxLen] + "…"
	}
	return out
}

// suspicious reports whether s holds an @, seven digits or more with only
// phone punctuation between them (555-010-4477, (555) 010 4477), or a run
// of 16 letters, digits and underscores with a digit among them (a token;
// the words of a slug are shorter, and hyphens split them).
func suspicious(s string) bool {
	phoneDigits, word, wordDigits := 0, 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '@':
			return true
		case c >= '0' && c <= '9':
			phoneDigits++
			word++
			wordDigits++
		case (c|0x20 >= 'a' && c|0x20 <= 'z') || c == '_':
			phoneDigits = 0
			word++
		case strings.IndexByte("-.() +%", c) >= 0:
			word, wordDigits = 0, 0
		default:
			phoneDigits, word, wordDigits = 0, 0, 0
		}
		if phoneDigits >= 7 || (word >= 16 && wordDigits > 0) {
			return true
		}
	}
	return false
}

// countLead counts one lead submission that ended with err (nil: answered
// 201), given what the handler knows of a success.
func (s *Server) countLead(success string, err error) {
	if s.metrics == nil {
		return
	}
	if err == nil {
		result := metrics.LeadAccepted
		if success == metrics.ReasonHoneypot {
			result = metrics.LeadRefused
		}
		s.metrics.Lead(result, success)
		return
	}
	reason := metrics.ReasonError
	var ae *apiError
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		reason = metrics.ReasonMalformed
	case errors.As(err, &ae):
		switch ae.status {
		case http.StatusUnprocessableEntity:
			reason = metrics.ReasonValidation
		case http.StatusTooManyRequests:
			reason = metrics.ReasonRateLimited
		case http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType, http.StatusForbidden:
			// 403: a cross-site write, refused before the handler; kept
			// for completeness.
			reason = metrics.ReasonMalformed
		}
	}
	s.metrics.Lead(metrics.LeadRefused, reason)
}

// readyTimeout bounds each readiness check's database calls.
const readyTimeout = 2 * time.Second

// handleReady answers 200 when this instance can serve: its database
// answers and has every migration this binary embeds; otherwise 503 with
// the reason. The migrations are read until they are found complete, then
// never again (they cannot un-apply under a running server short of a
// restore, which restarts it).
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	unready := func(reason string, err error) {
		if err != nil {
			s.log.WarnContext(r.Context(), "not ready", "reason", reason, "err", err)
		}
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "reason": reason})
	}
	if err := s.store.Ping(ctx); err != nil {
		unready("database unreachable", err)
		return
	}
	if !s.migrated.Load() {
		pending, err := s.store.PendingMigrations(ctx)
		if err != nil {
			unready("database unreachable", err)
			return
		}
		if len(pending) > 0 {
			unready(strconv.Itoa(len(pending))+" migrations pending", nil)
			return
		}
		s.migrated.Store(true)
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
