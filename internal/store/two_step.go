package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Two-step sign-in (issue 21, decision 045): an account's authenticator
// secret, its recovery codes, the second step of a sign-in and the lock
// after too many wrong codes. The rules (codes, drift, replay) are package
// auth's; the store keeps the rows and makes each check-and-use atomic.

// ErrNoPendingTOTP: a code was confirmed without a secret being set up.
var ErrNoPendingTOTP = errors.New("no authenticator secret is being set up")

// TOTP is an account's authenticator: its confirmed secret (empty when
// none), the last time step a code was used for, and a secret being set
// up.
type TOTP struct {
	Secret        string
	LastStep      int64
	PendingSecret string
}

// AccountTOTP reads an account's authenticator (the zero TOTP when it has
// none).
func (s *Store) AccountTOTP(ctx context.Context, userID int64) (TOTP, error) {
	var secret, pending sql.NullString
	var t TOTP
	err := s.queryRow(ctx, s.db, `SELECT secret, last_step, pending_secret FROM user_totp WHERE user_id = ?`, userID).
		Scan(&secret, &t.LastStep, &pending)
	if errors.Is(err, sql.ErrNoRows) {
		return TOTP{}, nil
	}
	t.Secret, t.PendingSecret = secret.String, pending.String
	return t, err
}

// BeginTOTP keeps secret as the account's authenticator being set up,
// replacing one set up before and not confirmed; a confirmed secret keeps
// working until this one is confirmed.
func (s *Store) BeginTOTP(ctx context.Context, userID int64, secret string) error {
	_, err := s.exec(ctx, s.db, `INSERT INTO user_totp (user_id, pending_secret, pending_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret, pending_at = excluded.pending_at`,
		userID, secret, s.now())
	return err
}

// ConfirmTOTP makes the secret being set up the account's authenticator,
// with step the time step of the code that confirmed it, and replaces the
// account's recovery codes with codeHashes; notice is the mail telling the
// owner. ErrNoPendingTOTP when no secret is being set up.
func (s *Store) ConfirmTOTP(ctx context.Context, userID int64, step int64, codeHashes []string, notice MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		res, err := s.exec(ctx, tx, `UPDATE user_totp SET secret = pending_secret, confirmed_at = ?, last_step = ?,
			pending_secret = NULL, pending_at = NULL WHERE user_id = ? AND pending_secret IS NOT NULL`, now, step, userID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNoPendingTOTP
		}
		if err := s.replaceRecoveryCodes(ctx, tx, userID, codeHashes); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `UPDATE users SET mfa_at = COALESCE(mfa_at, ?), updated_at = ? WHERE id = ?`, now, now, userID); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
}

// ReplaceRecoveryCodes gives an account with an authenticator new
// recovery codes (codeHashes), the old ones dead; notice is mailed to the
// owner. ErrNotFound when the account has no authenticator.
func (s *Store) ReplaceRecoveryCodes(ctx context.Context, userID int64, codeHashes []string, notice MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var has bool
		err := s.queryRow(ctx, tx, `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = ? AND secret IS NOT NULL)`, userID).Scan(&has)
		if err != nil {
			return err
		}
		if !has {
			return ErrNotFound
		}
		if err := s.replaceRecoveryCodes(ctx, tx, userID, codeHashes); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
}

func (s *Store) replaceRecoveryCodes(ctx context.Context, tx *sql.Tx, userID int64, codeHashes []string) error {
	if _, err := s.exec(ctx, tx, `DELETE FROM recovery_codes WHERE user_id = ?`, userID); err != nil {
		return err
	}
	now := s.now()
	for _, h := range codeHashes {
		if _, err := s.exec(ctx, tx, `INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)`, userID, h, now); err != nil {
			return err
		}
	}
	return nil
}

// NotifyAccount queues mail for an account (a notice of a change to how it
// signs in).
func (s *Store) NotifyAccount(ctx context.Context, userID int64, mail MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.noticeTo(ctx, tx, userID, mail) })
}

// noticeTo queues mail for the account, read in the transaction.
func (s *Store) noticeTo(ctx context.Context, tx *sql.Tx, userID int64, mail MessageFor) error {
	if mail == nil {
		return nil
	}
	u, err := s.userIn(ctx, tx, userID)
	if err != nil {
		return err
	}
	return s.enqueueFor(ctx, tx, u, mail)
}

// RemoveTOTP takes the account's authenticator and recovery codes away
// (its owner turned it off); the account keeps a second factor only if it
// has a passkey. notice is mailed to the owner.
func (s *Store) RemoveTOTP(ctx context.Context, userID int64, notice MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.removeFactors(ctx, tx, userID, `DELETE FROM user_totp WHERE user_id = ?`, `DELETE FROM recovery_codes WHERE user_id = ?`); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
}

// ResetSecondFactors takes every second factor of the account away (its
// authenticator, recovery codes and passkeys) and ends all its sessions:
// an admin's reset, or the server command, for a person who lost them.
// notice is mailed to the owner.
func (s *Store) ResetSecondFactors(ctx context.Context, userID int64, notice MessageFor) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		err := s.removeFactors(ctx, tx, userID, `DELETE FROM user_totp WHERE user_id = ?`, `DELETE FROM recovery_codes WHERE user_id = ?`,
			`DELETE FROM passkeys WHERE user_id = ?`)
		if err != nil {
			return err
		}
		if err := s.endSessions(ctx, tx, userID, ""); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
}

