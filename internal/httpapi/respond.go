package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"claimsite/internal/locale"
	"claimsite/internal/media"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// maxJSONBytes bounds every JSON request body.
const maxJSONBytes = 1 << 20

// apiError is an error with the status and message a client may see.
type apiError struct {
	status  int
	message string
	// code names a refusal a client acts on ("forbidden",
	// "mfa_setup_required"...), sent as "code" beside the message.
	code   string
	fields validate.Errors
	// retryAfter, in seconds, is sent with 429.
	retryAfter int
}

func (e *apiError) Error() string { return e.message }

func newError(status int, message string) *apiError {
	return &apiError{status: status, message: message}
}

var (
	errUnauthenticated = newError(http.StatusUnauthorized, "Unauthenticated.")
	errForbidden       = &apiError{status: http.StatusForbidden, message: "This action is unauthorized.", code: "forbidden"}
	errNotFound        = newError(http.StatusNotFound, "Not found.")
	errBodyTooLarge    = newError(http.StatusRequestEntityTooLarge, "The request body is too large.")
	errMalformedJSON   = newError(http.StatusBadRequest, "The request body is not valid JSON.")
)

// invalid is the 422 answer for field errors, in English: the admin
// area's and the account pages'.
func invalid(fields validate.Errors) *apiError {
	return &apiError{status: http.StatusUnprocessableEntity, message: validate.Summary(locale.English, fields), fields: fields}
}

// invalidIn is the 422 answer of a public visitor route (decision 071):
// its field messages, and the answer's message (the first of them and how
// many more), written in lang, the request's language. Every visitor's
// field error is answered through here, so every one is in the catalogues.
func invalidIn(lang string, msgs validate.Messages) *apiError {
	fields := msgs.In(lang)
	return &apiError{status: http.StatusUnprocessableEntity, message: validate.Summary(lang, fields), fields: fields}
}

// respondError maps any error to its answer, in this one place. Errors the
// client did not cause are logged and answered with a generic 500.
func (s *Server) respondError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	var maxBytes *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
	case errors.As(err, &maxBytes), errors.Is(err, media.ErrTooLarge):
		ae = errBodyTooLarge
		if errors.Is(err, media.ErrTooLarge) {
			ae = newError(http.StatusRequestEntityTooLarge, "The image may not be greater than 5 MB.")
		}
	case errors.Is(err, store.ErrNotFound):
		ae = errNotFound
	case errors.Is(err, store.ErrPrivacyState):
		ae = newError(http.StatusConflict, "The request's status does not allow this action.")
	case errors.Is(err, store.ErrExperimentState):
		// Its status changed between the handler's read and the write.
		ae = newError(http.StatusConflict, "The experiment's status does not allow this. Reload it to see where it stands.")
	case errors.Is(err, store.ErrConflict):
		// A unique value was taken between the form's check and the write.
		ae = newError(http.StatusConflict, "The record changed while it was being saved. Please try again.")
	default:
		s.log.ErrorContext(r.Context(), "request failed", "err", err, "method", r.Method, "path", safePath(r.URL.Path))
		ae = newError(http.StatusInternalServerError, "Server error. Please try again later.")
	}
	body := map[string]any{"message": ae.message}
	if ae.code != "" {
		body["code"] = ae.code
	}
	if ae.fields != nil {
		body["errors"] = ae.fields
	}
	if ae.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(ae.retryAfter))
	}
	writeJSON(w, ae.status, body)
}

// writeJSON sends v with status. The body is encoded before anything is
// sent, so a failure cannot leave half an answer, and its length is known.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		slog.Error("encode response", "err", err)
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"message":"Server error. Please try again later."}` + "\n")
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// envelope is {"data": v}, the shape of single objects and plain lists.
func envelope(v any) map[string]any { return map[string]any{"data": v} }

// decodeJSON reads a JSON body of at most maxJSONBytes into dst.
func decodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxJSONBytes)
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(dst); err != nil {
		var maxBytes *http.MaxBytesError
		if errors.As(err, &maxBytes) {
			return err
		}
		if errors.Is(err, io.EOF) {
			return newError(http.StatusBadRequest, "The request body is empty.")
		}
		return errMalformedJSON
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		var maxBytes *http.MaxBytesError
		if errors.As(err, &maxBytes) {
			return err
		}
		return errMalformedJSON
	}
	return nil
}

// pageParam reads ?page=; anything but a positive integer is page 1.
func pageParam(r *http.Request, size int) store.Page {
	return store.Page{Number: parsePage(r.URL.Query().Get("page")), Size: size}
}

// parsePage is the page number ?page=v asks for: anything but an integer
// from 1 to 1,000,000 is page 1.
func parsePage(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 1_000_000 {
		return 1
	}
	return n
}

// paginated is the pagination envelope of SPEC.md section 3 and DESIGN.md
// section 4.
type paginated[T any] struct {
	Data        []T     `json:"data"`
	CurrentPage int     `json:"current_page"`
	LastPage    int     `json:"last_page"`
	Total       int     `json:"total"`
	PerPage     int     `json:"per_page"`
	From        *int    `json:"from"`
	To          *int    `json:"to"`
	PrevPageURL *string `json:"prev_page_url"`
	NextPageURL *string `json:"next_page_url"`
}

func paginate[T any](r *http.Request, p store.Page, items []T, total int) paginated[T] {
	last := max(1, (total+p.Size-1)/p.Size)
	out := paginated[T]{Data: items, CurrentPage: p.Number, LastPage: last, Total: total, PerPage: p.Size}
	if len(items) > 0 {
		from := (p.Number-1)*p.Size + 1
		to := from + len(items) - 1
		out.From, out.To = &from, &to
	}
	if p.Number > 1 {
		u := pageURL(r, min(p.Number-1, last))
		out.PrevPageURL = &u
	}
	if p.Number < last {
		u := pageURL(r, p.Number+1)
		out.NextPageURL = &u
	}
	return out
}

// listParams are the query parameters a paginated list reads (the admin
// lead filters among them). The page links carry these and no others, so
// whatever else a request's URL held is not echoed back. A list that reads
// a new parameter adds it here.
var listParams = []string{"page", "q", "state", "status", "from", "to", "routing", "delivery",
	"source", "medium", "campaign", "type", "overdue"}

// pageURL is the request's path and list parameters with page set to n.
func pageURL(r *http.Request, n int) string {
	got := r.URL.Query()
	q := url.Values{}
	for _, name := range listParams {
		if v := got.Get(name); v != "" {
			q.Set(name, v)
		}
	}
	q.Set("page", strconv.Itoa(n))
	return strings.TrimSuffix(r.URL.Path, "/") + "?" + q.Encode()
}

// idParam reads the {id} path value; a non-number is not found.
func idParam(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, errNotFound
	}
	return id, nil
}
