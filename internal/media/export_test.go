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
