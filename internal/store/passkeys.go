package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"time"
)

// Passkeys (issue 21, decision 047): an account's WebAuthn credentials and
// the ceremonies that make and use them. The protocol is package auth's
// (go-webauthn); the store keeps its records as the library writes them
// and makes each ceremony finish once, on whichever instance.

// Passkey is a passkey of an account, as its owner sees it; Credential is
// the library's record (JSON), for the checks of a sign-in only.
type Passkey struct {
	ID           int64      `json:"id"`
	Name         string     `json:"name"`
	CreatedAt    time.Time  `json:"created_at"`
	LastUsedAt   *time.Time `json:"last_used_at"`
	CredentialID []byte     `json:"-"`
	Credential   []byte     `json:"-"`
}

// Ceremony kinds: making a passkey, or signing in with one.
const (
	CeremonyRegister = "register"
	CeremonyLogin    = "login"
)

const passkeyColumns = "id, name, created_at, last_used_at, credential_id, credential"

func scanPasskey(r scanner) (p Passkey, err error) {
	var credential string
	err = r.Scan(&p.ID, &p.Name, &p.CreatedAt, &p.LastUsedAt, &p.CredentialID, &credential)
	p.Credential = []byte(credential)
	return p, err
}

// PasskeyHandle is the account's WebAuthn user handle, made on first use.
func (s *Store) PasskeyHandle(ctx context.Context, userID int64) ([]byte, error) {
	handle := make([]byte, 32)
	if _, err := rand.Read(handle); err != nil {
		return nil, err
	}
	if _, err := s.exec(ctx, s.db, `INSERT INTO passkey_users (user_id, handle) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`, userID, handle); err != nil {
		return nil, err
	}
	err := s.queryRow(ctx, s.db, `SELECT handle FROM passkey_users WHERE user_id = ?`, userID).Scan(&handle)
	return handle, mapErr(err)
}

// UserByPasskeyHandle finds the account of a WebAuthn user handle.
func (s *Store) UserByPasskeyHandle(ctx context.Context, handle []byte) (User, error) {
	found, err := list(ctx, s, users, "id = (SELECT user_id FROM passkey_users WHERE handle = ?)", "id", handle)
	if err != nil {
		return User{}, err
	}
	if len(found) == 0 {
		return User{}, ErrNotFound
	}
	return found[0], nil
}

// AccountPasskeys lists the account's passkeys made for relying party
// rpID, the oldest first.
func (s *Store) AccountPasskeys(ctx context.Context, userID int64, rpID string) ([]Passkey, error) {
	rows, err := s.query(ctx, s.db, `SELECT `+passkeyColumns+` FROM passkeys WHERE user_id = ? AND rp_id = ? ORDER BY id`, userID, rpID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanPasskey)
}

// NewPasskey is a passkey to store: its account and relying party, the
// credential id, its name and the library's record of it.
type NewPasskey struct {
	UserID       int64
	RPID         string
	CredentialID []byte
	Name         string
	Credential   []byte
}

