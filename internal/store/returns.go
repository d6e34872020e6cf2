package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"claimsite/internal/billing"
)

// Returns (issue 22): a firm asks to take back a lead it received, with a
// reason from billing.ReturnReasons, within its return window; the
// operator approves or denies it, or the firm's settings approve it at
// once while its month's returns stay under its limit. An approval
// credits the charge back exactly, once (credit:{return}).

// Return statuses, as billing names them.
const (
	ReturnPending  = billing.ReturnPending
	ReturnApproved = billing.ReturnApproved
	ReturnDenied   = billing.ReturnDenied
)

// Refusals of a return request.
var (
	ErrNotDelivered       = errors.New("the lead has not reached the firm yet")
	ErrReturnWindowClosed = errors.New("the return window of the lead has closed")
	ErrAlreadyReturned    = errors.New("the lead was returned already")
	ErrReturnDecided      = errors.New("the return was decided already")
)

// LeadReturn is a firm's return of one lead.
type LeadReturn struct {
	ID            int64      `json:"id"`
	LeadID        *int64     `json:"lead_id"` // nil once the operator deleted the lead
	LeadReference string     `json:"lead_reference"`
	PartnerID     int64      `json:"partner_id"`
	PartnerName   string     `json:"partner_name"`
	Reason        string     `json:"reason"`
	Note          string     `json:"note"`
	Status        string     `json:"status"`
	AutoApproved  bool       `json:"auto_approved"`
	AmountCents   int64      `json:"amount_cents"` // the charge an approval credits back
	DecisionNote  string     `json:"decision_note"`
	CreatedAt     time.Time  `json:"created_at"`
	DecidedAt     *time.Time `json:"decided_at"`
	// Lead facts the queue shows beside the reason: no personal data.
	LeadState     string     `json:"lead_state"`
	LeadService   string     `json:"lead_service"`
	LeadCreatedAt *time.Time `json:"lead_created_at"` // nil once deleted
}

const returnColumns = `r.id, r.lead_id, r.lead_reference, r.partner_id, p.name, r.reason, r.note, r.status, r.auto_approved, r.amount_cents,
	r.decision_note, r.created_at, r.decided_at, COALESCE(l.state, ''), COALESCE(sv.title, ''), l.created_at`

const returnFrom = ` FROM lead_returns r JOIN partners p ON p.id = r.partner_id LEFT JOIN leads l ON l.id = r.lead_id
	LEFT JOIN services sv ON sv.id = l.service_id`

func scanReturn(r scanner) (LeadReturn, error) {
	var x LeadReturn
	var lead sql.NullInt64
	var decided, leadCreated sql.NullTime
	err := r.Scan(&x.ID, &lead, &x.LeadReference, &x.PartnerID, &x.PartnerName, &x.Reason, &x.Note, &x.Status, &x.AutoApproved,
		&x.AmountCents, &x.DecisionNote, &x.CreatedAt, &decided, &x.LeadState, &x.LeadService, &leadCreated)
	x.LeadID = nullID(lead)
	if leadCreated.Valid {
		x.LeadCreatedAt = &leadCreated.Time
	}
	if decided.Valid {
		x.DecidedAt = &decided.Time
	}
	return x, err
}

// ReturnRequest is a firm's request to return a lead.
type ReturnRequest struct {
	PartnerID int64
	Reference string
	Reason    string
	Note      string
	By        int64 // the partner user
	// WindowDays is the site's return window, for a firm without its own;
	// Zone is the operator's time zone, whose calendar month the
	// return-rate limit counts.
	WindowDays int
	Zone       *time.Location
}

// RequestReturn records a return of the lead with reference r.Reference
// by firm r.PartnerID. ErrNotFound when the lead was never sent to the
// firm (whoever else it went to); ErrNotDelivered before any delivery
// reached it; ErrReturnWindowClosed after its window (from the charge,
// or for a free lead its first delivery); ErrAlreadyReturned for a second
// return. The return is approved at once when the firm's settings name
// its reason and its month stays within its rate; otherwise pending.
func (s *Store) RequestReturn(ctx context.Context, r ReturnRequest) (LeadReturn, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var leadID int64
		var ref string
		if err := s.queryRow(ctx, tx, `SELECT id, reference FROM leads WHERE reference = ?`, r.Reference).Scan(&leadID, &ref); err != nil {
			return mapErr(err)
		}
		// The lead (with its summaries), then the firm: the order of every
		// change of money. The firm's lock keeps two returns of one firm
		// from both passing its month's limit.
		return s.refreshLeads(ctx, tx, []int64{leadID}, func() error {
			var err error
			id, err = s.insertReturn(ctx, tx, r, leadID, ref)
			return err
		})
	})
	if err != nil {
		return LeadReturn{}, err
	}
	return s.Return(ctx, id)
}

