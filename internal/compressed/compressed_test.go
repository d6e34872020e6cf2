package compressed

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestEncoding(t *testing.T) {
	for _, c := range []struct {
		header string
		want   string
	}{
		{"", ""},
		{"gzip", "gzip"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=1.0, gzip;q=0.8", "br"},
		{"GZIP", "gzip"},
		{"gzip;q=0", ""},
		{"gzip; q=0", ""},
		{"br;q=0, gzip", "gzip"},
		{"deflate, br", "br"},
		{"deflate", ""},
		{"x-gzip-ish", ""},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", c.header)
		if got := Encoding(r); got != c.want {
			t.Errorf("Encoding(%q): got %q, want %q", c.header, got, c.want)
		}
	}
}

func TestWrite(t *testing.T) {
	text := []byte(strings.Repeat("claimsite compresses repeated text. ", 100))
	small := []byte(`{"data":[]}`)
	for _, c := range []struct {
		name   string
		body   []byte
		accept string
		method string
		want   string
	}{
		{"big body, client takes gzip", text, "gzip", "GET", "gzip"},
		{"big body, client takes brotli", text, "gzip, deflate, br", "GET", "br"},
		{"big body, client does not", text, "", "GET", ""},
		{"small body stays plain", small, "gzip, br", "GET", ""},
		{"HEAD sends headers only", text, "gzip", "HEAD", "gzip"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest(c.method, "/", nil)
			if c.accept != "" {
				r.Header.Set("Accept-Encoding", c.accept)
			}
			w := httptest.NewRecorder()
			New(c.body).Write(w, r, http.StatusTeapot)
			if w.Code != http.StatusTeapot {
				t.Errorf("status: got %d, want %d", w.Code, http.StatusTeapot)
			}
			if got := w.Header().Get("Content-Encoding"); got != c.want {
				t.Fatalf("Content-Encoding: got %q, want %q", got, c.want)
			}
			if c.method == "HEAD" {
				if w.Body.Len() != 0 {
					t.Errorf("HEAD body: got %d bytes, want none", w.Body.Len())
				}
				return
			}
			got := w.Body.Bytes()
			switch c.want {
			case "gzip":
				zr, err := gzip.NewReader(bytes.NewReader(got))
				if err != nil {
					t.Fatal(err)
				}
				got, _ = io.ReadAll(zr)
			case "br":
				got, _ = io.ReadAll(brotli.NewReader(bytes.NewReader(got)))
			}
			if !bytes.Equal(got, c.body) {
				t.Errorf("body differs from the original (%d vs %d bytes)", len(got), len(c.body))
			}
			if len(c.body) >= MinSize && w.Header().Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary: got %q, want Accept-Encoding", w.Header().Get("Vary"))
			}
		})
	}
}
