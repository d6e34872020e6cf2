package delivery

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// PingEvent is the event of a test webhook a firm sends itself from its
// portal: signed like every event, about no lead.
const PingEvent = "test.ping"

// Ping is a test webhook's body.
type Ping struct {
	Event     string    `json:"event"`
	PartnerID int64     `json:"partner_id"`
	SentAt    time.Time `json:"sent_at"`
}

// PingKind is the outbox kind of a firm's test webhook
// (store.KindWebhookTest): tried once, since the firm is watching its
// attempts for the answer.
func PingKind(d *Deliverer) outbox.Kind {
	return outbox.Kind{Handle: d.HandlePing, Retry: outbox.MailPolicy}
}

// HandlePing posts the test event to the firm's webhook; whatever the
// answer, the attempt is in the firm's list and the item ends.
func (d *Deliverer) HandlePing(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var p store.WebhookTestPayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	firm, err := d.firm(ctx, p.PartnerID)
	if err != nil {
		return outbox.Outcome{}, err
	}
	if firm.WebhookURL == "" {
		return outbox.Outcome{}, fmt.Errorf("%w: the partner has no webhook", outbox.ErrPermanent)
	}
	body, err := json.Marshal(Ping{Event: PingEvent, PartnerID: firm.ID, SentAt: d.now().UTC()})
	if err != nil {
		return outbox.Outcome{}, err
	}
	if err := d.postSigned(ctx, &firm, PingEvent, it.Key, "", body); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: %v", outbox.ErrPermanent, err)
	}
	return outbox.Outcome{Status: store.OutboxSent}, nil
}
