package leads

import "claimsite/internal/validate"

// Correction is the operator's change to the person's own details on a
// lead: how a CCPA correction request (or a typo the person reports) is
// carried out. A nil field is left as it is. Field errors are keyed by the
// admin API's names: first_name, last_name, name, email, phone, zip_code.
type Correction struct {
	FirstName *string
	LastName  *string
	Name      *string
	Email     *string
	Phone     *string
	ZipCode   *string
}

// Any reports whether the correction changes any field.
func (c Correction) Any() bool {
	for _, p := range []*string{c.FirstName, c.LastName, c.Name, c.Email, c.Phone, c.ZipCode} {
		if p != nil {
			return true
		}
	}
	return false
}

// Check holds the correction to the rules a visitor's form of the lead's
// source form is held to (the same rules, not a copy of them), and
// returns it with each value as intake stores it: e-mail lower-case,
// phone as its 10 digits. A consultation lead has a first and a last name
// and needs a ZIP code; a state-law lead has one name and may have none,
// so the names of the other form are refused.
func (c Correction) Check(form string) (Correction, validate.Errors) {
	// The rules' messages are the visitor's, in English here (the admin
	// area is English); the correction's own are plain English.
	msgs := validate.Messages{}
	errs := validate.Errors{}
	out := Correction{}
	set := func(p *string, check func(string) string) *string {
		if p == nil {
			return nil
		}
		v := check(*p)
		return &v
	}
	if form == FormStateLaw {
		out.Name = set(c.Name, func(v string) string { return checkName(msgs, "name", v) })
		for field, p := range map[string]*string{"first_name": c.FirstName, "last_name": c.LastName} {
			if p != nil {
				errs.Add(field, "A state-law lead has one name: correct name instead.")
			}
		}
	} else {
		out.FirstName = set(c.FirstName, func(v string) string { return checkFirstName(msgs, "first_name", v) })
		out.LastName = set(c.LastName, func(v string) string { return checkLastName(msgs, "last_name", v) })
		if c.Name != nil {
			errs.Add("name", "A consultation lead has a first and a last name: correct those instead.")
		}
	}
	out.Email = set(c.Email, func(v string) string { return checkEmail(msgs, "email", v) })
	out.Phone = set(c.Phone, func(v string) string { return checkPhone(msgs, "phone", v) })
	out.ZipCode = set(c.ZipCode, func(v string) string { return checkZipCode(msgs, "zip_code", v, form != FormStateLaw) })
	errs.Include(msgs)
	return out, errs
}