// removeFactors runs each delete of the account's factors, then clears
// users.mfa_at if none is left.
func (s *Store) removeFactors(ctx context.Context, tx *sql.Tx, userID int64, deletes ...string) error {
	for _, q := range deletes {
		if _, err := s.exec(ctx, tx, q, userID); err != nil {
			return err
		}
	}
	return s.refreshMFA(ctx, tx, userID)
}

// refreshMFA clears users.mfa_at when the account has no second factor
// left: no confirmed authenticator and no passkey.
func (s *Store) refreshMFA(ctx context.Context, tx *sql.Tx, userID int64) error {
	_, err := s.exec(ctx, tx, `UPDATE users SET mfa_at = NULL, updated_at = ? WHERE id = ?
		AND NOT EXISTS (SELECT 1 FROM user_totp WHERE user_id = ? AND secret IS NOT NULL)
		AND NOT EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?)`, s.now(), userID, userID, userID)
	return err
}

// UseTOTPStep records that a code of time step was used by the account;
// false when a code of that step or a later one was used already (a
// replayed code), which two instances checking one code at once cannot both
// pass.
func (s *Store) UseTOTPStep(ctx context.Context, userID, step int64) (bool, error) {
	res, err := s.exec(ctx, s.db, `UPDATE user_totp SET last_step = ? WHERE user_id = ? AND secret IS NOT NULL AND last_step < ?`, step, userID, step)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RecoveryCodesLeft counts the account's unused recovery codes.
func (s *Store) RecoveryCodesLeft(ctx context.Context, userID int64) (int, error) {
	return count(ctx, s, "recovery_codes", "user_id = ? AND used_at IS NULL", userID)
}

// UseRecoveryCode spends the account's unused recovery code for which
// matches (a hash comparison) is true; false when none matches or another
// request spent it first.
func (s *Store) UseRecoveryCode(ctx context.Context, userID int64, matches func(hash string) bool) (bool, error) {
	rows, err := s.query(ctx, s.db, `SELECT id, code_hash FROM recovery_codes WHERE user_id = ? AND used_at IS NULL ORDER BY id`, userID)
	if err != nil {
		return false, err
	}
	type code struct {
		id   int64
		hash string
	}
	codes, err := collect(rows, func(r scanner) (c code, err error) { return c, r.Scan(&c.id, &c.hash) })
	if err != nil {
		return false, err
	}
	for _, c := range codes {
		if !matches(c.hash) {
			continue
		}
		res, err := s.exec(ctx, s.db, `UPDATE recovery_codes SET used_at = ? WHERE id = ? AND used_at IS NULL`, s.now(), c.id)
		if err != nil {
			return false, err
		}
		n, err := res.RowsAffected()
		return n == 1, err
	}
	return false, nil
}

// MFAChallenge is the second step of a sign-in whose password was right.
type MFAChallenge struct {
	UserID   int64
	Remember bool
	Tries    int
}

// CreateMFAChallenge stores a sign-in's second step under the hash of its
// token, until expires.
func (s *Store) CreateMFAChallenge(ctx context.Context, tokenHash string, userID int64, remember bool, expires time.Time) error {
	now := s.now()
	if _, err := s.exec(ctx, s.db, `DELETE FROM mfa_challenges WHERE expires_at < ?`, now); err != nil {
		return err
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO mfa_challenges (token_hash, user_id, remember, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		tokenHash, userID, remember, now, expires.UTC())
	return mapErr(err)
}

// TryMFAChallenge counts one more try of an unexpired challenge and
// returns it, Tries counting this one; ErrNotFound when it is unknown,
// expired or out of tries (maxTries already used).
func (s *Store) TryMFAChallenge(ctx context.Context, tokenHash string, maxTries int) (MFAChallenge, error) {
	var c MFAChallenge
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `UPDATE mfa_challenges SET tries = tries + 1 WHERE token_hash = ? AND expires_at > ? AND tries < ?`,
			tokenHash, s.now(), maxTries)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return s.queryRow(ctx, tx, `SELECT user_id, remember, tries FROM mfa_challenges WHERE token_hash = ?`, tokenHash).
			Scan(&c.UserID, &c.Remember, &c.Tries)
	})
	return c, err
}

// EndMFAChallenge deletes a challenge (passed, or given up).
func (s *Store) EndMFAChallenge(ctx context.Context, tokenHash string) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM mfa_challenges WHERE token_hash = ?`, tokenHash)
	return err
}

// RecordMFAFailure counts a wrong second-factor code of the account. When
// it makes limit failures within window, the account's second step is
// locked for lockFor (its failures forgotten, its open challenges ended)
// and notice is mailed to its owner; locked says so.
func (s *Store) RecordMFAFailure(ctx context.Context, userID int64, limit int, window, lockFor time.Duration, notice MessageFor) (locked bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		if _, err := s.exec(ctx, tx, `INSERT INTO mfa_failures (user_id, failed_at) VALUES (?, ?)`, userID, now); err != nil {
			return err
		}
		var n int
		if err := s.queryRow(ctx, tx, `SELECT COUNT(*) FROM mfa_failures WHERE user_id = ? AND failed_at > ?`, userID, now.Add(-window)).Scan(&n); err != nil {
			return err
		}
		if n < limit {
			return nil
		}
		locked = true
		for _, q := range []string{`DELETE FROM mfa_failures WHERE user_id = ?`, `DELETE FROM mfa_challenges WHERE user_id = ?`} {
			if _, err := s.exec(ctx, tx, q, userID); err != nil {
				return err
			}
		}
		if _, err := s.exec(ctx, tx, `UPDATE users SET mfa_locked_until = ? WHERE id = ?`, now.Add(lockFor), userID); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
	return locked, err
}
