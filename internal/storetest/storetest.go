// Package storetest opens fresh stores for tests: a SQLite file in a
// temporary folder, and, when CLAIMSITE_TEST_POSTGRES_URL names a server, a
// database of its own on PostgreSQL. Each is a clone of a template made
// once per test binary (SQLite) or once per set of migrations and content,
// kept between runs (PostgreSQL), so a test pays neither for running every
// migration nor for inserting the default content, and tests that each
// have their own database can run in parallel. A template is either only
// migrated (Open, Each) or also seeded with the site's default content and
// a first consent text (the Seeded option).
package storetest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/gob"
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

	"claimsite/internal/seed"
	"claimsite/internal/store"
)

// PostgresEnv names the variable holding the test server's URL.
const PostgresEnv = "CLAIMSITE_TEST_POSTGRES_URL"

// SeededAt is the store's clock while a seeded template is made: the
// created and updated time of every seeded row, and the publication time of
// the seeded consent text. It is fixed, so a template kept on a PostgreSQL
// server between runs holds the same rows as one made now.
var SeededAt = time.Date(2026, 3, 16, 9, 0, 0, 0, time.UTC)

// Option chooses the template a test's database is cloned from.
type Option func(*template)

// Seeded clones from a template that also holds the default content
// (seed.Run) and consent as the first published consent text, both as of
// SeededAt: what a site holds after its first start. Templates are kept
// per consent text, so a test whose configuration words the consent
// differently gets a template of its own.
func Seeded(consent store.ConsentText) Option {
	return func(tp *template) { tp.consent = &consent }
}

// template is what a database is cloned from: the migrations, and the
// default content with a consent text when consent is set.
type template struct {
	consent *store.ConsentText
}

func templateOf(opts []Option) template {
	var tp template
	for _, o := range opts {
		o(&tp)
	}
	return tp
}

// key names the template's content beyond the migrations: empty for a
// migrated one, otherwise contentKey of what the seed step writes,
// computed once per consent text.
func (tp template) key() (string, error) {
	if tp.consent == nil {
		return "", nil
	}
	return contentKeys.get(tp.consent.Version+"\n"+tp.consent.Text, func() (string, error) {
		content, err := seed.Content()
		if err != nil {
			return "", err
		}
		return contentKey(SeededAt, content, *tp.consent)
	})
}

var contentKeys once[string]

// contentKey is a digest of everything a seeded template holds beyond the
// migrations, so a changed seed file or consent text never reuses a
// template made from older ones.
func contentKey(at time.Time, content store.SeedContent, consent store.ConsentText) (string, error) {
	// gob writes every exported field, whatever its JSON tag says.
	h := sha256.New()
	if err := gob.NewEncoder(h).Encode(struct {
		At      time.Time
		Content store.SeedContent
		Consent store.ConsentText
	}{at, content, consent}); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:12], nil
}

// fill writes the template's content into st, a migrated store.
func (tp template) fill(ctx context.Context, st *store.Store) error {
	if tp.consent == nil {
		return nil
	}
	st.SetClock(func() time.Time { return SeededAt })
	if _, err := seed.Run(ctx, st); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if _, err := st.SeedConsentText(ctx, *tp.consent); err != nil {
		return fmt.Errorf("seed consent text: %w", err)
	}
	return nil
}

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
// with a fresh store (migrated, or as opts say). The test and its subtests
// run in parallel with other tests (t.Parallel): every store is a database
// of its own, so a test that uses Each must not change process-wide state
// (t.Setenv, package variables, fixed ports); such a test uses EachSerial.
func Each(t *testing.T, fn func(t *testing.T, st *store.Store), opts ...Option) {
	parallel(t)
	for _, d := range Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			fn(t, Open(t, d, opts...))
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
func EachSerial(t *testing.T, fn func(t *testing.T, st *store.Store), opts ...Option) {
	for _, d := range Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			fn(t, Open(t, d, opts...))
		})
	}
}

