package billing

import (
	"fmt"
	"time"
)

// IssuedInvoice is a firm's statement of the ledger entries since its previous
// invoice (decision 052): what it is issued with never changes afterwards.
type IssuedInvoice struct {
	Number              int64         `json:"number"`
	PartnerID           int64         `json:"partner_id"`
	Period              string        `json:"period"` // YYYY-MM: the month it closes
	PeriodStart         time.Time     `json:"period_start"`
	PeriodEnd           time.Time     `json:"period_end"` // exclusive
	OpeningBalanceCents int64         `json:"opening_balance_cents"`
	ChargesCents        int64         `json:"charges_cents"` // negative, as in the ledger
	CreditsCents        int64         `json:"credits_cents"`
	PaymentsCents       int64         `json:"payments_cents"`
	AdjustmentsCents    int64         `json:"adjustments_cents"`
	ClosingBalanceCents int64         `json:"closing_balance_cents"`
	TotalCents          int64         `json:"total_cents"`      // the leads' cost: charges less credits
	AmountDueCents      int64         `json:"amount_due_cents"` // what the firm owes at the close; 0 in credit
	PartnerName         string        `json:"partner_name"`
	BillingEmail        string        `json:"billing_email"`
	BillingMode         Mode          `json:"billing_mode"`
	Issuer              Issuer        `json:"issuer"`
	PaymentInstructions string        `json:"payment_instructions"`
	TimeZone            string        `json:"time_zone"` // the operator's: its dates read in it
	IssuedAt            time.Time     `json:"issued_at"`
	Lines               []InvoiceLine `json:"lines,omitempty"`
}

// Issuer is who sends the invoice: the operator, as the site settings
// named them when it was issued.
type Issuer struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
}

// InvoiceLine is one ledger entry on an invoice. It names a lead by its
// reference, state and practice area only: nothing personal, so erasing
// a lead never has to touch an invoice.
type InvoiceLine struct {
	LedgerEntryID int64     `json:"ledger_entry_id"`
	Kind          string    `json:"kind"` // charge, credit, payment, adjustment
	AmountCents   int64     `json:"amount_cents"`
	LeadReference string    `json:"lead_reference"`
	State         string    `json:"state"`
	PracticeArea  string    `json:"practice_area"`
	Description   string    `json:"description"`
	Date          time.Time `json:"date"`
}

// Total sets the invoice's sums from its lines and opening balance: each
// kind's sum as the ledger signs it, the closing balance, the leads' cost
// (charges less credits, positive when the firm was charged) and what is
// due (the closing balance when the firm owes).
func (inv *IssuedInvoice) Total() error {
	inv.ChargesCents, inv.CreditsCents, inv.PaymentsCents, inv.AdjustmentsCents = 0, 0, 0, 0
	for _, l := range inv.Lines {
		switch l.Kind {
		case "charge":
			inv.ChargesCents += l.AmountCents
		case "credit":
			inv.CreditsCents += l.AmountCents
		case "payment":
			inv.PaymentsCents += l.AmountCents
		case "adjustment":
			inv.AdjustmentsCents += l.AmountCents
		default:
			return fmt.Errorf("billing: invoice line of unknown kind %q", l.Kind)
		}
	}
	inv.ClosingBalanceCents = inv.OpeningBalanceCents + inv.ChargesCents + inv.CreditsCents + inv.PaymentsCents + inv.AdjustmentsCents
	inv.TotalCents = -(inv.ChargesCents + inv.CreditsCents)
	inv.AmountDueCents = max(0, -inv.ClosingBalanceCents)
	return nil
}

// Zone is the time zone the invoice's dates read in (UTC if its name
// no longer loads).
func (inv *IssuedInvoice) Zone() *time.Location {
	if loc, err := time.LoadLocation(inv.TimeZone); err == nil {
		return loc
	}
	return time.UTC
}

// InvoicePeriod is the label of the month an invoice ending at end (an
// exclusive bound) closes, in zone: "2026-10" for one ending at the first
// instant of November.
func InvoicePeriod(end time.Time, zone *time.Location) string {
	return end.Add(-time.Nanosecond).In(zone).Format("2006-01")
}
