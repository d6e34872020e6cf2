package httpbuf

import (
	"net/http"
	"testing"
)

func TestWriter(t *testing.T) {
	w := New(nil)
	if w.Status() != http.StatusOK {
		t.Errorf("nothing written: status %d, want 200", w.Status())
	}
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusCreated)
	w.WriteHeader(http.StatusTeapot) // the first status stands, as in net/http
	w.Write([]byte("made"))
	if w.Status() != http.StatusCreated || w.Body.String() != "made" || w.Header().Get("Content-Type") != "text/plain" {
		t.Errorf("got %d %q %v", w.Status(), w.Body.String(), w.Header())
	}

	shared := http.Header{}
	New(shared).Header().Set("Vary", "Accept-Encoding")
	if shared.Get("Vary") != "Accept-Encoding" {
		t.Error("a given header map is written into")
	}
}
