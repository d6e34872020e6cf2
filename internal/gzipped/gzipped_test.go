package gzipped

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAccepted(t *testing.T) {
	for _, c := range []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"gzip, deflate, br", true},
		{"br;q=1.0, gzip;q=0.8", true},
		{"GZIP", true},
		{"gzip;q=0", false},
		{"gzip; q=0", false},
		{"deflate, br", false},
		{"x-gzip-ish", false},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", c.header)
		if got := Accepted(r); got != c.want {
			t.Errorf("Accepted(%q): got %v, want %v", c.header, got, c.want)
		}
	}
}

func TestWrite(t *testing.T) {
	text := []byte(strings.Repeat("claimsite compresses repeated text. ", 100))
	small := []byte(`{"data":[]}`)
	for _, c := range []struct {
		name     string
		body     []byte
		accept   string
		method   string
		wantGzip bool
	}{
		{"big body, client takes gzip", text, "gzip", "GET", true},
		{"big body, client does not", text, "", "GET", false},
		{"small body stays plain", small, "gzip", "GET", false},
		{"HEAD sends headers only", text, "gzip", "HEAD", true},
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
			gotGzip := w.Header().Get("Content-Encoding") == "gzip"
			if gotGzip != c.wantGzip {
				t.Fatalf("gzip: got %v, want %v", gotGzip, c.wantGzip)
			}
			if c.method == "HEAD" {
				if w.Body.Len() != 0 {
					t.Errorf("HEAD body: got %d bytes, want none", w.Body.Len())
				}
				return
			}
			got := w.Body.Bytes()
			if gotGzip {
				zr, err := gzip.NewReader(bytes.NewReader(got))
				if err != nil {
					t.Fatal(err)
				}
				got, _ = io.ReadAll(zr)
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
