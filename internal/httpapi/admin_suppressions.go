package httpapi

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	msgSuppressionNotFound = "Suppression not found"
	suppressionReasonMax   = 500
	// An import is at most maxImportBytes and maxImportRows data rows:
	// a large list is split into several files rather than held in one
	// transaction that keeps every other writer waiting.
	maxImportBytes = 2 << 20
	maxImportRows  = 10_000
)

// suppressionInput is what the add form and each CSV row give.
type suppressionInput struct {
	Phone  string `json:"phone"`
	Email  string `json:"email"`
	Reason string `json:"reason"`
}

// check normalises the input and says what is wrong with it.
func (in suppressionInput) check() (store.Suppression, validate.Errors) {
	errs := validate.Errors{}
	phone, email := validate.Clean(in.Phone), validate.Clean(in.Email)
	v := store.Suppression{Phone: leads.NormalizePhone(phone), Email: leads.NormalizeEmail(email), Reason: validate.Clean(in.Reason)}
	if phone != "" && len(v.Phone) != 10 {
		errs.Add("phone", "The phone must be a 10-digit US number.")
	}
	if v.Email != "" {
		errs.Email("email", v.Email)
	}
	if phone == "" && email == "" {
		const msg = "Enter a phone number or an email address (or both)."
		errs.Add("phone", msg)
		errs.Add("email", msg)
	}
	errs.MaxLength("reason", "reason", v.Reason, suppressionReasonMax)
	return v, errs
}

func (s *Server) handleSuppressionList(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query().Get("q")
	if !validate.Storable(q) {
		q = ""
	}
	errs := validate.Errors{}
	if checkSearchTerm(errs, strings.TrimSpace(q)); errs.Any() {
		return invalid(errs)
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.SuppressionPage(r.Context(), strings.TrimSpace(q), p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handleSuppressionCreate(w http.ResponseWriter, r *http.Request) error {
	var in suppressionInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	v, errs := in.check()
	if errs.Any() {
		return invalid(errs)
	}
	created, err := s.store.AddSuppression(r.Context(), v)
	if errors.Is(err, store.ErrAlreadySuppressed) {
		const msg = "Already on the do-not-contact list."
		errs := validate.Errors{}
		if v.Phone != "" {
			errs.Add("phone", msg)
		}
		if v.Email != "" {
			errs.Add("email", msg)
		}
		return invalid(errs)
	}
	if err != nil {
		return err
	}
	auditRecordID(r, created.ID)
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Added to the do-not-contact list", "data": created})
	return nil
}

func (s *Server) handleSuppressionDelete(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgSuppressionNotFound)
	}
	if err := s.store.DeleteSuppression(r.Context(), id); errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgSuppressionNotFound)
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Removed from the do-not-contact list"})
	return nil
}

// importRefusal is a CSV row that was not imported, and why.
type importRefusal struct {
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// importReport is the answer to an import.
type importReport struct {
	Added      int             `json:"added"`
	Skipped    int             `json:"skipped"`
	SkippedAt  []int           `json:"skipped_lines"`
	Refused    []importRefusal `json:"refused"`
	RowsInFile int             `json:"rows"`
}

// csvTypes are the content types browsers and tools send CSV files as.
var csvTypes = map[string]bool{"text/csv": true, "text/plain": true, "application/csv": true, "application/vnd.ms-excel": true}

// handleSuppressionImport adds the rows of a CSV file (phone, email,
// reason) in one transaction and reports, by line, what it added, skipped
// as already listed, and refused.
func (s *Server) handleSuppressionImport(w http.ResponseWriter, r *http.Request) error {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || !csvTypes[mt] {
		return newError(http.StatusUnsupportedMediaType, "The import must be a CSV file (Content-Type: text/csv).")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxImportBytes))
	if err != nil {
		var maxBytes *http.MaxBytesError
		if errors.As(err, &maxBytes) {
			return newError(http.StatusRequestEntityTooLarge, "The CSV file may not be greater than 2 MB.")
		}
		return err
	}
	rows, err := readSuppressionCSV(body)
	if err != nil {
		return err
	}
	report := importReport{SkippedAt: []int{}, Refused: []importRefusal{}, RowsInFile: len(rows)}
	var entries []store.Suppression
	var lines []int
	for _, row := range rows {
		v, errs := row.input.check()
		if errs.Any() {
			report.Refused = append(report.Refused, importRefusal{Line: row.line, Reason: firstErrors(errs)})
			continue
		}
		entries = append(entries, v)
		lines = append(lines, row.line)
	}
	res, err := s.store.ImportSuppressions(r.Context(), entries)
	if err != nil {
		return err
	}
	report.Added, report.Skipped = res.Added, len(res.Skipped)
	for _, i := range res.Skipped {
		report.SkippedAt = append(report.SkippedAt, lines[i])
	}
	msg := fmt.Sprintf("%d added, %d skipped (already listed), %d refused.", report.Added, report.Skipped, len(report.Refused))
	auditDetail(r, msg)
	writeJSON(w, http.StatusOK, map[string]any{"message": msg, "data": report})
	return nil
}

