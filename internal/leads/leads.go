// Package leads turns what a visitor's consultation form sent into a lead
// worth storing: it knows both form shapes, every field rule, and what
// counts as consent and verification.
package leads

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
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
	StateLawID  *int64   `json:"state_law_id"`
	// ServiceID is the service whose page the form was on: the practice
	// area routing matches partners by.
	ServiceID *int64 `json:"service_id"`
	// Language is the language the person wants to be contacted in
	// (ContactLanguages); empty: the language of the form's page.
	Language string `json:"language"`
	Proof
}

// Proof is what every lead form sends beside the person's answers: the
// consent proofs, where the form was, which consent words it showed,
// where the visitor came from, and the honeypot.
type Proof struct {
	LeadID   string `json:"LeadID"`
	Link     string `json:"link"`
	PageURL  string `json:"page_url"`
	Referrer string `json:"referrer"`
	// ConsentVersion is the version of the consent text the form showed
	// (GET /api/site); the server decides whether to believe it.
	ConsentVersion string `json:"consent_version"`
	// Attribution is where the visitor came from (Attribution), checked
	// key by key by checkAttribution.
	Attribution json.RawMessage `json:"attribution"`
	// Website is the honeypot: hidden from people, filled in by bots.
	Website string `json:"website"`
}

// Checkbox is the consent checkbox: forms send true, "true", "1" or "on".
type Checkbox bool

// UnmarshalJSON accepts a boolean or the strings a checkbox may post.
func (c *Checkbox) UnmarshalJSON(b []byte) error {
	// JSON's own white space only: bytes.TrimSpace would also drop a
	// vertical tab or U+0085 and take `"on"` followed by one as checked.
	b = bytes.Trim(b, " \t\r\n")
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
func (p Proof) IsBot() bool { return strings.TrimSpace(p.Website) != "" }

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
func (s Submission) fields() (Lead, validate.Messages) {
	errs := validate.Messages{}
	form := s.Form()
	// Clean, not just TrimSpace: a NUL in any field would make PostgreSQL
	// refuse the whole lead.
	trim := validate.Clean
	lead := Lead{
		SourceForm:  form,
		Description: trim(s.Description),
		StateLawID:  s.StateLawID,
		ServiceID:   s.ServiceID,
	}
	zip := s.ZipCode
	if trim(zip) == "" {
		zip = s.ZipCodeAlt
	}

	if form == FormStateLaw {
		lead.Name = checkName(errs, "name", value(s.Name))
	} else {
		lead.FirstName = checkFirstName(errs, "first_name", value(s.FirstName))
		lead.LastName = checkLastName(errs, "last_name", value(s.LastName))
	}
	lead.Email = checkEmail(errs, "email", s.Email)
	lead.Phone = checkPhone(errs, "phone", s.Phone)
	lead.ZipCode = checkZipCode(errs, "zipCode", zip, form == FormConsultation)
	if trim(s.State) != "" {
		code, ok := StateCode(s.State)
		if !ok {
			errs.Add("state", "lead.state", nil)
		}
		lead.State = code
	}
	errs.MaxLength("description", "label.description", lead.Description, 5000)
	lead.Attribution = checkAttribution(errs, s.Attribution)
	lead.Language = checkLanguage(errs, "language", s.Language)
	if !s.IsChecked {
		errs.Add("is_checked", "lead.consent", nil)
	}
	return lead, errs
}

// The rules of the person's own fields, shared by intake (Submission) and
// the operator's corrections (Correction). Each records what is wrong with
// value under field and returns value as it is stored.

// checkName is the state-law form's single name.
func checkName(errs validate.Messages, field, value string) string {
	return checkPersonName(errs, field, "label.name", value, 200)
}

// checkFirstName and checkLastName are the consultation form's names.
func checkFirstName(errs validate.Messages, field, value string) string {
	return checkPersonName(errs, field, "label.first_name", value, 100)
}

func checkLastName(errs validate.Messages, field, value string) string {
	return checkPersonName(errs, field, "label.last_name", value, 100)
}

func checkPersonName(errs validate.Messages, field, label, value string, max int) string {
	value = validate.Clean(value)
	if errs.Required(field, label, value) {
		errs.MaxLength(field, label, value, max)
	}
	return value
}

// checkEmail stores the address as it is matched (NormalizeEmail):
// duplicates, suppressions and privacy requests find it so.
func checkEmail(errs validate.Messages, field, value string) string {
	value = validate.NormalizeEmail(value)
	if errs.Required(field, "label.email", value) {
		errs.Email(field, value)
	}
	return value
}

// checkPhone takes exactly 10 digits, which is the form NormalizePhone
// matches by.
func checkPhone(errs validate.Messages, field, value string) string {
	value = validate.Clean(value)
	if errs.Required(field, "label.phone", value) && !tenDigits.MatchString(value) {
		errs.Add(field, "lead.phone", nil)
	}
	return value
}

// checkLanguage takes a contact language of ContactLanguages, or none
// (the page's, Proof.prove).
func checkLanguage(errs validate.Messages, field, value string) string {
	if value != "" && !slices.Contains(ContactLanguages, value) {
		errs.Add(field, "answer.language", nil)
	}
	return value
}

// checkZipCode takes 5 digits or ZIP+4; required on the consultation form.
func checkZipCode(errs validate.Messages, field, value string, required bool) string {
	value = validate.Clean(value)
	switch {
	case value == "" && required:
		errs.Required(field, "label.zip_code", value)
	case value != "" && !zipCode.MatchString(value):
		errs.Add(field, "lead.zip_code", nil)
	}
	return value
}
