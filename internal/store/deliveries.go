package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"claimsite/internal/leads"
)

// Delivery statuses, as the lead's trail shows them.
const (
	DeliveryPending   = "pending"
	DeliveryDelivered = "delivered"
	DeliveryFailed    = "failed"
	DeliveryDead      = "dead"
)

// DeliveryStatuses lists them, for filters.
var DeliveryStatuses = []string{DeliveryPending, DeliveryDelivered, DeliveryFailed, DeliveryDead}

// Delivery is one attempt-tracked sending of a lead to a partner over one
// channel: a step of the lead's trail.
type Delivery struct {
	ID            int64      `json:"id"`
	LeadID        int64      `json:"lead_id"`
	PartnerID     *int64     `json:"partner_id"` // nil once the partner is deleted
	PartnerName   string     `json:"partner_name"`
	Channel       string     `json:"channel"` // ChannelEmail or ChannelWebhook
	Status        string     `json:"status"`
	Attempts      int        `json:"attempts"`
	LastError     string     `json:"last_error"`
	NextAttemptAt *time.Time `json:"next_attempt_at"` // while pending
	DeliveredAt   *time.Time `json:"delivered_at"`
	CreatedAt     time.Time  `json:"created_at"`
	// PriceCents is the lead's price to the firm, fixed when it was
	// routed (nil: sent before billing); Charged, that the firm's ledger
	// has the charge (once per lead and firm, whichever channel got there
	// first).
	PriceCents *int64 `json:"price_cents"`
	Charged    bool   `json:"charged"`
}

// deliveryStatus maps the outbox row's status to the delivery's.
const deliveryStatus = `CASE o.status WHEN 'sent' THEN 'delivered' ELSE o.status END`

const deliveryColumns = `d.id, d.lead_id, d.partner_id, d.partner_name, d.channel, ` + deliveryStatus + `, o.attempts, o.last_error,
	o.next_attempt_at, o.done_at, d.created_at, d.price_cents,
	EXISTS (SELECT 1 FROM ledger_entries e WHERE e.lead_id = d.lead_id AND e.partner_id = d.partner_id AND e.kind = 'charge')`

const deliveryFrom = ` FROM deliveries d JOIN outbox o ON o.id = d.outbox_id`

func scanDelivery(r scanner) (Delivery, error) {
	var d Delivery
	var partnerID sql.NullInt64
	var next, done sql.NullTime
	var price sql.NullInt64
	err := r.Scan(&d.ID, &d.LeadID, &partnerID, &d.PartnerName, &d.Channel, &d.Status, &d.Attempts, &d.LastError, &next, &done, &d.CreatedAt,
		&price, &d.Charged)
	if price.Valid {
		d.PriceCents = &price.Int64
	}
	if partnerID.Valid {
		d.PartnerID = &partnerID.Int64
	}
	if next.Valid && d.Status == DeliveryPending {
		d.NextAttemptAt = &next.Time
	}
	if done.Valid && d.Status == DeliveryDelivered {
		d.DeliveredAt = &done.Time
	}
	return d, err
}

// LeadDeliveries is a lead's trail of deliveries, oldest first.
func (s *Store) LeadDeliveries(ctx context.Context, leadID int64) ([]Delivery, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+deliveryColumns+deliveryFrom+" WHERE d.lead_id = ? ORDER BY d.id", leadID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanDelivery)
}

// Delivery loads one delivery.
func (s *Store) Delivery(ctx context.Context, id int64) (Delivery, error) {
	d, err := scanDelivery(s.queryRow(ctx, s.db, "SELECT "+deliveryColumns+deliveryFrom+" WHERE d.id = ?", id))
	return d, mapErr(err)
}

// DeliveryJob is what a delivery attempt sends: the delivery, its lead and
// its partner as they are now (nil when the partner was deleted).
type DeliveryJob struct {
	Delivery Delivery
	Lead     leads.Lead
	Partner  *leads.Partner
}

// LoadDeliveryJob reads what delivery id must send.
func (s *Store) LoadDeliveryJob(ctx context.Context, id int64) (DeliveryJob, error) {
	var job DeliveryJob
	var err error
	if job.Delivery, err = s.Delivery(ctx, id); err != nil {
		return job, err
	}
	if job.Lead, err = s.Lead(ctx, job.Delivery.LeadID); err != nil {
		return job, err
	}
	if job.Delivery.PartnerID != nil {
		p, err := s.Partner(ctx, *job.Delivery.PartnerID)
		switch {
		case err == nil:
			job.Partner = &p
		case !errors.Is(err, ErrNotFound):
			return job, err
		}
	}
	return job, nil
}

