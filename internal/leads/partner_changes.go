package leads

import (
	"reflect"
	"slices"
)

// PartnerChanges is what a firm asks the operator to change about itself
// (a change request, issue 22): its routing and the channels its leads
// arrive by, never its name, priority, prices, billing or return settings.
// A nil field is not asked for; an approval sets the others and keeps
// everything else.
type PartnerChanges struct {
	States     *[]string `json:"states,omitempty"`
	ServiceIDs *[]int64  `json:"service_ids,omitempty"`
	DailyCap   *int      `json:"daily_cap,omitempty"`
	MonthlyCap *int      `json:"monthly_cap,omitempty"`
	Timezone   *string   `json:"timezone,omitempty"`
	Schedule   *Schedule `json:"schedule,omitempty"`
	Email      *string   `json:"email,omitempty"`
	WebhookURL *string   `json:"webhook_url,omitempty"`
	Languages  *[]string `json:"languages,omitempty"`
}

// ChangeableFields names, in the order a form shows them, the partner
// fields a firm may ask to change: the JSON names of PartnerChanges.
var ChangeableFields = []string{"states", "service_ids", "daily_cap", "monthly_cap", "timezone", "schedule", "email", "webhook_url", "languages"}

// fields pairs each JSON name with the change's field and the partner's.
func (c *PartnerChanges) fields(p *Partner) []struct {
	name          string
	asked, target any
} {
	return []struct {
		name          string
		asked, target any
	}{
		{"states", &c.States, &p.States},
		{"service_ids", &c.ServiceIDs, &p.ServiceIDs},
		{"daily_cap", &c.DailyCap, &p.DailyCap},
		{"monthly_cap", &c.MonthlyCap, &p.MonthlyCap},
		{"timezone", &c.Timezone, &p.Timezone},
		{"schedule", &c.Schedule, &p.Schedule},
		{"email", &c.Email, &p.Email},
		{"webhook_url", &c.WebhookURL, &p.WebhookURL},
		{"languages", &c.Languages, &p.Languages},
	}
}

// Fields names the fields asked for, in the order of ChangeableFields.
func (c PartnerChanges) Fields() []string {
	var out []string
	for _, f := range c.fields(&Partner{}) {
		if !reflect.ValueOf(f.asked).Elem().IsNil() {
			out = append(out, f.name)
		}
	}
	return out
}

// Empty says whether nothing is asked for.
func (c PartnerChanges) Empty() bool { return len(c.Fields()) == 0 }

// Apply is p with the asked fields set, every other field kept.
func (c PartnerChanges) Apply(p Partner) Partner {
	for _, f := range c.fields(&p) {
		asked := reflect.ValueOf(f.asked).Elem()
		if !asked.IsNil() {
			reflect.ValueOf(f.target).Elem().Set(asked.Elem())
		}
	}
	return p
}

// ChangesOf asks for p's values of the named fields (names outside
// ChangeableFields are ignored): what a firm asks for, read off the
// partner it would be.
func ChangesOf(p Partner, names []string) PartnerChanges {
	var c PartnerChanges
	for _, f := range c.fields(&p) {
		if slices.Contains(names, f.name) {
			v := reflect.New(reflect.TypeOf(f.target).Elem())
			v.Elem().Set(reflect.ValueOf(f.target).Elem())
			reflect.ValueOf(f.asked).Elem().Set(v)
		}
	}
	return c
}

// Current is p's present values of the fields c asks for: what the
// operator compares the request with.
func (c PartnerChanges) Current(p Partner) PartnerChanges { return ChangesOf(p, c.Fields()) }

// Without drops the fields whose asked value is p's already, so a
// request holds only what would change.
func (c PartnerChanges) Without(p Partner) PartnerChanges {
	asked := c.Apply(p)
	var keep []string
	for _, name := range c.Fields() {
		one := []string{name}
		if !reflect.DeepEqual(ChangesOf(asked, one), ChangesOf(p, one)) {
			keep = append(keep, name)
		}
	}
	return ChangesOf(asked, keep)
}
