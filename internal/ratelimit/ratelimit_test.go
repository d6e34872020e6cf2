package ratelimit

import (
	"maps"
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	with := func(changes map[string]*Limit) Set {
		s := Defaults()
		for name, l := range changes {
			if l == nil {
				delete(s, name)
			} else {
				s[name] = *l
			}
		}
		return s
	}
	for _, tc := range []struct {
		in   string
		want Set
	}{
		{"", Defaults()},
		{"on", Defaults()},
		{" ON ", Defaults()},
		{"off", Set{}},
		{"Off", Set{}},
		{"contact_ip=20/1h", with(map[string]*Limit{ContactIP: {20, time.Hour}})},
		{"contact_ip=20/1h, search_ip=120/1m", with(map[string]*Limit{ContactIP: {20, time.Hour}, SearchIP: {120, time.Minute}})},
		{"contact_phone=5/2d", with(map[string]*Limit{ContactPhone: {5, 48 * time.Hour}})},
		{"login_failures_ip=100/90s", with(map[string]*Limit{LoginFailuresIP: {100, 90 * time.Second}})},
		{"search_ip=off", with(map[string]*Limit{SearchIP: nil})},
		{"forgot_password_email = 1/1h", with(map[string]*Limit{ForgotPasswordEmail: {1, time.Hour}})},
	} {
		got, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if !maps.Equal(got, tc.want) {
			t.Errorf("Parse(%q): got %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ in, wantErr string }{
		{"contact=20/1h", `unknown rule "contact"`},
		{"contact_ip", "want rule=MAX/WINDOW"},
		{"=20/1h", "want rule=MAX/WINDOW"},
		{"contact_ip=20", "want MAX/WINDOW"},
		{"contact_ip=0/1h", "maximum from 1"},
		{"contact_ip=-3/1h", "maximum from 1"},
		{"contact_ip=many/1h", "maximum from 1"},
		{"contact_ip=20/hour", "want MAX/WINDOW"},
		{"contact_ip=20/0s", "window of whole seconds"},
		{"contact_ip=20/1500ms", "window of whole seconds"},
		{"contact_ip=20/8d", "window of whole seconds"},
		{"contact_ip=20/1h,contact_ip=30/1h", "given twice"},
		{"contact_ip=20/1h,", "want rule=MAX/WINDOW"},
		{"off,contact_ip=20/1h", "want rule=MAX/WINDOW"},
	} {
		_, err := Parse(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("Parse(%q): got error %v, want one containing %q", tc.in, err, tc.wantErr)
		}
	}
}

func TestStringRoundTrips(t *testing.T) {
	for _, s := range []Set{Defaults(), {}, {SearchIP: {120, 90 * time.Second}}} {
		got, err := Parse(s.String())
		if s.String() == "off" {
			if err != nil || len(got) != 0 {
				t.Errorf("Parse(off): got %v, %v", got, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("Parse(%q): %v", s.String(), err)
		}
		for name, l := range s {
			if got[name] != l {
				t.Errorf("%s: got %v, want %v", name, got[name], l)
			}
		}
	}
	if got, want := Defaults().String(), "contact_ip=10/1h,contact_phone=3/1d,evaluation_ip=300/10m,forgot_password_email=3/1h,forgot_password_ip=10/1h,invitation_ip=30/1h,login_failures_ip=30/15m,opt_out_contact=3/1d,opt_out_ip=10/1h,opt_out_link_ip=120/1h,partner_outcome_ip=1200/1h,passkey_login_ip=60/15m,privacy_confirm_ip=20/1h,privacy_request_contact=3/1d,privacy_request_ip=5/1h,register_ip=10/1h,render_ip=120/1m,search_ip=60/1m,visits_ip=600/10m"; got != want {
		t.Errorf("Defaults: got %s, want %s", got, want)
	}
}

func TestCurrent(t *testing.T) {
	now := time.Date(2025, 3, 4, 10, 47, 12, 500, time.UTC)
	for _, tc := range []struct {
		l          Limit
		start, end time.Time
	}{
		{Limit{10, time.Hour}, time.Date(2025, 3, 4, 10, 0, 0, 0, time.UTC), time.Date(2025, 3, 4, 11, 0, 0, 0, time.UTC)},
		{Limit{10, 15 * time.Minute}, time.Date(2025, 3, 4, 10, 45, 0, 0, time.UTC), time.Date(2025, 3, 4, 11, 0, 0, 0, time.UTC)},
		{Limit{10, 24 * time.Hour}, time.Date(2025, 3, 4, 0, 0, 0, 0, time.UTC), time.Date(2025, 3, 5, 0, 0, 0, 0, time.UTC)},
	} {
		start, end := tc.l.Current(now)
		if !start.Equal(tc.start) || !end.Equal(tc.end) {
			t.Errorf("%v: got %v-%v, want %v-%v", tc.l, start, end, tc.start, tc.end)
		}
	}
}

func TestClientKey(t *testing.T) {
	for _, tc := range []struct{ ip, want string }{
		{"192.0.2.10", "192.0.2.10"},
		{"::ffff:192.0.2.10", "192.0.2.10"},
		{"2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		{"2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"not-an-ip", "not-an-ip"},
	} {
		if got := ClientKey(tc.ip); got != tc.want {
			t.Errorf("ClientKey(%q): got %q, want %q", tc.ip, got, tc.want)
		}
	}
}

func TestHashKey(t *testing.T) {
	a, b := HashKey("192.0.2.10"), HashKey("192.0.2.11")
	if len(a) != 32 || a == b || strings.Contains(a, "192") {
		t.Errorf("HashKey: got %q and %q, want two different 32-character hex hashes", a, b)
	}
	if HashKey("192.0.2.10") != a {
		t.Error("HashKey is not stable")
	}
}
