package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"net/http"
	"strings"

	"claimsite/internal/leads"
	"claimsite/internal/metrics"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
	"claimsite/internal/webui"
)

type contactResponse struct {
	Message string      `json:"message"`
	Data    contactData `json:"data"`
}

// contactData names the lead by its random reference, never its row id:
// sequential ids would tell anyone how many leads the site gets.
type contactData struct {
	Reference string `json:"reference"`
}

// handleContact stores a lead of the short forms (submitLead).
func (s *Server) handleContact(w http.ResponseWriter, r *http.Request) error {
	var sub leads.Submission
	if err := decodeJSON(w, r, &sub); err != nil {
		s.countLead(metrics.ReasonStored, err)
		return err
	}
	return s.submitLead(w, r, sub.Proof, func(c leads.Context) (leads.Lead, validate.Messages, error) {
		lead, errs := sub.Lead(c)
		return lead, errs, nil
	})
}

// submitLead stores the lead build makes of a form's submission, with its
// consent proof, committed before the 201 is sent; every lead form comes
// through here (POST /api/contact, POST /api/case-evaluations), so they
// share the limits, the duplicate and suppression rules and the answer.
// An Idempotency-Key makes a repeated submit answer the same without
// storing twice; a filled honeypot (proof) gets the normal answer and
// nothing is stored.
func (s *Server) submitLead(w http.ResponseWriter, r *http.Request, proof leads.Proof,
	build func(leads.Context) (leads.Lead, validate.Messages, error)) (err error) {
	// Every way out is counted (metrics): a success by what it was, an
	// error by the status it becomes.
	success := metrics.ReasonStored
	defer func() { s.countLead(success, err) }()
	key := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if len(key) > 200 {
		return newError(http.StatusBadRequest, "The Idempotency-Key header may not be longer than 200 characters.")
	}
	if !validate.Storable(key) {
		// Stored as text: bytes that are not UTF-8 would fail on PostgreSQL
		// with a 500. Rewriting them could make two keys one, so refuse.
		return newError(http.StatusBadRequest, "The Idempotency-Key header must be UTF-8 text.")
	}
	// The answer is in the language of the form's page URL (decision
	// 066), the honeypot's as a real lead's.
	pageLanguage := pageLanguage(proof.PageURL)
	answer := say(pageLanguage, "answer.lead", nil)
	if proof.IsBot() {
		// Same answer as a real lead, whatever it sent, so the bot learns
		// nothing.
		success = metrics.ReasonHoneypot
		s.log.InfoContext(r.Context(), "honeypot lead dropped", "ip", s.clientIP(r))
		writeJSON(w, http.StatusCreated, contactResponse{Message: answer, Data: contactData{Reference: s.decoyReference(key)}})
		return nil
	}
	site, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	consent, err := s.consentShown(r.Context(), proof.ConsentVersion, site.ConsentIn(pageLanguage))
	if err != nil {
		return err
	}
	if consent.Language == webui.Spanish {
		// Spanish words are only shown on Spanish pages, whatever URL the
		// form sent (or none).
		pageLanguage = webui.Spanish
	}
	// The handler only gathers the request's facts; package leads builds
	// the lead and its consent proof from them.
	lead, errs, err := build(leads.Context{
		ConsentVersion:     consent.Version,
		ConsentLanguage:    consent.Language,
		PageLanguage:       pageLanguage,
		IP:                 s.clientIP(r),
		UserAgent:          r.UserAgent(),
		Referer:            r.Referer(),
		Mode:               site.LeadVerification,
		RetainCertificates: s.cfg.TrustedFormAPIKey != "",
	})
	if err != nil {
		return err
	}
	if errs.Any() {
		// In the language of the form's page, as the answer to a valid
		// lead (decision 071).
		return invalidIn(pageLanguage, errs)
	}
	// Counted once the lead is valid: a visitor fixing typos is not held
	// back, and an invalid lead costs no write. The phone limit stops one
	// person being submitted over and over from many addresses.
	if err := s.limit(r, s.perIP(r, ratelimit.ContactIP), per(ratelimit.ContactPhone, lead.Phone)); err != nil {
		return err
	}
	if lead.StateLawID != nil {
		// The form's page may outlive its state-law page (deleted while the
		// visitor typed). The lead matters more than the link: an unknown id
		// is dropped instead of failing the foreign key with a 500.
		sl, err := s.store.StateLaw(r.Context(), *lead.StateLawID)
		switch {
		case errors.Is(err, store.ErrNotFound):
			lead.StateLawID = nil
		case err != nil:
			return err
		case lead.State == "":
			// The state-law form asks no state: its page says which.
			lead.State = sl.Code
		}
	}
	if lead.ServiceID != nil {
		// The same for the service the form was on.
		if _, err := s.store.Service(r.Context(), *lead.ServiceID); errors.Is(err, store.ErrNotFound) {
			lead.ServiceID = nil
		} else if err != nil {
			return err
		}
	}
	lead.Reference = leads.NewReference()
	s.assignLeadVariants(r, &lead)
	id, replay, err := s.store.CreateLead(r.Context(), lead, key)
	if err != nil {
		return err
	}
	if replay {
		success = metrics.ReasonReplayed
		// The key made a lead earlier: answer with that lead's reference.
		if lead.Reference, err = s.store.LeadReference(r.Context(), id); err != nil {
			return err
		}
	} else {
		// Deliveries, notices and the claim of a certificate were queued
		// with the lead: send them now.
		s.queued()
	}
	writeJSON(w, http.StatusCreated, contactResponse{Message: answer, Data: contactData{Reference: lead.Reference}})
	return nil
}

// decoyReference is the reference of a honeypot answer, of the same form as
// a real one. With an Idempotency-Key it is a keyed hash of the key, so a
// replay gets the same reference, as a real lead's replay does; the hash
// key is random per process, so nobody can tell a decoy from a real
// reference by computing it.
func (s *Server) decoyReference(idempotencyKey string) string {
	if idempotencyKey == "" {
		return leads.NewReference()
	}
	mac := hmac.New(sha256.New, s.decoyKey)
	mac.Write([]byte(idempotencyKey))
	return leads.ReferenceFrom(mac.Sum(nil))
}
