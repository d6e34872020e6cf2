package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/netguard"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const msgPartnerNotFound = "Partner not found"

// partnerFields reads a partner from the JSON body. PUT replaces every
// field, so a field left out takes its default, as on a create: priority
// 1, the default time zone, active, empty lists, no caps, prepaid and free
// leads (billing.DefaultSettings). A value of the wrong type is a field
// error (422), not a malformed body. The balance is the ledger's: a
// balance_cents sent is ignored.
func partnerFields(raw map[string]json.RawMessage) (leads.Partner, validate.Errors) {
	p := leads.Partner{Priority: 1, Timezone: leads.DefaultTimezone, Active: true, Settings: billing.DefaultSettings()}
	errs := decodePartnerFields(raw, partnerFieldsOf(&p))
	return p, errs
}

// partnerField is one field of a partner's JSON: where it is decoded to,
// and what to say when its value has the wrong type.
type partnerField struct {
	name string
	dst  any
	want string
}

// partnerFieldsOf is every field an admin edits, decoded into p.
func partnerFieldsOf(p *leads.Partner) []partnerField {
	return []partnerField{
		{"name", &p.Name, "The name must be text."},
		{"email", &p.Email, "The email must be text."},
		{"webhook_url", &p.WebhookURL, "The webhook URL must be text."},
		{"webhook_secret", &p.WebhookSecret, "The webhook secret must be text."},
		{"states", &p.States, "The states must be a list of two-letter codes."},
		{"service_ids", &p.ServiceIDs, "The practice areas must be a list of service ids."},
		{"priority", &p.Priority, "The priority must be a whole number."},
		{"daily_cap", &p.DailyCap, "The daily cap must be a whole number."},
		{"monthly_cap", &p.MonthlyCap, "The monthly cap must be a whole number."},
		{"timezone", &p.Timezone, "The time zone must be text."},
		{"schedule", &p.Schedule, `The schedule must be a list of {"day", "open", "close"} openings.`},
		{"active", &p.Active, "The active field must be true or false."},
		{"min_tier", &p.MinTier, "The least tier must be A, B, C, D or null."},
		{"accepts_unrated", &p.AcceptsUnrated, "Whether the firm takes unrated leads must be true or false."},
		{"accepts_passed_deadline", &p.AcceptsPassedDeadline, "Whether the firm takes leads past their deadline must be true or false."},
		{"languages", &p.Languages, `The languages must be a list of language codes ("en", "es").`},
		{"price_cents", &p.PriceCents, "The price must be a whole number of cents."},
		{"shared_price_cents", &p.SharedPriceCents, "The shared price must be a whole number of cents."},
		{"price_overrides", &p.Overrides, `The prices must be a list of {"state", "service_id", "tier", "price_cents"}.`},
		{"billing_mode", &p.Mode, "The billing mode must be prepaid or invoice."},
		{"credit_limit_cents", &p.CreditLimitCents, "The credit limit must be a whole number of cents."},
		{"low_balance_cents", &p.LowBalanceCents, "The low-balance threshold must be a whole number of cents."},
		{"billing_email", &p.BillingEmail, "The billing e-mail must be text."},
		{"return_window_days", &p.ReturnWindowDays, "The return window must be a whole number of days, or null for the site's setting."},
		{"max_return_rate", &p.MaxReturnRate, "The return rate must be a whole percent."},
		{"auto_approve_reasons", &p.AutoApproveReasons, "The reasons approved without review must be a list of return reasons."},
	}
}

// decodePartnerFields decodes each of fields that raw gives (not null)
// into its place; a value of the wrong type is an error of its field.
func decodePartnerFields(raw map[string]json.RawMessage, fields []partnerField) validate.Errors {
	errs := validate.Errors{}
	for _, f := range fields {
		if v, ok := raw[f.name]; ok && given(v) {
			if err := json.Unmarshal(v, f.dst); err != nil {
				errs.Add(f.name, f.want)
			}
		}
	}
	return errs
}

