// Package webui serves the web app embedded in the binary: hashed assets
// cached for good, and every page route of routes.json. Public pages
// arrive rendered (package ssr runs the app's server bundle), with the
// data they were rendered from; account and admin pages get the app's
// shell and render in the browser. Routes the table does not know, and
// records that do not exist, answer 404 with the rendered not-found page.
package webui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync/atomic"
	"time"

	"claimsite/internal/compressed"
	"claimsite/internal/content"
	"claimsite/internal/httpbuf"
	"claimsite/internal/onewrite"
	"claimsite/internal/ssr"
	"claimsite/internal/ttlcache"
)

// Exists answers whether a page route's record exists in a language, such
// as the service of /service-detail/{id}; kind is the route's record kind
// (a content kind), key the path segment as sent, lang the page's
// language (a record without its Spanish version has no Spanish page).
type Exists func(ctx context.Context, kind, key, lang string) bool

// Options are what rendering pages on the server takes. Without a
// Renderer every page gets the app's shell.
type Options struct {
	Exists   Exists
	Renderer *ssr.Renderer
	// Versions reads the current content versions (the database's).
	Versions func(context.Context) (content.Versions, error)
	// Visitor gives the experiments' view of the visitor asking for a
	// page (issue 24); nil: no experiments.
	Visitor func(r *http.Request, versions content.Versions) Visitor
	Log     *slog.Logger
}

// Visitor is what rendering and serving a page need of the visitor's
// experiments (decision 062).
type Visitor interface {
	// Variants names the visitor's variants of the running experiments:
	// part of the page's cache key, "" when they see none.
	Variants() string
	// Context is the render's context: the in-process API answers this
	// visitor's variants in it.
	Context(ctx context.Context) context.Context
	// Expose counts the visitor's exposures to the experiment targets a
	// page showed (nothing for robots and prefetches).
	Expose(ctx context.Context, targets []string)
}

// Handler serves the app from dist (the Vite output folder).
type Handler struct {
	files fs.FS
	// names are the paths of dist's files, listed once: asking dist on
	// every page request whether its path is a file cost allocations.
	names  map[string]bool
	assets http.Handler
	shell  compressed.Body
	page   pageTemplate
	// packed holds the compressed copy of every text file worth it, made
	// once at start.
	packed map[string]compressed.Body
	opts   Options
	// api answers the in-process GETs of server renders (UseAPI).
	api http.Handler
	// rendered keeps rendered pages, each with the content versions it was
	// rendered from; renders lets one render serve everyone asking for the
	// same page meanwhile.
	rendered *ttlcache.Cache[renderedPage]
	renders  flight
	// pageHits and pageMisses count pages served from rendered and pages
	// that needed a render (or joined one), for metrics (PageCacheStats).
	pageHits, pageMisses atomic.Uint64
	// budget is each client's allowance of renders (LimitRenders; nil:
	// unlimited); fallbacks counts the pages it answered with the shell.
	budget    *renderBudget
	fallbacks atomic.Uint64
}

// PageCacheStats counts the server-rendered pages served from the cache
// (hits) and those rendered for the request (misses). A cached page of
// older content versions is a miss.
func (h *Handler) PageCacheStats() (hits, misses uint64) {
	return h.pageHits.Load(), h.pageMisses.Load()
}

// New reads index.html from dist once.
func New(dist fs.FS, opts Options) (*Handler, error) {
	index, err := fs.ReadFile(dist, "index.html")
	if err != nil {
		return nil, errors.New("web app not built: web/dist/index.html is missing (run make build)")
	}
	packed, err := pack(dist)
	if err != nil {
		return nil, err
	}
	names, err := fileNames(dist)
	if err != nil {
		return nil, err
	}
	h := &Handler{files: dist, names: names, assets: http.FileServerFS(dist), shell: compressed.New(index), packed: packed, opts: opts,
		rendered: ttlcache.New(renderedTTL, renderedBytes, renderedSize)}
	if opts.Renderer != nil {
		if h.page, err = parseTemplate(index); err != nil {
			return nil, err
		}
		if opts.Versions == nil {
			return nil, errors.New("webui: rendering pages needs Versions")
		}
	}
	if h.opts.Log == nil {
		h.opts.Log = slog.New(slog.DiscardHandler)
	}
	return h, nil
}

// UseAPI sets the handler server renders read the site's API through.
func (h *Handler) UseAPI(api http.Handler) { h.api = api }

// UseVisitors sets how a page learns its visitor's experiments.
func (h *Handler) UseVisitors(visitor func(r *http.Request, versions content.Versions) Visitor) {
	h.opts.Visitor = visitor
}

