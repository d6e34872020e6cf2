package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/leads"
)

// KindPartnerNotice is the outbox kind of a message to a partner about a
// lead it received (partner_notices); its payload names the notice
// (PartnerNoticePayload).
const KindPartnerNotice = "partner_notice"

// Partner notice events, as the webhook's X-Claimsite-Event names them.
const (
	EventConsentRevoked = "lead.consent_revoked"
	EventLeadErased     = "lead.erased"
	EventLeadCorrected  = "lead.corrected"
)

// PartnerNoticePayload is the outbox payload of a partner notice: which
// one, read afresh at each attempt (a corrected webhook URL is used).
type PartnerNoticePayload struct {
	NoticeID int64 `json:"notice_id"`
}

// PartnerNotice is one message to one partner over one channel about one
// lead, with the state of its outbox row.
type PartnerNotice struct {
	ID               int64  `json:"id"`
	Event            string `json:"event"`
	PartnerID        *int64 `json:"partner_id"` // nil once the partner is deleted
	PartnerName      string `json:"partner_name"`
	Channel          string `json:"channel"`
	LeadReference    string `json:"lead_reference"`
	RevocationID     *int64 `json:"revocation_id"`
	PrivacyRequestID *int64 `json:"privacy_request_id"`
	// Fields names the corrected fields of a lead.corrected notice
	// (first_name, last_name, name, email, phone, zip_code); empty for
	// the other events. Only names: the values are read from the lead
	// when the notice is sent.
	Fields        []string   `json:"fields"`
	Status        string     `json:"status"` // DeliveryPending, DeliveryDelivered, DeliveryFailed or DeliveryDead
	Attempts      int        `json:"attempts"`
	LastError     string     `json:"last_error"`
	NextAttemptAt *time.Time `json:"next_attempt_at"` // while pending
	DeliveredAt   *time.Time `json:"delivered_at"`
	CreatedAt     time.Time  `json:"created_at"`
}

const noticeColumns = `n.id, n.event, n.partner_id, n.partner_name, n.channel, n.lead_reference, n.revocation_id, n.privacy_request_id,
	n.fields, ` + deliveryStatus + `, o.attempts, o.last_error, o.next_attempt_at, o.done_at, n.created_at`

const noticeFrom = ` FROM partner_notices n JOIN outbox o ON o.id = n.outbox_id`

func scanNotice(r scanner) (PartnerNotice, error) {
	var n PartnerNotice
	var partnerID, revocationID, requestID sql.NullInt64
	var next, done sql.NullTime
	var fields string
	err := r.Scan(&n.ID, &n.Event, &partnerID, &n.PartnerName, &n.Channel, &n.LeadReference, &revocationID, &requestID,
		&fields, &n.Status, &n.Attempts, &n.LastError, &next, &done, &n.CreatedAt)
	n.PartnerID, n.RevocationID, n.PrivacyRequestID = nullID(partnerID), nullID(revocationID), nullID(requestID)
	n.Fields = []string{}
	if fields != "" {
		n.Fields = strings.Split(fields, ",")
	}
	if next.Valid && n.Status == DeliveryPending {
		n.NextAttemptAt = &next.Time
	}
	if done.Valid && n.Status == DeliveryDelivered {
		n.DeliveredAt = &done.Time
	}
	return n, err
}

func nullID(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return &v.Int64
}

// NoticeTally is how far the notices of one revocation or request got.
type NoticeTally struct {
	Total     int `json:"total"`
	Delivered int `json:"delivered"`
	Failed    int `json:"failed"` // failed or dead: the operator must act
	Pending   int `json:"pending"`
}

// AllTold reports whether every notice reached its partner (true when
// there was nobody to tell).
func (t NoticeTally) AllTold() bool { return t.Delivered == t.Total }

// noticeTally is the SQL of a NoticeTally of the notices whose column
// (revocation_id or privacy_request_id) is the outer row's id.
func noticeTally(column, outer string) string {
	return `(SELECT COUNT(*) FROM partner_notices n JOIN outbox o ON o.id = n.outbox_id WHERE n.` + column + ` = ` + outer + `),
	(SELECT COUNT(*) FROM partner_notices n JOIN outbox o ON o.id = n.outbox_id WHERE n.` + column + ` = ` + outer + ` AND o.status = 'sent'),
	(SELECT COUNT(*) FROM partner_notices n JOIN outbox o ON o.id = n.outbox_id WHERE n.` + column + ` = ` + outer + ` AND o.status IN ('failed', 'dead'))`
}

// PartnerNoticeJob is what a notice attempt sends: the notice, the
// partner as it is now (nil once deleted), for a revocation its scope and
// receipt, and for a correction the corrected values.
type PartnerNoticeJob struct {
	Notice    PartnerNotice
	Partner   *leads.Partner
	Scope     string    // revocations only
	RevokedAt time.Time // revocations only: when it was received
	// Corrected holds, for a lead.corrected notice, the current value of
	// each field of Notice.Fields, read from the lead at this attempt.
	Corrected map[string]string
	// LeadErased: the lead of a lead.corrected notice was erased since;
	// there is nothing left to send.
	LeadErased bool
}

