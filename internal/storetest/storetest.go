// Package storetest opens fresh, migrated stores for tests: a SQLite file
// in a temporary folder, and, when CLAIMSITE_TEST_POSTGRES_URL names a
// server, a schema of its own on PostgreSQL.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

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
// with a fresh store.
func Each(t *testing.T, fn func(t *testing.T, st *store.Store)) {
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
		databaseURL = freshSchema(t)
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
