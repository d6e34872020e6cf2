package httpapi

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const msgPrivacyRequestNotFound = "Privacy request not found"

// privacyLead is a lead of the requester as the queue summarises it.
type privacyLead struct {
	ID            int64      `json:"id"`
	Reference     string     `json:"reference"`
	Name          string     `json:"name"`
	State         string     `json:"state"`
	Status        string     `json:"status"`
	Routing       string     `json:"routing"`
	CreatedAt     time.Time  `json:"created_at"`
	ErasedAt      *time.Time `json:"erased_at"`
	ErasureReason string     `json:"erasure_reason,omitempty"`
}

// privacyRequestDetail is a request with the leads it concerns and, once
// it was completed as a deletion, the leads it erased.
type privacyRequestDetail struct {
	store.PrivacyRequest
	Leads  []privacyLead `json:"matching_leads"`
	Erased []privacyLead `json:"erased_leads"`
	// Notices are the lead.erased messages to the partners that had the
	// erased leads, with their progress.
	Notices []store.PartnerNotice `json:"notices"`
	// Account is the registered account of the request's address while
	// the request is open (null: none); once answered, account_id and
	// account_action say what was done with it.
	Account *store.RequestAccount `json:"account"`
}

func (s *Server) privacyRequestParam(r *http.Request) (store.PrivacyRequest, error) {
	id, err := idParam(r)
	if err != nil {
		return store.PrivacyRequest{}, newError(http.StatusNotFound, msgPrivacyRequestNotFound)
	}
	pr, err := s.store.PrivacyRequest(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return pr, newError(http.StatusNotFound, msgPrivacyRequestNotFound)
	}
	return pr, err
}

func (s *Server) handlePrivacyRequestList(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := store.PrivacyFilter{Status: q.Get("status"), Type: q.Get("type"), Overdue: q.Get("overdue") == "1" || q.Get("overdue") == "true"}
	// An unknown filter is a 422, as on the leads list: ignoring it would
	// list every request as if that were the answer.
	errs := validate.Errors{}
	if f.Status != "" && !slices.Contains(store.PrivacyStatuses, f.Status) {
		errs.Add("status", "The status must be one of: "+strings.Join(store.PrivacyStatuses, ", ")+".")
	}
	if f.Type != "" && !slices.Contains(store.PrivacyTypes, f.Type) {
		errs.Add("type", "The type must be one of: "+strings.Join(store.PrivacyTypes, ", ")+".")
	}
	if errs.Any() {
		return invalid(errs)
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.PrivacyRequestPage(r.Context(), f, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handlePrivacyRequestGet(w http.ResponseWriter, r *http.Request) error {
	pr, err := s.privacyRequestParam(r)
	if err != nil {
		return err
	}
	detail, err := s.privacyDetail(r, pr)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(detail))
	return nil
}

func (s *Server) privacyDetail(r *http.Request, pr store.PrivacyRequest) (privacyRequestDetail, error) {
	d := privacyRequestDetail{PrivacyRequest: pr, Leads: []privacyLead{}, Erased: []privacyLead{}}
	matching, err := s.store.PrivacyRequestLeads(r.Context(), pr)
	if err != nil {
		return d, err
	}
	for _, l := range matching.Matching {
		d.Leads = append(d.Leads, summariseLead(l))
	}
	for _, l := range matching.Erased {
		d.Erased = append(d.Erased, summariseLead(l))
	}
	if d.Notices, err = s.store.PrivacyRequestNotices(r.Context(), pr.ID); err != nil {
		return d, err
	}
	if d.Notices == nil {
		d.Notices = []store.PartnerNotice{}
	}
	if pr.Open() {
		if d.Account, err = s.store.PrivacyRequestAccount(r.Context(), pr); err != nil {
			return d, err
		}
	}
	return d, nil
}

func summariseLead(l store.Lead) privacyLead {
	name := l.Name
	if name == "" {
		name = l.FirstName + " " + l.LastName
	}
	return privacyLead{ID: l.ID, Reference: l.Reference, Name: name, State: l.State, Status: l.Status, Routing: l.Routing,
		CreatedAt: l.CreatedAt, ErasedAt: l.ErasedAt, ErasureReason: l.ErasureReason}
}

// privacyActionInput is the body of verify, deny and complete.
type privacyActionInput struct {
	Note string `json:"note"`
}

func readNote(w http.ResponseWriter, r *http.Request, required bool, label string) (string, error) {
	var in privacyActionInput
	if r.ContentLength != 0 {
		if err := decodeJSON(w, r, &in); err != nil {
			return "", err
		}
	}
	errs := validate.Errors{}
	note := validate.Clean(in.Note)
	if required {
		errs.Required("note", label, note)
	}
	errs.MaxLength("note", label, note, privacyNoteMax)
	if errs.Any() {
		return "", invalid(errs)
	}
	return note, nil
}

// handlePrivacyRequestVerify records that the operator verified the
// requester another way (a phone-only request): the note says how.
func (s *Server) handlePrivacyRequestVerify(w http.ResponseWriter, r *http.Request) error {
	pr, err := s.privacyRequestParam(r)
	if err != nil {
		return err
	}
	note, err := readNote(w, r, true, "note")
	if err != nil {
		return err
	}
	if pr.Status != store.PrivacyUnconfirmed {
		return newError(http.StatusConflict, "This request is "+pr.Status+" already.")
	}
	v, err := s.store.VerifyPrivacyRequest(r.Context(), pr.ID, currentUser(r).ID, note)
	if err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "privacy request verified", "privacy_request_id", v.ID, "user_id", currentUser(r).ID)
	auditDetail(r, "identity verified")
	writeJSON(w, http.StatusOK, map[string]any{"message": "Identity verified: the request is confirmed", "data": v})
	return nil
}

func (s *Server) handlePrivacyRequestDeny(w http.ResponseWriter, r *http.Request) error {
	pr, err := s.privacyRequestParam(r)
	if err != nil {
		return err
	}
	reason, err := readNote(w, r, true, "reason")
	if err != nil {
		return err
	}
	if !pr.Open() {
		return newError(http.StatusConflict, "This request is "+pr.Status+" already.")
	}
	v, err := s.store.DenyPrivacyRequest(r.Context(), pr.ID, currentUser(r).ID, reason)
	if err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "privacy request denied", "privacy_request_id", v.ID, "user_id", currentUser(r).ID)
	auditDetail(r, "denied")
	writeJSON(w, http.StatusOK, map[string]any{"message": "Request denied", "data": v})
	return nil
}

