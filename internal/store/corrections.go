package store

import (
	"context"
	"database/sql"
	"errors"

	"claimsite/internal/leads"
)

// correctable is a lead's contact details as the operator may correct
// them, by the names deliveries use for them.
type correctable struct {
	FirstName, LastName, Name, Email, Phone, ZipCode string
}

// correctableFields are the names of the correctable fields, in the order
// a notice lists them: the names of the delivery's lead object.
var correctableFields = []string{"first_name", "last_name", "name", "email", "phone", "zip_code"}

// changed names the fields c sets to a value other than the one held.
func (old correctable) changed(c leads.Correction) []string {
	var out []string
	for i, p := range []*string{c.FirstName, c.LastName, c.Name, c.Email, c.Phone, c.ZipCode} {
		held := []string{old.FirstName, old.LastName, old.Name, old.Email, old.Phone, old.ZipCode}[i]
		if p != nil && *p != held {
			out = append(out, correctableFields[i])
		}
	}
	return out
}

// correctedValues reads the current value of each of fields of the lead
// with reference ref, for a lead.corrected notice. erased is true when the
// lead was erased or deleted since the correction: there is nothing to
// send.
func (s *Store) correctedValues(ctx context.Context, ref string, fields []string) (values map[string]string, erased bool, err error) {
	var cur correctable
	var erasedAt sql.NullTime
	err = s.queryRow(ctx, s.db, `SELECT first_name, last_name, name, email, phone, zip_code, erased_at FROM leads WHERE reference = ?`, ref).
		Scan(&cur.FirstName, &cur.LastName, &cur.Name, &cur.Email, &cur.Phone, &cur.ZipCode, &erasedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, true, nil
	}
	if err != nil || erasedAt.Valid {
		return nil, erasedAt.Valid, err
	}
	byName := map[string]string{"first_name": cur.FirstName, "last_name": cur.LastName, "name": cur.Name,
		"email": cur.Email, "phone": cur.Phone, "zip_code": cur.ZipCode}
	values = map[string]string{}
	for _, f := range fields {
		if v, ok := byName[f]; ok {
			values[f] = v
		}
	}
	return values, false, nil
}

// cancelCorrectionNotices cancels the lead.corrected notices of the lead
// with reference ref that wait in the queue: the lead is being erased, so
// they have nothing left to say. One being attempted right now (its lease
// runs) is left to finish, as deliveries are.
func (s *Store) cancelCorrectionNotices(ctx context.Context, tx *sql.Tx, ref string) error {
	if ref == "" {
		return nil
	}
	now := s.now()
	_, err := s.exec(ctx, tx, `UPDATE outbox SET status = 'failed', last_error = ?, done_at = ?
		WHERE status = 'pending' AND (locked_until IS NULL OR locked_until <= ?)
		AND id IN (SELECT outbox_id FROM partner_notices WHERE event = ? AND lead_reference = ? AND outbox_id IS NOT NULL)`,
		erasedOutboxError, now, now, EventLeadCorrected, ref)
	return err
}

// LeadNotices lists the partner notices about lead id (consent revoked,
// erased, corrected), oldest first.
func (s *Store) LeadNotices(ctx context.Context, id int64) ([]PartnerNotice, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+noticeColumns+noticeFrom+
		` WHERE n.lead_reference = (SELECT reference FROM leads WHERE id = ?) ORDER BY n.id`, id)
	if err != nil {
		return nil, err
	}
	out, err := collect(rows, scanNotice)
	if out == nil {
		out = []PartnerNotice{}
	}
	return out, err
}