// readPartner decodes, normalises and checks a partner (checkPartner).
func (s *Server) readPartner(w http.ResponseWriter, r *http.Request) (leads.Partner, error) {
	var raw map[string]json.RawMessage
	if err := decodeJSON(w, r, &raw); err != nil {
		return leads.Partner{}, err
	}
	if raw == nil {
		return leads.Partner{}, errMalformedJSON // a JSON null
	}
	p, typeErrs := partnerFields(raw)
	p = p.Normalized()
	errs, err := s.checkPartner(r.Context(), p, typeErrs, nil)
	if err != nil {
		return p, err
	}
	if errs.Any() {
		return p, invalid(errs)
	}
	return p, nil
}

// checkPartner is what is wrong with a normalised partner, by field: the
// domain rules (leads.Partner.Check), then the ones that need the network
// or the store: the webhook URL may be called, the practice areas exist.
// typeErrs (values of the wrong type) replace the check of those fields.
// only, when not nil, limits the network and store checks to the fields
// it names (a change request checks what it asks for, not what the firm
// has).
func (s *Server) checkPartner(ctx context.Context, p leads.Partner, typeErrs validate.Errors, only []string) (validate.Errors, error) {
	errs := p.Check()
	for field, msgs := range typeErrs {
		errs[field] = msgs // the type error says more than the check of a zero value
	}
	checks := func(field string) bool { return !errs.Has(field) && (only == nil || slices.Contains(only, field)) }
	if p.WebhookURL != "" && checks("webhook_url") {
		if err := netguard.CheckURL(ctx, p.WebhookURL, s.cfg.WebhookAllowPrivate); err != nil {
			errs.Add("webhook_url", "The webhook URL "+err.Error()+".")
		}
	}
	var priced []int64
	for _, o := range p.Overrides {
		if o.ServiceID != nil && *o.ServiceID > 0 {
			priced = append(priced, *o.ServiceID)
		}
	}
	if (len(p.ServiceIDs) > 0 && checks("service_ids")) || (len(priced) > 0 && checks("price_overrides")) {
		services, err := s.store.AllServices(ctx)
		if err != nil {
			return errs, err
		}
		known := map[int64]bool{}
		for _, sv := range services {
			known[sv.ID] = true
		}
		unknown := func(field string, ids []int64) {
			for _, id := range ids {
				if !known[id] {
					errs.Add(field, "There is no practice area (service) with id "+strconv.FormatInt(id, 10)+".")
				}
			}
		}
		if checks("service_ids") {
			unknown("service_ids", p.ServiceIDs)
		}
		if checks("price_overrides") {
			unknown("price_overrides", priced)
		}
	}
	return errs, nil
}

// partnerRouting is a partner as a role that sends leads to firms but does
// not manage them (intake) sees it: routing and delivery, never its
// prices, billing or balance (decision 048).
type partnerRouting struct {
	ID             int64          `json:"id"`
	Name           string         `json:"name"`
	Email          string         `json:"email"`
	WebhookURL     string         `json:"webhook_url"`
	States         []string       `json:"states"`
	ServiceIDs     []int64        `json:"service_ids"`
	Priority       int            `json:"priority"`
	DailyCap       int            `json:"daily_cap"`
	MonthlyCap     int            `json:"monthly_cap"`
	Timezone       string         `json:"timezone"`
	Schedule       leads.Schedule `json:"schedule"`
	Active         bool           `json:"active"`
	MinTier        *string        `json:"min_tier"`
	AcceptsUnrated bool           `json:"accepts_unrated"`
	// AcceptsPassedDeadline: leads whose general deadline has passed.
	AcceptsPassedDeadline bool `json:"accepts_passed_deadline"`
	// Languages: those the firm's intake staff speak.
	Languages      []string           `json:"languages"`
	LastAssignedAt *time.Time         `json:"last_assigned_at"`
	CreatedAt      time.Time          `json:"created_at"`
	UpdatedAt      time.Time          `json:"updated_at"`
	Usage          store.PartnerUsage `json:"usage"`
}

