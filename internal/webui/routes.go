package webui

import (
	"claimsite/internal/access"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"claimsite/web"
)

// routes is the site's route table, read once, with the Spanish twin of
// every public page.
var routes = func() []Route {
	rs, err := ParseRoutes(web.RouteTable)
	if err != nil {
		panic(err) // routes.json is built into the binary and tested
	}
	return withSpanishTwins(rs)
}()

// The public site's languages (decision 064): every public page of the
// table is English at its path and Spanish at SpanishPrefix plus that
// path (/es for the home page). Account, admin and partner pages are
// English only.
const (
	English       = "en"
	Spanish       = "es"
	SpanishPrefix = "/es"
)

// Languages are the public site's languages, English first.
var Languages = []string{English, Spanish}

// LanguageOf is the language of a page path: Spanish under /es (matched
// case-insensitively, as every fixed segment is), English otherwise.
func LanguageOf(p string) string {
	if len(p) >= len(SpanishPrefix) && strings.EqualFold(p[:len(SpanishPrefix)], SpanishPrefix) &&
		(len(p) == len(SpanishPrefix) || p[len(SpanishPrefix)] == '/') {
		return Spanish
	}
	return English
}

// PathIn is an English page path's address in language lang.
func PathIn(lang, p string) string {
	if lang != Spanish {
		return p
	}
	if p == "/" {
		return SpanishPrefix
	}
	return SpanishPrefix + p
}

// withSpanishTwins adds, after the table's routes, each public route's
// Spanish twin: the same name, record and sitemap flag at PathIn(Spanish).
func withSpanishTwins(rs []Route) []Route {
	out := slices.Clone(rs)
	for i := range out {
		out[i].Language = English
	}
	for _, rt := range rs {
		if rt.Public() {
			rt.Language = Spanish
			rt.Path = PathIn(Spanish, rt.Path)
			out = append(out, rt)
		}
	}
	return out
}

// Route is one page of routes.json (web/src/config/routes.json), the
// route table the app's router reads too.
type Route struct {
	Name string `json:"name"`
	// Path is the canonical spelling; a ":name" segment takes any one
	// segment.
	Path string `json:"path"`
	// Area is "public" (rendered on the server), "account", "admin" or
	// "partner" (the partner portal; rendered in the browser).
	Area string `json:"area"`
	// Record is the content kind a ":name" segment must name, or the page
	// is a 404.
	Record  string `json:"record"`
	Sitemap bool   `json:"sitemap"`
	// Permission is what an admin page needs of the signed-in role
	// (package access): the web app shows a role only its pages.
	Permission access.Permission `json:"permission"`
	// Language is the page's language: English for the table's routes,
	// Spanish for the twins withSpanishTwins adds.
	Language string `json:"-"`
}

// placeholder is the route's path with "0" for its :param: a record page
// no record has, to render the route's not-found page at.
func (rt Route) placeholder() string {
	if i := strings.Index(rt.Path, "/:"); i >= 0 {
		return rt.Path[:i+1] + "0"
	}
	return rt.Path
}

// Public pages are rendered on the server.
func (rt Route) Public() bool { return rt.Area == "public" }

// ParseRoutes reads routes.json and checks what the server relies on.
func ParseRoutes(table []byte) ([]Route, error) {
	var doc struct {
		Routes []Route `json:"routes"`
	}
	if err := json.Unmarshal(table, &doc); err != nil {
		return nil, fmt.Errorf("routes.json: %w", err)
	}
	names := map[string]bool{}
	for _, rt := range doc.Routes {
		params := strings.Count(rt.Path, "/:")
		switch {
		case rt.Name == "" || names[rt.Name]:
			return nil, fmt.Errorf("routes.json: route %q: missing or repeated name", rt.Name)
		case !strings.HasPrefix(rt.Path, "/"):
			return nil, fmt.Errorf("routes.json: route %s: path %q does not start with /", rt.Name, rt.Path)
		case rt.Area != "public" && rt.Area != "account" && rt.Area != "admin" && rt.Area != "partner":
			return nil, fmt.Errorf("routes.json: route %s: unknown area %q", rt.Name, rt.Area)
		case params > 1 || (rt.Record != "" && params != 1) || (rt.Public() && params == 1 && rt.Record == ""):
			return nil, fmt.Errorf("routes.json: route %s: a route has at most one :param, a public one only for its record", rt.Name)
		case rt.Sitemap && !rt.Public():
			return nil, fmt.Errorf("routes.json: route %s: only public pages go in the sitemap", rt.Name)
		case (rt.Area == "admin") != (rt.Permission != ""):
			return nil, fmt.Errorf("routes.json: route %s: an admin page names a permission, and only an admin page", rt.Name)
		case rt.Permission == access.Public || rt.Permission == access.SignedIn || rt.Permission != "" && !access.Admin.Can(rt.Permission):
			return nil, fmt.Errorf("routes.json: route %s: permission %q is no staff permission", rt.Name, rt.Permission)
		}
		names[rt.Name] = true
	}
	if len(doc.Routes) == 0 {
		return nil, errors.New("routes.json: no routes")
	}
	return doc.Routes, nil
}

