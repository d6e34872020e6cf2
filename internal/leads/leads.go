// Package leads turns what a visitor's consultation form sent into a lead
// worth storing: it knows both form shapes, every field rule, and what
// counts as consent and verification.
package leads

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"

	"claimsite/internal/validate"
)

// Verification modes (CLAIMSITE_LEAD_VERIFICATION).
const (
	VerificationOff      = "off"
	VerificationOptional = "optional"
	VerificationRequired = "required"
)

// SuccessMessage is the answer to an accepted lead.
const SuccessMessage = "Form submitted successfully Thank you for your inquiry !"

// Submission is the body of POST /api/contact, both shapes: the
// consultation form (first_name, last_name, state, link) and the state-law
// form (name, description).
type Submission struct {
	// The names are pointers so Form can tell a field not sent from one
	// sent blank.
	FirstName   *string  `json:"first_name"`
	LastName    *string  `json:"last_name"`
	Name        *string  `json:"name"`
	Email       string   `json:"email"`
	Phone       string   `json:"phone"`
	ZipCode     string   `json:"zipCode"`
	ZipCodeAlt  string   `json:"zip_code"`
	State       string   `json:"state"`
	Description string   `json:"description"`
	IsChecked   Checkbox `json:"is_checked"`
	LeadID      string   `json:"LeadID"`
	Link        string   `json:"link"`
	StateLawID  *int64   `json:"state_law_id"`
	// ServiceID is the service whose page the form was on: the practice
	// area routing matches partners by.
	ServiceID *int64 `json:"service_id"`
	PageURL   string `json:"page_url"`
	Referrer  string `json:"referrer"`
	// ConsentVersion is the version of the consent text the form showed
	// (GET /api/site); the server decides whether to believe it.
	ConsentVersion string `json:"consent_version"`
	// Website is the honeypot: hidden from people, filled in by bots.
	Website string `json:"website"`
}

// Checkbox is the consent checkbox: forms send true, "true", "1" or "on".
type Checkbox bool

// UnmarshalJSON accepts a boolean or the strings a checkbox may post.
func (c *Checkbox) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	var s string
	if len(b) > 0 && b[0] == '"' {
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
	} else {
		s = string(b)
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "1", "on", "yes":
		*c = true
	default:
		*c = false
	}
	return nil
}

// IsBot reports whether the honeypot was filled in.
func (s Submission) IsBot() bool { return strings.TrimSpace(s.Website) != "" }

// Form says which form sent the submission: the state-law form sends name
// instead of first and last name. It is decided by which fields were sent,
// not only by which are filled, so a state-law form with a blank name gets
// "name is required" (and its optional ZIP code), not the consultation
// form's errors on fields it does not have.
func (s Submission) Form() string {
	name, first, last := value(s.Name), value(s.FirstName), value(s.LastName)
	switch {
	case name != "" && first == "" && last == "":
		return FormStateLaw
	case s.Name != nil && s.FirstName == nil && s.LastName == nil:
		return FormStateLaw
	}
	return FormConsultation
}

// value is the trimmed text of an optional field.
func value(p *string) string {
	if p == nil {
		return ""
	}
	return validate.Clean(*p)
}

var (
	tenDigits = regexp.MustCompile(`^[0-9]{10}$`)
	zipCode   = regexp.MustCompile(`^[0-9]{5}(-[0-9]{4})?$`)
)

// fields checks the visitor's own fields against the rules of their form
// and returns them as a lead without its consent proof (see Lead).
func (s Submission) fields() (Lead, validate.Errors) {
	errs := validate.Errors{}
	form := s.Form()
	// Clean, not just TrimSpace: a NUL in any field would make PostgreSQL
	// refuse the whole lead.
	trim := validate.Clean
	lead := Lead{
		SourceForm:  form,
		Email:       validate.NormalizeEmail(s.Email),
		Phone:       trim(s.Phone),
		ZipCode:     trim(s.ZipCode),
		Description: trim(s.Description),
		StateLawID:  s.StateLawID,
		ServiceID:   s.ServiceID,
	}
	if lead.ZipCode == "" {
		lead.ZipCode = trim(s.ZipCodeAlt)
	}

	if form == FormStateLaw {
		lead.Name = value(s.Name)
		if errs.Required("name", "name", lead.Name) {
			errs.MaxLength("name", "name", lead.Name, 200)
		}
	} else {
		lead.FirstName, lead.LastName = value(s.FirstName), value(s.LastName)
		if errs.Required("first_name", "first name", lead.FirstName) {
			errs.MaxLength("first_name", "first name", lead.FirstName, 100)
		}
		if errs.Required("last_name", "last name", lead.LastName) {
			errs.MaxLength("last_name", "last name", lead.LastName, 100)
		}
	}
	if errs.Required("email", "email", lead.Email) {
		errs.Email("email", lead.Email)
	}
	if errs.Required("phone", "phone", lead.Phone) && !tenDigits.MatchString(lead.Phone) {
		errs.Add("phone", "Phone number must be exactly 10 digits and remove spaces")
	}
	switch {
	case lead.ZipCode == "" && form == FormConsultation:
		errs.Required("zipCode", "zip code", lead.ZipCode)
	case lead.ZipCode != "" && !zipCode.MatchString(lead.ZipCode):
		errs.Add("zipCode", "The zip code must be 5 digits or ZIP+4 (12345-6789).")
	}
	if trim(s.State) != "" {
		code, ok := StateCode(s.State)
		if !ok {
			errs.Add("state", "Select one of the 50 states or the District of Columbia.")
		}
		lead.State = code
	}
	errs.MaxLength("description", "description", lead.Description, 5000)
	if !s.IsChecked {
		errs.Add("is_checked", "You must agree to be contacted before we can send your request.")
	}
	return lead, errs
}
