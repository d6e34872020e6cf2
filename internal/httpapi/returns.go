package httpapi

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"claimsite/internal/billing"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Returns (issue 22): a partner user returns a lead its firm received,
// with a reason from the field's list; the operator (admin or intake)
// approves or denies it from the queue at /admin/returns.

const (
	returnsPageSize = 25
	maxReturnNote   = 1000
)

var errReturnNotFound = newError(http.StatusNotFound, "Return not found")

// returnAnswer is a return with its reason as a person reads it.
type returnAnswer struct {
	store.LeadReturn
	ReasonLabel string `json:"reason_label"`
}

func answerReturn(r store.LeadReturn) returnAnswer {
	return returnAnswer{LeadReturn: r, ReasonLabel: billing.ReasonLabels[r.Reason]}
}

// handlePartnerReturn records the signed-in partner user's return of a
// lead its firm received: 201 with the return, pending or (the firm's
// settings, within its month's limit) approved at once.
func (s *Server) handlePartnerReturn(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	var req struct {
		Reason string `json:"reason"`
		Note   string `json:"note"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	req.Note = validate.Clean(req.Note)
	errs := validate.Errors{}
	switch {
	case !slices.Contains(billing.ReturnReasons, req.Reason):
		errs.Add("reason", "Choose a reason from the list. (A lead the firm could not reach is not a return.)")
	case req.Reason == billing.ReasonOther && req.Note == "":
		errs.Add("note", "Say what is wrong with the lead.")
	}
	errs.MaxLength("note", "note", req.Note, maxReturnNote)
	if errs.Any() {
		return invalid(errs)
	}
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	ret, err := s.store.RequestReturn(r.Context(), store.ReturnRequest{PartnerID: firm.ID, Reference: referenceParam(r),
		Reason: req.Reason, Note: req.Note, By: currentUser(r).ID, WindowDays: snap.ReturnWindowDays, Zone: snap.Location()})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errNotSentLead
	case errors.Is(err, store.ErrNotDelivered):
		return newError(http.StatusConflict, "This lead has not reached you yet: it can be returned once it has.")
	case errors.Is(err, store.ErrReturnWindowClosed):
		return newError(http.StatusConflict, "The return window of this lead has closed.")
	case errors.Is(err, store.ErrAlreadyReturned):
		return newError(http.StatusConflict, "You returned this lead already.")
	case err != nil:
		return err
	}
	auditRecordID(r, ret.ID)
	auditDetail(r, "lead "+ret.LeadReference+", "+ret.Reason+", "+ret.Status)
	message := "Return received: the operator reviews it."
	if ret.Status == store.ReturnApproved {
		message = "Return approved: the lead's price is credited to your account."
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": message, "data": answerReturn(ret)})
	return nil
}

// referenceParam is the path's lead reference as references are written.
func referenceParam(r *http.Request) string {
	ref := strings.ToUpper(strings.TrimSpace(r.PathValue("reference")))
	if !validate.Storable(ref) || len(ref) > 64 {
		return ""
	}
	return ref
}

// returnQueueItem is a return as the queue lists it, with its firm's
// month so far (what the auto-approval limit reads).
type returnQueueItem struct {
	returnAnswer
	PartnerMonth partnerMonth `json:"partner_month"`
}

type partnerMonth struct {
	Charged    int      `json:"charged"`
	Returns    int      `json:"returns"`
	ReturnRate *float64 `json:"return_rate"` // returns / charged; null before a charge
	MaxRate    int      `json:"max_return_rate"`
}

func (s *Server) handleReturnList(w http.ResponseWriter, r *http.Request) error {
	f := store.ReturnFilter{Status: r.URL.Query().Get("status")}
	errs := validate.Errors{}
	if f.Status != "" && !slices.Contains([]string{store.ReturnPending, store.ReturnApproved, store.ReturnDenied}, f.Status) {
		errs.Add("status", "The status must be pending, approved or denied.")
	}
	if v := r.URL.Query().Get("partner_id"); v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id < 1 {
			errs.Add("partner_id", "The partner must be a partner id.")
		}
		f.PartnerID = id
	}
	if errs.Any() {
		return invalid(errs)
	}
	page := pageParam(r, returnsPageSize)
	list, total, err := s.store.ReturnsPage(r.Context(), f, page)
	if err != nil {
		return err
	}
	snap, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	zone := snap.Location()
	months := map[int64]partnerMonth{}
	items := make([]returnQueueItem, len(list))
	for i, ret := range list {
		m, ok := months[ret.PartnerID]
		if !ok {
			month, maxRate, err := s.store.PartnerReturnMonth(r.Context(), ret.PartnerID, zone)
			if err != nil {
				return err
			}
			m = partnerMonth{Charged: month.Charged, Returns: month.Returns, MaxRate: maxRate}
			if month.Charged > 0 {
				rate := float64(month.Returns) / float64(month.Charged)
				m.ReturnRate = &rate
			}
			months[ret.PartnerID] = m
		}
		items[i] = returnQueueItem{returnAnswer: answerReturn(ret), PartnerMonth: m}
	}
	writeJSON(w, http.StatusOK, paginate(r, page, items, total))
	return nil
}

func (s *Server) handleReturnApprove(w http.ResponseWriter, r *http.Request) error {
	return s.decideReturn(w, r, true)
}

func (s *Server) handleReturnDeny(w http.ResponseWriter, r *http.Request) error {
	return s.decideReturn(w, r, false)
}

// readDecision reads an operator's decision on a queued item (a return,
// a change request): the path's id (notFound when it is none) and the
// note, required to refuse (the firm reads why) and at most maxNote long.
func readDecision(w http.ResponseWriter, r *http.Request, approve bool, maxNote int, notFound error) (id int64, note string, err error) {
	id, err = idParam(r)
	if err != nil {
		return 0, "", notFound
	}
	var req struct {
		Note string `json:"note"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return 0, "", err
	}
	note = validate.Clean(req.Note)
	errs := validate.Errors{}
	if !approve {
		errs.Required("note", "note", note)
	}
	errs.MaxLength("note", "note", note, maxNote)
	if errs.Any() {
		return 0, "", invalid(errs)
	}
	return id, note, nil
}

// decideReturn approves or denies a pending return with the operator's
// note (required to deny: the firm reads why).
func (s *Server) decideReturn(w http.ResponseWriter, r *http.Request, approve bool) error {
	id, note, err := readDecision(w, r, approve, maxReturnNote, errReturnNotFound)
	if err != nil {
		return err
	}
	ret, err := s.store.DecideReturn(r.Context(), id, approve, currentUser(r).ID, note)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errReturnNotFound
	case errors.Is(err, store.ErrReturnDecided):
		return newError(http.StatusConflict, "This return was decided already.")
	case err != nil:
		return err
	}
	auditRecordID(r, ret.ID)
	auditDetail(r, "lead "+ret.LeadReference+" returned by partner "+ret.PartnerName)
	message := "Return denied."
	if approve {
		message = "Return approved: the charge is credited back."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": message, "data": answerReturn(ret)})
	return nil
}

// ownFirm is the firm of the signed-in partner user: every /api/partner
// route reads this firm and no other. A partner account whose firm is
// gone (or archived) may do nothing.
func (s *Server) ownFirm(r *http.Request) (store.Partner, error) {
	u := currentUser(r)
	if u.PartnerID == nil {
		return store.Partner{}, errForbidden
	}
	p, err := s.store.Partner(r.Context(), *u.PartnerID)
	if errors.Is(err, store.ErrNotFound) {
		return p, errForbidden
	}
	return p, err
}
