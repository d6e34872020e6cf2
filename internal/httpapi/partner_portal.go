package httpapi

import (
	"bufio"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// The partner portal's API (issue 22): every route reads the signed-in
// partner user's own firm (ownFirm) and nothing else. A lead the firm was
// never sent answers 404 whichever firm it went to.

const portalPageSize = 25

// partnerAccount is GET /api/partner/account: the firm as its members
// see it, with what routing reads of it (they ask the operator to change
// that through a change request).
type partnerAccount struct {
	PartnerID        int64          `json:"partner_id"`
	Name             string         `json:"name"`
	BalanceCents     int64          `json:"balance_cents"`
	HeldCents        int64          `json:"held_cents"`
	BillingMode      billing.Mode   `json:"billing_mode"`
	CreditLimitCents int64          `json:"credit_limit_cents"`
	LowBalanceCents  int64          `json:"low_balance_cents"`
	Paused           bool           `json:"paused"`
	ReturnWindowDays int            `json:"return_window_days"`
	MaxReturnRate    int            `json:"max_return_rate"`
	States           []string       `json:"states"`
	ServiceIDs       []int64        `json:"service_ids"`
	DailyCap         int            `json:"daily_cap"`
	MonthlyCap       int            `json:"monthly_cap"`
	Timezone         string         `json:"timezone"`
	Schedule         leads.Schedule `json:"schedule"`
	Email            string         `json:"email"`
	WebhookURL       string         `json:"webhook_url"`
	// Languages: those the firm's intake staff speak.
	Languages []string `json:"languages"`
	// PreviousSecretUntil: a rotated webhook secret still signs beside
	// the new one until then.
	PreviousSecretUntil *time.Time `json:"previous_secret_until"`
}

func (s *Server) handlePortalAccount(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	var overlap *time.Time
	if secrets := firm.Secrets(s.store.Now()); len(secrets) > 1 {
		overlap = firm.PreviousSecretUntil
	}
	writeJSON(w, http.StatusOK, envelope(partnerAccount{
		PartnerID: firm.ID, Name: firm.Name, BalanceCents: firm.BalanceCents, HeldCents: firm.HeldCents, BillingMode: firm.Mode,
		CreditLimitCents: firm.CreditLimitCents, LowBalanceCents: firm.LowBalanceCents, Paused: firm.Paused, ReturnWindowDays: firm.WindowDays(snap.ReturnWindowDays),
		MaxReturnRate: firm.MaxReturnRate, States: firm.States, ServiceIDs: firm.ServiceIDs, DailyCap: firm.DailyCap,
		MonthlyCap: firm.MonthlyCap, Timezone: firm.Timezone, Schedule: firm.Schedule, Email: firm.Email, WebhookURL: firm.WebhookURL,
		Languages: firm.Languages, PreviousSecretUntil: overlap,
	}))
	return nil
}

// portalFilter reads the list's filters: state, service_id, from and to
// (days, the operator's calendar), outcome, return_status and q.
func (s *Server) portalFilter(r *http.Request) (store.PortalFilter, error) {
	q := r.URL.Query()
	f := store.PortalFilter{State: strings.ToUpper(strings.TrimSpace(q.Get("state"))), Outcome: q.Get("outcome"),
		ReturnStatus: q.Get("return_status"), Query: strings.TrimSpace(q.Get("q"))}
	errs := validate.Errors{}
	if f.State != "" && !leads.KnownState(f.State) {
		errs.Add("state", "The state must be a two-letter state code.")
	}
	if v := q.Get("service_id"); v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id < 1 {
			errs.Add("service_id", "The practice area must be a service id.")
		}
		f.ServiceID = id
	}
	if f.Outcome != "" && f.Outcome != "none" && !slices.Contains(store.OutcomeStatuses, f.Outcome) {
		errs.Add("outcome", "The outcome must be none or one of: "+strings.Join(store.OutcomeStatuses, ", ")+".")
	}
	if f.ReturnStatus != "" && !slices.Contains([]string{"none", store.ReturnPending, store.ReturnApproved, store.ReturnDenied}, f.ReturnStatus) {
		errs.Add("return_status", "The return status must be none, pending, approved or denied.")
	}
	if len(f.Query) > 100 {
		errs.Add("q", "The search may have at most 100 characters.")
	}
	for _, d := range []struct {
		field string
		dst   *time.Time
		next  bool
	}{{"from", &f.From, false}, {"to", &f.To, true}} {
		v := q.Get(d.field)
		if v == "" {
			continue
		}
		day, err := time.Parse(time.DateOnly, v)
		if err != nil {
			errs.Add(d.field, "The date must be YYYY-MM-DD.")
			continue
		}
		if d.next { // to is inclusive: up to the end of that day
			day = day.AddDate(0, 0, 1)
		}
		*d.dst = day
	}
	if errs.Any() {
		return f, invalid(errs)
	}
	return f, nil
}

