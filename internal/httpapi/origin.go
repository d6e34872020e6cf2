package httpapi

import (
	"mime"
	"net/http"
	"net/url"
	"strings"
)

// browserWriteGuarded says which routes take writes only as JSON from the
// site's own pages: the lead form and every account call that changes
// something. It is a rule on the route, not a call in each handler, so a
// POST route added under /api/auth later is covered without anyone
// remembering to.
//
// Why: a page on any other origin can make a visitor's browser send a
// "simple" cross-site POST (a form, or fetch with text/plain) without a
// CORS preflight. Without these checks such a page could plant leads or
// accounts in the visitor's name and from the visitor's IP address. Admin
// routes are not listed: they need a bearer token, which another origin
// cannot read or send. Nor is POST /api/partner/leads/{reference}/outcome:
// partners' servers call it, not browsers, and it needs a signature made
// with the partner's secret, which no other page can make (decision 026).
// Nor is POST /api/opt-out/one-click: mail providers post to it (RFC 8058:
// form-encoded, from their servers), and without the mailed token in its
// URL it does nothing (decision 058). The opt-out page's own button for
// that token (/api/opt-out/link) is guarded.
func browserWriteGuarded(method, pattern string) bool {
	if method == http.MethodGet || method == http.MethodHead {
		return false
	}
	if pattern == "/api/opt-out" || pattern == "/api/opt-out/link" || pattern == visitsPattern {
		return true
	}
	return pattern == "/api/contact" || strings.HasPrefix(pattern, "/api/case-evaluations") || strings.HasPrefix(pattern, "/api/auth/") ||
		strings.HasPrefix(pattern, "/api/privacy-requests")
}

var (
	errNotJSON   = newError(http.StatusUnsupportedMediaType, "The request body must be JSON (Content-Type: application/json).")
	errCrossSite = newError(http.StatusForbidden, "Cross-site requests are not allowed.")
)

// checkSameOriginJSON refuses a guarded write whose body is not declared
// as JSON (415), or that a browser sent from another site (403).
//
// The JSON content type is what makes a browser ask the server (CORS
// preflight, which we never grant) before sending cross-site. A request
// without a body (POST /api/auth/logout) needs no content type.
//
// A request without an Origin header is not from a browser page (curl, a
// server, a test) and is allowed: the checks protect visitors' browsers,
// not the API from its own clients.
func (s *Server) checkSameOriginJSON(r *http.Request) error {
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
		// Browsers set this themselves; a page cannot forge it.
		return errCrossSite
	}
	if origin, ok := r.Header["Origin"]; ok {
		if len(origin) != 1 || !s.isOwnOrigin(r, origin[0]) {
			return errCrossSite
		}
	}
	if r.ContentLength != 0 {
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil || (mt != "application/json" && !(mt == "text/plain" && beaconText(r))) {
			return errNotJSON
		}
	}
	return nil
}

// isOwnOrigin reports whether origin (scheme://host[:port]) is this site:
// the origin the request itself was made to (its Host, over HTTPS or plain
// HTTP), or the configured public URL's. "null" (sandboxed frames, file:
// pages) is never ours.
func (s *Server) isOwnOrigin(r *http.Request, origin string) bool {
	got, ok := normalOrigin(origin)
	if !ok {
		return false
	}
	if own, ok := normalOrigin(s.requestScheme(r) + "://" + r.Host); ok && got == own {
		return true
	}
	if s.cfg.PublicURL != "" {
		if pub, ok := normalOrigin(s.cfg.PublicURL); ok && got == pub {
			return true
		}
	}
	return false
}

// normalOrigin reduces a URL to lower-case scheme://host[:port], without
// the scheme's default port, so equal origins compare equal.
func normalOrigin(raw string) (string, bool) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	port := u.Port()
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]" // IPv6 literal
	}
	if port != "" {
		host += ":" + port
	}
	return scheme + "://" + host, true
}

// requestScheme is "https" when the request reached us over TLS, or, behind
// a trusted proxy, when the proxy says the client used HTTPS.
func (s *Server) requestScheme(r *http.Request) string {
	if r.TLS != nil {
		return "https"
	}
	if s.cfg.TrustProxy {
		// As with X-Forwarded-For, only the last value is the one our own
		// proxy wrote; earlier ones may come from the client.
		protos := strings.Split(r.Header.Get("X-Forwarded-Proto"), ",")
		if strings.EqualFold(strings.TrimSpace(protos[len(protos)-1]), "https") {
			return "https"
		}
	}
	return "http"
}
