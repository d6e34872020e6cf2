package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// invitationLifetime is how long an invitation's link works.
const invitationLifetime = 7 * 24 * time.Hour

// invitableRoles are the roles an invitation gives: the staff's and a
// partner firm's membership (a visitor's account needs none).
var invitableRoles = []access.Role{access.Admin, access.Editor, access.Intake, access.Partner}

const (
	errInvitationRole     = "The role must be admin, editor, intake or partner."
	msgInvitationNotFound = "Invitation not found"
)

var errInvitationLink = invalid(validate.Errors{"token": {"This invitation is invalid, has already been used, was withdrawn or has expired. Please ask the person who invited you for a new one."}})

type invitationRequest struct {
	Email     string          `json:"email"`
	Role      access.Role     `json:"role"`
	PartnerID json.RawMessage `json:"partner_id"`
}

// handleInvitationCreate invites an address to a staff role or a partner
// firm: the invitation and the mail that carries its link are written in
// one transaction, and an open invitation to the address is withdrawn.
func (s *Server) handleInvitationCreate(w http.ResponseWriter, r *http.Request) error {
	var req invitationRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	ctx := r.Context()
	errs := validate.Errors{}
	email := store.NormalizeEmail(req.Email)
	if errs.Required("email", "email", email) {
		errs.Email("email", email)
	}
	if !slices.Contains(invitableRoles, req.Role) {
		errs.Add("role", errInvitationRole)
	}
	var firm *store.Partner
	switch {
	case req.Role == access.Partner && !given(req.PartnerID):
		errs.Add("partner_id", "The partner firm is required for a partner invitation.")
	case req.Role == access.Partner:
		id, err := strconv.ParseInt(strings.TrimSpace(string(req.PartnerID)), 10, 64)
		p, perr := s.store.Partner(ctx, id)
		switch {
		case err != nil || errors.Is(perr, store.ErrNotFound):
			errs.Add("partner_id", "The selected partner firm does not exist.")
		case perr != nil:
			return perr
		default:
			firm = &p
		}
	case given(req.PartnerID):
		errs.Add("partner_id", "Only a partner invitation names a partner firm.")
	}
	if !errs.Has("email") && !errs.Has("role") && !errs.Has("partner_id") {
		existing, err := s.store.UserByEmail(ctx, email)
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return err
		case existing.Role == req.Role && (firm == nil || existing.PartnerID != nil && *existing.PartnerID == firm.ID) && !existing.Disabled:
			errs.Add("email", "This address's account already has that role.")
		}
	}
	if errs.Any() {
		return invalid(errs)
	}

	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	inviter := currentUser(r)
	inv := store.Invitation{Email: email, Role: req.Role, InvitedBy: &inviter.ID, ExpiresAt: s.store.Now().Add(invitationLifetime)}
	if firm != nil {
		inv.PartnerID = &firm.ID
	}
	created, err := s.store.CreateInvitation(ctx, inv, hash, s.invitationMail(token, inviter))
	if err != nil {
		return err
	}
	s.queued()
	auditRecordID(r, created.ID)
	auditDetail(r, "role: "+string(created.Role))
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Invitation sent to " + created.Email + ".", "data": created})
	return nil
}

// invitationMail is the mail that carries an invitation's link, which only
// it holds (the store keeps the token's hash). Its key is the invitation's
// id: a retried send is the same mail.
func (s *Server) invitationMail(token string, inviter store.User) store.InvitationMail {
	composer := s.mail.Fixed()
	link := composer.Link("/accept-invitation", url.Values{"token": {token}})
	return func(inv store.Invitation) (store.Outgoing, error) {
		vars := map[string]any{
			"Link":      link,
			"Inviter":   strings.TrimSpace(inviter.FirstName + " " + inviter.LastName),
			"Role":      roleNames[inv.Role],
			"Firm":      "",
			"ExpiresOn": inv.ExpiresAt.UTC().Format("January 2, 2006"),
		}
		if inv.PartnerName != nil {
			vars["Firm"] = *inv.PartnerName
		}
		m, err := composer.Compose("invitation", inv.Email, vars)
		if err != nil {
			return store.Outgoing{}, err
		}
		return outbox.Mail("invitation-"+strconv.FormatInt(inv.ID, 10), m)
	}
}

