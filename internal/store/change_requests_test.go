package store_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

func ask(t *testing.T, st *store.Store, firm leads.Partner, by int64, note string, c leads.PartnerChanges) store.ChangeRequest {
	t.Helper()
	r, err := st.CreateChangeRequest(context.Background(), store.NewChangeRequest{PartnerID: firm.ID, Changes: c, Note: note, By: by})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestChangeRequests: a firm's request is pending with the asked fields
// only; the operator's queue lists it newest first with the firm's name;
// an approval applies the asked fields and keeps every other one (billing
// and the webhook secret included); a request is decided once; a decline
// needs a note and changes nothing.
func TestChangeRequests(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		firm, err := st.CreatePartner(ctx, testPartner("Alpha"))
		if err != nil {
			t.Fatal(err)
		}
		other, err := st.CreatePartner(ctx, testPartner("Beta"))
		if err != nil {
			t.Fatal(err)
		}
		member, err := st.CreateUser(ctx, store.User{FirstName: "M", LastName: "Ember", Email: "m@alpha.example", PasswordHash: "x",
			Role: access.Partner, PartnerID: &firm.ID})
		if err != nil {
			t.Fatal(err)
		}

		if _, err := st.CreateChangeRequest(ctx, store.NewChangeRequest{PartnerID: firm.ID}); !errors.Is(err, store.ErrNoChanges) {
			t.Errorf("no change: %v", err)
		}
		daily := 9
		if _, err := st.CreateChangeRequest(ctx, store.NewChangeRequest{PartnerID: 9999, Changes: leads.PartnerChanges{DailyCap: &daily}}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("no such firm: %v", err)
		}

		states, monthly, hook := []string{"CA", "NV", "AZ"}, 80, "https://alpha.example/hook"
		first := ask(t, st, firm, member.ID, "We opened in Phoenix", leads.PartnerChanges{States: &states, MonthlyCap: &monthly, WebhookURL: &hook})
		if first.Status != store.ChangeRequestPending || first.PartnerName != "Alpha" || first.Note != "We opened in Phoenix" ||
			first.RequestedByEmail != "m@alpha.example" || !first.CreatedAt.Equal(t0) || first.DecidedAt != nil ||
			fmt.Sprint(first.Changes.Fields()) != "[states monthly_cap webhook_url]" || *first.Changes.MonthlyCap != 80 {
			t.Fatalf("created: %+v", first)
		}
		c.advance(time.Minute)
		second := ask(t, st, firm, member.ID, "", leads.PartnerChanges{DailyCap: &daily})
		c.advance(time.Minute)
		theirs := ask(t, st, other, 0, "", leads.PartnerChanges{DailyCap: &daily})

		ids := func(f store.ChangeRequestFilter, p store.Page) (string, int) {
			t.Helper()
			list, total, err := st.ChangeRequestsPage(ctx, f, p)
			if err != nil {
				t.Fatal(err)
			}
			var out []int64
			for _, r := range list {
				out = append(out, r.ID)
			}
			return fmt.Sprint(out), total
		}
		page := store.Page{Number: 1, Size: 10}
		if got, n := ids(store.ChangeRequestFilter{PartnerID: firm.ID}, page); got != fmt.Sprint([]int64{second.ID, first.ID}) || n != 2 {
			t.Errorf("the firm's own: %s (%d)", got, n)
		}
		if got, n := ids(store.ChangeRequestFilter{Status: store.ChangeRequestPending}, store.Page{Number: 1, Size: 2}); got != fmt.Sprint([]int64{theirs.ID, second.ID}) || n != 3 {
			t.Errorf("the queue, page 1: %s (%d)", got, n)
		}
		if got, _ := ids(store.ChangeRequestFilter{Status: store.ChangeRequestPending}, store.Page{Number: 2, Size: 2}); got != fmt.Sprint([]int64{first.ID}) {
			t.Errorf("the queue, page 2: %s", got)
		}

		// Approved: the asked fields change, nothing else.
		c.advance(time.Hour)
		before, _ := st.Partner(ctx, firm.ID)
		var checked leads.Partner
		d, err := st.DecideChangeRequest(ctx, first.ID, true, 0, "", func(p leads.Partner) error { checked = p; return nil })
		if err != nil {
			t.Fatal(err)
		}
		if d.Request.Status != store.ChangeRequestApproved || d.Request.DecidedAt == nil || !d.Request.DecidedAt.Equal(t0.Add(time.Hour+2*time.Minute)) {
			t.Errorf("approved: %+v", d.Request)
		}
		want := before
		want.States, want.MonthlyCap, want.WebhookURL = states, monthly, hook
		want.UpdatedAt = d.After.UpdatedAt
		if !reflect.DeepEqual(normTimes(d.After), normTimes(want)) {
			t.Errorf("after approval:\n got %+v\nwant %+v", d.After, want)
		}
		if !reflect.DeepEqual(normTimes(d.Before), normTimes(before)) || checked.MonthlyCap != 80 || checked.DailyCap != before.DailyCap {
			t.Errorf("before %+v, checked %+v", d.Before, checked)
		}
		if d.After.WebhookSecret != before.WebhookSecret || d.After.PreviousWebhookSecret != "" {
			t.Error("an approval rotated the webhook secret")
		}
		if _, err := st.DecideChangeRequest(ctx, first.ID, false, 0, "No", nil); !errors.Is(err, store.ErrChangeRequestDecided) {
			t.Errorf("decided twice: %v", err)
		}
		if _, err := st.DecideChangeRequest(ctx, 9999, true, 0, "", nil); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("no such request: %v", err)
		}

		// Refused by the check: nothing changes, the request stays pending.
		refused := errors.New("refused")
		if _, err := st.DecideChangeRequest(ctx, second.ID, true, 0, "", func(leads.Partner) error { return refused }); !errors.Is(err, refused) {
			t.Errorf("check: %v", err)
		}
		if r, _ := st.ChangeRequest(ctx, second.ID); r.Status != store.ChangeRequestPending {
			t.Errorf("refused approval decided the request: %+v", r)
		}

		// Declined: a note is needed; the firm stays as it was.
		if _, err := st.DecideChangeRequest(ctx, second.ID, false, 0, "", nil); !errors.Is(err, store.ErrChangeRequestNoteless) {
			t.Errorf("decline without a note: %v", err)
		}
		d, err = st.DecideChangeRequest(ctx, second.ID, false, 0, "Your monthly cap allows more already", nil)
		if err != nil || d.Request.Status != store.ChangeRequestDeclined || d.Request.DecisionNote != "Your monthly cap allows more already" {
			t.Fatalf("declined: %+v, %v", d.Request, err)
		}
		if p, _ := st.Partner(ctx, firm.ID); p.DailyCap != before.DailyCap || p.MonthlyCap != 80 {
			t.Errorf("a decline changed the firm: %+v", p)
		}
		if got, n := ids(store.ChangeRequestFilter{Status: store.ChangeRequestPending}, page); got != fmt.Sprint([]int64{theirs.ID}) || n != 1 {
			t.Errorf("pending after decisions: %s (%d)", got, n)
		}
		if got, _ := ids(store.ChangeRequestFilter{}, page); got != fmt.Sprint([]int64{theirs.ID, second.ID, first.ID}) {
			t.Errorf("every request: %s", got)
		}
		if p, _ := st.Partner(ctx, other.ID); p.DailyCap != 5 {
			t.Errorf("another firm changed: %+v", p)
		}
	})
}