// insertReturn is RequestReturn once the lead is found and locked.
func (s *Store) insertReturn(ctx context.Context, tx *sql.Tx, r ReturnRequest, leadID int64, ref string) (int64, error) {
	if _, _, err := s.lockPartner(ctx, tx, r.PartnerID); err != nil {
		return 0, err
	}
	p, err := scanPartner(s.queryRow(ctx, tx, "SELECT "+partnerColumns+" FROM partners WHERE id = ?", r.PartnerID))
	if err != nil {
		return 0, mapErr(err)
	}
	var sent int
	if err := s.queryRow(ctx, tx, `SELECT COUNT(*) FROM deliveries WHERE lead_id = ? AND partner_id = ?`, leadID, r.PartnerID).Scan(&sent); err != nil {
		return 0, err
	}
	if sent == 0 {
		return 0, ErrNotFound
	}
	// (An aggregate would lose the column's type on SQLite: the first row.)
	var firstDelivered sql.NullTime
	err = s.queryRow(ctx, tx, `SELECT o.done_at FROM deliveries d JOIN outbox o ON o.id = d.outbox_id
		WHERE d.lead_id = ? AND d.partner_id = ? AND o.status = 'sent' ORDER BY o.done_at LIMIT 1`, leadID, r.PartnerID).Scan(&firstDelivered)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	var charge int64
	var chargedAt sql.NullTime
	err = s.queryRow(ctx, tx, `SELECT amount_cents, created_at FROM ledger_entries WHERE idempotency_key = ?`, chargeKey(leadID, r.PartnerID)).
		Scan(&charge, &chargedAt)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	start := chargedAt
	if !start.Valid {
		start = firstDelivered
	}
	if !start.Valid {
		return 0, ErrNotDelivered
	}
	now := s.now()
	if !billing.ReturnOpen(start.Time, now, p.WindowDays(r.WindowDays)) {
		return 0, ErrReturnWindowClosed
	}
	var one int
	err = s.queryRow(ctx, tx, `SELECT 1 FROM lead_returns WHERE lead_id = ? AND partner_id = ?`, leadID, r.PartnerID).Scan(&one)
	if err == nil {
		return 0, ErrAlreadyReturned
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	month, err := s.returnMonth(ctx, tx, r.PartnerID, monthStart(now, r.Zone))
	if err != nil {
		return 0, err
	}
	status, decided := ReturnPending, any(nil)
	auto := billing.AutoApproves(r.Reason, p.AutoApproveReasons, month, p.MaxReturnRate)
	if auto {
		status, decided = ReturnApproved, now
	}
	id, err := s.insert(ctx, tx, `INSERT INTO lead_returns (lead_id, partner_id, lead_reference, reason, note, status, auto_approved,
		amount_cents, requested_by, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		leadID, r.PartnerID, ref, r.Reason, r.Note, status, auto, -charge, nullable(r.By), now, decided)
	if err != nil {
		return 0, err
	}
	if auto {
		return id, s.creditReturn(ctx, tx, id, r.PartnerID, leadID, ref, -charge, 0)
	}
	return id, nil
}

// monthStart is the first instant of now's calendar month in zone (UTC
// when nil).
func monthStart(now time.Time, zone *time.Location) time.Time {
	if zone == nil {
		zone = time.UTC
	}
	t := now.In(zone)
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, zone)
}

// returnMonth counts the firm's charges and (pending or approved) returns
// since start, through their (partner, time) indexes.
func (s *Store) returnMonth(ctx context.Context, q querier, partnerID int64, start time.Time) (billing.Month, error) {
	var m billing.Month
	if err := s.queryRow(ctx, q, `SELECT COUNT(*) FROM ledger_entries WHERE partner_id = ? AND kind = 'charge' AND created_at >= ?`,
		partnerID, start.UTC()).Scan(&m.Charged); err != nil {
		return m, err
	}
	err := s.queryRow(ctx, q, `SELECT COUNT(*) FROM lead_returns WHERE partner_id = ? AND created_at >= ? AND status <> 'denied'`,
		partnerID, start.UTC()).Scan(&m.Returns)
	return m, err
}

// PartnerReturnMonth is the firm's charges and returns of the calendar
// month (in zone) so far, and its limit: what approves a return at once.
func (s *Store) PartnerReturnMonth(ctx context.Context, partnerID int64, zone *time.Location) (billing.Month, int, error) {
	var maxRate int
	if err := s.queryRow(ctx, s.db, `SELECT max_return_rate FROM partners WHERE id = ?`, partnerID).Scan(&maxRate); err != nil {
		return billing.Month{}, 0, mapErr(err)
	}
	m, err := s.returnMonth(ctx, s.db, partnerID, monthStart(s.now(), zone))
	return m, maxRate, err
}

// creditReturn credits an approved return's charge back to the firm, once
// (a free lead has nothing to credit).
func (s *Store) creditReturn(ctx context.Context, q querier, returnID, partnerID, leadID int64, ref string, amount, by int64) error {
	if amount <= 0 {
		return nil
	}
	_, err := s.appendLedger(ctx, q, ledgerRow{LeadID: leadID, LeadReference: ref, NewLedgerEntry: NewLedgerEntry{
		PartnerID: partnerID, Kind: LedgerCredit, AmountCents: amount, CreatedBy: by,
		Note: "Return " + strconv.FormatInt(returnID, 10) + " approved", Key: "credit:" + strconv.FormatInt(returnID, 10)}})
	return err
}

// Return reads one return.
func (s *Store) Return(ctx context.Context, id int64) (LeadReturn, error) {
	r, err := scanReturn(s.queryRow(ctx, s.db, "SELECT "+returnColumns+returnFrom+" WHERE r.id = ?", id))
	return r, mapErr(err)
}

// DecideReturn approves or denies a pending return, as user by with a
// note: an approval credits the charge back. ErrReturnDecided when it was
// decided already (by the operator, or approved at once).
func (s *Store) DecideReturn(ctx context.Context, id int64, approve bool, by int64, note string) (LeadReturn, error) {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var status, ref string
		var partnerID, amount int64
		var leadID sql.NullInt64
		if err := s.queryRow(ctx, tx, `SELECT status, partner_id, lead_id, lead_reference, amount_cents FROM lead_returns WHERE id = ?`, id).
			Scan(&status, &partnerID, &leadID, &ref, &amount); err != nil {
			return mapErr(err)
		}
		var leads []int64
		if leadID.Valid {
			leads = append(leads, leadID.Int64)
		}
		return s.refreshLeads(ctx, tx, leads, func() error {
			next := ReturnDenied
			if approve {
				next = ReturnApproved
			}
			// Decided once, on whichever instance gets there first.
			if err := expectOne(s.exec(ctx, tx, `UPDATE lead_returns SET status = ?, decided_by = ?, decision_note = ?, decided_at = ?
				WHERE id = ? AND status = 'pending'`, next, nullable(by), note, s.now(), id)); err != nil {
				if errors.Is(err, ErrNotFound) {
					return ErrReturnDecided
				}
				return err
			}
			if !approve {
				return nil
			}
			if _, _, err := s.lockPartner(ctx, tx, partnerID); err != nil {
				return err
			}
			return s.creditReturn(ctx, tx, id, partnerID, leadID.Int64, ref, amount, by)
		})
	})
	if err != nil {
		return LeadReturn{}, err
	}
	return s.Return(ctx, id)
}

// ReturnFilter selects returns: by status and firm (0: any).
type ReturnFilter struct {
	Status    string
	PartnerID int64
	// LeadID: one lead's returns (0: any).
	LeadID int64
}

// ReturnsPage lists returns oldest first for the queue (pending ones are
// decided in the order they came), newest first otherwise.
func (s *Store) ReturnsPage(ctx context.Context, f ReturnFilter, p Page) ([]LeadReturn, int, error) {
	where, args := "1 = 1", []any{}
	if f.Status != "" {
		where, args = where+" AND r.status = ?", append(args, f.Status)
	}
	if f.PartnerID != 0 {
		where, args = where+" AND r.partner_id = ?", append(args, f.PartnerID)
	}
	if f.LeadID != 0 {
		where, args = where+" AND r.lead_id = ?", append(args, f.LeadID)
	}
	var total int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM lead_returns r WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	order := "r.id DESC"
	if f.Status == ReturnPending {
		order = "r.id"
	}
	rows, err := s.query(ctx, s.db, "SELECT "+returnColumns+returnFrom+" WHERE "+where+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(args, p.Size, p.offset())...)
	if err != nil {
		return nil, 0, err
	}
	list, err := collect(rows, scanReturn)
	return list, total, err
}

// nullable is id as a column value: NULL for 0.
func nullable(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
