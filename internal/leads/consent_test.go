package leads

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/locale"
)

const (
	goodToken = "A1B2C3D4-E5F6-7890-ABCD-EF1234567890"
	goodCert  = "https://cert.trustedform.com/0123456789abcdef0123"
	badCert   = "https://cert.example.com/0123456789abcdef0123"
)

// submission is a valid submission of form with the given proofs ("" left
// out).
func submission(t *testing.T, form, token, cert string) Submission {
	t.Helper()
	body := map[string]any{"email": "j@example.com", "phone": "5551234567", "is_checked": true}
	if form == FormStateLaw {
		body["name"] = "J"
	} else {
		body["first_name"], body["last_name"], body["zipCode"] = "J", "D", "12345"
	}
	if token != "" {
		body["LeadID"] = token
	}
	if cert != "" {
		body["link"] = cert
	}
	b, _ := json.Marshal(body)
	return decode(t, string(b))
}

// TestLeadProofModes: in required mode a proof counts only in the vendor's
// format, a malformed one refused like a missing one; in optional and off
// mode every lead is accepted and each proof is kept with its state.
func TestLeadProofModes(t *testing.T) {
	for _, c := range []struct {
		name        string
		mode, form  string
		token, cert string
		wantErrs    []string
		leadID, tf  string
		verified    bool
	}{
		{"required, both valid", VerificationRequired, FormConsultation, goodToken, goodCert, nil, ProofValid, ProofValid, true},
		{"required, malformed token", VerificationRequired, FormConsultation, "TOKEN-1", goodCert, []string{"LeadID"}, ProofMalformed, ProofValid, false},
		{"required, certificate of another host", VerificationRequired, FormConsultation, goodToken, badCert, []string{"link"}, ProofValid, ProofMalformed, false},
		{"required, certificate over http", VerificationRequired, FormConsultation, goodToken, "http://cert.trustedform.com/0123456789abcdef0123", []string{"link"}, ProofValid, ProofMalformed, false},
		{"required, both malformed", VerificationRequired, FormConsultation, "x", "y", []string{"LeadID", "link"}, ProofMalformed, ProofMalformed, false},
		{"required, both missing", VerificationRequired, FormConsultation, "", "", []string{"LeadID", "link"}, ProofAbsent, ProofAbsent, false},
		{"required, state-law, valid token", VerificationRequired, FormStateLaw, goodToken, "", nil, ProofValid, ProofAbsent, true},
		{"required, state-law, malformed token", VerificationRequired, FormStateLaw, "LEADID-TOKEN-1700000000", "", []string{"LeadID"}, ProofMalformed, ProofAbsent, false},
		{"optional, both valid", VerificationOptional, FormConsultation, goodToken, goodCert, nil, ProofValid, ProofValid, true},
		{"optional, malformed token", VerificationOptional, FormConsultation, "TOKEN-1", goodCert, nil, ProofMalformed, ProofValid, false},
		{"optional, malformed certificate", VerificationOptional, FormConsultation, goodToken, badCert, nil, ProofValid, ProofMalformed, false},
		{"optional, not a URL", VerificationOptional, FormConsultation, goodToken, "javascript:alert(1)", nil, ProofValid, ProofMalformed, false},
		{"optional, missing", VerificationOptional, FormConsultation, "", "", nil, ProofAbsent, ProofAbsent, false},
		{"optional, state-law, malformed token", VerificationOptional, FormStateLaw, "t", "", nil, ProofMalformed, ProofAbsent, false},
		{"off, malformed", VerificationOff, FormConsultation, "t", "u", nil, ProofMalformed, ProofMalformed, false},
		{"off, valid", VerificationOff, FormConsultation, goodToken, goodCert, nil, ProofValid, ProofValid, true},
		{"optional, token over 200", VerificationOptional, FormConsultation, strings.Repeat("x", 201), goodCert, []string{"LeadID"}, ProofMalformed, ProofValid, false},
		{"optional, link over 500", VerificationOptional, FormConsultation, goodToken, "https://cert.trustedform.com/" + strings.Repeat("a", 480), []string{"link"}, ProofValid, ProofMalformed, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			lead, errs := submission(t, c.form, c.token, c.cert).Lead(Context{Mode: c.mode})
			if got := slices.Sorted(maps.Keys(errs)); !slices.Equal(got, c.wantErrs) {
				t.Errorf("error keys: got %v (%v), want %v", got, errs, c.wantErrs)
			}
			if lead.Consent.LeadIDState != c.leadID || lead.Consent.TrustedFormState != c.tf || lead.Verified != c.verified {
				t.Errorf("got leadid %q, trustedform %q, verified %v; want %q, %q, %v",
					lead.Consent.LeadIDState, lead.Consent.TrustedFormState, lead.Verified, c.leadID, c.tf, c.verified)
			}
			if c.mode == VerificationRequired && errs.Has("LeadID") && c.token != "" && len(c.token) <= 200 &&
				errs.English()["LeadID"][0] != "Lead verification did not complete. Please try again." {
				t.Errorf("malformed token: message %q, want the missing token's", errs.English()["LeadID"][0])
			}
			if c.mode == VerificationRequired && errs.Has("link") && errs.English()["link"][0] != "Form certification did not complete. Please try again." {
				t.Errorf("malformed certificate: message %q, want the missing certificate's", errs.English()["link"][0])
			}
			// On a Spanish page (decision 071).
			if c.mode == VerificationRequired && errs.Has("LeadID") && c.token != "" && len(c.token) <= 200 &&
				errs.In(locale.Spanish)["LeadID"][0] != "La verificación del formulario no se completó. Inténtelo de nuevo." {
				t.Errorf("Spanish: %q", errs.In(locale.Spanish)["LeadID"])
			}
			if c.mode == VerificationRequired && errs.Has("link") && errs.In(locale.Spanish)["link"][0] != "La certificación del formulario no se completó. Inténtelo de nuevo." {
				t.Errorf("Spanish: %q", errs.In(locale.Spanish)["link"])
			}
			// The proofs are kept as sent, whatever their state.
			if lead.Consent.LeadIDToken != c.token || lead.Consent.TrustedFormCertURL != c.cert {
				t.Errorf("kept token %q, certificate %q; want them as sent", lead.Consent.LeadIDToken, lead.Consent.TrustedFormCertURL)
			}
		})
	}
}

