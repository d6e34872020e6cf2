package mail

import (
	"io"
	"log/slog"
	"net/url"
	"strings"
	"testing"
)

func testComposer(t *testing.T) *Composer {
	t.Helper()
	c, err := NewComposer(Site{Brand: "Claim Help", PublicURL: "https://claims.example", Phone: "1-888-555-0142", Email: "help@claims.example"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestComposeEveryTemplate: each mail has a subject, a text and an HTML
// body, names the brand and carries its link in both bodies.
func TestComposeEveryTemplate(t *testing.T) {
	c := testComposer(t)
	link := c.Link("/verify-email", url.Values{"token": {"abc_DEF-123"}})
	if link != "https://claims.example/verify-email?token=abc_DEF-123" {
		t.Fatalf("Link: got %q", link)
	}
	for _, tc := range []struct {
		name, subject, link string
		data                map[string]any
	}{
		{"verify_email", "Confirm your e-mail address for Claim Help", link, map[string]any{"Link": link}},
		{"reset_password", "Reset your Claim Help password", link, map[string]any{"Link": link}},
		{"password_changed", "Your Claim Help password was changed", "https://claims.example/reset-password",
			map[string]any{"When": "March 1, 2026 at 10:00 UTC", "ResetLink": "https://claims.example/reset-password"}},
		{"lead_confirmation", "Your request to Claim Help: reference 7K2M9QXR", "https://claims.example/opt-out?token=abc_DEF-123",
			map[string]any{"Reference": "7K2M9QXR", "When": "March 1, 2026 at 10:00 AM EST (America/New_York)", "ConsentText": "I agree.",
				"OptOutLink": "https://claims.example/opt-out?token=abc_DEF-123", "LinkExpires": "May 30, 2026"}},
	} {
		data := map[string]any{"FirstName": "Maria"}
		for k, v := range tc.data {
			data[k] = v
		}
		m, err := c.Compose(tc.name, "maria@example.com", data)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if m.Subject != tc.subject || m.To != "maria@example.com" || m.Template != tc.name {
			t.Errorf("%s: subject %q to %q template %q", tc.name, m.Subject, m.To, m.Template)
		}
		for part, body := range map[string]string{"text": m.Text, "html": m.HTML} {
			for _, want := range []string{"Hello Maria", tc.link, "Claim Help"} {
				if !strings.Contains(body, want) {
					t.Errorf("%s %s body lacks %q:\n%s", tc.name, part, want, body)
				}
			}
			if strings.Contains(body, "<no value>") {
				t.Errorf("%s %s body has an unset value:\n%s", tc.name, part, body)
			}
		}
		m.Unsubscribe = &Unsubscribe{URL: tc.link}
		if s := m.Scrubbed(); s.Text != "" || s.HTML != "" || s.Unsubscribe != nil || s.Subject != m.Subject || s.To != m.To {
			t.Errorf("%s: Scrubbed kept %+v", tc.name, s)
		}
	}
}

// TestComposeEscapesHTML: a name typed at registration cannot inject markup
// into the HTML mail.
func TestComposeEscapesHTML(t *testing.T) {
	m, err := testComposer(t).Compose("verify_email", "x@example.com", map[string]any{"FirstName": `<a href="https://evil.example">Click</a>`, "Link": "https://claims.example/verify-email?token=t"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.HTML, `<a href="https://evil.example">`) {
		t.Errorf("HTML body carries the markup of the name:\n%s", m.HTML)
	}
}

func TestNewSender(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tc := range []struct {
		url    string
		ok     bool
		logs   bool
		host   string
		isSMTP bool
	}{
		{"", true, true, "", false},
		{"smtp://mail.example.com", true, false, "mail.example.com", true},
		{"smtp://user:secret@mail.example.com:2525", true, false, "mail.example.com", true},
		{"smtps://mail.example.com", true, false, "mail.example.com", true},
		{"http://mail.example.com", false, false, "", false},
		{"smtp://mail.example.com:port", false, false, "", false},
	} {
		s, err := NewSender(tc.url, "Claim Help <no-reply@claims.example>", log)
		if (err == nil) != tc.ok {
			t.Errorf("%q: err %v, want ok %v", tc.url, err, tc.ok)
			continue
		}
		if err != nil {
			if strings.Contains(err.Error(), "secret") {
				t.Errorf("%q: the error shows the password: %v", tc.url, err)
			}
			continue
		}
		if s.Logs() != tc.logs {
			t.Errorf("%q: Logs() = %v", tc.url, s.Logs())
		}
		if smtp, ok := s.(*smtpSender); ok != tc.isSMTP || (ok && smtp.host != tc.host) {
			t.Errorf("%q: sender %#v", tc.url, s)
		}
	}
}

func TestMessageIDDomain(t *testing.T) {
	for from, want := range map[string]string{
		"Claim Help <no-reply@claims.example>": "claims.example",
		"no-reply@claims.example":              "claims.example",
		"nobody":                               "claimsite.invalid",
	} {
		if got := messageIDDomain(from); got != want {
			t.Errorf("messageIDDomain(%q) = %q, want %q", from, got, want)
		}
	}
}
