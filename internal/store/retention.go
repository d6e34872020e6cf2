package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// DefaultLeadRetention is how long a lead's personal data is kept when
// no setting says otherwise: four years, the time a TCPA claim can be
// brought.
const DefaultLeadRetention = 4 * 365 * 24 * time.Hour

// retentionBatch bounds one erasure transaction of the retention job, so
// a first run over years of leads does not hold the writer for long.
const retentionBatch = 200

// retentionMetaKey is the meta row that says on which UTC day the
// retention job last ran: one run per day across every instance.
const retentionMetaKey = "retention_ran_on"

// RetentionRun is what one run of the retention job did (counts only).
type RetentionRun struct {
	Ran               bool  // false: another run (here or on another instance) had this day already
	LeadsAnonymised   int   // leads older than the retention period, erased
	RequestsPurged    int64 // privacy requests past their 24 months
	CleanupIncomplete bool  // the erasure committed but the file clean-up did not finish
}

// RunRetention is the daily retention job: leads created more than keep
// ago are anonymised by the erasure of privacy requests (reason
// retention; the consent proof's version, time and proof states stay),
// and privacy requests past their purge date are deleted. It runs once
// per UTC day whatever the number of instances: the first to move the
// day in the meta row runs, the others find it moved.
func (s *Store) RunRetention(ctx context.Context, keep time.Duration) (RetentionRun, error) {
	var run RetentionRun
	if keep <= 0 {
		keep = DefaultLeadRetention
	}
	now := s.now()
	today := now.Format("2006-01-02")
	previous, claimed, err := s.claimRetentionDay(ctx, today)
	if err != nil || !claimed {
		return run, err
	}
	run.Ran = true
	err = s.retain(ctx, now.Add(-keep), &run)
	if err != nil && !errors.Is(err, ErrErasureCleanup) {
		// Give the day back, so the next tick tries again.
		s.exec(context.WithoutCancel(ctx), s.db, `UPDATE meta SET value = ? WHERE key = ? AND value = ?`, previous, retentionMetaKey, today)
		return run, err
	}
	run.CleanupIncomplete = err != nil
	return run, nil
}

// claimRetentionDay moves the meta row to today unless it is there
// already, in one statement: of instances racing, one wins.
func (s *Store) claimRetentionDay(ctx context.Context, today string) (previous string, claimed bool, err error) {
	if _, err := s.exec(ctx, s.db, `INSERT INTO meta (key, value) VALUES (?, '') ON CONFLICT (key) DO NOTHING`, retentionMetaKey); err != nil {
		return "", false, err
	}
	if err := s.queryRow(ctx, s.db, `SELECT value FROM meta WHERE key = ?`, retentionMetaKey).Scan(&previous); err != nil {
		return "", false, err
	}
	res, err := s.exec(ctx, s.db, `UPDATE meta SET value = ? WHERE key = ? AND value = ? AND value < ?`,
		today, retentionMetaKey, previous, today)
	if err != nil {
		return "", false, err
	}
	n, err := res.RowsAffected()
	return previous, n == 1, err
}

func (s *Store) retain(ctx context.Context, before time.Time, run *RetentionRun) error {
	var cleanup error
	for {
		var erased []Erasure
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			rows, err := s.query(ctx, tx, `SELECT id FROM leads WHERE created_at < ? AND erased_at IS NULL ORDER BY id LIMIT ?`,
				before.UTC(), retentionBatch)
			if err != nil {
				return err
			}
			ids, err := collect(rows, func(sc scanner) (int64, error) {
				var id int64
				return id, sc.Scan(&id)
			})
			if err != nil {
				return err
			}
			erased, err = s.eraseLeads(ctx, tx, ids, ErasureRetention, 0)
			return err
		})
		if err != nil {
			return err
		}
		run.LeadsAnonymised += len(erased)
		if err := s.afterErasure(ctx, erased); err != nil {
			cleanup = err
		}
		if len(erased) < retentionBatch {
			break
		}
	}
	purged, err := s.PurgePrivacyRequests(ctx)
	if err != nil {
		return err
	}
	run.RequestsPurged = purged
	if purged > 0 && cleanup == nil {
		cleanup = s.Compact(ctx)
		if cleanup != nil {
			cleanup = fmt.Errorf("%w: %v", ErrErasureCleanup, cleanup)
		}
	}
	return cleanup
}
