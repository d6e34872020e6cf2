package store

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"claimsite/internal/leads"
)

// Why a lead was erased.
const (
	ErasurePrivacyRequest = "privacy_request"
	ErasureRetention      = "retention"
	ErasureAdmin          = "admin"
)

// ErrErasureCleanup means leads were erased (the transaction committed)
// but the work after it failed: appending the erasure list file, or
// cleaning the database files of the old text. Both are done again at the
// next start (ApplyErasureList), so it is a warning, not a failure.
var ErrErasureCleanup = errors.New("erasure committed; cleanup after it failed")

// Erasure is one entry of the erasure list: which lead was erased, when
// and why, with nothing personal in it.
type Erasure struct {
	LeadID           int64     `json:"lead_id"`
	LeadReference    string    `json:"lead_reference"`
	Reason           string    `json:"reason"`
	PrivacyRequestID *int64    `json:"privacy_request_id,omitempty"`
	ErasedAt         time.Time `json:"erased_at"`
}

// erasureLogName is the erasure list's copy outside the database, in the
// data dir: a restored backup (or a database copied back by hand) is
// erased again from it at the next start.
const erasureLogName = "erasures.jsonl"

// erasedOutboxError is the outcome of a delivery cancelled by an erasure.
const erasedOutboxError = "cancelled: the lead was erased"

// EraseLeads erases the leads ids (see eraseLeads) for reason, then cleans
// the database files. Leads erased already are left as they are.
func (s *Store) EraseLeads(ctx context.Context, ids []int64, reason string) ([]Erasure, error) {
	var erased []Erasure
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		erased, err = s.eraseLeads(ctx, tx, ids, reason, 0)
		return err
	})
	if err != nil {
		return nil, err
	}
	return erased, s.afterErasure(ctx, erased)
}

