package config

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"claimsite/internal/ratelimit"
)

// clearEnv unsets every CLAIMSITE_* setting for the test, so the machine's
// environment cannot leak in (t.Setenv restores them afterwards).
func clearEnv(t *testing.T) {
	t.Helper()
	for _, s := range Settings {
		t.Setenv(s.Env, "")
		os.Unsetenv(s.Env)
	}
}

func TestDefaults(t *testing.T) {
	clearEnv(t)
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct{ name, got, want string }{
		{"Addr", c.Addr, ":8080"},
		{"DataDir", c.DataDir, "./data"},
		{"DatabaseURL", c.DatabaseURL, ""},
		{"StorageDir", c.StorageDir, filepath.Join("./data", "storage")},
		{"AdminEmail", c.AdminEmail, ""},
		{"AdminPassword", c.AdminPassword, ""},
		{"PublicURL", c.PublicURL, "http://localhost:8080"},
		{"SMTPURL", c.SMTPURL, ""},
		{"MailFrom", c.MailFrom, "Accident Claim Help <no-reply@accidentclaimhelp.example>"},
		{"Brand", c.Site.Brand, "Accident Claim Help"},
		{"Phone", c.Site.Phone, "1-888-555-0142"},
		{"Email", c.Site.Email, "help@accidentclaimhelp.example"},
		{"ConsentBrands", c.Site.ConsentBrands, "Injury Help Network and Claim Connect"},
		{"LeadVerification", c.Site.LeadVerification, "optional"},
		{"LeadIDScriptURL", c.Site.LeadIDScriptURL, ""},
		{"TrustedFormScriptURL", c.Site.TrustedFormScriptURL, ""},
		{"TrustedFormAPIKey", c.TrustedFormAPIKey, ""},
	} {
		if x.got != x.want {
			t.Errorf("%s: got %q, want %q", x.name, x.got, x.want)
		}
	}
	if !maps.Equal(c.RateLimits, ratelimit.Defaults()) {
		t.Errorf("RateLimits: got %v, want the defaults", c.RateLimits)
	}
	if !c.Seed || c.TrustProxy || c.BcryptCost != 12 || c.ShutdownTimeout != 20*time.Second {
		t.Errorf("Seed %v, TrustProxy %v, BcryptCost %d, ShutdownTimeout %v; want true, false, 12, 20s", c.Seed, c.TrustProxy, c.BcryptCost, c.ShutdownTimeout)
	}
	if c.WebhookAllowPrivate {
		t.Error("WebhookAllowPrivate: got true, want false by default")
	}
	for name, u := range map[string]string{"facebook": c.Site.Facebook, "youtube": c.Site.YouTube, "linkedin": c.Site.LinkedIn,
		"instagram": c.Site.Instagram, "tiktok": c.Site.TikTok, "news": c.Site.NewsURL} {
		if !strings.HasPrefix(u, "https://") {
			t.Errorf("%s URL: got %q, want an https default", name, u)
		}
	}
}

// TestSettingsComplete: every setting has a flag, a help text and a unique
// variable, so --help and the README table list them all.
func TestSettingsComplete(t *testing.T) {
	envs, flags := map[string]bool{}, map[string]bool{}
	for _, s := range Settings {
		if !strings.HasPrefix(s.Env, "CLAIMSITE_") || s.Flag == "" || s.Help == "" {
			t.Errorf("incomplete setting %+v", s)
		}
		if envs[s.Env] || flags[s.Flag] {
			t.Errorf("duplicate setting %+v", s)
		}
		envs[s.Env], flags[s.Flag] = true, true
	}
	for _, want := range []string{"CLAIMSITE_ADDR", "CLAIMSITE_DATA_DIR", "CLAIMSITE_DATABASE_URL", "CLAIMSITE_STORAGE_DIR",
		"CLAIMSITE_ADMIN_EMAIL", "CLAIMSITE_ADMIN_PASSWORD", "CLAIMSITE_SEED"} {
		if !envs[want] {
			t.Errorf("DESIGN.md section 2 setting %s missing", want)
		}
	}
}

