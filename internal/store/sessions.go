package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"time"
	"unicode/utf8"
)

// Session is one signed-in browser or device of an account, as its owner
// sees it (decision 046): never its token or the token's hash.
type Session struct {
	ID         string     `json:"id"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
	ExpiresAt  time.Time  `json:"expires_at"`
	IP         string     `json:"ip"`
	UserAgent  string     `json:"-"`
	// ConfirmedAt is when the person last proved it was them in this
	// session (signing in, or a password or code asked again).
	ConfirmedAt *time.Time `json:"-"`
}

// SessionTouchEvery bounds how often a session's last use is written: a
// request a minute at most, not every request.
const SessionTouchEvery = time.Minute

const sessionColumns = "s.id, s.created_at, s.last_used_at, s.expires_at, s.ip, s.user_agent, s.confirmed_at"

func scanSession(r scanner) (v Session, err error) {
	err = r.Scan(&v.ID, &v.CreatedAt, &v.LastUsedAt, &v.ExpiresAt, &v.IP, &v.UserAgent, &v.ConfirmedAt)
	return v, err
}

func newSessionID() (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// SessionOf finds an unexpired session of an enabled account by the hash
// of its token: the account and the session.
func (s *Store) SessionOf(ctx context.Context, tokenHash string) (User, Session, error) {
	row := s.queryRow(ctx, s.db, `SELECT `+prefixed("u.", userColumns)+`, `+sessionColumns+`
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled_at IS NULL`, tokenHash, s.now())
	var u userRow
	var sess Session
	err := row.Scan(append(u.dest(), &sess.ID, &sess.CreatedAt, &sess.LastUsedAt, &sess.ExpiresAt, &sess.IP, &sess.UserAgent, &sess.ConfirmedAt)...)
	if err != nil {
		return User{}, Session{}, mapErr(err)
	}
	return u.user(), sess, nil
}

// TouchSession records a use of the session from ip, once a minute at
// most.
func (s *Store) TouchSession(ctx context.Context, tokenHash, ip string) error {
	now := s.now()
	_, err := s.exec(ctx, s.db, `UPDATE sessions SET last_used_at = ?, ip = ?
		WHERE token_hash = ? AND (last_used_at IS NULL OR last_used_at < ?)`, now, ip, tokenHash, now.Add(-SessionTouchEvery))
	return err
}

// ConfirmSession records that the person proved it was them in this
// session now (a password or a code asked again).
func (s *Store) ConfirmSession(ctx context.Context, tokenHash string) error {
	return expectOne(s.exec(ctx, s.db, `UPDATE sessions SET confirmed_at = ? WHERE token_hash = ?`, s.now(), tokenHash))
}

// AccountSessions lists an account's unexpired sessions, the most
// recently used first.
func (s *Store) AccountSessions(ctx context.Context, userID int64) ([]Session, error) {
	rows, err := s.query(ctx, s.db, `SELECT `+sessionColumns+` FROM sessions s WHERE s.user_id = ? AND s.expires_at > ?
		ORDER BY COALESCE(s.last_used_at, s.created_at) DESC, s.id`, userID, s.now())
	if err != nil {
		return nil, err
	}
	return collect(rows, scanSession)
}

// EndSession ends one session of an account by its id; ErrNotFound when
// the account has no such session.
func (s *Store) EndSession(ctx context.Context, userID int64, id string) error {
	return expectOne(s.exec(ctx, s.db, `DELETE FROM sessions WHERE user_id = ? AND id = ?`, userID, id))
}

// EndOtherSessions ends every session of an account but the one whose
// token hash is keep, and says how many ended.
func (s *Store) EndOtherSessions(ctx context.Context, userID int64, keep string) (int, error) {
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`, userID, keep)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}

// truncateRunes cuts s to at most n runes.
func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
