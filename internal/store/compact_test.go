package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestErasureDoesNotStallIntake: a long read is open (a report, a backup)
// when a lead is erased. The erasure returns at once, leads keep being
// taken while the reader still reads, and once the reader is done the
// database files hold none of the old text within seconds. (A checkpoint
// that waits for readers holds the write lock meanwhile: the erasure and
// every lead after it would wait for the reader.)
func TestErasureDoesNotStallIntake(t *testing.T) {
	st := storetest.Open(t, store.SQLite)
	ctx := context.Background()
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	zelda := submit(t, st, zeldaLead(zeldaPhone))
	dir := filepath.Dir(st.ErasureLogPath())

	reader, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "claimsite.db")+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	tx, err := reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRow(`SELECT COUNT(*) FROM leads`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("the reader sees %d leads (%v), want 1", n, err)
	}

	erased := make(chan error, 1)
	go func() {
		_, err := st.EraseLeads(ctx, []int64{zelda.ID}, store.ErasureAdmin)
		erased <- err
	}()
	select {
	case err := <-erased:
		if err != nil {
			t.Fatalf("EraseLeads: %v", err)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("the erasure still waits for the reader after 3 s")
	}
	if st.FilesClean() {
		t.Fatal("the files are clean although a reader holds the old snapshot: this test shows nothing")
	}
	for i := range 5 {
		start := time.Now()
		submit(t, st, routingLead(100+i, "TX"))
		if d := time.Since(start); d > time.Second {
			t.Errorf("lead %d took %v while the erasure waited for the reader", i, d)
		}
	}

	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !st.FilesClean() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if !st.FilesClean() {
		t.Fatal("the files are not clean 5 s after the reader finished")
	}
	scanFiles(t, st, personal)
}

// scanFiles fails the test when the SQLite database file or its -wal
// holds one of needles, in any case.
func scanFiles(t *testing.T, st *store.Store, needles []string) {
	t.Helper()
	dir := filepath.Dir(st.ErasureLogPath())
	for _, name := range []string{"claimsite.db", "claimsite.db-wal"} {
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, p := range needles {
			if bytes.Contains(bytes.ToLower(raw), bytes.ToLower([]byte(p))) {
				t.Errorf("%s (%d bytes) still holds %q", name, len(raw), p)
			}
		}
	}
}
