package delivery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// NoticeKind is the outbox kind of partner notices (lead.consent_revoked,
// lead.erased, lead.corrected): retried from first, doubling up to an hour, for three days.
func NoticeKind(d *Deliverer, first time.Duration) outbox.Kind {
	return outbox.Kind{Handle: d.HandleNotice, Retry: outbox.Policy{First: first, Max: time.Hour}}
}

// NoticeEvent is the webhook body of a partner notice. It names the lead
// by the reference the partner received it under, and nothing personal
// (the partner already has the lead, and an erased lead has nothing
// left) except, in a correction, the corrected values themselves.
type NoticeEvent struct {
	Event      string            `json:"event"`
	NoticeID   int64             `json:"notice_id"`
	Lead       NoticeLead        `json:"lead"`
	At         time.Time         `json:"occurred_at"`
	Revocation *NoticeRevoked    `json:"revocation,omitempty"`
	Erasure    *NoticeErasure    `json:"erasure,omitempty"`
	Correction *NoticeCorrection `json:"correction,omitempty"`
}

// NoticeLead names the lead as the partner knows it.
type NoticeLead struct {
	Reference string `json:"reference"`
}

// NoticeRevoked is what a lead.consent_revoked notice says of the
// withdrawal: what the person asked to stop, when, and by when it must be
// honoured.
type NoticeRevoked struct {
	Scope      string    `json:"scope"` // calls, texts, emails or all
	ReceivedAt time.Time `json:"received_at"`
}

// NoticeErasure is what a lead.erased notice says: why the lead was
// erased, "privacy_request" (the person asked) or "operator".
type NoticeErasure struct {
	Reason string `json:"reason"`
}

// NoticeCorrection is what a lead.corrected notice says: which contact
// details of the lead the person had corrected, and their values now,
// under the names of the delivery's lead object (first_name, last_name,
// name, email, phone, zip_code). Fields not named are unchanged.
type NoticeCorrection struct {
	Fields []string          `json:"fields"`
	Values map[string]string `json:"values"`
}

// noticeTexts is what each event's e-mail says, by event.
var noticeTexts = map[string]struct{ subject, summary, ask string }{
	store.EventConsentRevoked: {
		subject: "Consent withdrawn",
		summary: "The person behind this lead has withdrawn their consent to be contacted.",
		ask:     "Stop contacting them through the channels below and add them to your own do-not-contact list. Federal rules require a revocation to be honoured within 10 business days of its receipt.",
	},
	store.EventLeadErased: {
		subject: "Lead erased",
		summary: "The person behind this lead asked for their personal information to be deleted, and we erased it.",
		ask:     "Please delete the personal information of this lead from your own systems, unless the law requires you to keep it, and do not contact the person about it again.",
	},
	store.EventLeadCorrected: {
		subject: "Lead corrected",
		summary: "The contact details of this lead were corrected at the request of the person behind it.",
		ask:     "Please replace the details below in your own systems; the person has the right to have inaccurate information corrected. The lead's other details are unchanged.",
	},
}

// fieldLabels names each correctable field in an e-mail.
var fieldLabels = map[string]string{
	"first_name": "First name", "last_name": "Last name", "name": "Name",
	"email": "E-mail", "phone": "Phone", "zip_code": "ZIP code",
}

// scopeTexts says each scope in words.
var scopeTexts = map[string]string{
	store.ScopeCalls:  "phone calls",
	store.ScopeTexts:  "text messages",
	store.ScopeEmails: "e-mails",
	store.ScopeAll:    "all contact: calls, text messages and e-mails",
}

