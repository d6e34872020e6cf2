// Package delivery sends leads to partners: the outbox handler of
// deliveries (e-mail through the mail sender, or a signed webhook POST),
// and the operator's notice of each new lead.
package delivery

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/netguard"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// Timeout bounds one webhook attempt; a slower receiver is retried.
const Timeout = 10 * time.Second

// Deliverer makes deliveries.
type Deliverer struct {
	store  *store.Store
	mail   *mail.Composer
	sender mail.Sender
	client *http.Client
	// now stamps signatures; tests replace it.
	now func() time.Time
}

// New makes a Deliverer. allowPrivate lets webhooks reach loopback and
// private addresses (CLAIMSITE_WEBHOOK_ALLOW_PRIVATE).
func New(st *store.Store, composer *mail.Composer, sender mail.Sender, allowPrivate bool) *Deliverer {
	// The address actually dialled is checked (after DNS), so a name that
	// later resolves inside the network is refused too.
	dialer := &net.Dialer{Timeout: Timeout, Control: netguard.Control(allowPrivate)}
	transport := &http.Transport{
		Proxy:                 nil, // never through a proxy from the environment
		DialContext:           dialer.DialContext,
		TLSHandshakeTimeout:   Timeout,
		ResponseHeaderTimeout: Timeout,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       90 * time.Second,
	}
	client := &http.Client{
		Transport: transport,
		Timeout:   Timeout,
		// A redirect is the receiver's answer, not an invitation to post
		// the lead somewhere else.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return &Deliverer{store: st, mail: composer, sender: sender, client: client, now: time.Now}
}

// Kind is the outbox kind of deliveries: retried from first, doubling up
// to an hour, until the delivery's give-up time (24 hours).
func Kind(d *Deliverer, first time.Duration) outbox.Kind {
	return outbox.Kind{Handle: d.Handle, Retry: outbox.Policy{First: first, Max: time.Hour}}
}

// Handle makes one attempt of the delivery an outbox item names.
func (d *Deliverer) Handle(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var p store.DeliveryPayload
	if err := json.Unmarshal(it.Payload, &p); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	job, err := d.store.LoadDeliveryJob(ctx, p.DeliveryID)
	if errors.Is(err, store.ErrNotFound) {
		return outbox.Outcome{}, fmt.Errorf("%w: the lead or delivery was erased", outbox.ErrPermanent)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	if job.Partner == nil {
		return outbox.Outcome{}, fmt.Errorf("%w: the partner was deleted", outbox.ErrPermanent)
	}
	// The person may have withdrawn consent since the lead was queued: a
	// suppressed lead is never sent, whatever is still in the queue.
	suppressed, err := d.store.IsSuppressed(ctx, nil, leads.NormalizePhone(job.Lead.Phone), leads.NormalizeEmail(job.Lead.Email))
	if err != nil {
		return outbox.Outcome{}, err
	}
	if suppressed {
		return outbox.Outcome{}, fmt.Errorf("%w: %s", outbox.ErrPermanent, MsgCancelledSuppressed)
	}
	switch job.Delivery.Channel {
	case store.ChannelWebhook:
		err = d.postWebhook(ctx, job)
	case store.ChannelEmail:
		err = d.sendMail(ctx, it.Key, job)
	default:
		err = fmt.Errorf("%w: unknown channel %q", outbox.ErrPermanent, job.Delivery.Channel)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	return outbox.Outcome{Status: store.OutboxSent}, nil
}

// MsgCancelledSuppressed is the last error of a delivery cancelled because
// the person is on the suppression list (consent withdrawn, opted out).
const MsgCancelledSuppressed = "cancelled: the person is on the do-not-contact list (consent withdrawn), the lead is never sent"

// Event is the webhook body.
type Event struct {
	Event      string      `json:"event"`
	DeliveryID int64       `json:"delivery_id"`
	Lead       LeadPayload `json:"lead"`
}

// LeadPayload is a lead as a partner receives it: everything the visitor
// sent and the consent proof, named by its reference (never the row id),
// without the operator's own notes and status.
type LeadPayload struct {
	Reference   string         `json:"reference"`
	SourceForm  string         `json:"source_form"`
	FirstName   string         `json:"first_name"`
	LastName    string         `json:"last_name"`
	Name        string         `json:"name"`
	Email       string         `json:"email"`
	Phone       string         `json:"phone"`
	ZipCode     string         `json:"zip_code"`
	State       string         `json:"state"`
	StateName   string         `json:"state_name"`
	Description string         `json:"description"`
	ServiceID   *int64         `json:"service_id"`
	CreatedAt   time.Time      `json:"created_at"`
	Consent     ConsentPayload `json:"consent"`
	// Attribution is where the visitor came from: first page, referrer,
	// UTM parameters and ad click ids, "" for what the lead did not carry.
	Attribution leads.Attribution `json:"attribution"`
	// Language is the language the person wants to be contacted in, and
	// LanguageFallback whether the lead came to a firm that did not say
	// it speaks it because no eligible firm that does could take it.
	Language         string `json:"language"`
	LanguageFallback bool   `json:"language_fallback"`
	// Tier is the case evaluation's tier (A to D), "unrated" for the short
	// forms; Qualification the evaluation's answers, filing deadline and
	// tier with its reasons (null for the short forms).
	Tier          string               `json:"tier"`
	Qualification *leads.Qualification `json:"qualification"`
}

// ConsentPayload is the consent proof a partner receives.
type ConsentPayload struct {
	TextVersion        string    `json:"text_version"`
	Text               string    `json:"text"`
	At                 time.Time `json:"at"`
	IP                 string    `json:"ip"`
	UserAgent          string    `json:"user_agent"`
	PageURL            string    `json:"page_url"`
	LeadIDToken        string    `json:"leadid_token"`
	TrustedFormCertURL string    `json:"trustedform_cert_url"`
	// Language is the language of the words agreed to (decision 066).
	Language string `json:"language"`
}

// Payload is what a partner receives of lead l.
func Payload(l leads.Lead) LeadPayload {
	c := l.Consent
	return LeadPayload{
		Reference: l.Reference, SourceForm: l.SourceForm, FirstName: l.FirstName, LastName: l.LastName, Name: l.Name,
		Email: l.Email, Phone: l.Phone, ZipCode: l.ZipCode, State: l.State, StateName: l.StateName, Description: l.Description,
		ServiceID: l.ServiceID, CreatedAt: l.CreatedAt,
		Consent: ConsentPayload{TextVersion: c.TextVersion, Text: c.Text, At: c.At, IP: c.IP, UserAgent: c.UserAgent,
			PageURL: c.PageURL, LeadIDToken: c.LeadIDToken, TrustedFormCertURL: c.TrustedFormCertURL, Language: c.Language},
		Attribution: l.Attribution, Language: l.Language, LanguageFallback: l.LanguageFallback, Tier: l.Tier, Qualification: l.Qualification,
	}
}

// Sign is the X-Claimsite-Signature of body sent at t with each of
// secrets: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>, a
// v1 per secret (two while a rotated secret overlaps the new one, so a
// receiver checking either verifies). The time inside the signed text
// lets a receiver refuse old replays.
func Sign(t time.Time, body []byte, secrets ...string) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	out := "t=" + ts
	for _, secret := range secrets {
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(ts + "."))
		mac.Write(body)
		out += ",v1=" + hex.EncodeToString(mac.Sum(nil))
	}
	return out
}

// postWebhook POSTs the lead and classifies the answer: 2xx delivered;
// timeout, network failure, 5xx or 429 retried; anything else refused for
// good.
func (d *Deliverer) postWebhook(ctx context.Context, job store.DeliveryJob) error {
	body, err := json.Marshal(Event{Event: "lead.created", DeliveryID: job.Delivery.ID, Lead: Payload(job.Lead)})
	if err != nil {
		return err
	}
	return d.postSigned(ctx, job.Partner, "lead.created", store.DeliveryKey(job.Delivery.ID), job.Lead.Reference, body)
}

// postSigned POSTs body, an event of kind event, to the partner's webhook
// with the headers every event carries: the idempotency key (the same on
// every attempt), the event, the partner's id (with which it reports
// outcomes) and the signature made with its secret. Each attempt is kept
// for the firm's portal (the latest store.WebhookAttemptsKept), with the
// reference of the lead it was about.
func (d *Deliverer) postSigned(ctx context.Context, partner *store.Partner, event, key, ref string, body []byte) error {
	start := time.Now()
	status, err := d.post(ctx, partner, event, key, body)
	a := store.WebhookAttempt{PartnerID: partner.ID, Event: event, LeadReference: ref, StatusCode: status, OK: err == nil,
		DurationMS: time.Since(start).Milliseconds()}
	if err != nil {
		a.Error = err.Error()
	}
	// The log of attempts is for the firm's eyes; failing to keep one does
	// not undo the attempt or its outcome. (A Deliverer without a store
	// signs and posts only: the wire format's tests.)
	if d.store != nil {
		_ = d.store.RecordWebhookAttempt(context.WithoutCancel(ctx), a)
	}
	return err
}

// post makes one signed POST and gives the answer's status (0 when none
// came) and the attempt's outcome.
func (d *Deliverer) post(ctx context.Context, partner *store.Partner, event, key string, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, partner.WebhookURL, bytes.NewReader(body))
	if err != nil {
		return 0, fmt.Errorf("%w: webhook URL: %v", outbox.ErrPermanent, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "claimsite-delivery/1")
	req.Header.Set("Idempotency-Key", key)
	req.Header.Set("X-Claimsite-Event", event)
	req.Header.Set("X-Claimsite-Partner", strconv.FormatInt(partner.ID, 10))
	req.Header.Set("X-Claimsite-Signature", Sign(d.now(), body, partner.Secrets(d.now())...))
	resp, err := d.client.Do(req)
	if err != nil {
		if errors.Is(err, netguard.ErrPrivate) {
			return 0, fmt.Errorf("%w: %v", outbox.ErrPermanent, err)
		}
		return 0, err
	}
	defer resp.Body.Close()
	snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 300))
	return resp.StatusCode, Classify(resp.StatusCode, strings.TrimSpace(string(snippet)))
}

