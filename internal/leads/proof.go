package leads

import (
	"net/url"
	"regexp"
	"strings"
)

// Proof states: each proof of consent is checked, not assumed.
const (
	ProofAbsent    = "absent"    // not sent
	ProofMalformed = "malformed" // sent, but not in the vendor's format
	ProofValid     = "valid"     // in the vendor's format
	// A TrustedForm certificate may then be claimed from the vendor.
	ProofRetained     = "retained"
	ProofRetainFailed = "retain_failed"
)

// leadIDFormat is a LeadiD (Jornaya) token: 36 characters, hex groups
// 8-4-4-4-12.
var leadIDFormat = regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`)

// trustedFormID is the certificate id in a TrustedForm URL.
var trustedFormID = regexp.MustCompile(`^[0-9A-Za-z]{20,64}$`)

// TrustedFormHost is the only host a certificate may live on, and the only
// one claimed from.
const TrustedFormHost = "cert.trustedform.com"

// LeadIDState says whether a LeadiD token is absent, malformed or valid.
func LeadIDState(token string) string {
	switch {
	case strings.TrimSpace(token) == "":
		return ProofAbsent
	case leadIDFormat.MatchString(token):
		return ProofValid
	default:
		return ProofMalformed
	}
}

// TrustedFormState says whether a certificate URL is absent, malformed or
// valid: https://cert.trustedform.com/<id>, nothing else.
func TrustedFormState(certURL string) string {
	if strings.TrimSpace(certURL) == "" {
		return ProofAbsent
	}
	if TrustedFormCertID(certURL) == "" {
		return ProofMalformed
	}
	return ProofValid
}

// TrustedFormCertID is the certificate id of a valid certificate URL, or
// "".
func TrustedFormCertID(certURL string) string {
	// TrustedForm's script writes its URLs in lower case; url.Parse would
	// also take "HTTPS://" (schemes are case-insensitive), but a URL not
	// in the form the script writes was not written by it.
	if !strings.HasPrefix(certURL, "https://") {
		return ""
	}
	u, err := url.Parse(certURL)
	if err != nil || u.Scheme != "https" || u.Host != TrustedFormHost || u.User != nil || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.HasSuffix(certURL, "#") {
		return ""
	}
	id := strings.TrimPrefix(u.Path, "/")
	if !trustedFormID.MatchString(id) {
		return ""
	}
	return id
}
