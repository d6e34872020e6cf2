// Package attribution is the one normalisation of first-touch attribution
// (landing page, UTM source, medium and campaign) used wherever visits and
// leads are compared: the visit beacon stores its aggregates in this form,
// and the analytics queries put each lead's attribution in the same form
// before counting it beside them. The lead itself keeps its attribution as
// the visitor sent it (detail view, CSV export, partner payload); this is
// only the key they are counted under.
package attribution

import (
	"strings"
	"unicode/utf8"
)

// Direct is the source, medium and campaign of a visit or lead that came
// with none.
const Direct = "(direct)"

// Other is the landing page of a visit or lead whose landing page is not a
// page the site has (or is missing). The visit collector also counts views
// that arrive while it is full under it.
const Other = "(other)"

// Lengths kept; longer values are cut.
const (
	MaxPath  = 300
	MaxValue = 100
)

// Pages finds the public page a path (no query, no fragment) belongs to and
// returns the path in the route table's spelling (webui.PublicPage); ok is
// false for paths that are not public pages. It is passed in because the
// route table lives with the web app, which the store must not import.
type Pages func(path string) (canonical string, ok bool)

// Value is a source, medium or campaign as it is counted: trimmed,
// lower-cased, cut to MaxValue bytes, and Direct when empty.
func Value(s string) string {
	// Cleaned before lower-casing (ToLower would turn bytes that are not
	// UTF-8 into U+FFFD), trimmed after cutting (a cut may end in a
	// space), so a value counted once is counted the same again.
	s = strings.TrimSpace(cut(strings.ToLower(cut(s, len(s))), MaxValue))
	if s == "" {
		return Direct
	}
	return s
}

// LandingPage is a landing page as it is counted: the public page the
// address (a full URL, or a path with or without query and fragment) is
// on, in the route table's spelling, or Other when it is none.
// `https://site.example/Service-Detail/3/?utm_source=x#form` and
// `/service-detail/3` give the same key.
func LandingPage(raw string, pages Pages) string {
	if raw == Other {
		return Other
	}
	if canonical, ok := pages(PathOnly(raw)); ok && canonical != "" {
		return cut(canonical, MaxPath)
	}
	return Other
}

// PathOnly is an address without query and fragment (they may carry click
// ids or e-mail addresses) and without scheme and host. Only an address
// that starts with a scheme (or "//") has a host to drop: a path that holds
// "://" further on is a path.
func PathOnly(p string) string {
	p = strings.TrimSpace(p)
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = strings.TrimSpace(p[:i])
	}
	if rest, ok := afterScheme(p); ok {
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			p = strings.TrimSpace(rest[j:])
		} else {
			p = "/"
		}
	}
	if p != "" && p[0] != '/' {
		p = "/" + p
	}
	// "//x" would be read as a host the next time: one slash.
	if strings.HasPrefix(p, "//") {
		p = "/" + strings.TrimLeft(p, "/")
	}
	return p
}

// afterScheme is what follows "scheme://" (or a leading "//") in p.
func afterScheme(p string) (string, bool) {
	if rest, ok := strings.CutPrefix(p, "//"); ok {
		return rest, true
	}
	i := strings.Index(p, "://")
	if i < 1 {
		return "", false
	}
	for k, r := range p[:i] {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (k == 0 || !(r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.')) {
			return "", false
		}
	}
	return p[i+3:], true
}

// cut shortens s to at most n bytes, on a character boundary, and drops
// what is not UTF-8 and NUL characters (PostgreSQL refuses both, and with
// them a whole batch of page views).
func cut(s string, n int) string {
	s = strings.ReplaceAll(strings.ToValidUTF8(s, ""), "\x00", "")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