func TestEnvOverrides(t *testing.T) {
	clearEnv(t)
	for k, v := range map[string]string{
		"CLAIMSITE_ADDR":                   "127.0.0.1:9000",
		"CLAIMSITE_DATA_DIR":               "/srv/claims",
		"CLAIMSITE_DATABASE_URL":           "postgres://u@db/claims",
		"CLAIMSITE_SEED":                   "false",
		"CLAIMSITE_ADMIN_EMAIL":            " boss@example.com ",
		"CLAIMSITE_ADMIN_PASSWORD":         " spaces kept ",
		"CLAIMSITE_TRUST_PROXY":            "true",
		"CLAIMSITE_WEBHOOK_ALLOW_PRIVATE":  "true",
		"CLAIMSITE_RATE_LIMITS":            "search_ip=120/1m,register_ip=off",
		"CLAIMSITE_BCRYPT_COST":            "10",
		"CLAIMSITE_SHUTDOWN_TIMEOUT":       "5s",
		"CLAIMSITE_BRAND":                  "Crash Help",
		"CLAIMSITE_LEAD_VERIFICATION":      "required",
		"CLAIMSITE_LEADID_SCRIPT_URL":      "https://create.lidstatic.com/c.js",
		"CLAIMSITE_TRUSTEDFORM_SCRIPT_URL": "https://api.trustedform.com/trustedform.js",
		"CLAIMSITE_TRUSTEDFORM_API_KEY":    " tf-key ",
	} {
		t.Setenv(k, v)
	}
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct{ name, got, want string }{
		{"Addr", c.Addr, "127.0.0.1:9000"},
		{"DataDir", c.DataDir, "/srv/claims"},
		{"DatabaseURL", c.DatabaseURL, "postgres://u@db/claims"},
		// The storage folder follows the data folder unless set.
		{"StorageDir", c.StorageDir, filepath.Join("/srv/claims", "storage")},
		{"AdminEmail", c.AdminEmail, "boss@example.com"},
		// A password is taken as typed: spaces can be part of it.
		{"AdminPassword", c.AdminPassword, " spaces kept "},
		{"Brand", c.Site.Brand, "Crash Help"},
		{"LeadVerification", c.Site.LeadVerification, "required"},
		{"LeadIDScriptURL", c.Site.LeadIDScriptURL, "https://create.lidstatic.com/c.js"},
		{"TrustedFormScriptURL", c.Site.TrustedFormScriptURL, "https://api.trustedform.com/trustedform.js"},
		{"TrustedFormAPIKey", c.TrustedFormAPIKey, "tf-key"},
	} {
		if x.got != x.want {
			t.Errorf("%s: got %q, want %q", x.name, x.got, x.want)
		}
	}
	if !c.WebhookAllowPrivate {
		t.Error("WebhookAllowPrivate: got false, want true")
	}
	if c.Seed || !c.TrustProxy || c.BcryptCost != 10 || c.ShutdownTimeout != 5*time.Second {
		t.Errorf("Seed %v, TrustProxy %v, BcryptCost %d, ShutdownTimeout %v; want false, true, 10, 5s", c.Seed, c.TrustProxy, c.BcryptCost, c.ShutdownTimeout)
	}

	wantLimits := ratelimit.Defaults()
	wantLimits[ratelimit.SearchIP] = ratelimit.Limit{Max: 120, Window: time.Minute}
	delete(wantLimits, ratelimit.RegisterIP)
	if !maps.Equal(c.RateLimits, wantLimits) {
		t.Errorf("RateLimits: got %v, want %v", c.RateLimits, wantLimits)
	}
	t.Setenv("CLAIMSITE_RATE_LIMITS", "off")
	if c, err := Load(nil); err != nil || len(c.RateLimits) != 0 {
		t.Errorf("RateLimits off: got %v, %v; want none", c.RateLimits, err)
	}

	t.Setenv("CLAIMSITE_STORAGE_DIR", "/mnt/uploads")
	if c, err := Load(nil); err != nil || c.StorageDir != "/mnt/uploads" {
		t.Errorf("StorageDir set: got %q, %v", c.StorageDir, err)
	}
}

