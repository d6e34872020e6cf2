package store

import (
	"context"
	"database/sql"
	"time"
)

// What an operator watches of the database: the outbox's backlog (for
// /metrics), the connection pools and the migrations still to apply (for
// /readyz).

// OutboxBacklog is the pending part of the outbox for one kind.
type OutboxBacklog struct {
	Kind string
	// Pending counts the items not yet sent, failed or dead; Due those of
	// them whose next attempt time has come (waiting for a worker).
	Pending, Due int
	// Oldest is when the oldest pending item was queued.
	Oldest time.Time
}

// OutboxBacklog reports the pending items by kind (kinds with none are
// left out). It reads the (status, next_attempt_at) index's pending part,
// which a healthy queue keeps small.
func (s *Store) OutboxBacklog(ctx context.Context) ([]OutboxBacklog, error) {
	rows, err := s.query(ctx, s.db, `SELECT kind, COUNT(*), SUM(CASE WHEN next_attempt_at <= ? THEN 1 ELSE 0 END), MIN(id)
		FROM outbox WHERE status = 'pending' GROUP BY kind ORDER BY kind`, s.now())
	if err != nil {
		return nil, err
	}
	type group struct {
		OutboxBacklog
		oldestID int64
	}
	groups, err := collect(rows, func(r scanner) (group, error) {
		var g group
		err := r.Scan(&g.Kind, &g.Pending, &g.Due, &g.oldestID)
		return g, err
	})
	if err != nil {
		return nil, err
	}
	// Ids grow with time, so the smallest pending id is the oldest item.
	// Its time is read by id: SQLite's MIN() of a time column loses the
	// column's type.
	list := make([]OutboxBacklog, 0, len(groups))
	for _, g := range groups {
		if err := s.queryRow(ctx, s.db, `SELECT created_at FROM outbox WHERE id = ?`, g.oldestID).Scan(&g.Oldest); err != nil {
			return nil, mapErr(err)
		}
		list = append(list, g.OutboxBacklog)
	}
	return list, nil
}

// Pools are the store's connection pools by name, for their statistics:
// "main", and on SQLite "lax" (the connection for writes that need not
// wait for the disk).
func (s *Store) Pools() map[string]*sql.DB {
	pools := map[string]*sql.DB{"main": s.db}
	if s.lax != nil && s.lax != s.db {
		pools["lax"] = s.lax
	}
	return pools
}

// PendingMigrations names the embedded migrations the database has not
// applied (none once Open has run, unless the database was swapped or
// rolled back under a running server).
func (s *Store) PendingMigrations(ctx context.Context) ([]string, error) {
	list, err := s.migrations()
	if err != nil {
		return nil, err
	}
	rows, err := s.query(ctx, s.db, `SELECT version FROM schema_migrations`)
	if err != nil {
		return nil, err
	}
	applied := map[int]bool{}
	versions, err := collect(rows, func(r scanner) (int, error) {
		var v int
		err := r.Scan(&v)
		return v, err
	})
	if err != nil {
		return nil, err
	}
	for _, v := range versions {
		applied[v] = true
	}
	var pending []string
	for _, m := range list {
		if !applied[m.version] {
			pending = append(pending, m.name)
		}
	}
	return pending, nil
}
