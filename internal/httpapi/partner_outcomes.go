package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/delivery"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Partner outcome reports (decision 026): a partner's server tells us what
// became of a lead we sent it. It is not a browser: the route is not
// behind the same-origin rule (browserWriteGuarded) but signed like our
// webhooks to it, with the partner's own secret.

// maxOutcomeBody bounds an outcome report; maxOutcomeReason its reason.
const (
	maxOutcomeBody   = 16 << 10
	maxOutcomeReason = 500
)

// errBadSignature is every authentication failure of a partner's call:
// no partner id, an unknown one, a missing, wrong or stale signature. One
// answer for all, so a caller learns nothing about which partners exist.
var errBadSignature = newError(http.StatusUnauthorized,
	"The request is not signed: send X-Claimsite-Partner and an X-Claimsite-Signature made with that partner's secret within the last 5 minutes.")

// errNotSentLead answers a reference the partner was never sent a lead
// under, whether or not such a lead exists.
var errNotSentLead = newError(http.StatusNotFound, "This partner was never sent a lead with this reference.")

// outcomeAnswer is an outcome as its partner sees it: by the lead's
// reference, never the row ids.
type outcomeAnswer struct {
	Reference  string    `json:"reference"`
	Status     string    `json:"status"`
	Reason     string    `json:"reason"`
	IsReturn   bool      `json:"is_return"`
	ReportedAt time.Time `json:"reported_at"`
}

// handlePartnerOutcome records a partner's report on a lead it was sent:
// 201 for a new report, 200 for a repeat of its latest (a retry), 401 for
// a bad signature, 404 for a lead the partner was never sent, 422 for a
// bad status or reason. Nothing of the body is logged.
func (s *Server) handlePartnerOutcome(w http.ResponseWriter, r *http.Request) error {
	// Counted before the signature check: guessing is limited too.
	if err := s.limit(r, s.perIP(r, ratelimit.PartnerOutcomeIP)); err != nil {
		return err
	}
	partner, err := s.outcomeCaller(w, r)
	if err != nil {
		return err
	}
	var req struct {
		Status string `json:"status"`
		Reason string `json:"reason"`
	}
	if err := json.Unmarshal(partner.body, &req); err != nil {
		return errMalformedJSON
	}
	req.Status, req.Reason = strings.TrimSpace(req.Status), strings.TrimSpace(req.Reason)
	errs := validate.Errors{}
	if !slices.Contains(store.OutcomeStatuses, req.Status) {
		errs.Add("status", "The status must be one of: "+strings.Join(store.OutcomeStatuses, ", ")+".")
	}
	if req.Status == "rejected" && req.Reason == "" {
		errs.Add("reason", "The reason field is required when the status is rejected.")
	}
	if !validate.Storable(req.Reason) {
		errs.Add("reason", "The reason must be plain text.")
	}
	errs.MaxLength("reason", "reason", req.Reason, maxOutcomeReason)
	if errs.Any() {
		return invalid(errs)
	}
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	ref := strings.ToUpper(strings.TrimSpace(r.PathValue("reference")))
	if !validate.Storable(ref) || len(ref) > 64 {
		return errNotSentLead
	}
	o, created, err := s.store.RecordOutcome(r.Context(), store.OutcomeReport{
		PartnerID: partner.id, Reference: ref, Status: req.Status, Reason: req.Reason, ReturnWindow: snap.ReturnWindow(),
	})
	if errors.Is(err, store.ErrNotFound) {
		return errNotSentLead
	}
	if err != nil {
		return err
	}
	answer := outcomeAnswer{Reference: ref, Status: o.Status, Reason: o.Reason, IsReturn: o.IsReturn, ReportedAt: o.ReportedAt}
	if !created {
		writeJSON(w, http.StatusOK, map[string]any{"message": "This outcome was already recorded.", "data": answer})
		return nil
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Outcome recorded.", "data": answer})
	return nil
}

// outcomeCaller is the firm reporting an outcome: a signed-in partner
// user of it (the portal), or the firm's own server signing the request
// with its secret.
func (s *Server) outcomeCaller(w http.ResponseWriter, r *http.Request) (signed, error) {
	if r.Header.Get("Authorization") == "" {
		return s.signedPartner(w, r)
	}
	session, err := s.authenticate(r)
	if err != nil {
		return signed{}, err
	}
	if !session.user.Role.Can(access.PartnerPortal) {
		return signed{}, errForbidden
	}
	if s.needsMFASetup(session.user) {
		return signed{}, errMFASetupRequired
	}
	r2 := r.WithContext(context.WithValue(r.Context(), userKey, session))
	firm, err := s.ownFirm(r2)
	if err != nil {
		return signed{}, err
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxOutcomeBody))
	if err != nil {
		return signed{}, err
	}
	return signed{id: firm.ID, body: body}, nil
}

// signed is a partner's call whose signature checked out.
type signed struct {
	id   int64
	body []byte
}

// signedPartner reads the body and checks it was signed, within the
// tolerance, with the secret of the partner X-Claimsite-Partner names.
func (s *Server) signedPartner(w http.ResponseWriter, r *http.Request) (signed, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(r.Header.Get("X-Claimsite-Partner")), 10, 64)
	if err != nil || id <= 0 {
		return signed{}, errBadSignature
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxOutcomeBody))
	if err != nil {
		return signed{}, err
	}
	partner, err := s.store.Partner(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return signed{}, errBadSignature
	}
	if err != nil {
		return signed{}, err
	}
	// The current secret, or the one it replaced while their overlap lasts.
	for _, secret := range partner.Secrets(s.store.Now()) {
		if delivery.Verify(secret, r.Header.Get("X-Claimsite-Signature"), body, s.store.Now()) == nil {
			return signed{id: id, body: body}, nil
		}
	}
	return signed{}, errBadSignature
}

// partnerStats is GET /api/admin/partners/{id}/stats: how the leads the
// partner was sent in the last 30 and 90 days turned out.
type partnerStats struct {
	PartnerID int64                `json:"partner_id"`
	Periods   []store.OutcomeStats `json:"periods"`
}

func (s *Server) loadPartnerStats(ctx context.Context, id int64) (partnerStats, error) {
	if _, err := s.store.Partner(ctx, id); err != nil {
		return partnerStats{}, err
	}
	st := partnerStats{PartnerID: id}
	for _, days := range []int{30, 90} {
		p, err := s.store.PartnerOutcomeStats(ctx, id, days)
		if err != nil {
			return partnerStats{}, err
		}
		st.Periods = append(st.Periods, p)
	}
	return st, nil
}

func (s *Server) handlePartnerStats(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, "Partner not found", s.loadPartnerStats)
}
