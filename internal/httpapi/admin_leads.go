package httpapi

import (
	"encoding/csv"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// leadFilter reads the list filters shared by the table and the export.
func leadFilter(r *http.Request) (store.LeadFilter, error) {
	q := r.URL.Query()
	f := store.LeadFilter{Query: strings.TrimSpace(q.Get("q"))}
	errs := validate.Errors{}
	if v := strings.TrimSpace(q.Get("state")); v != "" {
		code, ok := leads.StateCode(v)
		if !ok {
			errs.Add("state", "Unknown state.")
		}
		f.State = code
	}
	if v := strings.TrimSpace(q.Get("status")); v != "" {
		if !slices.Contains(store.LeadStatuses, v) {
			errs.Add("status", "The status must be one of: "+strings.Join(store.LeadStatuses, ", ")+".")
		}
		f.Status = v
	}
	for _, d := range []struct {
		field string
		dst   *time.Time
		days  int // "to" is inclusive: the filter ends at the next midnight
	}{{"from", &f.From, 0}, {"to", &f.To, 1}} {
		v := strings.TrimSpace(q.Get(d.field))
		if v == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", v)
		if err != nil {
			errs.Add(d.field, "Use a date of the form YYYY-MM-DD.")
			continue
		}
		*d.dst = t.AddDate(0, 0, d.days)
	}
	if errs.Any() {
		return f, invalid(errs)
	}
	return f, nil
}

func (s *Server) handleLeadList(w http.ResponseWriter, r *http.Request) error {
	f, err := leadFilter(r)
	if err != nil {
		return err
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.LeadPage(r.Context(), f, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handleLeadGet(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, "Lead not found", s.store.Lead)
}

type leadPatch struct {
	Status *string `json:"status"`
	Notes  *string `json:"notes"`
}

func (s *Server) handleLeadUpdate(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Lead not found")
	}
	var req leadPatch
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	if req.Status != nil && !slices.Contains(store.LeadStatuses, *req.Status) {
		errs.Add("status", "The status must be one of: "+strings.Join(store.LeadStatuses, ", ")+".")
	}
	if req.Notes != nil {
		errs.MaxLength("notes", "notes", *req.Notes, 10000)
	}
	if errs.Any() {
		return invalid(errs)
	}
	lead, err := s.store.UpdateLead(r.Context(), id, store.LeadUpdate{Status: req.Status, Notes: req.Notes})
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return newError(http.StatusNotFound, "Lead not found")
		}
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Lead updated", "lead": lead})
	return nil
}

func (s *Server) handleLeadDelete(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Lead not found")
	}
	if err := s.store.DeleteLead(r.Context(), id); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return newError(http.StatusNotFound, "Lead not found")
		}
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Lead deleted"})
	return nil
}

var leadCSVHeader = []string{
	"id", "created_at", "status", "source_form", "first_name", "last_name", "name", "email", "phone", "zip_code",
	"state", "description", "notes", "verified", "duplicate_of", "consent_version", "consented_at", "ip",
	"user_agent", "page_url", "referrer", "leadid_token", "trustedform_cert_url",
}

// handleLeadExport streams the filtered leads as CSV. Cells that a
// spreadsheet would run as a formula are prefixed with a quote.
func (s *Server) handleLeadExport(w http.ResponseWriter, r *http.Request) error {
	f, err := leadFilter(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="leads-`+time.Now().UTC().Format("2006-01-02")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	out := csv.NewWriter(w)
	if err := out.Write(leadCSVHeader); err != nil {
		return err
	}
	err = s.store.EachLead(r.Context(), f, func(l store.Lead) error {
		dup := ""
		if l.DuplicateOf != nil {
			dup = strconv.FormatInt(*l.DuplicateOf, 10)
		}
		row := []string{
			strconv.FormatInt(l.ID, 10), l.CreatedAt.UTC().Format(time.RFC3339), l.Status, l.SourceForm,
			l.FirstName, l.LastName, l.Name, l.Email, l.Phone, l.ZipCode, l.State, l.Description, l.Notes,
			strconv.FormatBool(l.Verified), dup, l.Consent.TextVersion, l.Consent.At.UTC().Format(time.RFC3339),
			l.Consent.IP, l.Consent.UserAgent, l.Consent.PageURL, l.Consent.Referrer, l.Consent.LeadIDToken,
			l.Consent.TrustedFormCertURL,
		}
		for i, cell := range row {
			row[i] = defuseFormula(cell)
		}
		return out.Write(row)
	})
	out.Flush()
	if err == nil {
		err = out.Error()
	}
	if err != nil {
		// The CSV has started: all that is left is to log and cut it short.
		s.log.ErrorContext(r.Context(), "lead export", "err", err, "request_id", requestID(r.Context()))
	}
	return nil
}

func defuseFormula(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return "'" + cell
	}
	return cell
}

func (s *Server) handleStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.store.Stats(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(st))
	return nil
}
