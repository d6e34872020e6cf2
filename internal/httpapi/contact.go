package httpapi

import (
	"crypto/rand"
	"encoding/binary"
	"net/http"
	"strings"

	"claimsite/internal/leads"
	"claimsite/internal/validate"
)

type contactResponse struct {
	Message string      `json:"message"`
	Data    contactData `json:"data"`
}

type contactData struct {
	ID int64 `json:"id"`
}

// handleContact stores a lead and its consent proof, committed before the
// 201 is sent. An Idempotency-Key makes a repeated submit answer the same
// without storing twice; a filled honeypot gets the normal answer and
// nothing is stored.
func (s *Server) handleContact(w http.ResponseWriter, r *http.Request) error {
	var sub leads.Submission
	if err := decodeJSON(w, r, &sub); err != nil {
		return err
	}
	key := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if len(key) > 200 {
		return newError(http.StatusBadRequest, "The Idempotency-Key header may not be longer than 200 characters.")
	}
	if sub.IsBot() {
		// Same answer as a real lead, whatever it sent, so the bot learns
		// nothing.
		s.log.InfoContext(r.Context(), "honeypot lead dropped", "ip", s.clientIP(r), "request_id", requestID(r.Context()))
		writeJSON(w, http.StatusCreated, contactResponse{Message: leads.SuccessMessage, Data: contactData{ID: decoyID()}})
		return nil
	}
	site := s.cfg.Site
	lead, errs := sub.Validate(site.LeadVerification)
	if errs.Any() {
		return invalid(errs)
	}
	lead.Consent.TextVersion = site.ConsentVersion()
	lead.Consent.IP = s.clientIP(r)
	lead.Consent.UserAgent = validate.Clip(r.UserAgent(), 500)
	if lead.Consent.Referrer == "" {
		lead.Consent.Referrer = validate.Clip(r.Referer(), 2000)
	}
	id, _, err := s.store.CreateLead(r.Context(), lead, key)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, contactResponse{Message: leads.SuccessMessage, Data: contactData{ID: id}})
	return nil
}

// decoyID is a plausible lead id for the honeypot answer.
func decoyID() int64 {
	var b [4]byte
	rand.Read(b[:])
	return int64(binary.BigEndian.Uint32(b[:])%900000) + 1000
}
