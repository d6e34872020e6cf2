// Package config reads claimsite's settings from CLAIMSITE_* environment
// variables and the matching command-line flags (flags win).
package config

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/ratelimit"
	"claimsite/internal/reqlog"
)

// Config is everything the server can be told at start.
type Config struct {
	Addr        string
	DataDir     string
	DatabaseURL string
	StorageDir  string
	Seed        bool

	AdminEmail    string
	AdminPassword string

	// RequireMFA makes a second factor a condition of every route but the
	// account's own for the roles that read leads (off only for local
	// development and tests: the server warns at start).
	RequireMFA bool
	// ConfirmWindow is how long a check of who the person is (signing in,
	// or a password or code asked again) lasts for the most sensitive
	// actions.
	ConfirmWindow time.Duration

	// TrustProxy makes the server take the client address from the last
	// X-Forwarded-For hop, and whether the client used HTTPS from the last
	// X-Forwarded-Proto value; only safe behind a proxy that sets them.
	TrustProxy bool
	// RateLimits are the request limits in force (empty: none).
	RateLimits ratelimit.Set
	// BcryptCost is the password hashing cost.
	BcryptCost int
	// ShutdownTimeout bounds how long SIGTERM waits for requests in flight.
	ShutdownTimeout time.Duration

	// PublicURL is the site's public base URL (scheme and host, no trailing
	// slash): every link the product writes starts with it.
	PublicURL string
	// SMTPURL is where mail goes: smtp://user:pass@host:port (STARTTLS when
	// offered) or smtps:// (implicit TLS). Empty: mail is logged, not sent.
	SMTPURL string
	// MailFrom is the sender of every mail.
	MailFrom string
	// WebhookAllowPrivate lets partner webhooks point at loopback and
	// private addresses, over plain http too: for partners on a private
	// network, and for tests. Off, a webhook must be https to a public
	// address (internal/netguard).
	WebhookAllowPrivate bool

	// PartnersPerLead is how many partners get each lead (1: exclusive).
	PartnersPerLead int
	// DeliveryRetry is the first wait before a failed delivery is retried;
	// it doubles up to an hour.
	DeliveryRetry time.Duration
	// NotifyEmails receive one e-mail per new lead.
	NotifyEmails []string
	// TrustedFormAPIKey, when set, has each valid TrustedForm certificate
	// retained (claimed) from the queue once its lead is committed. A
	// secret: never part of Site, which the web app is shown.
	TrustedFormAPIKey string

	// MetricsAddr is where /metrics is served, on a listener of its own
	// (empty: not served). LogLevel is the least severe level logged.
	MetricsAddr string
	LogLevel    slog.Level

	Site Site
}

// Site is what the web app shows about the operator: brand, contact details,
// social links, the consent text and the lead-verification settings.
type Site struct {
	Brand     string
	Phone     string
	Email     string
	Facebook  string
	YouTube   string
	LinkedIn  string
	Instagram string
	TikTok    string
	NewsURL   string
	// ConsentBrands are the two partner brands the consent text names.
	ConsentBrands string

	// LeadVerification is "off", "optional" or "required".
	LeadVerification     string
	LeadIDScriptURL      string
	TrustedFormScriptURL string
}

// Setting describes one variable for --help and the README table.
type Setting struct {
	Env, Flag, Default, Help string
}

