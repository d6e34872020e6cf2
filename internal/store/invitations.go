package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"claimsite/internal/access"
)

// Invitation statuses, read from an invitation's columns at a time.
const (
	InvitationPending  = "pending"
	InvitationAccepted = "accepted"
	InvitationExpired  = "expired"
	InvitationRevoked  = "revoked"
)

// ErrInvitationClosed refuses to revoke or accept an invitation that is
// no longer pending (accepted, expired or revoked).
var ErrInvitationClosed = errors.New("the invitation is no longer pending")

// Invitation offers a staff role, or membership of a partner firm, to an
// e-mail address: a single-use link mailed to it (the store keeps the
// hash of its token), the only way into those roles (decision 044).
type Invitation struct {
	ID    int64       `json:"id"`
	Email string      `json:"email"`
	Role  access.Role `json:"role"`
	// PartnerID and PartnerName: the firm of a partner invitation.
	PartnerID   *int64  `json:"partner_id"`
	PartnerName *string `json:"partner_name"`
	// InvitedBy: the admin who sent it (nil once that account is gone).
	InvitedBy     *int64  `json:"invited_by"`
	InvitedByName *string `json:"invited_by_name"`
	// Status is pending, accepted, expired or revoked, at the time it was
	// read.
	Status     string     `json:"status"`
	CreatedAt  time.Time  `json:"created_at"`
	ExpiresAt  time.Time  `json:"expires_at"`
	AcceptedAt *time.Time `json:"accepted_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

// statusAt is the invitation's status at now.
func (inv Invitation) statusAt(now time.Time) string {
	switch {
	case inv.RevokedAt != nil:
		return InvitationRevoked
	case inv.AcceptedAt != nil:
		return InvitationAccepted
	case !now.Before(inv.ExpiresAt):
		return InvitationExpired
	}
	return InvitationPending
}

var invitations = table[Invitation]{
	name: `invitations i LEFT JOIN partners p ON p.id = i.partner_id
		LEFT JOIN users u ON u.id = i.invited_by`,
	columns: `i.id, i.email, i.role, i.partner_id, p.name, i.invited_by,
		CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END,
		i.created_at, i.expires_at, i.accepted_at, i.revoked_at`,
	scan: func(r scanner) (v Invitation, err error) {
		err = r.Scan(&v.ID, &v.Email, &v.Role, &v.PartnerID, &v.PartnerName, &v.InvitedBy, &v.InvitedByName,
			&v.CreatedAt, &v.ExpiresAt, &v.AcceptedAt, &v.RevokedAt)
		return v, err
	},
}

// InvitationStatuses are the statuses InvitationPage filters by.
var InvitationStatuses = []string{InvitationPending, InvitationAccepted, InvitationExpired, InvitationRevoked}

// withStatus sets each invitation's status at now.
func withStatus(list []Invitation, now time.Time) []Invitation {
	for i := range list {
		list[i].Status = list[i].statusAt(now)
	}
	return list
}

// InvitationPage lists the invitations, newest first, of one status when
// status is not empty.
func (s *Store) InvitationPage(ctx context.Context, status string, p Page) ([]Invitation, int, error) {
	now := s.now()
	var where string
	var args []any
	switch status {
	case InvitationPending:
		where, args = "i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ?", []any{now}
	case InvitationExpired:
		where, args = "i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at <= ?", []any{now}
	case InvitationAccepted:
		where = "i.accepted_at IS NOT NULL"
	case InvitationRevoked:
		where = "i.revoked_at IS NOT NULL"
	}
	list, total, err := page(ctx, s, invitations, p, where, "i.created_at DESC, i.id DESC", args...)
	return withStatus(list, now), total, err
}

// Invitation loads one invitation.
func (s *Store) Invitation(ctx context.Context, id int64) (Invitation, error) {
	return s.invitationWhere(ctx, s.db, "i.id = ?", id)
}

// InvitationByToken finds the invitation of a mailed link by the hash of
// its token, whatever its status.
func (s *Store) InvitationByToken(ctx context.Context, tokenHash string) (Invitation, error) {
	return s.invitationWhere(ctx, s.db, "i.token_hash = ?", tokenHash)
}

func (s *Store) invitationWhere(ctx context.Context, q querier, where string, args ...any) (Invitation, error) {
	v, err := invitations.scan(s.queryRow(ctx, q, "SELECT "+invitations.columns+" FROM "+invitations.name+" WHERE "+where, args...))
	if err != nil {
		return Invitation{}, mapErr(err)
	}
	v.Status = v.statusAt(s.now())
	return v, nil
}

// InvitationMail is the mail that carries an invitation's link, made once
// the invitation is stored (with its firm's and inviter's names).
type InvitationMail func(Invitation) (Outgoing, error)

// CreateInvitation stores an invitation under the hash of its token, valid
// until expires, and queues its mail, in one transaction. An open
// invitation to the same address is revoked: only the newest link works.
func (s *Store) CreateInvitation(ctx context.Context, inv Invitation, tokenHash string, mail InvitationMail) (Invitation, error) {
	var created Invitation
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		email := NormalizeEmail(inv.Email)
		if _, err := s.exec(ctx, tx, `UPDATE invitations SET revoked_at = ?
			WHERE email = ? AND accepted_at IS NULL AND revoked_at IS NULL`, now, email); err != nil {
			return err
		}
		id, err := s.insert(ctx, tx, `INSERT INTO invitations (email, role, partner_id, token_hash, invited_by, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, email, inv.Role, inv.PartnerID, tokenHash, inv.InvitedBy, now, inv.ExpiresAt.UTC())
		if err != nil {
			return mapErr(err)
		}
		if created, err = s.invitationWhere(ctx, tx, "i.id = ?", id); err != nil {
			return err
		}
		o, err := mail(created)
		if err != nil {
			return err
		}
		return s.enqueue(ctx, tx, o)
	})
	return created, err
}

