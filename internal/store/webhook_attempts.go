package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"
)

// KindWebhookTest is the outbox kind of the test webhook a firm sends
// itself from its portal; its payload is WebhookTestPayload.
const KindWebhookTest = "webhook_test"

// WebhookTestPayload names the firm to ping.
type WebhookTestPayload struct {
	PartnerID int64 `json:"partner_id"`
}

// WebhookAttemptsKept is how many of a firm's latest webhook attempts are
// kept: what its portal shows. An older one goes as a new one comes.
const WebhookAttemptsKept = 50

// WebhookAttempt is one POST to a firm's webhook: a delivery, a notice or
// a test, with the answer's status (0: none came) and how long it took.
type WebhookAttempt struct {
	ID            int64     `json:"id"`
	PartnerID     int64     `json:"-"`
	Event         string    `json:"event"`
	LeadReference string    `json:"lead_reference"`
	StatusCode    int       `json:"status_code"`
	OK            bool      `json:"ok"`
	Error         string    `json:"error"`
	DurationMS    int64     `json:"duration_ms"`
	CreatedAt     time.Time `json:"created_at"`
}

// RecordWebhookAttempt keeps an attempt and drops the firm's attempts
// beyond the latest WebhookAttemptsKept. It writes on the connection that
// does not wait for the disk: a log a power cut may shorten.
func (s *Store) RecordWebhookAttempt(ctx context.Context, a WebhookAttempt) error {
	return s.inTxOn(ctx, s.lax, func(tx *sql.Tx) error {
		q := querier(laxTx{tx})
		if _, err := s.exec(ctx, q, `INSERT INTO webhook_attempts (partner_id, event, lead_reference, status_code, ok, error, duration_ms, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, a.PartnerID, a.Event, a.LeadReference, a.StatusCode, a.OK, clip(a.Error, 300), a.DurationMS,
			s.now()); err != nil {
			return err
		}
		_, err := s.exec(ctx, q, `DELETE FROM webhook_attempts WHERE partner_id = ? AND id <= (
			SELECT id FROM webhook_attempts WHERE partner_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`, a.PartnerID, a.PartnerID, WebhookAttemptsKept)
		return err
	})
}

// WebhookAttempts lists the firm's kept attempts, newest first.
func (s *Store) WebhookAttempts(ctx context.Context, partnerID int64) ([]WebhookAttempt, error) {
	rows, err := s.query(ctx, s.db, `SELECT id, partner_id, event, lead_reference, status_code, ok, error, duration_ms, created_at
		FROM webhook_attempts WHERE partner_id = ? ORDER BY id DESC LIMIT ?`, partnerID, WebhookAttemptsKept)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (WebhookAttempt, error) {
		var a WebhookAttempt
		err := r.Scan(&a.ID, &a.PartnerID, &a.Event, &a.LeadReference, &a.StatusCode, &a.OK, &a.Error, &a.DurationMS, &a.CreatedAt)
		return a, err
	})
}

// QueueWebhookTest queues a test event to the firm's webhook.
func (s *Store) QueueWebhookTest(ctx context.Context, partnerID int64) error {
	payload, err := json.Marshal(WebhookTestPayload{PartnerID: partnerID})
	if err != nil {
		return err
	}
	key, err := NewWebhookSecret() // any random key: each test is its own event
	if err != nil {
		return err
	}
	return s.Enqueue(ctx, Outgoing{Kind: KindWebhookTest, Key: "ping-" + key[:24], Payload: payload})
}
