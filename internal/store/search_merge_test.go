package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"claimsite/internal/store"
)

// TestSearchIndexMergesWhenIntakePauses: on SQLite a lead's transaction
// adds a segment to the search index and merges nothing (automerge is off,
// search_merge.go); once no lead has come for a second, the lead writer
// merges until no level holds four segments, and every lead is still found.
func TestSearchIndexMergesWhenIntakePauses(t *testing.T) {
	r := openRaw(t, store.SQLite)
	ctx := context.Background()
	if err := r.st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	// One segment a transaction: %_idx has a row per leaf page of each.
	segments := func() int {
		return r.count(t, `SELECT COUNT(DISTINCT segid) FROM lead_search_idx`)
	}
	// Fewer than 16 (crisismerge), which FTS5 would merge inside the
	// transaction of the sixteenth.
	const n = 12
	var want []int64
	for i := range n {
		// Leads one after another: each is a group commit of its own.
		want = append(want, submit(t, r.st, routingLead(100+i, "CA")).ID)
	}
	// FTS5 merges in the writing transaction only at crisismerge.
	if got := r.count(t, `SELECT COUNT(*) FROM lead_search_config WHERE k = 'automerge' AND v = 0`); got != 1 {
		t.Fatal("automerge is not off: every lead's transaction merges the index")
	}
	if got := segments(); got < n {
		t.Fatalf("%d segments after %d leads written one by one, want one each: nothing to merge, the test could not fail", got, n)
	}
	deadline := time.Now().Add(20 * time.Second)
	for segments() >= 4 {
		if time.Now().After(deadline) {
			t.Fatalf("still %d segments 20 s after the last lead: the idle writer did not merge them", segments())
		}
		time.Sleep(50 * time.Millisecond)
	}
	items, _, err := r.st.LeadPage(ctx, store.LeadFilter{Query: "Pat"}, store.Page{Number: 1, Size: 50})
	if err != nil {
		t.Fatal(err)
	}
	got := ids(items)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("after the merge a search for every lead found %v, want %v", got, want)
	}
	if _, err := r.db.Exec(`INSERT INTO lead_search (lead_search, rank) VALUES ('integrity-check', 1)`); err != nil {
		t.Fatalf("the merged index fails FTS5's integrity check: %v", err)
	}
}
