package store

import (
	"context"
	"errors"
	"strings"
	"time"
)

// User is an account. Role is "admin" or "user".
type User struct {
	ID           int64     `json:"id"`
	FirstName    string    `json:"first_name"`
	LastName     string    `json:"last_name"`
	Email        string    `json:"email"`
	PasswordHash string    `json:"-"`
	Role         string    `json:"role"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"-"`
}

// Roles.
const (
	RoleAdmin = "admin"
	RoleUser  = "user"
)

var users = table[User]{
	name:    "users",
	columns: "id, first_name, last_name, email, password_hash, role, created_at, updated_at",
	scan: func(r scanner) (v User, err error) {
		err = r.Scan(&v.ID, &v.FirstName, &v.LastName, &v.Email, &v.PasswordHash, &v.Role, &v.CreatedAt, &v.UpdatedAt)
		return v, err
	},
}

// NormalizeEmail is how e-mail addresses are compared and stored.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// CreateUser stores a new account; ErrConflict when the e-mail is taken.
func (s *Store) CreateUser(ctx context.Context, u User) (User, error) {
	now := s.now()
	id, err := s.insert(ctx, s.db, `INSERT INTO users (first_name, last_name, email, password_hash, role, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, u.FirstName, u.LastName, NormalizeEmail(u.Email), u.PasswordHash, u.Role, now, now)
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

// SetAdmin creates the admin account for email, or makes the existing
// account an admin with the given password hash and names.
func (s *Store) SetAdmin(ctx context.Context, u User) (User, error) {
	existing, err := s.UserByEmail(ctx, u.Email)
	switch {
	case errors.Is(err, ErrNotFound):
		u.Role = RoleAdmin
		return s.CreateUser(ctx, u)
	case err != nil:
		return User{}, err
	}
	_, err = s.exec(ctx, s.db, `UPDATE users SET password_hash = ?, role = 'admin', updated_at = ? WHERE id = ?`,
		u.PasswordHash, s.now(), existing.ID)
	if err != nil {
		return User{}, err
	}
	return get(ctx, s, users, existing.ID)
}

// CreateSession stores a session under the hash of its token.
func (s *Store) CreateSession(ctx context.Context, tokenHash string, userID int64, expires time.Time) error {
	_, err := s.exec(ctx, s.db, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		tokenHash, userID, s.now(), expires.UTC())
	return mapErr(err)
}

// SessionUser finds the user of an unexpired session.
func (s *Store) SessionUser(ctx context.Context, tokenHash string) (User, error) {
	v, err := users.scan(s.queryRow(ctx, s.db, `SELECT u.id, u.first_name, u.last_name, u.email, u.password_hash, u.role, u.created_at, u.updated_at
		FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?`, tokenHash, s.now()))
	return v, mapErr(err)
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
