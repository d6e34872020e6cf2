package store_test

import (
	"bytes"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"claimsite/internal/store"
)

// sqliteWithLeads is a fresh SQLite store in its own data dir holding n
// leads; it is closed when the test ends.
func sqliteWithLeads(t *testing.T, n int) (*store.Store, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	withConsent(t, st)
	for i := range n {
		if _, _, err := st.CreateLead(t.Context(), newLead(strings.Repeat("b", i+1)+"@example.com", "555000"+string(rune('1'+i))+"234"), ""); err != nil {
			t.Fatal(err)
		}
	}
	return st, dir
}

// damaged writes a copy of the file at path with fn applied to its bytes.
func damaged(t *testing.T, path string, fn func([]byte) []byte) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "damaged.db")
	if err := os.WriteFile(out, fn(bytes.Clone(b)), 0o600); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestVerifySQLite(t *testing.T) {
	st, _ := sqliteWithLeads(t, 3)
	good := filepath.Join(t.TempDir(), "good.db")
	info, err := st.Backup(t.Context(), good, false)
	if err != nil {
		t.Fatal(err)
	}
	if info.Leads != 3 || info.SchemaVersion == 0 || info.Size == 0 || info.Path != good {
		t.Errorf("Backup: got %+v, want 3 leads, a schema version and a size", info)
	}
	version, err := st.Version(t.Context())
	if err != nil {
		t.Fatal(err)
	}

	// Another program's SQLite database.
	foreign := filepath.Join(t.TempDir(), "foreign.db")
	db, err := sql.Open("sqlite", foreign)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes (body TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	// A backup of a newer claimsite, with a migration this binary lacks.
	newer := damaged(t, good, func(b []byte) []byte { return b })
	db, err = sql.Open("sqlite", newer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO schema_migrations (version, name) VALUES (9999, '9999_from_the_future.sql')`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	for _, tc := range []struct {
		name string
		path string
		want error // nil: sound
	}{
		{"sound", good, nil},
		{"truncated", damaged(t, good, func(b []byte) []byte { return b[:len(b)*2/3] }), store.ErrBadBackup},
		{"half a page", damaged(t, good, func(b []byte) []byte { return b[:100] }), store.ErrBadBackup},
		{"overwritten pages", damaged(t, good, func(b []byte) []byte {
			for i := 4096; i < len(b) && i < 4096*6; i++ {
				b[i] = 0x5a
			}
			return b
		}), store.ErrBadBackup},
		{"not SQLite", damaged(t, good, func([]byte) []byte { return []byte("name,email\nPat,pat@example.com\n") }), store.ErrBadBackup},
		{"empty", damaged(t, good, func([]byte) []byte { return nil }), store.ErrBadBackup},
		{"another program's", foreign, store.ErrBadBackup},
		{"newer schema", newer, store.ErrNewerSchema},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, _ := os.ReadFile(tc.path)
			got, err := store.VerifySQLite(t.Context(), tc.path)
			if tc.want == nil {
				if err != nil || got.Leads != 3 || got.SchemaVersion != version {
					t.Errorf("VerifySQLite: got %+v, %v; want 3 leads, schema version %d", got, err, version)
				}
			} else if !errors.Is(err, tc.want) {
				t.Errorf("VerifySQLite: got error %v, want %v", err, tc.want)
			}
			if tc.want == store.ErrNewerSchema && (got.SchemaVersion != 9999 || got.Leads != 3) {
				t.Errorf("VerifySQLite of a newer backup: got %+v, want its version 9999 and 3 leads", got)
			}
			if after, _ := os.ReadFile(tc.path); !bytes.Equal(before, after) {
				t.Error("VerifySQLite changed the file it checked")
			}
		})
	}
}

func TestBackupOverwriteAndLeftovers(t *testing.T) {
	st, dir := sqliteWithLeads(t, 2)
	outDir := t.TempDir()
	out := filepath.Join(outDir, "nightly.db")
	if err := os.WriteFile(out, []byte("an older backup"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Backup(t.Context(), out, false); !errors.Is(err, store.ErrFileExists) {
		t.Errorf("Backup over an existing file: got %v, want ErrFileExists", err)
	}
	if b, _ := os.ReadFile(out); string(b) != "an older backup" {
		t.Errorf("the refused backup changed the existing file: %q", b)
	}
	info, err := st.Backup(t.Context(), out, true)
	if err != nil || info.Leads != 2 {
		t.Fatalf("Backup with overwrite: %+v, %v; want 2 leads", info, err)
	}
	if _, err := store.VerifySQLite(t.Context(), out); err != nil {
		t.Errorf("the replaced backup: %v", err)
	}
	entries, err := os.ReadDir(outDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files beside the backup: %v, want only nightly.db", names)
	}

	// BackupSQLite: the command's way in, which never creates a database.
	again := filepath.Join(outDir, "again.db")
	if info, err := store.BackupSQLite(t.Context(), "", dir, again, false); err != nil || info.Leads != 2 {
		t.Errorf("BackupSQLite: %+v, %v; want 2 leads", info, err)
	}
	empty := t.TempDir()
	if _, err := store.BackupSQLite(t.Context(), "", empty, filepath.Join(outDir, "none.db"), false); !errors.Is(err, store.ErrNoDatabase) {
		t.Errorf("BackupSQLite of a data dir without a database: got %v, want ErrNoDatabase", err)
	}
	if _, err := os.Stat(filepath.Join(empty, "claimsite.db")); !errors.Is(err, os.ErrNotExist) {
		t.Error("BackupSQLite created a database in an empty data dir")
	}
	liveBefore, err := os.Stat(filepath.Join(dir, "claimsite.db"))
	if err != nil {
		t.Fatal(err)
	}
	for _, own := range []string{"claimsite.db", "claimsite.db-wal", "claimsite.db.lock"} {
		if _, err := store.BackupSQLite(t.Context(), "", dir, filepath.Join(dir, own), true); err == nil {
			t.Errorf("BackupSQLite --force onto %s: got nil error, want a refusal", own)
		}
	}
	if liveAfter, err := os.Stat(filepath.Join(dir, "claimsite.db")); err != nil || !os.SameFile(liveBefore, liveAfter) {
		t.Errorf("the database file was replaced by a refused backup (%v)", err)
	}
	// An older binary backing up a newer release's database: the backup
	// is made (restoring it under this binary is what is refused).
	newerDir := t.TempDir()
	newer, err := store.Open(t.Context(), "", newerDir)
	if err != nil {
		t.Fatal(err)
	}
	newer.Close()
	db, err := sql.Open("sqlite", filepath.Join(newerDir, "claimsite.db"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO schema_migrations (version, name) VALUES (9999, '9999_from_the_future.sql')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	newerOut := filepath.Join(outDir, "newer.db")
	if info, err := store.BackupSQLite(t.Context(), "", newerDir, newerOut, false); err != nil || info.SchemaVersion != 9999 || !info.Newer {
		t.Errorf("BackupSQLite of a newer release's database: %+v, %v; want it made, version 9999, marked newer", info, err)
	}
	if _, err := store.RestoreSQLite(t.Context(), newerOut, "", t.TempDir(), false); !errors.Is(err, store.ErrNewerSchema) {
		t.Errorf("RestoreSQLite of a newer release's backup: got %v, want ErrNewerSchema", err)
	}
	pg := "postgres://u@db.example/claims"
	if _, err := store.BackupSQLite(t.Context(), pg, dir, filepath.Join(outDir, "pg.db"), false); !errors.Is(err, store.ErrPostgresBackup) {
		t.Errorf("BackupSQLite on PostgreSQL: got %v, want ErrPostgresBackup", err)
	}
	if _, err := store.RestoreSQLite(t.Context(), out, pg, dir, true); !errors.Is(err, store.ErrPostgresBackup) {
		t.Errorf("RestoreSQLite on PostgreSQL: got %v, want ErrPostgresBackup", err)
	}
}

func TestRestoreSQLite(t *testing.T) {
	src, _ := sqliteWithLeads(t, 2)
	backup := filepath.Join(t.TempDir(), "backup.db")
	if _, err := src.Backup(t.Context(), backup, false); err != nil {
		t.Fatal(err)
	}
	// The live database: 3 other leads, closed (no server), with a stale
	// -wal beside it as a killed process leaves one.
	live, dir := sqliteWithLeads(t, 3)
	live.Close()
	db := filepath.Join(dir, "claimsite.db")
	if err := os.WriteFile(db+"-wal", []byte("stale log"), 0o600); err != nil {
		t.Fatal(err)
	}
	liveBytes, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	untouched := func(what string) {
		t.Helper()
		if b, _ := os.ReadFile(db); !bytes.Equal(b, liveBytes) {
			t.Errorf("%s: the live database changed", what)
		}
		if b, _ := os.ReadFile(db + "-wal"); string(b) != "stale log" {
			t.Errorf("%s: the live -wal changed", what)
		}
		if _, err := os.Stat(db + ".restoring"); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a .restoring file was left", what)
		}
	}

	if _, err := store.RestoreSQLite(t.Context(), backup, "", dir, false); !errors.Is(err, store.ErrFileExists) {
		t.Errorf("restore over a database without overwrite: got %v, want ErrFileExists", err)
	}
	untouched("refused without overwrite")
	truncated := damaged(t, backup, func(b []byte) []byte { return b[:len(b)/2] })
	if _, err := store.RestoreSQLite(t.Context(), truncated, "", dir, true); !errors.Is(err, store.ErrBadBackup) {
		t.Errorf("restore of a truncated backup: got %v, want ErrBadBackup", err)
	}
	untouched("truncated backup")
	if _, err := store.RestoreSQLite(t.Context(), db, "", dir, true); err == nil {
		t.Error("restore of the database onto itself: got nil error")
	}
	untouched("the database as its own backup")

	got, err := store.RestoreSQLite(t.Context(), backup, "", dir, true)
	if err != nil {
		t.Fatalf("restore with overwrite: %v", err)
	}
	if got.Path != db || got.Previous != db+".before-restore" || got.Backup.Leads != 2 {
		t.Errorf("restore: got %+v", got)
	}
	if b, _ := os.ReadFile(db + ".before-restore"); !bytes.Equal(b, liveBytes) {
		t.Error("the replaced database was not kept as .before-restore")
	}
	if b, _ := os.ReadFile(db + ".before-restore-wal"); string(b) != "stale log" {
		t.Error("the replaced database's -wal was not kept beside it")
	}
	if _, err := os.Stat(db + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Error("the old -wal is still beside the restored database")
	}
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n := 0
	if err := st.EachLead(t.Context(), store.LeadFilter{}, func(store.Lead) error { n++; return nil }); err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("leads in the restored database: %d, want the backup's 2", n)
	}
}
