// Package webui serves the built React app embedded in the binary: hashed
// assets cached for good, index.html for every page route with status 200
// for the routes the app knows and 404 for everything else, so search
// engines see real not-found pages.
package webui

import (
	"context"
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"claimsite/internal/gzipped"
	"claimsite/internal/ttlcache"
)

// Exists answers whether a page route's record exists, such as the service
// of /service-detail/{id}; kind is the route's record kind.
type Exists func(ctx context.Context, kind, key string) bool

// route is one page route of the app. A segment "{id}" or "{slug}" matches
// any one segment; kind names the record it must point at (empty: none).
// inSitemap marks the pages for visitors that search engines should find:
// the sitemap is built from this table, so a page added here is listed (or
// kept out) by saying so next to it, not in a second list.
type route struct {
	pattern   string
	kind      string
	inSitemap bool
}

// routes are the app's pages (SPEC.md section 2, plus blog and /user).
// Account, admin, thank-you and mail-link pages stay out of the sitemap:
// they are nothing to find by search. /faqs is the lower-case spelling of
// /Faqs; one URL per page goes in the sitemap.
var routes = []route{
	{"/", "", true},
	{"/about-us", "", true},
	{"/services", "", true},
	{"/service-detail/{id}", "service", true},
	{"/stateLaw", "", true},
	{"/state-law-detail/{id}", "state_law", true},
	{"/Faqs", "", true},
	{"/faqs", "", false},
	{"/contact-us", "", true},
	{"/marketing-partner", "", true},
	{"/privacy-policy", "", true},
	{"/term-and-conditions", "", true},
	{"/california-privacy", "", true},
	{"/thank-you", "", false},
	{"/blog", "", true},
	{"/blog/{slug}", "blog", true},
	{"/login", "", false},
	{"/register", "", false},
	{"/reset-password", "", false},
	{"/verify-email", "", false},
	{"/user", "", false},
	{"/admin", "", false},
	{"/admin/services", "", false},
	{"/admin/blog", "", false},
	{"/admin/faqs", "", false},
	{"/admin/state-law", "", false},
	{"/admin/leads", "", false},
	{"/admin/leads/{id}", "", false},
	{"/admin/users", "", false},
	{"/admin/partners", "", false},
	{"/admin/suppressions", "", false},
}

// SitemapPage is a page route that belongs in the sitemap. Kind is empty
// for a single page; otherwise Pattern has one placeholder segment and
// there is one page per record of Kind (the kinds Exists is asked about).
type SitemapPage struct {
	Pattern string
	Kind    string
}

// SitemapPages lists the routes marked for the sitemap, in table order.
func SitemapPages() []SitemapPage {
	var pages []SitemapPage
	for _, rt := range routes {
		if rt.inSitemap {
			pages = append(pages, SitemapPage{rt.pattern, rt.kind})
		}
	}
	return pages
}

// Handler serves the app from dist (the Vite output folder).
type Handler struct {
	files  fs.FS
	assets http.Handler
	index  gzipped.Body
	// packed holds the compressed copy of every text file worth it, made
	// once at start.
	packed map[string]gzipped.Body
	exists Exists
	// known remembers for a few seconds whether a detail page's record
	// exists: every visit of a page would otherwise ask the database.
	known *ttlcache.Cache[bool]
}

// New reads index.html from dist once; exists may be nil (every route
// pattern match is then a page).
func New(dist fs.FS, exists Exists) (*Handler, error) {
	index, err := fs.ReadFile(dist, "index.html")
	if err != nil {
		return nil, errors.New("web app not built: web/dist/index.html is missing (run make build)")
	}
	packed, err := pack(dist)
	if err != nil {
		return nil, err
	}
	return &Handler{files: dist, assets: http.FileServerFS(dist), index: gzipped.New(index), packed: packed,
		exists: exists, known: ttlcache.New(5*time.Second, knownCacheBytes, func(bool) int { return 1 })}, nil
}

// knownCacheBytes bounds the memory of the record-exists cache: with keys
// of at most maxRecordKey bytes, some thousands of entries.
const knownCacheBytes = 1 << 20

// maxRecordKey is longer than any record's id or slug (slugs are validated
// to 200 characters, plus a short -N suffix when taken). A longer path
// segment names no record: it is a 404 without asking the database, and
// it never reaches the cache.
const maxRecordKey = 255

// compressible are the file types gzip shrinks (images are compressed
// already, SVG aside).
var compressible = map[string]bool{".js": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".txt": true, ".xml": true}

// pack compresses every compressible file of dist that gzip makes smaller.
func pack(dist fs.FS) (map[string]gzipped.Body, error) {
	packed := map[string]gzipped.Body{}
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[path.Ext(name)] {
			return err
		}
		b, err := fs.ReadFile(dist, name)
		if err != nil {
			return err
		}
		if body := gzipped.New(b); body.Gzip != nil {
			packed[name] = body
		}
		return nil
	})
	return packed, err
}

// ServeHTTP answers GET and HEAD for everything that is not the API.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if strings.HasPrefix(p, "/assets/") {
		if h.isFile(p) {
			// Vite puts a content hash in every asset name.
			h.file(w, r, "public, max-age=31536000, immutable")
			return
		}
		h.page(w, r, http.StatusNotFound)
		return
	}
	if p != "/" && p != "/index.html" && h.isFile(p) {
		// favicon, robots.txt and the like: not hashed, so revalidated daily.
		h.file(w, r, "public, max-age=86400")
		return
	}
	status := http.StatusNotFound
	if h.isPage(r.Context(), p) {
		status = http.StatusOK
	}
	h.page(w, r, status)
}

// file serves a file of dist, from its compressed copy when the client
// takes gzip.
func (h *Handler) file(w http.ResponseWriter, r *http.Request, cacheControl string) {
	w.Header().Set("Cache-Control", cacheControl)
	name := strings.TrimPrefix(r.URL.Path, "/")
	body, ok := h.packed[name]
	if !ok {
		h.assets.ServeHTTP(w, r)
		return
	}
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	body.Write(w, r, http.StatusOK)
}

func (h *Handler) page(w http.ResponseWriter, r *http.Request, status int) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	h.index.Write(w, r, status)
}

func (h *Handler) isFile(p string) bool {
	name := strings.TrimPrefix(p, "/")
	if !fs.ValidPath(name) {
		return false
	}
	info, err := fs.Stat(h.files, name)
	return err == nil && !info.IsDir()
}

// isPage matches p (a trailing slash allowed) against the route table.
func (h *Handler) isPage(ctx context.Context, p string) bool {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	for _, rt := range routes {
		key, ok := match(rt.pattern, p)
		if !ok {
			continue
		}
		if rt.kind == "" || h.exists == nil {
			return true
		}
		if len(key) > maxRecordKey {
			return false
		}
		cacheKey := rt.kind + "/" + key
		if found, ok := h.known.Get(cacheKey); ok {
			return found
		}
		found := h.exists(ctx, rt.kind, key)
		h.known.Set(cacheKey, found)
		return found
	}
	return false
}

// match reports whether path fits pattern and gives the value of its
// placeholder segment, if any.
func match(pattern, path string) (string, bool) {
	ps, xs := strings.Split(pattern, "/"), strings.Split(path, "/")
	if len(ps) != len(xs) {
		return "", false
	}
	key := ""
	for i := range ps {
		switch {
		case strings.HasPrefix(ps[i], "{"):
			if xs[i] == "" {
				return "", false
			}
			key = xs[i]
		case ps[i] != xs[i]:
			return "", false
		}
	}
	return key, true
}
