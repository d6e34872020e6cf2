package store

import (
	"context"
	"sync"
	"time"

	"claimsite/internal/content"
)

// ContentVersions reads the current version of every kind of public
// content. The map is shared: callers must not change it.
//
// On SQLite one process serves the file and every change passes through
// BumpContent, so the versions are kept in memory. On PostgreSQL other
// instances change them too, and every page request asks, so concurrent
// callers share reads: a caller takes the result of a read that began after
// it asked (never one already under way, which might predate a change it
// must see). While one read runs, everyone arriving waits for the next,
// which starts when it ends: one query at a time however many ask, each
// caller waiting at most two.
func (s *Store) ContentVersions(ctx context.Context) (content.Versions, error) {
	if s.dialect == Postgres {
		return s.versions.read(ctx, s.readContentVersions)
	}
	if v := s.ownVersions.Load(); v != nil {
		return *v, nil
	}
	s.ownVersionsMu.Lock()
	defer s.ownVersionsMu.Unlock()
	if v := s.ownVersions.Load(); v != nil {
		return *v, nil
	}
	v, err := s.readContentVersions(ctx)
	if err != nil {
		return nil, err
	}
	s.ownVersions.Store(&v)
	return v, nil
}

func (s *Store) readContentVersions(ctx context.Context) (content.Versions, error) {
	rows, err := s.query(ctx, s.db, `SELECT kind, version FROM content_versions`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	v := content.Versions{}
	for rows.Next() {
		var kind string
		var version int64
		if err := rows.Scan(&kind, &version); err != nil {
			return nil, err
		}
		v[content.Kind(kind)] = version
	}
	return v, rows.Err()
}

// BumpContent raises the version of kind: answers built from the old
// content are no longer served, on any instance.
func (s *Store) BumpContent(ctx context.Context, kind content.Kind) error {
	if s.dialect == SQLite {
		// Held across the write, so memory takes the versions in the
		// order the database gave them.
		s.ownVersionsMu.Lock()
		defer s.ownVersionsMu.Unlock()
	}
	var version int64
	err := s.queryRow(ctx, s.db, `INSERT INTO content_versions (kind, version) VALUES (?, 1)
ON CONFLICT (kind) DO UPDATE SET version = content_versions.version + 1
RETURNING version`, string(kind)).Scan(&version)
	if err != nil || s.dialect != SQLite {
		return err
	}
	if old := s.ownVersions.Load(); old != nil {
		v := make(content.Versions, len(*old)+1)
		for k, n := range *old {
			v[k] = n
		}
		v[kind] = version
		s.ownVersions.Store(&v)
	}
	return nil
}

// versionReads runs shared reads (ContentVersions).
type versionReads struct {
	mu      sync.Mutex
	running bool
	// next is the read the callers arriving during the running one wait
	// for.
	next *versionRead
}

type versionRead struct {
	done     chan struct{}
	versions content.Versions
	err      error
}

// sharedReadTimeout bounds a shared read: it runs for several callers, so
// no one caller's context may end it.
const sharedReadTimeout = 10 * time.Second

func (r *versionReads) read(ctx context.Context, query func(context.Context) (content.Versions, error)) (content.Versions, error) {
	r.mu.Lock()
	if !r.running {
		r.running = true
		r.mu.Unlock()
		mine := &versionRead{done: make(chan struct{})}
		r.run(mine, query)
		return mine.versions, mine.err
	}
	if r.next == nil {
		r.next = &versionRead{done: make(chan struct{})}
	}
	next := r.next
	r.mu.Unlock()
	select {
	case <-next.done:
		return next.versions, next.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// run makes one read, then starts the one callers queued meanwhile.
func (r *versionReads) run(read *versionRead, query func(context.Context) (content.Versions, error)) {
	ctx, cancel := context.WithTimeout(context.Background(), sharedReadTimeout)
	read.versions, read.err = query(ctx)
	cancel()
	close(read.done)
	r.mu.Lock()
	next := r.next
	r.next = nil
	if next == nil {
		r.running = false
	}
	r.mu.Unlock()
	if next != nil {
		go r.run(next, query)
	}
}
