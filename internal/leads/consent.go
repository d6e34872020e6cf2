package leads

import "claimsite/internal/validate"

// Context is what a lead needs beyond what the visitor's form sent: the
// facts of the request and the site's settings. The handler gathers them;
// the lead and its consent proof are built here, in one place.
type Context struct {
	// ConsentVersion is the version of the consent text the visitor saw,
	// and ConsentLanguage the language of its words (decision 066).
	ConsentVersion, ConsentLanguage string
	// PageLanguage is the language of the form's page (its URL under /es
	// is Spanish): the contact language of a lead whose form named none.
	PageLanguage string
	// IP is the client address, UserAgent and Referer the request's
	// headers (Referer stands in when the form sent no referrer).
	IP, UserAgent, Referer string
	// Mode is the verification mode: VerificationOff, VerificationOptional
	// or VerificationRequired.
	Mode string
	// RetainCertificates says a TrustedForm API key is configured, so a
	// valid certificate is claimed once the lead is committed.
	RetainCertificates bool
}

// Lead checks the submission against the rules of its form and the
// verification mode, and builds the lead to store with its whole consent
// proof, or returns the field errors (by catalogue message: the handler
// writes them in the page's language, decision 071).
func (s Submission) Lead(ctx Context) (Lead, validate.Messages) {
	lead, errs := s.fields()
	return s.prove(lead, errs, ctx)
}

// prove adds the consent proof of p in ctx to lead, checking it against
// the verification mode into errs.
func (p Proof) prove(lead Lead, errs validate.Messages, ctx Context) (Lead, validate.Messages) {
	c := p.consent(ctx)
	lead.PageLanguage = LanguageEnglish
	if ctx.PageLanguage == LanguageSpanish {
		lead.PageLanguage = LanguageSpanish
	}
	if lead.Language == "" {
		lead.Language = lead.PageLanguage
	}
	if lead.Language != LanguageSpanish {
		lead.Language = LanguageEnglish
	}
	errs.MaxLength("LeadID", "label.lead_id", c.LeadIDToken, 200)
	errs.MaxLength("link", "label.link", c.TrustedFormCertURL, 500)
	if ctx.Mode == VerificationRequired {
		// A proof in the wrong format proves nothing: refused like a
		// missing one, with the same words.
		if c.LeadIDState != ProofValid {
			errs.Add("LeadID", "lead.lead_id_failed", nil)
		}
		if lead.SourceForm != FormStateLaw && c.TrustedFormState != ProofValid {
			errs.Add("link", "lead.certificate_failed", nil)
		}
	}
	lead.Consent = c
	lead.Verified = c.Proven(lead.SourceForm)
	return lead, errs
}

// consent is the consent proof of the submission in ctx: each proof with
// its state, checked here rather than assumed. Outside required mode a
// malformed proof is kept with its state, so a blocked or tampered script
// never costs the lead.
func (s Proof) consent(ctx Context) Consent {
	// Clean, not just TrimSpace: headers and fields may hold bytes that are
	// not UTF-8 or a NUL, which PostgreSQL would refuse with the whole lead.
	trim := validate.Clean
	c := Consent{
		TextVersion:        ctx.ConsentVersion,
		Language:           ctx.ConsentLanguage,
		IP:                 ctx.IP,
		UserAgent:          validate.Clip(trim(ctx.UserAgent), 500),
		PageURL:            validate.Clip(trim(s.PageURL), 2000),
		Referrer:           validate.Clip(trim(s.Referrer), 2000),
		LeadIDToken:        trim(s.LeadID),
		TrustedFormCertURL: trim(s.Link),
	}
	if c.Referrer == "" {
		c.Referrer = validate.Clip(trim(ctx.Referer), 2000)
	}
	c = c.Checked()
	c.Retain = ctx.RetainCertificates && c.TrustedFormState == ProofValid
	return c
}

// Checked is c with the state of each proof whose state is not yet known
// worked out from the proof itself; states already known are kept.
func (c Consent) Checked() Consent {
	if c.LeadIDState == "" {
		c.LeadIDState = LeadIDState(c.LeadIDToken)
	}
	if c.TrustedFormState == "" {
		c.TrustedFormState = TrustedFormState(c.TrustedFormCertURL)
	}
	return c
}

// proofHolds reports whether a proof in state counts: in the vendor's
// format, and for a certificate not refused when it was claimed.
func proofHolds(state string) bool { return state == ProofValid || state == ProofRetained }

// Proven reports whether every proof a lead of form can carry holds: the
// LeadiD token, and for the consultation form also the TrustedForm
// certificate (the state-law form has none).
func (c Consent) Proven(form string) bool {
	return proofHolds(c.LeadIDState) && (form == FormStateLaw || proofHolds(c.TrustedFormState))
}

// RetainKind is the outbox kind that claims a lead's TrustedForm
// certificate; its payload is a Retention.
const RetainKind = "trustedform_retain"

// Retention is the payload of a RetainKind item. It names the lead rather
// than copying it: the claim reads the lead when it runs, so a lead erased
// meanwhile is not claimed.
type Retention struct {
	LeadID int64  `json:"lead_id"`
	CertID string `json:"cert_id"`
}

// CertificateToRetain is the id of the certificate to claim once the lead
// is committed, or "" when there is none to claim.
func (c Consent) CertificateToRetain() string {
	if !c.Retain || c.TrustedFormState != ProofValid {
		return ""
	}
	return TrustedFormCertID(c.TrustedFormCertURL)
}
