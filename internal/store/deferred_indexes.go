package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// PostgreSQL's indexes of migration 020 (lead search and the inbox's
// filters) are not made by the migration: CREATE INDEX blocks every write
// to leads while it reads them all (about a minute at a million leads,
// intake included), and CREATE INDEX CONCURRENTLY, which lets writes go
// on, cannot run in a migration's transaction. A database with leads gets
// them from the background job (BuildDeferredIndex, one at a time under
// the upgrade lease: cmd/claimsite/summaries.go); a new database, with no
// leads to read, gets them at once from Migrate. Until an index exists its
// queries are slower, never wrong. SQLite makes them in the migration: one
// process owns the file, and it migrates before it serves.

// deferredIndex is an index of leads (or a table next to it) that the
// background job builds on PostgreSQL.
type deferredIndex struct {
	name string
	// on follows "CREATE INDEX name ON"; {trgm} stands for the schema of pg_trgm.
	on string
}

var deferredIndexes = []deferredIndex{
	// Search: pg_trgm's GIN index serves LIKE '%term%' for terms of 3
	// characters or more, over the expression the inbox searches
	// (leadSearchText, which must spell it the same).
	{"leads_search", "leads USING gin ((" + searchTextOf("") + ") {trgm}.gin_trgm_ops)"},
	// Terms of one or two characters match names and references by prefix
	// (LIKE 'al%'), which text_pattern_ops serves whatever the collation.
	{"leads_first_name_lower", "leads (lower(first_name) text_pattern_ops)"},
	{"leads_last_name_lower", "leads (lower(last_name) text_pattern_ops)"},
	{"leads_name_lower", "leads (lower(name) text_pattern_ops)"},
	{"leads_reference_prefix", "leads (reference text_pattern_ops)"},
	// The list's order, and each filter on a lead's own columns followed
	// by it: a page walks one of these from its end and stops when full.
	{"leads_created", "leads (created_at, id)"},
	{"leads_state_created", "leads (state, created_at, id)"},
	{"leads_status_created", "leads (status, created_at, id)"},
	{"leads_routing_created", "leads (routing, created_at, id)"},
	// State and status together are the inbox's usual pair (a desk per
	// state working its new leads).
	{"leads_state_status_created", "leads (state, status, created_at, id)"},
	// Filters on attribution are read from its side, matched
	// case-insensitively (the lead keeps them as sent).
	{"lead_attribution_source_lower", "lead_attribution (lower(utm_source))"},
	{"lead_attribution_medium_lower", "lead_attribution (lower(utm_medium))"},
	{"lead_attribution_campaign_lower", "lead_attribution (lower(utm_campaign))"},
}

// replacedIndexes are dropped once every deferred index is built: each is
// a prefix of one of them (leads_created, leads_state_created).
var replacedIndexes = []string{"leads_created_at", "leads_state"}

// MissingIndexes lists the deferred indexes PostgreSQL does not have yet,
// or has only as the invalid leftover of a build that was interrupted; the
// indexes they replace are listed last while they remain. Nothing on SQLite.
func (s *Store) MissingIndexes(ctx context.Context) ([]string, error) {
	if s.dialect != Postgres {
		return nil, nil
	}
	var missing []string
	for _, idx := range deferredIndexes {
		valid, err := s.indexValid(ctx, idx.name)
		if err != nil {
			return nil, err
		}
		if !valid {
			missing = append(missing, idx.name)
		}
	}
	for _, name := range replacedIndexes {
		var present bool
		if err := s.db.QueryRowContext(ctx, `SELECT to_regclass($1) IS NOT NULL`, name).Scan(&present); err != nil {
			return nil, err
		}
		if present {
			missing = append(missing, name)
		}
	}
	return missing, nil
}

// indexValid says whether the index exists and may be used: a build
// CONCURRENTLY that failed or was cut off leaves an invalid index behind.
func (s *Store) indexValid(ctx context.Context, name string) (bool, error) {
	var valid bool
	err := s.db.QueryRowContext(ctx, `SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($1)`, name).Scan(&valid)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return valid, err
}

// BuildDeferredIndex makes one entry of MissingIndexes right: builds a
// deferred index with CREATE INDEX CONCURRENTLY (dropping the invalid
// leftover of an earlier attempt first), or drops a replaced index
// CONCURRENTLY. Writes to the table go on meanwhile. The caller must be
// the only one building (the upgrade lease).
func (s *Store) BuildDeferredIndex(ctx context.Context, name string) error {
	for _, replaced := range replacedIndexes {
		if name == replaced {
			_, err := s.db.ExecContext(ctx, `DROP INDEX CONCURRENTLY IF EXISTS `+quoteIdent(name))
			return err
		}
	}
	idx, ok := findDeferredIndex(name)
	if !ok {
		return fmt.Errorf("no deferred index %q", name)
	}
	if _, err := s.db.ExecContext(ctx, `DROP INDEX CONCURRENTLY IF EXISTS `+quoteIdent(name)); err != nil {
		return err
	}
	create, err := s.createIndexSQL(ctx, s.db, idx, "CONCURRENTLY")
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, create)
	return err
}

// buildDeferredIndexesWhenEmpty gives a new PostgreSQL database its
// deferred indexes in tx, by plain CREATE INDEX: with no leads to read it
// takes no time. A database with leads is left to the background job.
func (s *Store) buildDeferredIndexesWhenEmpty(ctx context.Context, tx *sql.Tx) error {
	if s.dialect != Postgres {
		return nil
	}
	var hasLeads bool
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM leads)`).Scan(&hasLeads); err != nil || hasLeads {
		return err
	}
	for _, idx := range deferredIndexes {
		create, err := s.createIndexSQL(ctx, tx, idx, "IF NOT EXISTS")
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, create); err != nil {
			return err
		}
	}
	for _, name := range replacedIndexes {
		if _, err := tx.ExecContext(ctx, `DROP INDEX IF EXISTS `+quoteIdent(name)); err != nil {
			return err
		}
	}
	return nil
}

// createIndexSQL is idx's CREATE INDEX statement, with how ("CONCURRENTLY"
// or "IF NOT EXISTS") after INDEX.
func (s *Store) createIndexSQL(ctx context.Context, q querier, idx deferredIndex, how string) (string, error) {
	var trgmSchema string
	err := q.QueryRowContext(ctx, `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
		WHERE e.extname = 'pg_trgm'`).Scan(&trgmSchema)
	if err != nil {
		return "", fmt.Errorf("pg_trgm (migration 020): %w", err)
	}
	return "CREATE INDEX " + how + " " + quoteIdent(idx.name) + " ON " + strings.ReplaceAll(idx.on, "{trgm}", quoteIdent(trgmSchema)), nil
}

func findDeferredIndex(name string) (deferredIndex, bool) {
	for _, idx := range deferredIndexes {
		if idx.name == name {
			return idx, true
		}
	}
	return deferredIndex{}, false
}

// quoteIdent quotes a PostgreSQL identifier (the schema pg_trgm lives in
// is whatever the operator chose).
func quoteIdent(name string) string {
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}
