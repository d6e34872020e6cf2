package main

import (
	"context"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestSummariesFilledOnUpgrade: a database whose summaries must be
// filled (as after the upgrade that adds them) is filled by the server in
// the background; rebuild-summaries empties and refills them by hand.
func TestSummariesFilledOnUpgrade(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		l := leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: "Lee", State: "TX",
			Email: "pat" + string(rune('a'+i)) + "@example.com", Phone: "555010120" + string(rune('0'+i)),
			Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"}}
		if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.ResetSummaries(ctx); err != nil {
		t.Fatal(err)
	}
	st.Close()

	_, cancel, done := startServe(t, dir)
	st, err = store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ready, err := st.SummariesReady(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if ready {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the server did not fill the summaries in 20 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v", err)
	}
	stats, err := st.Stats(ctx)
	if err != nil || stats.Rebuilding || stats.LeadsTotal != 3 {
		t.Errorf("after the fill: %+v %v", stats, err)
	}

	if err := rebuildSummaries(ctx, quietLog(), []string{"--data-dir", dir}); err != nil {
		t.Fatalf("rebuild-summaries: %v", err)
	}
	if stats, err := st.Stats(ctx); err != nil || stats.Rebuilding || stats.LeadsTotal != 3 {
		t.Errorf("after rebuild-summaries: %+v %v", stats, err)
	}
}
