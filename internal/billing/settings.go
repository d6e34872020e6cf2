package billing

import (
	"slices"
	"strconv"
	"strings"

	"claimsite/internal/validate"
)

// Limits of a firm's billing settings.
const (
	// MaxPriceCents bounds a price: $10,000 a lead is beyond any real one.
	MaxPriceCents = 1_000_000
	// MaxLimitCents bounds a credit limit or low-balance threshold.
	MaxLimitCents = 100_000_000
	// MaxOverrides bounds a firm's price table.
	MaxOverrides = 500
	// MaxReturnWindowDays bounds a firm's return window.
	MaxReturnWindowDays = 90
)

// Settings is how a firm is priced and billed, as the operator sets it.
type Settings struct {
	Pricing
	Mode             Mode   `json:"billing_mode"`
	CreditLimitCents int64  `json:"credit_limit_cents"`
	LowBalanceCents  int64  `json:"low_balance_cents"`
	BillingEmail     string `json:"billing_email"`
	// ReturnWindowDays is how long after a charge the firm may return the
	// lead; nil: the site's setting.
	ReturnWindowDays *int `json:"return_window_days"`
	// MaxReturnRate is the percent of a month's charged leads the firm's
	// returns may reach and still be approved without review.
	MaxReturnRate int `json:"max_return_rate"`
	// AutoApproveReasons are the return reasons approved without review
	// (within MaxReturnRate).
	AutoApproveReasons []string `json:"auto_approve_reasons"`
}

// WindowDays is the firm's return window: its own, or the site's.
func (s Settings) WindowDays(site int) int {
	if s.ReturnWindowDays != nil {
		return *s.ReturnWindowDays
	}
	return site
}

// DefaultSettings are a new firm's: prepaid, free leads, the usual return
// limits, nothing approved without review.
func DefaultSettings() Settings {
	return Settings{Mode: Prepaid, MaxReturnRate: DefaultMaxReturnRate, AutoApproveReasons: []string{},
		Pricing: Pricing{Overrides: []Override{}}}
}

// Normalized is s with its e-mail trimmed and lower-case, its states
// upper-case, and its lists without repeats (an override repeating the
// keys of an earlier one is dropped: the first one stands).
func (s Settings) Normalized() Settings {
	s.BillingEmail = strings.ToLower(validate.Clean(s.BillingEmail))
	overrides := []Override{}
	seen := map[string]bool{}
	for _, o := range s.Overrides {
		if o.State != nil {
			st := strings.ToUpper(validate.Clean(*o.State))
			o.State = &st
		}
		key := o.key()
		if seen[key] {
			continue
		}
		seen[key] = true
		overrides = append(overrides, o)
	}
	s.Overrides = overrides
	reasons := []string{}
	for _, r := range s.AutoApproveReasons {
		if !slices.Contains(reasons, r) {
			reasons = append(reasons, r)
		}
	}
	s.AutoApproveReasons = reasons
	return s
}

func (o Override) key() string {
	k := "*"
	if o.State != nil {
		k = *o.State
	}
	if o.ServiceID != nil {
		k += "/" + strconv.FormatInt(*o.ServiceID, 10)
	} else {
		k += "/*"
	}
	if o.Tier != nil {
		return k + "/" + *o.Tier
	}
	return k + "/*"
}

// Check reports what is wrong with (normalised) settings, by field, into
// errs. knownState says whether a two-letter code is a state the site
// serves; whether a practice area exists is for the caller (the store).
func (s Settings) Check(errs validate.Errors, knownState func(string) bool) {
	for _, c := range []struct {
		field string
		value int64
	}{{"price_cents", s.PriceCents}, {"shared_price_cents", s.SharedPriceCents}} {
		if c.value < 0 || c.value > MaxPriceCents {
			errs.Add(c.field, "A price must be a whole number of cents from 0 to "+strconv.Itoa(MaxPriceCents)+" ($10,000).")
		}
	}
	if len(s.Overrides) > MaxOverrides {
		errs.Add("price_overrides", "At most "+strconv.Itoa(MaxOverrides)+" prices.")
	}
	for i, o := range s.Overrides {
		at := "Price " + strconv.Itoa(i+1) + ": "
		switch {
		case o.State == nil && o.ServiceID == nil && o.Tier == nil:
			errs.Add("price_overrides", at+"name a state, a practice area, a tier or several (the default price covers every lead).")
		case o.Tier != nil && !slices.Contains(Tiers, *o.Tier):
			errs.Add("price_overrides", at+"the tier must be A, B, C, D or unrated.")
		case o.State != nil && !knownState(*o.State):
			errs.Add("price_overrides", at+strconv.Quote(*o.State)+" is not a state code.")
		case o.ServiceID != nil && *o.ServiceID < 1:
			errs.Add("price_overrides", at+"the practice area must be a service id.")
		case o.PriceCents < 0 || o.PriceCents > MaxPriceCents:
			errs.Add("price_overrides", at+"a price must be a whole number of cents from 0 to "+strconv.Itoa(MaxPriceCents)+".")
		}
	}
	if !slices.Contains(Modes, s.Mode) {
		errs.Add("billing_mode", "The billing mode must be prepaid or invoice.")
	}
	for _, c := range []struct {
		field string
		value int64
	}{{"credit_limit_cents", s.CreditLimitCents}, {"low_balance_cents", s.LowBalanceCents}} {
		if c.value < 0 || c.value > MaxLimitCents {
			errs.Add(c.field, "The amount must be a whole number of cents from 0 to "+strconv.Itoa(MaxLimitCents)+".")
		}
	}
	if s.BillingEmail != "" {
		errs.Email("billing_email", s.BillingEmail)
	}
	if s.ReturnWindowDays != nil && (*s.ReturnWindowDays < 0 || *s.ReturnWindowDays > MaxReturnWindowDays) {
		errs.Add("return_window_days", "The return window must be from 0 to "+strconv.Itoa(MaxReturnWindowDays)+" days.")
	}
	if s.MaxReturnRate < 0 || s.MaxReturnRate > 100 {
		errs.Add("max_return_rate", "The return rate must be a whole percent from 0 to 100.")
	}
	for _, r := range s.AutoApproveReasons {
		if !slices.Contains(ReturnReasons, r) {
			errs.Add("auto_approve_reasons", strconv.Quote(r)+" is not a return reason.")
		}
	}
}
