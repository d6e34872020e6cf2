// Package compressed compresses answers once and serves the compressed copy
// to clients that accept it: phones on slow networks download a fraction of
// the bytes, and the server does the work once rather than per request.
// Brotli (what browsers take over HTTPS) is a fifth to a third smaller
// than gzip on the site's pages; gzip serves every other client.
package compressed

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"

	"claimsite/internal/onewrite"
)

// MinSize is the smallest body worth compressing.
const MinSize = 1024

// Gzip compresses b at the best level (it is done once per body).
func Gzip(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// brotliLevel trades size for time: a rendered page (80 KB) takes about
// 3 ms at this level and is within 15% of the slowest level, which takes
// 100 ms. Built files come compressed at the best level (web/scripts).
const brotliLevel = 5

// Brotli compresses b for bodies made at run time.
func Brotli(b []byte) []byte {
	var buf bytes.Buffer
	bw := brotli.NewWriterLevel(&buf, brotliLevel)
	bw.Write(b)
	bw.Close()
	return buf.Bytes()
}

// Encoding is the compression a client takes: "br", "gzip" or "".
func Encoding(r *http.Request) string {
	var gz bool
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case "br":
			return "br"
		case "gzip":
			gz = true
		}
	}
	if gz {
		return "gzip"
	}
	return ""
}

// Body is a body with its compressed copies (nil when not worth it).
type Body struct {
	Plain, Gzip, Brotli []byte
}

// New prepares b: compressed when it is big enough and compression helps.
func New(b []byte) Body {
	return WithBrotli(b, nil)
}

// WithBrotli is New with a Brotli copy made beforehand (nil: made here).
func WithBrotli(b, br []byte) Body {
	body := Body{Plain: b}
	if len(b) < MinSize {
		return body
	}
	if z := Gzip(b); len(z) < len(b) {
		body.Gzip = z
	}
	if br == nil {
		br = Brotli(b)
	}
	if len(br) < len(b) {
		body.Brotli = br
	}
	return body
}

// Size is the memory the body takes.
func (b Body) Size() int { return len(b.Plain) + len(b.Gzip) + len(b.Brotli) }

var (
	varyEncoding   = []string{"Accept-Encoding"}
	encodingBrotli = []string{"br"}
	encodingGzip   = []string{"gzip"}
)

// Write sends the body with status, compressed when the client accepts it,
// in one write to the connection (internal/onewrite). Content-Type and
// caching headers are the caller's.
func (b Body) Write(w http.ResponseWriter, r *http.Request, status int) {
	h := w.Header()
	out := b.Plain
	// Constant values are assigned, not Set: canonical keys, shared
	// values (net/http copies the header before writing it), no
	// allocation per answer.
	if b.Gzip != nil || b.Brotli != nil {
		if len(h["Vary"]) == 0 {
			h["Vary"] = varyEncoding
		} else {
			h.Add("Vary", "Accept-Encoding")
		}
		switch enc := Encoding(r); {
		case enc == "br" && b.Brotli != nil:
			h["Content-Encoding"] = encodingBrotli
			out = b.Brotli
		case enc != "" && b.Gzip != nil:
			h["Content-Encoding"] = encodingGzip
			out = b.Gzip
		}
	}
	h.Set("Content-Length", strconv.Itoa(len(out)))
	onewrite.Gather(w, r, func() {
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(out)
		}
	})
}
