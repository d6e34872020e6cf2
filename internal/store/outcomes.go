package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// This file is a lead's status history, what partners report became of
// the leads they received, and the reads built on both: the offline
// conversion export and the partners' acceptance and return rates
// (decision 026).

// StatusChange is one step of a lead's status history.
type StatusChange struct {
	Status    string    `json:"status"`
	ChangedAt time.Time `json:"changed_at"`
	// ChangedBy is the admin who made the change; nil for intake (the
	// first "new") and for an admin account since deleted.
	ChangedBy     *int64 `json:"changed_by"`
	ChangedByName string `json:"changed_by_name"`
}

// recordStatus writes a step of lead leadID's status history inside the
// transaction that changes the status; by 0 is no admin (intake).
func (s *Store) recordStatus(ctx context.Context, q querier, leadID int64, status string, at time.Time, by int64) error {
	var changedBy any
	if by != 0 {
		changedBy = by
	}
	_, err := s.exec(ctx, q, `INSERT INTO lead_status_changes (lead_id, status, changed_at, changed_by) VALUES (?, ?, ?, ?)`,
		leadID, status, at, changedBy)
	return err
}

// LeadStatusHistory is lead leadID's status history, oldest first.
func (s *Store) LeadStatusHistory(ctx context.Context, leadID int64) ([]StatusChange, error) {
	rows, err := s.query(ctx, s.db, `SELECT c.status, c.changed_at, c.changed_by, COALESCE(u.first_name || ' ' || u.last_name, '')
		FROM lead_status_changes c LEFT JOIN users u ON u.id = c.changed_by
		WHERE c.lead_id = ? ORDER BY c.changed_at, c.id`, leadID)
	if err != nil {
		return nil, err
	}
	history, err := collect(rows, func(r scanner) (StatusChange, error) {
		var c StatusChange
		var by sql.NullInt64
		err := r.Scan(&c.Status, &c.ChangedAt, &by, &c.ChangedByName)
		if by.Valid {
			c.ChangedBy = &by.Int64
		}
		return c, err
	})
	return orEmpty(history), err
}

// Outcome statuses a partner reports.
var OutcomeStatuses = []string{"accepted", "contacted", "retained", "rejected"}

// Outcome is what a partner reported became of a lead it received.
type Outcome struct {
	ID          int64     `json:"id"`
	LeadID      int64     `json:"lead_id"`
	PartnerID   *int64    `json:"partner_id"` // nil once the partner is deleted
	PartnerName string    `json:"partner_name"`
	Status      string    `json:"status"`
	Reason      string    `json:"reason"`
	IsReturn    bool      `json:"is_return"`
	ReportedAt  time.Time `json:"reported_at"`
}

const outcomeColumns = `id, lead_id, partner_id, partner_name, status, reason, is_return, reported_at`

func scanOutcome(r scanner) (Outcome, error) {
	var o Outcome
	var partnerID sql.NullInt64
	err := r.Scan(&o.ID, &o.LeadID, &partnerID, &o.PartnerName, &o.Status, &o.Reason, &o.IsReturn, &o.ReportedAt)
	if partnerID.Valid {
		o.PartnerID = &partnerID.Int64
	}
	return o, err
}

// LeadOutcomes is a lead's outcome history, oldest first.
func (s *Store) LeadOutcomes(ctx context.Context, leadID int64) ([]Outcome, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+outcomeColumns+" FROM lead_outcomes WHERE lead_id = ? ORDER BY reported_at, id", leadID)
	if err != nil {
		return nil, err
	}
	outcomes, err := collect(rows, scanOutcome)
	return orEmpty(outcomes), err
}

// OutcomeReport is a partner's report on a lead, already validated.
type OutcomeReport struct {
	PartnerID int64
	Reference string
	Status    string
	Reason    string
	// ReturnWindow is how long after the partner was sent the lead a
	// rejection counts as a return (the live setting).
	ReturnWindow time.Duration
}

// RecordOutcome stores a partner's report on a lead it was sent. A lead
// the partner was never sent is ErrNotFound, whether or not it exists.
// The report that repeats the partner's latest one for the lead (same
// status and reason: a retry) stores nothing and returns that one with
// created false. A rejection is a return when it comes at most
// ReturnWindow after the partner's first delivery of the lead was made.
func (s *Store) RecordOutcome(ctx context.Context, rep OutcomeReport) (o Outcome, created bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		o, created, err = s.recordOutcomeTx(ctx, tx, rep, s.now())
		return err
	})
	return o, created, err
}

