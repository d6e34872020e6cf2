package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"claimsite/internal/leads"
)

// Change requests (issue 22): a firm cannot edit its own routing; its
// members ask the operator, who approves (the asked fields are applied
// as a partner edit, nothing else changes) or declines with a note.

// Change request statuses.
const (
	ChangeRequestPending  = "pending"
	ChangeRequestApproved = "approved"
	ChangeRequestDeclined = "declined"
)

// ChangeRequestStatuses lists every status.
var ChangeRequestStatuses = []string{ChangeRequestPending, ChangeRequestApproved, ChangeRequestDeclined}

// Refusals of a change request.
var (
	ErrNoChanges             = errors.New("the request asks for no change")
	ErrChangeRequestDecided  = errors.New("the change request was decided already")
	ErrChangeRequestNoteless = errors.New("a declined change request needs a note")
)

// ChangeRequest is a firm's request to change its routing.
type ChangeRequest struct {
	ID          int64  `json:"id"`
	PartnerID   int64  `json:"partner_id"`
	PartnerName string `json:"partner_name"`
	// Changes holds the asked fields only.
	Changes leads.PartnerChanges `json:"changes"`
	Note    string               `json:"note"`
	Status  string               `json:"status"`
	// RequestedByEmail is the member who asked ("" once the account is
	// gone).
	RequestedByEmail string     `json:"requested_by_email"`
	DecisionNote     string     `json:"decision_note"`
	CreatedAt        time.Time  `json:"created_at"`
	DecidedAt        *time.Time `json:"decided_at"`
}

const changeRequestColumns = `c.id, c.partner_id, p.name, c.changes, c.note, c.status, COALESCE(u.email, ''), c.decision_note,
	c.created_at, c.decided_at`

const changeRequestFrom = ` FROM partner_change_requests c JOIN partners p ON p.id = c.partner_id
	LEFT JOIN users u ON u.id = c.requested_by`

func scanChangeRequest(r scanner) (ChangeRequest, error) {
	var c ChangeRequest
	var changes string
	var decided sql.NullTime
	if err := r.Scan(&c.ID, &c.PartnerID, &c.PartnerName, &changes, &c.Note, &c.Status, &c.RequestedByEmail, &c.DecisionNote,
		&c.CreatedAt, &decided); err != nil {
		return c, err
	}
	if decided.Valid {
		c.DecidedAt = &decided.Time
	}
	return c, json.Unmarshal([]byte(changes), &c.Changes)
}

// NewChangeRequest is what a firm's member asks for.
type NewChangeRequest struct {
	PartnerID int64
	Changes   leads.PartnerChanges
	Note      string
	By        int64 // the member
}

