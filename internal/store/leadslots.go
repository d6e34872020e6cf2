package store

import "context"

// pgMaxConns is the size of the PostgreSQL connection pool of one instance.
const pgMaxConns = 20

// pgLeadTxs bounds the lead transactions open at once on PostgreSQL (on
// SQLite every lead goes through the one leadWriter). A lead's transaction
// holds a connection while its announcement (Intake.Announce) reads the
// live settings through another. With as many lead transactions open as
// the pool has connections, each waited for a connection the others held
// until the settings read gave up, 5 s later, for every lead (make verify,
// 32 concurrent leads). With half the pool, every open lead transaction can
// get its second connection, and other requests still find one; the leads
// beyond it wait here, as they would have waited for a connection.
const pgLeadTxs = pgMaxConns / 2

// leadTx takes one of the pgLeadTxs places (none needed on SQLite); the
// caller calls release when its transaction has ended.
func (s *Store) leadTx(ctx context.Context) (release func(), err error) {
	if s.leadTxs == nil {
		return func() {}, nil
	}
	select {
	case s.leadTxs <- struct{}{}:
		return func() { <-s.leadTxs }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
