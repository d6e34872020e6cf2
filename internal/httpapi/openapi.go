package httpapi

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"fmt"
	"net/http"
	"time"
)

// openAPIDocument is the OpenAPI 3.1 description of the whole API (decision
// 031). It is written by hand next to the handlers it describes; the tests
// in openapi_test.go keep it equal to the route table and its schemas true
// to real answers.
//
//go:embed openapi.json
var openAPIDocument []byte

// openAPIETag lets a tool or a browser check its copy cheaply.
var openAPIETag = fmt.Sprintf(`"%x"`, sha256.Sum256(openAPIDocument))

// handleOpenAPI serves the document. It changes only with the binary, so it
// may be kept for a while.
func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "public, max-age=3600")
	h.Set("ETag", openAPIETag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(openAPIDocument))
	return nil
}
