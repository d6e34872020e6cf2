package store

import (
	"claimsite/internal/access"
	"claimsite/internal/validate"
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// User is an account.
type User struct {
	ID           int64       `json:"id"`
	FirstName    string      `json:"first_name"`
	LastName     string      `json:"last_name"`
	Email        string      `json:"email"`
	PasswordHash string      `json:"-"`
	Role         access.Role `json:"role"`
	// PartnerID is the firm of a partner account; nil for every other role.
	PartnerID *int64 `json:"partner_id"`
	// EmailVerified: the owner of Email followed a link mailed to it.
	EmailVerified bool `json:"email_verified"`
	// Disabled accounts cannot sign in and have no sessions.
	Disabled bool `json:"disabled"`
	// MFA: the account has a second factor (a confirmed authenticator or
	// a passkey).
	MFA bool `json:"mfa_enabled"`
	// MFALockedUntil: too many wrong second-factor codes; none is taken
	// before then.
	MFALockedUntil *time.Time `json:"-"`
	CreatedAt      time.Time  `json:"created_at"`
	UpdatedAt      time.Time  `json:"-"`
}

const userColumns = "id, first_name, last_name, email, password_hash, role, partner_id, email_verified_at, disabled_at, mfa_at, mfa_locked_until, created_at, updated_at"

var users = table[User]{
	name:    "users",
	columns: userColumns,
	scan: func(r scanner) (User, error) {
		var row userRow
		err := r.Scan(row.dest()...)
		return row.user(), err
	},
}

// userRow is a row of userColumns as scanned: the times that only say
// yes or no are read as such.
type userRow struct {
	u                       User
	verified, disabled, mfa sql.NullTime
}

func (r *userRow) dest() []any {
	return []any{&r.u.ID, &r.u.FirstName, &r.u.LastName, &r.u.Email, &r.u.PasswordHash, &r.u.Role, &r.u.PartnerID,
		&r.verified, &r.disabled, &r.mfa, &r.u.MFALockedUntil, &r.u.CreatedAt, &r.u.UpdatedAt}
}

func (r *userRow) user() User {
	r.u.EmailVerified, r.u.Disabled, r.u.MFA = r.verified.Valid, r.disabled.Valid, r.mfa.Valid
	return r.u
}

// NormalizeEmail is how e-mail addresses are compared and stored.
func NormalizeEmail(email string) string { return validate.NormalizeEmail(email) }

// CreateUser stores a new account; ErrConflict when the e-mail is taken.
func (s *Store) CreateUser(ctx context.Context, u User) (User, error) {
	now := s.now()
	id, err := s.insert(ctx, s.db, `INSERT INTO users (first_name, last_name, email, password_hash, role, partner_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, u.FirstName, u.LastName, NormalizeEmail(u.Email), u.PasswordHash, u.Role, u.PartnerID, now, now)
	if err != nil {
		return User{}, err
	}
	return get(ctx, s, users, id)
}

// UserByEmail finds an account by e-mail address.
func (s *Store) UserByEmail(ctx context.Context, email string) (User, error) {
	found, err := list(ctx, s, users, "email = ?", "id", NormalizeEmail(email))
	if err != nil {
		return User{}, err
	}
	if len(found) == 0 {
		return User{}, ErrNotFound
	}
	return found[0], nil
}

// User loads an account by id.
func (s *Store) User(ctx context.Context, id int64) (User, error) { return get(ctx, s, users, id) }

// SetAdmin creates the admin account for email, or makes the existing
// account an enabled admin with the given password hash. The operator
// vouches for the address, so it counts as verified. Whoever held sessions
// of an existing account loses them: a squatter's old token must not become
// an admin token.
func (s *Store) SetAdmin(ctx context.Context, u User) (User, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		err := s.queryRow(ctx, tx, `SELECT id FROM users WHERE email = ?`, NormalizeEmail(u.Email)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			id, err = s.insert(ctx, tx, `INSERT INTO users (first_name, last_name, email, password_hash, role, email_verified_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, 'admin', ?, ?, ?)`, u.FirstName, u.LastName, NormalizeEmail(u.Email), u.PasswordHash, now, now, now)
			return err
		}
		if err != nil {
			return err
		}
		_, err = s.exec(ctx, tx, `UPDATE users SET password_hash = ?, role = 'admin', partner_id = NULL, disabled_at = NULL,
			email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?`, u.PasswordHash, now, now, id)
		if err != nil {
			return err
		}
		return s.endSessions(ctx, tx, id, "")
	})
	if err != nil {
		return User{}, err
	}
	return get(ctx, s, users, id)
}

// endSessions ends every session of an account except the one whose token
// hash is keep (empty: all of them). Every change of an account's password,
// role or disabled flag calls it in the change's own transaction.
func (s *Store) endSessions(ctx context.Context, q querier, userID int64, keep string) error {
	_, err := s.exec(ctx, q, `DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`, userID, keep)
	return err
}

// NewSession is a session to store: the hash of its token, its account,
// when it ends, and where it was made.
type NewSession struct {
	TokenHash string
	UserID    int64
	ExpiresAt time.Time
	IP        string
	UserAgent string
}

// CreateSession stores a session under the hash of its token. Signing in
// is a check of who the person is: the session counts as confirmed now.
func (s *Store) CreateSession(ctx context.Context, n NewSession) error {
	id, err := newSessionID()
	if err != nil {
		return err
	}
	now := s.now()
	_, err = s.exec(ctx, s.db, `INSERT INTO sessions (token_hash, id, user_id, created_at, expires_at, last_used_at, ip, user_agent, confirmed_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, n.TokenHash, id, n.UserID, now, n.ExpiresAt.UTC(), now, n.IP, truncateRunes(n.UserAgent, 500), now)
	return mapErr(err)
}

// SessionUser finds the enabled user of an unexpired session.
func (s *Store) SessionUser(ctx context.Context, tokenHash string) (User, error) {
	u, _, err := s.SessionOf(ctx, tokenHash)
	return u, err
}

// prefixed qualifies each column of a comma-separated list with prefix.
func prefixed(prefix, columns string) string {
	parts := strings.Split(columns, ", ")
	for i, c := range parts {
		parts[i] = prefix + c
	}
	return strings.Join(parts, ", ")
}

// DeleteSession ends a session.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM sessions WHERE token_hash = ?`, tokenHash)
	return err
}

// DeleteExpiredSessions removes sessions past their expiry.
func (s *Store) DeleteExpiredSessions(ctx context.Context) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM sessions WHERE expires_at <= ?`, s.now())
	return err
}

// LoginFailures counts the failed logins for email from ip since since, and
// gives the oldest one's time (zero when there are none).
func (s *Store) LoginFailures(ctx context.Context, email, ip string, since time.Time) (int, time.Time, error) {
	var n int
	var oldest *time.Time
	rows, err := s.query(ctx, s.db, `SELECT failed_at FROM login_failures WHERE email = ? AND ip = ? AND failed_at > ? ORDER BY failed_at`,
		NormalizeEmail(email), ip, since.UTC())
	if err != nil {
		return 0, time.Time{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var t time.Time
		if err := rows.Scan(&t); err != nil {
			return 0, time.Time{}, err
		}
		if oldest == nil {
			oldest = &t
		}
		n++
	}
	if oldest == nil {
		return n, time.Time{}, rows.Err()
	}
	return n, *oldest, rows.Err()
}

// RecordLoginFailure notes a failed login and forgets failures older than
// keep, so the table stays small.
func (s *Store) RecordLoginFailure(ctx context.Context, email, ip string, keep time.Duration) error {
	now := s.now()
	if _, err := s.exec(ctx, s.db, `DELETE FROM login_failures WHERE failed_at <= ?`, now.Add(-keep)); err != nil {
		return err
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO login_failures (email, ip, failed_at) VALUES (?, ?, ?)`, NormalizeEmail(email), ip, now)
	return err
}

// ClearLoginFailures forgets the failures of email from ip after a success.
func (s *Store) ClearLoginFailures(ctx context.Context, email, ip string) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM login_failures WHERE email = ? AND ip = ?`, NormalizeEmail(email), ip)
	return err
}