func (s *Server) handlePortalLeads(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	f, err := s.portalFilter(r)
	if err != nil {
		return err
	}
	page := pageParam(r, portalPageSize)
	list, total, err := s.store.PortalLeads(r.Context(), firm.ID, f, page)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, page, list, total))
	return nil
}

// portalLeadDetail is one lead as its firm sees it: what it was sent (as
// the webhook carried it, the consent proof with its words and
// TrustedForm certificate), the trail to this firm, the price, its
// reports and its return.
type portalLeadDetail struct {
	store.PortalLead
	Lead       *delivery.LeadPayload `json:"lead"` // nil once erased
	Deliveries []portalDelivery      `json:"deliveries"`
	Outcomes   []outcomeAnswer       `json:"outcomes"`
	Return     *returnAnswer         `json:"return"`
	// ReturnOpenUntil is when the return window closes (nil: not yet
	// delivered, or returned already).
	ReturnOpenUntil *time.Time `json:"return_open_until"`
}

// portalDelivery is a step of the trail as the firm sees it: no row ids,
// no other firm's steps.
type portalDelivery struct {
	Channel     string     `json:"channel"`
	Status      string     `json:"status"`
	Attempts    int        `json:"attempts"`
	LastError   string     `json:"last_error"`
	DeliveredAt *time.Time `json:"delivered_at"`
	CreatedAt   time.Time  `json:"created_at"`
	PriceCents  *int64     `json:"price_cents"`
	Charged     bool       `json:"charged"`
}

func (s *Server) handlePortalLead(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	ref := referenceParam(r)
	if ref == "" {
		return errNotSentLead
	}
	pl, err := s.store.PortalLeadByReference(r.Context(), firm.ID, ref)
	if errors.Is(err, store.ErrNotFound) {
		return errNotSentLead
	}
	if err != nil {
		return err
	}
	detail := portalLeadDetail{PortalLead: pl}
	if !pl.Erased {
		l, err := s.store.Lead(r.Context(), pl.LeadID())
		if err != nil {
			return err
		}
		payload := delivery.Payload(l)
		detail.Lead = &payload
	}
	ds, err := s.store.PartnerLeadDeliveries(r.Context(), pl.LeadID(), firm.ID)
	if err != nil {
		return err
	}
	detail.Deliveries = make([]portalDelivery, len(ds))
	for i, d := range ds {
		detail.Deliveries[i] = portalDelivery{Channel: d.Channel, Status: d.Status, Attempts: d.Attempts, LastError: d.LastError,
			DeliveredAt: d.DeliveredAt, CreatedAt: d.CreatedAt, PriceCents: d.PriceCents, Charged: d.Charged}
	}
	outcomes, err := s.store.PartnerLeadOutcomes(r.Context(), pl.LeadID(), firm.ID)
	if err != nil {
		return err
	}
	detail.Outcomes = make([]outcomeAnswer, len(outcomes))
	for i, o := range outcomes {
		detail.Outcomes[i] = outcomeAnswer{Reference: pl.Reference, Status: o.Status, Reason: o.Reason, IsReturn: o.IsReturn, ReportedAt: o.ReportedAt}
	}
	ret, err := s.store.PartnerLeadReturn(r.Context(), pl.LeadID(), firm.ID)
	switch {
	case err == nil:
		a := answerReturn(ret)
		detail.Return = &a
	case !errors.Is(err, store.ErrNotFound):
		return err
	default:
		if detail.ReturnOpenUntil, err = s.returnDeadline(r, firm, ds); err != nil {
			return err
		}
	}
	auditRecordID(r, pl.LeadID())
	auditDetail(r, "lead "+pl.Reference+" by partner "+strconv.FormatInt(firm.ID, 10))
	writeJSON(w, http.StatusOK, envelope(detail))
	return nil
}

// returnDeadline is when the firm's window to return a delivered lead
// closes, from its first delivery (the charge's moment); nil before any
// delivery reached it or after the window.
func (s *Server) returnDeadline(r *http.Request, firm store.Partner, ds []store.Delivery) (*time.Time, error) {
	var first *time.Time
	for _, d := range ds {
		if d.DeliveredAt != nil && (first == nil || d.DeliveredAt.Before(*first)) {
			first = d.DeliveredAt
		}
	}
	if first == nil {
		return nil, nil
	}
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return nil, err
	}
	window := firm.WindowDays(snap.ReturnWindowDays)
	if !billing.ReturnOpen(*first, s.store.Now(), window) {
		return nil, nil
	}
	until := billing.ReturnDeadline(*first, window)
	return &until, nil
}

