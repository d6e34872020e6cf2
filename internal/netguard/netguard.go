// Package netguard decides which network addresses the server may call
// out to on an operator's behalf (partner webhooks). A URL typed into the
// admin area must not point the server at itself, its database, the cloud
// metadata service or anything else on the private side of the network,
// unless the operator says the partners live there
// (CLAIMSITE_WEBHOOK_ALLOW_PRIVATE).
//
// Checking the URL when it is saved is not enough on its own: a name can
// resolve elsewhere later (DNS rebinding). Whoever dials uses Control too,
// so the address actually connected to is checked.
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// LookupTimeout bounds the name lookup CheckURL makes.
const LookupTimeout = 3 * time.Second

// MaxURLLength bounds a URL CheckURL accepts.
const MaxURLLength = 2000

// alwaysRefused are addresses no webhook can be at, private networks or
// not: nobody listens on "this host" or a broadcast address.
var alwaysRefused = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),          // "this network"
	netip.MustParsePrefix("255.255.255.255/32"), // limited broadcast
}

// privateRanges are ranges netip's own predicates do not name but that are
// not on the public internet either.
var privateRanges = []netip.Prefix{
	netip.MustParsePrefix("100.64.0.0/10"),  // carrier-grade NAT, shared address space
	netip.MustParsePrefix("198.18.0.0/15"),  // benchmarking networks
	netip.MustParsePrefix("240.0.0.0/4"),    // reserved
	netip.MustParsePrefix("64:ff9b:1::/48"), // local-use NAT64
}

// AllowedIP reports whether the server may connect to ip. Unspecified,
// multicast and broadcast addresses are never allowed. Loopback, private
// (RFC 1918, fc00::/7), link-local (which holds the cloud metadata service,
// 169.254.169.254) and the other non-public ranges are allowed only with
// allowPrivate. IPv4 addresses written as IPv6 (::ffff:10.0.0.1) are
// judged as the IPv4 address they are.
func AllowedIP(ip net.IP, allowPrivate bool) bool {
	addr, ok := netip.AddrFromSlice(ip)
	if !ok {
		return false
	}
	return AllowedAddr(addr, allowPrivate)
}

// AllowedAddr is AllowedIP for a netip.Addr.
func AllowedAddr(addr netip.Addr, allowPrivate bool) bool {
	addr = addr.Unmap().WithZone("")
	if !addr.IsValid() || addr.IsUnspecified() || addr.IsMulticast() {
		return false
	}
	for _, p := range alwaysRefused {
		if p.Contains(addr) {
			return false
		}
	}
	if allowPrivate {
		return true
	}
	if addr.IsLoopback() || addr.IsPrivate() || addr.IsLinkLocalUnicast() || addr.IsInterfaceLocalMulticast() {
		return false
	}
	for _, p := range privateRanges {
		if p.Contains(addr) {
			return false
		}
	}
	return true
}

// Errors CheckURL returns. Their text finishes a sentence that starts with
// the field's name ("The webhook URL must use https.").
var (
	ErrInvalid        = errors.New("must be a valid URL such as https://example.com/leads")
	ErrTooLong        = fmt.Errorf("may not be longer than %d characters", MaxURLLength)
	ErrScheme         = errors.New("must use https")
	ErrSchemeHTTP     = errors.New("must use http or https")
	ErrUserInfo       = errors.New("may not contain a user name or password")
	ErrDoesNotResolve = errors.New("does not resolve: the host name was not found")
	ErrPrivate        = errors.New("may not point to a loopback, private or link-local address")
	ErrUnroutable     = errors.New("may not point to an unspecified, multicast or broadcast address")
)

// Resolver looks host names up; net.DefaultResolver is one.
type Resolver interface {
	LookupIPAddr(ctx context.Context, host string) ([]net.IPAddr, error)
}

// CheckURL reports whether raw is a URL the server may post to: https
// (http too with allowPrivate), a host, no credentials, and a host that
// resolves (within LookupTimeout) to addresses that AllowedIP accepts,
// every one of them. It returns one of the Err values above, or nil.
func CheckURL(ctx context.Context, raw string, allowPrivate bool) error {
	return CheckURLWith(ctx, net.DefaultResolver, raw, allowPrivate)
}

// CheckURLWith is CheckURL with another resolver.
func CheckURLWith(ctx context.Context, r Resolver, raw string, allowPrivate bool) error {
	if len(raw) > MaxURLLength {
		return ErrTooLong
	}
	u, err := url.Parse(raw)
	if err != nil || u.Opaque != "" || u.Hostname() == "" || strings.ContainsAny(raw, " \t\r\n") {
		return ErrInvalid
	}
	switch scheme := strings.ToLower(u.Scheme); {
	case scheme == "https":
	case scheme == "http" && allowPrivate:
	case allowPrivate:
		return ErrSchemeHTTP
	default:
		return ErrScheme
	}
	if u.User != nil {
		return ErrUserInfo
	}
	if p := u.Port(); p != "" {
		if n, err := parsePort(p); err != nil || n == 0 {
			return ErrInvalid
		}
	}
	host := u.Hostname()
	if addr, err := netip.ParseAddr(host); err == nil {
		return addrError(addr, allowPrivate)
	}
	ctx, cancel := context.WithTimeout(ctx, LookupTimeout)
	defer cancel()
	addrs, err := r.LookupIPAddr(ctx, host)
	if err != nil || len(addrs) == 0 {
		return ErrDoesNotResolve
	}
	for _, a := range addrs {
		addr, ok := netip.AddrFromSlice(a.IP)
		if !ok {
			return ErrDoesNotResolve
		}
		if err := addrError(addr, allowPrivate); err != nil {
			return err
		}
	}
	return nil
}

// addrError says why addr is refused, or nil.
func addrError(addr netip.Addr, allowPrivate bool) error {
	switch {
	case AllowedAddr(addr, allowPrivate):
		return nil
	case !AllowedAddr(addr, true):
		return ErrUnroutable
	}
	return ErrPrivate
}

func parsePort(p string) (int, error) {
	n := 0
	for _, c := range p {
		if c < '0' || c > '9' {
			return 0, ErrInvalid
		}
		n = n*10 + int(c-'0')
		if n > 65535 {
			return 0, ErrInvalid
		}
	}
	return n, nil
}

// Control is for net.Dialer.Control: it refuses a connection to an
// address AllowedIP does not accept, after the name was resolved and
// whatever it resolved to, so a webhook host cannot be switched to a
// private address between the check at save time and the delivery.
//
//	dialer := &net.Dialer{Timeout: 10 * time.Second, Control: netguard.Control(cfg.WebhookAllowPrivate)}
func Control(allowPrivate bool) func(network, address string, c syscall.RawConn) error {
	return func(network, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		addr, err := netip.ParseAddr(host)
		if err != nil {
			return fmt.Errorf("netguard: dial %s: not an IP address", address)
		}
		if !AllowedAddr(addr, allowPrivate) {
			return fmt.Errorf("netguard: dial %s: %w", address, ErrPrivate)
		}
		return nil
	}
}