// ErrNotRetryable is a retry of a delivery that is pending or delivered.
var ErrNotRetryable = errors.New("only a failed or dead delivery can be retried")

// RetryDelivery puts a failed or dead delivery back in the queue, due now,
// with a fresh DeliveryGiveUp of retries.
func (s *Store) RetryDelivery(ctx context.Context, id int64) (Delivery, error) {
	d, err := s.Delivery(ctx, id)
	if err != nil {
		return d, err
	}
	if d.Status != DeliveryFailed && d.Status != DeliveryDead {
		return d, ErrNotRetryable
	}
	now := s.now()
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		return s.refreshLeads(ctx, tx, []int64{d.LeadID}, func() error {
			if err := expectOne(s.exec(ctx, tx, `UPDATE outbox SET status = 'pending', next_attempt_at = ?, give_up_at = ?, locked_until = NULL, done_at = NULL
			WHERE id = (SELECT outbox_id FROM deliveries WHERE id = ?) AND status IN ('failed', 'dead')`, now, now.Add(s.deliveryGiveUp()), id)); err != nil {
				return err
			}
			// On its way again: its price is held again until it is charged.
			if d.PartnerID == nil || d.PriceCents == nil {
				return nil
			}
			return s.holdPrice(ctx, tx, d.LeadID, *d.PartnerID, *d.PriceCents)
		})
	})
	if errors.Is(err, ErrNotFound) {
		return d, ErrNotRetryable // it changed under us
	}
	if err != nil {
		return d, err
	}
	return s.Delivery(ctx, id)
}

func (s *Store) deliveryGiveUp() time.Duration {
	if s.intake.DeliveryGiveUp > 0 {
		return s.intake.DeliveryGiveUp
	}
	return 24 * time.Hour
}

// Refusals of a lead sent by hand.
var (
	ErrSuppressed = errors.New("the lead's phone or e-mail is on the suppression list")
	ErrNoChannel  = errors.New("the partner has neither an e-mail address nor a webhook")
)

// SendLeadTo sends a lead to a partner the operator chose, whatever the
// routing rules say, except the suppression list. An unrouted or
// duplicate lead becomes routed. It returns the new deliveries.
func (s *Store) SendLeadTo(ctx context.Context, leadID, partnerID int64) ([]Delivery, error) {
	var ids []int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		l, err := scanLead(s.queryRow(ctx, tx, "SELECT "+leadColumns+leadFrom+" WHERE l.id = ?", leadID))
		if err != nil {
			return mapErr(err)
		}
		p, err := scanPartner(s.queryRow(ctx, tx, "SELECT "+partnerColumns+" FROM partners WHERE id = ?", partnerID))
		if err != nil {
			return mapErr(err)
		}
		if len(channelsOf(p)) == 0 {
			return ErrNoChannel
		}
		suppressed, err := s.IsSuppressed(ctx, tx, leads.NormalizePhone(l.Phone), leads.NormalizeEmail(l.Email))
		if err != nil {
			return err
		}
		if suppressed {
			return ErrSuppressed
		}
		var before int64
		if err := s.queryRow(ctx, tx, `SELECT COALESCE(MAX(id), 0) FROM deliveries WHERE lead_id = ?`, leadID).Scan(&before); err != nil {
			return err
		}
		now := s.now()
		err = s.refreshLeads(ctx, tx, []int64{leadID}, func() error {
			if err := s.assign(ctx, tx, l, p, true, now); err != nil {
				return err
			}
			_, err := s.exec(ctx, tx, `UPDATE leads SET routing = 'routed', updated_at = ? WHERE id = ?`, now, leadID)
			return err
		})
		if err != nil {
			return err
		}
		rows, err := s.query(ctx, tx, `SELECT id FROM deliveries WHERE lead_id = ? AND id > ? ORDER BY id`, leadID, before)
		if err != nil {
			return err
		}
		ids, err = collect(rows, scanID)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]Delivery, 0, len(ids))
	for _, id := range ids {
		d, err := s.Delivery(ctx, id)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}
