package delivery

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"
	"time"
)

// FuzzVerify: a signature Sign made verifies within the tolerance, and
// nothing else does: not another secret's, not another body's, not one
// outside the window, and no header the fuzzer makes up (it cannot know
// the HMAC). Whatever the header, Verify answers ErrSignature or nil.
func FuzzVerify(f *testing.F) {
	now := time.Unix(1_790_000_000, 0)
	good := Sign(now, []byte(`{"status":"converted"}`), "s3cret")
	for _, h := range []string{
		good,
		good + ",v1=" + strings.Repeat("0", 64),
		"v1=" + strings.Repeat("ab", 32) + ",t=" + strconv.FormatInt(now.Unix(), 10),
		"t=,v1=", "t=1,v1=zz", "t=99999999999999999999,v1=" + strings.Repeat("0", 64), "t=-1,v1=" + strings.Repeat("0", 64),
		"", ",", "t", strings.Repeat("v1=00,", 200),
	} {
		f.Add("s3cret", h, []byte(`{"status":"converted"}`), int64(0))
	}
	f.Add("", good, []byte(`{"status":"converted"}`), int64(0))
	f.Add("s3cret", good, []byte(`{"status":"converted"}`), int64(301))
	f.Fuzz(func(t *testing.T, secret, header string, body []byte, skew int64) {
		at := now.Add(time.Duration(skew%1_000_000) * time.Second)
		err := Verify(secret, header, body, at)
		if err != nil && err != ErrSignature {
			t.Fatalf("Verify: %v", err)
		}
		if err == nil && !holdsMAC(secret, header, body) {
			t.Fatalf("Verify accepted %q, which holds no HMAC of this body", header)
		}
		if secret == "" {
			return
		}
		// The real signature of this body.
		signed := Sign(now, body, secret)
		skewed := at.Sub(now)
		want := skewed <= SignatureTolerance && skewed >= -SignatureTolerance
		if got := Verify(secret, signed, body, at) == nil; got != want {
			t.Fatalf("own signature at skew %v: verified %v, want %v", skewed, got, want)
		}
		if Verify(secret+"x", signed, body, now) == nil {
			t.Fatal("another secret's signature verified")
		}
		if Verify(secret, signed, append(append([]byte{}, body...), ' '), now) == nil {
			t.Fatal("the signature of another body verified")
		}
	})
}

// holdsMAC reports whether header carries, as one of its v1 values, the
// HMAC of its own (last) t value and body: the only thing that should
// ever verify.
func holdsMAC(secret, header string, body []byte) bool {
	var ts string
	var macs []string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			macs = append(macs, strings.ToLower(v))
		}
	}
	h := hmac.New(sha256.New, []byte(secret))
	h.Write([]byte(ts + "."))
	h.Write(body)
	want := hex.EncodeToString(h.Sum(nil))
	for _, m := range macs {
		if m == want {
			return true
		}
	}
	return false
}
