package delivery

import (
	"errors"
	"strings"
	"testing"
	"time"

	"claimsite/internal/outbox"
)

// TestSign: the signature a receiver recomputes (here with Python's hmac,
// the way a partner's own stack would) matches.
func TestSign(t *testing.T) {
	got := Sign(time.Unix(1773241200, 0), []byte(`{"event":"lead.created"}`), "whsec_test")
	want := "t=1773241200,v1=ea8c26d83d60716893ac04d07a729355f030bc5c1126fa84e370d70253dc9f0e"
	if got != want {
		t.Errorf("Sign: got %s, want %s", got, want)
	}
	if Sign(time.Unix(1773241200, 0), []byte(`{"event":"lead.created"}`), "another secret") == want {
		t.Error("the signature does not depend on the secret")
	}
}

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		status        int
		ok, permanent bool
	}{
		{200, true, false}, {201, true, false}, {204, true, false},
		{429, false, false}, {500, false, false}, {502, false, false}, {503, false, false},
		{301, false, true}, {302, false, true}, {400, false, true}, {401, false, true}, {404, false, true}, {410, false, true}, {422, false, true},
	} {
		err := Classify(tc.status, "body")
		if (err == nil) != tc.ok || errors.Is(err, outbox.ErrPermanent) != tc.permanent {
			t.Errorf("Classify(%d) = %v; want ok %v, permanent %v", tc.status, err, tc.ok, tc.permanent)
		}
	}
}

// TestSignWhileRotating: with a rotated secret still overlapping, a
// webhook carries a v1 per secret, and a receiver holding either one
// verifies it.
func TestSignWhileRotating(t *testing.T) {
	at, body := time.Unix(1773241200, 0), []byte(`{"event":"lead.created"}`)
	header := Sign(at, body, "new secret", "old secret")
	if parts := strings.Split(header, ","); len(parts) != 3 || parts[0] != "t=1773241200" || !strings.HasPrefix(parts[1], "v1=") ||
		!strings.HasPrefix(parts[2], "v1=") || parts[1] == parts[2] {
		t.Fatalf("header %q: want t and two v1", header)
	}
	for _, secret := range []string{"new secret", "old secret"} {
		if err := Verify(secret, header, body, at); err != nil {
			t.Errorf("%s: %v", secret, err)
		}
	}
	if Verify("a third secret", header, body, at) == nil {
		t.Error("a secret of neither verified")
	}
}