// HandleNotice makes one attempt of the partner notice an outbox item
// names, over its channel.
func (d *Deliverer) HandleNotice(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var p store.PartnerNoticePayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	job, err := d.store.LoadPartnerNoticeJob(ctx, p.NoticeID)
	if errors.Is(err, store.ErrNotFound) {
		return outbox.Outcome{}, fmt.Errorf("%w: the notice was deleted", outbox.ErrPermanent)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	if job.Partner == nil {
		return outbox.Outcome{}, fmt.Errorf("%w: the partner was deleted", outbox.ErrPermanent)
	}
	if _, ok := noticeTexts[job.Notice.Event]; !ok {
		return outbox.Outcome{}, fmt.Errorf("%w: unknown event %q", outbox.ErrPermanent, job.Notice.Event)
	}
	if job.LeadErased {
		return outbox.Outcome{}, fmt.Errorf("%w: the lead was erased since the correction", outbox.ErrPermanent)
	}
	switch job.Notice.Channel {
	case store.ChannelWebhook:
		err = d.postNotice(ctx, it.Key, job)
	case store.ChannelEmail:
		err = d.mailNotice(ctx, it.Key, job)
	default:
		err = fmt.Errorf("%w: unknown channel %q", outbox.ErrPermanent, job.Notice.Channel)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	return outbox.Outcome{Status: store.OutboxSent}, nil
}

// NoticeBody is the webhook body of a notice.
func NoticeBody(job store.PartnerNoticeJob) NoticeEvent {
	n := job.Notice
	ev := NoticeEvent{Event: n.Event, NoticeID: n.ID, Lead: NoticeLead{Reference: n.LeadReference}, At: n.CreatedAt.UTC()}
	switch n.Event {
	case store.EventConsentRevoked:
		ev.Revocation = &NoticeRevoked{Scope: job.Scope, ReceivedAt: job.RevokedAt.UTC()}
	case store.EventLeadErased:
		// An erasure asked for by the person (a privacy request), or one the
		// operator or the retention job made.
		reason := "privacy_request"
		if n.PrivacyRequestID == nil {
			reason = "operator"
		}
		ev.Erasure = &NoticeErasure{Reason: reason}
	case store.EventLeadCorrected:
		values := job.Corrected
		if values == nil {
			values = map[string]string{}
		}
		ev.Correction = &NoticeCorrection{Fields: n.Fields, Values: values}
	}
	return ev
}

// postNotice POSTs the notice, signed as deliveries are, and classifies
// the answer as deliveries do.
func (d *Deliverer) postNotice(ctx context.Context, key string, job store.PartnerNoticeJob) error {
	if job.Partner.WebhookURL == "" {
		return fmt.Errorf("%w: the partner no longer has a webhook", outbox.ErrPermanent)
	}
	body, err := json.Marshal(NoticeBody(job))
	if err != nil {
		return err
	}
	return d.postSigned(ctx, job.Partner, job.Notice.Event, key, job.Notice.LeadReference, body)
}

// mailNotice sends the notice to the partner's address.
func (d *Deliverer) mailNotice(ctx context.Context, key string, job store.PartnerNoticeJob) error {
	if job.Partner.Email == "" {
		return fmt.Errorf("%w: the partner no longer has an e-mail address", outbox.ErrPermanent)
	}
	if d.sender.Logs() {
		return fmt.Errorf("%w: no SMTP server is configured (CLAIMSITE_SMTP_URL)", outbox.ErrPermanent)
	}
	texts := noticeTexts[job.Notice.Event]
	data := map[string]any{
		"Event": job.Notice.Event, "Subject": texts.subject, "Summary": texts.summary, "Ask": texts.ask,
		"PartnerName": job.Partner.Name, "Reference": job.Notice.LeadReference, "NoticeID": job.Notice.ID,
		"FooterNote": "You receive this notice as a participating attorney of " + d.mail.Brand() + " that received this lead.",
	}
	if job.Notice.Event == store.EventConsentRevoked {
		data["Scope"] = scopeTexts[job.Scope]
		data["Received"] = job.RevokedAt.UTC().Format("January 2, 2006 at 15:04 UTC")
	}
	if job.Notice.Event == store.EventLeadCorrected {
		type corrected struct{ Label, Value string }
		var list []corrected
		for _, f := range job.Notice.Fields {
			list = append(list, corrected{Label: fieldLabels[f], Value: orNone(job.Corrected[f])})
		}
		data["Corrections"] = list
	}
	m, err := d.mail.Compose("partner_notice", job.Partner.Email, data)
	if err != nil {
		return err
	}
	err = d.sender.Send(ctx, key, m)
	if errors.Is(err, mail.ErrPermanent) {
		return fmt.Errorf("%w: %v", outbox.ErrPermanent, err)
	}
	return err
}

// orNone shows an emptied field as such in an e-mail.
func orNone(v string) string {
	if v == "" {
		return "(none)"
	}
	return v
}
