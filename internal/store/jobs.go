package store

import "context"

// ClaimJobRun lets one instance run the scheduled job name for the period
// slot (such as the hour "2026-11-25T09"): the first caller to move the
// job's meta row to slot gets true, every later one (on this instance or
// another sharing the database) false, until a later slot. Slots must sort
// in time order as text.
func (s *Store) ClaimJobRun(ctx context.Context, name, slot string) (bool, error) {
	key := "job_ran:" + name
	if _, err := s.exec(ctx, s.db, `INSERT INTO meta (key, value) VALUES (?, '') ON CONFLICT (key) DO NOTHING`, key); err != nil {
		return false, err
	}
	// One statement: of instances racing for a slot, one moves the row.
	res, err := s.exec(ctx, s.db, `UPDATE meta SET value = ? WHERE key = ? AND value < ?`, slot, key, slot)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
