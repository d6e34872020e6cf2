package leads

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/qualification"
)

// Partner is a participating law firm that receives leads.
type Partner struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Email      string `json:"email"`
	WebhookURL string `json:"webhook_url"`
	// WebhookSecret signs the webhook's requests. It never leaves in a
	// partner's JSON: the answer that creates or rotates it shows it once.
	WebhookSecret string   `json:"-"`
	States        []string `json:"states"`      // two-letter codes
	ServiceIDs    []int64  `json:"service_ids"` // practice areas; empty: all
	// Priority orders partners: 1 is first.
	Priority int `json:"priority"`
	// DailyCap and MonthlyCap bound the leads a partner gets per day and
	// month of its own time zone; 0 means no cap.
	DailyCap   int      `json:"daily_cap"`
	MonthlyCap int      `json:"monthly_cap"`
	Timezone   string   `json:"timezone"`
	Schedule   Schedule `json:"schedule"`
	Active     bool     `json:"active"`
	// Paused: the firm stopped its own deliveries from its portal;
	// routing skips it until it resumes. ArchivedAt: the operator removed
	// the firm, which keeps its records (no routing, its users disabled).
	Paused     bool       `json:"paused"`
	ArchivedAt *time.Time `json:"archived_at"`
	// PreviousWebhookSecret still verifies, and signs beside the new one,
	// until PreviousSecretUntil: a rotation gives the firm 24 hours to
	// switch its receiver over.
	PreviousWebhookSecret string     `json:"-"`
	PreviousSecretUntil   *time.Time `json:"-"`
	// MinTier is the least case-evaluation tier the firm takes (nil:
	// any); AcceptsUnrated, whether it takes leads of the short forms,
	// which have no tier (nil: yes, the default, which a partner made
	// without saying takes); AcceptsPassedDeadline, whether it takes leads
	// whose general filing deadline has passed (decision 060).
	MinTier               *string `json:"min_tier"`
	AcceptsUnrated        *bool   `json:"accepts_unrated"`
	AcceptsPassedDeadline bool    `json:"accepts_passed_deadline"`
	// Languages are the languages the firm's intake staff speak
	// (LanguageEnglish, LanguageSpanish; at least one, English when none
	// was said): routing gives a lead to firms that speak its language
	// first (Route, decision 067).
	Languages []string `json:"languages"`
	// Settings prices and bills the firm (decision 048).
	billing.Settings
	// BalanceCents is what the firm paid less what it was charged
	// (negative: it owes); HeldCents the prices of leads routed to it and
	// not yet delivered. Both are kept by the store with the ledger.
	BalanceCents int64 `json:"balance_cents"`
	HeldCents    int64 `json:"held_cents"`
	// LastAssignedAt orders partners of one priority: least recently
	// assigned first (round-robin).
	LastAssignedAt *time.Time `json:"last_assigned_at"`
	CreatedAt      time.Time  `json:"created_at"`
	UpdatedAt      time.Time  `json:"updated_at"`
}

// Secrets are the webhook secrets valid at now: the current one, and the
// one it replaced while their overlap lasts.
func (p Partner) Secrets(now time.Time) []string {
	out := []string{p.WebhookSecret}
	if p.PreviousWebhookSecret != "" && p.PreviousSecretUntil != nil && now.Before(*p.PreviousSecretUntil) {
		out = append(out, p.PreviousWebhookSecret)
	}
	return out
}

// Account is the firm's money as routing sees it.
func (p Partner) Account() billing.Account {
	return billing.Account{Mode: p.Mode, BalanceCents: p.BalanceCents, HeldCents: p.HeldCents, CreditLimitCents: p.CreditLimitCents}
}

// PriceOf is what a lead from state for practice area serviceID (0:
// none) costs the firm; shared: the installation sends each lead to more
// than one firm. The price is fixed onto the delivery when the lead is
// routed and never follows what became of the lead.
func (p Partner) PriceOf(l billing.Lead, shared bool) int64 {
	return p.Price(l, shared)
}

// TakesUnrated reports whether the firm takes leads of the short forms.
func (p Partner) TakesUnrated() bool { return p.AcceptsUnrated == nil || *p.AcceptsUnrated }

// TakesQuality reports whether the firm takes a lead of tier (A to D, or
// qualification.TierUnrated) whose general deadline has passed or not.
func (p Partner) TakesQuality(tier string, deadlinePassed bool) bool {
	if deadlinePassed && !p.AcceptsPassedDeadline {
		return false
	}
	if tier == qualification.TierUnrated || tier == "" {
		return p.TakesUnrated()
	}
	return p.MinTier == nil || qualification.TierRank(tier) >= qualification.TierRank(*p.MinTier)
}

