//go:build unix

package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestServeHoldsTheDatabaseLock: while serve runs on a SQLite database, a
// backup works, but a second server and a restore (even with --force) are
// refused, naming the running process; once it has stopped, the restore
// goes through. (The kill -9 tests show a killed server's lock is gone:
// they restart on the same data dir.)
func TestServeHoldsTheDatabaseLock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	_, stop, done := startServe(t, dir)
	backupFile := filepath.Join(t.TempDir(), "backup.db")
	if err := runBackup(ctx, io.Discard, []string{"--out", backupFile, "--data-dir", dir}); err != nil {
		t.Fatalf("backup while serving: %v", err)
	}
	running := "pid " + strconv.Itoa(os.Getpid()) + " serve"
	err := serve(ctx, quietLog(), []string{"--addr", freeAddr(t), "--data-dir", dir, "--bcrypt-cost", "4"})
	if err == nil || !strings.Contains(err.Error(), "in use by another claimsite process ("+running+")") {
		t.Errorf("a second serve on the database: got %v, want a refusal naming %q", err, running)
	}
	for _, args := range [][]string{{"--from", backupFile, "--data-dir", dir}, {"--from", backupFile, "--data-dir", dir, "--force"}} {
		err := runRestore(ctx, io.Discard, args)
		if err == nil || !strings.Contains(err.Error(), "stop it first") || !strings.Contains(err.Error(), running) {
			t.Errorf("restore %v while serving: got %v, want a refusal naming %q", args, err, running)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "claimsite.db.before-restore")); err == nil {
		t.Error("a refused restore moved the database aside")
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v", err)
	}
	if err := runRestore(ctx, io.Discard, []string{"--from", backupFile, "--data-dir", dir, "--force"}); err != nil {
		t.Errorf("restore once the server stopped: %v", err)
	}
}
