package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/billing"
)

// Invoices (issue 22, decision 052). An invoice takes the firm's ledger
// entries after the last one its previous invoice took, up to the last
// one written before its end, so every entry is on exactly one invoice.
// The firm's row lock (the one every ledger append takes) keeps a firm's
// entry ids in commit order; the invoices' own lock makes numbers
// gap-free. Nothing here updates or deletes an invoice (and the database
// refuses an update).

// KindInvoice is the outbox kind of the mail that sends an invoice to its
// firm's billing address; its payload is InvoicePayload. The mail and its
// PDF are written when it is sent, from the invoice as issued.
const KindInvoice = "invoice"

// InvoicePayload names the invoice a mail sends.
type InvoicePayload struct {
	Number int64 `json:"number"`
}

// ErrNothingToInvoice: the firm has no ledger entry that no invoice took.
var ErrNothingToInvoice = errors.New("store: nothing to invoice")

// invoicesLockKey is the PostgreSQL advisory lock that numbers invoices.
const invoicesLockKey int64 = 0x636c61696d022

// InvoiceIssue is what an invoice says besides the ledger, read from the
// live settings by the caller.
type InvoiceIssue struct {
	Issuer              billing.Issuer
	PaymentInstructions string
	Zone                *time.Location // the operator's: periods are its months
}

const invoiceColumns = `number, partner_id, period, period_start, period_end, opening_balance_cents, charges_cents, credits_cents,
	payments_cents, adjustments_cents, closing_balance_cents, total_cents, partner_name, billing_email, billing_mode, issuer,
	payment_instructions, time_zone, issued_at`

func scanInvoice(r scanner) (inv billing.IssuedInvoice, err error) {
	var issuer string
	err = r.Scan(&inv.Number, &inv.PartnerID, &inv.Period, &inv.PeriodStart, &inv.PeriodEnd, &inv.OpeningBalanceCents,
		&inv.ChargesCents, &inv.CreditsCents, &inv.PaymentsCents, &inv.AdjustmentsCents, &inv.ClosingBalanceCents,
		&inv.TotalCents, &inv.PartnerName, &inv.BillingEmail, &inv.BillingMode, &issuer, &inv.PaymentInstructions, &inv.TimeZone, &inv.IssuedAt)
	if err != nil {
		return inv, err
	}
	inv.AmountDueCents = max(0, -inv.ClosingBalanceCents)
	return inv, json.Unmarshal([]byte(issuer), &inv.Issuer)
}

// IssueMonthInvoices issues, to every firm with ledger entries written
// before the month of now began (in the issue's zone) that no invoice
// took yet, its invoice of them. Run again, it issues nothing new: the
// monthly job runs every hour and catches up after a stop.
func (s *Store) IssueMonthInvoices(ctx context.Context, issue InvoiceIssue) ([]billing.IssuedInvoice, error) {
	end := monthStart(s.now(), issue.Zone)
	rows, err := s.query(ctx, s.db, `SELECT id FROM partners ORDER BY id`)
	if err != nil {
		return nil, err
	}
	ids, err := collect(rows, func(r scanner) (id int64, err error) { return id, r.Scan(&id) })
	if err != nil {
		return nil, err
	}
	var issued []billing.IssuedInvoice
	for _, id := range ids {
		inv, err := s.IssueInvoice(ctx, id, end, issue)
		if errors.Is(err, ErrNothingToInvoice) {
			continue
		}
		if err != nil {
			return issued, err
		}
		issued = append(issued, inv)
	}
	return issued, nil
}

// IssueInvoice issues the firm's invoice of its entries written before
// end that no invoice took: the monthly one, or one the operator issues
// early (a firm that leaves mid-month). ErrNotFound for an unknown firm,
// ErrNothingToInvoice when there is nothing to take.
func (s *Store) IssueInvoice(ctx context.Context, partnerID int64, end time.Time, issue InvoiceIssue) (inv billing.IssuedInvoice, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if _, _, err := s.lockPartner(ctx, tx, partnerID); err != nil {
			return err
		}
		var prevLast int64
		var prevEnd sql.NullTime
		if err := s.queryRow(ctx, tx, `SELECT last_entry_id, period_end FROM invoices WHERE partner_id = ? ORDER BY number DESC LIMIT 1`,
			partnerID).Scan(&prevLast, &prevEnd); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var last sql.NullInt64
		if err := s.queryRow(ctx, tx, `SELECT MAX(id) FROM ledger_entries WHERE partner_id = ? AND id > ? AND created_at < ?`,
			partnerID, prevLast, end.UTC()).Scan(&last); err != nil {
			return err
		}
		if !last.Valid {
			return ErrNothingToInvoice
		}
		var demo bool
		inv, demo, err = s.invoiceOf(ctx, tx, partnerID, prevLast, last.Int64, end, issue)
		if err != nil {
			return err
		}
		if prevEnd.Valid {
			inv.PeriodStart = prevEnd.Time
		}
		// A demo firm's invoice is never mailed: its address is made up.
		return s.insertInvoice(ctx, tx, &inv, last.Int64, !demo)
	})
	return inv, err
}

