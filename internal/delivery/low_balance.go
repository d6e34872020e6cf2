package delivery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"claimsite/internal/billing"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// LowBalanceKind is the outbox kind of the mail that tells a prepaid
// firm its balance fell under its threshold (store.KindLowBalance):
// retried as mail is.
func LowBalanceKind(d *Deliverer) outbox.Kind {
	return outbox.Kind{Handle: d.HandleLowBalance, Retry: outbox.MailPolicy}
}

// firm loads the partner an outbox item names; a deleted one ends the
// item for good.
func (d *Deliverer) firm(ctx context.Context, id int64) (store.Partner, error) {
	p, err := d.store.Partner(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return p, fmt.Errorf("%w: the partner was deleted", outbox.ErrPermanent)
	}
	return p, err
}

// HandleLowBalance writes and sends the mail an outbox item names, to the
// firm's billing address (its lead address without one), with the
// figures of the moment its balance fell.
func (d *Deliverer) HandleLowBalance(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var p store.LowBalancePayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	firm, err := d.firm(ctx, p.PartnerID)
	if err != nil {
		return outbox.Outcome{}, err
	}
	to := firm.BillingEmail
	if to == "" {
		to = firm.Email
	}
	if to == "" {
		return outbox.Outcome{}, fmt.Errorf("%w: the partner has no e-mail address", outbox.ErrPermanent)
	}
	m, err := d.mail.Compose("low_balance", to, map[string]any{
		"PartnerName": firm.Name, "Balance": billing.FormatUSD(p.BalanceCents, "en-US"),
		"Threshold": billing.FormatUSD(p.ThresholdCents, "en-US"), "AccountLink": d.mail.Link("/partner/account", nil),
		"FooterNote": "You receive this e-mail as a participating attorney of " + d.mail.Brand() + ".",
	})
	if err != nil {
		return outbox.Outcome{}, err
	}
	return outbox.SendMail(ctx, d.sender, it.Key, m)
}
