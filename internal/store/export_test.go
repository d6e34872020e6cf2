package store

import "database/sql"

// DB exposes the handle to the store's external tests, to look at rows no
// method returns.
func (s *Store) DB() *sql.DB { return s.db }

// LeadListQueries exposes the queries LeadList runs for f (the page's ids,
// from before when not nil, and the count), in the store's dialect, to the
// plan tests; broad as for a search with more matches than it counts.
func (s *Store) LeadListQueries(f LeadFilter, before *LeadCursor, broad bool) (page string, pageArgs []any, count string, countArgs []any) {
	m := s.matchLeads(f, broad)
	page, pageArgs = m.pageQuery(before, 11, 0)
	count, countArgs = m.countQuery()
	return s.rebind(page), pageArgs, s.rebind(count), countArgs
}

// SetSearchCountCap lowers the cap on a search's count until the returned
// function is called.
func SetSearchCountCap(n int) (restore func()) {
	old := searchCountCap
	searchCountCap = n
	return func() { searchCountCap = old }
}