// invoiceOf builds the firm's invoice of its entries in (after, last],
// and says whether the firm is a demo firm.
func (s *Store) invoiceOf(ctx context.Context, q querier, partnerID, after, last int64, end time.Time, issue InvoiceIssue) (inv billing.IssuedInvoice, demo bool, err error) {
	inv = billing.IssuedInvoice{PartnerID: partnerID, PeriodEnd: end.UTC(), Period: billing.InvoicePeriod(end, issue.Zone),
		Issuer: issue.Issuer, PaymentInstructions: issue.PaymentInstructions, TimeZone: issue.Zone.String(), IssuedAt: s.now().UTC()}
	var email string
	if err := s.queryRow(ctx, q, `SELECT name, billing_email, email, billing_mode, demo FROM partners WHERE id = ?`, partnerID).Scan(
		&inv.PartnerName, &inv.BillingEmail, &email, &inv.BillingMode, &demo); err != nil {
		return inv, false, err
	}
	if inv.BillingEmail == "" {
		inv.BillingEmail = email
	}
	// The lead's state and practice area as they are now; an entry whose
	// lead was deleted keeps its reference and says no more.
	rows, err := s.query(ctx, q, `SELECT e.id, e.kind, e.amount_cents, e.balance_after_cents, e.lead_reference,
		COALESCE(l.state, ''), COALESCE(sv.title, ''), e.method, e.reference, e.note, e.created_at
		FROM ledger_entries e LEFT JOIN leads l ON l.id = e.lead_id LEFT JOIN services sv ON sv.id = l.service_id
		WHERE e.partner_id = ? AND e.id > ? AND e.id <= ? ORDER BY e.id`, partnerID, after, last)
	if err != nil {
		return inv, demo, err
	}
	first := true
	inv.Lines, err = collect(rows, func(r scanner) (l billing.InvoiceLine, err error) {
		var balanceAfter int64
		var method, reference, note string
		if err := r.Scan(&l.LedgerEntryID, &l.Kind, &l.AmountCents, &balanceAfter, &l.LeadReference, &l.State, &l.PracticeArea,
			&method, &reference, &note, &l.Date); err != nil {
			return l, err
		}
		if first {
			inv.OpeningBalanceCents = balanceAfter - l.AmountCents
			first = false
		}
		l.Description = lineDescription(method, reference, note)
		return l, nil
	})
	if err != nil {
		return inv, demo, err
	}
	if len(inv.Lines) > 0 {
		inv.PeriodStart = monthStart(inv.Lines[0].Date, issue.Zone).UTC()
	}
	return inv, demo, inv.Total()
}

// lineDescription is what a line says of a payment or adjustment: its
// method and reference, then the operator's note.
func lineDescription(method, reference, note string) string {
	var parts []string
	for _, p := range []string{method, reference, note} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, " · ")
}

// insertInvoice numbers inv (the next number, under the invoices' lock)
// and writes it, its lines and, with mail, the mail that sends it.
func (s *Store) insertInvoice(ctx context.Context, q querier, inv *billing.IssuedInvoice, last int64, mail bool) error {
	if s.dialect == Postgres {
		if _, err := s.exec(ctx, q, `SELECT pg_advisory_xact_lock(?)`, invoicesLockKey); err != nil {
			return err
		}
	}
	if err := s.queryRow(ctx, q, `SELECT COALESCE(MAX(number), 0) + 1 FROM invoices`).Scan(&inv.Number); err != nil {
		return err
	}
	issuer, err := json.Marshal(inv.Issuer)
	if err != nil {
		return err
	}
	id, err := s.insert(ctx, q, `INSERT INTO invoices (`+invoiceColumns+`, last_entry_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		inv.Number, inv.PartnerID, inv.Period, inv.PeriodStart.UTC(), inv.PeriodEnd.UTC(), inv.OpeningBalanceCents, inv.ChargesCents,
		inv.CreditsCents, inv.PaymentsCents, inv.AdjustmentsCents, inv.ClosingBalanceCents, inv.TotalCents, inv.PartnerName,
		inv.BillingEmail, string(inv.BillingMode), string(issuer), inv.PaymentInstructions, inv.TimeZone, inv.IssuedAt, last)
	if err != nil {
		return err
	}
	for _, l := range inv.Lines {
		if _, err := s.exec(ctx, q, `INSERT INTO invoice_lines (invoice_id, ledger_entry_id, kind, amount_cents, lead_reference, state,
			practice_area, description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, l.LedgerEntryID, l.Kind, l.AmountCents, l.LeadReference, l.State, l.PracticeArea, l.Description, l.Date); err != nil {
			return err
		}
	}
	if !mail || inv.BillingEmail == "" {
		return nil
	}
	payload, err := json.Marshal(InvoicePayload{Number: inv.Number})
	if err != nil {
		return err
	}
	return s.enqueue(ctx, q, Outgoing{Kind: KindInvoice, Payload: payload, Key: "invoice-" + strconv.FormatInt(inv.Number, 10)})
}

