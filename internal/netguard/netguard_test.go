package netguard

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
)

func TestAllowedIP(t *testing.T) {
	for _, c := range []struct {
		ip                string
		public, isPrivate bool // allowed without / with allowPrivate
	}{
		{"93.184.215.14", true, true},
		{"2606:2800:21f:cb07:6820:80da:af6b:8b2c", true, true},
		{"8.8.8.8", true, true},
		{"127.0.0.1", false, true},
		{"127.8.9.10", false, true},
		{"::1", false, true},
		{"10.0.0.1", false, true},
		{"172.16.5.4", false, true},
		{"172.31.255.255", false, true},
		{"172.32.0.1", true, true},
		{"192.168.1.1", false, true},
		{"169.254.169.254", false, true}, // cloud metadata
		{"fe80::1", false, true},
		{"fc00::1", false, true},
		{"fd12:3456::1", false, true},
		{"100.64.0.1", false, true},
		{"::ffff:10.0.0.1", false, true},
		{"::ffff:127.0.0.1", false, true},
		{"::ffff:93.184.215.14", true, true},
		{"0.0.0.0", false, false},
		{"0.1.2.3", false, false},
		{"::", false, false},
		{"224.0.0.1", false, false},
		{"ff02::1", false, false},
		{"255.255.255.255", false, false},
	} {
		ip := net.ParseIP(c.ip)
		if ip == nil {
			t.Fatalf("bad test address %s", c.ip)
		}
		if got := AllowedIP(ip, false); got != c.public {
			t.Errorf("AllowedIP(%s, false): got %v, want %v", c.ip, got, c.public)
		}
		if got := AllowedIP(ip, true); got != c.isPrivate {
			t.Errorf("AllowedIP(%s, true): got %v, want %v", c.ip, got, c.isPrivate)
		}
	}
	if AllowedIP(nil, true) || AllowedIP(net.IP{1, 2, 3}, true) {
		t.Error("AllowedIP accepted a malformed address")
	}
}

// fakeResolver answers from a map; a missing name does not resolve.
type fakeResolver map[string][]string

