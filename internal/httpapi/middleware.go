package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/publicsuffix"

	"claimsite/internal/reqlog"
)

type ctxKey int

const (
	userKey ctxKey = iota
)

var safeRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// requestID is the id logRequests gave the request of ctx.
func requestID(ctx context.Context) string { return reqlog.ID(ctx) }

// statusWriter remembers the status and size of an answer, and the route
// pattern that took the request (notePattern), for the log and metrics.
type statusWriter struct {
	http.ResponseWriter
	status  int
	bytes   int
	pattern string
}

func (w *statusWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequests gives each request an id (kept from X-Request-ID when it is
// safe to echo), counts it in the metrics of its route and logs one line
// per request when it ends: route pattern, path without query and without
// anything that looks like personal data (safePath), status, size, time.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-ID")
		if !safeRequestID.MatchString(id) {
			// An id only tells log lines apart: a fast generator does
			// (crypto/rand would ask the kernel on every request).
			id = strconv.FormatUint(rand.Uint64()|1<<63, 16)
		}
		// Assigned under its canonical key: Set would canonicalise
		// "X-Request-ID" into a new string on every request.
		w.Header()["X-Request-Id"] = []string{id}
		r = r.WithContext(reqlog.WithID(r.Context(), id))
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		took := time.Since(start)
		status := sw.status
		if status == 0 {
			status = http.StatusOK // nothing written: net/http sends 200
		}
		route := routeLabel(sw.pattern, r.URL.Path)
		s.observe(route, status, took)
		level := slog.LevelInfo
		if status >= 500 {
			level = slog.LevelError
		}
		if !s.log.Enabled(r.Context(), level) {
			return
		}
		// Page-view and funnel beacons keep no address anywhere (decision 024).
		ip := ""
		if path := strings.TrimSuffix(r.URL.Path, "/"); path != visitsPattern && path != evaluationFunnelPattern {
			ip = s.clientIP(r)
		}
		if s.access != nil && level == slog.LevelInfo {
			s.writeAccessLine(accessLine{at: time.Now(), method: r.Method, route: route, path: safePath(r.URL.Path),
				status: status, bytes: sw.bytes, duration: took, ip: ip, requestID: id})
			return
		}
		attrs := []slog.Attr{
			slog.String("method", r.Method),
			slog.String("route", route),
			slog.String("path", safePath(r.URL.Path)),
			slog.Int("status", status),
			slog.Int("bytes", sw.bytes),
			slog.Duration("duration", took),
		}
		if ip != "" {
			attrs = append(attrs, slog.String("ip", ip))
		}
		// request_id is added from the context (reqlog.Handler).
		s.log.LogAttrs(r.Context(), level, "request", attrs...)
	})
}

// recoverPanics turns a panic into a logged 500 with a generic message.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.ErrorContext(r.Context(), "panic", "value", fmt.Sprint(v), "stack", string(debug.Stack()))
			s.respondError(w, r, newError(http.StatusInternalServerError, "Server error. Please try again later."))
		}()
		next.ServeHTTP(w, r)
	})
}

// securityHeaders sets the headers every answer carries (HSTS on answers
// to HTTPS requests). The CSP allows no inline script; the lead-verification origins are added only when the
// operator configured their scripts.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	// Every answer carries the same values: made once, set by assignment
	// (the keys are in canonical form; net/http copies the header before
	// writing, and nothing changes these slices in place).
	fixed := map[string][]string{
		"X-Content-Type-Options":     {"nosniff"},
		"X-Frame-Options":            {"DENY"},
		"Referrer-Policy":            {"strict-origin-when-cross-origin"},
		"Permissions-Policy":         {"camera=(), microphone=(), geolocation=(), payment=()"},
		"Cross-Origin-Opener-Policy": {"same-origin"},
	}
	hsts := []string{"max-age=31536000; includeSubDomains"}
	// The policy names the script origins the operator configured
	// (settings): made again only when they change.
	var cspMu sync.Mutex
	var cspFor [2]string
	csp := []string{contentSecurityPolicy()}
	policy := func(r *http.Request) []string {
		snap, err := s.settings.Current(r.Context())
		cspMu.Lock()
		defer cspMu.Unlock()
		if err != nil {
			// The database did not answer: the last policy made (the page
			// that needs the settings fails on its own).
			s.log.WarnContext(r.Context(), "content security policy: settings", "err", err)
			return csp
		}
		if urls := [2]string{snap.LeadIDScriptURL, snap.TrustedFormScriptURL}; urls != cspFor {
			cspFor, csp = urls, []string{contentSecurityPolicy(urls[0], urls[1])}
		}
		return csp
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range fixed {
			h[k] = v
		}
		h["Content-Security-Policy"] = policy(r)
		if s.requestScheme(r) == "https" {
			// Only over HTTPS: sent over plain HTTP it would be ignored at
			// best, and a site reached by http://localhost must stay
			// reachable that way.
			h["Strict-Transport-Security"] = hsts
		}
		next.ServeHTTP(w, r)
	})
}

func contentSecurityPolicy(scriptURLs ...string) string {
	extra := ""
	for _, raw := range scriptURLs {
		u, err := url.Parse(raw)
		if err != nil || u.Scheme != "https" || u.Host == "" {
			continue
		}
		extra += " https://" + u.Host
		// The verification vendors load further resources from their own
		// domains; their wildcard covers those. The domain is the registrable
		// one: the last two labels of scripts.vendor.co.uk would open the
		// policy to every site under co.uk.
		host := u.Hostname()
		if net.ParseIP(host) != nil {
			continue
		}
		if domain, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil {
			extra += " https://*." + domain
		}
	}
	return "default-src 'self'; script-src 'self'" + extra +
		"; style-src 'self'; img-src 'self' data:" + extra +
		"; connect-src 'self'" + extra +
		"; frame-src 'self'" + extra +
		"; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}

// trimTrailingSlash makes /api/x/ the same as /api/x, as the contract asks.
func trimTrailingSlash(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		// Only a slash written as one: /api/blogs/%2F names the post "/"
		// (a 404), not the list.
		if strings.HasPrefix(p, "/api/") && len(p) > len("/api/") && strings.HasSuffix(r.URL.EscapedPath(), "/") {
			r2 := r.Clone(r.Context())
			r2.URL.Path = strings.TrimRight(p, "/")
			r2.URL.RawPath = strings.TrimRight(r.URL.RawPath, "/")
			r = r2
		}
		next.ServeHTTP(w, r)
	})
}

// clientIP is the address the request came from; behind a trusted proxy,
// the last X-Forwarded-For hop (the one the proxy itself added).
func (s *Server) clientIP(r *http.Request) string {
	if s.cfg.TrustProxy {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			hops := strings.Split(fwd, ",")
			if ip := net.ParseIP(strings.TrimSpace(hops[len(hops)-1])); ip != nil {
				return ip.String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