// CreateChangeRequest records a pending request. ErrNoChanges when it
// asks for nothing; ErrNotFound when the firm does not exist.
func (s *Store) CreateChangeRequest(ctx context.Context, r NewChangeRequest) (ChangeRequest, error) {
	if r.Changes.Empty() {
		return ChangeRequest{}, ErrNoChanges
	}
	changes, err := json.Marshal(r.Changes)
	if err != nil {
		return ChangeRequest{}, err
	}
	var one int
	if err := s.queryRow(ctx, s.db, `SELECT 1 FROM partners WHERE id = ?`, r.PartnerID).Scan(&one); err != nil {
		return ChangeRequest{}, mapErr(err)
	}
	id, err := s.insert(ctx, s.db, `INSERT INTO partner_change_requests (partner_id, changes, note, status, requested_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, r.PartnerID, string(changes), r.Note, ChangeRequestPending, nullable(r.By), s.now())
	if err != nil {
		return ChangeRequest{}, err
	}
	return s.ChangeRequest(ctx, id)
}

// ChangeRequest reads one request.
func (s *Store) ChangeRequest(ctx context.Context, id int64) (ChangeRequest, error) {
	c, err := scanChangeRequest(s.queryRow(ctx, s.db, "SELECT "+changeRequestColumns+changeRequestFrom+" WHERE c.id = ?", id))
	return c, mapErr(err)
}

// ChangeRequestFilter selects requests: by status and firm ("" and 0:
// any).
type ChangeRequestFilter struct {
	Status    string
	PartnerID int64
}

// ChangeRequestsPage lists requests newest first, through the (status,
// id) or (partner, id) index: the operator's queue by status, or one
// firm's own.
func (s *Store) ChangeRequestsPage(ctx context.Context, f ChangeRequestFilter, p Page) ([]ChangeRequest, int, error) {
	where, args := "1 = 1", []any{}
	if f.Status != "" {
		where, args = where+" AND c.status = ?", append(args, f.Status)
	}
	if f.PartnerID != 0 {
		where, args = where+" AND c.partner_id = ?", append(args, f.PartnerID)
	}
	var total int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM partner_change_requests c WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, "SELECT "+changeRequestColumns+changeRequestFrom+" WHERE "+where+" ORDER BY c.id DESC LIMIT ? OFFSET ?",
		append(args, p.Size, p.offset())...)
	if err != nil {
		return nil, 0, err
	}
	list, err := collect(rows, scanChangeRequest)
	return list, total, err
}

// ChangeDecision is a decided request, with the firm before and after
// it (the same firm when it was declined).
type ChangeDecision struct {
	Request       ChangeRequest
	Before, After Partner
}

// DecideChangeRequest approves or declines a pending request as user by,
// with a note (required to decline: the firm reads why), in one
// transaction. An approval applies the asked fields to the firm as it is
// then, as a partner edit (UpdatePartner's), every other field kept;
// check may refuse the firm that would result (its error is returned and
// nothing changes). ErrChangeRequestDecided when it was decided already.
func (s *Store) DecideChangeRequest(ctx context.Context, id int64, approve bool, by int64, note string,
	check func(Partner) error) (ChangeDecision, error) {
	if !approve && note == "" {
		return ChangeDecision{}, ErrChangeRequestNoteless
	}
	var d ChangeDecision
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var partnerID int64
		var raw, status string
		if err := s.queryRow(ctx, tx, `SELECT partner_id, changes, status FROM partner_change_requests WHERE id = ?`, id).
			Scan(&partnerID, &raw, &status); err != nil {
			return mapErr(err)
		}
		next := ChangeRequestDeclined
		if approve {
			next = ChangeRequestApproved
		}
		// Decided once, on whichever instance gets there first.
		if err := expectOne(s.exec(ctx, tx, `UPDATE partner_change_requests SET status = ?, decided_by = ?, decision_note = ?,
			decided_at = ? WHERE id = ? AND status = ?`, next, nullable(by), note, s.now(), id, ChangeRequestPending)); err != nil {
			if errors.Is(err, ErrNotFound) {
				return ErrChangeRequestDecided
			}
			return err
		}
		// The firm's row, locked on PostgreSQL as every change of it
		// that reads it first.
		if _, _, err := s.lockPartner(ctx, tx, partnerID); err != nil {
			return err
		}
		before, err := scanPartner(s.queryRow(ctx, tx, "SELECT "+partnerColumns+" FROM partners WHERE id = ?", partnerID))
		if err != nil {
			return mapErr(err)
		}
		d.Before, d.After = before, before
		if !approve {
			return nil
		}
		var changes leads.PartnerChanges
		if err := json.Unmarshal([]byte(raw), &changes); err != nil {
			return err
		}
		after := changes.Apply(before)
		if check != nil {
			if err := check(after); err != nil {
				return err
			}
		}
		after.WebhookSecret = "" // kept: a request never rotates it
		return s.updatePartner(ctx, tx, after)
	})
	if err != nil {
		return ChangeDecision{}, err
	}
	if d.Request, err = s.ChangeRequest(ctx, id); err != nil {
		return ChangeDecision{}, err
	}
	if approve {
		d.After, err = s.Partner(ctx, d.Before.ID)
	}
	return d, err
}