// Speaks reports whether the firm's intake staff speak lang (a lead's
// Language; "" is English). A partner that declared no languages (one
// made before languages existed, or in code) speaks English.
func (p Partner) Speaks(lang string) bool {
	if lang == "" {
		lang = LanguageEnglish
	}
	if len(p.Languages) == 0 {
		return lang == LanguageEnglish
	}
	return slices.Contains(p.Languages, lang)
}

// Location is the partner's time zone (UTC when the name is unknown, which
// validation prevents).
func (p Partner) Location() *time.Location {
	if loc, ok := locations.Load(p.Timezone); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(p.Timezone)
	if err != nil {
		return time.UTC
	}
	locations.Store(p.Timezone, loc)
	return loc
}

// locations holds the time zones partners named, loaded once each:
// routing asks for a partner's zone for every lead (its caps and hours),
// and loading one reads and parses the zone database.
var locations sync.Map

// Covers reports whether the partner takes leads from state for the
// practice area serviceID (0: the form was on no service's page).
func (p Partner) Covers(state string, serviceID int64) bool {
	if !slices.Contains(p.States, state) {
		return false
	}
	return len(p.ServiceIDs) == 0 || serviceID == 0 || slices.Contains(p.ServiceIDs, serviceID)
}

// DayStart and MonthStart are when the partner's current day and month
// began, in its own time zone: where its caps are counted from.
func (p Partner) DayStart(now time.Time) time.Time {
	t := now.In(p.Location())
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location())
}

func (p Partner) MonthStart(now time.Time) time.Time {
	t := now.In(p.Location())
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location())
}

// OpenAt reports whether the partner takes leads at t: always with no
// schedule, otherwise inside one of its weekly opening hours.
func (p Partner) OpenAt(t time.Time) bool {
	if len(p.Schedule) == 0 {
		return true
	}
	local := t.In(p.Location())
	minute := local.Hour()*60 + local.Minute()
	for _, h := range p.Schedule {
		if int(local.Weekday()) == h.Day && minute >= h.openMinute() && minute < h.closeMinute() {
			return true
		}
	}
	return false
}

// Schedule is a partner's weekly opening hours.
type Schedule []OpeningHours

// OpeningHours is one opening on one weekday: Day 0 is Sunday; Open and
// Close are "HH:MM" in the partner's time zone, Close after Open ("24:00"
// is the end of the day).
type OpeningHours struct {
	Day   int    `json:"day"`
	Open  string `json:"open"`
	Close string `json:"close"`
}

// dayMissing is the Day of an opening read without one: JSON's zero would
// otherwise make it a Sunday opening, silently.
const dayMissing = -1

// UnmarshalJSON reads one opening; without "day" (or with "day": null) its
// Day is dayMissing, which Check refuses.
func (h *OpeningHours) UnmarshalJSON(b []byte) error {
	type plain OpeningHours
	v := plain{Day: dayMissing}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*h = OpeningHours(v)
	return nil
}

func (h OpeningHours) openMinute() int  { m, _ := clockMinute(h.Open); return m }
func (h OpeningHours) closeMinute() int { m, _ := clockMinute(h.Close); return m }

// clockMinute reads "HH:MM" (00:00 to 24:00) as minutes after midnight.
func clockMinute(s string) (int, error) {
	hh, mm, ok := strings.Cut(s, ":")
	h, err1 := strconv.Atoi(hh)
	m, err2 := strconv.Atoi(mm)
	if !ok || len(hh) != 2 || len(mm) != 2 || err1 != nil || err2 != nil || h < 0 || m < 0 || m > 59 || h > 24 || (h == 24 && m != 0) {
		return 0, fmt.Errorf("want a time such as 09:00, got %q", s)
	}
	return h*60 + m, nil
}

// Check reports what is wrong with one opening, or nil.
func (h OpeningHours) Check() error {
	if h.Day == dayMissing {
		return fmt.Errorf("the day is missing (0 for Sunday to 6 for Saturday)")
	}
	if h.Day < 0 || h.Day > 6 {
		return fmt.Errorf("day must be 0 (Sunday) to 6 (Saturday)")
	}
	open, err := clockMinute(h.Open)
	if err != nil {
		return fmt.Errorf("opening time: %w", err)
	}
	closing, err := clockMinute(h.Close)
	if err != nil {
		return fmt.Errorf("closing time: %w", err)
	}
	if closing <= open {
		return fmt.Errorf("closing time must be after the opening time")
	}
	return nil
}
