package store

import (
	"context"
	"errors"
	"testing"
)

// ExecInTest runs one statement (with ? placeholders, on either database)
// for the tests of other packages that must set up rows no method of the
// store writes, such as a lead's attribution before intake records it. It
// refuses to run outside a test binary.
func (s *Store) ExecInTest(ctx context.Context, query string, args ...any) error {
	if !testing.Testing() {
		return errors.New("store: ExecInTest outside a test")
	}
	_, err := s.exec(ctx, s.db, query, args...)
	return err
}
