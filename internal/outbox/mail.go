package outbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"claimsite/internal/mail"
	"claimsite/internal/store"
)

// KindMail is the outbox kind of an e-mail; its payload is a mail.Message.
const KindMail = "mail"

// Mail is the outbox row for message m. key identifies the message for
// good: it is its idempotency key and, at the receiver, its Message-ID.
func Mail(key string, m mail.Message) (store.Outgoing, error) {
	payload, err := json.Marshal(m)
	return store.Outgoing{Kind: KindMail, Key: key, Payload: payload}, err
}

// MailKind is the outbox kind for mail sent through sender.
func MailKind(sender mail.Sender) Kind { return Kind{Handle: MailHandler(sender), Retry: MailPolicy} }

// MailHandler sends mail items through sender. A sent message keeps who,
// what and when but not its body (which may hold a single-use link); a
// message that only went to the log keeps its body, the one place it
// exists.
func MailHandler(sender mail.Sender) Handler {
	return func(ctx context.Context, it store.OutboxItem) (Outcome, error) {
		var m mail.Message
		if err := json.Unmarshal(it.Payload, &m); err != nil {
			return Outcome{}, fmt.Errorf("%w: payload: %v", ErrPermanent, err)
		}
		out, err := SendMail(ctx, sender, it.Key, m)
		if err != nil || out.Status == store.OutboxLogged {
			return out, err
		}
		keep, err := json.Marshal(m.Scrubbed())
		return Outcome{Status: store.OutboxSent, Keep: keep}, err
	}
}

// SendMail sends m through sender under the item's key, for a handler
// that writes its mail when it is sent: a refusal for good ends the item,
// anything else is retried.
func SendMail(ctx context.Context, sender mail.Sender, key string, m mail.Message) (Outcome, error) {
	if err := sender.Send(ctx, key, m); err != nil {
		if errors.Is(err, mail.ErrPermanent) {
			return Outcome{}, fmt.Errorf("%w: %v", ErrPermanent, err)
		}
		return Outcome{}, err
	}
	if sender.Logs() {
		return Outcome{Status: store.OutboxLogged}, nil
	}
	return Outcome{Status: store.OutboxSent}, nil
}
