package httpapi

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/businessdays"
	"claimsite/internal/leads"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	// privacyLinkLifetime is how long a privacy request's mailed link
	// works: a week, so a request made before a weekend away still counts.
	privacyLinkLifetime = 7 * 24 * time.Hour
	privacyDetailsMax   = 2000
	privacyNoteMax      = 2000
)

// privacyTypeLabels name the request types to people.
var privacyTypeLabels = map[string]string{
	store.PrivacyAccess:  "know / access my data",
	store.PrivacyDelete:  "delete my data",
	store.PrivacyCorrect: "correct my data",
	store.PrivacyOptOut:  "opt out of sale or sharing",
}

// privacyRequestInput is the public request form.
type privacyRequestInput struct {
	Type               string `json:"type"`
	Email              string `json:"email"`
	Phone              string `json:"phone"`
	CaliforniaResident bool   `json:"california_resident"`
	Details            string `json:"details"`
}

// check normalises the input and says what is wrong with it.
func (in privacyRequestInput) check() (store.NewPrivacyRequest, validate.Errors) {
	errs := validate.Errors{}
	phone, email := validate.Clean(in.Phone), validate.Clean(in.Email)
	v := store.NewPrivacyRequest{Type: validate.Clean(in.Type), Email: leads.NormalizeEmail(email), Phone: leads.NormalizePhone(phone),
		CaliforniaResident: in.CaliforniaResident, Details: validate.Clean(in.Details)}
	if !slices.Contains(store.PrivacyTypes, v.Type) {
		errs.Add("type", "Choose what you would like us to do.")
	}
	if email != "" {
		errs.Email("email", v.Email)
		errs.MaxLength("email", "email", v.Email, 254)
	}
	if phone != "" && len(v.Phone) != 10 {
		errs.Add("phone", "The phone must be a 10-digit US number.")
	}
	if email == "" && phone == "" {
		const msg = "Enter the e-mail address or the phone number you gave us (or both)."
		errs.Add("email", msg)
		errs.Add("phone", msg)
	}
	if v.Type == store.PrivacyCorrect && v.Details == "" {
		errs.Add("details", "Tell us what should be corrected.")
	}
	errs.MaxLength("details", "details", v.Details, privacyDetailsMax)
	return v, errs
}

// publicPrivacyRequest is what the requester is told about their request.
type publicPrivacyRequest struct {
	ID           int64     `json:"id"`
	Type         string    `json:"type"`
	Status       string    `json:"status"`
	ReceivedAt   time.Time `json:"received_at"`
	AnswerDueAt  time.Time `json:"answer_due_at"`
	EmailConfirm bool      `json:"email_confirmation"` // a link was mailed
}

func publicRequest(r store.PrivacyRequest) publicPrivacyRequest {
	return publicPrivacyRequest{ID: r.ID, Type: r.Type, Status: r.Status, ReceivedAt: r.ReceivedAt, AnswerDueAt: r.AnswerDueAt,
		EmailConfirm: r.ConfirmExpiresAt != nil}
}

func (s *Server) handlePrivacyRequestCreate(w http.ResponseWriter, r *http.Request) error {
	var in privacyRequestInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	v, errs := in.check()
	if errs.Any() {
		return invalid(errs)
	}
	contact := v.Email
	if contact == "" {
		contact = "phone:" + v.Phone
	}
	if err := s.limit(r, s.perIP(r, ratelimit.PrivacyRequestIP), per(ratelimit.PrivacyRequestContact, contact)); err != nil {
		return err
	}
	v.IP, v.UserAgent = s.clientIP(r), validate.Clip(validate.Clean(r.UserAgent()), 500)
	var message store.PrivacyMessage
	if v.Email != "" {
		token, hash, err := auth.NewToken()
		if err != nil {
			return err
		}
		v.TokenHash, v.TokenExpiresAt = hash, s.store.Now().Add(privacyLinkLifetime)
		message = s.privacyConfirmMail(token)
	}
	created, err := s.store.CreatePrivacyRequest(r.Context(), v, message)
	if err != nil {
		return err
	}
	if message != nil {
		s.queued()
	}
	s.log.InfoContext(r.Context(), "privacy request received", "privacy_request_id", created.ID, "type", created.Type)
	msg := "We have received your request. We sent a confirmation link to your e-mail address: open it within 7 days so we can act on your request."
	if v.Email == "" {
		msg = "We have received your request. As you gave only a phone number, we will call you to verify your identity before we act on it."
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": msg, "data": publicRequest(created)})
	return nil
}

// privacyConfirmMail is the confirmation mail of a new request, carrying
// token (the store keeps only its hash). The store calls it inside the
// request's transaction: the sender's details are read now, before it
// (decision 035).
func (s *Server) privacyConfirmMail(token string) store.PrivacyMessage {
	composer := s.mail.Fixed()
	link := composer.Link("/privacy-request/confirm", url.Values{"token": {token}})
	return func(pr store.PrivacyRequest) (store.Outgoing, error) {
		m, err := composer.Compose("privacy_request_confirm", pr.Email, map[string]any{
			"Link":       link,
			"TypeLabel":  privacyTypeLabels[pr.Type],
			"Received":   pr.ReceivedAt.In(businessdays.Zone).Format("January 2, 2006"),
			"AnswerDue":  pr.AnswerDueAt.In(businessdays.Zone).Format("January 2, 2006"),
			"FooterNote": "You receive this e-mail because a privacy request was made for this address.",
		})
		if err != nil {
			return store.Outgoing{}, err
		}
		return outbox.Mail("privacy-request-"+strconv.FormatInt(pr.ID, 10)+"-confirm", m)
	}
}

var errBadPrivacyLink = invalid(validate.Errors{"token": {"This link is invalid or has expired. Please file your request again."}})

func (s *Server) handlePrivacyRequestConfirm(w http.ResponseWriter, r *http.Request) error {
	token, err := readLinkToken(w, r)
	if err != nil {
		return err
	}
	if err := s.limit(r, s.perIP(r, ratelimit.PrivacyConfirmIP)); err != nil {
		return err
	}
	pr, err := s.store.ConfirmPrivacyRequest(r.Context(), auth.HashToken(token))
	if errors.Is(err, store.ErrPrivacyLinkInvalid) {
		return errBadPrivacyLink
	}
	if err != nil {
		return err
	}
	msg := "Your request is confirmed. We will answer it by " + pr.AnswerDueAt.In(businessdays.Zone).Format("January 2, 2006") + "."
	if pr.Status == store.PrivacyCompleted || pr.Status == store.PrivacyDenied {
		msg = "This request was confirmed and has been answered."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": msg, "data": publicRequest(pr)})
	return nil
}