// recordOutcomeTx is RecordOutcome inside tx, reported at now: every
// partner outcome is stored through here.
func (s *Store) recordOutcomeTx(ctx context.Context, tx *sql.Tx, rep OutcomeReport, now time.Time) (o Outcome, created bool, err error) {
	var leadID int64
	var sentAt time.Time
	var erased bool
	// Both reads go by the lead: a lead has a few deliveries and outcomes,
	// a partner has its whole history. Without statistics SQLite took the
	// partner's index for either (it serves the ORDER BY), reading every
	// delivery or outcome of the partner on each report; the unary plus
	// keeps it off that index (on PostgreSQL too, where the lead's index
	// is the better one as well).
	err = s.queryRow(ctx, tx, `SELECT d.lead_id, d.created_at, l.erased_at IS NOT NULL FROM deliveries d JOIN leads l ON l.id = d.lead_id
		WHERE l.reference = ? AND +d.partner_id = ? ORDER BY d.created_at, d.id LIMIT 1`, rep.Reference, rep.PartnerID).
		Scan(&leadID, &sentAt, &erased)
	if err != nil {
		return o, false, mapErr(err)
	}
	if erased {
		// The outcome still counts; its free text, which may name the
		// person, is not kept (as erasure clears earlier ones).
		rep.Reason = ""
	}
	// The partner's counts in the summaries follow the new report.
	err = s.refreshLeads(ctx, tx, []int64{leadID}, func() error {
		o, created, err = s.addOutcome(ctx, tx, leadID, sentAt, rep, now)
		return err
	})
	return o, created, err
}

// addOutcome stores rep about lead leadID, first sent to the partner at
// sentAt, reported at now, unless it repeats the partner's latest report
// (recordOutcomeTx).
func (s *Store) addOutcome(ctx context.Context, tx *sql.Tx, leadID int64, sentAt time.Time, rep OutcomeReport, now time.Time) (o Outcome, created bool, err error) {
	latest, err := scanOutcome(s.queryRow(ctx, tx, "SELECT "+outcomeColumns+` FROM lead_outcomes
		WHERE lead_id = ? AND +partner_id = ? ORDER BY reported_at DESC, id DESC LIMIT 1`, leadID, rep.PartnerID))
	switch {
	case err == nil && latest.Status == rep.Status && latest.Reason == rep.Reason:
		return latest, false, nil
	case err != nil && !errors.Is(err, sql.ErrNoRows):
		return o, false, err
	}
	// At PostgreSQL's precision (microseconds), which sentAt was
	// stored at: exactly the window's end is inside it on both.
	now = now.Truncate(time.Microsecond)
	isReturn := rep.Status == "rejected" && !now.After(sentAt.Add(rep.ReturnWindow))
	id, err := s.insert(ctx, tx, `INSERT INTO lead_outcomes (lead_id, partner_id, partner_name, status, reason, is_return, reported_at)
		SELECT ?, id, name, ?, ?, ?, ? FROM partners WHERE id = ?`,
		leadID, rep.Status, rep.Reason, isReturn, now, rep.PartnerID)
	if err != nil {
		return o, false, err
	}
	o, err = scanOutcome(s.queryRow(ctx, tx, "SELECT "+outcomeColumns+" FROM lead_outcomes WHERE id = ?", id))
	return o, true, err
}

// Conversion is a lead with a Google click id that became qualified.
type Conversion struct {
	LeadID      int64
	Reference   string
	GCLID       string
	QualifiedAt time.Time
}

// Conversions are the leads with a Google click id that first became
// qualified in [from, to), in that order. A lead qualified, moved back and
// qualified again converted once, at the first time; an erased lead is
// left out (its click id identifies the person to the ad platform).
func (s *Store) Conversions(ctx context.Context, from, to time.Time) ([]Conversion, error) {
	rows, err := s.query(ctx, s.db, `SELECT l.id, COALESCE(l.reference, ''), a.gclid, c.changed_at
		FROM lead_status_changes c
		JOIN leads l ON l.id = c.lead_id
		JOIN lead_attribution a ON a.lead_id = c.lead_id
		WHERE c.status = 'qualified' AND a.gclid <> '' AND l.erased_at IS NULL
			AND c.changed_at >= ? AND c.changed_at < ?
			AND NOT EXISTS (SELECT 1 FROM lead_status_changes e
				WHERE e.lead_id = c.lead_id AND e.status = 'qualified'
					AND (e.changed_at < c.changed_at OR (e.changed_at = c.changed_at AND e.id < c.id)))
		ORDER BY c.changed_at, c.id`, from.UTC(), to.UTC())
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (Conversion, error) {
		var c Conversion
		return c, r.Scan(&c.LeadID, &c.Reference, &c.GCLID, &c.QualifiedAt)
	})
}

// OutcomeStats is PartnerCounts of one partner over the last Days days.
type OutcomeStats struct {
	Days int `json:"days"`
	PartnerCounts
}

// PartnerOutcomeStats is OutcomeStats of partner id over the leads
// delivered to it in the last days days.
func (s *Store) PartnerOutcomeStats(ctx context.Context, partnerID int64, days int) (OutcomeStats, error) {
	// Whole UTC days, as the summaries count: the last days days and today.
	today := s.now().UTC().Truncate(24 * time.Hour)
	c, err := s.partnerCounts(ctx, partnerID, today.AddDate(0, 0, -days).Format(dayLayout), today.AddDate(0, 0, 1).Format(dayLayout))
	return OutcomeStats{Days: days, PartnerCounts: c}, err
}
