package httpapi

import (
	"net/http"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// attributionFilter reads the lead list's source, medium and campaign
// filters (?source=&medium=&campaign=): matched exactly but for case
// against the lead's utm_source, utm_medium and utm_campaign.
func attributionFilter(r *http.Request, f *store.LeadFilter, errs validate.Errors) {
	q := r.URL.Query()
	for _, p := range []struct {
		field string
		dst   *string
	}{{"source", &f.Source}, {"medium", &f.Medium}, {"campaign", &f.Campaign}} {
		v := validate.Clean(q.Get(p.field))
		errs.MaxLength(p.field, p.field, v, leads.AttributionValueMax)
		*p.dst = v
	}
}

// attributionCSVHeader names the export's attribution columns, after the
// consent proof's: the attribution's own keys, but its referrer (that of
// the visitor's first page) is landing_referrer, as the consent proof
// already has a referrer (that of the form's page).
var attributionCSVHeader = func() []string {
	cols := make([]string, len(leads.AttributionFields))
	for i, f := range leads.AttributionFields {
		cols[i] = f.Key
		if f.Key == "referrer" {
			cols[i] = "landing_referrer"
		}
	}
	return cols
}()

// withAttribution is the CSV row of a lead with its attribution columns.
func withAttribution(row []string, l leads.Lead) []string {
	return append(row, l.Attribution.Values()...)
}
