package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Purposes of a mailed account link.
const (
	PurposeVerifyEmail   = "verify_email"
	PurposeResetPassword = "reset_password"
)

// AccountToken is a single-use link mailed to an account, kept only as the
// hash of its token.
type AccountToken struct {
	Hash      string
	UserID    int64
	Purpose   string
	Email     string // the address the link was sent to
	ExpiresAt time.Time
}

// MessageFor builds the mail that goes with a change to an account, once
// the account is known inside the change's transaction.
type MessageFor func(User) (Outgoing, error)

// RegisterUser stores a new account together with its e-mail verification
// link and the mail that carries it, in one transaction: an account never
// exists without its mail queued. ErrConflict when the e-mail is taken.
func (s *Store) RegisterUser(ctx context.Context, u User, tok AccountToken, mail MessageFor) (User, error) {
	var created User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		id, err := s.insert(ctx, tx, `INSERT INTO users (first_name, last_name, email, password_hash, role, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, u.FirstName, u.LastName, NormalizeEmail(u.Email), u.PasswordHash, u.Role, now, now)
		if err != nil {
			return err
		}
		if created, err = s.userIn(ctx, tx, id); err != nil {
			return err
		}
		tok.UserID, tok.Email = id, created.Email
		return s.issueToken(ctx, tx, tok, created, mail)
	})
	return created, err
}

// IssueAccountToken replaces the account's unused links of tok.Purpose
// with tok and queues the mail that carries it.
func (s *Store) IssueAccountToken(ctx context.Context, tok AccountToken, mail MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		u, err := s.userIn(ctx, tx, tok.UserID)
		if err != nil {
			return err
		}
		tok.Email = u.Email
		return s.issueToken(ctx, tx, tok, u, mail)
	})
}

func (s *Store) issueToken(ctx context.Context, tx *sql.Tx, tok AccountToken, u User, mail MessageFor) error {
	now := s.now()
	// Only the newest link works: an older mail lying in an inbox is dead.
	if _, err := s.exec(ctx, tx, `UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL`,
		now, tok.UserID, tok.Purpose); err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, `INSERT INTO account_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?)`, tok.Hash, tok.UserID, tok.Purpose, tok.Email, now, tok.ExpiresAt.UTC()); err != nil {
		return mapErr(err)
	}
	return s.enqueueFor(ctx, tx, u, mail)
}

// LastTokenIssued is when the account's newest link of purpose was made
// (zero when none was).
func (s *Store) LastTokenIssued(ctx context.Context, userID int64, purpose string) (time.Time, error) {
	// Not MAX(created_at): SQLite's aggregate loses the column's type and
	// hands back text.
	var t time.Time
	err := s.queryRow(ctx, s.db, `SELECT created_at FROM account_tokens WHERE user_id = ? AND purpose = ?
		ORDER BY created_at DESC LIMIT 1`, userID, purpose).Scan(&t)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return t, err
}

// VerifyEmail uses a verification link: the account's address is verified
// if the link was sent to the address the account still has. ErrNotFound
// for a link that is unknown, used or expired.
func (s *Store) VerifyEmail(ctx context.Context, tokenHash string) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if u, err = s.useToken(ctx, tx, tokenHash, PurposeVerifyEmail); err != nil {
			return err
		}
		now := s.now()
		if _, err := s.exec(ctx, tx, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?`,
			now, now, u.ID); err != nil {
			return err
		}
		u.EmailVerified = true
		return nil
	})
	return u, err
}

// ResetPassword uses a reset link to set the account's password, ends
// every session of the account and queues the notice mail. Following a
// link mailed to the address also proves the address. ErrNotFound for a
// link that is unknown, used or expired, or an account since disabled.
func (s *Store) ResetPassword(ctx context.Context, tokenHash, passwordHash string, notice MessageFor) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if u, err = s.useToken(ctx, tx, tokenHash, PurposeResetPassword); err != nil {
			return err
		}
		if err := s.setPassword(ctx, tx, u.ID, passwordHash, ""); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?`, s.now(), u.ID); err != nil {
			return err
		}
		u.EmailVerified = true
		return s.enqueueFor(ctx, tx, u, notice)
	})
	return u, err
}

// ChangePassword sets a signed-in account's password, ends its other
// sessions (keeping the one whose token hash is keepSession) and queues the
// notice mail.
func (s *Store) ChangePassword(ctx context.Context, userID int64, passwordHash, keepSession string, notice MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		u, err := s.userIn(ctx, tx, userID)
		if err != nil {
			return err
		}
		if err := s.setPassword(ctx, tx, userID, passwordHash, keepSession); err != nil {
			return err
		}
		return s.enqueueFor(ctx, tx, u, notice)
	})
}

// setPassword stores a new password hash, ends the account's sessions but
// keep, and voids its unused reset links.
func (s *Store) setPassword(ctx context.Context, tx *sql.Tx, userID int64, passwordHash, keep string) error {
	now := s.now()
	if err := expectOne(s.exec(ctx, tx, `UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?`, passwordHash, now, userID)); err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, `UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL`,
		now, userID, PurposeResetPassword); err != nil {
		return err
	}
	return s.endSessions(ctx, tx, userID, keep)
}

// useToken marks an unused, unexpired link as used and returns its
// account; a link works once even when two requests race for it. A link
// sent to an address the account no longer has, or of an account since
// disabled, is ErrNotFound like an unknown one.
func (s *Store) useToken(ctx context.Context, tx *sql.Tx, tokenHash, purpose string) (User, error) {
	now := s.now()
	var userID int64
	var email string
	err := s.queryRow(ctx, tx, `UPDATE account_tokens SET used_at = ?
		WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
		RETURNING user_id, email`, now, tokenHash, purpose, now).Scan(&userID, &email)
	if err != nil {
		return User{}, mapErr(err)
	}
	u, err := s.userIn(ctx, tx, userID)
	if err == nil && (u.Email != email || u.Disabled) {
		err = ErrNotFound
	}
	return u, err
}

func (s *Store) userIn(ctx context.Context, q querier, id int64) (User, error) {
	u, err := users.scan(s.queryRow(ctx, q, "SELECT "+userColumns+" FROM users WHERE id = ?", id))
	return u, mapErr(err)
}

func (s *Store) enqueueFor(ctx context.Context, tx *sql.Tx, u User, mail MessageFor) error {
	if mail == nil {
		return nil
	}
	o, err := mail(u)
	if err != nil {
		return err
	}
	if o.Kind == "" {
		return errors.New("outbox: message without a kind")
	}
	return s.enqueue(ctx, tx, o)
}
