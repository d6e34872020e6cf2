package attribution

import "testing"

// TestCleanValues: regressions found by visits.FuzzNormalise. A NUL is
// dropped (PostgreSQL refused it, and with it a whole batch of views);
// a value counted once is counted the same again; only an address that
// starts with a scheme has a host to drop.
func TestCleanValues(t *testing.T) {
	for in, want := range map[string]string{"goo\x00gle": "google", "\x00": Direct, " \x00 a": "a", "bad\xffutf8": "badutf8"} {
		if got := Value(in); got != want || Value(got) != got {
			t.Errorf("Value(%q) = %q (again %q), want %q", in, got, Value(got), want)
		}
	}
	for in, want := range map[string]string{"a:\x00//b/c": "/a:\x00//b/c", "/a://b/c": "/a://b/c", "https://x.example/a": "/a",
		"//evil.example/x": "/x", "x:////": "/", "services": "/services"} {
		if got := PathOnly(in); got != want || PathOnly(got) != got {
			t.Errorf("PathOnly(%q) = %q (again %q), want %q", in, got, PathOnly(got), want)
		}
	}
}
