package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Change requests (issue 22): a partner firm's member asks the operator
// to change the firm's routing (states, practice areas, caps, time zone,
// opening hours) or the channels its leads arrive by (e-mail, webhook
// URL); an admin approves it, which applies the asked fields as a partner
// edit, or declines it with a note. Prices, billing and return settings
// are never asked for: they are the operator's terms.

const (
	changeRequestsPageSize = 25
	maxChangeRequestNote   = 1000
)

var errChangeRequestNotFound = newError(http.StatusNotFound, "Change request not found")

// changeRequestItem is a request as the operator sees it: with the
// firm's present values of the asked fields, to compare.
type changeRequestItem struct {
	store.ChangeRequest
	Current leads.PartnerChanges `json:"current"`
}

// handlePartnerChangeRequestCreate records the signed-in member's
// request for its own firm: 201 with the request, pending. Only the
// fields whose asked value differs from the firm's are kept; each is
// checked as the admin's partner edit checks it.
func (s *Server) handlePartnerChangeRequestCreate(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	var body map[string]json.RawMessage
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	if body == nil {
		return errMalformedJSON // a JSON null
	}
	errs := validate.Errors{}
	var note string
	if v, ok := body["note"]; ok && given(v) {
		if json.Unmarshal(v, &note) != nil {
			errs.Add("note", "The note must be text.")
		}
	}
	note = validate.Clean(note)
	errs.MaxLength("note", "note", note, maxChangeRequestNote)
	var raw map[string]json.RawMessage
	if v, ok := body["changes"]; ok && given(v) {
		if json.Unmarshal(v, &raw) != nil {
			errs.Add("changes", `The changes must be an object of the fields to change, such as {"daily_cap": 20}.`)
		}
	}
	changes, fieldErrs, err := s.askedChanges(r.Context(), firm, raw)
	if err != nil {
		return err
	}
	maps.Copy(errs, fieldErrs)
	if !errs.Has("changes") && !fieldErrs.Any() && changes.Empty() {
		if len(raw) == 0 {
			errs.Add("changes", "Ask for at least one change.")
		} else {
			errs.Add("changes", "Nothing would change: the values sent are the firm's already.")
		}
	}
	if errs.Any() {
		return invalid(errs)
	}
	req, err := s.store.CreateChangeRequest(r.Context(), store.NewChangeRequest{PartnerID: firm.ID, Changes: changes, Note: note,
		By: currentUser(r).ID})
	if err != nil {
		return err
	}
	auditRecordID(r, req.ID)
	auditDetail(r, "fields: "+strings.Join(changes.Fields(), ", "))
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Request sent: the operator reviews it.", "data": req})
	return nil
}

// askedChanges reads the asked fields onto firm and checks the firm they
// would make, reporting what is wrong by field: only the fields a firm
// may ask for (leads.ChangeableFields), each as the admin's partner edit
// checks it. The changes keep only the fields that would change.
func (s *Server) askedChanges(ctx context.Context, firm store.Partner, raw map[string]json.RawMessage) (leads.PartnerChanges, validate.Errors, error) {
	errs := validate.Errors{}
	names := []string{} // not nil: checkPartner checks only these
	for _, name := range slices.Sorted(maps.Keys(raw)) {
		switch {
		case !slices.Contains(leads.ChangeableFields, name):
			errs.Add("changes", strconv.Quote(validate.Clip(validate.Clean(name), 60))+
				" cannot be asked for: a firm may ask to change its states, practice areas, caps, time zone, opening hours, e-mail, webhook URL and languages.")
		case given(raw[name]):
			names = append(names, name)
		}
	}
	// A copy whose lists are its own: decoding into a slice writes into
	// the array it has.
	asked := firm
	asked.States, asked.ServiceIDs, asked.Schedule = slices.Clone(firm.States), slices.Clone(firm.ServiceIDs), slices.Clone(firm.Schedule)
	asked.Languages = slices.Clone(firm.Languages)
	var fields []partnerField
	for _, f := range partnerFieldsOf(&asked) {
		if slices.Contains(names, f.name) {
			fields = append(fields, f)
		}
	}
	typeErrs := decodePartnerFields(raw, fields)
	asked = asked.Normalized()
	checked, err := s.checkPartner(ctx, asked, typeErrs, names)
	if err != nil {
		return leads.PartnerChanges{}, nil, err
	}
	maps.Copy(errs, changeableErrors(checked))
	return leads.ChangesOf(asked, names).Without(firm), errs, nil
}