// roleNames say what an invitation offers, in a sentence ("to join ...
// as an editor").
var roleNames = map[access.Role]string{
	access.Admin:   "an admin",
	access.Editor:  "an editor",
	access.Intake:  "a member of the intake team",
	access.Partner: "a member of the partner firm",
}

func (s *Server) handleInvitationList(w http.ResponseWriter, r *http.Request) error {
	status := strings.TrimSpace(r.URL.Query().Get("status"))
	if status != "" && !slices.Contains(store.InvitationStatuses, status) {
		return invalid(validate.Errors{"status": {"The status must be pending, accepted, expired or revoked."}})
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.InvitationPage(r.Context(), status, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

// handleInvitationRevoke withdraws a pending invitation: its link stops
// working.
func (s *Server) handleInvitationRevoke(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgInvitationNotFound)
	}
	inv, err := s.store.RevokeInvitation(r.Context(), id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return newError(http.StatusNotFound, msgInvitationNotFound)
	case errors.Is(err, store.ErrInvitationClosed):
		return newError(http.StatusConflict, "This invitation is "+inv.Status+": only a pending invitation can be withdrawn.")
	case err != nil:
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Invitation withdrawn: its link no longer works.", "data": inv})
	return nil
}

// invitationPreview is what the invited person sees before accepting.
type invitationPreview struct {
	Email       string      `json:"email"`
	Role        access.Role `json:"role"`
	PartnerName *string     `json:"partner_name"`
	Inviter     *string     `json:"invited_by_name"`
	ExpiresAt   time.Time   `json:"expires_at"`
	// HasAccount: the address has an account already, whose role and
	// password accepting changes.
	HasAccount bool `json:"has_account"`
}

// handleInvitationShow tells the holder of a link what it offers, so the
// page can say so before they accept.
func (s *Server) handleInvitationShow(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token string `json:"token"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := s.limit(r, s.perIP(r, ratelimit.InvitationIP)); err != nil {
		return err
	}
	errs := validate.Errors{}
	token := accountLinkToken(errs, req.Token)
	if errs.Any() {
		return invalid(errs)
	}
	inv, err := s.store.InvitationByToken(r.Context(), auth.HashToken(token))
	if errors.Is(err, store.ErrNotFound) || err == nil && inv.Status != store.InvitationPending {
		return errInvitationLink
	}
	if err != nil {
		return err
	}
	_, err = s.store.UserByEmail(r.Context(), inv.Email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(invitationPreview{Email: inv.Email, Role: inv.Role, PartnerName: inv.PartnerName,
		Inviter: inv.InvitedByName, ExpiresAt: inv.ExpiresAt, HasAccount: err == nil}))
	return nil
}

// handleInvitationAccept carries out an invitation: the address's account,
// new or existing, gets the role, the name and password given here, and a
// session, as a login answers.
func (s *Server) handleInvitationAccept(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token     string `json:"token"`
		FirstName string `json:"first_name"`
		LastName  string `json:"last_name"`
		Password  string `json:"password"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := s.limit(r, s.perIP(r, ratelimit.InvitationIP)); err != nil {
		return err
	}
	errs := validate.Errors{}
	token := accountLinkToken(errs, req.Token)
	req.FirstName, req.LastName = validate.Clean(strings.TrimSpace(req.FirstName)), validate.Clean(strings.TrimSpace(req.LastName))
	if errs.Required("first_name", "first name", req.FirstName) {
		errs.MaxLength("first_name", "first name", req.FirstName, 100)
	}
	if errs.Required("last_name", "last name", req.LastName) {
		errs.MaxLength("last_name", "last name", req.LastName, 100)
	}
	checkNewPassword(errs, "password", req.Password)
	if errs.Any() {
		return invalid(errs)
	}
	hash, err := s.hasher.Hash(req.Password)
	if err != nil {
		return err
	}
	user, inv, err := s.store.AcceptInvitation(r.Context(), auth.HashToken(token), store.Acceptance{FirstName: req.FirstName, LastName: req.LastName, PasswordHash: hash})
	switch {
	case errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrInvitationClosed):
		return errInvitationLink
	case errors.Is(err, store.ErrLastAdmin):
		return newError(http.StatusConflict, "This account is the only active admin: another admin must be made first, or the invitation must be for the admin role.")
	case err != nil:
		return err
	}
	auditAccepted(r, user, inv)
	return s.startSession(w, r, user, auth.ShortSession, "Welcome: your account is ready.")
}
