// Package storetest opens fresh, migrated stores for tests: a SQLite file
// in a temporary folder, and, when CLAIMSITE_TEST_POSTGRES_URL names a
// server, a database of its own on PostgreSQL. Both are clones of a template
// migrated once per test binary (SQLite) or once per set of migrations
// (PostgreSQL), so a test does not pay for running every migration, and
// tests that each have their own database can run in parallel.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"claimsite/internal/store"
)

// PostgresEnv names the variable holding the test server's URL.
const PostgresEnv = "CLAIMSITE_TEST_POSTGRES_URL"

// Dialects lists the databases the suite runs on here. Without PostgreSQL
// the suite still runs on SQLite and says so; with CLAIMSITE_REQUIRE_POSTGRES
// set (as `make test` does) a missing server is a failure, not a skip.
func Dialects(t testing.TB) []store.Dialect {
	if os.Getenv(PostgresEnv) != "" {
		return []store.Dialect{store.SQLite, store.Postgres}
	}
	if os.Getenv("CLAIMSITE_REQUIRE_POSTGRES") != "" {
		t.Fatalf("%s is not set but CLAIMSITE_REQUIRE_POSTGRES is: PostgreSQL tests cannot run", PostgresEnv)
	}
	t.Logf("%s not set: running on SQLite only", PostgresEnv)
	return []store.Dialect{store.SQLite}
}

// Each runs fn once per dialect, as subtests named after the dialect, each
// with a fresh store. The test and its subtests run in parallel with other
// tests (t.Parallel): every store is a database of its own, so a test that
// uses Each must not change process-wide state (t.Setenv, package
// variables, fixed ports); such a test uses EachSerial.
func Each(t *testing.T, fn func(t *testing.T, st *store.Store)) {
	parallel(t)
	for _, d := range Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			fn(t, Open(t, d))
		})
	}
}

// parallelTests holds the tests already marked parallel: a test may call
// Each more than once, and t.Parallel panics when called twice.
var parallelTests sync.Map

func parallel(t *testing.T) {
	if _, done := parallelTests.LoadOrStore(t, true); done {
		return
	}
	t.Cleanup(func() { parallelTests.Delete(t) })
	t.Parallel()
}

// EachSerial is Each for a test that cannot run beside others.
func EachSerial(t *testing.T, fn func(t *testing.T, st *store.Store)) {
	for _, d := range Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			fn(t, Open(t, d))
		})
	}
}

// Open makes a fresh migrated store of dialect d, closed and dropped when
// the test ends.
func Open(t testing.TB, d store.Dialect) *store.Store {
	t.Helper()
	st, _ := OpenShared(t, d)
	return st
}

// OpenShared is Open that also returns how to open another handle on the
// same database: a second instance of the site.
func OpenShared(t testing.TB, d store.Dialect) (*store.Store, func() *store.Store) {
	t.Helper()
	databaseURL, dataDir := "", t.TempDir()
	if d == store.Postgres {
		databaseURL = cloneDatabase(t)
	} else {
		cloneSQLite(t, dataDir)
	}
	another := func() *store.Store {
		t.Helper()
		st, err := store.Open(context.Background(), databaseURL, dataDir)
		if err != nil {
			t.Fatalf("open %s store: %v", d, err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	return another(), another
}

// PostgresURL is the URL of a fresh, empty schema on the test server, for
// tests that run the real binary against PostgreSQL. It fails the test when
// no server is configured: callers check Dialects first.
func PostgresURL(t testing.TB) string {
	t.Helper()
	if os.Getenv(PostgresEnv) == "" {
		t.Fatalf("%s is not set", PostgresEnv)
	}
	return freshSchema(t)
}

// freshSchema creates a schema with a random name and returns a URL whose
// connections use it, so tests share one server without sharing tables.
func freshSchema(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("connect to test postgres: %v", err)
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse %s: %v", PostgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// sqliteTemplate is the bytes of a migrated SQLite database, made once per
// test binary.
var sqliteTemplate = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "claimsite-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	st, err := store.Open(context.Background(), "", dir)
	if err != nil {
		return nil, err
	}
	// Closing the last connection checkpoints the WAL into the file.
	if err := st.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(dir, "claimsite.db-wal")); err == nil {
		return nil, errors.New("template database still has a WAL file after close")
	}
	return os.ReadFile(filepath.Join(dir, "claimsite.db"))
})

// cloneSQLite writes the migrated template into dataDir as its database.
func cloneSQLite(t testing.TB, dataDir string) {
	t.Helper()
	b, err := sqliteTemplate()
	if err != nil {
		t.Fatalf("sqlite template: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, "claimsite.db"), b, 0o600); err != nil {
		t.Fatalf("clone sqlite template: %v", err)
	}
}

// postgresTemplate names a migrated database on the test server that
// clones are made from. It is named after the migrations, kept between
// runs and test binaries, and made under a temporary name then renamed, so
// a half-made template is never cloned.
var postgresTemplate = sync.OnceValues(func() (string, error) {
	base := os.Getenv(PostgresEnv)
	name := "claimsite_template_" + store.MigrationsDigest()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	ctx := context.Background()
	var exists bool
	if err := admin.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	building := name + "_" + randomHex(4)
	if _, err := admin.ExecContext(ctx, `CREATE DATABASE `+building); err != nil {
		return "", err
	}
	st, err := store.Open(ctx, databaseURL(base, building), "")
	if err != nil {
		admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+building+` WITH (FORCE)`)
		return "", err
	}
	st.Close()
	// The store's connections may still be closing on the server side.
	for try := 0; ; try++ {
		_, err = admin.ExecContext(ctx, `ALTER DATABASE `+building+` RENAME TO `+name)
		if err == nil || try == 50 || strings.Contains(err.Error(), "already exists") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		// Another test binary made it first: use theirs.
		admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+building+` WITH (FORCE)`)
		if !strings.Contains(err.Error(), "already exists") {
			return "", fmt.Errorf("rename template: %w", err)
		}
	}
	return name, nil
})

// cloneDatabase makes a database from the migrated template, dropped when
// the test ends, and returns its URL.
func cloneDatabase(t testing.TB) string {
	t.Helper()
	template, err := postgresTemplate()
	if err != nil {
		t.Fatalf("postgres template: %v", err)
	}
	base := os.Getenv(PostgresEnv)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("connect to test postgres: %v", err)
	}
	name := "t_" + randomHex(6)
	if _, err := admin.Exec(`CREATE DATABASE ` + name + ` TEMPLATE ` + template); err != nil {
		admin.Close()
		t.Fatalf("clone template: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
		admin.Close()
	})
	return databaseURL(base, name)
}

// databaseURL is base with its database replaced by name.
func databaseURL(base, name string) string {
	u, err := url.Parse(base)
	if err != nil {
		panic(fmt.Sprintf("parse %s: %v", PostgresEnv, err))
	}
	u.Path = "/" + name
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
