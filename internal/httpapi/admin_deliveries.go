package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// leadDetail is a lead with its delivery trail.
type leadDetail struct {
	leads.Lead
	Deliveries []store.Delivery `json:"deliveries"`
	// The lead's status history and its partners' outcome reports.
	StatusHistory []store.StatusChange `json:"status_history"`
	Outcomes      []store.Outcome      `json:"outcomes"`
	// Notices are the messages to the partners that received the lead:
	// consent revoked, erased, corrected (decision 036).
	Notices []store.PartnerNotice `json:"notices"`
	// ConsentWithdrawal is the newest withdrawal of consent of the lead's
	// phone or e-mail (any revocation: the opt-out page, a confirmation
	// e-mail's link, the operator's form), or null.
	ConsentWithdrawal *consentWithdrawal `json:"consent_withdrawal"`
}

// consentWithdrawal is a revocation as the lead screen shows it.
type consentWithdrawal struct {
	RevocationID int64     `json:"revocation_id"`
	Scope        string    `json:"scope"`
	Channel      string    `json:"channel"`
	ReceivedAt   time.Time `json:"received_at"`
	DueAt        time.Time `json:"due_at"`
}

func (s *Server) loadLeadDetail(ctx context.Context, id int64) (leadDetail, error) {
	l, err := s.store.Lead(ctx, id)
	if err != nil {
		return leadDetail{}, err
	}
	ds, err := s.store.LeadDeliveries(ctx, id)
	if err != nil {
		return leadDetail{}, err
	}
	history, err := s.store.LeadStatusHistory(ctx, id)
	if err != nil {
		return leadDetail{}, err
	}
	outcomes, err := s.store.LeadOutcomes(ctx, id)
	if err != nil {
		return leadDetail{}, err
	}
	notices, err := s.store.LeadNotices(ctx, id)
	if err != nil {
		return leadDetail{}, err
	}
	d := leadDetail{Lead: l, Deliveries: ds, StatusHistory: history, Outcomes: outcomes, Notices: notices}
	rev, err := s.store.LeadWithdrawal(ctx, id)
	if rev != nil {
		d.ConsentWithdrawal = &consentWithdrawal{RevocationID: rev.ID, Scope: rev.Scope, Channel: rev.Channel, ReceivedAt: rev.ReceivedAt, DueAt: rev.DueAt}
	}
	return d, err
}

func (s *Server) handleLeadGet(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, "Lead not found", func(ctx context.Context, id int64) (leadDetail, error) {
		d, err := s.loadLeadDetail(ctx, id)
		// What a firm pays is for the roles that manage firms (decision
		// 048): intake follows the trail without the money.
		if !currentUser(r).Role.Can(access.Partners) {
			for i := range d.Deliveries {
				d.Deliveries[i].PriceCents, d.Deliveries[i].Charged = nil, false
			}
		}
		return d, err
	})
}

// handleDeliveryRetry puts a failed or dead delivery back in the queue.
func (s *Server) handleDeliveryRetry(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Delivery not found")
	}
	// A delivery of a person who withdrew their consent is never sent:
	// retrying it would only cancel it again.
	if suppressed, err := s.deliverySuppressed(r.Context(), id); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return newError(http.StatusNotFound, "Delivery not found")
		}
		return err
	} else if suppressed {
		return newError(http.StatusConflict, msgLeadSuppressed)
	}
	d, err := s.store.RetryDelivery(r.Context(), id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return newError(http.StatusNotFound, "Delivery not found")
	case errors.Is(err, store.ErrNotRetryable):
		return newError(http.StatusConflict, "Only a failed or dead delivery can be retried; this one is "+d.Status+".")
	case err != nil:
		return err
	}
	s.queued()
	writeJSON(w, http.StatusOK, map[string]any{"message": "The delivery to " + d.PartnerName + " will be tried again now.", "data": d})
	return nil
}

// handleLeadSend sends a lead to a partner the operator chose.
func (s *Server) handleLeadSend(w http.ResponseWriter, r *http.Request) error {
	leadID, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Lead not found")
	}
	var req struct {
		PartnerID *int64 `json:"partner_id"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if req.PartnerID == nil || *req.PartnerID < 1 {
		return invalid(validate.Errors{"partner_id": {"Choose a partner."}})
	}
	if _, err := s.store.Lead(r.Context(), leadID); errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, "Lead not found")
	} else if err != nil {
		return err
	}
	ds, err := s.store.SendLeadTo(r.Context(), leadID, *req.PartnerID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return invalid(validate.Errors{"partner_id": {"That partner does not exist."}})
	case errors.Is(err, store.ErrNoChannel):
		return invalid(validate.Errors{"partner_id": {"That partner has neither an e-mail address nor a webhook to send to."}})
	case errors.Is(err, store.ErrSuppressed):
		return invalid(validate.Errors{"partner_id": {msgLeadSuppressed}})
	case err != nil:
		return err
	}
	s.queued()
	auditDetail(r, "to partner "+strconv.FormatInt(*req.PartnerID, 10))
	writeJSON(w, http.StatusCreated, map[string]any{"message": "The lead is on its way to the partner.", "data": ds})
	return nil
}
