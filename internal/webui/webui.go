// Package webui serves the built React app embedded in the binary: hashed
// assets cached for good, index.html for every page route with status 200
// for the routes the app knows and 404 for everything else, so search
// engines see real not-found pages.
package webui

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/ttlcache"
)

// Exists answers whether a page route's record exists, such as the service
// of /service-detail/{id}; kind is the route's record kind.
type Exists func(ctx context.Context, kind, key string) bool

// route is one page route of the app. A segment "{id}" or "{slug}" matches
// any one segment; kind names the record it must point at (empty: none).
type route struct {
	pattern string
	kind    string
}

// routes are the app's pages (SPEC.md section 2, plus blog and /user).
var routes = []route{
	{"/", ""},
	{"/about-us", ""},
	{"/services", ""},
	{"/service-detail/{id}", "service"},
	{"/stateLaw", ""},
	{"/state-law-detail/{id}", "state_law"},
	{"/Faqs", ""},
	{"/faqs", ""},
	{"/contact-us", ""},
	{"/marketing-partner", ""},
	{"/privacy-policy", ""},
	{"/term-and-conditions", ""},
	{"/california-privacy", ""},
	{"/thank-you", ""},
	{"/blog", ""},
	{"/blog/{slug}", "blog"},
	{"/login", ""},
	{"/register", ""},
	{"/reset-password", ""},
	{"/user", ""},
	{"/admin", ""},
	{"/admin/services", ""},
	{"/admin/blog", ""},
	{"/admin/faqs", ""},
	{"/admin/state-law", ""},
	{"/admin/leads", ""},
	{"/admin/leads/{id}", ""},
}

// Handler serves the app from dist (the Vite output folder).
type Handler struct {
	files  fs.FS
	assets http.Handler
	index  []byte
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
	return &Handler{files: dist, assets: http.FileServerFS(dist), index: index, exists: exists,
		known: ttlcache.New[bool](5*time.Second, 5000)}, nil
}

// ServeHTTP answers GET and HEAD for everything that is not the API.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if strings.HasPrefix(p, "/assets/") {
		if h.isFile(p) {
			// Vite puts a content hash in every asset name.
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			h.assets.ServeHTTP(w, r)
			return
		}
		h.page(w, http.StatusNotFound)
		return
	}
	if p != "/" && p != "/index.html" && h.isFile(p) {
		// favicon, robots.txt and the like: not hashed, so revalidated daily.
		w.Header().Set("Cache-Control", "public, max-age=86400")
		h.assets.ServeHTTP(w, r)
		return
	}
	status := http.StatusNotFound
	if h.isPage(r.Context(), p) {
		status = http.StatusOK
	}
	h.page(w, status)
}

func (h *Handler) page(w http.ResponseWriter, status int) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Length", strconv.Itoa(len(h.index)))
	w.WriteHeader(status)
	w.Write(h.index)
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
