package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"time"

	"claimsite/internal/businessdays"
	"claimsite/internal/leads"
	"claimsite/internal/locale"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	revocationNoteMax = 2000
)

// msgOptOut is the answer to every valid opt-out (in English; say gives
// it in the page's language): the same whether or not the contact was
// known, so the page tells nobody who is a lead.
var msgOptOut = say(locale.English, "answer.opt_out", nil)

// msgLeadSuppressed refuses sending a lead of a suppressed person by hand.
const msgLeadSuppressed = "This person is on the suppression list (they opted out or withdrew their consent): their leads are never sent."

// deliverySuppressed reports whether the person of delivery id's lead is on
// the suppression list.
func (s *Server) deliverySuppressed(ctx context.Context, id int64) (bool, error) {
	d, err := s.store.Delivery(ctx, id)
	if err != nil {
		return false, err
	}
	l, err := s.store.Lead(ctx, d.LeadID)
	if err != nil {
		return false, err
	}
	return s.store.IsSuppressed(ctx, nil, leads.NormalizePhone(l.Phone), leads.NormalizeEmail(l.Email))
}

// revocationInput is what the opt-out page and the operator's form give.
type revocationInput struct {
	Phone      string `json:"phone"`
	Email      string `json:"email"`
	Scope      string `json:"scope"`
	Channel    string `json:"channel"`     // the operator's form only
	ReceivedAt string `json:"received_at"` // the operator's form only: YYYY-MM-DD or RFC 3339
	Note       string `json:"note"`        // the operator's form only
	Language   string `json:"language"`    // the opt-out page only: its language
}

// contacts normalises the phone and e-mail and says what is wrong with
// them, as the lead forms do: a 10-digit US number, a valid address, at
// least one of the two. The messages are the opt-out page's, by catalogue
// message (the operator's form takes them in English).
func (in revocationInput) contacts(errs validate.Messages) (phone, email string) {
	rawPhone, rawEmail := validate.Clean(in.Phone), validate.Clean(in.Email)
	phone, email = leads.NormalizePhone(rawPhone), leads.NormalizeEmail(rawEmail)
	if rawPhone != "" && len(phone) != 10 {
		errs.Add("phone", "opt_out.phone", nil)
	}
	if email != "" {
		errs.MaxLength("email", "label.email", email, 254)
		errs.Email("email", email)
	}
	if rawPhone == "" && rawEmail == "" {
		errs.Add("phone", "opt_out.contact", nil)
		errs.Add("email", "opt_out.contact", nil)
	}
	if !slices.Contains(store.RevocationScopes, in.Scope) {
		errs.Add("scope", "opt_out.scope", nil)
	}
	return phone, email
}

// optOutAnswer is what the opt-out page shows once it is recorded: what
// was recorded, never whether the contact was known.
type optOutAnswer struct {
	Phone      string    `json:"phone"`
	Email      string    `json:"email"`
	Scope      string    `json:"scope"`
	ReceivedAt time.Time `json:"received_at"`
	DueAt      time.Time `json:"due_at"`
}

// handleOptOut records a visitor's withdrawal of consent from the opt-out
// page: the revocation, the suppression and the notices to partners, in
// one transaction, answered at once.
func (s *Server) handleOptOut(w http.ResponseWriter, r *http.Request) error {
	var in revocationInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	errs := validate.Messages{}
	phone, email := in.contacts(errs)
	lang := visitorLanguage(errs, in.Language)
	if errs.Any() {
		return invalidIn(lang, errs)
	}
	counts := []count{s.perIP(r, ratelimit.OptOutIP)}
	if phone != "" {
		counts = append(counts, per(ratelimit.OptOutContact, "phone:"+phone))
	}
	if email != "" {
		counts = append(counts, per(ratelimit.OptOutContact, "email:"+email))
	}
	if err := s.limit(r, counts...); err != nil {
		return err
	}
	v, err := s.store.RecordRevocation(r.Context(), store.RevocationInput{
		Phone: phone, Email: email, Scope: in.Scope, Channel: store.RevocationWeb,
		IP: s.clientIP(r), UserAgent: validate.Clip(validate.Clean(r.UserAgent()), 500),
	})
	if err != nil {
		return err
	}
	s.queued()
	s.log.InfoContext(r.Context(), "opt-out recorded", "revocation_id", v.ID, "notices", v.Notices.Total)
	writeJSON(w, http.StatusCreated, map[string]any{"message": say(lang, "answer.opt_out", nil), "data": optOutAnswer{
		Phone: phone, Email: email, Scope: v.Scope, ReceivedAt: v.ReceivedAt, DueAt: v.DueAt,
	}})
	return nil
}

// parseReceived reads the operator's received date: a day (YYYY-MM-DD,
// the start of that day in Eastern time, where deadlines are counted) or
// a moment (RFC 3339); empty is now. It may not be in the future.
func parseReceived(v string, now time.Time, errs validate.Errors) time.Time {
	v = strings.TrimSpace(v)
	if v == "" {
		return now
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		day, derr := time.ParseInLocation(time.DateOnly, v, businessdays.Zone)
		if derr != nil {
			errs.Add("received_at", "The received date must be a date (YYYY-MM-DD).")
			return now
		}
		t = day
	}
	if t.After(now) {
		errs.Add("received_at", "The received date cannot be in the future.")
	}
	return t
}
