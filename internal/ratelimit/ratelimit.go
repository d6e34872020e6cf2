// Package ratelimit names the request limits the site enforces, holds their
// defaults, reads CLAIMSITE_RATE_LIMITS and derives the keys requests are
// counted by. The counting itself is in the database (store/ratelimits.go),
// so a limit holds across every instance on one database; render_ip alone
// is counted in each instance's memory (package webui), as it guards that
// instance's CPU and must cost a page request no write.
package ratelimit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Rule names, as written in CLAIMSITE_RATE_LIMITS.
const (
	// ContactIP counts lead submissions (that pass validation) per client.
	ContactIP = "contact_ip"
	// ContactPhone counts lead submissions per phone number.
	ContactPhone = "contact_phone"
	// RegisterIP counts registrations per client.
	RegisterIP = "register_ip"
	// ForgotPasswordIP counts password-reset requests per client.
	ForgotPasswordIP = "forgot_password_ip"
	// ForgotPasswordEmail counts password-reset requests per e-mail address.
	ForgotPasswordEmail = "forgot_password_email"
	// LoginFailuresIP counts failed logins per client, whatever the e-mail:
	// it stops password spraying, which the per-account throttle misses.
	LoginFailuresIP = "login_failures_ip"
	// SearchIP counts site searches per client.
	SearchIP = "search_ip"
	// OptOutIP counts opt-out requests (that pass validation) per client.
	OptOutIP = "opt_out_ip"
	// OptOutContact counts opt-out requests per phone number and per
	// e-mail address: each one tells every partner that had the person.
	OptOutContact = "opt_out_contact"
	// OptOutLinkIP counts uses of the opt-out links of confirmation
	// e-mails per client: the page's button and mail programs' one-click
	// requests, which come from a mail provider's few addresses.
	OptOutLinkIP = "opt_out_link_ip"
	// PrivacyRequestIP counts privacy requests (that pass validation) per
	// client; PrivacyRequestContact per e-mail address or phone number;
	// PrivacyConfirmIP confirmations of mailed links per client.
	PrivacyRequestIP      = "privacy_request_ip"
	PrivacyRequestContact = "privacy_request_contact"
	PrivacyConfirmIP      = "privacy_confirm_ip"
	// InvitationIP counts the looks at and acceptances of invitation links
	// per client: a link is a 256-bit secret, but nobody needs to try many.
	InvitationIP = "invitation_ip"
	// PasskeyLoginIP counts sign-ins with a passkey begun per client
	// (each keeps a challenge in the database until it expires).
	PasskeyLoginIP = "passkey_login_ip"
	// PartnerOutcomeIP counts partner outcome reports per client (a
	// partner's server), signed or not.
	PartnerOutcomeIP = "partner_outcome_ip"
	// VisitsIP counts page-view beacons per client.
	VisitsIP = "visits_ip"
	// EvaluationIP counts the case evaluation's step checks and funnel
	// beacons per client (its submission counts as ContactIP).
	EvaluationIP = "evaluation_ip"
	// RenderIP is each client's budget of server renders of public pages
	// that were not cached, per instance and in memory (webui.LimitRenders).
	// Past it a page comes as the app's shell, never a 429.
	RenderIP = "render_ip"
)

// Limit allows Max requests in each fixed Window.
type Limit struct {
	Max    int
	Window time.Duration
}

func (l Limit) String() string { return strconv.Itoa(l.Max) + "/" + formatWindow(l.Window) }

// Set is the limits in force, by rule name. A rule that is absent is not
// limited; the empty Set (CLAIMSITE_RATE_LIMITS=off) limits nothing.
type Set map[string]Limit

// Defaults are the limits of a real site: a person never meets them, a
// script does within minutes.
func Defaults() Set {
	return Set{
		ContactIP:           {10, time.Hour},
		ContactPhone:        {3, 24 * time.Hour},
		RegisterIP:          {10, time.Hour},
		ForgotPasswordIP:    {10, time.Hour},
		ForgotPasswordEmail: {3, time.Hour},
		LoginFailuresIP:     {30, 15 * time.Minute},
		SearchIP:            {60, time.Minute},
		OptOutIP:            {10, time.Hour},
		OptOutContact:       {3, 24 * time.Hour},
		// A link works once; a large mail provider posts its users'
		// one-click withdrawals from a few addresses.
		OptOutLinkIP: {120, time.Hour},
		// A person files a few requests at most; each one mails a link.
		PrivacyRequestIP:      {5, time.Hour},
		PrivacyRequestContact: {3, 24 * time.Hour},
		PrivacyConfirmIP:      {20, time.Hour},
		// An invited person opens their link and accepts it, a few times
		// at most.
		InvitationIP: {30, time.Hour},
		// A person signs in a few times a day; an office of them, a few
		// dozen times an hour.
		PasskeyLoginIP: {60, 15 * time.Minute},
		// A partner's server reports on each lead a few times; a CRM
		// catching up may send a few hundred at once.
		PartnerOutcomeIP: {1200, time.Hour},
		// A beacon per page view: generous, as many visitors may share
		// one address (offices, carrier NAT); a refused beacon only goes
		// uncounted.
		VisitsIP: {600, 10 * time.Minute},
		// A visitor checks six steps and sends a dozen beacons, more when
		// they go back and forth; an office behind one address, a few
		// dozen visitors an hour.
		EvaluationIP: {300, 10 * time.Minute},
		// A render is about 50 ms of CPU: 120 a minute is a tenth of a
		// core per client at most, and far above a visitor (cached pages
		// do not count) or a polite crawler.
		RenderIP: {120, time.Minute},
	}
}

