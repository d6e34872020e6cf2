package validate

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Fuzz targets of the field normalisers every form shares. Run one with
// go test -run='^$' -fuzz='^FuzzClean$' -fuzztime=30s ./internal/validate
// (scripts/verify/40-fuzz.sh runs them all); plain go test runs the seeds
// and testdata/fuzz.

// FuzzClean: what Clean returns is storable by both databases, trimmed,
// and cleaning it again changes nothing.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"", "  Jane  ", "a\x00b", "\xff\xfe", "caf\xc3", "\u00a0x\u00a0", "\x00 \x00", "\xc3\x00\xa9", "日本"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Clean(s)
		if !Storable(got) {
			t.Fatalf("Clean(%q) = %q: not storable", s, got)
		}
		if got != strings.TrimSpace(got) {
			t.Fatalf("Clean(%q) = %q: not trimmed", s, got)
		}
		if again := Clean(got); again != got {
			t.Fatalf("Clean is not idempotent: Clean(%q) = %q, then %q", s, got, again)
		}
	})
}

// FuzzClip: a clipped string is a prefix within the limit, and valid
// UTF-8 in gives valid UTF-8 out.
func FuzzClip(f *testing.F) {
	f.Add("héllo wörld", 3)
	f.Add("日本語", 4)
	f.Add("", 0)
	f.Add("abc", 10)
	f.Add("\xff\xfe", 1)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 0 {
			n = -n
		}
		if n < 0 { // math.MinInt
			n = 0
		}
		got := Clip(s, n)
		if len(got) > n || !strings.HasPrefix(s, got) {
			t.Fatalf("Clip(%q, %d) = %q", s, n, got)
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("Clip(%q, %d) = %q split a character", s, n, got)
		}
	})
}

// FuzzEmail: an address IsEmail accepts is storable, at most 254 bytes,
// has no space or angle bracket, one domain with a dot, and survives
// NormalizeEmail still valid; NormalizeEmail is idempotent.
func FuzzEmail(f *testing.F) {
	for _, s := range []string{"jane@example.com", "Jane.Doe+tag@Example.CO.uk", "a@b", "@example.com", "jane@", "jane doe@example.com",
		"\"quoted\"@example.com", "Jane <jane@example.com>", "jane@exa_mple.com", "jane@-example.com", "jane@example.com.",
		"jane@例え.jp", "jane\x00@example.com", "j@" + strings.Repeat("a", 250) + ".com", "(comment)jane@example.com", "jane@[127.0.0.1]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := NormalizeEmail(s)
		if NormalizeEmail(n) != n {
			t.Fatalf("NormalizeEmail not idempotent on %q", s)
		}
		if !IsEmail(s) {
			return
		}
		if !Storable(s) || len(s) > 254 || strings.ContainsAny(s, " \t\r\n<>\"") {
			t.Fatalf("IsEmail accepted %q", s)
		}
		at := strings.LastIndexByte(s, '@')
		if at < 1 || !strings.Contains(s[at+1:], ".") {
			t.Fatalf("IsEmail accepted %q without a dotted domain", s)
		}
		if !IsEmail(n) {
			t.Fatalf("IsEmail(%q) but not its normal form %q", s, n)
		}
	})
}

// FuzzErrors: Required and MaxLength agree with what they check.
func FuzzErrors(f *testing.F) {
	f.Add("", 0)
	f.Add("  ", 3)
	f.Add("héllo", 4)
	f.Add("héllo", 5)
	f.Fuzz(func(t *testing.T, s string, n int) {
		errs := Errors{}
		if errs.Required("f", "f", s) == (strings.TrimSpace(s) == "") {
			t.Fatalf("Required(%q) disagrees with TrimSpace", s)
		}
		errs = Errors{}
		errs.MaxLength("f", "f", s, n)
		if errs.Has("f") != (utf8.RuneCountInString(s) > n) {
			t.Fatalf("MaxLength(%q, %d) = %v", s, n, errs)
		}
	})
}