// eraseLeads empties every personal field of the leads ids inside tx and
// writes their erasure list entries. Kept: the row and its counts, form,
// state, status, routing, dates, the consent proof's version, time and
// proof states, the deliveries (partner, channel, outcome). Emptied:
// names, e-mail, phone, ZIP, description, notes, the IP, user agent, page
// URL, referrer, LeadiD token and TrustedForm certificate of the proof;
// the opt-out links of its confirmation e-mail; the partner_contacts rows
// of the person; the operator notices and
// certificate claims queued about the lead (cancelled when still pending,
// their payload scrubbed); any mail to the person's address; pending
// deliveries are cancelled. requestID, when not 0, is the privacy request
// that asked for it: the partners that received the leads are then told
// (partner notices, lead.erased).
func (s *Store) eraseLeads(ctx context.Context, tx *sql.Tx, ids []int64, reason string, requestID int64) ([]Erasure, error) {
	now := s.now()
	type target struct {
		id                int64
		ref, email, phone string
	}
	var targets []target
	for _, id := range ids {
		t := target{id: id}
		err := s.queryRow(ctx, tx, `SELECT COALESCE(reference, ''), email, phone FROM leads WHERE id = ? AND erased_at IS NULL`, id).
			Scan(&t.ref, &t.email, &t.phone)
		if errors.Is(err, sql.ErrNoRows) {
			continue // erased already, or gone
		}
		if err != nil {
			return nil, err
		}
		targets = append(targets, t)
	}
	var request any
	if requestID != 0 {
		request = requestID
		// The partners that received these leads are told (lead.erased),
		// in this transaction and before pending deliveries are cancelled:
		// one in flight may land, and that partner is told too. Erasures by
		// the retention job, or again after a restore, tell nobody: the
		// partners were told of the original erasure, and the retention
		// period is the partners' own agreement.
		var erasing []int64
		for _, t := range targets {
			erasing = append(erasing, t.id)
		}
		if _, err := s.QueuePartnerNotices(ctx, tx, EventLeadErased, erasing, nil, &requestID); err != nil {
			return nil, err
		}
	}
	var erased []Erasure
	for _, t := range targets {
		id := t.id
		// The landing page and pending deliveries are counted in the
		// summaries: they follow the erasure.
		err := s.refreshLeads(ctx, tx, []int64{id}, func() error {
			if _, err := s.exec(ctx, tx, `UPDATE leads SET first_name = '', last_name = '', name = '', email = '', phone = '',
				zip_code = '', description = '', notes = '', idempotency_key = NULL, erased_at = ?, updated_at = ? WHERE id = ?`,
				now, now, id); err != nil {
				return err
			}
			if _, err := s.exec(ctx, tx, `UPDATE lead_consents SET ip = '', user_agent = '', page_url = '', referrer = '',
				leadid_token = '', trustedform_cert_url = '', trustedform_detail = '' WHERE lead_id = ?`, id); err != nil {
				return err
			}
			if err := s.eraseQualification(ctx, tx, id); err != nil {
				return err
			}
			// Also empties partners' outcome reasons (decision 026).
			if err := s.eraseAttribution(ctx, tx, id); err != nil {
				return err
			}
			// The confirmation e-mail's opt-out links (decision 058).
			if _, err := s.exec(ctx, tx, `DELETE FROM lead_optout_tokens WHERE lead_id = ?`, id); err != nil {
				return err
			}
			return s.scrubLeadOutbox(ctx, tx, id, t.ref)
		})
		if err != nil {
			return nil, err
		}
		if err := s.scrubContact(ctx, tx, leads.NormalizeEmail(t.email), leads.NormalizePhone(t.phone)); err != nil {
			return nil, err
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO erasures (lead_id, lead_reference, reason, privacy_request_id, erased_at)
			VALUES (?, ?, ?, ?, ?)`, id, t.ref, reason, request, now); err != nil {
			return nil, err
		}
		e := Erasure{LeadID: id, LeadReference: t.ref, Reason: reason, ErasedAt: now}
		if requestID != 0 {
			e.PrivacyRequestID = &requestID
		}
		erased = append(erased, e)
	}
	return erased, nil
}

// scrubLeadOutbox cancels and empties what the outbox holds about lead id:
// its operator notices (which carry the person's details), its
// TrustedForm claim (the certificate), its confirmation e-mail to the
// person (decision 058), its pending deliveries (a
// partner must not receive an erased lead) and its pending correction
// notices (nothing is left to send).
func (s *Store) scrubLeadOutbox(ctx context.Context, tx *sql.Tx, id int64, ref string) error {
	now := s.now()
	scrubbed := `{"erased":true}`
	if _, err := s.exec(ctx, tx, `UPDATE outbox SET payload = ?, last_error = '',
		status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END,
		done_at = CASE WHEN status = 'pending' THEN ? ELSE done_at END
		WHERE (kind = 'mail' AND idempotency_key LIKE ?) OR (kind = ? AND idempotency_key = ?) OR (kind = ? AND idempotency_key = ?)`,
		scrubbed, now, "lead-notice-"+strconv.FormatInt(id, 10)+"-%", leads.RetainKind, leads.RetainKind+":"+ref,
		KindLeadConfirmation, leadConfirmationKey(id)); err != nil {
		return err
	}
	// A delivery being attempted right now (its lease runs) is left to
	// finish: the partner may get it, and is then told of the erasure.
	if _, err := s.exec(ctx, tx, `UPDATE outbox SET status = 'failed', last_error = ?, done_at = ?
		WHERE status = 'pending' AND (locked_until IS NULL OR locked_until <= ?)
		AND id IN (SELECT outbox_id FROM deliveries WHERE lead_id = ? AND outbox_id IS NOT NULL)`,
		erasedOutboxError, now, now, id); err != nil {
		return err
	}
	// The firms those deliveries were for have their holds back.
	if err := s.releaseUndelivered(ctx, tx, id); err != nil {
		return err
	}
	return s.cancelCorrectionNotices(ctx, tx, ref)
}

// scrubContact removes what is kept about a contact outside its leads:
// who already has the person (partner_contacts), failed logins of the
// address, and the mails to the address (their bodies emptied, the
// address masked; pending ones cancelled). The do-not-contact list and
// revocations are kept: they are how an opt-out stays honoured.
func (s *Store) scrubContact(ctx context.Context, tx *sql.Tx, email, phone string) error {
	for _, key := range contactKeys(phone, email) {
		if _, err := s.exec(ctx, tx, `DELETE FROM partner_contacts WHERE contact = ?`, key); err != nil {
			return err
		}
	}
	if email == "" {
		return nil
	}
	if _, err := s.exec(ctx, tx, `DELETE FROM login_failures WHERE email = ?`, email); err != nil {
		return err
	}
	rows, err := s.query(ctx, tx, `SELECT id, payload FROM outbox WHERE kind = 'mail' AND LOWER(payload) LIKE ? ESCAPE '\'`, likePattern(email))
	if err != nil {
		return err
	}
	type item struct {
		id      int64
		payload string
	}
	items, err := collect(rows, func(sc scanner) (item, error) {
		var it item
		return it, sc.Scan(&it.id, &it.payload)
	})
	if err != nil {
		return err
	}
	now := s.now()
	for _, it := range items {
		var m struct {
			Template string `json:"template"`
			To       string `json:"to"`
		}
		json.Unmarshal([]byte(it.payload), &m)
		kept, err := json.Marshal(map[string]any{"template": m.Template, "to": MaskEmail(NormalizeEmail(m.To)), "erased": true})
		if err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `UPDATE outbox SET payload = ?, last_error = '',
			status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END,
			done_at = CASE WHEN status = 'pending' THEN ? ELSE done_at END WHERE id = ?`, string(kept), now, it.id); err != nil {
			return err
		}
	}
	return nil
}

// afterErasure appends erased to the erasure list file and cleans the
// database files of the old text.
func (s *Store) afterErasure(ctx context.Context, erased []Erasure) error {
	if len(erased) == 0 {
		return nil
	}
	var errs []error
	if err := s.appendErasureLog(erased); err != nil {
		errs = append(errs, err)
	}
	if err := s.Compact(ctx); err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w: %v", ErrErasureCleanup, errors.Join(errs...))
	}
	return nil
}

