package store_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

func inviteMail(inv store.Invitation) (store.Outgoing, error) {
	return store.Outgoing{Kind: "email", Key: "invitation-" + inv.Email + inv.CreatedAt.String(), Payload: []byte(`{}`)}, nil
}

// TestInvitationLifecycle: an invitation is pending until it is accepted,
// withdrawn or past its time; a new one to the same address withdraws the
// open one; only a pending one can be withdrawn or accepted, and only once.
func TestInvitationLifecycle(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		admin := usersMake(t, st, "Ada", "Admin", "ada@example.com", access.Admin)
		firm, err := st.CreatePartner(ctx, leads.Partner{Name: "Baker Law", States: []string{"CA"}, Timezone: "UTC"})
		if err != nil {
			t.Fatal(err)
		}
		invite := func(email string, role access.Role, partner *int64, hash string) store.Invitation {
			t.Helper()
			inv, err := st.CreateInvitation(ctx, store.Invitation{Email: email, Role: role, PartnerID: partner, InvitedBy: &admin.ID,
				ExpiresAt: c.Now().Add(7 * 24 * time.Hour)}, hash, inviteMail)
			if err != nil {
				t.Fatal(err)
			}
			return inv
		}
		first := invite("Eddie@Example.com", access.Editor, nil, "h-first")
		if first.Email != "eddie@example.com" || first.Status != store.InvitationPending || first.InvitedByName == nil || *first.InvitedByName != "Ada Admin" {
			t.Errorf("created: %+v", first)
		}
		partner := invite("pat@example.com", access.Partner, &firm.ID, "h-partner")
		if partner.PartnerName == nil || *partner.PartnerName != "Baker Law" {
			t.Errorf("partner invitation: %+v", partner)
		}
		if _, err := st.CreateInvitation(ctx, store.Invitation{Email: "x@example.com", Role: access.Partner, ExpiresAt: c.Now().Add(time.Hour)}, "h-x", inviteMail); err == nil {
			t.Error("a partner invitation without a firm was stored")
		}

		// A second invitation to the address withdraws the first.
		c.advance(time.Minute)
		second := invite("eddie@example.com", access.Intake, nil, "h-second")
		if got, _ := st.Invitation(ctx, first.ID); got.Status != store.InvitationRevoked {
			t.Errorf("first after the second: %s", got.Status)
		}
		if _, _, err := st.AcceptInvitation(ctx, "h-first", store.Acceptance{FirstName: "E", LastName: "D", PasswordHash: "p"}); !errors.Is(err, store.ErrInvitationClosed) {
			t.Errorf("accepting the withdrawn one: %v", err)
		}
		if _, _, err := st.AcceptInvitation(ctx, "h-none", store.Acceptance{}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("an unknown link: %v", err)
		}

		// Accepted by an address without an account: one is made, verified.
		u, inv, err := st.AcceptInvitation(ctx, "h-second", store.Acceptance{FirstName: "Eddie", LastName: "Doe", PasswordHash: "pw"})
		if err != nil || u.Role != access.Intake || !u.EmailVerified || u.FirstName != "Eddie" || u.PasswordHash != "pw" || inv.Status != store.InvitationAccepted {
			t.Fatalf("accepted: %+v %+v %v", u, inv, err)
		}
		if _, _, err := st.AcceptInvitation(ctx, "h-second", store.Acceptance{FirstName: "E", LastName: "D", PasswordHash: "p"}); !errors.Is(err, store.ErrInvitationClosed) {
			t.Errorf("accepting twice: %v", err)
		}
		if _, err := st.RevokeInvitation(ctx, second.ID); !errors.Is(err, store.ErrInvitationClosed) {
			t.Errorf("withdrawing an accepted one: %v", err)
		}

		// Past its seven days it is expired, and cannot be accepted.
		c.advance(8 * 24 * time.Hour)
		if got, _ := st.Invitation(ctx, partner.ID); got.Status != store.InvitationExpired {
			t.Errorf("after 8 days: %s", got.Status)
		}
		if _, _, err := st.AcceptInvitation(ctx, "h-partner", store.Acceptance{FirstName: "P", LastName: "P", PasswordHash: "p"}); !errors.Is(err, store.ErrInvitationClosed) {
			t.Errorf("accepting an expired one: %v", err)
		}

		third := invite("ivy@example.com", access.Admin, nil, "h-third")
		revoked, err := st.RevokeInvitation(ctx, third.ID)
		if err != nil || revoked.Status != store.InvitationRevoked || revoked.RevokedAt == nil {
			t.Errorf("withdrawn: %+v %v", revoked, err)
		}

		// The list, newest first, by status.
		for status, want := range map[string][]int64{
			"":                       {third.ID, second.ID, partner.ID, first.ID},
			store.InvitationPending:  nil,
			store.InvitationAccepted: {second.ID},
			store.InvitationExpired:  {partner.ID},
			store.InvitationRevoked:  {third.ID, first.ID},
		} {
			list, total, err := st.InvitationPage(ctx, status, store.Page{Number: 1, Size: 10})
			var got []int64
			for _, inv := range list {
				got = append(got, inv.ID)
				if status != "" && inv.Status != status {
					t.Errorf("%q lists %d as %s", status, inv.ID, inv.Status)
				}
			}
			if err != nil || !slices.Equal(got, want) || total != len(want) {
				t.Errorf("status %q: %v (total %d), want %v; %v", status, got, total, want, err)
			}
		}
	})
}

