package httpapi

import (
	"context"
	"net/http"
	"slices"

	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// revocationDetail is a revocation with its notices to partners.
type revocationDetail struct {
	store.Revocation
	Notices []store.PartnerNotice `json:"partner_notices"`
}

func (s *Server) loadRevocationDetail(ctx context.Context, id int64) (revocationDetail, error) {
	v, err := s.store.Revocation(ctx, id)
	if err != nil {
		return revocationDetail{}, err
	}
	ns, err := s.store.RevocationNotices(ctx, id)
	return revocationDetail{Revocation: v, Notices: ns}, err
}

// handleRevocationList lists revocations, newest first.
func (s *Server) handleRevocationList(w http.ResponseWriter, r *http.Request) error {
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.RevocationPage(r.Context(), p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handleRevocationGet(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, "Revocation not found", s.loadRevocationDetail)
}

// handleRevocationCreate records a revocation that reached the operator
// another way (a call, a letter, an e-mail, a reply), with the day it was
// received: its deadline counts from then.
func (s *Server) handleRevocationCreate(w http.ResponseWriter, r *http.Request) error {
	var in revocationInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	msgs := validate.Messages{}
	phone, email := in.contacts(msgs)
	errs := validate.Errors{}
	errs.Include(msgs)
	if in.Channel == store.RevocationWeb || !slices.Contains(store.RevocationChannels, in.Channel) {
		errs.Add("channel", "Choose how the request came: phone, letter, email, reply or other.")
	}
	received := parseReceived(in.ReceivedAt, s.store.Now(), errs)
	note := validate.Clean(in.Note)
	errs.MaxLength("note", "note", note, revocationNoteMax)
	if errs.Any() {
		return invalid(errs)
	}
	by := currentUser(r).ID
	v, err := s.store.RecordRevocation(r.Context(), store.RevocationInput{
		Phone: phone, Email: email, Scope: in.Scope, Channel: in.Channel, ReceivedAt: received, Note: note, RecordedBy: &by,
	})
	if err != nil {
		return err
	}
	s.queued()
	auditRecordID(r, v.ID)
	d, err := s.loadRevocationDetail(r.Context(), v.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Revocation recorded: the contact is on the do-not-contact list and every partner that had the person's leads is being told.", "data": d})
	return nil
}
