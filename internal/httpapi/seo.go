package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/webui"
)

// sitemapNS is the sitemaps.org schema every sitemap declares.
const sitemapNS = "http://www.sitemaps.org/schemas/sitemap/0.9"

// xhtmlNS is the namespace of the sitemap's alternate-language links.
const xhtmlNS = "http://www.w3.org/1999/xhtml"

// urlset is a sitemap (https://www.sitemaps.org/protocol.html).
type urlset struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	XHTML   string       `xml:"xmlns:xhtml,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
	// Alternates name the page's versions in both languages (itself
	// among them) and the x-default, the English one, as Google reads
	// them from a sitemap; none when the page has only its English one.
	Alternates []alternate `xml:"xhtml:link"`
}

// alternate is one <xhtml:link rel="alternate">.
type alternate struct {
	Rel      string `xml:"rel,attr"`
	Hreflang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// The hreflang values of the two languages (decision 064) and the
// default.
const (
	hreflangEnglish = "en-US"
	hreflangSpanish = "es-US"
	hreflangDefault = "x-default"
)

// pagePair is an English page and, when it has one, its Spanish twin
// (absolute URLs): the sitemap's entries of one page, each naming both
// versions.
func pagePair(english, spanish, lastMod string) []sitemapURL {
	if spanish == "" {
		return []sitemapURL{{Loc: english, LastMod: lastMod}}
	}
	links := []alternate{
		{"alternate", hreflangEnglish, english},
		{"alternate", hreflangSpanish, spanish},
		{"alternate", hreflangDefault, english},
	}
	return []sitemapURL{
		{Loc: english, LastMod: lastMod, Alternates: links},
		{Loc: spanish, LastMod: lastMod, Alternates: links},
	}
}

// handleSitemap lists the pages of webui's route table marked for the
// sitemap: each single page once, and each record page once per public
// record (every service, every state-law page, every published post),
// each followed by its Spanish twin (at /es plus its path) where that
// exists: always for a single page, for a record where it has its Spanish
// version (a post at its Spanish slug). Both entries carry the same
// alternates, reciprocal: en-US, es-US and x-default (the English page).
// A record without a Spanish version is listed in English only, without
// alternates.
//
// Only record pages carry <lastmod>. A single page's text ships in the
// app, whose edits have no date the database knows, and a list page such
// as /services also changes when a record is deleted, which the newest
// updated_at does not show. Search engines use lastmod only while it is
// consistently right, so a guessed date would cost the trust the record
// dates earn.
//
// Building it takes three queries without bodies, about a millisecond with
// compression on the seeded site before the Spanish twins (75 URLs; with
// them 153 URLs, 66 KB, measured at 9 ms through the test harness on a
// loaded two-core machine); from the public answer cache it takes some
// 15µs (43µs there), so it is cached like the content API (admin writes
// purge it, and a post scheduled to go live shows within answerTTL).
func (s *Server) handleSitemap(w http.ResponseWriter, r *http.Request) error {
	set := urlset{XHTML: xhtmlNS}
	base := s.cfg.PublicURL
	for _, page := range webui.SitemapPages() {
		english, spanish := page.Pattern, page.In(webui.Spanish)
		if page.Kind == "" {
			set.URLs = append(set.URLs, pagePair(base+english, base+spanish, "")...)
			continue
		}
		stamps, err := s.recordStamps(r.Context(), page.Kind)
		if err != nil {
			return err
		}
		for _, st := range stamps {
			es := ""
			if st.ESKey != "" {
				es = base + fillPlaceholder(spanish, url.PathEscape(st.ESKey))
			}
			set.URLs = append(set.URLs, pagePair(base+fillPlaceholder(english, url.PathEscape(st.Key)), es,
				st.UpdatedAt.UTC().Truncate(time.Second).Format(time.RFC3339))...)
		}
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(set); err != nil {
		return err
	}
	buf.WriteByte('\n')
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, err := w.Write(buf.Bytes())
	return err
}

// recordStamps lists the public records of a webui record kind.
func (s *Server) recordStamps(ctx context.Context, kind string) ([]store.Stamp, error) {
	switch kind {
	case "service":
		return s.store.ServiceStamps(ctx)
	case "state_law":
		return s.store.StateLawStamps(ctx)
	case "post":
		return s.store.PublishedBlogStamps(ctx)
	}
	// A route marked for the sitemap with a kind this does not know: a
	// programming error the sitemap test catches.
	return nil, fmt.Errorf("sitemap: no records of kind %q", kind)
}

// fillPlaceholder puts value in place of pattern's "{...}" segment.
func fillPlaceholder(pattern, value string) string {
	segs := strings.Split(pattern, "/")
	for i, seg := range segs {
		if strings.HasPrefix(seg, "{") {
			segs[i] = value
		}
	}
	return strings.Join(segs, "/")
}

// robotsDisallowed are the paths crawlers are asked to leave alone: the
// account and admin pages (/verify-email links carry single-use tokens),
// the page after a form is sent (in both languages), and the API.
// Each is a prefix, so nothing here may start a public page's path (the
// robots test checks every sitemap URL) or /storage/ (images are meant to
// be found).
var robotsDisallowed = []string{"/admin", "/login", "/register", "/reset-password", "/verify-email", "/user", "/thank-you", "/es/thank-you", "/api/"}

// handleRobots answers /robots.txt; it depends on the configuration only.
func (s *Server) handleRobots(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for _, p := range robotsDisallowed {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + s.cfg.PublicURL + "/sitemap.xml\n")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write([]byte(b.String()))
}

// plain serves a handlerFunc outside /api: a failure still goes through
// respondError (logged, generic text).
func (s *Server) plain(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.respondError(w, r, err)
		}
	})
}

// faviconICO is the brand's SVG favicon as an ICO of 16, 32 and 48 pixels
// (made by scripts/genfavicon): browsers and crawlers ask for /favicon.ico
// whatever the page links, and many read only ICO.
//
//go:embed favicon.ico
var faviconICO []byte

// faviconETag lets a client whose copy has expired check it cheaply.
var faviconETag = fmt.Sprintf(`"%x"`, sha256.Sum256(faviconICO))

// handleFavicon serves the icon for 30 days: long, because every page view
// of a new visitor asks for it, but not immutable like the hashed assets,
// since the URL stays the same when the brand's icon changes.
func handleFavicon(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "image/x-icon")
	h.Set("Cache-Control", "public, max-age=2592000")
	h.Set("ETag", faviconETag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(faviconICO))
}
