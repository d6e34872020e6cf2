// Package trustedform retains (claims) the TrustedForm certificate of a
// stored lead, from the outbox: TrustedForm keeps an unclaimed certificate
// for 72 hours only, a retained one for years, as the proof of how the
// visitor consented. See docs/decisions/014-trustedform-retention.md.
package trustedform

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// baseURL is the only place a certificate is claimed from. It is a
// constant, not a setting: an API key must never be sent anywhere else.
const baseURL = "https://" + leads.TrustedFormHost

// Timeout bounds one claim.
const Timeout = 10 * time.Second

// Policy retries a claim like mail, for about 20 hours: well inside the 72
// hours TrustedForm keeps an unclaimed certificate.
var Policy = outbox.MailPolicy

// Retainer claims certificates with one account's API key.
type Retainer struct {
	store *store.Store
	key   string
	// vendor gives the brand at the time of each claim (it is a setting
	// the operator may change).
	vendor func() string
	client *http.Client
	// base is baseURL; only tests point it at a local server.
	base string
}

// New makes a Retainer that claims with apiKey and names vendor() (the
// brand) as the lead's source on the certificate. With an empty apiKey
// every claim fails at once: certificates are not retained.
func New(st *store.Store, apiKey string, vendor func() string) *Retainer {
	return &Retainer{
		store: st, key: apiKey, vendor: vendor, base: baseURL,
		client: &http.Client{
			Timeout: Timeout,
			// A redirect could lead elsewhere with the key: never follow one.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
	}
}

// Kind is the outbox kind of leads.RetainKind items.
func (r *Retainer) Kind() outbox.Kind { return outbox.Kind{Handle: r.Handle, Retry: Policy} }

// retainRequest is the body of a claim (TrustedForm Certificate API 4.0):
// retain stores the certificate in the account, and match_lead, which
// that version requires with retain, checks that the certificate was made
// for this lead's e-mail and phone.
type retainRequest struct {
	Retain struct {
		Reference string `json:"reference"`
		Vendor    string `json:"vendor,omitempty"`
	} `json:"retain"`
	MatchLead struct {
		Email string `json:"email,omitempty"`
		Phone string `json:"phone,omitempty"`
	} `json:"match_lead"`
}

// answer is what TrustedForm says of a claim: the overall outcome
// (success, failure or error), a reason when it is not a success, and when
// the retained copy expires. Error answers carry a message.
type answer struct {
	Outcome string `json:"outcome"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
	Retain  struct {
		Results struct {
			ExpiresAt string `json:"expires_at"`
		} `json:"results"`
	} `json:"retain"`
}

// Handle claims one item's certificate and records the outcome with the
// lead: retained, or retain_failed with what TrustedForm said. A refusal
// (4xx other than 429) is final; a busy or unreachable vendor is retried.
func (r *Retainer) Handle(ctx context.Context, it store.OutboxItem) (outbox.Outcome, error) {
	var job leads.Retention
	if err := json.Unmarshal(it.Payload, &job); err != nil {
		return outbox.Outcome{}, fmt.Errorf("%w: payload: %v", outbox.ErrPermanent, err)
	}
	// The id becomes the request path: it must be an id and nothing else.
	if job.CertID == "" || leads.TrustedFormCertID(baseURL+"/"+job.CertID) != job.CertID {
		return outbox.Outcome{}, fmt.Errorf("%w: not a certificate id: %q", outbox.ErrPermanent, job.CertID)
	}
	if r.key == "" {
		return outbox.Outcome{}, fmt.Errorf("%w: CLAIMSITE_TRUSTEDFORM_API_KEY is not set on this instance", outbox.ErrPermanent)
	}
	lead, err := r.store.Lead(ctx, job.LeadID)
	if errors.Is(err, store.ErrNotFound) {
		// Erased (a privacy request) before the claim: the visitor's
		// recording must not be kept on their behalf now.
		return outbox.Outcome{}, fmt.Errorf("%w: the lead was erased", outbox.ErrPermanent)
	}
	if err != nil {
		return outbox.Outcome{}, err
	}

	state, detail, err := r.claim(ctx, job.CertID, lead)
	if err != nil && !errors.Is(err, outbox.ErrPermanent) {
		if it.Attempts < Policy.MaxAttempts {
			return outbox.Outcome{}, err
		}
		// The last attempt: say so on the lead, which otherwise would look
		// as if the claim were still to come.
		state, detail = leads.ProofRetainFailed, "gave up after "+fmt.Sprint(it.Attempts)+" attempts: "+err.Error()
	}
	if rerr := r.store.RecordRetention(ctx, job.LeadID, state, detail); rerr != nil && !errors.Is(rerr, store.ErrNotFound) {
		return outbox.Outcome{}, rerr
	}
	if err != nil {
		return outbox.Outcome{}, err
	}
	return outbox.Outcome{Status: store.OutboxSent}, nil
}

// claim posts the claim of certID for lead and says what came of it: the
// new state and its detail, with an error wrapping outbox.ErrPermanent for
// a refusal, or another error when it should be tried again.
func (r *Retainer) claim(ctx context.Context, certID string, lead leads.Lead) (state, detail string, err error) {
	var body retainRequest
	body.Retain.Reference, body.Retain.Vendor = lead.Reference, r.vendor()
	body.MatchLead.Email, body.MatchLead.Phone = lead.Email, lead.Phone
	b, err := json.Marshal(body)
	if err != nil {
		return "", "", err
	}
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.base+"/"+certID, bytes.NewReader(b))
	if err != nil {
		return "", "", err
	}
	req.SetBasicAuth("API", r.key)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Api-Version", "4.0")
	res, err := r.client.Do(req)
	if err != nil {
		return "", "", fmt.Errorf("trustedform: %w", err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	var a answer
	_ = json.Unmarshal(raw, &a) // an answer that is not JSON still has its status
	said := firstOf(a.Reason, a.Message, strings.TrimSpace(string(raw)), res.Status)

	switch code := res.StatusCode; {
	case code >= 200 && code < 300:
		if a.Outcome == "failure" || a.Outcome == "error" {
			return leads.ProofRetainFailed, said, fmt.Errorf("%w: trustedform: %s: %s", outbox.ErrPermanent, a.Outcome, said)
		}
		if a.Retain.Results.ExpiresAt != "" {
			return leads.ProofRetained, "retained until " + a.Retain.Results.ExpiresAt, nil
		}
		return leads.ProofRetained, "retained", nil
	case code == http.StatusTooManyRequests || code >= 500 || code < 200 || (code >= 300 && code < 400):
		return "", "", fmt.Errorf("trustedform: %s: %s", res.Status, said)
	default:
		return leads.ProofRetainFailed, said, fmt.Errorf("%w: trustedform: %s: %s", outbox.ErrPermanent, res.Status, said)
	}
}

// firstOf is the first of vs that is not blank, on one line and short.
func firstOf(vs ...string) string {
	for _, v := range vs {
		if v = strings.Join(strings.Fields(v), " "); v != "" && v != "null" {
			if len(v) > 300 {
				v = strings.ToValidUTF8(v[:300], "") + "…"
			}
			return v
		}
	}
	return ""
}
