package media

import (
	"testing"
	"time"
)

// SetRecheckAfter shortens how long a cached upload is served unchecked,
// for the test's duration.
func SetRecheckAfter(t *testing.T, d time.Duration) {
	old := recheckAfter
	recheckAfter = d
	t.Cleanup(func() { recheckAfter = old })
}

// SetMaxCachedBytes changes the memory cache's bound for the test's
// duration.
func SetMaxCachedBytes(t *testing.T, n int) {
	old := maxCachedBytes
	maxCachedBytes = n
	t.Cleanup(func() { maxCachedBytes = old })
}

// CachedBytes is how many bytes of uploads s holds in memory.
func CachedBytes(s *Store) int {
	s.blobs.mu.Lock()
	defer s.blobs.mu.Unlock()
	return s.blobs.bytes
}