// RevokeInvitation makes a pending invitation's link dead;
// ErrInvitationClosed when it is no longer pending.
func (s *Store) RevokeInvitation(ctx context.Context, id int64) (Invitation, error) {
	var out Invitation
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		res, err := s.exec(ctx, tx, `UPDATE invitations SET revoked_at = ?
			WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?`, now, id, now)
		if err != nil {
			return err
		}
		if out, err = s.invitationWhere(ctx, tx, "i.id = ?", id); err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrInvitationClosed
		}
		return nil
	})
	return out, err
}

// Acceptance is what the invited person gives to accept: their name and a
// new password (its hash).
type Acceptance struct {
	FirstName, LastName, PasswordHash string
}

// AcceptInvitation carries out the invitation of a mailed link, in one
// transaction: the address's account gets the invitation's role and firm,
// the person's name and new password, its address counts as verified (the
// link came to it), and a disabled account is enabled (an admin asked it
// back); an address without an account gets one. Every session the
// account had ends. ErrNotFound for an unknown link, ErrInvitationClosed
// for one no longer pending, ErrLastAdmin when it would take the admin role
// from the last enabled admin.
func (s *Store) AcceptInvitation(ctx context.Context, tokenHash string, a Acceptance) (User, Invitation, error) {
	var user User
	var inv Invitation
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if s.dialect == Postgres {
			lock = " FOR UPDATE OF i"
		}
		var err error
		if inv, err = s.invitationWhere(ctx, tx, "i.token_hash = ?"+lock, tokenHash); err != nil {
			return err
		}
		if inv.Status != InvitationPending {
			return ErrInvitationClosed
		}
		now := s.now()
		var id int64
		var role access.Role
		var disabled bool
		err = s.queryRow(ctx, tx, `SELECT id, role, disabled_at IS NOT NULL FROM users WHERE email = ?`+forUpdate(s), inv.Email).Scan(&id, &role, &disabled)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			id, err = s.insert(ctx, tx, `INSERT INTO users (first_name, last_name, email, password_hash, role, partner_id, email_verified_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, a.FirstName, a.LastName, inv.Email, a.PasswordHash, inv.Role, inv.PartnerID, now, now, now)
			if err != nil {
				return mapErr(err)
			}
		case err != nil:
			return err
		default:
			if role == access.Admin && inv.Role != access.Admin && !disabled {
				if err := s.keepAnAdmin(ctx, tx, id); err != nil {
					return err
				}
			}
			if _, err := s.exec(ctx, tx, `UPDATE users SET first_name = ?, last_name = ?, password_hash = ?, role = ?, partner_id = ?,
				email_verified_at = COALESCE(email_verified_at, ?), disabled_at = NULL, updated_at = ? WHERE id = ?`,
				a.FirstName, a.LastName, a.PasswordHash, inv.Role, inv.PartnerID, now, now, id); err != nil {
				return err
			}
			if err := s.endSessions(ctx, tx, id, ""); err != nil {
				return err
			}
		}
		if _, err := s.exec(ctx, tx, `UPDATE invitations SET accepted_at = ?, accepted_user_id = ? WHERE id = ?`, now, id, inv.ID); err != nil {
			return err
		}
		inv.AcceptedAt, inv.Status = &now, InvitationAccepted
		user, err = s.userIn(ctx, tx, id)
		return err
	})
	return user, inv, err
}

// keepAnAdmin fails with ErrLastAdmin unless an enabled admin other than
// id exists (their rows locked on PostgreSQL, as UpdateUser does).
func (s *Store) keepAnAdmin(ctx context.Context, tx *sql.Tx, id int64) error {
	rows, err := s.query(ctx, tx, `SELECT id FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> ? ORDER BY id`+forUpdate(s), id)
	if err != nil {
		return err
	}
	others, err := collect(rows, func(r scanner) (int64, error) { var v int64; return v, r.Scan(&v) })
	if err != nil {
		return err
	}
	if len(others) == 0 {
		return ErrLastAdmin
	}
	return nil
}

// forUpdate is " FOR UPDATE" on PostgreSQL (SQLite's write transactions
// already run one at a time).
func forUpdate(s *Store) string {
	if s.dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}
