package store

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestDuplicateCheckIsAnIndexProbe checks SQLite's plan for the duplicate
// check: a search of the (column, created_at, id) index that needs no sort,
// so its cost does not grow with the number of leads sharing a phone or
// e-mail. (Timing it would be flaky; the plan is what makes it fast.)
func TestDuplicateCheckIsAnIndexProbe(t *testing.T) {
	s, err := Open(context.Background(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, column := range []string{"email", "phone"} {
		rows, err := s.db.Query(`EXPLAIN QUERY PLAN SELECT id FROM leads WHERE `+column+` = ? AND created_at > ?
			ORDER BY created_at DESC, id DESC LIMIT 1`, "x", time.Now())
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		got := strings.Join(plan, "; ")
		if !strings.Contains(got, "USING COVERING INDEX leads_"+column+"_recent ("+column+"=? AND created_at>?)") || strings.Contains(got, "TEMP B-TREE") {
			t.Errorf("%s: plan %q, want a search of leads_%s_recent without a sort", column, got, column)
		}
	}
}
