package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Backups and restores of a SQLite database (decision 030). PostgreSQL has
// pg_dump and pg_restore for that; the erasure list is applied again at
// every start whatever the database (ApplyErasureList).

var (
	// ErrPostgresBackup means the database is PostgreSQL, which is backed up
	// with pg_dump and restored with pg_restore.
	ErrPostgresBackup = errors.New("PostgreSQL databases are backed up with pg_dump and restored with pg_restore")
	// ErrFileExists means the file a backup or restore would write exists
	// and replacing it was not asked for.
	ErrFileExists = errors.New("already exists")
	// ErrNoDatabase means there is no database to back up.
	ErrNoDatabase = errors.New("no database")
	// ErrBadBackup means a file is not a complete claimsite SQLite
	// database: not SQLite, damaged, truncated or another program's.
	ErrBadBackup = errors.New("not a sound claimsite backup")
	// ErrNewerSchema means a backup was made by a claimsite with migrations
	// this binary does not know.
	ErrNewerSchema = errors.New("made by a newer claimsite")
)

// BackupInfo describes a checked SQLite database file; nothing personal.
type BackupInfo struct {
	Path string
	Size int64
	// SchemaVersion is the newest migration applied to the file; it may be
	// older than this binary's (a restore then migrates it forward).
	SchemaVersion int
	Leads         int
	// Newer is set by Backup when the database has migrations this binary
	// does not know (a newer release runs the site).
	Newer bool
}

// RestoreInfo says what RestoreSQLite did.
type RestoreInfo struct {
	Backup BackupInfo
	// Path is the database file now holding the backup.
	Path string
	// Previous is where the replaced database was kept ("" when there was
	// none).
	Previous string
}

// SQLitePath is the SQLite database file databaseURL and dataDir name
// (databaseURL empty: dataDir/claimsite.db); ok is false for PostgreSQL.
func SQLitePath(databaseURL, dataDir string) (path string, ok bool, err error) {
	switch {
	case strings.HasPrefix(databaseURL, "postgres://"), strings.HasPrefix(databaseURL, "postgresql://"):
		return "", false, nil
	case databaseURL == "":
		return filepath.Join(dataDir, "claimsite.db"), true, nil
	case strings.HasPrefix(databaseURL, "sqlite:"), strings.HasPrefix(databaseURL, "file:"):
		return strings.TrimPrefix(strings.TrimPrefix(databaseURL, "sqlite:"), "file:"), true, nil
	}
	return "", false, fmt.Errorf("CLAIMSITE_DATABASE_URL: want empty, sqlite:PATH or postgres://..., got %q", redact(databaseURL))
}

// BackupSQLite writes a checked copy of the SQLite database of
// databaseURL/dataDir to out while a server may be using it. It neither
// creates nor migrates the database: a backup leaves the live file as it
// found it.
func BackupSQLite(ctx context.Context, databaseURL, dataDir, out string, overwrite bool) (BackupInfo, error) {
	path, ok, err := SQLitePath(databaseURL, dataDir)
	if err != nil {
		return BackupInfo{}, err
	}
	if !ok {
		return BackupInfo{}, ErrPostgresBackup
	}
	if info, err := os.Stat(path); err != nil || info.Size() == 0 {
		return BackupInfo{}, fmt.Errorf("%w at %s", ErrNoDatabase, path)
	}
	if ownFile(out, path) {
		return BackupInfo{}, fmt.Errorf("backup: %s is the database's own file: write the backup elsewhere", out)
	}
	s, err := connect(databaseURL, dataDir)
	if err != nil {
		return BackupInfo{}, err
	}
	defer s.Close()
	return s.Backup(ctx, out, overwrite)
}

// Backup writes a consistent copy of the SQLite database to out while the
// site keeps running (VACUUM INTO reads one snapshot: every transaction
// committed before it began, none after). The copy is written beside out,
// checked (VerifySQLite), synced and only then given its name, so out is
// either absent or a whole, sound backup. It refuses an existing out
// unless overwrite.
func (s *Store) Backup(ctx context.Context, out string, overwrite bool) (BackupInfo, error) {
	if s.dialect != SQLite {
		return BackupInfo{}, ErrPostgresBackup
	}
	if _, err := os.Lstat(out); err == nil && !overwrite {
		return BackupInfo{}, fmt.Errorf("%s %w", out, ErrFileExists)
	}
	// The copy holds every lead: it is created here, readable by its owner
	// only, before SQLite fills it (VACUUM INTO accepts an empty file).
	f, err := os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+".partial-*")
	if err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	tmp := f.Name()
	f.Close()
	defer os.Remove(tmp) // gone already once renamed
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	// A database of a newer release (this binary is older than the
	// server's) is still backed up: the check says the copy is sound.
	info, err := verifySQLite(ctx, tmp, "the copy for "+out)
	if err != nil && !errors.Is(err, ErrNewerSchema) {
		return BackupInfo{}, fmt.Errorf("backup: not written: %w", err)
	}
	info.Newer = err != nil
	if err := syncFile(tmp); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	if err := placeFile(tmp, out, overwrite); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	info.Path = out
	return info, nil
}

