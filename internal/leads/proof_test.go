package leads

import (
	"strings"
	"testing"
)

func TestLeadIDState(t *testing.T) {
	for _, c := range []struct{ token, want string }{
		{"", ProofAbsent},
		{"   ", ProofAbsent},
		{"A1B2C3D4-E5F6-7890-ABCD-EF1234567890", ProofValid},
		{"a1b2c3d4-e5f6-7890-abcd-ef1234567890", ProofValid},
		{"00000000-0000-0000-0000-000000000000", ProofValid},
		{"A1B2C3D4E5F67890ABCDEF1234567890", ProofMalformed},      // no dashes
		{"A1B2C3D4-E5F6-7890-ABCD-EF123456789", ProofMalformed},   // 35 characters
		{"A1B2C3D4-E5F6-7890-ABCD-EF12345678901", ProofMalformed}, // 37 characters
		{"G1B2C3D4-E5F6-7890-ABCD-EF1234567890", ProofMalformed},  // not hex
		{"A1B2C3D-4E5F6-7890-ABCD-EF1234567890", ProofMalformed},  // groups 7-5
		{" A1B2C3D4-E5F6-7890-ABCD-EF1234567890", ProofMalformed}, // the caller trims, not the check
		{"{A1B2C3D4-E5F6-7890-ABCD-EF1234567890}", ProofMalformed},
		{"LEADID-TOKEN-1700000000", ProofMalformed},
		{"A1B2C3D4-E5F6-7890-ABCD-EF1234567890\n", ProofMalformed},
	} {
		if got := LeadIDState(c.token); got != c.want {
			t.Errorf("LeadIDState(%q): got %q, want %q", c.token, got, c.want)
		}
	}
}

func TestTrustedFormState(t *testing.T) {
	const id = "0123456789abcdef0123456789abcdef01234567"
	for _, c := range []struct{ url, want, id string }{
		{"", ProofAbsent, ""},
		{"  ", ProofAbsent, ""},
		{"https://cert.trustedform.com/" + id, ProofValid, id},
		{"https://cert.trustedform.com/ABCDEFabcdef0123456789", ProofValid, "ABCDEFabcdef0123456789"},
		{"http://cert.trustedform.com/" + id, ProofMalformed, ""},
		{"https://cert.trustedform.com.evil.example/" + id, ProofMalformed, ""},
		{"https://evil.example/cert.trustedform.com/" + id, ProofMalformed, ""},
		{"https://CERT.TRUSTEDFORM.COM/" + id, ProofMalformed, ""},
		{"https://cert.trustedform.com:8443/" + id, ProofMalformed, ""},
		{"https://user:pass@cert.trustedform.com/" + id, ProofMalformed, ""},
		{"https://cert.trustedform.com/" + id + "?x=1", ProofMalformed, ""},
		{"https://cert.trustedform.com/" + id + "#x", ProofMalformed, ""},
		{"https://cert.trustedform.com/" + id + "/", ProofMalformed, ""},
		{"https://cert.trustedform.com/a/" + id, ProofMalformed, ""},
		{"https://cert.trustedform.com/", ProofMalformed, ""},
		{"https://cert.trustedform.com/abc", ProofMalformed, ""}, // too short to be an id
		{"https://cert.trustedform.com/" + strings.Repeat("a", 65), ProofMalformed, ""},
		{"https://cert.trustedform.com/../" + id, ProofMalformed, ""},
		{"https://cert.trustedform.com/%2e%2e/" + id, ProofMalformed, ""},
		{"javascript:alert(1)", ProofMalformed, ""},
		{"cert.trustedform.com/" + id, ProofMalformed, ""},
	} {
		if got := TrustedFormState(c.url); got != c.want {
			t.Errorf("TrustedFormState(%q): got %q, want %q", c.url, got, c.want)
		}
		if got := TrustedFormCertID(c.url); got != c.id {
			t.Errorf("TrustedFormCertID(%q): got %q, want %q", c.url, got, c.id)
		}
	}
}
