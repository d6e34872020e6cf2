package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/boombuler/barcode/qr"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Two-step sign-in with a time-based code (RFC 6238): 6 digits, a new code
// every 30 seconds, HMAC-SHA-1, which every authenticator app reads from
// the otpauth:// link.
const (
	TOTPPeriod = 30 * time.Second
	// TOTPDrift is how many steps before and after now a code may be from:
	// a phone's clock a little off, or a code typed as it changes.
	TOTPDrift = 1
)

var totpOptions = totp.ValidateOpts{Period: uint(TOTPPeriod / time.Second), Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// NewTOTPKey makes a new secret for account (shown as "issuer: account" in
// the authenticator app): its base32 secret and otpauth:// URL.
func NewTOTPKey(issuer, account string) (secret, url string, err error) {
	key, err := totp.Generate(totp.GenerateOpts{
		Issuer: issuer, AccountName: account,
		Period: totpOptions.Period, Digits: totpOptions.Digits, Algorithm: totpOptions.Algorithm,
	})
	if err != nil {
		return "", "", err
	}
	return key.Secret(), key.URL(), nil
}

// TOTPCode is the code of secret for the step that holds t (tests, and the
// Playwright journey's authenticator).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOptions)
}

// MatchTOTP finds the time step (Unix time / 30 s) within TOTPDrift steps of
// now whose code is code. The caller refuses a step at or before the last
// one the account used, so a code works once.
func MatchTOTP(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.TrimSpace(code)
	if len(code) != 6 {
		return 0, false
	}
	for d := -TOTPDrift; d <= TOTPDrift; d++ {
		t := now.Add(time.Duration(d) * TOTPPeriod)
		want, err := TOTPCode(secret, t)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return t.Unix() / int64(TOTPPeriod/time.Second), true
		}
	}
	return 0, false
}

// IsTOTPCode says whether s looks like an authenticator's code (six
// digits, spaces allowed) rather than a recovery code.
func IsTOTPCode(s string) bool {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	if len(s) != 6 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// CleanTOTPCode drops the spaces an app shows in a code ("123 456").
func CleanTOTPCode(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), " ", "") }

// RecoveryCodeCount is how many recovery codes an account gets at once.
const RecoveryCodeCount = 10

// recoveryEncoding has no two characters that read alike (i, l, o and 0
// are left out).
var recoveryEncoding = base32.NewEncoding("abcdefghjkmnpqrstuvwxyz123456789").WithPadding(base32.NoPadding)

// NewRecoveryCodes makes RecoveryCodeCount single-use codes, each 10
// characters (50 bits) written "xxxxx-xxxxx".
func NewRecoveryCodes() ([]string, error) {
	codes := make([]string, RecoveryCodeCount)
	for i := range codes {
		b := make([]byte, 7)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		s := recoveryEncoding.EncodeToString(b)[:10]
		codes[i] = s[:5] + "-" + s[5:]
	}
	return codes, nil
}

// NormalizeRecoveryCode is a recovery code as typed (any case, with or
// without its dash or spaces) in the form it was made.
func NormalizeRecoveryCode(s string) string {
	s = strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(s)))
	if len(s) != 10 {
		return s
	}
	return s[:5] + "-" + s[5:]
}

// QRCodeSVG draws content (an otpauth:// URL) as a QR code in SVG, black
// modules on white with the standard quiet zone of four modules, scaled by
// the viewer.
func QRCodeSVG(content string) (string, error) {
	code, err := qr.Encode(content, qr.M, qr.Auto)
	if err != nil {
		return "", err
	}
	bounds := code.Bounds()
	n := bounds.Dx()
	if n == 0 || n != bounds.Dy() {
		return "", errors.New("qr: not a square code")
	}
	const quiet = 4
	size := n + 2*quiet
	var path strings.Builder
	for y := range n {
		for x := range n {
			if r, _, _, _ := code.At(bounds.Min.X+x, bounds.Min.Y+y).RGBA(); r == 0 {
				fmt.Fprintf(&path, "M%d %dh1v1h-1z", x+quiet, y+quiet)
			}
		}
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img" aria-label="QR code">`+
		`<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, size, size, size, size, path.String()), nil
}
