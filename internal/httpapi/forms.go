package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	"claimsite/internal/media"
	"claimsite/internal/validate"
)

// maxMultipartBytes bounds a multipart body: one image of at most 5 MB plus
// the text fields. A bigger image is refused with 413 by media.Save when
// the body itself is within this bound.
const maxMultipartBytes = media.MaxUploadBytes + 1<<20

// form is a create or update request: multipart (with an optional image in
// the file field "path"), URL-encoded, or JSON. Admin forms use all three.
type form struct {
	values  map[string]string
	present map[string]bool
	image   multipart.File
	// multipart is the parsed body, whose spooled temporary files close
	// removes: net/http only cleans up the form of the request it made,
	// and handlers see a copy (r.WithContext), so nobody else would.
	multipart *multipart.Form
	// es is the record's Spanish version as sent (issue 25): its fields
	// under their own names, or nil when esSent and the request removes
	// it (null). A JSON body sends it as an object; a multipart or
	// URL-encoded one as the field "es" holding that object's JSON (or
	// null).
	es     *form
	esSent bool
}

// spanish is the Spanish version the request sends: sent is false when it
// says nothing of it (the record keeps its own), es nil when it removes it.
func (f *form) spanish() (es *form, sent bool) { return f.es, f.esSent }

// setSpanish reads the value of "es": null (or an empty field) removes the
// Spanish version, an object of text fields sets it.
func (f *form) setSpanish(v any) error {
	f.esSent, f.es = true, nil
	if v == nil {
		return nil
	}
	fields, ok := v.(map[string]any)
	if !ok {
		return newError(http.StatusBadRequest, `The request body is not valid JSON: "es" must be an object or null.`)
	}
	es := &form{values: map[string]string{}, present: map[string]bool{}}
	for k, v := range fields {
		switch v := v.(type) {
		case nil:
			es.values[k] = ""
		case string:
			es.values[k] = v
		default:
			return newError(http.StatusBadRequest, "The request body is not valid JSON: "+strconv.Quote("es."+k)+" must be text.")
		}
		es.present[k] = true
	}
	f.es = es
	return nil
}

// setSpanishField reads "es" sent as a form field: its JSON, or empty for
// null.
func (f *form) setSpanishField(raw string) error {
	if strings.TrimSpace(raw) == "" {
		return f.setSpanish(nil)
	}
	var v any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return newError(http.StatusBadRequest, `The field "es" must hold a JSON object or null.`)
	}
	return f.setSpanish(v)
}

// get is the trimmed value of field ("" when absent), with line breaks as
// "\n": a browser sends a textarea's as "\r\n" in a form, and a record
// saved unchanged must stay unchanged. NUL characters are dropped and
// bytes that are not UTF-8 replaced (validate.Clean): PostgreSQL refuses
// both in text, which made the save a 500. JSON bodies may carry a NUL
// (\u0000); multipart and URL-encoded ones any byte.
func (f *form) get(field string) string {
	return validate.Clean(strings.ReplaceAll(f.values[field], "\r\n", "\n"))
}

// has reports whether field was sent at all, so an update may leave out
// what it does not change.
func (f *form) has(field string) bool { return f.present[field] }

// text sets *dst to the trimmed field when it was sent.
func (f *form) text(field string, dst *string) {
	if f.has(field) {
		*dst = f.get(field)
	}
}

func (f *form) close() {
	if f.image != nil {
		f.image.Close()
	}
	if f.multipart != nil {
		f.multipart.RemoveAll()
	}
}

// typedFields are the content fields a JSON body may send as a number
// or a boolean (a state's facts); every other field is text.
var typedFields = map[string]bool{"sol_years": true, "government_notice_days": true, "no_fault": true}

func (s *Server) readForm(w http.ResponseWriter, r *http.Request) (*form, error) {
	f := &form{values: map[string]string{}, present: map[string]bool{}}
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mediaType {
	case "multipart/form-data":
		r.Body = http.MaxBytesReader(w, r.Body, maxMultipartBytes)
		if err := r.ParseMultipartForm(1 << 20); err != nil {
			var maxBytes *http.MaxBytesError
			if errors.As(err, &maxBytes) {
				return nil, err
			}
			return nil, newError(http.StatusBadRequest, "The request body is not a valid multipart form.")
		}
		f.multipart = r.MultipartForm
		for k, v := range r.MultipartForm.Value {
			if len(v) > 0 {
				f.values[k], f.present[k] = v[0], true
			}
		}
		if f.present["es"] {
			if err := f.setSpanishField(f.values["es"]); err != nil {
				f.close()
				return nil, err
			}
		}
		if files := r.MultipartForm.File["path"]; len(files) > 0 {
			if files[0].Size > media.MaxUploadBytes {
				f.close()
				return nil, media.ErrTooLarge
			}
			file, err := files[0].Open()
			if err != nil {
				f.close()
				return nil, err
			}
			f.image = file
		}
	case "application/x-www-form-urlencoded":
		r.Body = http.MaxBytesReader(w, r.Body, maxJSONBytes)
		if err := r.ParseForm(); err != nil {
			var maxBytes *http.MaxBytesError
			if errors.As(err, &maxBytes) {
				return nil, err
			}
			return nil, newError(http.StatusBadRequest, "The request body is not a valid form.")
		}
		for k, v := range r.PostForm {
			f.values[k], f.present[k] = v[0], true
		}
		if f.present["es"] {
			if err := f.setSpanishField(f.values["es"]); err != nil {
				return nil, err
			}
		}
	default:
		var body map[string]any
		if err := decodeJSON(w, r, &body); err != nil {
			return nil, err
		}
		for k, v := range body {
			if k == "es" {
				if err := f.setSpanish(v); err != nil {
					return nil, err
				}
				continue
			}
			switch v := v.(type) {
			case nil:
				f.values[k] = ""
			case string:
				f.values[k] = v
			case float64:
				if !typedFields[k] {
					return nil, newError(http.StatusBadRequest, "The request body is not valid JSON: "+strconv.Quote(k)+" must be text.")
				}
				f.values[k] = strconv.FormatFloat(v, 'f', -1, 64)
			case bool:
				if !typedFields[k] {
					return nil, newError(http.StatusBadRequest, "The request body is not valid JSON: "+strconv.Quote(k)+" must be text.")
				}
				f.values[k] = strconv.FormatBool(v)
			default:
				// A number, boolean, list or object is not text: stored
				// as its JSON, it would only be garbage in a title.
				return nil, newError(http.StatusBadRequest, "The request body is not valid JSON: "+strconv.Quote(k)+" must be text.")
			}
			f.present[k] = true
		}
	}
	return f, nil
}

// saveImage stores the form's image, if any, and returns its path ("" for
// none). Bytes that are not PNG, JPEG or GIF become an error on "path".
func (s *Server) saveImage(r *http.Request, f *form, errs validate.Errors) (string, error) {
	if f.image == nil {
		return "", nil
	}
	path, err := s.media.Save(r.Context(), f.image)
	if errors.Is(err, media.ErrUnsupportedType) {
		errs.Add("path", "The path must be a file of type: png, jpeg, jpg, gif.")
		return "", nil
	}
	return path, err
}

// dropImage removes an image that will not be used after all; failing to
// do so only leaves an unused file, so it is logged, not returned. It runs
// to the end even when the client has gone.
func (s *Server) dropImage(r *http.Request, path string) {
	if path == "" {
		return
	}
	if err := s.media.Delete(context.WithoutCancel(r.Context()), path); err != nil {
		s.log.WarnContext(r.Context(), "remove unused image", "path", path, "err", err)
	}
}