// placeFile gives the finished file tmp the name out, in one step: rename
// when out may be replaced; otherwise a hard link, which fails when out
// has appeared meanwhile.
func placeFile(tmp, out string, overwrite bool) error {
	if !overwrite {
		err := os.Link(tmp, out)
		if errors.Is(err, os.ErrExist) {
			return fmt.Errorf("%s %w", out, ErrFileExists)
		}
		if err == nil {
			return syncDir(filepath.Dir(out))
		}
		// No hard links on this file system: check, then rename.
		if _, err := os.Lstat(out); err == nil {
			return fmt.Errorf("%s %w", out, ErrFileExists)
		}
	}
	if err := os.Rename(tmp, out); err != nil {
		return err
	}
	return syncDir(filepath.Dir(out))
}

// VerifySQLite checks that the file at path is a whole claimsite SQLite
// database this binary can run: SQLite's integrity check passes, it has
// claimsite's tables and its migrations are ones this binary knows (an
// older schema is fine: opening it migrates it forward). The file is
// opened read-only and left unchanged.
func VerifySQLite(ctx context.Context, path string) (BackupInfo, error) {
	return verifySQLite(ctx, path, path)
}

// verifySQLite is VerifySQLite of the file at path, called name in its
// errors (a copy being checked is named after its original).
func verifySQLite(ctx context.Context, path, name string) (BackupInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return BackupInfo{}, err
	}
	info := BackupInfo{Path: path, Size: st.Size()}
	if err := checkHeader(path, name); err != nil {
		return info, err
	}
	// immutable: nobody writes this file while it is checked, so SQLite
	// needs no -shm or lock beside it (the folder may be read-only).
	db, err := sql.Open("sqlite", "file:"+uriPath(path)+"?mode=ro&immutable=1")
	if err != nil {
		return info, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	problems, err := integrityProblems(ctx, db)
	if err != nil {
		return info, fmt.Errorf("%w: %s cannot be read: %v", ErrBadBackup, name, err)
	}
	if len(problems) > 0 {
		return info, fmt.Errorf("%w: %s is damaged (integrity check: %s)", ErrBadBackup, name, strings.Join(problems, "; "))
	}
	var tables int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master
		WHERE type = 'table' AND name IN ('schema_migrations', 'leads')`).Scan(&tables); err != nil {
		return info, fmt.Errorf("%w: %s: %v", ErrBadBackup, name, err)
	}
	if tables != 2 {
		return info, fmt.Errorf("%w: %s is a SQLite database, but not claimsite's", ErrBadBackup, name)
	}
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM leads`).Scan(&info.Leads); err != nil {
		return info, fmt.Errorf("%w: %s: %v", ErrBadBackup, name, err)
	}
	// Last, with the rest of info filled in: a backup made by an older
	// binary of a newer release's database is sound, only not restorable
	// by that binary.
	info.SchemaVersion, err = checkMigrations(ctx, db)
	return info, err
}

// checkHeader refuses a file that does not start as every SQLite database
// does, with a plainer message than SQLite's own.
func checkHeader(path, name string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	header := make([]byte, 16)
	if _, err := io.ReadFull(f, header); err != nil || string(header) != "SQLite format 3\x00" {
		return fmt.Errorf("%w: %s is not a SQLite database", ErrBadBackup, name)
	}
	return nil
}

