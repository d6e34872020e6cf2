package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"claimsite/internal/access"
)

// What a delete request did to the requester's registered account
// (privacy_requests.account_action).
const (
	// AccountDeleted: the visitor account with the request's address was
	// deleted, with its sessions and mailed links.
	AccountDeleted = "deleted"
	// AccountKeptStaff: the address belongs to a staff account (an admin,
	// or an account that acted in the admin area): a public request never
	// deletes it; the operator handles it by hand.
	AccountKeptStaff = "kept_staff"
)

// AccountErasure is an entry of the erasure list of accounts: which
// account was deleted, named by its id and creation time (nothing
// personal), when, and for which request.
type AccountErasure struct {
	AccountID        int64     `json:"account_id"`
	AccountCreatedAt time.Time `json:"account_created_at"`
	Reason           string    `json:"reason"`
	PrivacyRequestID *int64    `json:"privacy_request_id,omitempty"`
	ErasedAt         time.Time `json:"erased_at"`
}

// eraseAccount deletes the registered account of request r's address in
// tx, unless it is a staff account, and records on the request what it
// did. The account's sessions and mailed links go with it (ON DELETE
// CASCADE); its failed logins and the mails to its address are scrubbed
// with the rest of the contact (scrubContact). Records that name the
// account as their author keep its id only. It returns the erasure list
// entry (nil when nothing was deleted).
func (s *Store) eraseAccount(ctx context.Context, tx *sql.Tx, r PrivacyRequest) (*AccountErasure, error) {
	if r.Email == "" {
		return nil, nil // accounts are known by their address only
	}
	var id int64
	var role access.Role
	var created time.Time
	err := s.queryRow(ctx, tx, `SELECT id, role, created_at FROM users WHERE email = ?`, NormalizeEmail(r.Email)).Scan(&id, &role, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	staff, err := s.isStaff(ctx, tx, id, role)
	if err != nil {
		return nil, err
	}
	action := AccountDeleted
	var entry *AccountErasure
	if staff {
		action = AccountKeptStaff
	} else {
		now := s.now()
		if err := expectOne(s.exec(ctx, tx, `DELETE FROM users WHERE id = ?`, id)); err != nil {
			return nil, err
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO account_erasures (user_id, user_created_at, privacy_request_id, erased_at)
			VALUES (?, ?, ?, ?)`, id, created, r.ID, now); err != nil {
			return nil, err
		}
		requestID := r.ID
		entry = &AccountErasure{AccountID: id, AccountCreatedAt: created, Reason: ErasurePrivacyRequest, PrivacyRequestID: &requestID, ErasedAt: now}
	}
	_, err = s.exec(ctx, tx, `UPDATE privacy_requests SET account_id = ?, account_action = ? WHERE id = ?`, id, action, r.ID)
	return entry, err
}

// isStaff reports whether account id is staff: a staff member or a
// partner firm's member now, or one that acted in the admin area (the
// audit log names it as actor, with a snapshot of its address that the
// append-only log never gives up).
func (s *Store) isStaff(ctx context.Context, q querier, id int64, role access.Role) (bool, error) {
	if role != access.User {
		return true, nil
	}
	var acted bool
	err := s.queryRow(ctx, q, `SELECT EXISTS (SELECT 1 FROM audit_events WHERE actor_id = ?)`, id).Scan(&acted)
	return acted, err
}

// RequestAccount is the registered account a privacy request's address
// belongs to, as the request screen shows it before the request is
// answered.
type RequestAccount struct {
	ID        int64       `json:"id"`
	Role      access.Role `json:"role"`
	Staff     bool        `json:"staff"`
	Disabled  bool        `json:"disabled"`
	CreatedAt time.Time   `json:"created_at"`
}

// PrivacyRequestAccount finds the account of request r's address (nil
// when there is none, or when the request has only a phone number).
func (s *Store) PrivacyRequestAccount(ctx context.Context, r PrivacyRequest) (*RequestAccount, error) {
	if r.Email == "" {
		return nil, nil
	}
	u, err := s.UserByEmail(ctx, r.Email)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	staff, err := s.isStaff(ctx, s.db, u.ID, u.Role)
	if err != nil {
		return nil, err
	}
	return &RequestAccount{ID: u.ID, Role: u.Role, Staff: staff, Disabled: u.Disabled, CreatedAt: u.CreatedAt}, nil
}

// AccountErasures lists the erasure list of accounts kept in the
// database, oldest first.
func (s *Store) AccountErasures(ctx context.Context) ([]AccountErasure, error) {
	rows, err := s.query(ctx, s.db, `SELECT user_id, user_created_at, privacy_request_id, erased_at FROM account_erasures ORDER BY id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(sc scanner) (AccountErasure, error) {
		e := AccountErasure{Reason: ErasurePrivacyRequest}
		var req sql.NullInt64
		err := sc.Scan(&e.AccountID, &e.AccountCreatedAt, &req, &e.ErasedAt)
		e.PrivacyRequestID = nullInt(req)
		return e, err
	})
}

// appendAccountErasures adds entries to the erasure list file, beside
// the leads' (the leads' reader skips them: they have no reference).
func (s *Store) appendAccountErasures(entries []AccountErasure) error {
	return appendErasureEntries(s.erasureLog, entries)
}

// readAccountErasures reads the account entries of the erasure list file.
func (s *Store) readAccountErasures() ([]AccountErasure, error) {
	return readErasureEntries(s.erasureLog, func(e AccountErasure) bool {
		return e.AccountID != 0 && !e.AccountCreatedAt.IsZero()
	})
}

// ApplyAccountErasures deletes again every account of the erasure list
// (in the database and in its file) that a restored database brought
// back: the same id and creation time, and still not staff. An id reused
// by an account created after the restore has another creation time and
// is left alone. The file is completed with the database's entries it
// lacks. It returns how many accounts it deleted again.
func (s *Store) ApplyAccountErasures(ctx context.Context) (int, error) {
	fromFile, err := s.readAccountErasures()
	if err != nil {
		return 0, err
	}
	fromDB, err := s.AccountErasures(ctx)
	if err != nil {
		return 0, err
	}
	type key struct {
		id int64
		at int64
	}
	keyOf := func(e AccountErasure) key { return key{e.AccountID, e.AccountCreatedAt.UTC().UnixMicro()} }
	inFile := map[key]bool{}
	for _, e := range fromFile {
		inFile[keyOf(e)] = true
	}
	deleted := 0
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		deleted = 0
		seen := map[key]bool{}
		for _, e := range append(fromFile, fromDB...) {
			k := keyOf(e)
			if seen[k] {
				continue
			}
			seen[k] = true
			var role access.Role
			var email string
			var created time.Time
			err := s.queryRow(ctx, tx, `SELECT role, email, created_at FROM users WHERE id = ?`, e.AccountID).Scan(&role, &email, &created)
			if errors.Is(err, sql.ErrNoRows) {
				continue
			}
			if err != nil {
				return err
			}
			if created.UTC().UnixMicro() != k.at {
				continue // another account under a reused id
			}
			staff, err := s.isStaff(ctx, tx, e.AccountID, role)
			if err != nil {
				return err
			}
			if staff {
				continue // made staff since: the operator's to handle
			}
			if _, err := s.exec(ctx, tx, `DELETE FROM users WHERE id = ?`, e.AccountID); err != nil {
				return err
			}
			// What the restored copy holds about the address outside the
			// account: failed logins, mails.
			if err := s.scrubContact(ctx, tx, email, ""); err != nil {
				return err
			}
			deleted++
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	var missing []AccountErasure
	for _, e := range fromDB {
		if !inFile[keyOf(e)] {
			missing = append(missing, e)
			inFile[keyOf(e)] = true
		}
	}
	if err := s.appendAccountErasures(missing); err != nil {
		return deleted, err
	}
	if deleted > 0 {
		return deleted, s.Compact(ctx)
	}
	return deleted, nil
}

// ExportAccount is the registered account of an access request's address,
// as the requester is told of it: the account, its sessions and the links
// mailed to it (never a token or the password's hash), and when logins to
// it failed.
type ExportAccount struct {
	ID            int64               `json:"id"`
	FirstName     string              `json:"first_name"`
	LastName      string              `json:"last_name"`
	Email         string              `json:"email"`
	Role          access.Role         `json:"role"`
	EmailVerified bool                `json:"email_verified"`
	Disabled      bool                `json:"disabled"`
	CreatedAt     time.Time           `json:"created_at"`
	Sessions      []ExportSession     `json:"sessions"`
	Links         []ExportAccountLink `json:"mailed_links"`
	FailedLogins  []ExportFailedLogin `json:"failed_logins"`
}

// ExportSession is a signed-in session of the account.
type ExportSession struct {
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
}

// ExportAccountLink is a single-use link mailed to the account.
type ExportAccountLink struct {
	Purpose   string     `json:"purpose"` // verify_email or reset_password
	SentTo    string     `json:"sent_to"`
	CreatedAt time.Time  `json:"created_at"`
	ExpiresAt time.Time  `json:"expires_at"`
	UsedAt    *time.Time `json:"used_at"`
}

// ExportFailedLogin is a failed sign-in with the address (kept for a
// while to throttle guessing). The address it came from is left out: it
// may be someone else's.
type ExportFailedLogin struct {
	FailedAt time.Time `json:"failed_at"`
}

// exportAccount gathers the account of email (nil when there is none).
func (s *Store) exportAccount(ctx context.Context, email string) (*ExportAccount, error) {
	if email == "" {
		return nil, nil
	}
	u, err := s.UserByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	a := &ExportAccount{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, Role: u.Role,
		EmailVerified: u.EmailVerified, Disabled: u.Disabled, CreatedAt: u.CreatedAt}
	rows, err := s.query(ctx, s.db, `SELECT created_at, expires_at FROM sessions WHERE user_id = ? ORDER BY created_at`, u.ID)
	if err != nil {
		return nil, err
	}
	if a.Sessions, err = collect(rows, func(sc scanner) (ExportSession, error) {
		var v ExportSession
		return v, sc.Scan(&v.CreatedAt, &v.ExpiresAt)
	}); err != nil {
		return nil, err
	}
	rows, err = s.query(ctx, s.db, `SELECT purpose, email, created_at, expires_at, used_at FROM account_tokens WHERE user_id = ? ORDER BY created_at`, u.ID)
	if err != nil {
		return nil, err
	}
	if a.Links, err = collect(rows, func(sc scanner) (ExportAccountLink, error) {
		var v ExportAccountLink
		var used sql.NullTime
		err := sc.Scan(&v.Purpose, &v.SentTo, &v.CreatedAt, &v.ExpiresAt, &used)
		v.UsedAt = nullTime(used)
		return v, err
	}); err != nil {
		return nil, err
	}
	rows, err = s.query(ctx, s.db, `SELECT failed_at FROM login_failures WHERE email = ? ORDER BY failed_at`, u.Email)
	if err != nil {
		return nil, err
	}
	a.FailedLogins, err = collect(rows, func(sc scanner) (ExportFailedLogin, error) {
		var v ExportFailedLogin
		return v, sc.Scan(&v.FailedAt)
	})
	if err != nil {
		return nil, err
	}
	if a.Sessions == nil {
		a.Sessions = []ExportSession{}
	}
	if a.Links == nil {
		a.Links = []ExportAccountLink{}
	}
	if a.FailedLogins == nil {
		a.FailedLogins = []ExportFailedLogin{}
	}
	return a, nil
}
