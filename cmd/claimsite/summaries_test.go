package main

import (
	"context"
	"database/sql"
	"slices"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestSummariesFilledOnUpgrade: a database whose summaries must be
// filled (as after the upgrade that adds them) is filled by the server in
// the background; rebuild-summaries empties and refills them by hand.
func TestSummariesFilledOnUpgrade(t *testing.T) {
	t.Parallel()
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

// TestIndexesBuiltOnUpgrade: on PostgreSQL, a database upgraded with leads
// in it (the search index of migration 020 missing, an index it replaces
// still there) gets the index built and the old one dropped by the server
// in the background, while it serves.
func TestIndexesBuiltOnUpgrade(t *testing.T) {
	t.Parallel()
	if !slices.Contains(storetest.Dialects(t), store.Postgres) {
		t.Skip("PostgreSQL only: SQLite's migration builds its indexes")
	}
	ctx := context.Background()
	dir, url := t.TempDir(), storetest.PostgresURL(t)
	st, err := store.Open(ctx, url, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	l := leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: "Lee", State: "TX",
		Email: "pat@example.com", Phone: "5550101200", Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"}}
	if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, stmt := range []string{`DROP INDEX leads_search`, `CREATE INDEX leads_state ON leads (state)`} {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	if missing, err := st.MissingIndexes(ctx); err != nil || !slices.Equal(missing, []string{"leads_search", "leads_state"}) {
		t.Fatalf("before serve: missing %v (%v)", missing, err)
	}

	_, cancel, done := startServe(t, dir, "--database-url", url)
	deadline := time.Now().Add(20 * time.Second)
	for {
		missing, err := st.MissingIndexes(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(missing) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not build %v in 20 s", missing)
		}
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v", err)
	}
}