// ErasureLogPath is the file outside the database that keeps a copy of
// the erasure list ("" when the store has none).
func (s *Store) ErasureLogPath() string { return s.erasureLog }

// appendErasureLog appends lead entries to the erasure list file.
func (s *Store) appendErasureLog(erased []Erasure) error {
	return appendErasureEntries(s.erasureLog, erased)
}

// readErasureLog reads the lead entries of the erasure list file.
func (s *Store) readErasureLog() ([]Erasure, error) {
	return readErasureEntries(s.erasureLog, func(e Erasure) bool { return e.LeadReference != "" })
}

// appendErasureEntries appends entries to the erasure list file at path
// (nothing when path is ""), one JSON object a line, synced before it
// returns. Leads' and accounts' entries share the file; each reader keeps
// its own kind.
func appendErasureEntries[T any](path string, entries []T) error {
	if path == "" || len(entries) == 0 {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, e := range entries {
		if err := enc.Encode(e); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readErasureEntries reads the entries of the erasure list file at path
// that keep accepts; a missing file (or path "") is an empty list, and a
// torn line (a crash mid-append) or another kind's entry is skipped.
func readErasureEntries[T any](path string, keep func(T) bool) ([]T, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e T
		if json.Unmarshal(sc.Bytes(), &e) == nil && keep(e) {
			out = append(out, e)
		}
	}
	return out, sc.Err()
}

// Erasures lists the erasure list kept in the database, oldest first.
func (s *Store) Erasures(ctx context.Context) ([]Erasure, error) {
	rows, err := s.query(ctx, s.db, `SELECT lead_id, lead_reference, reason, privacy_request_id, erased_at FROM erasures ORDER BY id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(sc scanner) (Erasure, error) {
		var e Erasure
		var req sql.NullInt64
		err := sc.Scan(&e.LeadID, &e.LeadReference, &e.Reason, &req, &e.ErasedAt)
		e.PrivacyRequestID = nullInt(req)
		return e, err
	})
}

// ApplyErasureList erases again every lead of the erasure list (in the
// database and in its file) that is not erased: a backup restored, or a
// database file copied back by hand, must not bring an erased person
// back. Leads are matched by reference (ids may be reused by a database
// that lost rows). The file is then completed with the database's
// entries it lacks (another instance's erasures, on PostgreSQL). It
// returns how many leads it erased again.
func (s *Store) ApplyErasureList(ctx context.Context) (int, error) {
	fromFile, err := s.readErasureLog()
	if err != nil {
		return 0, fmt.Errorf("read erasure list: %w", err)
	}
	fromDB, err := s.Erasures(ctx)
	if err != nil {
		return 0, err
	}
	inFile := map[string]bool{}
	reasons := map[string]string{}
	var order []string
	for _, list := range [][]Erasure{fromFile, fromDB} {
		for _, e := range list {
			if _, seen := reasons[e.LeadReference]; !seen {
				order = append(order, e.LeadReference)
				reasons[e.LeadReference] = e.Reason
			}
		}
	}
	for _, e := range fromFile {
		inFile[e.LeadReference] = true
	}
	var again []Erasure
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		again = nil
		for _, ref := range order {
			var id int64
			err := s.queryRow(ctx, tx, `SELECT id FROM leads WHERE reference = ? AND erased_at IS NULL`, ref).Scan(&id)
			if errors.Is(err, sql.ErrNoRows) {
				continue
			}
			if err != nil {
				return err
			}
			erased, err := s.eraseLeads(ctx, tx, []int64{id}, reasons[ref], 0)
			if err != nil {
				return err
			}
			again = append(again, erased...)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	var missing []Erasure
	for _, e := range fromDB {
		if !inFile[e.LeadReference] {
			missing = append(missing, e)
			inFile[e.LeadReference] = true
		}
	}
	if err := s.appendErasureLog(missing); err != nil {
		return len(again), err
	}
	if len(again) > 0 {
		if err := s.Compact(ctx); err != nil {
			return len(again), err
		}
	}
	return len(again), nil
}

// deleteLeadListed deletes lead id outright (the operator's DELETE), with
// what the outbox holds about it, and puts it on the erasure list (reason
// admin): a backup restored later erases it again. ErrNotFound when there
// is no such lead.
func (s *Store) deleteLeadListed(ctx context.Context, id int64) error {
	var entry Erasure
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var ref string
		if err := s.queryRow(ctx, tx, `SELECT COALESCE(reference, '') FROM leads WHERE id = ?`, id).Scan(&ref); err != nil {
			return mapErr(err)
		}
		now := s.now()
		entry = Erasure{LeadID: id, LeadReference: ref, Reason: ErasureAdmin, ErasedAt: now}
		// The lead leaves the summaries with its rows.
		return s.refreshLeads(ctx, tx, []int64{id}, func() error {
			if err := s.scrubLeadOutbox(ctx, tx, id, ref); err != nil {
				return err
			}
			if err := s.releaseLeadHolds(ctx, tx, id); err != nil {
				return err
			}
			if _, err := s.exec(ctx, tx, `INSERT INTO erasures (lead_id, lead_reference, reason, erased_at) VALUES (?, ?, 'admin', ?)`,
				id, ref, now); err != nil {
				return err
			}
			return expectOne(s.exec(ctx, tx, `DELETE FROM leads WHERE id = ?`, id))
		})
	})
	if err != nil {
		return err
	}
	// The deletion stands even if the clean-up after it did not finish:
	// the next start does it again.
	s.afterErasure(ctx, []Erasure{entry})
	return nil
}