// firstErrors joins the messages of a refused row, phone first.
func firstErrors(errs validate.Errors) string {
	var out []string
	for _, f := range []string{"phone", "email", "reason"} {
		for _, m := range errs[f] {
			if len(out) == 0 || out[len(out)-1] != m {
				out = append(out, m)
			}
		}
	}
	return strings.Join(out, " ")
}

type importRow struct {
	line  int
	input suppressionInput
}

// readSuppressionCSV reads the rows of an import. A first row naming the
// columns (phone, email, reason; in any order, other columns ignored) is a
// header; without one the columns are phone, email, reason. Blank rows
// are left out.
func readSuppressionCSV(body []byte) ([]importRow, error) {
	body = bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")) // a spreadsheet's byte-order mark
	cr := csv.NewReader(bytes.NewReader(body))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	cr.ReuseRecord = true
	columns := map[string]int{"phone": 0, "email": 1, "reason": 2}
	var rows []importRow
	first := true
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, newError(http.StatusBadRequest, fmt.Sprintf("The CSV file could not be read: line %d: %v.", pe.Line, pe.Err))
			}
			return nil, newError(http.StatusBadRequest, "The CSV file could not be read.")
		}
		line, _ := cr.FieldPos(0)
		if first {
			first = false
			if header, ok := csvHeader(rec); ok {
				if _, hasPhone := header["phone"]; !hasPhone {
					if _, hasEmail := header["email"]; !hasEmail {
						return nil, invalid(validate.Errors{"file": {"The header row has no phone or email column."}})
					}
				}
				columns = header
				continue
			}
		}
		cell := func(name string) string {
			i, ok := columns[name]
			if !ok || i >= len(rec) {
				return ""
			}
			return rec[i]
		}
		in := suppressionInput{Phone: cell("phone"), Email: cell("email"), Reason: cell("reason")}
		if strings.TrimSpace(in.Phone+in.Email+in.Reason) == "" {
			continue
		}
		if len(rows) == maxImportRows {
			return nil, newError(http.StatusRequestEntityTooLarge, "The CSV file may have at most "+strconv.Itoa(maxImportRows)+" rows: split it into several files.")
		}
		rows = append(rows, importRow{line: line, input: in})
	}
	if len(rows) == 0 {
		return nil, invalid(validate.Errors{"file": {"The CSV file has no rows to import."}})
	}
	return rows, nil
}

// csvHeader reads rec as a header row: ok when one of its cells names a
// column we know (in any letter case, "e-mail" and "phone number" too)
// and none looks like a phone number or an e-mail address.
func csvHeader(rec []string) (map[string]int, bool) {
	names := map[string]string{"phone": "phone", "phone number": "phone", "telephone": "phone", "email": "email",
		"e-mail": "email", "email address": "email", "reason": "reason", "note": "reason", "notes": "reason"}
	header := map[string]int{}
	for _, c := range rec {
		// A cell with an address or a digit is data, whatever else the
		// row holds (a reason may well be "note").
		if strings.ContainsAny(c, "@0123456789") {
			return nil, false
		}
	}
	for i, c := range rec {
		if name, ok := names[strings.ToLower(strings.TrimSpace(c))]; ok {
			if _, seen := header[name]; !seen {
				header[name] = i
			}
		}
	}
	return header, len(header) > 0
}