// partnerFor is p as the signed-in role may see it: whole for a role that
// manages partners, without the money for one that only sends them leads.
func partnerFor(r *http.Request, p store.PartnerWithUsage) any {
	if currentUser(r).Role.Can(access.Partners) {
		return p
	}
	return partnerRouting{ID: p.ID, Name: p.Name, Email: p.Email, WebhookURL: p.WebhookURL, States: p.States, ServiceIDs: p.ServiceIDs,
		Priority: p.Priority, DailyCap: p.DailyCap, MonthlyCap: p.MonthlyCap, Timezone: p.Timezone, Schedule: p.Schedule,
		Active: p.Active, MinTier: p.MinTier, AcceptsUnrated: p.TakesUnrated(), AcceptsPassedDeadline: p.AcceptsPassedDeadline,
		Languages: p.Languages, LastAssignedAt: p.LastAssignedAt, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt, Usage: p.Usage}
}

func (s *Server) handlePartnerList(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.PartnersWithUsage(r.Context())
	if err != nil {
		return err
	}
	out := make([]any, len(list))
	for i, p := range list {
		out[i] = partnerFor(r, p)
	}
	writeJSON(w, http.StatusOK, envelope(out))
	return nil
}

func (s *Server) handlePartnerGet(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, msgPartnerNotFound, func(ctx context.Context, id int64) (any, error) {
		p, err := s.store.PartnerWithUsage(ctx, id)
		return partnerFor(r, p), err
	})
}

func (s *Server) handlePartnerCreate(w http.ResponseWriter, r *http.Request) error {
	p, err := s.readPartner(w, r)
	if err != nil {
		return err
	}
	created, err := s.store.CreatePartner(r.Context(), p)
	if err != nil {
		return err
	}
	auditRecordID(r, created.ID)
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Partner created successfully",
		"data": partnerWithSecret{PartnerWithUsage: store.PartnerWithUsage{Partner: created}, WebhookSecret: created.WebhookSecret}})
	return nil
}

// partnerWithSecret is a partner with its webhook secret: the answer that
// creates it is the one place the secret is shown, with the one that
// rotates it.
type partnerWithSecret struct {
	store.PartnerWithUsage
	WebhookSecret string `json:"webhook_secret"`
}

// handlePartnerSecretRotate gives a partner a new webhook secret (the one
// sent as webhook_secret, or a random one) and shows it this once.
func (s *Server) handlePartnerSecretRotate(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	var req struct {
		WebhookSecret string `json:"webhook_secret"`
	}
	if r.ContentLength != 0 {
		if err := decodeJSON(w, r, &req); err != nil {
			return err
		}
	}
	req.WebhookSecret = validate.Clean(req.WebhookSecret)
	errs := validate.Errors{}
	errs.MaxLength("webhook_secret", "webhook secret", req.WebhookSecret, 200)
	if errs.Any() {
		return invalid(errs)
	}
	secret, err := s.store.RotatePartnerSecret(r.Context(), id, req.WebhookSecret)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"message": "New webhook secret saved. Give it to the partner now: it is not shown again.",
		"data":    map[string]string{"webhook_secret": secret},
	})
	return nil
}

func (s *Server) handlePartnerUpdate(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	// A missing partner is a 404 whatever the body holds.
	before, err := s.store.Partner(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	} else if err != nil {
		return err
	}
	p, err := s.readPartner(w, r)
	if err != nil {
		return err
	}
	// Setting a secret is rotating it, one of the most sensitive actions.
	if p.WebhookSecret != "" && !s.confirmedRecently(r) {
		return errConfirmationRequired
	}
	p.ID = id
	if _, err := s.store.UpdatePartner(r.Context(), p); errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	} else if err != nil {
		return err
	}
	updated, err := s.store.PartnerWithUsage(r.Context(), id)
	if err != nil {
		return err
	}
	var secret []string
	if p.WebhookSecret != "" && p.WebhookSecret != before.WebhookSecret {
		secret = append(secret, "webhook_secret")
	}
	auditChanged(r, before, updated.Partner, secret...)
	writeJSON(w, http.StatusOK, map[string]any{"message": "Partner updated successfully", "data": updated})
	return nil
}

func (s *Server) handlePartnerDelete(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	archived, err := s.store.DeletePartner(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	if err != nil {
		return err
	}
	if archived {
		auditDetail(r, "archived: it has a ledger, returns or members")
		writeJSON(w, http.StatusOK, map[string]any{"message": "Partner archived: it takes no more leads and its members are signed out; its ledger, returns and invoices are kept.",
			"archived": true})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Partner deleted successfully", "archived": false})
	return nil
}