// TestLeadContext: the request's facts become the consent proof here, not
// in the handler.
func TestLeadContext(t *testing.T) {
	ctx := Context{ConsentVersion: "v7", IP: "198.51.100.4", UserAgent: " Phone\x00 " + strings.Repeat("u", 600), Referer: "https://search.example/", Mode: VerificationOptional}
	lead, errs := submission(t, FormConsultation, goodToken, goodCert).Lead(ctx)
	if errs.Any() {
		t.Fatal(errs)
	}
	c := lead.Consent
	if c.TextVersion != "v7" || c.IP != "198.51.100.4" || !strings.HasPrefix(c.UserAgent, "Phone") || len(c.UserAgent) > 500 || strings.ContainsRune(c.UserAgent, 0) {
		t.Errorf("consent: got version %q, ip %q, user agent %q", c.TextVersion, c.IP, c.UserAgent)
	}
	if c.Referrer != "https://search.example/" {
		t.Errorf("referrer without the form's: got %q, want the request's Referer", c.Referrer)
	}
	sub := submission(t, FormConsultation, goodToken, goodCert)
	sub.Referrer = "https://form.example/"
	if lead, _ := sub.Lead(ctx); lead.Consent.Referrer != "https://form.example/" {
		t.Errorf("referrer: got %q, want the form's own", lead.Consent.Referrer)
	}
}

// TestLeadRetain: a certificate is claimed only with an API key and only
// when it is a valid certificate of the one TrustedForm host.
func TestLeadRetain(t *testing.T) {
	for _, c := range []struct {
		name   string
		cert   string
		retain bool
		want   string
	}{
		{"valid, key set", goodCert, true, "0123456789abcdef0123"},
		{"valid, no key", goodCert, false, ""},
		{"another host, key set", badCert, true, ""},
		{"malformed, key set", "https://cert.trustedform.com/x", true, ""},
		{"absent, key set", "", true, ""},
	} {
		lead, _ := submission(t, FormConsultation, goodToken, c.cert).Lead(Context{Mode: VerificationOptional, RetainCertificates: c.retain})
		if got := lead.Consent.CertificateToRetain(); got != c.want {
			t.Errorf("%s: certificate to retain %q, want %q", c.name, got, c.want)
		}
	}
	// A certificate already retained (or refused) is not claimed again.
	c := Consent{TrustedFormCertURL: goodCert, TrustedFormState: ProofRetained, Retain: true}
	if got := c.CertificateToRetain(); got != "" {
		t.Errorf("retained certificate: to retain %q, want none", got)
	}
}

func TestProven(t *testing.T) {
	for _, c := range []struct {
		form, leadID, tf string
		want             bool
	}{
		{FormConsultation, ProofValid, ProofValid, true},
		{FormConsultation, ProofValid, ProofRetained, true},
		{FormConsultation, ProofValid, ProofRetainFailed, false},
		{FormConsultation, ProofValid, ProofMalformed, false},
		{FormConsultation, ProofMalformed, ProofRetained, false},
		{FormConsultation, ProofAbsent, ProofValid, false},
		{FormStateLaw, ProofValid, ProofAbsent, true},
		{FormStateLaw, ProofMalformed, ProofAbsent, false},
	} {
		if got := (Consent{LeadIDState: c.leadID, TrustedFormState: c.tf}).Proven(c.form); got != c.want {
			t.Errorf("Proven(%s, leadid %s, trustedform %s): got %v, want %v", c.form, c.leadID, c.tf, got, c.want)
		}
	}
}
