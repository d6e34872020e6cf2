package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/compressed"
	"claimsite/internal/content"
	"claimsite/internal/httpbuf"
)

// contentVersions are the content versions of the request: those the page
// render it belongs to read, or the database's now.
func (s *Server) contentVersions(r *http.Request) (content.Versions, error) {
	if v, ok := content.VersionsFrom(r.Context()); ok {
		return v, nil
	}
	return s.store.ContentVersions(r.Context())
}

// answerTTL only recycles memory: an answer is served while the content
// versions it was built from are current (on every instance, as the
// versions are the database's), however old it is.
const answerTTL = 10 * time.Minute

// cachedAnswer is a public GET answer kept for reuse, with its compressed
// copy.
type cachedAnswer struct {
	status int
	// contentType is the handler's Content-Type; empty means JSON.
	contentType string
	body        compressed.Body
}

// answerCacheBytes bounds the memory public answers may take (keys,
// plain and compressed bodies). The whole public site is a few MB.
const answerCacheBytes = 32 << 20

// answerSize is what a cached answer holds in memory.
func answerSize(a cachedAnswer) int { return a.body.Size() }

// queryParam is a query parameter a cached route reads. canonical gives
// the form its value is cached and handled under; "" leaves it out.
type queryParam struct {
	name      string
	canonical func(string) string
}

// pageQuery is ?page= of the paginated lists: page 1 is the same answer as
// no page at all or a page that is not a number, so all share one entry.
var pageQuery = queryParam{"page", func(v string) string {
	if n := parsePage(v); n > 1 {
		return strconv.Itoa(n)
	}
	return ""
}}

// maxPathValue bounds a path value worth caching: longer ones are no
// record's id or slug (slugs are validated to 200 characters, and a taken
// one gets a short -N suffix).
const maxPathValue = 255

// of lists the content kinds an answer is built from.
func of(kinds ...content.Kind) []content.Kind { return kinds }

// cached serves a public content route from the answer cache. The content
// is the same for every visitor (no cookies, no token), so the key is the
// route with its path values and the query parameters the route declares,
// each in canonical form, and the current versions of the content kinds
// the answer is built from. The handler sees a request rebuilt from exactly
// those, so anything else in the URL (tracking tags, junk meant to miss the
// cache or fill memory) changes neither the key nor the answer. Only 200
// answers are kept.
func (s *Server) cached(kinds []content.Kind, h handlerFunc, params ...queryParam) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		for _, k := range kinds {
			content.Read(r.Context(), k)
		}
		key, ok := canonicalPath(r)
		if !ok {
			// Not any record's path: the handler answers it (a 404),
			// and nothing is kept.
			return h(w, r)
		}
		versions, err := s.contentVersions(r)
		if err != nil {
			s.log.WarnContext(r.Context(), "answer cache: content versions", "err", err)
			return h(w, r)
		}
		q := url.Values{}
		if len(params) > 0 {
			got := r.URL.Query()
			for _, p := range params {
				if v := p.canonical(got.Get(p.name)); v != "" {
					q.Set(p.name, v)
				}
			}
		}
		query := q.Encode() // sorted by name
		r2 := r.WithContext(r.Context())
		u := *r.URL
		u.RawQuery, u.ForceQuery = query, false
		r2.URL = &u
		r = r2
		key += "?" + query
		for _, k := range kinds {
			key += fmt.Sprintf("#%s=%d", k, versions[k])
		}
		if a, ok := s.answers.Get(key); ok {
			writeCached(w, r, a)
			return nil
		}
		buf := httpbuf.New(nil)
		if err := h(buf, r); err != nil {
			return err
		}
		a := cachedAnswer{status: buf.Status(), contentType: buf.Header().Get("Content-Type"), body: compressed.Body{Plain: buf.Body.Bytes()}}
		if a.status == http.StatusOK {
			a.body = compressed.New(a.body.Plain)
			s.answers.Set(key, a)
		}
		writeCached(w, r, a)
		return nil
	}
}

// canonicalPath is the request's route pattern with its path values filled
// in canonical form: an {id} as the number it is (/service-detail/0001 is
// /service-detail/1), other values as sent. ok is false when a value cannot
// name a record (not a number, or too long), so it is not worth a cache
// entry.
func canonicalPath(r *http.Request) (string, bool) {
	_, pattern, _ := strings.Cut(r.Pattern, " ")
	if !strings.Contains(pattern, "{") {
		return pattern, pattern != ""
	}
	segs := strings.Split(pattern, "/")
	for i, seg := range segs {
		name, isValue := strings.CutPrefix(seg, "{")
		if !isValue {
			continue
		}
		name = strings.TrimSuffix(name, "}")
		v := r.PathValue(name)
		if name == "id" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 {
				return "", false
			}
			v = strconv.FormatInt(n, 10)
		}
		if v == "" || len(v) > maxPathValue {
			return "", false
		}
		segs[i] = url.PathEscape(v)
	}
	return strings.Join(segs, "/"), true
}

func writeCached(w http.ResponseWriter, r *http.Request, a cachedAnswer) {
	h := w.Header()
	ct := a.contentType
	if ct == "" {
		ct = "application/json; charset=utf-8"
	}
	h.Set("Content-Type", ct)
	h.Set("Cache-Control", "no-store")
	a.body.Write(w, r, a.status)
}

// changes wraps an admin write of public content: once it has succeeded,
// the kind's version goes up, so no instance serves an answer or a page
// built from the old content again. The answer is held until then: who
// reads after it arrives sees the change. Should raising the version fail,
// the content is saved all the same (the answer says so); this instance
// forgets its cached answers, and the error is logged for the operator.
func (s *Server) changes(kind content.Kind, h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		buf := httpbuf.New(w.Header())
		if err := h(buf, r); err != nil {
			return err
		}
		if err := s.store.BumpContent(context.WithoutCancel(r.Context()), kind); err != nil {
			s.answers.Purge()
			s.log.ErrorContext(r.Context(), "content version", "kind", string(kind), "err", err)
		}
		w.WriteHeader(buf.Status())
		_, err := w.Write(buf.Body.Bytes())
		return err
	}
}
