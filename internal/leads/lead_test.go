package leads

import (
	"regexp"
	"testing"
)

func TestNewReference(t *testing.T) {
	pattern := regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{12}$`)
	seen := map[string]bool{}
	for range 1000 {
		ref := NewReference()
		if !pattern.MatchString(ref) || seen[ref] {
			t.Fatalf("NewReference: %q (seen before: %v)", ref, seen[ref])
		}
		seen[ref] = true
	}
	if got := ReferenceFrom(make([]byte, 32)); got != "000000000000" {
		t.Errorf("ReferenceFrom(zeros): got %q", got)
	}
}
