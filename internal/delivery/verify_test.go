package delivery

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestVerify(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	body := []byte(`{"status":"accepted"}`)
	good := Sign(now, body, "s3cret")
	for _, c := range []struct {
		name, secret, header string
		body                 []byte
		ok                   bool
	}{
		{"good", "s3cret", good, body, true},
		{"4m59s old", "s3cret", Sign(now.Add(-4*time.Minute-59*time.Second), body, "s3cret"), body, true},
		{"exactly 5m old", "s3cret", Sign(now.Add(-5*time.Minute), body, "s3cret"), body, true},
		{"stale", "s3cret", Sign(now.Add(-5*time.Minute-time.Second), body, "s3cret"), body, false},
		{"from the future", "s3cret", Sign(now.Add(6*time.Minute), body, "s3cret"), body, false},
		{"other secret", "other", good, body, false},
		{"body changed", "s3cret", good, []byte(`{"status":"rejected"}`), false},
		{"rotating: second v1 matches", "s3cret", strings.Replace(Sign(now, body, "old"), "v1=", "v1=", 1) + ",v1=" + strings.Split(good, "v1=")[1], body, true},
		{"missing", "s3cret", "", body, false},
		{"no mac", "s3cret", "t=" + strings.Split(strings.TrimPrefix(good, "t="), ",")[0], body, false},
		{"bad hex", "s3cret", "t=1,v1=zz", body, false},
		{"no secret", "", good, body, false},
	} {
		err := Verify(c.secret, c.header, c.body, now)
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, ErrSignature)) {
			t.Errorf("%s: %v, want ok %v", c.name, err, c.ok)
		}
	}
}
