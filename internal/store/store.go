// Package store is claimsite's only door to the database. It speaks plain
// SQL through database/sql to SQLite (the default, one file) or PostgreSQL
// (for several instances), with embedded migrations per dialect.
package store

import (
	"claimsite/internal/content"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"
)

// Dialect names the SQL flavour a Store speaks.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

var (
	// ErrNotFound means no row matched.
	ErrNotFound = errors.New("not found")
	// ErrConflict means a unique value (e-mail, slug, code) is taken.
	ErrConflict = errors.New("conflict")
)

// Store wraps the database handle. It is safe for concurrent use.
type Store struct {
	db      *sql.DB
	dialect Dialect
	// now is the clock; tests replace it.
	now func() time.Time
	// leadWriter batches lead commits on SQLite (nil on PostgreSQL, whose
	// own group commit serves concurrent transactions).
	leadWriter *leadWriter
	// leadTxs bounds the lead transactions open at once on PostgreSQL
	// (leadTx).
	leadTxs chan struct{}
	// intake is how new leads are routed and announced (SetIntake).
	intake Intake
	// countCapOverride lowers the cap on the inbox's counts (countCap),
	// for tests; zero: CountCap.
	countCapOverride int
	// stmts caches prepared statements on db (prepared), stmtCount counts
	// them.
	stmts     sync.Map
	stmtCount atomic.Int32
	// preparing holds the statements being prepared in the background
	// (prepareLater); background counts those goroutines, and Close waits
	// for them after setting closed, so none opens a connection (on SQLite,
	// files in the data dir) or caches a statement after Close.
	preparing  sync.Map
	background sync.WaitGroup
	closeMu    sync.Mutex
	closed     bool
	// lax writes what a power cut may lose without harm: the request-limit
	// counters and the outbox's claims and outcomes (a lost "sent" only
	// means a message is sent again, which the outbox allows). On SQLite a
	// connection of its own that does not wait for the disk (openLax); on
	// PostgreSQL the same pool as db.
	lax *sql.DB
	// versions shares content-version reads between concurrent requests
	// on PostgreSQL (ContentVersions).
	versions versionReads
	// ownVersions holds the content versions on SQLite, whose file one
	// process serves: every change goes through BumpContent here, so
	// memory is as current as the table (ContentVersions).
	ownVersions   atomic.Pointer[content.Versions]
	ownVersionsMu sync.Mutex
	// erasureLog is the erasure list's file outside the database, in the
	// data dir (ApplyErasureList).
	erasureLog string
	// ckpt is the SQLite connection checkpoints run on, which never waits
	// for a lock, and cleaner retries them off the request path (Compact);
	// both nil on PostgreSQL.
	ckpt    *sql.DB
	cleaner *fileCleaner
	// summaryStepLeads, when not 0, is how many leads a summary step
	// counts (tests; SummaryStep).
	summaryStepLeads int
}

