// Package httpbuf holds an HTTP answer in memory: an answer to keep (the
// public answer cache), one held back until something is done (a content
// change raises its version first) or one read in-process (the API answers
// of a server render).
package httpbuf

import (
	"bytes"
	"net/http"
)

// Writer is an http.ResponseWriter that keeps what is written to it.
type Writer struct {
	header http.Header
	status int
	// Body is what the handler wrote.
	Body bytes.Buffer
}

// New holds an answer; header is the header map to write into (nil: a
// fresh one).
func New(header http.Header) *Writer {
	if header == nil {
		header = http.Header{}
	}
	return &Writer{header: header}
}

func (w *Writer) Header() http.Header { return w.header }

func (w *Writer) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *Writer) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.Body.Write(p)
}

// Status is the answer's status: 200 when the handler set none, as
// net/http would send.
func (w *Writer) Status() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