func (f fakeResolver) LookupIPAddr(_ context.Context, host string) ([]net.IPAddr, error) {
	ips, ok := f[strings.ToLower(host)]
	if !ok {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	var out []net.IPAddr
	for _, ip := range ips {
		out = append(out, net.IPAddr{IP: net.ParseIP(ip)})
	}
	return out, nil
}

func TestCheckURL(t *testing.T) {
	dns := fakeResolver{
		"hooks.example.com": {"93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"},
		"mixed.example.com": {"93.184.215.14", "10.1.2.3"},
		"intranet.example":  {"192.168.0.10"},
		"localhost":         {"127.0.0.1", "::1"},
		"multicast.example": {"224.0.0.5"},
	}
	for _, c := range []struct {
		url          string
		allowPrivate bool
		want         error
	}{
		{"https://hooks.example.com/leads?x=1", false, nil},
		{"HTTPS://Hooks.Example.com:8443/leads", false, nil},
		{"https://93.184.215.14/leads", false, nil},
		{"https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/leads", false, nil},
		{"http://hooks.example.com/leads", false, ErrScheme},
		{"ftp://hooks.example.com/leads", false, ErrScheme},
		{"ftp://hooks.example.com/leads", true, ErrSchemeHTTP},
		{"hooks.example.com/leads", false, ErrInvalid},
		{"https://", false, ErrInvalid},
		{"https:///path", false, ErrInvalid},
		{"https://hooks.example.com:99999/", false, ErrInvalid},
		{"https://hooks.example.com:0/", false, ErrInvalid},
		{"https://exa mple.com/", false, ErrInvalid},
		{"mailto:a@example.com", false, ErrInvalid},
		{"https://user:pass@hooks.example.com/", false, ErrUserInfo},
		{"https://" + strings.Repeat("a", MaxURLLength) + ".com/", false, ErrTooLong},
		{"https://127.0.0.1/hook", false, ErrPrivate},
		{"https://10.0.0.1/hook", false, ErrPrivate},
		{"https://[::1]:8443/hook", false, ErrPrivate},
		{"https://[::ffff:192.168.1.1]/hook", false, ErrPrivate},
		{"https://169.254.169.254/latest/meta-data", false, ErrPrivate},
		{"https://localhost/hook", false, ErrPrivate},
		{"https://LOCALHOST./hook", false, ErrDoesNotResolve}, // the fake knows no trailing dot
		{"https://intranet.example/hook", false, ErrPrivate},
		{"https://mixed.example.com/hook", false, ErrPrivate}, // one private address is enough
		{"https://nowhere.invalid/hook", false, ErrDoesNotResolve},
		{"https://0.0.0.0/hook", true, ErrUnroutable},
		{"https://multicast.example/hook", true, ErrUnroutable},
		// Private networks and tests.
		{"http://127.0.0.1:8080/hook", true, nil},
		{"https://10.0.0.1/hook", true, nil},
		{"http://localhost/hook", true, nil},
		{"http://[::1]/hook", true, nil},
		{"https://intranet.example/hook", true, nil},
		{"https://nowhere.invalid/hook", true, ErrDoesNotResolve},
	} {
		if got := CheckURLWith(t.Context(), dns, c.url, c.allowPrivate); !errors.Is(got, c.want) {
			t.Errorf("CheckURL(%.60q, %v): got %v, want %v", c.url, c.allowPrivate, got, c.want)
		}
	}
}

// TestCheckURLRealResolver uses the system resolver only for names that
// never reach the internet: literals, localhost and the reserved .invalid.
func TestCheckURLRealResolver(t *testing.T) {
	for _, c := range []struct {
		url  string
		want error
	}{
		{"https://127.0.0.1/", ErrPrivate},
		{"https://[::1]/", ErrPrivate},
		{"https://10.0.0.1/", ErrPrivate},
		{"https://no-such-host.invalid/", ErrDoesNotResolve},
	} {
		if got := CheckURL(t.Context(), c.url, false); !errors.Is(got, c.want) {
			t.Errorf("CheckURL(%s): got %v, want %v", c.url, got, c.want)
		}
	}
	// localhost resolves through /etc/hosts on every machine we run on.
	if got := CheckURL(t.Context(), "https://localhost/", false); !errors.Is(got, ErrPrivate) && !errors.Is(got, ErrDoesNotResolve) {
		t.Errorf("CheckURL(localhost): got %v, want a refusal", got)
	}
}

func TestControl(t *testing.T) {
	for _, c := range []struct {
		address      string
		allowPrivate bool
		ok           bool
	}{
		{"93.184.215.14:443", false, true},
		{"[2606:2800:21f:cb07:6820:80da:af6b:8b2c]:443", false, true},
		{"127.0.0.1:443", false, false},
		{"[::1]:443", false, false},
		{"10.0.0.1:443", false, false},
		{"127.0.0.1:443", true, true},
		{"0.0.0.0:443", true, false},
		{"not-an-address", false, false},
	} {
		err := Control(c.allowPrivate)("tcp", c.address, nil)
		if (err == nil) != c.ok {
			t.Errorf("Control(%v)(%s): got %v, want ok %v", c.allowPrivate, c.address, err, c.ok)
		}
	}
}

// TestControlStopsADial checks the Control hook really stops a connection.
func TestControlStopsADial(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	d := net.Dialer{Control: Control(false)}
	if conn, err := d.DialContext(t.Context(), "tcp", ln.Addr().String()); err == nil {
		conn.Close()
		t.Fatal("dial to loopback without allowPrivate: got a connection")
	} else if !errors.Is(err, ErrPrivate) {
		t.Errorf("dial error: got %v, want ErrPrivate", err)
	}
	d = net.Dialer{Control: Control(true)}
	conn, err := d.DialContext(t.Context(), "tcp", ln.Addr().String())
	if err != nil {
		t.Fatalf("dial to loopback with allowPrivate: %v", err)
	}
	conn.Close()
}