// compressible are the file types gzip shrinks (images are compressed
// already, SVG aside).
var compressible = map[string]bool{".js": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".txt": true, ".xml": true}

// pack compresses every compressible file of dist that compression makes
// smaller. The build leaves a Brotli copy of each (name.br, best quality,
// too slow to make at start); a file without one gets one made here.
func pack(dist fs.FS) (map[string]compressed.Body, error) {
	packed := map[string]compressed.Body{}
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[path.Ext(name)] {
			return err
		}
		b, err := fs.ReadFile(dist, name)
		if err != nil {
			return err
		}
		br, err := fs.ReadFile(dist, name+".br")
		if err != nil {
			br = nil
		}
		if body := compressed.WithBrotli(b, br); body.Gzip != nil || body.Brotli != nil {
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
		h.servePage(w, r, match{}, false)
		return
	}
	if p != "/" && p != "/index.html" && h.isFile(p) {
		// favicon, robots.txt and the like: not hashed, so revalidated daily.
		h.file(w, r, "public, max-age=86400")
		return
	}
	m, ok := matchPath(p)
	h.servePage(w, r, m, ok)
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

func (h *Handler) isFile(p string) bool { return h.names[strings.TrimPrefix(p, "/")] }

// fileNames lists the files of dist (folders left out).
func fileNames(dist fs.FS) (map[string]bool, error) {
	names := map[string]bool{}
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names[name] = true
		}
		return err
	})
	return names, err
}

func writeHTML(w http.ResponseWriter, r *http.Request, body compressed.Body, status int) {
	// Assigned, not Set: the keys are canonical already and the values
	// shared (net/http copies the header before writing it), which spares
	// every page answer two allocations.
	h := w.Header()
	h["Content-Type"] = htmlContentType
	h["Cache-Control"] = noCache
	body.Write(w, r, status)
}

var (
	htmlContentType = []string{"text/html; charset=utf-8"}
	noCache         = []string{"no-cache"}
)

// maxRecordKey is longer than any record's id or slug (slugs are validated
// to 200 characters, plus a short -N suffix when taken). A longer path
// segment names no record: it is a 404 without asking the database.
const maxRecordKey = 255

// servePage answers a page: m is its route when found is true.
func (h *Handler) servePage(w http.ResponseWriter, r *http.Request, m match, found bool) {
	ctx := r.Context()
	if h.opts.Renderer == nil || (found && !m.route.Public()) {
		writeHTML(w, r, h.shell, h.status(ctx, m, found))
		return
	}
	versions, err := h.opts.Versions(ctx)
	if err != nil {
		// Without the versions nothing cached can be trusted to be current:
		// the browser renders the page itself.
		h.opts.Log.WarnContext(ctx, "page: content versions", "err", err)
		writeHTML(w, r, h.shell, h.status(ctx, m, found))
		return
	}
	ctx = content.WithVersions(ctx, versions)
	var visitor Visitor = noExperiments{}
	if h.opts.Visitor != nil {
		visitor = h.opts.Visitor(r, versions)
	}
	key, req, status := notFoundKey, ssr.Request{URL: notFoundURL}, http.StatusNotFound
	if !found && LanguageOf(r.URL.Path) == Spanish {
		key, req.URL = notFoundKey+"-"+Spanish, PathIn(Spanish, notFoundURL)
	}
	if found {
		page := ""
		if r.URL.RawQuery != "" {
			page = r.URL.Query().Get("page")
		}
		key, status = m.canonical(page), http.StatusOK
		req.URL = key
		// One copy per combination of variants the page is rendered in:
		// the experiments of one language and target are few (one running
		// per target), and the cache is bounded in bytes.
		if v := visitor.Variants(); v != "" {
			key += "#" + v
		}
		ctx = visitor.Context(ctx)
	}
	if p, ok := h.rendered.Get(key); ok && p.pinned.Current(versions) {
		h.pageHits.Add(1)
		visitor.Expose(ctx, p.experiments)
		writeHTML(w, r, p.body, p.status)
		return
	}
	if found && m.route.Record != "" && !h.exists(ctx, m) {
		// Every missing record of a route renders alike: one page serves
		// them all, so made-up addresses cost a lookup, not a render each.
		key, status = "!"+m.route.Name+"-"+m.route.Language, http.StatusNotFound
		req = ssr.Request{URL: m.route.placeholder(), NotFound: true}
		if p, ok := h.rendered.Get(key); ok && p.pinned.Current(versions) {
			h.pageHits.Add(1)
			writeHTML(w, r, p.body, p.status)
			return
		}
	}
	h.pageMisses.Add(1)
	// The render is shared by everyone asking meanwhile: it must not end
	// when the first of them goes away. Keyed by the versions too: a
	// request after a content change never takes the result of a render
	// that began before it.
	renderCtx := context.WithoutCancel(ctx)
	p, err := h.renders.do(key+"@"+versions.String(), func() bool { return h.budget.take(r) }, func() (renderedPage, error) {
		return h.render(renderCtx, key, m, req, status, versions)
	})
	if errors.Is(err, errOverBudget) {
		// The client spent its renders: the browser renders the page.
		h.fallbacks.Add(1)
		writeHTML(w, r, h.shell, status)
		return
	}
	if err != nil {
		h.opts.Log.ErrorContext(ctx, "page: server render", "route", m.route.Name, "err", err)
		writeHTML(w, r, h.shell, h.status(ctx, m, found))
		return
	}
	visitor.Expose(ctx, p.experiments)
	writeHTML(w, r, p.body, p.status)
}

