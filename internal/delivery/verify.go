package delivery

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// SignatureTolerance is how far a signed request's time may be from ours:
// a captured request replayed later than this is refused.
const SignatureTolerance = 5 * time.Minute

// ErrSignature refuses a request whose X-Claimsite-Signature is missing,
// malformed, made with another secret or too old.
var ErrSignature = errors.New("bad signature")

// Verify checks header, an X-Claimsite-Signature as Sign makes it, against
// body and secret at time now: the HMAC must match (compared in constant
// time; any of several v1 values may, for a receiver that signs with an old
// and a new secret while rotating) and its time be within
// SignatureTolerance of now, either side.
func Verify(secret, header string, body []byte, now time.Time) error {
	if secret == "" || header == "" || len(header) > 1024 {
		return ErrSignature
	}
	var ts string
	var macs [][]byte
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return ErrSignature
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			mac, err := hex.DecodeString(v)
			if err != nil || len(mac) != sha256.Size {
				return ErrSignature
			}
			macs = append(macs, mac)
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(macs) == 0 {
		return ErrSignature
	}
	if d := now.Sub(time.Unix(sec, 0)); d > SignatureTolerance || d < -SignatureTolerance {
		return ErrSignature
	}
	h := hmac.New(sha256.New, []byte(secret))
	h.Write([]byte(ts + "."))
	h.Write(body)
	want := h.Sum(nil)
	ok := false
	for _, mac := range macs {
		// Every candidate is compared, so the time taken does not say which.
		if hmac.Equal(mac, want) {
			ok = true
		}
	}
	if !ok {
		return ErrSignature
	}
	return nil
}
