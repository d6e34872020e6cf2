package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

// TestRestoreDeletesAccountAgain: back up, delete a visitor's account by
// a completed delete request, restore the backup with claimsite restore:
// the account is deleted again (and said so), while an account the
// request did not concern is kept.
func TestRestoreDeletesAccountAgain(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ctx := context.Background()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	gone, err := st.CreateUser(ctx, store.User{FirstName: "Restora", LastName: "Account", Email: "restora@example.com", PasswordHash: "x", Role: access.User})
	if err != nil {
		t.Fatal(err)
	}
	kept, err := st.CreateUser(ctx, store.User{FirstName: "Other", LastName: "Person", Email: "other@example.com", PasswordHash: "x", Role: access.User})
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
	r, err := st.CreatePrivacyRequest(ctx, store.NewPrivacyRequest{Type: store.PrivacyDelete, Email: "restora@example.com"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.VerifyPrivacyRequest(ctx, r.ID, 0, "Called back on the number on file."); err != nil {
		t.Fatal(err)
	}
	done, _, err := st.CompleteDeletion(ctx, r.ID, 0, "Erased.")
	if err != nil || done.AccountAction != store.AccountDeleted {
		t.Fatalf("CompleteDeletion: %+v, %v", done, err)
	}
	st.Close()

	var out bytes.Buffer
	if err := runRestore(ctx, &out, []string{"--from", copyPath, "--data-dir", dir, "--force"}); err != nil {
		t.Fatalf("restore: %v", err)
	}
	if !strings.Contains(out.String(), "deleted again from the erasure list: 1 accounts") {
		t.Errorf("claimsite restore printed %q; want 1 account deleted again", out.String())
	}
	if st, err = store.Open(ctx, "", dir); err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.User(ctx, gone.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the restored account: %v, want it deleted again", err)
	}
	if u, err := st.User(ctx, kept.ID); err != nil || u.Email != "other@example.com" {
		t.Errorf("the other account: %+v, %v", u, err)
	}
}
