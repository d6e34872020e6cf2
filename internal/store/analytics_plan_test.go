package store

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestAnalyticsPlans checks SQLite reads the analytics' range by index: the
// leads by created_at, and the partner rates from the range's deliveries
// (not every sent outbox row) with outcomes looked up by lead.
func TestAnalyticsPlans(t *testing.T) {
	s, err := Open(context.Background(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	plan := func(query string) string {
		rows, err := s.db.Query("EXPLAIN QUERY PLAN "+query, start, start.AddDate(0, 1, 0))
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
	got := plan(partnerRatesSQL(""))
	for _, want := range []string{"SEARCH d USING INDEX deliveries_created_at", "SEARCH lo USING INDEX lead_outcomes_lead"} {
		if !strings.Contains(got, want) {
			t.Errorf("partner rates: plan %q lacks %q", got, want)
		}
	}
	if strings.Contains(got, "outbox_due") {
		t.Errorf("partner rates: plan %q reads the outbox by status", got)
	}
	got = plan("SELECT " + s.utcDay("created_at") + ", routing, COUNT(*) FROM leads WHERE created_at >= ? AND created_at < ? GROUP BY 1, 2")
	if !strings.Contains(got, "leads_created_at (created_at>? AND created_at<?)") {
		t.Errorf("leads per day: plan %q", got)
	}
}