// Open connects to databaseURL, or to dataDir/claimsite.db when it is empty,
// and applies the pending migrations.
func Open(ctx context.Context, databaseURL, dataDir string) (*Store, error) {
	s, err := connect(databaseURL, dataDir)
	if err != nil {
		return nil, err
	}
	if err := s.Migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func connect(databaseURL, dataDir string) (*Store, error) {
	s := &Store{now: func() time.Time { return time.Now().UTC() }}
	switch {
	case strings.HasPrefix(databaseURL, "postgres://"), strings.HasPrefix(databaseURL, "postgresql://"):
		db, err := sql.Open("pgx", databaseURL)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		db.SetMaxOpenConns(pgMaxConns)
		db.SetMaxIdleConns(pgMaxConns)
		db.SetConnMaxIdleTime(5 * time.Minute)
		s.db, s.dialect, s.lax = db, Postgres, db
		s.leadTxs = make(chan struct{}, pgLeadTxs)
		if dataDir != "" {
			s.erasureLog = filepath.Join(dataDir, erasureLogName)
		}
	case databaseURL == "" || strings.HasPrefix(databaseURL, "sqlite:") || strings.HasPrefix(databaseURL, "file:"):
		path := filepath.Join(dataDir, "claimsite.db")
		if databaseURL != "" {
			path = strings.TrimPrefix(strings.TrimPrefix(databaseURL, "sqlite:"), "file:")
		}
		if err := ownerOnlyFile(path); err != nil {
			return nil, err
		}
		// synchronous(FULL): a lead acknowledged with 201 must survive power
		// loss. busy_timeout lets writers queue instead of failing.
		// secure_delete(ON): SQLite overwrites deleted rows with zeros, so
		// an erased lead (privacy erasure) cannot be read back from the file.
		dsn := "file:" + uriPath(path) + "?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)" +
			"&_pragma=foreign_keys(ON)&_pragma=busy_timeout(10000)&_pragma=secure_delete(ON)&_txlock=immediate"
		db, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		db.SetMaxOpenConns(8)
		db.SetMaxIdleConns(8)
		db.SetConnMaxIdleTime(0)
		counters, err := openLax(dsn)
		if err != nil {
			db.Close()
			return nil, err
		}
		s.db, s.dialect, s.lax = db, SQLite, counters
		if s.ckpt, err = openNoWait(dsn); err != nil {
			db.Close()
			counters.Close()
			return nil, err
		}
		s.cleaner = startFileCleaner(s)
		s.erasureLog = filepath.Join(filepath.Dir(path), erasureLogName)
		s.leadWriter = startLeadWriter(s)
	default:
		return nil, fmt.Errorf("CLAIMSITE_DATABASE_URL: want empty, sqlite:PATH or postgres://..., got %q", redact(databaseURL))
	}
	if err := s.db.Ping(); err != nil {
		s.Close()
		return nil, fmt.Errorf("connect to %s: %w", s.dialect, err)
	}
	return s, nil
}

// ownerOnlyFile makes sure the database file at path, and the -wal and
// -shm files next to it, are readable by their owner only: they hold every
// lead's contact details. A missing folder is created 0700 (an existing one
// is left alone: it may be shared, like /tmp); a missing database file is
// created empty with mode 0600, and SQLite gives -wal and -shm the mode of
// the database; group and other access is taken away from files that
// exist already.
func ownerOnlyFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("create data dir: %w", err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		return f.Close()
	}
	if !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("create database file: %w", err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		info, err := os.Stat(p)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if mode := info.Mode().Perm(); mode&0o077 != 0 {
			if err := os.Chmod(p, mode&^0o077); err != nil {
				return fmt.Errorf("restrict %s: %w", p, err)
			}
		}
	}
	return nil
}

// uriPath escapes the characters a SQLite file: URI gives a meaning to.
// Unescaped, a '#' or '?' in the data dir (go test names a subtest's
// temporary folder "sqlite#01") would cut the path short and open another
// file than the one asked for.
func uriPath(path string) string {
	return strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}

// redact hides a password in a URL before it reaches a log line.
func redact(u string) string {
	if at := strings.LastIndex(u, "@"); at > 0 {
		if scheme := strings.Index(u, "://"); scheme >= 0 && scheme < at {
			return u[:scheme+3] + "…@" + u[at+1:]
		}
	}
	return u
}

// Now is the store's clock: the time it stamps rows with.
func (s *Store) Now() time.Time { return s.now() }

// SetClock replaces the clock, so tests can move time forward.
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// Close finishes queued lead writes and releases the database.
func (s *Store) Close() error {
	s.closeMu.Lock()
	s.closed = true
	s.closeMu.Unlock()
	s.background.Wait()
	if s.leadWriter != nil {
		s.leadWriter.stop()
	}
	s.cleaner.close()
	if s.ckpt != nil {
		s.ckpt.Close()
	}
	if s.lax != nil && s.lax != s.db {
		s.lax.Close()
	}
	s.stmts.Range(func(_, st any) bool {
		st.(*sql.Stmt).Close()
		return true
	})
	return s.db.Close()
}

// Dialect reports which database the store speaks to.
func (s *Store) Dialect() Dialect { return s.dialect }

