package store

import (
	"context"
	"database/sql"
)

// QueuePartnerNoticesNow runs QueuePartnerNotices in a transaction of its
// own, for the store's external tests.
func (s *Store) QueuePartnerNoticesNow(ctx context.Context, event string, leadIDs []int64, revocationID, privacyRequestID *int64) (int, error) {
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		n, err = s.QueuePartnerNotices(ctx, tx, event, leadIDs, revocationID, privacyRequestID)
		return err
	})
	return n, err
}