// match is a path's route and the value of its :param segment.
type match struct {
	route Route
	key   string
}

// maxSegments bounds the segments of a route's path ("/a/:b" has three:
// "", "a", ":b"); a path with more matches no route.
const maxSegments = 8

// segments are each route's path split at its slashes, split once.
var segments = func() [][]string {
	out := make([][]string, len(routes))
	for i, rt := range routes {
		out[i] = strings.Split(rt.Path, "/")
		if len(out[i]) > maxSegments {
			panic("webui: route " + rt.Path + " has more segments than maxSegments")
		}
	}
	return out
}()

// matchPath finds p's route: one trailing slash allowed, fixed segments
// compared case-insensitively (as the app's router does), a :param
// segment matching any non-empty segment.
func matchPath(p string) (match, bool) {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	// Split into a fixed array (no route has more segments): page
	// requests allocate nothing to find their route.
	var parts [maxSegments]string
	xs := parts[:0]
	for rest := p; ; {
		if len(xs) == maxSegments {
			return match{}, false
		}
		seg, more, found := strings.Cut(rest, "/")
		xs = append(xs, seg)
		if !found {
			break
		}
		rest = more
	}
	for i, ps := range segments {
		if len(ps) != len(xs) {
			continue
		}
		key, ok := "", true
		for j := range ps {
			if strings.HasPrefix(ps[j], ":") {
				if xs[j] == "" {
					ok = false
					break
				}
				key = xs[j]
			} else if !strings.EqualFold(ps[j], xs[j]) {
				ok = false
				break
			}
		}
		if ok {
			return match{routes[i], key}, true
		}
	}
	return match{}, false
}

// canonical is the page's address in the form the cache keeps it under
// and the server renders: the table's spelling, the :param segment as sent
// (still escaped) and ?page= when past the first page, the one query
// parameter public pages read.
func (m match) canonical(page string) string {
	p := m.route.Path
	if i := strings.Index(p, "/:"); i >= 0 {
		p = p[:i+1] + m.key
	}
	if page == "" {
		return p
	}
	if n, err := strconv.Atoi(page); err == nil && n > 1 {
		p += "?page=" + strconv.Itoa(n)
	}
	return p
}

// SitemapPage is a page route that belongs in the sitemap. Kind is empty
// for a single page; otherwise Pattern has one placeholder segment and
// there is one page per record of Kind.
type SitemapPage struct {
	Pattern string
	Kind    string
}

// In is the page's pattern in language lang.
func (p SitemapPage) In(lang string) string { return PathIn(lang, p.Pattern) }

// SitemapPages lists the routes marked for the sitemap, in table order,
// patterns written with {param} segments: the English pages, each of
// which has its Spanish twin (SitemapPage.In).
func SitemapPages() []SitemapPage {
	var pages []SitemapPage
	for _, rt := range routes {
		if rt.Sitemap && rt.Language == English {
			pattern := rt.Path
			if i := strings.Index(pattern, "/:"); i >= 0 {
				pattern = pattern[:i+1] + "{" + pattern[i+2:] + "}"
			}
			pages = append(pages, SitemapPage{pattern, rt.Record})
		}
	}
	return pages
}

// Routes is the route table.
func Routes() []Route { return slices.Clone(routes) }
