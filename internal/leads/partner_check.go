package leads

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	// Partners keep their caps and opening hours in their own IANA time
	// zone: the binary carries the zone database, so a server or container
	// without /usr/share/zoneinfo still knows every zone (about 450 KB).
	_ "time/tzdata"

	"claimsite/internal/qualification"
	"claimsite/internal/validate"
)

// Limits of a partner's fields.
const (
	PartnerNameMax     = 200
	PartnerMaxPriority = 1000
	PartnerMaxCap      = 1_000_000
	PartnerMaxOpenings = 50
	// DefaultTimezone is a new partner's time zone when none is given.
	DefaultTimezone = "America/New_York"
)

// PartnerLanguages are the languages a firm may say its intake staff
// speak: those leads come in.
var PartnerLanguages = []string{LanguageEnglish, LanguageSpanish}

// Normalized is p with its text trimmed, its e-mail lower-case, its states
// upper-case, and its lists without repeats; states and practice areas in
// the order given, opening hours sorted by day and time.
func (p Partner) Normalized() Partner {
	p.Name = validate.Clean(p.Name)
	p.Email = NormalizeEmail(validate.Clean(p.Email))
	p.WebhookURL = validate.Clean(p.WebhookURL)
	p.WebhookSecret = validate.Clean(p.WebhookSecret)
	p.Timezone = validate.Clean(p.Timezone)
	states := []string{}
	for _, s := range p.States {
		s = strings.ToUpper(validate.Clean(s))
		if !slices.Contains(states, s) {
			states = append(states, s)
		}
	}
	p.States = states
	services := []int64{}
	for _, id := range p.ServiceIDs {
		if !slices.Contains(services, id) {
			services = append(services, id)
		}
	}
	p.ServiceIDs = services
	languages := []string{}
	for _, l := range p.Languages {
		l = strings.ToLower(validate.Clean(l))
		if !slices.Contains(languages, l) {
			languages = append(languages, l)
		}
	}
	if len(languages) == 0 && p.Languages == nil {
		languages = []string{LanguageEnglish} // not said: English
	}
	p.Languages = languages
	schedule := Schedule{}
	for _, h := range p.Schedule {
		h.Open, h.Close = strings.TrimSpace(h.Open), strings.TrimSpace(h.Close)
		if !slices.Contains(schedule, h) {
			schedule = append(schedule, h)
		}
	}
	slices.SortStableFunc(schedule, func(a, b OpeningHours) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Open, b.Open), cmp.Compare(a.Close, b.Close))
	})
	p.Schedule = schedule
	p.Settings = p.Settings.Normalized()
	return p
}

// Check reports what is wrong with a (normalised) partner, by field. It
// checks what the domain alone can: whether the webhook URL may be called
// and whether the practice areas exist are for the caller, who has the
// network and the store.
func (p Partner) Check() validate.Errors {
	errs := validate.Errors{}
	if errs.Required("name", "name", p.Name) {
		errs.MaxLength("name", "name", p.Name, PartnerNameMax)
	}
	if p.Email != "" {
		errs.Email("email", p.Email)
	}
	if p.Email == "" && p.WebhookURL == "" {
		const msg = "A partner needs an email address or a webhook URL to receive leads."
		errs.Add("email", msg)
		errs.Add("webhook_url", msg)
	}
	errs.MaxLength("webhook_secret", "webhook secret", p.WebhookSecret, 200)
	if len(p.States) == 0 {
		errs.Add("states", "Choose at least one state.")
	}
	for _, s := range p.States {
		if !KnownState(s) {
			errs.Add("states", fmt.Sprintf("%q is not a state code (two letters such as CA, or DC).", s))
		}
	}
	if p.Languages != nil && len(p.Languages) == 0 { // nil: not said, English (Normalized)
		errs.Add("languages", "Choose at least one language the firm's intake staff speak.")
	}
	for _, l := range p.Languages {
		if !slices.Contains(PartnerLanguages, l) {
			errs.Add("languages", fmt.Sprintf("%q is not a language leads come in (en or es).", l))
		}
	}
	for _, id := range p.ServiceIDs {
		if id < 1 {
			errs.Add("service_ids", "Each practice area must be a service id.")
			break
		}
	}
	if p.MinTier != nil && qualification.TierRank(*p.MinTier) == 0 {
		errs.Add("min_tier", "The least tier must be A, B, C or D (or none, for any tier).")
	}
	if p.Priority < 1 || p.Priority > PartnerMaxPriority {
		errs.Add("priority", "The priority must be a whole number from 1 (first) to "+strconv.Itoa(PartnerMaxPriority)+".")
	}
	for _, c := range []struct {
		field, label string
		value        int
	}{{"daily_cap", "daily cap", p.DailyCap}, {"monthly_cap", "monthly cap", p.MonthlyCap}} {
		if c.value < 0 || c.value > PartnerMaxCap {
			errs.Add(c.field, "The "+c.label+" must be 0 (no cap) or a whole number up to "+strconv.Itoa(PartnerMaxCap)+".")
		}
	}
	if p.DailyCap > 0 && p.MonthlyCap > 0 && p.DailyCap > p.MonthlyCap {
		errs.Add("daily_cap", "The daily cap may not be greater than the monthly cap.")
	}
	if problem := timezoneProblem(p.Timezone); problem != "" {
		errs.Add("timezone", problem)
	}
	if len(p.Schedule) > PartnerMaxOpenings {
		errs.Add("schedule", "At most "+strconv.Itoa(PartnerMaxOpenings)+" opening hours.")
	}
	for i, h := range p.Schedule {
		if err := h.Check(); err != nil {
			errs.Add("schedule", fmt.Sprintf("Opening %d (%s): %s.", i+1, dayName(h.Day), err))
		}
	}
	p.Settings.Check(errs, KnownState)
	return errs
}

// timezoneProblem says what is wrong with name as a partner's time zone
// (an IANA name: "America/Chicago", "UTC"; "Local", the server's own, is
// not one), or "" when nothing is.
func timezoneProblem(name string) string {
	if name == "" {
		return "The time zone field is required."
	}
	if name == "Local" {
		return "The time zone must be an IANA name such as America/New_York."
	}
	if _, err := time.LoadLocation(name); err != nil {
		return fmt.Sprintf("%q is not a known time zone (an IANA name such as America/New_York).", name)
	}
	return ""
}

// KnownState reports whether code is the two-letter code of a state the
// site serves.
func KnownState(code string) bool {
	for _, s := range States {
		if s.Code == code {
			return true
		}
	}
	return false
}

func dayName(d int) string {
	if d == dayMissing {
		return "no day"
	}
	if d < 0 || d > 6 {
		return "day " + strconv.Itoa(d)
	}
	return time.Weekday(d).String()
}
