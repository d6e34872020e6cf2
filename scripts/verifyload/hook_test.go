package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"claimsite/internal/delivery"
)

// The receiver takes what the product signs, records it per reference and
// key, and refuses another secret's signature.
func TestReceiver(t *testing.T) {
	rc := newReceiver("s3cret", 0)
	srv := httptest.NewServer(rc.routes())
	defer srv.Close()
	send := func(secret, key, body string) int {
		req, _ := http.NewRequest("POST", srv.URL+"/hook", strings.NewReader(body))
		req.Header.Set("Idempotency-Key", key)
		req.Header.Set("X-Claimsite-Signature", delivery.Sign(time.Now(), []byte(body), secret))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	lead := `{"event":"lead.created","delivery_id":7,"lead":{"reference":"ABC"}}`
	for _, c := range []struct {
		secret, key string
		want        int
	}{
		{"s3cret", "7", http.StatusNoContent},
		{"s3cret", "7", http.StatusNoContent},
		{"other", "7", http.StatusUnauthorized},
		{"s3cret", "8", http.StatusNoContent},
	} {
		if got := send(c.secret, c.key, lead); got != c.want {
			t.Errorf("secret %q key %q: got status %d, want %d", c.secret, c.key, got, c.want)
		}
	}
	got := rc.leads["ABC"]
	if got == nil || got.Requests != 3 || got.Keys["7"] != 2 || got.Keys["8"] != 1 {
		t.Errorf("got %+v, want 3 requests: key 7 twice, key 8 once", got)
	}
	if rc.stats.BadSignatures != 1 || rc.stats.References != 1 {
		t.Errorf("got stats %+v, want 1 bad signature, 1 reference", rc.stats)
	}
}
