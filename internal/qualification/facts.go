// Package qualification holds the rules of the case evaluation (issue
// 23): the state facts it reads (the filing deadline, the fault rule),
// and, as the issue lands, the deadline check and the tiers. It imports
// no store.
package qualification

// FaultRule is how a state treats an injured person's own share of the
// blame, by the names of the state-law record's fault_rule.
type FaultRule string

const (
	// PureComparative: recovery is reduced by the claimant's share, at any share.
	PureComparative FaultRule = "pure_comparative"
	// Modified50: barred at 50% or more.
	Modified50 FaultRule = "modified_50"
	// Modified51: barred above 50%.
	Modified51 FaultRule = "modified_51"
	// Contributory: any fault of the claimant can bar recovery.
	Contributory FaultRule = "contributory"
	// SlightGross: South Dakota's rule; recovery only when the claimant's
	// negligence was slight compared with the other party's.
	SlightGross FaultRule = "slight_gross"
)

// FaultRules are every fault rule, in the order the admin form lists them.
var FaultRules = []FaultRule{PureComparative, Modified50, Modified51, Contributory, SlightGross}

// Valid reports whether r is one of FaultRules.
func (r FaultRule) Valid() bool {
	for _, f := range FaultRules {
		if r == f {
			return true
		}
	}
	return false
}

// Limits of a state's facts, as the admin form checks them.
const (
	MinSOLYears         = 1
	MaxSOLYears         = 10
	MinNoticeDays       = 1
	MaxNoticeDays       = 730
	MaxCitation         = 300
	MaxBarReferralURL   = 500
	MaxBarReferralPhone = 25
)
