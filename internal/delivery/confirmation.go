package delivery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/leads"
	"claimsite/internal/locale"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// OneClickPath is the API route a mail program posts the one-click
// withdrawal of a confirmation e-mail to (RFC 8058), with ?token=.
const OneClickPath = "/api/opt-out/one-click"

// Confirmations is the lead intake's Prepare step (store.Intake) that
// tells each visitor their lead arrived: it queues the lead's confirmation
// e-mail (store.LeadConfirmation) in the lead's transaction, when enabled
// (the operator's setting, read before the transaction begins) says so and
// the lead is one to confirm (Confirmable). The mail itself is written
// when it is sent (ConfirmationKind).
func Confirmations(enabled func() bool) func(context.Context) (store.Announce, error) {
	return func(context.Context) (store.Announce, error) {
		if !enabled() {
			return nil, nil
		}
		return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
			if !Confirmable(l, d) {
				return nil, nil
			}
			return []store.Outgoing{store.LeadConfirmation(l.ID, locale.Of(l.PageLanguage))}, nil
		}, nil
	}
}

// Confirmable reports whether the person of new lead l, routed as d, is
// sent a confirmation e-mail: not for a lead without an address, a demo
// lead, a duplicate (the person was told of their earlier lead within the
// duplicate window), nor a person on the do-not-contact list (nobody will
// contact them, and they asked not to be written to).
func Confirmable(l leads.Lead, d leads.Decision) bool {
	return l.Email != "" && !l.Demo && l.DuplicateOf == nil && d.Outcome != leads.Suppressed
}

// Announcements is one Prepare step made of several, each read before the
// lead's transaction: the announcement queues what each of theirs does.
func Announcements(steps ...func(context.Context) (store.Announce, error)) func(context.Context) (store.Announce, error) {
	return func(ctx context.Context) (store.Announce, error) {
		var all []store.Announce
		for _, step := range steps {
			a, err := step(ctx)
			if err != nil {
				return nil, err
			}
			if a != nil {
				all = append(all, a)
			}
		}
		return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
			var out []store.Outgoing
			for _, a := range all {
				msgs, err := a(l, d)
				if err != nil {
					return nil, err
				}
				out = append(out, msgs...)
			}
			return out, nil
		}, nil
	}
}

// ConfirmationKind is the outbox kind of the visitors' confirmation
// e-mails (store.KindLeadConfirmation), retried as mail is. zone is the
// operator's time zone (the live settings): the time of the consent is
// written in it, and named.
func ConfirmationKind(d *Deliverer, zone func() *time.Location) outbox.Kind {
	return outbox.Kind{Retry: outbox.MailPolicy, Handle: func(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
		return d.HandleConfirmation(ctx, it, zone())
	}}
}

// HandleConfirmation writes and sends the confirmation e-mail of the lead
// an outbox item names: its reference, what happens next, the consent
// words the person agreed to and when (in zone), and an opt-out link made
// now (a new random token, stored hashed) that the body and the
// List-Unsubscribe headers carry. A lead erased, or a person who withdrew
// their consent, since the lead came is sent nothing.
func (d *Deliverer) HandleConfirmation(ctx context.Context, it store.OutboxItem, zone *time.Location) (outbox.Outcome, error) {
	var p store.LeadConfirmationPayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	l, err := d.store.Lead(ctx, p.LeadID)
	if errors.Is(err, store.ErrNotFound) {
		return outbox.Outcome{}, fmt.Errorf("%w: cancelled: the lead was deleted", outbox.ErrPermanent)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	if l.ErasedAt != nil || l.Email == "" {
		return outbox.Outcome{}, fmt.Errorf("%w: cancelled: the lead was erased", outbox.ErrPermanent)
	}
	suppressed, err := d.store.IsSuppressed(ctx, nil, leads.NormalizePhone(l.Phone), leads.NormalizeEmail(l.Email))
	if err != nil {
		return outbox.Outcome{}, err
	}
	if suppressed {
		return outbox.Outcome{}, fmt.Errorf("%w: cancelled: the person withdrew their consent", outbox.ErrPermanent)
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return outbox.Outcome{}, err
	}
	expires := d.store.Now().Add(store.OptOutLinkLifetime)
	if err := d.store.AddOptOutToken(ctx, l.ID, hash, expires); errors.Is(err, store.ErrNotFound) {
		return outbox.Outcome{}, fmt.Errorf("%w: cancelled: the lead was erased", outbox.ErrPermanent)
	} else if err != nil {
		return outbox.Outcome{}, err
	}
	lang := locale.Of(p.Language)
	m, err := d.mail.ComposeIn(lang, "lead_confirmation", l.Email, confirmationData(d.mail, lang, l, token, expires, zone))
	if err != nil {
		return outbox.Outcome{}, err
	}
	m.Unsubscribe = &mail.Unsubscribe{URL: d.mail.Link(OneClickPath, url.Values{"token": {token}})}
	if site := d.mail.Site(); site.Email != "" {
		m.Unsubscribe.Mailto = "mailto:" + site.Email + "?subject=" + url.PathEscape("Withdraw my consent ("+l.Reference+")")
	}
	return outbox.SendMail(ctx, d.sender, it.Key, m)
}

// confirmationData is what the confirmation template reads, in lang: the
// opt-out link opens the opt-out page of that language.
func confirmationData(composer *mail.Composer, lang string, l leads.Lead, token string, expires time.Time, zone *time.Location) map[string]any {
	first := l.FirstName
	if first == "" {
		first = PersonName(l)
	}
	return map[string]any{
		"FirstName":   first,
		"Reference":   l.Reference,
		"When":        locale.Moment(l.Consent.At, zone, lang),
		"ConsentText": l.Consent.Text,
		"OptOutLink":  composer.LinkIn(lang, "/opt-out", url.Values{"token": {token}}),
		"LinkExpires": locale.Date(expires.In(zone), lang),
		"FooterNote":  locale.Must(lang, "lead_confirmation.footer", map[string]any{"Link": composer.Site().PublicURL}),
	}
}

// FormatMoment writes t in zone with the zone named, as "March 3, 2026 at
// 2:15 PM EST (America/New_York)" (locale.Moment in English).
func FormatMoment(t time.Time, zone *time.Location) string {
	return locale.Moment(t, zone, locale.English)
}