// Settings lists every variable the server reads, in README order.
var Settings = []Setting{
	{"CLAIMSITE_ADDR", "addr", ":8080", "address to listen on"},
	{"CLAIMSITE_DATA_DIR", "data-dir", "./data", "folder for the SQLite database and the erasure list"},
	{"CLAIMSITE_DATABASE_URL", "database-url", "", "empty: SQLite file in the data dir; postgres://... : PostgreSQL"},
	{"CLAIMSITE_STORAGE_DIR", "storage-dir", "<data dir>/storage", "folder an older version kept uploads in; imported into the database at start (decision 029)"},
	{"CLAIMSITE_SEED", "seed", "true", "insert the default content into an empty database"},
	{"CLAIMSITE_ADMIN_EMAIL", "admin-email", "", "create (or reset the password of) this admin at start"},
	{"CLAIMSITE_ADMIN_PASSWORD", "admin-password", "", "password for CLAIMSITE_ADMIN_EMAIL (8 characters or more)"},
	{"CLAIMSITE_REQUIRE_MFA", "require-mfa", "true", "require two-step sign-in of the roles that read leads (admin, intake, partner); false only for local development and tests"},
	{"CLAIMSITE_CONFIRM_WINDOW", "confirm-window", "10m", "how long a password or code check lasts for the most sensitive actions (exports, deletions, role changes, secrets), 10s to 10m"},
	{"CLAIMSITE_TRUST_PROXY", "trust-proxy", "false", "take the client IP from X-Forwarded-For and HTTPS from X-Forwarded-Proto (only behind a proxy)"},
	{"CLAIMSITE_RATE_LIMITS", "rate-limits", "on", "request limits: on (the defaults), off (none, for load tests) or overrides such as contact_ip=20/1h,search_ip=off"},
	{"CLAIMSITE_BCRYPT_COST", "bcrypt-cost", "12", "bcrypt cost for passwords (4-31)"},
	{"CLAIMSITE_SHUTDOWN_TIMEOUT", "shutdown-timeout", "20s", "how long SIGTERM waits for requests in flight"},
	{"CLAIMSITE_PUBLIC_URL", "public-url", "http://localhost:8080", "the site's public base URL, used in every link the product writes"},
	{"CLAIMSITE_SMTP_URL", "smtp-url", "", "smtp://user:pass@host:port (STARTTLS when offered) or smtps://...; empty: mail is logged, not sent"},
	{"CLAIMSITE_MAIL_FROM", "mail-from", "Accident Claim Help <no-reply@accidentclaimhelp.example>", "sender of every mail the product writes"},
	{"CLAIMSITE_PARTNERS_PER_LEAD", "partners-per-lead", "1", "how many partners get each lead (1: exclusive leads)"},
	{"CLAIMSITE_DELIVERY_RETRY", "delivery-retry", "30s", "first wait before a failed delivery is retried (doubling up to 1h, for 24h)"},
	{"CLAIMSITE_NOTIFY_EMAILS", "notify-emails", "", "comma-separated addresses told of every new lead"},
	{"CLAIMSITE_WEBHOOK_ALLOW_PRIVATE", "webhook-allow-private", "false", "let partner webhooks use http and loopback or private addresses (private networks and tests)"},
	{"CLAIMSITE_BRAND", "brand", "Accident Claim Help", "brand name shown on the site"},
	{"CLAIMSITE_PHONE", "site-phone", "1-888-555-0142", "phone number shown on the site"},
	{"CLAIMSITE_EMAIL", "site-email", "help@accidentclaimhelp.example", "contact e-mail shown on the site"},
	{"CLAIMSITE_FACEBOOK_URL", "facebook-url", "https://www.facebook.com/", "Facebook page"},
	{"CLAIMSITE_YOUTUBE_URL", "youtube-url", "https://www.youtube.com/", "YouTube channel"},
	{"CLAIMSITE_LINKEDIN_URL", "linkedin-url", "https://www.linkedin.com/", "LinkedIn page"},
	{"CLAIMSITE_INSTAGRAM_URL", "instagram-url", "https://www.instagram.com/", "Instagram profile"},
	{"CLAIMSITE_TIKTOK_URL", "tiktok-url", "https://www.tiktok.com/", "TikTok profile"},
	{"CLAIMSITE_NEWS_URL", "news-url", "https://news.google.com/search?q=personal%20injury", "the Media > News link"},
	{"CLAIMSITE_CONSENT_BRANDS", "consent-brands", "Injury Help Network and Claim Connect", "the two partner brands named in the consent text"},
	{"CLAIMSITE_LEAD_VERIFICATION", "lead-verification", "optional", "off | optional | required: whether LeadiD/TrustedForm must succeed"},
	{"CLAIMSITE_LEADID_SCRIPT_URL", "leadid-script-url", "", "LeadiD campaign script URL (empty: not loaded)"},
	{"CLAIMSITE_TRUSTEDFORM_SCRIPT_URL", "trustedform-script-url", "", "TrustedForm script URL (empty: not loaded)"},
	{"CLAIMSITE_TRUSTEDFORM_API_KEY", "trustedform-api-key", "", "TrustedForm API key: each valid certificate is retained (claimed) after its lead is stored; empty: certificates are not retained"},
	{"CLAIMSITE_METRICS_ADDR", "metrics-addr", "", "address of a separate listener serving Prometheus /metrics (such as 127.0.0.1:9090); empty: no metrics"},
	{"CLAIMSITE_LOG_LEVEL", "log-level", "info", "least severe log level written: debug, info, warn or error"},
}

