package httpapi

import (
	"bytes"
	"net/http"
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
	body   gzipped.Body
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

// cached serves a public content route from the answer cache. The content
// is the same for every visitor (no cookies, no token), so the key is the
// URL alone. Only 200 answers are kept.
func (s *Server) cached(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		key := r.URL.Path + "?" + r.URL.RawQuery
		if a, ok := s.answers.Get(key); ok {
			writeCached(w, r, a)
			return nil
		}
		buf := &bufferWriter{header: http.Header{}}
		if err := h(buf, r); err != nil {
			return err
		}
		a := cachedAnswer{status: buf.status, body: gzipped.Body{Plain: buf.body.Bytes()}}
		if a.status == http.StatusOK {
			a.body = gzipped.New(a.body.Plain)
			s.answers.Set(key, a)
		}
		writeCached(w, r, a)
		return nil
	}
}

func writeCached(w http.ResponseWriter, r *http.Request, a cachedAnswer) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	a.body.Write(w, r, a.status)
}