// changeableErrors keeps the errors of the fields a firm may ask for: a
// problem with any other field is the operator's to fix, and must not
// stop the firm's request.
func changeableErrors(errs validate.Errors) validate.Errors {
	out := validate.Errors{}
	for field, msgs := range errs {
		if slices.Contains(leads.ChangeableFields, field) {
			out[field] = msgs
		}
	}
	return out
}

// handlePartnerChangeRequestList lists the member's firm's requests,
// newest first, with their status and the operator's note.
func (s *Server) handlePartnerChangeRequestList(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	page := pageParam(r, changeRequestsPageSize)
	list, total, err := s.store.ChangeRequestsPage(r.Context(), store.ChangeRequestFilter{PartnerID: firm.ID}, page)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, page, list, total))
	return nil
}

// handleChangeRequestList is the operator's queue: ?status= pending,
// approved or declined (none: every request), newest first, each with
// its firm's present values of the asked fields.
func (s *Server) handleChangeRequestList(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && !slices.Contains(store.ChangeRequestStatuses, status) {
		return invalid(validate.Errors{"status": {"The status must be pending, approved or declined."}})
	}
	page := pageParam(r, changeRequestsPageSize)
	list, total, err := s.store.ChangeRequestsPage(r.Context(), store.ChangeRequestFilter{Status: status}, page)
	if err != nil {
		return err
	}
	firms := map[int64]store.Partner{}
	items := make([]changeRequestItem, len(list))
	for i, c := range list {
		firm, ok := firms[c.PartnerID]
		if !ok {
			if firm, err = s.store.Partner(r.Context(), c.PartnerID); err != nil {
				return err
			}
			firms[c.PartnerID] = firm
		}
		items[i] = changeRequestItem{ChangeRequest: c, Current: c.Changes.Current(firm)}
	}
	writeJSON(w, http.StatusOK, paginate(r, page, items, total))
	return nil
}

func (s *Server) handleChangeRequestApprove(w http.ResponseWriter, r *http.Request) error {
	return s.decideChangeRequest(w, r, true)
}

func (s *Server) handleChangeRequestDecline(w http.ResponseWriter, r *http.Request) error {
	return s.decideChangeRequest(w, r, false)
}

// decideChangeRequest approves or declines a pending request with the
// operator's note (required to decline). An approval checks the firm the
// request would make now, as the partner edit does (the firm may have
// changed since it asked): 422 with the fields' errors, nothing changed.
func (s *Server) decideChangeRequest(w http.ResponseWriter, r *http.Request, approve bool) error {
	id, note, err := readDecision(w, r, approve, maxChangeRequestNote, errChangeRequestNotFound)
	if err != nil {
		return err
	}
	var check func(store.Partner) error
	if approve {
		if check, err = s.approvalCheck(r.Context(), id); err != nil {
			return err
		}
	}
	d, err := s.store.DecideChangeRequest(r.Context(), id, approve, currentUser(r).ID, note, check)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errChangeRequestNotFound
	case errors.Is(err, store.ErrChangeRequestDecided):
		return errChangeRequestDecided
	case err != nil:
		return err
	}
	auditRecordID(r, d.Request.ID)
	auditDetail(r, "partner "+strconv.FormatInt(d.Request.PartnerID, 10)+" ("+d.Request.PartnerName+")")
	message := "Change request declined."
	if approve {
		auditChanged(r, d.Before, d.After)
		message = "Change request approved: the firm's settings are changed."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": message,
		"data": changeRequestItem{ChangeRequest: d.Request, Current: d.Request.Changes.Current(d.After)}})
	return nil
}

var errChangeRequestDecided = newError(http.StatusConflict, "This change request was decided already.")

// approvalCheck checks, before the deciding transaction, what needs the
// network or the store (the webhook URL asked for may be called, the
// practice areas exist) on the firm as it is now, and returns the check
// the transaction runs on the firm it reads: the domain rules, over the
// fields a firm may ask for.
func (s *Server) approvalCheck(ctx context.Context, id int64) (func(store.Partner) error, error) {
	c, err := s.store.ChangeRequest(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errChangeRequestNotFound
	} else if err != nil {
		return nil, err
	}
	if c.Status != store.ChangeRequestPending {
		return nil, errChangeRequestDecided
	}
	firm, err := s.store.Partner(ctx, c.PartnerID)
	if err != nil {
		return nil, err
	}
	errs, err := s.checkPartner(ctx, c.Changes.Apply(firm).Normalized(), nil, c.Changes.Fields())
	if err != nil {
		return nil, err
	}
	if errs = changeableErrors(errs); errs.Any() {
		return nil, invalid(errs)
	}
	return func(p store.Partner) error {
		if errs := changeableErrors(p.Normalized().Check()); errs.Any() {
			return invalid(errs)
		}
		return nil
	}, nil
}