func TestFlagsWinOverEnv(t *testing.T) {
	clearEnv(t)
	t.Setenv("CLAIMSITE_ADDR", ":7000")
	t.Setenv("CLAIMSITE_BRAND", "From Env")
	t.Setenv("CLAIMSITE_SEED", "not-a-bool") // a flag replaces a bad value
	t.Setenv("CLAIMSITE_LEAD_VERIFICATION", "required")
	c, err := Load([]string{"--addr", ":9999", "-brand=From Flag", "--seed=false", "--lead-verification", "off", "--bcrypt-cost", "5"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":9999" || c.Site.Brand != "From Flag" || c.Seed || c.Site.LeadVerification != "off" || c.BcryptCost != 5 {
		t.Errorf("got Addr %q, Brand %q, Seed %v, LeadVerification %q, BcryptCost %d; want the flags' values", c.Addr, c.Site.Brand, c.Seed, c.Site.LeadVerification, c.BcryptCost)
	}
	// What the flags leave alone still comes from the environment.
	c, err = Load([]string{"--brand", "Flag Brand", "--seed", "true"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":7000" || c.Site.LeadVerification != "required" {
		t.Errorf("Addr %q, LeadVerification %q: want the environment's", c.Addr, c.Site.LeadVerification)
	}
	if _, err := Load([]string{"--no-such-flag"}); err == nil {
		t.Errorf("unknown flag: got no error")
	}
}

func TestInvalidValuesReported(t *testing.T) {
	for _, c := range []struct {
		name string
		env  map[string]string
		args []string
		want []string
	}{
		{"bad bool", map[string]string{"CLAIMSITE_SEED": "yes please"}, nil, []string{"CLAIMSITE_SEED"}},
		{"bad trust proxy", map[string]string{"CLAIMSITE_TRUST_PROXY": "maybe"}, nil, []string{"CLAIMSITE_TRUST_PROXY"}},
		{"bad webhook allow private", map[string]string{"CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "sometimes"}, nil, []string{"CLAIMSITE_WEBHOOK_ALLOW_PRIVATE"}},
		{"cost too low", map[string]string{"CLAIMSITE_BCRYPT_COST": "3"}, nil, []string{"CLAIMSITE_BCRYPT_COST"}},
		{"cost too high", map[string]string{"CLAIMSITE_BCRYPT_COST": "32"}, nil, []string{"CLAIMSITE_BCRYPT_COST"}},
		{"cost not a number", map[string]string{"CLAIMSITE_BCRYPT_COST": "twelve"}, nil, []string{"CLAIMSITE_BCRYPT_COST"}},
		{"bad timeout", map[string]string{"CLAIMSITE_SHUTDOWN_TIMEOUT": "20"}, nil, []string{"CLAIMSITE_SHUTDOWN_TIMEOUT"}},
		{"negative timeout", map[string]string{"CLAIMSITE_SHUTDOWN_TIMEOUT": "-1s"}, nil, []string{"CLAIMSITE_SHUTDOWN_TIMEOUT"}},
		{"bad verification mode", map[string]string{"CLAIMSITE_LEAD_VERIFICATION": "sometimes"}, nil, []string{"CLAIMSITE_LEAD_VERIFICATION"}},
		{"public URL without scheme", map[string]string{"CLAIMSITE_PUBLIC_URL": "example.com"}, nil, []string{"CLAIMSITE_PUBLIC_URL"}},
		{"public URL with query", map[string]string{"CLAIMSITE_PUBLIC_URL": "https://example.com/?a=1"}, nil, []string{"CLAIMSITE_PUBLIC_URL"}},
		{"SMTP URL of another scheme", map[string]string{"CLAIMSITE_SMTP_URL": "http://mail.example.com"}, nil, []string{"CLAIMSITE_SMTP_URL"}},
		{"SMTP URL without host", map[string]string{"CLAIMSITE_SMTP_URL": "smtp://"}, nil, []string{"CLAIMSITE_SMTP_URL"}},
		{"mail from without address", map[string]string{"CLAIMSITE_MAIL_FROM": "nobody"}, nil, []string{"CLAIMSITE_MAIL_FROM"}},
		{"admin email alone", map[string]string{"CLAIMSITE_ADMIN_EMAIL": "a@example.com"}, nil, []string{"CLAIMSITE_ADMIN_EMAIL and CLAIMSITE_ADMIN_PASSWORD"}},
		{"admin password alone", nil, []string{"--admin-password", "secret123"}, []string{"CLAIMSITE_ADMIN_EMAIL and CLAIMSITE_ADMIN_PASSWORD"}},
		{"unknown rate limit", map[string]string{"CLAIMSITE_RATE_LIMITS": "contact=5/1h"}, nil, []string{`CLAIMSITE_RATE_LIMITS: unknown rule "contact"`}},
		{"bad rate limit", map[string]string{"CLAIMSITE_RATE_LIMITS": "search_ip=fast"}, nil, []string{"CLAIMSITE_RATE_LIMITS: search_ip: want MAX/WINDOW"}},
		{"bad flag value", nil, []string{"--bcrypt-cost", "0"}, []string{"CLAIMSITE_BCRYPT_COST"}},
		{"every error at once", map[string]string{"CLAIMSITE_SEED": "x", "CLAIMSITE_BCRYPT_COST": "1", "CLAIMSITE_LEAD_VERIFICATION": "y"}, nil,
			[]string{"CLAIMSITE_SEED", "CLAIMSITE_BCRYPT_COST", "CLAIMSITE_LEAD_VERIFICATION"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			_, err := Load(c.args)
			if err == nil {
				t.Fatalf("got no error, want one naming %v", c.want)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %s", err, w)
				}
			}
		})
	}
}

func TestConsentVersion(t *testing.T) {
	a := Site{Brand: "Accident Claim Help", ConsentBrands: "Injury Help Network and Claim Connect"}
	if first, again := a.ConsentVersion(), a.ConsentVersion(); first != again {
		t.Fatalf("version not stable")
	}
	if v := a.ConsentVersion(); !strings.HasPrefix(v, "c-") || len(v) != 2+16 {
		t.Errorf("version %q: want c- and 16 hex digits", v)
	}
	for _, want := range []string{"Accident Claim Help", "Injury Help Network and Claim Connect", "18 years of age or older",
		"Privacy Policy", "Terms and Conditions", "marketing partners", "automatic telephone dialing system",
		"pre-recorded", "wireless", "Message and data rates may apply", "not a condition", "revoke"} {
		if !strings.Contains(a.ConsentText(), want) {
			t.Errorf("consent text lacks %q", want)
		}
	}
	// The words change with the brands, and so does the version.
	b, c := a, a
	b.Brand = "Crash Help"
	c.ConsentBrands = "Other Brand and Another"
	for _, other := range []Site{b, c} {
		if other.ConsentText() == a.ConsentText() || other.ConsentVersion() == a.ConsentVersion() {
			t.Errorf("brand change kept text or version: %q", other.ConsentVersion())
		}
	}
	// Settings that are not in the text leave the version alone.
	d := a
	d.Phone, d.LeadVerification, d.LeadIDScriptURL = "1-800-000-0000", "required", "https://x.example/c.js"
	if d.ConsentVersion() != a.ConsentVersion() {
		t.Errorf("a setting outside the text changed the version")
	}
}
