package validate

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestErrors(t *testing.T) {
	e := Errors{}
	if e.Any() || e.Has("name") {
		t.Fatalf("new Errors: Any %v, Has %v; want false, false", e.Any(), e.Has("name"))
	}
	if ok := e.Required("name", "name", "  \t "); ok {
		t.Errorf("Required on blank: got true, want false")
	}
	if ok := e.Required("email", "email", "a@example.com"); !ok {
		t.Errorf("Required on a value: got false, want true")
	}
	e.Add("name", "second")
	if got := e["name"]; len(got) != 2 || got[0] != "The name field is required." || got[1] != "second" {
		t.Errorf("name errors: got %q", got)
	}
	if !e.Any() || !e.Has("name") || e.Has("email") {
		t.Errorf("Any %v, Has(name) %v, Has(email) %v; want true, true, false", e.Any(), e.Has("name"), e.Has("email"))
	}
}

func TestMaxLength(t *testing.T) {
	for _, c := range []struct {
		value string
		n     int
		fail  bool
	}{
		{"abc", 3, false},
		{"abcd", 3, true},
		{"", 0, false},
		// Characters, not bytes: three two-byte letters fit in 3.
		{"ééé", 3, false},
		{"éééé", 3, true},
		{"日本語", 3, false},
	} {
		e := Errors{}
		e.MaxLength("f", "first name", c.value, c.n)
		if e.Has("f") != c.fail {
			t.Errorf("MaxLength(%q, %d): error %v, want %v", c.value, c.n, e.Has("f"), c.fail)
		}
		if c.fail && e["f"][0] != "The first name may not be greater than "+strconv.Itoa(c.n)+" characters." {
			t.Errorf("message: got %q", e["f"][0])
		}
	}
}

func TestEmail(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"jane@example.com", true},
		{"jane.doe+claims@mail.example.co.uk", true},
		{"j_d-1@sub-domain.example.org", true},
		{"JANE@EXAMPLE.COM", true},
		{"", false},
		{"jane", false},
		{"jane@", false},
		{"@example.com", false},
		{"jane@example", false},
		{"jane@localhost", false},
		{"jane@@example.com", false},
		{"jane@exa mple.com", false},
		{"jane doe@example.com", false},
		{"Jane <jane@example.com>", false},
		{"<jane@example.com>", false},
		{`"jane"@example.com`, false},
		{"jane@example.com, joe@example.com", false},
		{"jane@-example.com", false},
		{"jane@example-.com", false},
		{"jane@example..com", false},
		{"jane@.example.com", false},
		{"jane@exa_mple.com", false},
		{"jane\x00@example.com", false},
		{"jane@example.com\n", false},
		{strings.Repeat("a", 64) + "@" + strings.Repeat("b", 63) + "." + strings.Repeat("c", 63) + "." + strings.Repeat("d", 60) + ".com", false}, // over 254
	} {
		if got := IsEmail(c.in); got != c.ok {
			t.Errorf("IsEmail(%q): got %v, want %v", c.in, got, c.ok)
		}
		e := Errors{}
		e.Email("email", c.in)
		if e.Has("email") == c.ok {
			t.Errorf("Email(%q): error %v, want %v", c.in, e.Has("email"), !c.ok)
		}
		if !c.ok && e["email"][0] != "The email must be a valid email address." {
			t.Errorf("Email(%q): message %q", c.in, e["email"][0])
		}
	}
}

func TestClip(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"hello", 10, "hello"},
		{"hello", 5, "hello"},
		{"hello", 3, "hel"},
		{"hello", 0, ""},
		// Never half a character: "é" is two bytes.
		{"aé", 2, "a"},
		{"aéb", 3, "aé"},
		{"日本", 4, "日"},
		{"日本", 2, ""},
	} {
		got := Clip(c.in, c.n)
		if got != c.want {
			t.Errorf("Clip(%q, %d): got %q, want %q", c.in, c.n, got, c.want)
		}
		if !utf8.ValidString(got) || len(got) > c.n {
			t.Errorf("Clip(%q, %d) = %q: invalid UTF-8 or too long", c.in, c.n, got)
		}
	}
}

func TestCleanAndStorable(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  Jane  ", "Jane"},
		{"Ja\x00ne", "Jane"},
		{"\x00 Jane \x00", "Jane"},
		{"\x00", ""},
		{"line\nbreak", "line\nbreak"},
		{"Mozilla\xff/5.0", "Mozilla\uFFFD/5.0"},
		{"a\xc3", "a\uFFFD"},
	} {
		got := Clean(c.in)
		if got != c.want {
			t.Errorf("Clean(%q): got %q, want %q", c.in, got, c.want)
		}
		if !Storable(got) {
			t.Errorf("Clean(%q) = %q is not storable", c.in, got)
		}
	}
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"plain", true},
		{"héllo 日本", true},
		{"", true},
		{"a\x00b", false},
		{"\xff\xfe", false},
		{"ab\xc3", false},
	} {
		if got := Storable(c.in); got != c.ok {
			t.Errorf("Storable(%q): got %v, want %v", c.in, got, c.ok)
		}
	}
}
