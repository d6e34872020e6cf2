package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	errRoleChoice   = "The role must be admin, editor, intake, partner or user."
	msgUserNotFound = "User not found"
)

func boolChoice(field string) string { return "The " + field + " field must be true or false." }

// userFilter reads the account list filters.
func userFilter(r *http.Request) (store.UserFilter, error) {
	q := r.URL.Query()
	f := store.UserFilter{Query: validate.Clean(strings.TrimSpace(q.Get("q")))}
	errs := validate.Errors{}
	checkSearchTerm(errs, f.Query)
	if v := access.Role(strings.TrimSpace(q.Get("role"))); v != "" {
		if !v.Valid() {
			errs.Add("role", errRoleChoice)
		}
		f.Role = v
	}
	for _, b := range []struct {
		field string
		dst   **bool
	}{{"verified", &f.Verified}, {"disabled", &f.Disabled}} {
		switch strings.TrimSpace(q.Get(b.field)) {
		case "":
		case "true", "1":
			*b.dst = new(true)
		case "false", "0":
			*b.dst = new(false)
		default:
			errs.Add(b.field, boolChoice(b.field))
		}
	}
	if errs.Any() {
		return f, invalid(errs)
	}
	return f, nil
}

func (s *Server) handleUserList(w http.ResponseWriter, r *http.Request) error {
	f, err := userFilter(r)
	if err != nil {
		return err
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.UserPage(r.Context(), f, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handleUserGet(w http.ResponseWriter, r *http.Request) error {
	return respondRecord(w, r, msgUserNotFound, s.store.User)
}

// userPatch keeps the raw values, so a wrong type is a field error (422)
// rather than a malformed body (400).
type userPatch struct {
	Role     json.RawMessage `json:"role"`
	Disabled json.RawMessage `json:"disabled"`
}

// given reports whether a JSON value was sent (null counts as absent).
func given(raw json.RawMessage) bool { return len(raw) > 0 && !bytes.Equal(raw, []byte("null")) }

// handleUserUpdate changes an account's role or disabled flag. The store
// ends the account's sessions and keeps at least one enabled admin.
func (s *Server) handleUserUpdate(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, msgUserNotFound)
	}
	var req userPatch
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	var change store.UserUpdate
	errs := validate.Errors{}
	if given(req.Role) {
		var role access.Role
		if json.Unmarshal(req.Role, &role) != nil || !role.Valid() {
			errs.Add("role", errRoleChoice)
		} else {
			change.Role = &role
		}
	}
	if given(req.Disabled) {
		var disabled bool
		if json.Unmarshal(req.Disabled, &disabled) != nil {
			errs.Add("disabled", boolChoice("disabled"))
		} else {
			change.Disabled = &disabled
		}
	}
	if !given(req.Role) && !given(req.Disabled) {
		errs.Add("role", "The role field is required when disabled is not present.")
		errs.Add("disabled", "The disabled field is required when role is not present.")
	}
	if errs.Any() {
		return invalid(errs)
	}

	before, err := s.store.User(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, msgUserNotFound)
	}
	if err != nil {
		return err
	}
	// A role change is one of the most sensitive actions.
	if change.Role != nil && *change.Role != before.Role && !s.confirmedRecently(r) {
		return errConfirmationRequired
	}
	// Disabling oneself is never what an admin means to do; another admin
	// can. Stepping down from admin is allowed while another enabled admin
	// remains (the store checks that), like leaving an organisation.
	if currentUser(r).ID == id && change.Disabled != nil && *change.Disabled {
		return invalid(validate.Errors{"disabled": {"You cannot disable your own account."}})
	}

	after, err := s.store.UpdateUser(r.Context(), id, change)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return newError(http.StatusNotFound, msgUserNotFound)
	case errors.Is(err, store.ErrRoleNeedsInvitation):
		return invalid(validate.Errors{"role": {roleNeedsInvitation(before.Role, *change.Role)}})
	case errors.Is(err, store.ErrLastAdmin):
		const msg = "This is the only active admin: make another account admin first."
		if change.Disabled != nil && *change.Disabled {
			errs.Add("disabled", msg)
		}
		if change.Role != nil && *change.Role != access.Admin {
			errs.Add("role", msg)
		}
		return invalid(errs)
	case err != nil:
		return err
	}
	auditUserChange(r, before, after)
	writeJSON(w, http.StatusOK, map[string]any{"message": userChangeMessage(before, after), "data": after})
	return nil
}

// roleNeedsInvitation says why an admin cannot move an account from one
// role to another directly (access.CanChangeRole).
func roleNeedsInvitation(from, to access.Role) string {
	switch {
	case from == access.User:
		return "A visitor's account gets a staff or partner role only by accepting an invitation: invite this address instead."
	case to == access.Partner:
		return "An account joins a partner firm only by accepting an invitation: invite this address to the firm instead."
	default:
		return "A partner firm's member joins the staff only by accepting an invitation: invite this address instead."
	}
}

// userChangeMessage says what an update did, for the admin's toast.
func userChangeMessage(before, after store.User) string {
	var parts []string
	if before.Role != after.Role {
		parts = append(parts, "Role changed to "+string(after.Role)+".")
	}
	if before.Disabled != after.Disabled {
		if after.Disabled {
			parts = append(parts, "Account disabled; its sessions have ended.")
		} else {
			parts = append(parts, "Account enabled.")
		}
	}
	if len(parts) == 0 {
		return "Nothing changed."
	}
	if before.Role != after.Role && !after.Disabled {
		parts = append(parts, "The account must sign in again.")
	}
	return strings.Join(parts, " ")
}
