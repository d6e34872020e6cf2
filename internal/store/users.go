package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"claimsite/internal/access"
)

// ErrLastAdmin refuses a change that would leave no enabled admin: nobody
// could then sign in to the admin area to undo it.
var ErrLastAdmin = errors.New("the last active admin cannot be demoted or disabled")

// ErrRoleNeedsInvitation refuses a role change an admin may not make
// directly (access.CanChangeRole): up from a visitor's account, or into or
// out of a partner firm for the staff.
var ErrRoleNeedsInvitation = errors.New("this role change needs an invitation")

// UserFilter narrows the admin account list. Zero values do not filter.
type UserFilter struct {
	Query    string // matched against first, last and full name and e-mail
	Role     access.Role
	Verified *bool
	Disabled *bool
}

func (f UserFilter) where() (string, []any) {
	var conds []string
	var args []any
	if f.Query != "" {
		p := likePattern(f.Query)
		conds = append(conds, `(LOWER(first_name) LIKE ? ESCAPE '\' OR LOWER(last_name) LIKE ? ESCAPE '\'
			OR LOWER(first_name || ' ' || last_name) LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\')`)
		args = append(args, p, p, p, p)
	}
	if f.Role != "" {
		conds = append(conds, "role = ?")
		args = append(args, f.Role)
	}
	if f.Verified != nil {
		conds = append(conds, nullTest("email_verified_at", *f.Verified))
	}
	if f.Disabled != nil {
		conds = append(conds, nullTest("disabled_at", *f.Disabled))
	}
	return strings.Join(conds, " AND "), args
}

// nullTest is "column IS NOT NULL" when set, else "column IS NULL".
func nullTest(column string, set bool) string {
	if set {
		return column + " IS NOT NULL"
	}
	return column + " IS NULL"
}

// UserPage lists the accounts matching f, newest first.
func (s *Store) UserPage(ctx context.Context, f UserFilter, p Page) ([]User, int, error) {
	where, args := f.where()
	return page(ctx, s, users, p, where, idOrder(true), args...)
}

// UserUpdate is what an admin may change about an account; nil leaves a
// field as it is.
type UserUpdate struct {
	Role     *access.Role
	Disabled *bool
}

// UpdateUser changes an account's role or disabled flag. When something
// changes, the account's sessions end in the same transaction: a demoted
// admin's token must not keep admin powers, nor a disabled account's its
// access. ErrLastAdmin refuses a change that would leave no enabled admin;
// the check and the write share the transaction, with the admin rows
// locked on PostgreSQL (SQLite transactions here begin IMMEDIATE, so
// writers already take turns), so two admins demoting each other at once
// cannot both succeed.
func (s *Store) UpdateUser(ctx context.Context, id int64, u UserUpdate) (User, error) {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if s.dialect == Postgres {
			lock = " FOR UPDATE"
		}
		// The target and every enabled admin, locked in id order so
		// concurrent changes queue instead of deadlocking.
		rows, err := s.query(ctx, tx, `SELECT id, role, disabled_at IS NOT NULL FROM users
			WHERE id = ? OR (role = 'admin' AND disabled_at IS NULL) ORDER BY id`+lock, id)
		if err != nil {
			return err
		}
		var found bool
		var role access.Role
		var disabled bool
		activeAdmins := 0
		for rows.Next() {
			var rowID int64
			var rowRole access.Role
			var rowDisabled bool
			if err := rows.Scan(&rowID, &rowRole, &rowDisabled); err != nil {
				rows.Close()
				return err
			}
			if rowRole == access.Admin && !rowDisabled {
				activeAdmins++
			}
			if rowID == id {
				found, role, disabled = true, rowRole, rowDisabled
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if !found {
			return ErrNotFound
		}

		newRole, newDisabled := role, disabled
		if u.Role != nil {
			newRole = *u.Role
		}
		if !access.CanChangeRole(role, newRole) {
			return ErrRoleNeedsInvitation
		}
		if u.Disabled != nil {
			newDisabled = *u.Disabled
		}
		if newRole == role && newDisabled == disabled {
			return nil // nothing changes, so nobody is signed out
		}
		wasActiveAdmin := role == access.Admin && !disabled
		staysActiveAdmin := newRole == access.Admin && !newDisabled
		if wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1 {
			return ErrLastAdmin
		}

		now := s.now()
		// disabled_at keeps the first time an account was disabled while it
		// stays disabled.
		disabledAt := "disabled_at"
		var args []any
		switch {
		case newDisabled && !disabled:
			disabledAt, args = "?", append(args, now)
		case !newDisabled:
			disabledAt = "NULL"
		}
		// Only a partner account keeps a firm (access.CanChangeRole never
		// moves an account into one).
		args = append(args, newRole, newRole, now, id)
		if _, err := s.exec(ctx, tx, `UPDATE users SET disabled_at = `+disabledAt+`, role = ?,
			partner_id = CASE WHEN ? = 'partner' THEN partner_id END, updated_at = ? WHERE id = ?`, args...); err != nil {
			return err
		}
		return s.endSessions(ctx, tx, id, "")
	})
	if err != nil {
		return User{}, err
	}
	return get(ctx, s, users, id)
}
