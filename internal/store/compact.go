package store

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"
)

// Compact makes rows deleted or rewritten unreadable in the database
// files. On PostgreSQL, VACUUM reclaims the dead row versions of the
// tables an erasure touches (it takes no lock that writers wait for).
//
// On SQLite, secure_delete (always on) overwrites freed space with zeros,
// and a TRUNCATE checkpoint moves the write-ahead log into the database
// and empties it, so neither the file nor its -wal holds the old text.
// A checkpoint cannot finish while a reader still reads an older snapshot
// (that reader may need the old pages), and one that waits for readers
// holds the write lock meanwhile: lead intake would stall behind a long
// read. So the checkpoint never waits (see checkpointNoWait): Compact makes
// one attempt and, when a reader is in the way, leaves the retries to a
// background cleaner, which tries again every few hundred milliseconds
// until the files are clean (decision 036). It returns nil in that case.
func (s *Store) Compact(ctx context.Context) error {
	if s.dialect == Postgres {
		_, err := s.db.ExecContext(ctx, `VACUUM leads, lead_consents, outbox, partner_contacts, privacy_requests, login_failures,
			users, sessions, account_tokens`)
		return err
	}
	clean, err := s.checkpointNoWait(ctx)
	if err == nil && clean {
		return nil
	}
	s.cleaner.schedule()
	return nil
}

// FilesClean reports whether no checkpoint is waiting to clean the
// database files (always true on PostgreSQL).
func (s *Store) FilesClean() bool {
	return s.cleaner == nil || !s.cleaner.isPending()
}

// checkpointNoWait copies the write-ahead log into the database file and
// empties it, without ever waiting: on a connection whose busy timeout is
// zero, a PASSIVE checkpoint first copies what no reader needs (it takes
// no lock a writer waits for), then a TRUNCATE checkpoint finishes and
// empties the log. Without a busy handler, the TRUNCATE gives up at once
// when a writer holds the lock or a reader still uses the log, instead of
// holding the write lock while it waits. clean reports whether the log
// is empty now.
func (s *Store) checkpointNoWait(ctx context.Context) (clean bool, err error) {
	var busy, logFrames, done int
	if err := s.ckpt.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &done); err != nil {
		return false, err
	}
	if err := s.ckpt.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &done); err != nil {
		return false, err
	}
	return busy == 0, nil
}

// openNoWait opens the one connection checkpoints run on: busy timeout 0,
// so SQLite never waits for a lock on it (checkpointNoWait).
func openNoWait(dsn string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", strings.Replace(dsn, "busy_timeout(10000)", "busy_timeout(0)", 1))
	if err != nil {
		return nil, fmt.Errorf("open sqlite checkpoints: %w", err)
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxIdleTime(0)
	return db, nil
}

// Retries of the background cleaner: the first soon, then doubling up to
// cleanerMaxWait; a warning when a reader kept it waiting cleanerWarnAfter.
const (
	cleanerFirstWait = 20 * time.Millisecond
	cleanerMaxWait   = 500 * time.Millisecond
	cleanerWarnAfter = time.Minute
)

// fileCleaner retries the checkpoint of an erasure off the request path
// until the database files are clean, on SQLite.
type fileCleaner struct {
	s    *Store
	wake chan struct{}
	stop chan struct{}
	done chan struct{}
	once sync.Once
	// asked counts the schedules, cleaned the last one a clean covered:
	// the files are clean when they are equal.
	mu             sync.Mutex
	asked, cleaned uint64
}

func startFileCleaner(s *Store) *fileCleaner {
	c := &fileCleaner{s: s, wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go c.run()
	return c
}

// schedule asks for a clean; several asks before it runs are one.
func (c *fileCleaner) schedule() {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.asked++
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *fileCleaner) isPending() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cleaned != c.asked
}

func (c *fileCleaner) run() {
	defer close(c.done)
	for {
		select {
		case <-c.stop:
			return
		case <-c.wake:
		}
		if !c.clean() {
			return
		}
	}
}

// clean tries until the files are clean (true) or the store closes
// (false). The store's last connection to close checkpoints the log too.
func (c *fileCleaner) clean() bool {
	start, wait, warned := time.Now(), cleanerFirstWait, false
	for {
		c.mu.Lock()
		covers := c.asked // a schedule from now on asks for another round
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		clean, err := c.s.checkpointNoWait(ctx)
		cancel()
		if err == nil && clean {
			c.mu.Lock()
			c.cleaned = covers
			c.mu.Unlock()
			return true
		}
		if !warned && time.Since(start) > cleanerWarnAfter {
			warned = true
			slog.Warn("erasure: the database files wait for a long read to finish before the old text is gone",
				"waited_seconds", int(time.Since(start).Seconds()), "err", err)
		}
		select {
		case <-c.stop:
			return false
		case <-time.After(wait):
		}
		wait = min(wait*2, cleanerMaxWait)
	}
}

// close stops the cleaner; closing again does nothing.
func (c *fileCleaner) close() {
	if c == nil {
		return
	}
	c.once.Do(func() { close(c.stop) })
	<-c.done
}