// Open makes a fresh store of dialect d, migrated (and seeded when opts
// say so), closed and dropped when the test ends.
func Open(t testing.TB, d store.Dialect, opts ...Option) *store.Store {
	t.Helper()
	st, _ := OpenShared(t, d, opts...)
	return st
}

// OpenShared is Open that also returns how to open another handle on the
// same database: a second instance of the site.
func OpenShared(t testing.TB, d store.Dialect, opts ...Option) (*store.Store, func() *store.Store) {
	t.Helper()
	tp := templateOf(opts)
	databaseURL, dataDir := "", t.TempDir()
	if d == store.Postgres {
		databaseURL = cloneDatabase(t, tp)
	} else {
		cloneSQLite(t, tp, dataDir)
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

// once holds one value per key, computed by the first caller: a template
// is made once however many tests ask for it at the same time.
type once[T any] struct{ m sync.Map }

func (o *once[T]) get(key string, build func() (T, error)) (T, error) {
	f, _ := o.m.LoadOrStore(key, sync.OnceValues(build))
	return f.(func() (T, error))()
}

// sqliteTemplates holds the bytes of a SQLite database per template key,
// each made once per test binary.
var sqliteTemplates once[[]byte]

func sqliteTemplate(tp template) ([]byte, error) {
	key, err := tp.key()
	if err != nil {
		return nil, err
	}
	return sqliteTemplates.get(key, func() ([]byte, error) {
		dir, err := os.MkdirTemp("", "claimsite-template-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		ctx := context.Background()
		st, err := store.Open(ctx, "", dir)
		if err != nil {
			return nil, err
		}
		if err := tp.fill(ctx, st); err != nil {
			st.Close()
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
}

// cloneSQLite writes the template into dataDir as its database.
func cloneSQLite(t testing.TB, tp template, dataDir string) {
	t.Helper()
	b, err := sqliteTemplate(tp)
	if err != nil {
		t.Fatalf("sqlite template: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, "claimsite.db"), b, 0o600); err != nil {
		t.Fatalf("clone sqlite template: %v", err)
	}
}

// postgresTemplates names, per template key, a database on the test server
// that clones are made from. A template is named after the migrations
// (claimsite_template_<digest>) and, when seeded, its content (…_s<key>),
// kept between runs and test binaries, and made under a temporary name then
// renamed, so a half-made template is never cloned. A seeded template is
// made from the migrated one.
var postgresTemplates once[string]

func postgresTemplate(tp template) (string, error) {
	key, err := tp.key()
	if err != nil {
		return "", err
	}
	return postgresTemplates.get(key, func() (string, error) {
		name, from := "claimsite_template_"+store.MigrationsDigest(), ""
		if key != "" {
			migrated, err := postgresTemplate(template{})
			if err != nil {
				return "", err
			}
			name, from = name+"_s"+key, migrated
		}
		return makePostgresTemplate(name, from, tp)
	})
}

// makePostgresTemplate makes the database name, unless it exists: a copy of
// the database from (or an empty one when from is empty), migrated and
// filled with tp's content under a temporary name, then renamed. When
// another test binary renames its copy first, that one is used.
func makePostgresTemplate(name, from string, tp template) (string, error) {
	base := os.Getenv(PostgresEnv)
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
	create := `CREATE DATABASE ` + building
	if from != "" {
		create += ` TEMPLATE ` + from
	}
	if _, err := admin.ExecContext(ctx, create); err != nil {
		return "", err
	}
	drop := func() { admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+building+` WITH (FORCE)`) }
	st, err := store.Open(ctx, databaseURL(base, building), "")
	if err != nil {
		drop()
		return "", err
	}
	if err := tp.fill(ctx, st); err != nil {
		st.Close()
		drop()
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
		drop()
		if !strings.Contains(err.Error(), "already exists") {
			return "", fmt.Errorf("rename template: %w", err)
		}
	}
	return name, nil
}

// cloneDatabase makes a database from the template, dropped when the test
// ends, and returns its URL.
func cloneDatabase(t testing.TB, tp template) string {
	t.Helper()
	template, err := postgresTemplate(tp)
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