// LoadPartnerNoticeJob reads what notice id must send.
func (s *Store) LoadPartnerNoticeJob(ctx context.Context, id int64) (PartnerNoticeJob, error) {
	var job PartnerNoticeJob
	n, err := scanNotice(s.queryRow(ctx, s.db, "SELECT "+noticeColumns+noticeFrom+" WHERE n.id = ?", id))
	if err != nil {
		return job, mapErr(err)
	}
	job.Notice = n
	if n.RevocationID != nil {
		if err := s.queryRow(ctx, s.db, `SELECT scope, received_at FROM revocations WHERE id = ?`, *n.RevocationID).Scan(&job.Scope, &job.RevokedAt); err != nil {
			return job, mapErr(err)
		}
	}
	if n.Event == EventLeadCorrected {
		if job.Corrected, job.LeadErased, err = s.correctedValues(ctx, n.LeadReference, n.Fields); err != nil {
			return job, err
		}
	}
	if n.PartnerID != nil {
		p, err := s.Partner(ctx, *n.PartnerID)
		switch {
		case err == nil:
			job.Partner = &p
		case err != ErrNotFound:
			return job, err
		}
	}
	return job, nil
}

// QueuePartnerNotices tells every partner that received one of leadIDs
// about event, in tx (the transaction of the revocation or erasure that
// causes it): one partner_notices row and one outbox row per lead, partner
// and channel the partner has now. A partner "received" a lead when a
// delivery of it was made, or is being attempted at this moment (it may
// land). revocationID or privacyRequestID says what caused the notices.
// It returns how many notices it queued.
func (s *Store) QueuePartnerNotices(ctx context.Context, tx *sql.Tx, event string, leadIDs []int64, revocationID, privacyRequestID *int64) (int, error) {
	return s.queuePartnerNotices(ctx, tx, event, leadIDs, revocationID, privacyRequestID, nil)
}

// queuePartnerNotices is QueuePartnerNotices with the corrected fields of
// a lead.corrected notice.
func (s *Store) queuePartnerNotices(ctx context.Context, tx *sql.Tx, event string, leadIDs []int64, revocationID, privacyRequestID *int64,
	fields []string) (int, error) {
	if len(leadIDs) == 0 {
		return 0, nil
	}
	now := s.now()
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(leadIDs)), ", ")
	args := []any{now}
	for _, id := range leadIDs {
		args = append(args, id)
	}
	rows, err := s.query(ctx, tx, `SELECT DISTINCT l.reference, p.id, p.name, p.email, p.webhook_url
		FROM deliveries d
		JOIN outbox o ON o.id = d.outbox_id
		JOIN leads l ON l.id = d.lead_id
		JOIN partners p ON p.id = d.partner_id
		WHERE (o.status = 'sent' OR (o.status = 'pending' AND o.locked_until > ?)) AND d.lead_id IN (`+marks+`)
		ORDER BY p.id, l.reference`, args...)
	if err != nil {
		return 0, err
	}
	type target struct {
		reference string
		partner   leads.Partner
	}
	targets, err := collect(rows, func(r scanner) (target, error) {
		var t target
		return t, r.Scan(&t.reference, &t.partner.ID, &t.partner.Name, &t.partner.Email, &t.partner.WebhookURL)
	})
	if err != nil {
		return 0, err
	}
	queued := 0
	for _, t := range targets {
		for _, channel := range channelsOf(t.partner) {
			id, err := s.insert(ctx, tx, `INSERT INTO partner_notices (event, partner_id, partner_name, channel, lead_reference, revocation_id,
				privacy_request_id, fields, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				event, t.partner.ID, t.partner.Name, channel, t.reference, revocationID, privacyRequestID, strings.Join(fields, ","), now)
			if err != nil {
				return queued, err
			}
			payload, err := json.Marshal(PartnerNoticePayload{NoticeID: id})
			if err != nil {
				return queued, err
			}
			outboxID, err := s.enqueueID(ctx, tx, Outgoing{Kind: KindPartnerNotice, Key: NoticeKey(id), Payload: payload,
				GiveUpAt: now.Add(noticeGiveUp)})
			if err != nil {
				return queued, err
			}
			if err := expectOne(s.exec(ctx, tx, `UPDATE partner_notices SET outbox_id = ? WHERE id = ?`, outboxID, id)); err != nil {
				return queued, err
			}
			queued++
		}
	}
	return queued, nil
}

// noticeGiveUp is how long a notice is retried: longer than a delivery,
// since a revocation must reach the partner within 10 business days and
// the operator sees a dead one and retries it.
const noticeGiveUp = 72 * time.Hour

// NoticeKey is the idempotency key of notice id: distinct from a
// delivery's, so a receiver keying both in one table never mixes them.
func NoticeKey(id int64) string { return "notice-" + strconv.FormatInt(id, 10) }

// RevocationNotices lists the notices of a revocation, oldest first.
func (s *Store) RevocationNotices(ctx context.Context, revocationID int64) ([]PartnerNotice, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+noticeColumns+noticeFrom+" WHERE n.revocation_id = ? ORDER BY n.id", revocationID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanNotice)
}

// PrivacyRequestNotices lists the notices of a privacy request, oldest
// first.
func (s *Store) PrivacyRequestNotices(ctx context.Context, requestID int64) ([]PartnerNotice, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+noticeColumns+noticeFrom+" WHERE n.privacy_request_id = ? ORDER BY n.id", requestID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanNotice)
}