// Names lists every rule, sorted.
func Names() []string {
	names := make([]string, 0, 8)
	for name := range Defaults() {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// Parse reads CLAIMSITE_RATE_LIMITS: "on" or empty (the defaults), "off"
// (no limits, for load tests), or a comma-separated list of overrides on top
// of the defaults, each rule=MAX/WINDOW (contact_ip=20/1h, search_ip=120/1m,
// contact_phone=5/1d) or rule=off.
func Parse(s string) (Set, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "", "on":
		return Defaults(), nil
	case "off":
		return Set{}, nil
	}
	set, known := Defaults(), Defaults()
	seen := map[string]bool{}
	for _, item := range strings.Split(s, ",") {
		name, value, ok := strings.Cut(strings.TrimSpace(item), "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" {
			return nil, fmt.Errorf("want rule=MAX/WINDOW (such as contact_ip=20/1h), got %q", item)
		}
		if _, ok := known[name]; !ok {
			return nil, fmt.Errorf("unknown rule %q (rules: %s)", name, strings.Join(Names(), ", "))
		}
		if seen[name] {
			return nil, fmt.Errorf("rule %q given twice", name)
		}
		seen[name] = true
		if strings.EqualFold(value, "off") {
			delete(set, name)
			continue
		}
		l, err := parseLimit(value)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		set[name] = l
	}
	return set, nil
}

func parseLimit(s string) (Limit, error) {
	maxText, windowText, ok := strings.Cut(s, "/")
	bad := fmt.Errorf("want MAX/WINDOW such as 20/1h (or off), got %q", s)
	if !ok {
		return Limit{}, bad
	}
	n, err := strconv.Atoi(maxText)
	if err != nil || n < 1 || n > 1_000_000 {
		return Limit{}, fmt.Errorf("want a maximum from 1 to 1000000, got %q", maxText)
	}
	w, err := parseWindow(windowText)
	if err != nil {
		return Limit{}, bad
	}
	// Windows are whole seconds (Retry-After is in seconds) and at most a
	// week, so counters never live long.
	if w < time.Second || w > 7*24*time.Hour || w%time.Second != 0 {
		return Limit{}, fmt.Errorf("want a window of whole seconds from 1s to 7d, got %q", windowText)
	}
	return Limit{Max: n, Window: w}, nil
}

// parseWindow is time.ParseDuration plus days ("1d").
func parseWindow(s string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(s)
}

func formatWindow(w time.Duration) string {
	switch {
	case w%(24*time.Hour) == 0:
		return strconv.Itoa(int(w/(24*time.Hour))) + "d"
	case w%time.Hour == 0:
		return strconv.Itoa(int(w/time.Hour)) + "h"
	case w%time.Minute == 0:
		return strconv.Itoa(int(w/time.Minute)) + "m"
	}
	return strconv.Itoa(int(w/time.Second)) + "s"
}

// String writes the set back in CLAIMSITE_RATE_LIMITS syntax (for logs).
func (s Set) String() string {
	if len(s) == 0 {
		return "off"
	}
	parts := make([]string, 0, len(s))
	for _, name := range Names() {
		if l, ok := s[name]; ok {
			parts = append(parts, name+"="+l.String())
		}
	}
	return strings.Join(parts, ",")
}

// Current is the fixed window now falls in: windows are aligned to multiples
// of their length since the Unix epoch (a 1d window starts at midnight UTC),
// so every instance agrees on them without talking to the others.
func (l Limit) Current(now time.Time) (start, end time.Time) {
	start = now.Truncate(l.Window)
	return start, start.Add(l.Window)
}

// ClientKey is what a client is counted by: an IPv4 address as is, an IPv6
// address by its /64 network, because one subscriber commonly holds a whole
// /64 and could otherwise take a new address per request.
func ClientKey(ip string) string {
	parsed := net.ParseIP(ip)
	if parsed == nil {
		return ip
	}
	if v4 := parsed.To4(); v4 != nil {
		return v4.String()
	}
	return parsed.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// HashKey is how a key is stored: the first 16 bytes of its SHA-256 in hex,
// so the table never holds an address, e-mail or phone number in clear.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:16])
}
