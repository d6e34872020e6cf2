package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// The SQLite search index (FTS5, migration 020) is a log-structured merge
// tree: every transaction that writes leads adds a small segment of their
// trigrams, and segments of a level are merged into one of the next. FTS5
// merges by itself on every write by default ("automerge"), in the writing
// transaction: at a million leads that was two thirds of a lead's time in
// the group commit, and intake fell to a third of its rate on an empty
// database. Migration 022 turns that off; the lead writer merges instead
// once it has had no lead for a while (leadWriter.run), and demo-data after
// each batch. Under intake that never pauses, FTS5 still merges a level in
// the writing transaction when it reaches 16 segments ("crisismerge"), so
// searches never read more than that many segments per level.
const (
	// searchMergePages is how much of the index one idle step merges, in
	// pages of about 4 KB: 20 to 60 ms at a million leads, the longest a
	// lead that arrives meanwhile waits for it.
	searchMergePages = 64
	// searchMergeQuiet is how long the writer waits after its last lead
	// before merging; under steady intake it never has that long.
	searchMergeQuiet = time.Second
	// searchMergeCheck is how often an idle writer looks for segments left
	// by other writes (status notes, corrections, erasures).
	searchMergeCheck = time.Minute
)

// mergeSearchIndex runs one merge step of up to pages pages on conn, in its
// own transaction, and says whether it merged anything. FTS5's 'merge'
// with a positive size merges only a level holding four segments or more
// (its "usermerge"), so once it stops merging every level holds fewer.
func mergeSearchIndex(ctx context.Context, conn *sql.Conn, pages int) (merged bool, err error) {
	var before, after int64
	if err := conn.QueryRowContext(ctx, `SELECT total_changes()`).Scan(&before); err != nil {
		return false, err
	}
	if _, err := conn.ExecContext(ctx, `INSERT INTO lead_search (lead_search, rank) VALUES ('merge', ?)`, pages); err != nil {
		return false, fmt.Errorf("merge the search index: %w", err)
	}
	if err := conn.QueryRowContext(ctx, `SELECT total_changes()`).Scan(&after); err != nil {
		return false, err
	}
	// The command itself counts as one change; the pages it wrote as more.
	return after-before >= 2, nil
}

// mergeSearchStep is one idle merge step of the lead writer on a
// connection of the pool.
func (s *Store) mergeSearchStep(ctx context.Context) (bool, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	return mergeSearchIndex(ctx, conn, searchMergePages)
}