// Classify turns a webhook answer's status into the attempt's outcome.
func Classify(status int, body string) error {
	switch {
	case status >= 200 && status < 300:
		return nil
	case status == http.StatusTooManyRequests || status >= 500:
		return fmt.Errorf("the webhook answered %d %s", status, body)
	default:
		return fmt.Errorf("%w: the webhook answered %d %s", outbox.ErrPermanent, status, body)
	}
}

// sendMail sends the lead to the partner's address. With no SMTP server
// there is no way to deliver it: the delivery fails (the operator can
// retry once mail is set up) rather than pretending.
func (d *Deliverer) sendMail(ctx context.Context, key string, job store.DeliveryJob) error {
	if d.sender.Logs() {
		return fmt.Errorf("%w: no SMTP server is configured (CLAIMSITE_SMTP_URL)", outbox.ErrPermanent)
	}
	l := job.Lead
	m, err := d.mail.Compose("partner_lead", job.Partner.Email, map[string]any{
		"Lead": l, "PartnerName": job.Partner.Name, "Person": PersonName(l), "Service": d.serviceName(ctx, l),
		"Received":    l.CreatedAt.UTC().Format("January 2, 2006 at 15:04 UTC"),
		"Consented":   l.Consent.At.UTC().Format("January 2, 2006 at 15:04:05 UTC"),
		"Attribution": AttributionLines(l.Attribution),
		"Evaluation":  EvaluationLines(l),
		"Language":    LanguageLine(l),
		"FooterNote":  "You receive leads from " + d.mail.Brand() + " as a participating attorney.",
	})
	if err != nil {
		return err
	}
	err = d.sender.Send(ctx, "delivery-"+key, m)
	if errors.Is(err, mail.ErrPermanent) {
		return fmt.Errorf("%w: %v", outbox.ErrPermanent, err)
	}
	return err
}

func (d *Deliverer) serviceName(ctx context.Context, l leads.Lead) string {
	if l.ServiceID == nil {
		return ""
	}
	s, err := d.store.Service(ctx, *l.ServiceID)
	if err != nil {
		return ""
	}
	return s.Title
}

// PersonName is the lead's name as one line, whichever form sent it.
func PersonName(l leads.Lead) string {
	if l.Name != "" {
		return l.Name
	}
	return strings.TrimSpace(l.FirstName + " " + l.LastName)
}
