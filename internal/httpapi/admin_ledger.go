package httpapi

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"strconv"
	"unicode/utf8"

	"claimsite/internal/billing"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// A partner firm's ledger in the admin area (issue 22, decision 048): its
// entries newest first with the balance after each, and the payments and
// adjustments the operator records. Entries are never changed: PUT, PATCH
// and DELETE on one answer 405.

const ledgerPageSize = 25

var errLedgerEntryNotFound = newError(http.StatusNotFound, "Ledger entry not found")

// ledgerPage is the ledger's page: the entries and the firm's balance.
type ledgerPage struct {
	paginated[store.LedgerEntry]
	BalanceCents int64 `json:"balance_cents"`
	HeldCents    int64 `json:"held_cents"`
}

func (s *Server) handleLedgerList(w http.ResponseWriter, r *http.Request) error {
	partner, err := s.partnerOf(r)
	if err != nil {
		return err
	}
	page := pageParam(r, ledgerPageSize)
	entries, total, err := s.store.LedgerPage(r.Context(), partner.ID, page)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ledgerPage{paginated: paginate(r, page, entries, total),
		BalanceCents: partner.BalanceCents, HeldCents: partner.HeldCents})
	return nil
}

func (s *Server) handleLedgerEntry(w http.ResponseWriter, r *http.Request) error {
	partner, err := s.partnerOf(r)
	if err != nil {
		return err
	}
	id, err := strconv.ParseInt(r.PathValue("entry"), 10, 64)
	if err != nil {
		return errLedgerEntryNotFound
	}
	e, err := s.store.LedgerEntryOf(r.Context(), partner.ID, id)
	if errors.Is(err, store.ErrNotFound) {
		return errLedgerEntryNotFound
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(e))
	return nil
}

// handleLedgerRecord records a payment received (a positive amount, how
// it was paid) or an adjustment (either sign, with a note saying why). An
// Idempotency-Key header makes a repeated request (a double click, a
// retry) record it once: the answer is then the first entry.
func (s *Server) handleLedgerRecord(w http.ResponseWriter, r *http.Request) error {
	partner, err := s.partnerOf(r)
	if err != nil {
		return err
	}
	var req struct {
		Kind        string `json:"kind"`
		AmountCents *int64 `json:"amount_cents"`
		Method      string `json:"method"`
		Reference   string `json:"reference"`
		Note        string `json:"note"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	req.Method, req.Reference, req.Note = validate.Clean(req.Method), validate.Clean(req.Reference), validate.Clean(req.Note)
	errs := validate.Errors{}
	switch req.Kind {
	case store.LedgerPayment:
		if req.AmountCents == nil || *req.AmountCents <= 0 {
			errs.Add("amount_cents", "A payment is a positive whole number of cents.")
		}
		errs.Required("method", "method", req.Method)
	case store.LedgerAdjustment:
		if req.AmountCents == nil || *req.AmountCents == 0 {
			errs.Add("amount_cents", "An adjustment is a whole number of cents other than 0 (negative takes from the balance).")
		}
		errs.Required("note", "note", req.Note)
	default:
		errs.Add("kind", "Record a payment or an adjustment: charges and credits come from leads and returns.")
	}
	if req.AmountCents != nil && (*req.AmountCents > billing.MaxLimitCents || *req.AmountCents < -billing.MaxLimitCents) {
		errs.Add("amount_cents", "The amount may be at most "+strconv.Itoa(billing.MaxLimitCents)+" cents ($1,000,000).")
	}
	for _, f := range []struct {
		field, value string
		max          int
	}{{"method", req.Method, 50}, {"reference", req.Reference, 100}, {"note", req.Note, 1000}} {
		if utf8.RuneCountInString(f.value) > f.max {
			errs.Add(f.field, "The "+f.field+" may have at most "+strconv.Itoa(f.max)+" characters.")
		}
	}
	key := r.Header.Get("Idempotency-Key")
	if len(key) > 100 {
		errs.Add("idempotency_key", "The Idempotency-Key header may have at most 100 characters.")
	}
	if errs.Any() {
		return invalid(errs)
	}
	if key == "" {
		b := make([]byte, 16)
		if _, err := rand.Read(b); err != nil {
			return err
		}
		key = hex.EncodeToString(b)
	}
	e, created, err := s.store.RecordLedgerEntry(r.Context(), store.NewLedgerEntry{PartnerID: partner.ID, Kind: req.Kind,
		AmountCents: *req.AmountCents, Method: req.Method, Reference: req.Reference, Note: req.Note,
		CreatedBy: currentUser(r).ID, Key: "manual:" + strconv.FormatInt(partner.ID, 10) + ":" + key})
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgPartnerNotFound)
	}
	if errors.Is(err, store.ErrConflict) {
		// The same key at the same moment, the other request first.
		return newError(http.StatusConflict, "This request is being recorded already: reload the ledger.")
	}
	if err != nil {
		return err
	}
	status := http.StatusCreated
	if created {
		auditRecordID(r, e.ID)
		auditDetail(r, req.Kind+" of "+strconv.FormatInt(e.AmountCents, 10)+" cents to partner "+strconv.FormatInt(partner.ID, 10))
	} else {
		status = http.StatusOK
		auditUnchanged(r)
	}
	message := "Payment recorded."
	if e.Kind == store.LedgerAdjustment {
		message = "Adjustment recorded."
	}
	writeJSON(w, status, map[string]any{"message": message, "data": e})
	return nil
}

// partnerOf reads the partner the path's {id} names; 404 without one.
func (s *Server) partnerOf(r *http.Request) (store.Partner, error) {
	id, err := idParam(r)
	if err != nil {
		return store.Partner{}, newError(http.StatusNotFound, msgPartnerNotFound)
	}
	p, err := s.store.Partner(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return p, newError(http.StatusNotFound, msgPartnerNotFound)
	}
	return p, err
}
