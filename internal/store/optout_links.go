package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"claimsite/internal/leads"
)

// KindLeadConfirmation is the outbox kind of the e-mail that tells a
// visitor their lead arrived (decision 058). Its payload only names the
// lead (LeadConfirmationPayload): the mail is written when it is sent,
// with an opt-out link whose token is made then, so the outbox holds
// nothing personal and no link.
const KindLeadConfirmation = "lead_confirmation"

// LeadConfirmationPayload is the outbox payload of a confirmation e-mail.
type LeadConfirmationPayload struct {
	LeadID int64 `json:"lead_id"`
	// Language is the language the mail is written in: that of the page
	// the lead's form was on (decision 066), kept so a retry writes the
	// same; "" (a row queued before it existed) is English.
	Language string `json:"language,omitempty"`
}

// LeadConfirmation is the outbox row of lead leadID's confirmation e-mail
// in language lang, for the lead's announcement (Intake) to queue in the
// lead's transaction.
func LeadConfirmation(leadID int64, lang string) Outgoing {
	payload, _ := json.Marshal(LeadConfirmationPayload{LeadID: leadID, Language: lang})
	return Outgoing{Kind: KindLeadConfirmation, Key: leadConfirmationKey(leadID), Payload: payload}
}

func leadConfirmationKey(leadID int64) string {
	return "lead-confirmation-" + strconv.FormatInt(leadID, 10)
}

// OptOutLinkLifetime is how long the opt-out link of a confirmation
// e-mail works (decision 058); the opt-out form works for ever.
const OptOutLinkLifetime = 90 * 24 * time.Hour

// Why an opt-out link does nothing.
var (
	// ErrOptOutLinkInvalid: no such token, it expired, or its lead was
	// erased.
	ErrOptOutLinkInvalid = errors.New("opt-out link unknown or expired")
	// ErrOptOutLinkUsed: the link (or another of its lead's) withdrew
	// the consent already.
	ErrOptOutLinkUsed = errors.New("opt-out link already used")
)

// AddOptOutToken stores the hash of a new opt-out token of lead leadID,
// working until expiresAt. ErrNotFound when the lead is gone or erased.
func (s *Store) AddOptOutToken(ctx context.Context, leadID int64, hash string, expiresAt time.Time) error {
	return expectOne(s.exec(ctx, s.db, `INSERT INTO lead_optout_tokens (token_hash, lead_id, created_at, expires_at)
		SELECT ?, id, ?, ? FROM leads WHERE id = ? AND erased_at IS NULL`, hash, s.now(), expiresAt.UTC(), leadID))
}

// LinkWithdrawal is who withdraws their consent with a mailed link, as
// the revocation records it.
type LinkWithdrawal struct {
	IP, UserAgent string
	// Note says which link (the page's button, a mail provider's one-click
	// request).
	Note string
}

// WithdrawByToken withdraws the consent of the person of the lead whose
// opt-out token hashes to hash, in one transaction: the token and every
// other of its lead's are used up, and the lead's phone and e-mail are
// revoked exactly as the opt-out page revokes them (recordRevocation:
// everything stopped, suppressed, the partners that received their leads
// told). ErrOptOutLinkUsed or ErrOptOutLinkInvalid when it does nothing.
func (s *Store) WithdrawByToken(ctx context.Context, hash string, w LinkWithdrawal) (Revocation, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		var leadID int64
		var expires time.Time
		var used sql.NullTime
		err := s.queryRow(ctx, tx, `SELECT lead_id, expires_at, used_at FROM lead_optout_tokens WHERE token_hash = ?`, hash).
			Scan(&leadID, &expires, &used)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return ErrOptOutLinkInvalid
		case err != nil:
			return err
		case used.Valid:
			return ErrOptOutLinkUsed
		case !now.Before(expires):
			return ErrOptOutLinkInvalid
		}
		// Two clicks at once: the second waits for the first's row lock
		// (SQLite: for its transaction) and then finds the token used.
		if err := expectOne(s.exec(ctx, tx, `UPDATE lead_optout_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL`,
			now, hash)); err != nil {
			if errors.Is(err, ErrNotFound) {
				return ErrOptOutLinkUsed
			}
			return err
		}
		if _, err := s.exec(ctx, tx, `UPDATE lead_optout_tokens SET used_at = ? WHERE lead_id = ? AND used_at IS NULL`, now, leadID); err != nil {
			return err
		}
		var phone, email string
		var erased bool
		if err := s.queryRow(ctx, tx, `SELECT phone, email, erased_at IS NOT NULL FROM leads WHERE id = ?`, leadID).
			Scan(&phone, &email, &erased); err != nil {
			return mapErr(err)
		}
		phone, email = leads.NormalizePhone(phone), leads.NormalizeEmail(email)
		if erased || (phone == "" && email == "") {
			return ErrOptOutLinkInvalid
		}
		id, err = s.recordRevocation(ctx, tx, RevocationInput{Phone: phone, Email: email, Scope: ScopeAll, Channel: RevocationWeb,
			ReceivedAt: now, IP: w.IP, UserAgent: w.UserAgent, Note: w.Note})
		return err
	})
	if err != nil {
		return Revocation{}, err
	}
	return s.Revocation(ctx, id)
}

// LeadWithdrawal is the newest withdrawal of consent of lead leadID's
// person (a revocation of its phone or its e-mail, whoever recorded it and
// however), or nil when there is none. An erased lead has no contact
// left, and so none.
func (s *Store) LeadWithdrawal(ctx context.Context, leadID int64) (*Revocation, error) {
	var phone, email string
	if err := s.queryRow(ctx, s.db, `SELECT phone, email FROM leads WHERE id = ?`, leadID).Scan(&phone, &email); err != nil {
		return nil, mapErr(err)
	}
	var newest *Revocation
	for _, c := range []contact{{"phone", leads.NormalizePhone(phone)}, {"email", leads.NormalizeEmail(email)}} {
		if c.value == "" {
			continue
		}
		// c.column is "phone" or "email", never input.
		v, err := s.scanRevocation(s.queryRow(ctx, s.db, revocationSelect+` WHERE r.`+c.column+` = ? AND r.`+c.column+` <> ''
			ORDER BY r.received_at DESC, r.id DESC LIMIT 1`, c.value))
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if newest == nil || v.ReceivedAt.After(newest.ReceivedAt) {
			newest = &v
		}
	}
	return newest, nil
}
