package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// resource describes one admin-managed kind of content to the shared
// list, get, create, update and delete flows: how it is read from a form,
// stored, and named in answers.
type resource[T any] struct {
	key   string // answer field: "service"
	label string // message subject: "Service"
	table string // its table, whose records without a Spanish version the list counts
	// fromForm applies the form to current (zero for a create) and checks
	// the result.
	fromForm func(ctx context.Context, f *form, current T) (T, validate.Errors, error)
	// image points at the record's image path; nil when it has none.
	image  func(*T) *string
	page   func(context.Context, store.Page) ([]T, int, error)
	get    func(context.Context, int64) (T, error)
	create func(context.Context, T) (T, error)
	update func(context.Context, T) (T, error)
	remove func(context.Context, int64) error
}

// listRecords answers a page of the records, and how many of all lack a
// Spanish version (missing_spanish), which the admin list shows.
func listRecords[T any](s *Server, w http.ResponseWriter, r *http.Request, res resource[T]) error {
	p := pageParam(r, tablePageSize)
	items, total, err := res.page(r.Context(), p)
	if err != nil {
		return err
	}
	missing, err := s.store.MissingSpanish(r.Context(), res.table)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		paginated[T]
		MissingSpanish int `json:"missing_spanish"`
	}{paginate(r, p, items, total), missing})
	return nil
}

func getRecord[T any](w http.ResponseWriter, r *http.Request, res resource[T]) error {
	return respondRecord(w, r, res.label+" not found", res.get)
}

func createRecord[T any](s *Server, w http.ResponseWriter, r *http.Request, res resource[T]) error {
	var zero T
	v, err := applyForm(s, w, r, res, zero)
	if err != nil {
		return err
	}
	created, err := res.create(r.Context(), v)
	if err != nil {
		if res.image != nil {
			s.dropImage(r, *res.image(&v))
		}
		return err
	}
	auditCreated(r, created)
	writeJSON(w, http.StatusCreated, map[string]any{"message": res.label + " created successfully", res.key: created})
	return nil
}

func updateRecord[T any](s *Server, w http.ResponseWriter, r *http.Request, res resource[T]) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, res.label+" not found")
	}
	current, err := res.get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, res.label+" not found")
	}
	if err != nil {
		return err
	}
	v, err := applyForm(s, w, r, res, current)
	if err != nil {
		return err
	}
	updated, err := res.update(r.Context(), v)
	if res.image != nil {
		before, after := *res.image(&current), *res.image(&v)
		if before != after {
			// Whichever image is no longer referenced goes.
			if err != nil {
				s.dropImage(r, after)
			} else {
				s.dropImage(r, before)
			}
		}
	}
	if err != nil {
		return err
	}
	auditChanged(r, current, updated)
	writeJSON(w, http.StatusOK, map[string]any{"message": res.label + " updated successfully", res.key: updated})
	return nil
}

func deleteRecord[T any](s *Server, w http.ResponseWriter, r *http.Request, res resource[T]) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, res.label+" not found")
	}
	current, err := res.get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, res.label+" not found")
	}
	if err != nil {
		return err
	}
	if err := res.remove(r.Context(), id); err != nil {
		return err
	}
	if res.image != nil {
		s.dropImage(r, *res.image(&current))
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": res.label + " deleted successfully"})
	return nil
}

// applyForm reads the request form onto current, stores a new image, and
// answers 422 with every field error (the image's included) when the
// result is not valid.
func applyForm[T any](s *Server, w http.ResponseWriter, r *http.Request, res resource[T], current T) (T, error) {
	var zero T
	f, err := s.readForm(w, r)
	if err != nil {
		return zero, err
	}
	defer f.close()
	// A form can only POST, so _method=PUT marks a POST as an update; any
	// other spoofed method is refused rather than treated as one.
	if m := strings.ToUpper(f.get("_method")); m != "" && m != http.MethodPut && m != http.MethodPatch {
		return zero, newError(http.StatusMethodNotAllowed, "The _method "+m+" is not supported for this route.")
	}
	v, errs, err := res.fromForm(r.Context(), f, current)
	if err != nil {
		return zero, err
	}
	if res.image == nil {
		if errs.Any() {
			return zero, invalid(errs)
		}
		return v, nil
	}
	path, err := s.saveImage(r, f, errs)
	if err != nil {
		return zero, err
	}
	if errs.Any() {
		s.dropImage(r, path)
		return zero, invalid(errs)
	}
	switch {
	case path != "":
		*res.image(&v) = path
	case f.image == nil && f.get("remove_path") == "1":
		// The admin asked to drop the image; updateRecord then deletes the
		// file. (An empty "path" is what a browser sends for a file input
		// left empty, which keeps the image.)
		*res.image(&v) = ""
	}
	return v, nil
}
