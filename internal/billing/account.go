package billing

// Mode is how a firm pays.
type Mode string

const (
	// Prepaid: the firm pays ahead; routing skips it when its balance, less
	// the amounts held for leads on their way, is below a lead's price.
	Prepaid Mode = "prepaid"
	// Invoice: the firm is invoiced monthly; routing skips it when what it
	// owes, with the holds and the lead's price, would pass its credit
	// limit.
	Invoice Mode = "invoice"
)

// Modes lists the billing modes, for validation.
var Modes = []Mode{Prepaid, Invoice}

// Account is a firm's money as routing sees it. BalanceCents is what the
// firm has paid less what it was charged (negative: it owes);
// HeldCents the prices of leads routed to it and not yet delivered.
type Account struct {
	Mode             Mode
	BalanceCents     int64
	HeldCents        int64
	CreditLimitCents int64 // invoice mode; 0: no limit
}

// AvailableCents is the balance less the holds.
func (a Account) AvailableCents() int64 { return a.BalanceCents - a.HeldCents }

// CanTake reports whether the firm can take a lead of price cents now.
func (a Account) CanTake(price int64) bool {
	if a.Mode == Invoice {
		if a.CreditLimitCents == 0 {
			return true
		}
		// What the firm would owe with this lead: credit it paid ahead
		// counts first.
		return -(a.AvailableCents() - price) <= a.CreditLimitCents
	}
	return a.AvailableCents() >= price
}

// FellBelow reports whether a balance went from at or above threshold to
// under it: the moment a prepaid firm is told its balance runs low (once,
// not on every lead after).
func FellBelow(before, after, threshold int64) bool {
	return threshold > 0 && before >= threshold && after < threshold
}
