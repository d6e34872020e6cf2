package leads

import (
	"cmp"
	"slices"
	"time"

	"claimsite/internal/billing"
)

// Routing outcomes: what became of a lead.
const (
	// Routed: at least one partner gets the lead.
	Routed = "routed"
	// Unrouted: no partner could take it (state, practice area, hours,
	// caps); the operator is told and may send it by hand.
	Unrouted = "unrouted"
	// Duplicate: the person sent an earlier lead within DuplicateWindow
	// and every partner that could take this one already has them.
	Duplicate = "duplicate"
	// Suppressed: the phone or e-mail is on the do-not-contact list; the
	// lead is stored and never delivered.
	Suppressed = "suppressed"
)

// RoutingOutcomes lists the outcomes, for validation and filters.
var RoutingOutcomes = []string{Routed, Unrouted, Duplicate, Suppressed}

// Candidate is a partner as the routing of one lead sees it.
type Candidate struct {
	Partner Partner
	// LeadsToday and LeadsThisMonth count the partner's leads since its
	// own midnight and first of the month (Partner.DayStart, MonthStart).
	LeadsToday, LeadsThisMonth int
	// HasPerson: the partner got an earlier lead with this phone or e-mail
	// within DuplicateWindow.
	HasPerson bool
}

// UnderCaps reports whether the partner may take one more lead.
func (c Candidate) UnderCaps() bool {
	p := c.Partner
	return (p.DailyCap == 0 || c.LeadsToday < p.DailyCap) && (p.MonthlyCap == 0 || c.LeadsThisMonth < p.MonthlyCap)
}

// Request is everything the routing of one lead depends on.
type Request struct {
	State     string // two-letter code
	ServiceID int64  // practice area; 0: none
	// Tier is the lead's tier (qualification.TierUnrated for the short
	// forms) and DeadlinePassed whether its general filing deadline has
	// passed: partners choose by both (Partner.TakesQuality).
	Tier           string
	DeadlinePassed bool
	// Suppressed: the lead's phone or e-mail is on the suppression list.
	Suppressed bool
	// Language is the language the person wants to be contacted in
	// (LanguageEnglish or LanguageSpanish; "" is English), and
	// LanguageFallback whether a lead that no eligible firm speaking it
	// can take goes to the other eligible firms (the operator's setting
	// language_fallback).
	Language         string
	LanguageFallback bool
	Candidates       []Candidate
	// PartnersPerLead is how many partners get each lead (1: exclusive).
	PartnersPerLead int
	Now             time.Time
}

// PriceFor is what the lead costs partner p: its price for the lead's
// state and practice area, or its shared price when the installation
// sends each lead to more than one firm (however many this one finds).
func (r Request) PriceFor(p Partner) int64 {
	return p.PriceOf(billing.Lead{State: r.State, ServiceID: r.ServiceID, Tier: r.Tier}, r.PartnersPerLead > 1)
}

// Decision is the routing of one lead.
type Decision struct {
	Outcome string
	// Partners get the lead, in order (at most PartnersPerLead).
	Partners []Partner
	// LanguageFallback: no eligible firm speaks the lead's language, and
	// the lead went to firms that do not (rule 3).
	LanguageFallback bool
}

// Route decides who gets a lead. The rules, in order:
//
//  1. A suppressed lead goes to nobody.
//  2. A partner can take it when it is active (not paused by the firm, not
//     archived), covers the lead's state and
//     practice area, takes its tier and deadline (Partner.TakesQuality),
//     is open now (its weekly hours, its time zone), is
//     under its daily and monthly caps and can pay the lead's price: a
//     prepaid firm from its balance less its holds, an invoiced one within
//     its credit limit (billing.Account.CanTake).
//  3. Of those, the firms that speak the lead's language (Partner.Speaks)
//     are the only ones that may get it, however few they are. When none
//     does, the others may get it only when LanguageFallback allows, and
//     the decision says so (Decision.LanguageFallback); otherwise nobody
//     may (decision 067).
//  4. A partner that already has the person (an earlier lead with the
//     same phone or e-mail within 30 days) does not get them again.
//  5. The rest are ordered by priority (1 first), then least recently
//     assigned first (round-robin; never assigned comes first), then by
//     id; the first PartnersPerLead get the lead.
//  6. Nobody left: duplicate when rule 4 passed someone over, otherwise
//     unrouted.
//
// Routing never looks at anything a visitor chose: no firm is recommended
// to anyone.
func Route(r Request) Decision {
	if r.Suppressed {
		return Decision{Outcome: Suppressed}
	}
	var eligible, speakers []Candidate
	for _, c := range r.Candidates {
		p := c.Partner
		if !p.Active || p.Paused || p.ArchivedAt != nil || !p.Covers(r.State, r.ServiceID) || !p.TakesQuality(r.Tier, r.DeadlinePassed) ||
			!p.OpenAt(r.Now) || !c.UnderCaps() ||
			!p.Account().CanTake(r.PriceFor(p)) {
			continue
		}
		eligible = append(eligible, c)
		if p.Speaks(r.Language) {
			speakers = append(speakers, c)
		}
	}
	fallback := false
	switch {
	case len(speakers) > 0:
		eligible = speakers
	case len(eligible) > 0 && r.LanguageFallback:
		fallback = true
	default:
		eligible = nil
	}
	var able []Candidate
	hadPerson := false
	for _, c := range eligible {
		if c.HasPerson {
			hadPerson = true
			continue
		}
		able = append(able, c)
	}
	slices.SortStableFunc(able, func(a, b Candidate) int {
		return cmp.Or(
			cmp.Compare(a.Partner.Priority, b.Partner.Priority),
			compareAssigned(a.Partner.LastAssignedAt, b.Partner.LastAssignedAt),
			cmp.Compare(a.Partner.ID, b.Partner.ID),
		)
	})
	n := max(r.PartnersPerLead, 1)
	var chosen []Partner
	for _, c := range able[:min(n, len(able))] {
		chosen = append(chosen, c.Partner)
	}
	switch {
	case len(chosen) > 0:
		return Decision{Outcome: Routed, Partners: chosen, LanguageFallback: fallback}
	case hadPerson:
		return Decision{Outcome: Duplicate}
	default:
		return Decision{Outcome: Unrouted}
	}
}

// compareAssigned orders never-assigned first, then oldest assignment.
func compareAssigned(a, b *time.Time) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	return a.Compare(*b)
}