// portalCSVHeader is the export's columns: what the firm was sent, and
// where each lead stands for it.
var portalCSVHeader = []string{"reference", "received_at", "first_name", "last_name", "name", "email", "phone", "state", "language",
	"practice_area", "price", "charged", "outcome", "return_status", "consent_withdrawn", "erased"}

func (s *Server) handlePortalExport(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	f, err := s.portalFilter(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="leads-`+s.store.Now().UTC().Format(time.DateOnly)+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	out := bufio.NewWriter(w)
	if _, err := out.WriteString(csvRow(portalCSVHeader)); err != nil {
		return err
	}
	err = s.store.EachPortalLead(r.Context(), firm.ID, f, func(l store.PortalLead) error {
		price := ""
		if l.PriceCents != nil {
			price = dollars(*l.PriceCents)
		}
		_, err := out.WriteString(csvRow([]string{l.Reference, l.ReceivedAt.UTC().Format(time.RFC3339), l.FirstName, l.LastName, l.Name,
			l.Email, l.Phone, l.State, l.Language, l.Service, price, strconv.FormatBool(l.Charged), l.Outcome, l.ReturnStatus,
			strconv.FormatBool(l.ConsentWithdrawn), strconv.FormatBool(l.Erased)}))
		return err
	})
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		s.log.ErrorContext(r.Context(), "partner lead export", "err", err)
	}
	return nil
}

// dollars writes cents as a plain decimal for a spreadsheet ("1234.05"),
// digit by digit: money never passes through floating point.
func dollars(cents int64) string {
	sign, abs := "", cents
	if cents < 0 {
		sign, abs = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, abs/100, abs%100)
}

func (s *Server) handlePortalPause(w http.ResponseWriter, r *http.Request) error {
	return s.setPaused(w, r, true)
}

func (s *Server) handlePortalResume(w http.ResponseWriter, r *http.Request) error {
	return s.setPaused(w, r, false)
}

// setPaused pauses or resumes the firm's deliveries: routing skips a
// paused firm; leads already on their way still arrive.
func (s *Server) setPaused(w http.ResponseWriter, r *http.Request, paused bool) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	changed, err := s.store.SetPartnerPaused(r.Context(), firm.ID, paused)
	if err != nil {
		return err
	}
	auditRecordID(r, firm.ID)
	if !changed {
		auditUnchanged(r)
	}
	message := "Deliveries resumed: new leads reach you again."
	if paused {
		message = "Deliveries paused: no new leads are sent to you until you resume. Leads already on their way still arrive."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": message, "data": map[string]any{"paused": paused}})
	return nil
}

// handlePortalLedger is the firm's own ledger, as the admin sees it.
func (s *Server) handlePortalLedger(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	page := pageParam(r, ledgerPageSize)
	entries, total, err := s.store.LedgerPage(r.Context(), firm.ID, page)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ledgerPage{paginated: paginate(r, page, entries, total), BalanceCents: firm.BalanceCents, HeldCents: firm.HeldCents})
	return nil
}

// handlePortalSecretRotate gives the firm a new webhook secret, shown
// this once. The old one keeps verifying the firm's signed calls, and
// signs every webhook beside the new one, for store.SecretOverlap: time
// to switch the receiver over.
func (s *Server) handlePortalSecretRotate(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	secret, err := s.store.RotatePartnerSecret(r.Context(), firm.ID, "")
	if err != nil {
		return err
	}
	auditRecordID(r, firm.ID)
	until := s.store.Now().Add(store.SecretOverlap)
	writeJSON(w, http.StatusOK, map[string]any{
		"message": "New webhook secret made. Save it in your receiver now: it is not shown again. The old one keeps working for 24 hours.",
		"data":    map[string]any{"webhook_secret": secret, "previous_secret_until": until},
	})
	return nil
}

// handlePortalWebhookTest queues a signed test event (test.ping) to the
// firm's webhook; its answer shows in the attempts.
func (s *Server) handlePortalWebhookTest(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	if firm.WebhookURL == "" {
		return newError(http.StatusConflict, "You have no webhook: leads reach you by e-mail.")
	}
	if err := s.store.QueueWebhookTest(r.Context(), firm.ID); err != nil {
		return err
	}
	auditRecordID(r, firm.ID)
	auditDetail(r, "test event to the firm's webhook")
	s.queued()
	writeJSON(w, http.StatusAccepted, map[string]any{"message": "Test event sent: its answer shows in the attempts below in a moment."})
	return nil
}

// handlePortalWebhookAttempts lists the firm's latest webhook attempts.
func (s *Server) handlePortalWebhookAttempts(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	list, err := s.store.WebhookAttempts(r.Context(), firm.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(list))
	return nil
}
