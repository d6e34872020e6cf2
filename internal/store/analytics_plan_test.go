package store

import (
	"context"
	"strings"
	"testing"
)

// TestAnalyticsPlans checks that SQLite reads every summary the analytics
// and the dashboard read by its key's day range (or, for the state
// totals, by state and day), never a scan of a table that grows with the
// leads.
func TestAnalyticsPlans(t *testing.T) {
	s, err := Open(context.Background(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	plan := func(query string, args ...any) string {
		rows, err := s.db.Query("EXPLAIN QUERY PLAN "+query, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var lines []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, detail)
		}
		return strings.Join(lines, "; ")
	}
	for _, table := range summaryTables {
		if table.keys[0] != "day" {
			continue
		}
		got := plan("SELECT SUM("+table.counters[0]+") FROM "+table.name+" WHERE day >= ? AND day < ?", "2026-01-01", "2026-02-01")
		if !strings.Contains(got, "SEARCH "+table.name+" USING") || !strings.Contains(got, "(day>? AND day<?)") {
			t.Errorf("%s: plan %q does not search by day", table.name, got)
		}
	}
	got := plan("SELECT SUM(leads) FROM lead_day_state_statuses WHERE state = ? AND day >= ? AND day < ?", "CA", "2026-01-01", "2026-02-01")
	if !strings.Contains(got, "(state=? AND day>? AND day<?)") {
		t.Errorf("state totals: plan %q", got)
	}
}
