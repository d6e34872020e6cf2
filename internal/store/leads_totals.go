package store

import (
	"context"
	"strings"
	"time"
)

// The inbox's totals and deep pages from the daily summaries (decision
// 039): a filter the summaries can answer costs a read of at most a row
// per day and summary key, whatever the number of leads.

// summaryFilter is the summary table and conditions that count the leads
// of a LeadFilter by day, or ok false when no summary can (a free-text
// search, an e-mail, filters that no one table keys together, a range
// that does not start and end at UTC midnights).
type summaryFilter struct {
	table string
	conds []string
	args  []any
}

func (f LeadFilter) summaryFilter() (summaryFilter, bool) {
	if f.Query != "" || f.Email != "" || f.Language != "" || !midnight(f.From) || !midnight(f.To) {
		return summaryFilter{}, false
	}
	attribution := f.Source != "" || f.Medium != "" || f.Campaign != ""
	keyed := f.State != "" || f.Status != "" || f.Routing != ""
	var sf summaryFilter
	if f.Tier != "" {
		// Leads by tier are kept by day alone: with any other filter the
		// count is the capped one.
		if keyed || attribution || f.Delivery != "" {
			return sf, false
		}
		sf.table = "lead_day_tiers"
		sf.conds, sf.args = []string{"tier = ?"}, []any{f.Tier}
		if !f.From.IsZero() {
			sf.conds, sf.args = append(sf.conds, "day >= ?"), append(sf.args, f.From.UTC().Format(dayLayout))
		}
		if !f.To.IsZero() {
			sf.conds, sf.args = append(sf.conds, "day < ?"), append(sf.args, f.To.UTC().Format(dayLayout))
		}
		return sf, true
	}
	add := func(cond string, arg any) {
		sf.conds = append(sf.conds, cond)
		sf.args = append(sf.args, arg)
	}
	switch {
	case f.Delivery != "":
		if f.Status != "" || f.Routing != "" || attribution {
			return sf, false
		}
		sf.table = "lead_day_deliveries"
		if f.State != "" {
			sf.table = "lead_day_delivery_states"
			add("state = ?", f.State)
		}
		add("status = ?", f.Delivery)
	case attribution:
		if keyed {
			return sf, false
		}
		sf.table = "lead_day_sources"
		for _, c := range []struct{ column, value string }{{"source", f.Source}, {"medium", f.Medium}, {"campaign", f.Campaign}} {
			// The summary keeps the attribution key (trimmed, lower-cased,
			// "(direct)" for none); the filter matches the stored value,
			// which intake keeps trimmed, but for case: the same leads,
			// except for "(direct)", which no lead was sent as.
			v := strings.ToLower(strings.TrimSpace(c.value))
			if v == "" {
				continue
			}
			if v == "(direct)" {
				return sf, false
			}
			add(c.column+" = ?", v)
		}
	case f.State != "":
		sf.table = "lead_day_state_statuses"
		add("state = ?", f.State)
	default:
		sf.table = "lead_day_totals"
	}
	if f.Status != "" {
		add("status = ?", f.Status)
	}
	if f.Routing != "" {
		add("routing = ?", f.Routing)
	}
	if !f.From.IsZero() {
		add("day >= ?", f.From.UTC().Format(dayLayout))
	}
	if !f.To.IsZero() {
		add("day < ?", f.To.UTC().Format(dayLayout))
	}
	return sf, true
}

func midnight(t time.Time) bool { return t.IsZero() || t.UTC().Truncate(24*time.Hour).Equal(t) }

func (sf summaryFilter) where() string {
	if len(sf.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(sf.conds, " AND ")
}

// summaryTotal counts the leads f selects from the summaries: ok false
// when they cannot (or are being rebuilt).
func (s *Store) summaryTotal(ctx context.Context, f LeadFilter) (total int, ok bool, err error) {
	sf, ok := f.summaryFilter()
	if !ok {
		return 0, false, nil
	}
	if ready, err := s.SummariesReady(ctx); err != nil || !ready {
		return 0, false, err
	}
	err = s.queryRow(ctx, s.db, "SELECT COALESCE(SUM(leads), 0) FROM "+sf.table+sf.where(), sf.args...).Scan(&total)
	return total, err == nil, err
}

// summaryPageStart finds where the leads f selects, newest first, reach
// offset: the UTC day whose leads hold the offset-th one, and how many of
// that day's (selected) leads come before it. ok false when the summaries
// cannot say, or offset is past the last lead.
func (s *Store) summaryPageStart(ctx context.Context, f LeadFilter, offset int) (day time.Time, skip int, ok bool, err error) {
	sf, ok := f.summaryFilter()
	if !ok {
		return time.Time{}, 0, false, nil
	}
	if ready, err := s.SummariesReady(ctx); err != nil || !ready {
		return time.Time{}, 0, false, err
	}
	rows, err := s.query(ctx, s.db, "SELECT day, SUM(leads) FROM "+sf.table+sf.where()+" GROUP BY day ORDER BY day DESC", sf.args...)
	if err != nil {
		return time.Time{}, 0, false, err
	}
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var d string
		var n int
		if err := rows.Scan(&d, &n); err != nil {
			return time.Time{}, 0, false, err
		}
		if seen+n > offset {
			t, err := time.Parse(dayLayout, d)
			return t, offset - seen, err == nil, err
		}
		seen += n
	}
	return time.Time{}, 0, false, rows.Err()
}
