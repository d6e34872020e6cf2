package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"
)

// The summaries are filled from the rows in steps (SummaryStep), each a
// short transaction that counts the next leads by id, then the visits of
// the next day, and records how far it got: a restart goes on from there,
// and intake waits for one step at most. A change to a lead the steps
// have not reached leaves the summaries alone (summaryProgress.counts).

// summaryStepLeads is how many leads one step counts (unless a test set
// Store.summaryStepLeads).
const summaryStepLeads = 2000

// summaryTableNames lists the summary tables, for the reset: the sums
// and the latency statistics computed from them.
func summaryTableNames() []string {
	names := make([]string, 0, len(summaryTables)+1)
	for _, t := range summaryTables {
		names = append(names, t.name)
	}
	return append(names, latencyStatsTable.name)
}

// lockSummaries takes PostgreSQL's exclusive advisory lock of the
// summaries' state for the rest of q's transaction (summaryProgress).
func (s *Store) lockSummaries(ctx context.Context, q querier) error {
	if s.dialect != Postgres {
		return nil
	}
	_, err := s.exec(ctx, q, `SELECT pg_advisory_xact_lock(?)`, summariesLockKey)
	return err
}

func (s *Store) setMeta(ctx context.Context, q querier, key, value string) error {
	_, err := s.exec(ctx, q, `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}

// ResetSummaries empties the summaries and marks them for a rebuild from
// the first lead: the analytics say they are being rebuilt until the
// steps (SummaryStep) are done.
func (s *Store) ResetSummaries(ctx context.Context) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockSummaries(ctx, tx); err != nil {
			return err
		}
		for _, name := range summaryTableNames() {
			if _, err := s.exec(ctx, tx, "DELETE FROM "+name); err != nil {
				return err
			}
		}
		if err := s.setMeta(ctx, tx, summariesStateKey, summariesRebuilding); err != nil {
			return err
		}
		return s.setMeta(ctx, tx, summariesProgressKey, "leads:0")
	})
}

// SummariesReady says whether the summaries count every row.
func (s *Store) SummariesReady(ctx context.Context) (bool, error) {
	var state string
	err := s.queryRow(ctx, s.db, `SELECT value FROM meta WHERE key = ?`, summariesStateKey).Scan(&state)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return state == summariesReady, err
}

// SummaryStep counts the next part of the rows into the summaries, in one
// transaction: done when they count every row.
func (s *Store) SummaryStep(ctx context.Context) (done bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockSummaries(ctx, tx); err != nil {
			return err
		}
		var state, progress string
		if err := s.queryRow(ctx, tx, `SELECT value FROM meta WHERE key = ?`, summariesStateKey).Scan(&state); err != nil {
			return mapErr(err)
		}
		if state == summariesReady {
			done = true
			return nil
		}
		if err := s.queryRow(ctx, tx, `SELECT value FROM meta WHERE key = ?`, summariesProgressKey).Scan(&progress); err != nil {
			return mapErr(err)
		}
		phase, at, _ := strings.Cut(progress, ":")
		if phase == "visits" {
			next, err := s.countVisitDay(ctx, tx, at)
			if err != nil {
				return err
			}
			if next == "" {
				done = true
				return s.setMeta(ctx, tx, summariesStateKey, summariesReady)
			}
			return s.setMeta(ctx, tx, summariesProgressKey, "visits:"+next)
		}
		from, _ := strconv.ParseInt(at, 10, 64)
		to, err := s.countLeadsAfter(ctx, tx, from)
		if err != nil {
			return err
		}
		if to == 0 {
			return s.setMeta(ctx, tx, summariesProgressKey, "visits:")
		}
		return s.setMeta(ctx, tx, summariesProgressKey, "leads:"+strconv.FormatInt(to, 10))
	})
	return done, err
}

// countLeadsAfter adds the next summaryStepLeads leads after id from to
// the summaries and returns the last one's id (0: none left).
func (s *Store) countLeadsAfter(ctx context.Context, tx *sql.Tx, from int64) (int64, error) {
	var to sql.NullInt64
	if err := s.queryRow(ctx, tx, `SELECT MAX(id) FROM (SELECT id FROM leads WHERE id > ? ORDER BY id LIMIT ?) step`,
		from, cmp.Or(s.summaryStepLeads, summaryStepLeads)).Scan(&to); err != nil {
		return 0, err
	}
	if !to.Valid {
		return 0, nil
	}
	facts, err := s.loadFacts(ctx, tx, "{id} > ? AND {id} <= ?", from, to.Int64)
	if err != nil {
		return 0, err
	}
	d := summaryDelta{}
	for _, f := range facts {
		f.contribute(d, 1)
	}
	return to.Int64, s.flush(ctx, tx, d)
}

// countVisitDay adds the visits of the first day after after to the
// summaries and returns that day ("": none left).
func (s *Store) countVisitDay(ctx context.Context, tx *sql.Tx, after string) (string, error) {
	var next sql.NullString
	if err := s.queryRow(ctx, tx, `SELECT MIN(day) FROM visit_days WHERE day > ?`, after).Scan(&next); err != nil {
		return "", err
	}
	if !next.Valid {
		return "", nil
	}
	rows, err := s.query(ctx, tx, `SELECT landing_page, source, medium, campaign, SUM(views), SUM(entries)
		FROM visit_days WHERE day = ? GROUP BY landing_page, source, medium, campaign`, next.String)
	if err != nil {
		return "", err
	}
	d := summaryDelta{}
	if err := eachRow(rows, func(r scanner) error {
		var landing, source, medium, campaign string
		var views, entries int64
		if err := r.Scan(&landing, &source, &medium, &campaign, &views, &entries); err != nil {
			return err
		}
		d.add(tVisitLandings, [4]any{next.String, landing}, views, entries)
		d.add(tVisitSources, [4]any{next.String, source, medium, campaign}, views, entries)
		return nil
	}); err != nil {
		return "", err
	}
	return next.String, s.flush(ctx, tx, d)
}

// RebuildSummaries empties the summaries and counts every row again,
// step by step (claimsite rebuild-summaries).
func (s *Store) RebuildSummaries(ctx context.Context) error {
	if err := s.ResetSummaries(ctx); err != nil {
		return err
	}
	return s.FillSummaries(ctx)
}

// FillSummaries runs SummaryStep until the summaries count every row.
func (s *Store) FillSummaries(ctx context.Context) error {
	for {
		done, err := s.SummaryStep(ctx)
		if err != nil || done {
			return err
		}
	}
}

// ClaimSummaryLease lets worker run the summary steps for lease: true
// while no other worker holds an unexpired lease (the meta row
// summaries_lease holds "expiry worker"). Calling it again before the
// lease runs out extends it.
func (s *Store) ClaimSummaryLease(ctx context.Context, worker string, lease time.Duration) (bool, error) {
	const key = "summaries_lease"
	const stamp = "2006-01-02T15:04:05.000000000Z" // fixed width: compared as text
	now := s.now().UTC()
	if _, err := s.exec(ctx, s.db, `INSERT INTO meta (key, value) VALUES (?, '') ON CONFLICT (key) DO NOTHING`, key); err != nil {
		return false, err
	}
	res, err := s.exec(ctx, s.db, `UPDATE meta SET value = ? WHERE key = ? AND (value < ? OR value LIKE ?)`,
		now.Add(lease).Format(stamp)+" "+worker, key, now.Format(stamp), "% "+worker)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
