package main

import (
	"context"
	"io"
	"path/filepath"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestRestoreErasesAgain: back up, erase a lead, restore the backup with
// claimsite restore: the lead is erased again.
func TestRestoreErasesAgain(t *testing.T) {
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
	id, _, err := st.CreateLead(ctx, leads.Lead{SourceForm: leads.FormConsultation, FirstName: "Restora", LastName: "Backup",
		Email: "restora@example.com", Phone: "5551112222", State: "TX", Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.5"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	if err := runBackup(ctx, io.Discard, []string{"--out", copyPath, "--data-dir", dir}); err != nil {
		t.Fatalf("backup: %v", err)
	}
	if st, err = store.Open(ctx, "", dir); err != nil {
		t.Fatal(err)
	}
	if _, err := st.EraseLeads(ctx, []int64{id}, store.ErasureAdmin); err != nil {
		t.Fatal(err)
	}
	st.Close()

	if err := runRestore(ctx, io.Discard, []string{"--from", filepath.Join(dir, "missing.db"), "--data-dir", dir, "--force"}); err == nil {
		t.Error("restore of a missing file: got nil error")
	}
	if err := runRestore(ctx, io.Discard, []string{"--from", copyPath, "--data-dir", dir}); err == nil {
		t.Error("restore over the database without --force: got nil error")
	}
	if err := runRestore(ctx, io.Discard, []string{"--from", copyPath, "--data-dir", dir, "--force"}); err != nil {
		t.Fatalf("restore: %v", err)
	}
	if st, err = store.Open(ctx, "", dir); err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	l, err := st.Lead(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if l.ErasedAt == nil || l.Email != "" || l.FirstName != "" {
		t.Errorf("restored lead: erased_at %v, email %q, first name %q; want erased again", l.ErasedAt, l.Email, l.FirstName)
	}
}
