package store

import (
	"context"
	"database/sql"
	"strings"

	"claimsite/internal/leads"
)

// Attribution is where a lead's visitor came from (package leads).
type Attribution = leads.Attribution

// attributionColumns are lead_attribution's columns in
// leads.AttributionFields order; the JSON keys are the column names.
var attributionColumns = func() []string {
	cols := make([]string, len(leads.AttributionFields))
	for i, f := range leads.AttributionFields {
		cols[i] = f.Key
	}
	return cols
}()

// leadAttributionColumns reads a lead's attribution in leadColumns, in
// leads.AttributionFields order: empty strings for a lead that carried
// none (no row).
const leadAttributionColumns = `COALESCE(a.landing_page, ''), COALESCE(a.referrer, ''),
	COALESCE(a.utm_source, ''), COALESCE(a.utm_medium, ''), COALESCE(a.utm_campaign, ''), COALESCE(a.utm_term, ''), COALESCE(a.utm_content, ''),
	COALESCE(a.gclid, ''), COALESCE(a.gbraid, ''), COALESCE(a.wbraid, ''), COALESCE(a.fbclid, ''), COALESCE(a.msclkid, ''), COALESCE(a.ttclid, '')`

// attributionTargets are the scan destinations of leadAttributionColumns.
func attributionTargets(a *Attribution) []any {
	out := make([]any, len(leads.AttributionFields))
	for i, f := range leads.AttributionFields {
		out[i] = f.Ptr(a)
	}
	return out
}

// writeAttribution stores lead id's attribution inside the lead's own
// transaction; a lead that carried none has no row.
func (s *Store) writeAttribution(ctx context.Context, tx *sql.Tx, id int64, a Attribution) error {
	if a.Empty() {
		return nil
	}
	args := []any{id}
	for _, v := range a.Values() {
		args = append(args, v)
	}
	_, err := s.exec(ctx, tx, `INSERT INTO lead_attribution (lead_id, `+strings.Join(attributionColumns, ", ")+`)
		VALUES (?`+strings.Repeat(", ?", len(attributionColumns))+`)`, args...)
	return err
}

// attributionFilter adds the admin list's source, medium and campaign
// filters (exact, case-insensitive) to add: as the leads that match, read
// from the attribution's indexes, or with walk as a check on each lead the
// list walks (leadForms).
func (f LeadFilter) attributionFilter(add func(cond string, args ...any), walk bool) {
	var conds []string
	var args []any
	for _, c := range []struct{ column, value string }{
		{"utm_source", f.Source}, {"utm_medium", f.Medium}, {"utm_campaign", f.Campaign},
	} {
		if v := strings.TrimSpace(c.value); v != "" {
			// c.column is one of the three above, never input.
			conds = append(conds, "lower(a."+c.column+") = ?")
			args = append(args, strings.ToLower(v))
		}
	}
	switch {
	case len(conds) == 0:
	case walk:
		// Checked on each lead the list walks, by lead_attribution's key.
		add("EXISTS (SELECT 1 FROM lead_attribution a WHERE a.lead_id = l.id AND "+strings.Join(conds, " AND ")+")", args...)
	default:
		// Read from the attribution's side, through its lower(utm_*)
		// indexes (migration 020): the cost follows the leads that match.
		for i, cond := range conds {
			add("l.id IN (SELECT a.lead_id FROM lead_attribution a WHERE "+cond+")", args[i])
		}
	}
}

// eraseAttribution empties what lead id's attribution and partner
// outcomes hold that could identify the person (privacy erasure): the
// click ids (an ad platform ties them to a person), the landing page and
// referrer URLs (they may carry those ids and anything else a link held),
// the search term and ad content (a search may hold a name), and the
// reasons partners wrote about the person. Source, medium and campaign
// stay: they say which traffic paid, not who the person was.
func (s *Store) eraseAttribution(ctx context.Context, tx *sql.Tx, id int64) error {
	if _, err := s.exec(ctx, tx, `UPDATE lead_attribution SET landing_page = '', referrer = '', utm_term = '', utm_content = '',
		gclid = '', gbraid = '', wbraid = '', fbclid = '', msclkid = '', ttclid = '' WHERE lead_id = ?`, id); err != nil {
		return err
	}
	_, err := s.exec(ctx, tx, `UPDATE lead_outcomes SET reason = '' WHERE lead_id = ?`, id)
	return err
}
