package leads

import (
	"crypto/rand"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/qualification"
)

// Lead is one consultation request with its consent proof.
type Lead struct {
	ID int64 `json:"id"`
	// Reference names the lead to the visitor (NewReference); the id
	// stays internal.
	Reference   string `json:"reference"`
	SourceForm  string `json:"source_form"`
	FirstName   string `json:"first_name"`
	LastName    string `json:"last_name"`
	Name        string `json:"name"`
	Email       string `json:"email"`
	Phone       string `json:"phone"`
	ZipCode     string `json:"zip_code"`
	State       string `json:"state"`
	StateName   string `json:"state_name"`
	Description string `json:"description"`
	StateLawID  *int64 `json:"state_law_id"`
	// ServiceID is the practice area: the service whose page the form was
	// on, if any.
	ServiceID *int64 `json:"service_id"`
	// Routing is what became of the lead: Routed, Unrouted, Duplicate or
	// Suppressed.
	Routing string `json:"routing"`
	Status  string `json:"status"`
	Notes   string `json:"notes"`
	// Verified is derived from the proof states (Consent.Proven), kept as
	// one flag for lists and exports; the proof is in Consent.
	Verified    bool    `json:"verified"`
	DuplicateOf *int64  `json:"duplicate_of"`
	Consent     Consent `json:"consent"`
	// Attribution is where the visitor came from; zero when the form sent
	// none.
	Attribution Attribution `json:"attribution"`
	CreatedAt   time.Time   `json:"created_at"`
	UpdatedAt   time.Time   `json:"updated_at"`
	// ErasedAt is when the lead's personal data was erased (a privacy
	// request, the retention period), and ErasureReason why; nil: never.
	ErasedAt      *time.Time `json:"erased_at"`
	ErasureReason string     `json:"erasure_reason,omitempty"`
	// Demo marks a synthetic lead made by claimsite demo-data (decision
	// 040): shown as such in the inbox, and removed by demo-data --remove.
	Demo bool `json:"demo"`
	// Language is the language the person wants to be contacted in
	// (LanguageEnglish or LanguageSpanish); the consent's own language is
	// that of the words they were shown.
	Language string `json:"language"`
	// LanguageFallback: no eligible firm spoke Language when the lead was
	// routed, and it went to firms that do not (Decision.LanguageFallback).
	LanguageFallback bool `json:"language_fallback"`
	// Tier is the case evaluation's rating, A (best) to D, or
	// qualification.TierUnrated for the short forms; Qualification is the
	// evaluation itself (nil for the short forms).
	Tier          string         `json:"tier"`
	Qualification *Qualification `json:"qualification"`
	// Experiments are the running experiments' variants the lead's
	// visitor saw on the day it arrived (issue 24, decision 062): each
	// lead is a conversion of those variants. At intake they are the
	// candidates the server assigned the visitor-day; the store keeps
	// those the visitor was exposed to.
	Experiments []ExperimentVariant `json:"experiments"`
	// Visitor is the visitor-day the lead arrived from, only at intake:
	// never stored with the lead or shown.
	Visitor *VisitorDay `json:"-"`
	// PageLanguage is the language of the page the form was on, only at
	// intake: the language of the visitor's confirmation e-mail (decision
	// 066), kept with the queued mail rather than the lead.
	PageLanguage string `json:"-"`
}

// ExperimentVariant is the variant of one experiment a lead's visitor saw.
type ExperimentVariant struct {
	ExperimentID int64  `json:"experiment_id"`
	Variant      string `json:"variant"`
	// Name is the experiment's name, on the lead's own screen.
	Name string `json:"name,omitempty"`
}

// VisitorDay is a visitor-day key (decision 062) and its UTC day.
type VisitorDay struct {
	Day string
	Key []byte
}

// Languages a person may be contacted in.
const (
	LanguageEnglish = "en"
	LanguageSpanish = "es"
)

// Consent is the proof that the visitor agreed to be contacted.
type Consent struct {
	Given              bool      `json:"given"`
	TextVersion        string    `json:"text_version"`
	Text               string    `json:"text"`
	At                 time.Time `json:"at"`
	IP                 string    `json:"ip"`
	UserAgent          string    `json:"user_agent"`
	PageURL            string    `json:"page_url"`
	Referrer           string    `json:"referrer"`
	LeadIDToken        string    `json:"leadid_token"`
	TrustedFormCertURL string    `json:"trustedform_cert_url"`
	// Each proof's own state (ProofAbsent, ProofMalformed, ProofValid; a
	// certificate also ProofRetained or ProofRetainFailed), and what the
	// vendor said when the certificate was claimed.
	LeadIDState       string `json:"leadid_state"`
	TrustedFormState  string `json:"trustedform_state"`
	TrustedFormDetail string `json:"trustedform_detail"`
	// Language is the language of the consent words shown.
	Language string `json:"language"`
	// Retain asks for the certificate to be claimed from TrustedForm once
	// the lead is committed (an API key is configured). Not stored: the
	// queued claim is the record of it.
	Retain bool `json:"-"`
}

// Lead forms.
const (
	FormConsultation   = "consultation"
	FormStateLaw       = "state_law"
	FormCaseEvaluation = "case_evaluation"
)

// Statuses are the steps a lead goes through in the operator's hands, in
// order.
var Statuses = []string{"new", "contacted", "qualified", "rejected"}

// DuplicateWindow is how far back an earlier lead with the same e-mail or
// phone makes a new one a duplicate.
const DuplicateWindow = 30 * 24 * time.Hour

// referenceAlphabet is Crockford's base32: digits and capitals without I,
// L, O and U, so a reference read out on the phone is not misheard or
// mistyped. 32 symbols: one per 5 bits, no bias from the random bytes.
const referenceAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// ReferenceLength is the length of a lead reference: 60 random bits.
const ReferenceLength = 12

// NewReference makes a random lead reference: ReferenceLength
// characters of referenceAlphabet from crypto/rand. It says nothing about
// how many leads exist or when this one came, unlike the row id.
func NewReference() string {
	b := make([]byte, ReferenceLength)
	rand.Read(b) // never fails (crypto/rand panics rather than return an error)
	return ReferenceFrom(b)
}

// ReferenceFrom makes a reference of the same form from the first
// ReferenceLength bytes of b (random or a keyed hash: the honeypot's
// decoys look like real references).
func ReferenceFrom(b []byte) string {
	out := make([]byte, ReferenceLength)
	for i := range out {
		out[i] = referenceAlphabet[b[i]%32]
	}
	return string(out)
}

// Priced is what the lead's price depends on (billing.Lead): its state,
// practice area and tier.
func (l Lead) Priced() billing.Lead {
	p := billing.Lead{State: l.State, Tier: l.Tier}
	if l.ServiceID != nil {
		p.ServiceID = *l.ServiceID
	}
	if p.Tier == "" {
		p.Tier = qualification.TierUnrated
	}
	return p
}

// DeadlinePassed reports whether the case evaluation found the general
// filing deadline passed when the lead came.
func (l Lead) DeadlinePassed() bool {
	q := l.Qualification
	return q != nil && q.DeadlineStatus != nil && *q.DeadlineStatus == qualification.DeadlinePassed
}