// integrityProblems runs PRAGMA integrity_check and returns its first
// complaints (none when the file is sound).
func integrityProblems(ctx context.Context, db *sql.DB) ([]string, error) {
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check(5)`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, err
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	return problems, rows.Err()
}

// checkMigrations compares the migrations applied to db with the ones
// this binary carries, and returns the newest applied.
func checkMigrations(ctx context.Context, db *sql.DB) (int, error) {
	list, err := (&Store{dialect: SQLite}).migrations()
	if err != nil {
		return 0, err
	}
	known := map[int]string{}
	newest := 0
	for _, m := range list {
		known[m.version] = m.name
		newest = max(newest, m.version)
	}
	rows, err := db.QueryContext(ctx, `SELECT version, name FROM schema_migrations ORDER BY version`)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrBadBackup, err)
	}
	defer rows.Close()
	version := 0
	var unknown error
	for rows.Next() {
		var v int
		var name string
		if err := rows.Scan(&v, &name); err != nil {
			return 0, fmt.Errorf("%w: %v", ErrBadBackup, err)
		}
		if known[v] != name && unknown == nil {
			unknown = fmt.Errorf("%w: its migration %d (%s) is not one this binary knows (it knows up to %d): restore it with the claimsite that made it",
				ErrNewerSchema, v, name, newest)
		}
		version = v
	}
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("%w: %v", ErrBadBackup, err)
	}
	return version, unknown
}

// RestoreSQLite puts the SQLite backup from in place of the database of
// databaseURL/dataDir, which no process may be using (the caller makes
// sure: claimsite restore holds the database's lock). It copies the backup
// beside the database, syncs and checks the copy (VerifySQLite) before
// anything is replaced, so a damaged backup leaves the live database as it
// was. An existing database is replaced only when overwrite is set, and is
// kept as <file>.before-restore (with its -wal). The caller then opens the
// restored database, which migrates it and applies the erasure list.
func RestoreSQLite(ctx context.Context, from, databaseURL, dataDir string, overwrite bool) (RestoreInfo, error) {
	path, ok, err := SQLitePath(databaseURL, dataDir)
	if err != nil {
		return RestoreInfo{}, err
	}
	if !ok {
		return RestoreInfo{}, ErrPostgresBackup
	}
	if err := checkHeader(from, from); err != nil {
		return RestoreInfo{}, err
	}
	exists, err := hasDatabase(path)
	if err != nil {
		return RestoreInfo{}, err
	}
	if exists {
		if same, err := sameFile(from, path); err != nil || same {
			return RestoreInfo{}, fmt.Errorf("%s is the database itself, not a backup of it", from)
		}
		if !overwrite {
			return RestoreInfo{}, fmt.Errorf("a database %w at %s", ErrFileExists, path)
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return RestoreInfo{}, err
	}
	tmp := path + ".restoring"
	if err := copyFile(from, tmp); err != nil {
		os.Remove(tmp)
		return RestoreInfo{}, fmt.Errorf("restore: %w", err)
	}
	defer os.Remove(tmp) // gone already once renamed
	info, err := verifySQLite(ctx, tmp, from)
	if err != nil {
		return RestoreInfo{}, err
	}
	info.Path = from
	result := RestoreInfo{Backup: info, Path: path}
	if exists {
		result.Previous = path + ".before-restore"
		if err := keepAside(path, result.Previous); err != nil {
			return RestoreInfo{}, fmt.Errorf("restore: keep the current database: %w", err)
		}
	}
	// A -wal or -shm left beside the path belongs to the replaced file:
	// SQLite would read the old log into the new database. They go before
	// the new file arrives.
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return RestoreInfo{}, err
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return RestoreInfo{}, err
	}
	return result, syncDir(filepath.Dir(path))
}

// ownFile reports whether name is the database at path or one of the
// files beside it that belong to it (-wal, -shm, the lock, a restore's
// copies): a backup written there would replace the live database.
func ownFile(name, path string) bool {
	a, errA := filepath.Abs(name)
	b, errB := filepath.Abs(path)
	if errA != nil || errB != nil {
		return true
	}
	for _, suffix := range []string{"", "-wal", "-shm", ".lock", ".restoring", ".before-restore", ".before-restore-wal"} {
		if a == b+suffix {
			return true
		}
	}
	same, _ := sameFile(name, path)
	return same
}

// hasDatabase reports whether there is a database at path: a file with
// something in it (the store creates an empty file before SQLite fills it).
func hasDatabase(path string) (bool, error) {
	info, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return info.Size() > 0, nil
}

func sameFile(a, b string) (bool, error) {
	ai, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	bi, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ai, bi), nil
}

// keepAside makes previous (and previous-wal) a second name of the
// database at path and its -wal: the database stays whole at its own name
// until the restored file replaces it, and whole under previous after.
// An older previous is replaced.
func keepAside(path, previous string) error {
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(previous + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	for _, suffix := range []string{"", "-wal"} {
		err := os.Link(path+suffix, previous+suffix)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			// No hard links on this file system: copy.
			if err := copyFile(path+suffix, previous+suffix); err != nil {
				return err
			}
		}
	}
	return syncDir(filepath.Dir(previous))
}

// copyFile copies from to a new file to (0600, replaced if there), synced.
func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	if err := dst.Sync(); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// syncDir makes a rename or new name in dir survive a power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