// Ping checks the database answers (for /healthz).
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// rebind turns the ? placeholders every query is written with into $1, $2…
// for PostgreSQL. Queries never contain a literal question mark.
func (s *Store) rebind(query string) string {
	if s.dialect != Postgres {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	for i := 0; i < len(query); i++ {
		if query[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(query[i])
	}
	return b.String()
}

// querier is what *sql.DB and *sql.Tx have in common.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (s *Store) exec(ctx context.Context, q querier, query string, args ...any) (sql.Result, error) {
	query = s.rebind(query)
	if st := s.prepared(ctx, q, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return q.ExecContext(ctx, query, args...)
}

func (s *Store) query(ctx context.Context, q querier, query string, args ...any) (*sql.Rows, error) {
	query = s.rebind(query)
	if st := s.prepared(ctx, q, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return q.QueryContext(ctx, query, args...)
}

func (s *Store) queryRow(ctx context.Context, q querier, query string, args ...any) *sql.Row {
	query = s.rebind(query)
	if st := s.prepared(ctx, q, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return q.QueryRowContext(ctx, query, args...)
}

// maxPrepared bounds the statement cache; queries past it run unprepared.
const maxPrepared = 512

// prepared is query prepared once on s.db, for q (s.db itself or one of
// its transactions), or nil when it is not cached. SQLite only: parsing
// the same statements again was about 40% of lead intake's CPU, and
// database/sql keeps a prepared statement per connection, not per
// transaction. (pgx caches statements itself.) Transactions on s.lax must
// not come here: they run their statements on the *sql.Tx directly.
//
// Preparing on s.db takes a connection of the pool, so a transaction
// never waits for that: it would hold its own connection (and, begun
// IMMEDIATE, the write lock) while the others, waiting for the lock,
// held the rest, until their busy timeout gave up (decision 035). A
// statement not yet cached runs unprepared in the transaction this once
// and is prepared in the background for the next.
func (s *Store) prepared(ctx context.Context, q querier, query string) *sql.Stmt {
	if s.dialect != SQLite {
		return nil
	}
	tx, inTx := q.(*sql.Tx)
	if !inTx && q != querier(s.db) {
		return nil
	}
	st, ok := s.stmts.Load(query)
	switch {
	case ok && inTx:
		return tx.StmtContext(ctx, st.(*sql.Stmt))
	case ok:
		return st.(*sql.Stmt)
	case inTx:
		s.prepareLater(query)
		return nil
	}
	return s.prepare(context.WithoutCancel(ctx), query)
}

// prepare prepares query on s.db and caches it; nil when the cache is
// full or the statement does not prepare (the unprepared call reports the
// error).
func (s *Store) prepare(ctx context.Context, query string) *sql.Stmt {
	if s.stmtCount.Load() >= maxPrepared {
		return nil
	}
	fresh, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	st, loaded := s.stmts.LoadOrStore(query, fresh)
	if loaded {
		fresh.Close()
	} else {
		s.stmtCount.Add(1)
	}
	return st.(*sql.Stmt)
}

// prepareLater prepares query in the background, once however many
// transactions ask meanwhile.
func (s *Store) prepareLater(query string) {
	if _, busy := s.preparing.LoadOrStore(query, true); busy {
		return
	}
	s.closeMu.Lock()
	defer s.closeMu.Unlock()
	if s.closed {
		s.preparing.Delete(query)
		return
	}
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		defer s.preparing.Delete(query)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		s.prepare(ctx, query)
	}()
}

// insert runs an INSERT … RETURNING id and gives back the new id.
func (s *Store) insert(ctx context.Context, q querier, query string, args ...any) (int64, error) {
	var id int64
	err := s.queryRow(ctx, q, query+" RETURNING id", args...).Scan(&id)
	return id, mapErr(err)
}

// inTx runs fn in a transaction, committing when it returns nil.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return s.inTxOn(ctx, s.db, fn)
}

// inTxOn is inTx on another pool (s.lax).
func (s *Store) inTxOn(ctx context.Context, db *sql.DB, fn func(tx *sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// mapErr turns driver errors into the store's own: no rows into ErrNotFound,
// unique violations into ErrConflict.
func mapErr(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case isUniqueViolation(err):
		return fmt.Errorf("%w: %v", ErrConflict, err)
	}
	return err
}

func isUniqueViolation(err error) bool {
	msg := err.Error()
	// SQLite: "UNIQUE constraint failed"; PostgreSQL: SQLSTATE 23505.
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}

// scanID reads a row of one id (collect's scanner for a list of ids).
func scanID(r scanner) (int64, error) {
	var id int64
	return id, r.Scan(&id)
}

// expectOne reports ErrNotFound when an UPDATE or DELETE touched no row.
func expectOne(res sql.Result, err error) error {
	if err != nil {
		return mapErr(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// Page asks for one page of a list.
type Page struct {
	Number int // 1-based
	Size   int
}

func (p Page) offset() int { return (p.Number - 1) * p.Size }

// likePattern makes a case-insensitive LIKE pattern that matches term
// anywhere, with LIKE's own wildcards escaped (queries use ESCAPE '\').
func likePattern(term string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + strings.ToLower(r.Replace(term)) + "%"
}
