package delivery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"claimsite/internal/billing"
	"claimsite/internal/billing/invoicepdf"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// InvoiceKind is the outbox kind of the mail that sends an issued
// invoice, its PDF attached, to the firm's billing address
// (store.KindInvoice): retried as mail is.
func InvoiceKind(d *Deliverer) outbox.Kind {
	return outbox.Kind{Handle: d.HandleInvoice, Retry: outbox.MailPolicy}
}

// HandleInvoice writes the mail of the invoice an outbox item names, to
// the billing address the invoice was issued to, with its PDF. The
// invoice never changes, so every attempt sends the same document.
func (d *Deliverer) HandleInvoice(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var p store.InvoicePayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	inv, err := d.store.Invoice(ctx, p.Number, 0)
	if errors.Is(err, store.ErrNotFound) {
		return outbox.Outcome{}, fmt.Errorf("%w: no invoice %d", outbox.ErrPermanent, p.Number)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	pdf, err := invoicepdf.Render(inv)
	if err != nil {
		return outbox.Outcome{}, err
	}
	zone := inv.Zone()
	number := strconv.FormatInt(inv.Number, 10)
	m, err := d.mail.Compose("invoice", inv.BillingEmail, map[string]any{
		"Number": number, "Period": inv.Period, "PartnerName": inv.PartnerName,
		"PeriodText": inv.PeriodStart.In(zone).Format("January 2, 2006") + " to " + inv.PeriodEnd.Add(-1).In(zone).Format("January 2, 2006"),
		"Total":      billing.FormatUSD(inv.TotalCents, "en-US"), "Closing": billing.FormatUSD(inv.ClosingBalanceCents, "en-US"),
		"Due":          billing.FormatUSD(inv.AmountDueCents, "en-US"),
		"Instructions": inv.PaymentInstructions, "InvoiceLink": d.mail.Link("/partner/invoices/"+number, nil),
		"FooterNote": "You receive this e-mail as a participating attorney of " + d.mail.Brand() + ".",
	})
	if err != nil {
		return outbox.Outcome{}, err
	}
	m.Attachments = []mail.Attachment{{Name: "invoice-" + number + ".pdf", ContentType: "application/pdf", Data: pdf}}
	return outbox.SendMail(ctx, d.sender, it.Key, m)
}