// Load reads the environment, then the flags in args (without the program
// name). It reports every invalid value it finds. A command with flags of
// its own (create-admin, backup) registers them through extra.
func Load(args []string, extra ...func(*flag.FlagSet)) (Config, error) {
	fs := flag.NewFlagSet("claimsite", flag.ContinueOnError)
	for _, register := range extra {
		register(fs)
	}
	values := make(map[string]*string, len(Settings))
	for _, s := range Settings {
		v := s.Default
		if env, ok := os.LookupEnv(s.Env); ok {
			v = env
		}
		values[s.Env] = fs.String(s.Flag, v, s.Help+" ("+s.Env+")")
	}
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	get := func(env string) string { return strings.TrimSpace(*values[env]) }

	var errs []string
	boolOf := func(env string) bool {
		b, err := strconv.ParseBool(get(env))
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: want true or false, got %q", env, get(env)))
		}
		return b
	}
	c := Config{
		Addr:                get("CLAIMSITE_ADDR"),
		DataDir:             get("CLAIMSITE_DATA_DIR"),
		DatabaseURL:         get("CLAIMSITE_DATABASE_URL"),
		StorageDir:          get("CLAIMSITE_STORAGE_DIR"),
		Seed:                boolOf("CLAIMSITE_SEED"),
		AdminEmail:          get("CLAIMSITE_ADMIN_EMAIL"),
		AdminPassword:       *values["CLAIMSITE_ADMIN_PASSWORD"],
		RequireMFA:          boolOf("CLAIMSITE_REQUIRE_MFA"),
		TrustProxy:          boolOf("CLAIMSITE_TRUST_PROXY"),
		PublicURL:           strings.TrimRight(get("CLAIMSITE_PUBLIC_URL"), "/"),
		SMTPURL:             get("CLAIMSITE_SMTP_URL"),
		MailFrom:            get("CLAIMSITE_MAIL_FROM"),
		WebhookAllowPrivate: boolOf("CLAIMSITE_WEBHOOK_ALLOW_PRIVATE"),
		TrustedFormAPIKey:   get("CLAIMSITE_TRUSTEDFORM_API_KEY"),
		Site: Site{
			Brand:                get("CLAIMSITE_BRAND"),
			Phone:                get("CLAIMSITE_PHONE"),
			Email:                get("CLAIMSITE_EMAIL"),
			Facebook:             get("CLAIMSITE_FACEBOOK_URL"),
			YouTube:              get("CLAIMSITE_YOUTUBE_URL"),
			LinkedIn:             get("CLAIMSITE_LINKEDIN_URL"),
			Instagram:            get("CLAIMSITE_INSTAGRAM_URL"),
			TikTok:               get("CLAIMSITE_TIKTOK_URL"),
			NewsURL:              get("CLAIMSITE_NEWS_URL"),
			ConsentBrands:        get("CLAIMSITE_CONSENT_BRANDS"),
			LeadVerification:     get("CLAIMSITE_LEAD_VERIFICATION"),
			LeadIDScriptURL:      get("CLAIMSITE_LEADID_SCRIPT_URL"),
			TrustedFormScriptURL: get("CLAIMSITE_TRUSTEDFORM_SCRIPT_URL"),
		},
	}
	if c.StorageDir == "" || c.StorageDir == "<data dir>/storage" {
		c.StorageDir = filepath.Join(c.DataDir, "storage")
	}
	cost, err := strconv.Atoi(get("CLAIMSITE_BCRYPT_COST"))
	if err != nil || cost < 4 || cost > 31 {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_BCRYPT_COST: want 4 to 31, got %q", get("CLAIMSITE_BCRYPT_COST")))
	}
	c.BcryptCost = cost
	if c.ConfirmWindow, err = time.ParseDuration(get("CLAIMSITE_CONFIRM_WINDOW")); err != nil || c.ConfirmWindow < 10*time.Second || c.ConfirmWindow > 10*time.Minute {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_CONFIRM_WINDOW: want a duration from 10s to 10m, got %q", get("CLAIMSITE_CONFIRM_WINDOW")))
	}
	c.ShutdownTimeout, err = time.ParseDuration(get("CLAIMSITE_SHUTDOWN_TIMEOUT"))
	if err != nil || c.ShutdownTimeout <= 0 {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_SHUTDOWN_TIMEOUT: want a duration such as 20s, got %q", get("CLAIMSITE_SHUTDOWN_TIMEOUT")))
	}
	switch c.Site.LeadVerification {
	case "off", "optional", "required":
	default:
		errs = append(errs, fmt.Sprintf("CLAIMSITE_LEAD_VERIFICATION: want off, optional or required, got %q", c.Site.LeadVerification))
	}
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_PUBLIC_URL: want http(s)://host[:port][/path], got %q", c.PublicURL))
	}
	if c.SMTPURL != "" {
		if u, err := url.Parse(c.SMTPURL); err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			errs = append(errs, "CLAIMSITE_SMTP_URL: want smtp://[user:pass@]host[:port] or smtps://...")
		}
	}
	if addr, err := mail.ParseAddress(c.MailFrom); err != nil || addr.Address == "" {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_MAIL_FROM: want an address such as Name <no-reply@example.com>, got %q", c.MailFrom))
	}
	if c.RateLimits, err = ratelimit.Parse(get("CLAIMSITE_RATE_LIMITS")); err != nil {
		errs = append(errs, "CLAIMSITE_RATE_LIMITS: "+err.Error())
	}
	if n, err := strconv.Atoi(get("CLAIMSITE_PARTNERS_PER_LEAD")); err != nil || n < 1 || n > 10 {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_PARTNERS_PER_LEAD: want 1 to 10, got %q", get("CLAIMSITE_PARTNERS_PER_LEAD")))
	} else {
		c.PartnersPerLead = n
	}
	if c.DeliveryRetry, err = time.ParseDuration(get("CLAIMSITE_DELIVERY_RETRY")); err != nil || c.DeliveryRetry < time.Second || c.DeliveryRetry > time.Hour {
		errs = append(errs, fmt.Sprintf("CLAIMSITE_DELIVERY_RETRY: want a duration from 1s to 1h such as 30s, got %q", get("CLAIMSITE_DELIVERY_RETRY")))
	}
	for _, a := range strings.Split(get("CLAIMSITE_NOTIFY_EMAILS"), ",") {
		if a = strings.TrimSpace(a); a == "" {
			continue
		}
		if addr, err := mail.ParseAddress(a); err != nil || addr.Name != "" {
			errs = append(errs, fmt.Sprintf("CLAIMSITE_NOTIFY_EMAILS: %q is not an e-mail address", a))
			continue
		}
		c.NotifyEmails = append(c.NotifyEmails, a)
	}
	c.MetricsAddr = get("CLAIMSITE_METRICS_ADDR")
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			errs = append(errs, fmt.Sprintf("CLAIMSITE_METRICS_ADDR: want host:port such as 127.0.0.1:9090, got %q", c.MetricsAddr))
		} else if c.MetricsAddr == c.Addr {
			errs = append(errs, "CLAIMSITE_METRICS_ADDR: must differ from CLAIMSITE_ADDR (metrics are never served on the public listener)")
		}
	}
	if c.LogLevel, err = reqlog.ParseLevel(get("CLAIMSITE_LOG_LEVEL")); err != nil {
		errs = append(errs, "CLAIMSITE_LOG_LEVEL: "+err.Error())
	}
	if (c.AdminEmail == "") != (c.AdminPassword == "") {
		errs = append(errs, "CLAIMSITE_ADMIN_EMAIL and CLAIMSITE_ADMIN_PASSWORD must be set together")
	}
	if len(errs) > 0 {
		return Config{}, fmt.Errorf("configuration: %s", strings.Join(errs, "; "))
	}
	return c, nil
}

// ConsentText is the consent statement a visitor agrees to by ticking the
// box. It names the brand and the two partner brands, so it is built from
// the settings; its version changes whenever its words do.
func (s Site) ConsentText() string {
	return "By checking this box and clicking Submit, I confirm that I am 18 years of age or older, " +
		"that I agree to the Privacy Policy and the Terms and Conditions, and that I consent to receive calls, " +
		"e-mails and text messages from " + s.Brand + ", " + s.ConsentBrands + " and their marketing partners " +
		"at the phone number and e-mail address I provided, including calls and texts made with an automatic " +
		"telephone dialing system or a pre-recorded or artificial voice, even if my number is a wireless number " +
		"or on a do-not-call list. Message and data rates may apply. My consent is not a condition of getting a " +
		"quote or making a purchase, and I can revoke it at any time by any reasonable means."
}

// ConsentVersion identifies the exact consent wording: the first 8 bytes of
// its SHA-256, so a stored lead proves which words the visitor agreed to.
func (s Site) ConsentVersion() string {
	sum := sha256.Sum256([]byte(s.ConsentText()))
	return "c-" + hex.EncodeToString(sum[:8])
}