// InvoiceFilter picks invoices: a firm's (0: every firm), a period's
// ("": any).
type InvoiceFilter struct {
	PartnerID int64
	Period    string
}

// Invoices is a page of invoices without their lines, newest first, and
// how many match.
func (s *Store) Invoices(ctx context.Context, f InvoiceFilter, page Page) ([]billing.IssuedInvoice, int, error) {
	where, args := []string{"1 = 1"}, []any{}
	if f.PartnerID != 0 {
		where, args = append(where, "partner_id = ?"), append(args, f.PartnerID)
	}
	if f.Period != "" {
		where, args = append(where, "period = ?"), append(args, f.Period)
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM invoices WHERE `+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, `SELECT `+invoiceColumns+` FROM invoices WHERE `+cond+` ORDER BY number DESC LIMIT ? OFFSET ?`,
		append(args, page.Size, page.offset())...)
	if err != nil {
		return nil, 0, err
	}
	list, err := collect(rows, scanInvoice)
	return list, total, err
}

// IssuedInvoice is the invoice numbered number with its lines; ErrNotFound
// when there is none or, with partnerID other than 0, when it is another
// firm's (a firm learns nothing of another's invoices).
func (s *Store) Invoice(ctx context.Context, number, partnerID int64) (billing.IssuedInvoice, error) {
	var id int64
	if err := s.queryRow(ctx, s.db, `SELECT id FROM invoices WHERE number = ?`, number).Scan(&id); err != nil {
		return billing.IssuedInvoice{}, mapErr(err)
	}
	inv, err := scanInvoice(s.queryRow(ctx, s.db, `SELECT `+invoiceColumns+` FROM invoices WHERE id = ?`, id))
	if err != nil {
		return inv, err
	}
	if partnerID != 0 && inv.PartnerID != partnerID {
		return billing.IssuedInvoice{}, ErrNotFound
	}
	rows, err := s.query(ctx, s.db, `SELECT ledger_entry_id, kind, amount_cents, lead_reference, state, practice_area, description,
		created_at FROM invoice_lines WHERE invoice_id = ? ORDER BY ledger_entry_id`, id)
	if err != nil {
		return inv, err
	}
	inv.Lines, err = collect(rows, func(r scanner) (l billing.InvoiceLine, err error) {
		return l, r.Scan(&l.LedgerEntryID, &l.Kind, &l.AmountCents, &l.LeadReference, &l.State, &l.PracticeArea, &l.Description, &l.Date)
	})
	return inv, err
}

// AddDemoInvoices issues each demo firm's invoices of the months its demo
// ledger spans, one month at a time up to the current one, as the monthly
// job would have (never mailed: their addresses are made up). It returns
// how many it issued.
func (s *Store) AddDemoInvoices(ctx context.Context, issue InvoiceIssue) (int, error) {
	rows, err := s.query(ctx, s.db, `SELECT id FROM partners WHERE demo = ? ORDER BY id`, true)
	if err != nil {
		return 0, err
	}
	ids, err := collect(rows, func(r scanner) (id int64, err error) { return id, r.Scan(&id) })
	if err != nil {
		return 0, err
	}
	issued := 0
	now := monthStart(s.now(), issue.Zone)
	for _, id := range ids {
		// The firm's first entry, through the ledger's (partner_id, id) index.
		var first time.Time
		err := s.queryRow(ctx, s.db, `SELECT created_at FROM ledger_entries WHERE partner_id = ? ORDER BY id LIMIT 1`, id).Scan(&first)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return issued, err
		}
		for end := monthStart(first, issue.Zone).AddDate(0, 1, 0); !end.After(now); end = end.AddDate(0, 1, 0) {
			_, err := s.IssueInvoice(ctx, id, end, issue)
			if errors.Is(err, ErrNothingToInvoice) {
				continue
			}
			if err != nil {
				return issued, err
			}
			issued++
		}
	}
	return issued, nil
}
