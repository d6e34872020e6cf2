package delivery

import (
	"errors"
	"net"
	"testing"
	"time"

	"claimsite/internal/outbox"
)

// TestSign: the signature a receiver recomputes (here with Python's hmac,
// the way a partner's own stack would) matches.
func TestSign(t *testing.T) {
	got := Sign("whsec_test", time.Unix(1773241200, 0), []byte(`{"event":"lead.created"}`))
	want := "t=1773241200,v1=ea8c26d83d60716893ac04d07a729355f030bc5c1126fa84e370d70253dc9f0e"
	if got != want {
		t.Errorf("Sign: got %s, want %s", got, want)
	}
	if Sign("another secret", time.Unix(1773241200, 0), []byte(`{"event":"lead.created"}`)) == want {
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

func TestAllowedIP(t *testing.T) {
	for _, tc := range []struct {
		ip     string
		public bool
	}{
		{"93.184.216.34", true}, {"2606:4700::1111", true},
		{"127.0.0.1", false}, {"::1", false}, {"10.1.2.3", false}, {"172.16.0.1", false}, {"192.168.1.1", false},
		{"169.254.169.254", false}, {"fe80::1", false}, {"fc00::1", false}, {"0.0.0.0", false}, {"100.64.0.1", false},
		{"224.0.0.1", false}, {"::", false}, {"198.18.0.1", false},
	} {
		ip := net.ParseIP(tc.ip)
		if got := AllowedIP(ip, false); got != tc.public {
			t.Errorf("AllowedIP(%s, false) = %v, want %v", tc.ip, got, tc.public)
		}
		if !AllowedIP(ip, true) {
			t.Errorf("AllowedIP(%s, true) = false, want true", tc.ip)
		}
	}
}
