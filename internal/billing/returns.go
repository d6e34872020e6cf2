package billing

import (
	"slices"
	"time"
)

// Return reasons: what may be wrong with a lead itself, in the words of
// the personal-injury field. "No contact" (the firm could not reach the
// person) is not one: a lead is sold as a request, not as a conversation.
const (
	ReasonWrongNumber        = "wrong_number"
	ReasonNeverRequested     = "never_requested"
	ReasonAlreadyRepresented = "already_represented"
	ReasonDuplicate          = "duplicate"
	ReasonOutsideDeadline    = "outside_deadline"
	ReasonUnder18            = "under_18"
	ReasonWrongStateOrArea   = "wrong_state_or_area"
	ReasonLanguage           = "language"
	ReasonFraudOrTest        = "fraud_or_test"
	ReasonOther              = "other"
)

// ReturnReasons lists the reasons, in the order a firm chooses from them.
var ReturnReasons = []string{ReasonWrongNumber, ReasonNeverRequested, ReasonAlreadyRepresented, ReasonDuplicate,
	ReasonOutsideDeadline, ReasonUnder18, ReasonWrongStateOrArea, ReasonLanguage, ReasonFraudOrTest, ReasonOther}

// ReasonLabels are the reasons as a person reads them.
var ReasonLabels = map[string]string{
	ReasonWrongNumber:        "Wrong number (disconnected, or not the person)",
	ReasonNeverRequested:     "The person never asked to be contacted",
	ReasonAlreadyRepresented: "Already has a lawyer",
	ReasonDuplicate:          "Duplicate of a lead we already had",
	ReasonOutsideDeadline:    "Past the statute of limitations",
	ReasonUnder18:            "Under 18",
	ReasonWrongStateOrArea:   "Outside our states or practice areas",
	ReasonLanguage:           "A language we do not speak",
	ReasonFraudOrTest:        "Fraud or a test",
	ReasonOther:              "Other (explain in the note)",
}

// Return statuses.
const (
	ReturnPending  = "pending"
	ReturnApproved = "approved"
	ReturnDenied   = "denied"
)

// Defaults of a firm's return settings.
const (
	DefaultReturnWindowDays = 7
	DefaultMaxReturnRate    = 15 // percent of the leads charged in a month
)

// ReturnOpen reports whether a lead charged at chargedAt may still be
// returned at now: the window is windowDays of 24 hours from the charge,
// and closes at its last instant.
func ReturnOpen(chargedAt, now time.Time, windowDays int) bool {
	return now.Before(chargedAt.Add(time.Duration(windowDays) * 24 * time.Hour))
}

// ReturnDeadline is when the window of a lead charged at chargedAt closes.
func ReturnDeadline(chargedAt time.Time, windowDays int) time.Time {
	return chargedAt.Add(time.Duration(windowDays) * 24 * time.Hour)
}

// Month is a firm's returns and charges of one calendar month so far.
type Month struct {
	// Returns counts the returns asked for this month that were not
	// denied (pending or approved).
	Returns int
	// Charged counts the leads charged this month.
	Charged int
}

// AutoApproves reports whether a return for reason is approved without
// the operator: the firm's settings name the reason, and with this return
// the firm's returns of the month stay within maxRate percent of the
// leads it was charged this month. Otherwise the return waits for review.
func AutoApproves(reason string, autoReasons []string, m Month, maxRate int) bool {
	if !slices.Contains(autoReasons, reason) {
		return false
	}
	return (m.Returns+1)*100 <= maxRate*m.Charged
}