// handlePrivacyRequestComplete answers a confirmed request, as its type
// asks: access (the export, downloaded from export_url, is recorded as
// sent), delete (every lead of the requester erased), correct (the
// operator's note says what was corrected), opt_out (do-not-contact).
func (s *Server) handlePrivacyRequestComplete(w http.ResponseWriter, r *http.Request) error {
	pr, err := s.privacyRequestParam(r)
	if err != nil {
		return err
	}
	note, err := readNote(w, r, pr.Type == store.PrivacyCorrect, "note")
	if err != nil {
		return err
	}
	switch pr.Status {
	case store.PrivacyUnconfirmed:
		return newError(http.StatusConflict, "This request is not confirmed yet: nothing is disclosed or erased before the requester confirms it or you verify their identity.")
	case store.PrivacyCompleted, store.PrivacyDenied:
		return newError(http.StatusConflict, "This request is "+pr.Status+" already.")
	}
	auditDetail(r, "completed ("+pr.Type+")")
	ctx, by := r.Context(), currentUser(r).ID
	var done store.PrivacyRequest
	extra := map[string]any{}
	message := "Request completed"
	switch pr.Type {
	case store.PrivacyAccess:
		done, err = s.store.CompletePrivacyRequest(ctx, pr.ID, by, orDefault(note, "The export of the data held was sent to the requester."))
		extra["export_url"] = "/api/admin/privacy-requests/" + strconv.FormatInt(pr.ID, 10) + "/export"
	case store.PrivacyCorrect:
		done, err = s.store.CompletePrivacyRequest(ctx, pr.ID, by, note)
	case store.PrivacyOptOut:
		done, err = s.store.CompleteOptOut(ctx, pr.ID, by, orDefault(note, "Added to the do-not-contact list: no lead of this person is delivered to a partner again."))
	case store.PrivacyDelete:
		var erased []store.Erasure
		done, erased, err = s.store.CompleteDeletion(ctx, pr.ID, by, orDefault(note, "Personal data erased."))
		if errors.Is(err, store.ErrErasureCleanup) {
			// Committed: the list file and the files' clean-up are done
			// again at the next start.
			s.log.WarnContext(ctx, "privacy erasure clean-up", "privacy_request_id", pr.ID, "err", err)
			err = nil
		}
		extra["erased_leads"] = len(erased)
		extra["account_action"] = done.AccountAction
		auditDetail(r, erasedLeadsSummary(erased))
		if done.AccountID != nil {
			// Ids only, as the rest of the log.
			auditDetail(r, "account "+strconv.FormatInt(*done.AccountID, 10)+": "+done.AccountAction)
		}
		message = "Request completed: " + strconv.Itoa(len(erased)) + " lead(s) erased" + accountOutcome(done)
		if err == nil {
			s.log.InfoContext(ctx, "privacy request erased leads", "privacy_request_id", pr.ID, "leads", len(erased), "user_id", by)
		}
	}
	if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "privacy request completed", "privacy_request_id", pr.ID, "type", pr.Type, "user_id", by)
	detail, err := s.privacyDetail(r, done)
	if err != nil {
		return err
	}
	body := map[string]any{"message": message, "data": detail}
	for k, v := range extra {
		body[k] = v
	}
	writeJSON(w, http.StatusOK, body)
	return nil
}

// accountOutcome says, after a deletion, what became of the account of
// the address.
func accountOutcome(pr store.PrivacyRequest) string {
	if pr.AccountID == nil {
		return ""
	}
	id := strconv.FormatInt(*pr.AccountID, 10)
	switch pr.AccountAction {
	case store.AccountDeleted:
		return "; account #" + id + " deleted"
	case store.AccountKeptStaff:
		return "; staff account #" + id + " kept: a public request never deletes a staff account, handle it under Users"
	}
	return ""
}

func orDefault(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}

// handlePrivacyRequestExport downloads, as a JSON file, everything held
// about the requester of a confirmed access request.
func (s *Server) handlePrivacyRequestExport(w http.ResponseWriter, r *http.Request) error {
	pr, err := s.privacyRequestParam(r)
	if err != nil {
		return err
	}
	if pr.Type != store.PrivacyAccess {
		return newError(http.StatusConflict, "Only an access request has an export.")
	}
	if pr.Status != store.PrivacyConfirmed && pr.Status != store.PrivacyCompleted {
		return newError(http.StatusConflict, "Nothing is disclosed before the request is confirmed.")
	}
	x, err := s.store.PrivacyExport(r.Context(), pr)
	if err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "privacy export downloaded", "privacy_request_id", pr.ID, "user_id", currentUser(r).ID)
	w.Header().Set("Content-Disposition", `attachment; filename="privacy-request-`+strconv.FormatInt(pr.ID, 10)+`-export.json"`)
	writeJSON(w, http.StatusOK, x)
	return nil
}
