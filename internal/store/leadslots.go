package store

import "context"

// pgMaxConns is the size of the PostgreSQL connection pool of one instance.
const pgMaxConns = 20

// pgLeadTxs bounds the lead transactions open at once on PostgreSQL (on
// SQLite every lead goes through the one leadWriter). Correctness does not
// need it: a lead's transaction holds one connection and asks for no
// other (Intake.Prepare reads the settings before it begins), so leads
// beyond the pool would only queue for a connection. It keeps half the
// pool for everything else during a burst of leads: every other request
// (each page reads the content versions through a connection) still finds
// one at once. Measured with 400 leads at once on the 20-connection pool
// (decision 035): other reads took 8 ms at the 99th percentile with the
// bound, 100 to 165 ms without, for 10 to 20% fewer leads a second.
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