// AddPasskey stores a passkey made by its account, which then has a
// second factor (a passkey is both factors); notice is mailed to the
// owner. ErrConflict when the credential is stored already.
func (s *Store) AddPasskey(ctx context.Context, p NewPasskey, notice MessageFor) (Passkey, error) {
	var added Passkey
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		id, err := s.insert(ctx, tx, `INSERT INTO passkeys (user_id, rp_id, credential_id, name, credential, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			p.UserID, p.RPID, p.CredentialID, p.Name, string(p.Credential), now)
		if err != nil {
			return mapErr(err)
		}
		if _, err := s.exec(ctx, tx, `UPDATE users SET mfa_at = COALESCE(mfa_at, ?), updated_at = ? WHERE id = ?`, now, now, p.UserID); err != nil {
			return err
		}
		added = Passkey{ID: id, Name: p.Name, CreatedAt: now, CredentialID: p.CredentialID, Credential: p.Credential}
		return s.noticeTo(ctx, tx, p.UserID, notice)
	})
	return added, err
}

// RenamePasskey gives a passkey of the account a new name; ErrNotFound
// when the account has no such passkey.
func (s *Store) RenamePasskey(ctx context.Context, userID, id int64, name string) error {
	return expectOne(s.exec(ctx, s.db, `UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?`, name, id, userID))
}

// RemovePasskey deletes a passkey of the account; the account keeps a
// second factor only if it has another passkey or an authenticator.
// notice is mailed to the owner. ErrNotFound when the account has no such
// passkey.
func (s *Store) RemovePasskey(ctx context.Context, userID, id int64, notice MessageFor) (Passkey, error) {
	var removed Passkey
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		removed, err = scanPasskey(s.queryRow(ctx, tx, `SELECT `+passkeyColumns+` FROM passkeys WHERE id = ? AND user_id = ?`, id, userID))
		if err != nil {
			return mapErr(err)
		}
		if _, err := s.exec(ctx, tx, `DELETE FROM passkeys WHERE id = ?`, id); err != nil {
			return err
		}
		if err := s.refreshMFA(ctx, tx, userID); err != nil {
			return err
		}
		return s.noticeTo(ctx, tx, userID, notice)
	})
	return removed, err
}

// PasskeyUsed records a sign-in with a passkey: its record as the library
// updated it (the signature counter) and when.
func (s *Store) PasskeyUsed(ctx context.Context, id int64, credential []byte) error {
	return expectOne(s.exec(ctx, s.db, `UPDATE passkeys SET credential = ?, last_used_at = ? WHERE id = ?`, string(credential), s.now(), id))
}

// BeginCeremony stores a WebAuthn ceremony's state under the hash of the
// token the browser holds, until expires. userID is the account
// registering a passkey, 0 for a sign-in.
func (s *Store) BeginCeremony(ctx context.Context, tokenHash, kind string, userID int64, state []byte, expires time.Time) error {
	now := s.now()
	if _, err := s.exec(ctx, s.db, `DELETE FROM webauthn_ceremonies WHERE expires_at < ?`, now); err != nil {
		return err
	}
	var account any
	if userID != 0 {
		account = userID
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO webauthn_ceremonies (token_hash, kind, user_id, state, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
		tokenHash, kind, account, string(state), now, expires.UTC())
	return mapErr(err)
}

// FinishCeremony takes an unexpired ceremony of kind begun by userID (0:
// a sign-in) away and returns its state: a ceremony finishes once, even
// when two instances are asked at the same moment. ErrNotFound otherwise.
func (s *Store) FinishCeremony(ctx context.Context, tokenHash, kind string, userID int64) ([]byte, error) {
	var state string
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		err := s.queryRow(ctx, tx, `SELECT state FROM webauthn_ceremonies
			WHERE token_hash = ? AND kind = ? AND COALESCE(user_id, 0) = ? AND expires_at > ?`, tokenHash, kind, userID, s.now()).Scan(&state)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		// Deleting decides which of two racing requests has it.
		return expectOne(s.exec(ctx, tx, `DELETE FROM webauthn_ceremonies WHERE token_hash = ?`, tokenHash))
	})
	return []byte(state), err
}

// Factors says which second factors an account has: a confirmed
// authenticator, its unused recovery codes, and how many passkeys for
// relying party rpID.
type Factors struct {
	TOTP          bool
	RecoveryCodes int
	Passkeys      int
}

// AccountFactors reads the second factors of an account.
func (s *Store) AccountFactors(ctx context.Context, userID int64, rpID string) (Factors, error) {
	var f Factors
	err := s.queryRow(ctx, s.db, `SELECT
		EXISTS (SELECT 1 FROM user_totp WHERE user_id = ? AND secret IS NOT NULL),
		(SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL),
		(SELECT COUNT(*) FROM passkeys WHERE user_id = ? AND rp_id = ?)`, userID, userID, userID, rpID).Scan(&f.TOTP, &f.RecoveryCodes, &f.Passkeys)
	return f, err
}
