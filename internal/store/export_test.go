package store

import "database/sql"

// DB exposes the handle to the store's external tests, to look at rows no
// method returns.
func (s *Store) DB() *sql.DB { return s.db }
