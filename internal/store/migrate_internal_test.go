package store

import (
	"database/sql"
	"strings"
	"testing"
)

// TestForeignKeysOffMigrationChecksReferences: a SQLite migration run with
// foreign keys off (foreignKeysOff) commits only when every reference still
// holds, and leaves foreign keys on for the connections after it.
func TestForeignKeysOffMigrationChecksReferences(t *testing.T) {
	ctx := t.Context()
	s, err := Open(ctx, "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	dangling := `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('x', 424242, '2026-01-01', '2026-01-02')`
	m := migration{version: 9999, name: "9999_dangling.sql", sql: foreignKeysOff + dangling}
	err = s.migrationTx(ctx, m, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, m.sql)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "foreign key check") {
		t.Fatalf("a migration leaving a session of no account: %v, want the foreign key check to refuse it", err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions`).Scan(&n); err != nil || n != 0 {
		t.Errorf("sessions after the refused migration: %d, %v", n, err)
	}
	// Every connection of the pool has foreign keys on again.
	for range 4 {
		if _, err := s.db.ExecContext(ctx, dangling); err == nil {
			t.Fatal("a session of no account was stored after the migration")
		}
	}
}
