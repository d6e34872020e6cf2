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
	"claimsite/internal/locale"
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

// privacyTypeLabels name the request types to people: the catalogue's
// message of each (package locale).
var privacyTypeLabels = map[string]string{
	store.PrivacyAccess:  "privacy_request.type.access",
	store.PrivacyDelete:  "privacy_request.type.delete",
	store.PrivacyCorrect: "privacy_request.type.correct",
	store.PrivacyOptOut:  "privacy_request.type.opt_out",
}

// privacyRequestInput is the public request form.
type privacyRequestInput struct {
	Type               string `json:"type"`
	Email              string `json:"email"`
	Phone              string `json:"phone"`
	CaliforniaResident bool   `json:"california_resident"`
	Details            string `json:"details"`
	// Language is the page's: the answer's and the mail's (decision 066).
	Language string `json:"language"`
}

// check normalises the input and says what is wrong with it, by
// catalogue message (decision 071).
func (in privacyRequestInput) check() (store.NewPrivacyRequest, validate.Messages) {
	errs := validate.Messages{}
	phone, email := validate.Clean(in.Phone), validate.Clean(in.Email)
	v := store.NewPrivacyRequest{Type: validate.Clean(in.Type), Email: leads.NormalizeEmail(email), Phone: leads.NormalizePhone(phone),
		CaliforniaResident: in.CaliforniaResident, Details: validate.Clean(in.Details)}
	if !slices.Contains(store.PrivacyTypes, v.Type) {
		errs.Add("type", "privacy_request.type", nil)
	}
	if email != "" {
		errs.Email("email", v.Email)
		errs.MaxLength("email", "label.email", v.Email, 254)
	}
	if phone != "" && len(v.Phone) != 10 {
		errs.Add("phone", "privacy_request.phone", nil)
	}
	if email == "" && phone == "" {
		errs.Add("email", "privacy_request.contact", nil)
		errs.Add("phone", "privacy_request.contact", nil)
	}
	if v.Type == store.PrivacyCorrect && v.Details == "" {
		errs.Add("details", "privacy_request.details", nil)
	}
	errs.MaxLength("details", "label.details", v.Details, privacyDetailsMax)
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
	lang := visitorLanguage(errs, in.Language)
	if errs.Any() {
		return invalidIn(lang, errs)
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
		message = s.privacyConfirmMail(token, lang)
	}
	created, err := s.store.CreatePrivacyRequest(r.Context(), v, message)
	if err != nil {
		return err
	}
	if message != nil {
		s.queued()
	}
	s.log.InfoContext(r.Context(), "privacy request received", "privacy_request_id", created.ID, "type", created.Type)
	msg := say(lang, "answer.privacy_request.mailed", nil)
	if v.Email == "" {
		msg = say(lang, "answer.privacy_request.phone", nil)
	}
	writeJSON(w, http.StatusCreated, map[string]any{"message": msg, "data": publicRequest(created)})
	return nil
}

// privacyConfirmMail is the confirmation mail of a new request, carrying
// token (the store keeps only its hash), in lang, linking the confirmation
// page of lang. The store calls it inside the request's transaction: the
// sender's details are read now, before it (decision 035).
func (s *Server) privacyConfirmMail(token, lang string) store.PrivacyMessage {
	composer := s.mail.Fixed()
	link := composer.LinkIn(lang, "/privacy-request/confirm", url.Values{"token": {token}})
	return func(pr store.PrivacyRequest) (store.Outgoing, error) {
		label, err := locale.T(lang, privacyTypeLabels[pr.Type], nil)
		if err != nil {
			return store.Outgoing{}, err
		}
		m, err := composer.ComposeIn(lang, "privacy_request_confirm", pr.Email, map[string]any{
			"Link":        link,
			"TypeLabel":   label,
			"Received":    locale.Date(pr.ReceivedAt.In(businessdays.Zone), lang),
			"AnswerDue":   locale.Date(pr.AnswerDueAt.In(businessdays.Zone), lang),
			"ExpiresDays": int(privacyLinkLifetime / (24 * time.Hour)),
			"FooterNote":  say(lang, "privacy_request_confirm.footer", nil),
		})
		if err != nil {
			return store.Outgoing{}, err
		}
		return outbox.Mail("privacy-request-"+strconv.FormatInt(pr.ID, 10)+"-confirm", m)
	}
}

// errBadPrivacyLink answers a privacy request's link that is not valid,
// in lang.
func errBadPrivacyLink(lang string) error {
	return invalid(validate.Errors{"token": {say(lang, "answer.privacy_request.bad_link", nil)}})
}

func (s *Server) handlePrivacyRequestConfirm(w http.ResponseWriter, r *http.Request) error {
	token, lang, err := readLinkRequest(w, r)
	if err != nil {
		return err
	}
	if err := s.limit(r, s.perIP(r, ratelimit.PrivacyConfirmIP)); err != nil {
		return err
	}
	pr, err := s.store.ConfirmPrivacyRequest(r.Context(), auth.HashToken(token))
	if errors.Is(err, store.ErrPrivacyLinkInvalid) {
		return errBadPrivacyLink(lang)
	}
	if err != nil {
		return err
	}
	msg := say(lang, "answer.privacy_request.confirmed", map[string]any{"AnswerDue": locale.Date(pr.AnswerDueAt.In(businessdays.Zone), lang)})
	if pr.Status == store.PrivacyCompleted || pr.Status == store.PrivacyDenied {
		msg = say(lang, "answer.privacy_request.answered", nil)
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": msg, "data": publicRequest(pr)})
	return nil
}
