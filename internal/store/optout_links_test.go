package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// newOptOutToken stores a fresh opt-out token of lead id, as the
// confirmation e-mail makes one, and returns the token.
func newOptOutToken(t *testing.T, st *store.Store, id int64) string {
	t.Helper()
	token, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.AddOptOutToken(context.Background(), id, hash, st.Now().Add(store.OptOutLinkLifetime)); err != nil {
		t.Fatalf("AddOptOutToken: %v", err)
	}
	return token
}

// TestWithdrawByToken: a confirmation e-mail's opt-out link withdraws the
// consent of its lead's person as the opt-out page does (revocation, both
// contacts suppressed, the partner that received the lead told), once:
// the same link, or another of the lead's, then does nothing; an unknown
// or expired token does nothing either; and the lead shows the withdrawal.
func TestWithdrawByToken(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		id, _, err := st.CreateLead(ctx, zeldaLead(zeldaPhone), "")
		if err != nil {
			t.Fatal(err)
		}
		if w, err := st.LeadWithdrawal(ctx, id); err != nil || w != nil {
			t.Fatalf("LeadWithdrawal before: %+v, %v; want none", w, err)
		}
		token, other := newOptOutToken(t, st, id), newOptOutToken(t, st, id)
		// Everything queued with the lead went: Golden Law has it.
		items, err := st.ClaimOutbox(ctx, "w", 100, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		var sent []store.OutboxResult
		for _, it := range items {
			sent = append(sent, store.OutboxResult{ID: it.ID, Status: store.OutboxSent})
		}
		if _, err := st.RecordOutbox(ctx, "w", sent); err != nil {
			t.Fatal(err)
		}

		if _, err := st.WithdrawByToken(ctx, auth.HashToken("not-a-token"), store.LinkWithdrawal{}); !errors.Is(err, store.ErrOptOutLinkInvalid) {
			t.Errorf("unknown token: %v, want ErrOptOutLinkInvalid", err)
		}
		c.advance(time.Hour)
		v, err := st.WithdrawByToken(ctx, auth.HashToken(token), store.LinkWithdrawal{IP: "198.51.100.4", UserAgent: "Mail/1", Note: "link"})
		if err != nil {
			t.Fatalf("WithdrawByToken: %v", err)
		}
		if v.Phone != zeldaPhone || v.Email != zeldaEmail || v.Scope != store.ScopeAll || v.Channel != store.RevocationWeb ||
			v.IP != "198.51.100.4" || v.Note != "link" || !v.ReceivedAt.Equal(c.Now()) {
			t.Errorf("revocation: %+v", v)
		}
		if v.Notices.Total != 2 {
			t.Errorf("partner notices: %+v, want 2 (Golden Law got the lead: its e-mail and its webhook)", v.Notices)
		}
		for _, contact := range [][2]string{{zeldaPhone, ""}, {"", zeldaEmail}} {
			if ok, err := st.IsSuppressed(ctx, nil, contact[0], contact[1]); err != nil || !ok {
				t.Errorf("%v suppressed: %v, %v", contact, ok, err)
			}
		}
		w, err := st.LeadWithdrawal(ctx, id)
		if err != nil || w == nil || w.ID != v.ID {
			t.Errorf("LeadWithdrawal: %+v, %v; want revocation %d", w, err, v.ID)
		}
		for name, tok := range map[string]string{"the same link": token, "another link of the lead": other} {
			if _, err := st.WithdrawByToken(ctx, auth.HashToken(tok), store.LinkWithdrawal{}); !errors.Is(err, store.ErrOptOutLinkUsed) {
				t.Errorf("%s again: %v, want ErrOptOutLinkUsed", name, err)
			}
		}
		revs, total, err := st.RevocationPage(ctx, store.Page{Number: 1, Size: 10})
		if err != nil || total != 1 || len(revs) != 1 {
			t.Errorf("revocations: %d (%v), want 1", total, err)
		}

		// Another lead's link, past its lifetime.
		later := zeldaLead("5550001111")
		later.Email = "someone.else@example.com"
		id2, _, err := st.CreateLead(ctx, later, "")
		if err != nil {
			t.Fatal(err)
		}
		expired := newOptOutToken(t, st, id2)
		c.advance(store.OptOutLinkLifetime)
		if _, err := st.WithdrawByToken(ctx, auth.HashToken(expired), store.LinkWithdrawal{}); !errors.Is(err, store.ErrOptOutLinkInvalid) {
			t.Errorf("expired: %v, want ErrOptOutLinkInvalid", err)
		}
		if ok, _ := st.IsSuppressed(ctx, nil, "5550001111", ""); ok {
			t.Error("an expired link suppressed the phone")
		}
	})
}

// TestOptOutTokensErased: erasing a lead deletes its opt-out links (a
// link of an erased lead does nothing), and no token is added to it after.
func TestOptOutTokensErased(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		id, _, err := st.CreateLead(ctx, zeldaLead(zeldaPhone), "")
		if err != nil {
			t.Fatal(err)
		}
		token := newOptOutToken(t, st, id)
		if _, err := st.EraseLeads(ctx, []int64{id}, store.ErasureRetention); err != nil && !errors.Is(err, store.ErrErasureCleanup) {
			t.Fatal(err)
		}
		if _, err := st.WithdrawByToken(ctx, auth.HashToken(token), store.LinkWithdrawal{}); !errors.Is(err, store.ErrOptOutLinkInvalid) {
			t.Errorf("erased lead's link: %v, want ErrOptOutLinkInvalid", err)
		}
		_, hash, _ := auth.NewToken()
		if err := st.AddOptOutToken(ctx, id, hash, st.Now().Add(time.Hour)); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("AddOptOutToken on an erased lead: %v, want ErrNotFound", err)
		}
		var n int
		if err := st.DB().QueryRow(`SELECT COUNT(*) FROM lead_optout_tokens`).Scan(&n); err != nil || n != 0 {
			t.Errorf("opt-out tokens left: %d (%v)", n, err)
		}
	})
}

// TestAnnouncementKnowsDuplicates: the announcement of a new lead (which
// queues the confirmation e-mail) sees whether it is a duplicate of an
// earlier lead of the person.
func TestAnnouncementKnowsDuplicates(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		var seen []*int64
		st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: func(context.Context) (store.Announce, error) {
			return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
				seen = append(seen, l.DuplicateOf)
				return nil, nil
			}, nil
		}})
		first, _, err := st.CreateLead(ctx, zeldaLead(zeldaPhone), "")
		if err != nil {
			t.Fatal(err)
		}
		c.advance(time.Hour)
		if _, _, err := st.CreateLead(ctx, zeldaLead(zeldaPhone), ""); err != nil {
			t.Fatal(err)
		}
		if len(seen) != 2 || seen[0] != nil || seen[1] == nil || *seen[1] != first {
			t.Errorf("duplicate_of seen by the announcements: %v, want [nil %d]", seen, first)
		}
	})
}
