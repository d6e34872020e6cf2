package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// migrations holds one folder of numbered .sql files per dialect:
// NNN_name.sql, applied in order, each in its own transaction.
//
//go:embed migrations
var migrations embed.FS

type migration struct {
	version int
	name    string
	sql     string
}

func (s *Store) migrations() ([]migration, error) {
	dir := "migrations/" + string(s.dialect)
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return nil, err
	}
	var list []migration
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %s: name must start with a number and an underscore", name)
		}
		body, err := fs.ReadFile(migrations, dir+"/"+name)
		if err != nil {
			return nil, err
		}
		list = append(list, migration{version: v, name: name, sql: string(body)})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].version < list[j].version })
	for i := 1; i < len(list); i++ {
		if list[i].version == list[i-1].version {
			return nil, fmt.Errorf("migrations %s and %s share a number", list[i-1].name, list[i].name)
		}
	}
	return list, nil
}

// Migrate applies every migration the database has not seen yet. Each one
// runs in a transaction together with its bookkeeping row, so a failed
// migration leaves nothing half-done.
func (s *Store) Migrate(ctx context.Context) error { return s.migrate(ctx, 0) }

// migrate applies the pending migrations up to version upTo (0: all of
// them; a test stops earlier to build an older schema).
func (s *Store) migrate(ctx context.Context, upTo int) error {
	list, err := s.migrations()
	if err != nil {
		return err
	}
	if upTo > 0 {
		list = slices.DeleteFunc(list, func(m migration) bool { return m.version > upTo })
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		// Under the lock too: on PostgreSQL, instances starting together on
		// an empty database otherwise collide in the catalog, even with
		// IF NOT EXISTS ("duplicate key value violates unique constraint
		// pg_type_typname_nsp_index").
		if err := s.lockMigrations(ctx, tx); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version INTEGER PRIMARY KEY,
			name TEXT NOT NULL
		)`)
		return err
	})
	if err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, m := range list {
		err := s.migrationTx(ctx, m, func(tx *sql.Tx) error {
			// Several instances may start at once: one migrates, the
			// others wait here and then find the work done.
			if err := s.lockMigrations(ctx, tx); err != nil {
				return err
			}
			var seen int
			if err := s.queryRow(ctx, tx, `SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, m.version).Scan(&seen); err != nil {
				return err
			}
			if seen > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return err
			}
			if err := s.bumpSchemaVersion(ctx, tx, m); err != nil {
				return err
			}
			_, err := s.exec(ctx, tx, `INSERT INTO schema_migrations (version, name) VALUES (?, ?)`, m.version, m.name)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockMigrations(ctx, tx); err != nil {
			return err
		}
		return s.buildDeferredIndexesWhenEmpty(ctx, tx)
	})
	if err != nil {
		return fmt.Errorf("deferred indexes: %w", err)
	}
	return nil
}

// foreignKeysOff starts a SQLite migration that rebuilds a table other
// tables reference (create the new table, copy, drop the old, rename):
// with foreign keys on, dropping the old table would delete or orphan the
// rows that reference it.
const foreignKeysOff = "-- foreign_keys: off\n"

// migrationTx runs fn, one migration, in a transaction. A SQLite migration
// that starts with foreignKeysOff runs on a connection of its own with
// foreign keys off, SQLite's documented way to change a table's schema
// (https://sqlite.org/lang_altertable.html#otheralter: the pragma cannot
// change inside a transaction), and commits only if every reference still
// holds (PRAGMA foreign_key_check).
func (s *Store) migrationTx(ctx context.Context, m migration, fn func(tx *sql.Tx) error) error {
	if s.dialect != SQLite || !strings.HasPrefix(m.sql, foreignKeysOff) {
		return s.inTx(ctx, fn)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
		return err
	}
	// Back on before the connection returns to the pool, even when the
	// migration failed or ctx ended.
	defer conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA foreign_keys = ON`)
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	err = fn(tx)
	if err == nil {
		err = checkForeignKeys(ctx, tx)
	}
	if err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// schemaEdit starts a SQLite migration that edits a table's schema text
// (PRAGMA writable_schema), SQLite's documented way to loosen a CHECK
// constraint without rebuilding the table
// (https://sqlite.org/lang_altertable.html#otheralter). The edit must
// then bump schema_version, or connections already open would keep the
// schema they parsed, old constraint and all.
const schemaEdit = "-- schema_edit\n"

// bumpSchemaVersion bumps SQLite's schema_version after a schemaEdit
// migration, in its transaction.
func (s *Store) bumpSchemaVersion(ctx context.Context, tx *sql.Tx, m migration) error {
	if s.dialect != SQLite || !strings.HasPrefix(m.sql, schemaEdit) {
		return nil
	}
	var v int64
	if err := tx.QueryRowContext(ctx, `PRAGMA schema_version`).Scan(&v); err != nil {
		return err
	}
	// A pragma takes no bound argument.
	_, err := tx.ExecContext(ctx, `PRAGMA schema_version = `+strconv.FormatInt(v+1, 10))
	return err
}

// checkForeignKeys fails when a row references one that does not exist.
func checkForeignKeys(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `PRAGMA foreign_key_check`)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		var table, parent string
		var rowid sql.NullInt64
		var fk int
		if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
			return err
		}
		return fmt.Errorf("foreign key check: row %d of %s references a missing row of %s", rowid.Int64, table, parent)
	}
	return rows.Err()
}

// lockMigrations holds PostgreSQL's migration lock until tx ends. SQLite
// needs none: its write transactions already run one at a time.
func (s *Store) lockMigrations(ctx context.Context, tx *sql.Tx) error {
	if s.dialect != Postgres {
		return nil
	}
	_, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(7406215)`)
	return err
}

// Version reports the newest applied migration (0 on an empty database).
func (s *Store) Version(ctx context.Context) (int, error) {
	var v sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&v)
	return int(v.Int64), err
}
