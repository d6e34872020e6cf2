package auth

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
)

// rfcSecret is RFC 6238's SHA-1 test key ("12345678901234567890") in base32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

// TestTOTPCodesOfRFC6238: the codes of the RFC's SHA-1 test vectors, cut to
// six digits (the RFC lists eight).
func TestTOTPCodesOfRFC6238(t *testing.T) {
	for unix, want := range map[int64]string{59: "287082", 1111111109: "081804", 1111111111: "050471", 1234567890: "005924", 2000000000: "279037"} {
		got, err := TOTPCode(rfcSecret, time.Unix(unix, 0))
		if err != nil || got != want {
			t.Errorf("code at %d: %q, %v; want %q", unix, got, err, want)
		}
	}
}

// TestMatchTOTPDrift: a code of the step before or after now is taken and
// tells its step; two steps away is not; nor is anything but six digits.
func TestMatchTOTPDrift(t *testing.T) {
	now := time.Unix(1234567890, 0) // step 41152263
	for _, c := range []struct {
		offset time.Duration
		ok     bool
	}{{0, true}, {-30 * time.Second, true}, {30 * time.Second, true}, {-60 * time.Second, false}, {60 * time.Second, false}} {
		code, _ := TOTPCode(rfcSecret, now.Add(c.offset))
		step, ok := MatchTOTP(rfcSecret, code, now)
		if ok != c.ok {
			t.Errorf("code %v from now: ok %v, want %v", c.offset, ok, c.ok)
		}
		if wantStep := now.Add(c.offset).Unix() / 30; ok && step != wantStep {
			t.Errorf("code %v from now: step %d, want %d", c.offset, step, wantStep)
		}
	}
	for _, bad := range []string{"", "12345", "1234567", "abcdef", "005924x"} {
		if _, ok := MatchTOTP(rfcSecret, bad, now); ok {
			t.Errorf("%q matched", bad)
		}
	}
	if !IsTOTPCode(" 005 924") || IsTOTPCode("00592a") || IsTOTPCode("abcde-fghjk") {
		t.Error("IsTOTPCode")
	}
}

// TestNewTOTPKey: a new key is a 160-bit secret in an otpauth:// link an
// app reads with the site's name, the account, 6 digits and 30 s.
func TestNewTOTPKey(t *testing.T) {
	secret, url, err := NewTOTPKey("Claims Site", "ada@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if len(secret) != 32 {
		t.Errorf("secret %q: want 32 base32 characters", secret)
	}
	key, err := otp.NewKeyFromURL(url)
	if err != nil || key.Issuer() != "Claims Site" || key.AccountName() != "ada@example.com" || key.Secret() != secret ||
		key.Digits() != otp.DigitsSix || key.Period() != 30 || key.Algorithm() != otp.AlgorithmSHA1 {
		t.Errorf("url %q: %v", url, err)
	}
	other, _, _ := NewTOTPKey("Claims Site", "ada@example.com")
	if other == secret {
		t.Error("two keys share a secret")
	}
}

// TestRecoveryCodes: ten different codes of 50 bits, read back in any
// case, with or without the dash.
func TestRecoveryCodes(t *testing.T) {
	codes, err := NewRecoveryCodes()
	if err != nil || len(codes) != 10 {
		t.Fatalf("%v, %v", codes, err)
	}
	shape := regexp.MustCompile(`^[a-hj-km-np-z1-9]{5}-[a-hj-km-np-z1-9]{5}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !shape.MatchString(c) || seen[c] {
			t.Errorf("code %q", c)
		}
		seen[c] = true
		for _, typed := range []string{strings.ToUpper(c), strings.ReplaceAll(c, "-", ""), " " + c + " "} {
			if got := NormalizeRecoveryCode(typed); got != c {
				t.Errorf("%q read as %q, want %q", typed, got, c)
			}
		}
	}
}

// TestQRCodeSVG: the otpauth link drawn as a square SVG with a quiet zone.
func TestQRCodeSVG(t *testing.T) {
	_, url, _ := NewTOTPKey("Claims Site", "ada@example.com")
	svg, err := QRCodeSVG(url)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(svg)
	if m == nil || m[1] != m[2] || !strings.Contains(svg, `<path fill="#000" d="M`) || !strings.HasSuffix(svg, "</svg>") {
		t.Errorf("svg: %.200s", svg)
	}
}
