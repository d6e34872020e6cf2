package httpapi

import (
	"bytes"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/gzipped"
)

// answerTTL bounds how stale a cached public answer can be. An admin change
// on this instance empties the cache at once; other instances (several on
// one PostgreSQL) see it within answerTTL.
const answerTTL = 5 * time.Second

// cachedAnswer is a public GET answer kept for reuse, with its compressed
// copy.
type cachedAnswer struct {
	status int
	// contentType is the handler's Content-Type; empty means JSON.
	contentType string
	body        gzipped.Body
}

// bufferWriter holds an answer until it is known to be cacheable.
type bufferWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferWriter) Header() http.Header { return b.header }
func (b *bufferWriter) WriteHeader(status int) {
	if b.status == 0 {
		b.status = status
	}
}
func (b *bufferWriter) Write(p []byte) (int, error) {
	if b.status == 0 {
		b.status = http.StatusOK
	}
	return b.body.Write(p)
}

// answerCacheBytes bounds the memory public answers may take (keys,
// plain and compressed bodies). The whole public site is a few MB.
const answerCacheBytes = 32 << 20

// answerSize is what a cached answer holds in memory.
func answerSize(a cachedAnswer) int { return len(a.body.Plain) + len(a.body.Gzip) }

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

// cached serves a public content route from the answer cache. The content
// is the same for every visitor (no cookies, no token), so the key is the
// route with its path values and the query parameters the route declares,
// each in canonical form. The handler sees a request rebuilt from exactly
// those, so anything else in the URL (tracking tags, junk meant to miss the
// cache or fill memory) changes neither the key nor the answer. Only 200
// answers are kept.
func (s *Server) cached(h handlerFunc, params ...queryParam) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		key, ok := canonicalPath(r)
		if !ok {
			// Not any record's path: the handler answers it (a 404),
			// and nothing is kept.
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
		if a, ok := s.answers.Get(key); ok {
			writeCached(w, r, a)
			return nil
		}
		buf := &bufferWriter{header: http.Header{}}
		if err := h(buf, r); err != nil {
			return err
		}
		a := cachedAnswer{status: buf.status, contentType: buf.header.Get("Content-Type"), body: gzipped.Body{Plain: buf.body.Bytes()}}
		if a.status == http.StatusOK {
			a.body = gzipped.New(a.body.Plain)
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