// TestInvitationToAnExistingAccount: accepting gives the account the role,
// firm, name and password, counts its address as verified, enables it if
// it was disabled and ends its sessions; it never takes the admin role
// from the last enabled admin.
func TestInvitationToAnExistingAccount(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		admin := usersMake(t, st, "Ada", "Admin", "ada@example.com", access.Admin)
		visitor := usersMake(t, st, "Vi", "Sitor", "vi@example.com", access.User)
		if _, err := st.UpdateUser(ctx, visitor.ID, store.UserUpdate{Disabled: new(true)}); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "vi-session", UserID: visitor.ID, ExpiresAt: c.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		firm, _ := st.CreatePartner(ctx, leads.Partner{Name: "Firm", States: []string{"CA"}, Timezone: "UTC"})
		if _, err := st.CreateInvitation(ctx, store.Invitation{Email: "vi@example.com", Role: access.Partner, PartnerID: &firm.ID,
			ExpiresAt: c.Now().Add(time.Hour)}, "h-vi", inviteMail); err != nil {
			t.Fatal(err)
		}
		u, _, err := st.AcceptInvitation(ctx, "h-vi", store.Acceptance{FirstName: "Violet", LastName: "Sitor", PasswordHash: "new"})
		if err != nil || u.ID != visitor.ID || u.Role != access.Partner || u.PartnerID == nil || *u.PartnerID != firm.ID ||
			u.Disabled || !u.EmailVerified || u.FirstName != "Violet" || u.PasswordHash != "new" {
			t.Fatalf("the visitor after accepting: %+v, %v", u, err)
		}
		if _, err := st.SessionUser(ctx, "vi-session"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the old session after accepting: %v", err)
		}

		// The only admin invited as an editor: refused, nothing changes.
		if _, err := st.CreateInvitation(ctx, store.Invitation{Email: "ada@example.com", Role: access.Editor, ExpiresAt: c.Now().Add(time.Hour)}, "h-ada", inviteMail); err != nil {
			t.Fatal(err)
		}
		if _, _, err := st.AcceptInvitation(ctx, "h-ada", store.Acceptance{FirstName: "A", LastName: "A", PasswordHash: "x"}); !errors.Is(err, store.ErrLastAdmin) {
			t.Errorf("the last admin made editor: %v", err)
		}
		if got, _ := st.User(ctx, admin.ID); got.Role != access.Admin || got.PasswordHash != "h" {
			t.Errorf("the last admin after the refusal: %+v", got)
		}
		if got, _ := st.InvitationByToken(ctx, "h-ada"); got.Status != store.InvitationPending {
			t.Errorf("the refused invitation: %s", got.Status)
		}
	})
}