type renderKey struct{}

// InRender tells the API's handlers that a request is a server render's
// read (in-process, on the render's behalf, not a visitor's own).
func InRender(ctx context.Context) bool { return ctx.Value(renderKey{}) != nil }

// noExperiments is the visitor of a site without experiments.
type noExperiments struct{}

func (noExperiments) Variants() string                            { return "" }
func (noExperiments) Context(ctx context.Context) context.Context { return ctx }
func (noExperiments) Expose(context.Context, []string)            {}

// status is a page's status: 404 for a path no route matches and for a
// record route whose record does not exist.
func (h *Handler) status(ctx context.Context, m match, found bool) int {
	if !found || (m.route.Record != "" && !h.exists(ctx, m)) {
		return http.StatusNotFound
	}
	return http.StatusOK
}

func (h *Handler) exists(ctx context.Context, m match) bool {
	if len(m.key) > maxRecordKey {
		return false
	}
	return h.opts.Exists == nil || h.opts.Exists(ctx, m.route.Record, m.key, m.route.Language)
}

// notFoundKey is the one cache entry of every path no route matches (they
// all render alike; a Spanish one has its own entry, notFoundKey-es);
// notFoundURL is a path no route matches, to render it.
const (
	notFoundKey = "!not-found"
	notFoundURL = "/404"
)

// render renders a page and keeps it unless it failed.
func (h *Handler) render(ctx context.Context, key string, m match, req ssr.Request, status int, versions content.Versions) (renderedPage, error) {
	start := time.Now()
	deps := &content.Deps{}
	ctx = content.WithDeps(ctx, deps)
	if m.route.Record != "" {
		// Whether the record exists is part of the page.
		content.Read(ctx, content.Kind(m.route.Record))
	}
	res, err := h.opts.Renderer.Render(ctx, req, h.fetcher(ctx, deps))
	if err != nil {
		return renderedPage{}, err
	}
	for _, line := range res.Console {
		h.opts.Log.WarnContext(ctx, "page: server render console", "route", m.route.Name, "message", line)
	}
	if len(res.Failures) > 0 {
		// A query failed: the page would show an error. The browser renders
		// it and tries again, and so does the next request.
		return renderedPage{}, fmt.Errorf("queries failed: %s", strings.Join(res.Failures, "; "))
	}
	pinned, versioned := deps.Pin(versions)
	p := renderedPage{status: status, body: compressed.New(h.page.fill(res, LanguageOf(req.URL))), pinned: pinned, experiments: res.Experiments}
	if versioned {
		h.rendered.Set(key, p)
	}
	h.opts.Log.DebugContext(ctx, "page rendered", "route", m.route.Name, "took", time.Since(start))
	return p, nil
}

// fetcher answers a render's GETs from the site's API in-process. Each
// records the content kinds it read into deps; a GET of anything that
// has no content version makes the page one not to keep.
func (h *Handler) fetcher(ctx context.Context, deps *content.Deps) ssr.Fetch {
	return func(target string) (int, []byte) {
		if h.api == nil || !strings.HasPrefix(target, "/api/") {
			deps.Unversioned()
			return http.StatusNotFound, []byte(`{"message":"Not found."}`)
		}
		own := &content.Deps{}
		req, err := http.NewRequestWithContext(onewrite.Detached(content.WithDeps(context.WithValue(ctx, renderKey{}, true), own)), http.MethodGet, target, nil)
		if err != nil {
			deps.Unversioned()
			return http.StatusBadRequest, []byte(`{"message":"Bad request."}`)
		}
		req.RemoteAddr = "127.0.0.1:0"
		rec := httpbuf.New(nil)
		h.api.ServeHTTP(rec, req)
		kinds, _ := own.Pin(nil)
		if len(kinds) == 0 {
			deps.Unversioned()
		}
		for k := range kinds {
			content.Read(ctx, k)
		}
		return rec.Status(), rec.Body.Bytes()
	}
}
