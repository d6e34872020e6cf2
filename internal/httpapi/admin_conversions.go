package httpapi

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/validate"
)

// conversionCSVHeader is the header of Google Ads' offline conversion
// import template for click ids (decision 026).
var conversionCSVHeader = []string{"Google Click ID", "Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency"}

// conversionTimeLayout is the import's "yyyy-MM-dd HH:mm:ss+|-HHmm": the
// operator's local time with its offset, so Google needs no time zone row.
const conversionTimeLayout = "2006-01-02 15:04:05-0700"

// clickID is what a Google click id (gclid) is made of. A stored value
// with anything else cannot be one, and is left out of the file rather
// than handed to a spreadsheet as it is.
var clickID = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// defaultConversionDays is the range without from: the last 30 days.
const defaultConversionDays = 30

// handleConversionExport answers the leads with a Google click id that
// first became qualified between from and to (inclusive dates in the
// operator's time zone; by default the last 30 days up to today) as a
// Google Ads offline conversion import CSV.
func (s *Server) handleConversionExport(w http.ResponseWriter, r *http.Request) error {
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	loc := snap.Location()
	from, to, err := conversionRange(r, s.store.Now().In(loc), loc)
	if err != nil {
		return err
	}
	conversions, err := s.store.Conversions(r.Context(), from, to.AddDate(0, 0, 1))
	if err != nil {
		return err
	}
	// The whole file is made before anything is sent: a failure is still
	// an error answer, not a cut-off file an import would half take.
	var buf bytes.Buffer
	out := csv.NewWriter(&buf)
	out.UseCRLF = true
	_ = out.Write(conversionCSVHeader)
	value := strconv.FormatFloat(snap.ConversionValue, 'f', -1, 64)
	for _, c := range conversions {
		if !clickID.MatchString(c.GCLID) {
			continue
		}
		_ = out.Write([]string{c.GCLID, defuseFormula(snap.ConversionName), c.QualifiedAt.In(loc).Format(conversionTimeLayout),
			value, snap.ConversionCurrency})
	}
	out.Flush()
	if err := out.Error(); err != nil {
		return err
	}
	name := "conversions-" + from.Format("2006-01-02") + "-to-" + to.Format("2006-01-02") + ".csv"
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(buf.Bytes())
	return nil
}

// conversionRange reads ?from= and ?to= (YYYY-MM-DD) as the first and
// last day, midnights in loc; today is now's date in loc.
func conversionRange(r *http.Request, now time.Time, loc *time.Location) (from, to time.Time, err error) {
	errs := validate.Errors{}
	day := func(field string, fallback time.Time) time.Time {
		v := strings.TrimSpace(r.URL.Query().Get(field))
		if v == "" {
			return fallback
		}
		t, err := time.ParseInLocation("2006-01-02", v, loc)
		if err != nil {
			errs.Add(field, "Use a date of the form YYYY-MM-DD.")
		}
		return t
	}
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	to = day("to", today)
	from = day("from", to.AddDate(0, 0, -(defaultConversionDays-1)))
	if !errs.Any() && from.After(to) {
		errs.Add("from", "The start date must be on or before the end date.")
	}
	if errs.Any() {
		return from, to, invalid(errs)
	}
	return from, to, nil
}
