package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// delivered submits a Texas lead and delivers every channel of it.
func delivered(t *testing.T, st *store.Store, n int) routed {
	t.Helper()
	r := submit(t, st, routingLead(n, "TX"))
	if len(r.deliveries) == 0 {
		t.Fatalf("lead %d was not routed: %s", n, r.Routing)
	}
	attempt(t, st, "w", outcomes(r.deliveries, store.OutboxSent))
	return r
}

func returnOf(firm leads.Partner, ref, reason string) store.ReturnRequest {
	return store.ReturnRequest{PartnerID: firm.ID, Reference: ref, Reason: reason, WindowDays: 7, Zone: time.UTC}
}

// TestReturns: a firm returns a lead it was charged for; the operator
// approves it and the charge comes back exactly, once; a lead is
// returned once per firm; a lead not sent to the firm is not found, one
// not yet delivered cannot be returned; the window closes at its last
// instant, counted from the charge.
func TestReturns(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		firm := paidFirm(t, st, "returns", 3000, 10000)
		other := paidFirm(t, st, "other", 0, 0, func(p *leads.Partner) { p.States = []string{"OH"} })
		a := delivered(t, st, 1)
		if got := money(t, st, firm.ID); got != "balance 7000 held 0" {
			t.Fatalf("charged: %s", got)
		}
		ret, err := st.RequestReturn(ctx, returnOf(firm, a.Reference, billing.ReasonNeverRequested))
		if err != nil || ret.Status != store.ReturnPending || ret.AmountCents != 3000 || ret.LeadState != "TX" {
			t.Fatalf("return: %+v, %v", ret, err)
		}
		if _, err := st.RequestReturn(ctx, returnOf(firm, a.Reference, billing.ReasonDuplicate)); !errors.Is(err, store.ErrAlreadyReturned) {
			t.Errorf("a second return: %v", err)
		}
		if got := money(t, st, firm.ID); got != "balance 7000 held 0" {
			t.Errorf("a pending return credits nothing: %s", got)
		}
		ret, err = st.DecideReturn(ctx, ret.ID, true, 0, "Confirmed: disconnected number")
		if err != nil || ret.Status != store.ReturnApproved || ret.DecisionNote != "Confirmed: disconnected number" || ret.DecidedAt == nil {
			t.Fatalf("approved: %+v, %v", ret, err)
		}
		if got := money(t, st, firm.ID); got != "balance 10000 held 0" {
			t.Errorf("approved: %s", got)
		}
		if _, err := st.DecideReturn(ctx, ret.ID, false, 0, "changed my mind"); !errors.Is(err, store.ErrReturnDecided) {
			t.Errorf("deciding again: %v", err)
		}
		entries, _, _ := st.LedgerPage(ctx, firm.ID, store.Page{Number: 1, Size: 10})
		if e := entries[0]; e.Kind != store.LedgerCredit || e.AmountCents != 3000 || e.LeadReference != a.Reference || e.BalanceAfterCents != 10000 {
			t.Errorf("credit: %+v", e)
		}

		if _, err := st.RequestReturn(ctx, returnOf(other, a.Reference, billing.ReasonDuplicate)); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("another firm's lead: %v", err)
		}
		if _, err := st.RequestReturn(ctx, returnOf(firm, "NOSUCHREF", billing.ReasonDuplicate)); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("an unknown reference: %v", err)
		}
		pending := submit(t, st, routingLead(2, "TX"))
		if _, err := st.RequestReturn(ctx, returnOf(firm, pending.Reference, billing.ReasonDuplicate)); !errors.Is(err, store.ErrNotDelivered) {
			t.Errorf("a lead on its way: %v", err)
		}

		// The window: 7 days from the charge, its last instant included.
		charged := *now
		b, c := delivered(t, st, 3), delivered(t, st, 4)
		*now = charged.Add(7*24*time.Hour - time.Microsecond)
		if r, err := st.RequestReturn(ctx, returnOf(firm, b.Reference, billing.ReasonUnder18)); err != nil || r.Status != store.ReturnPending {
			t.Errorf("the window's last instant: %+v, %v", r, err)
		}
		*now = charged.Add(7 * 24 * time.Hour)
		if _, err := st.RequestReturn(ctx, returnOf(firm, c.Reference, billing.ReasonUnder18)); !errors.Is(err, store.ErrReturnWindowClosed) {
			t.Errorf("after the window: %v", err)
		}
		// A firm's own window replaces the site's.
		firm.ReturnWindowDays = new(int)
		*firm.ReturnWindowDays = 10
		if _, err := st.UpdatePartner(ctx, firm); err != nil {
			t.Fatal(err)
		}
		if _, err := st.RequestReturn(ctx, returnOf(firm, c.Reference, billing.ReasonUnder18)); err != nil {
			t.Errorf("within the firm's 10 days: %v", err)
		}

		queue, total, err := st.ReturnsPage(ctx, store.ReturnFilter{Status: store.ReturnPending}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 2 || queue[0].LeadReference != b.Reference || queue[1].LeadReference != c.Reference {
			t.Errorf("the queue, oldest first: %d %+v, %v", total, queue, err)
		}
	})
}

// TestReturnRateLimit: the reasons a firm's settings name are approved at
// once while its returns of the calendar month stay within its rate of
// the leads charged that month; past it every return waits for review,
// and a denied return does not count.
func TestReturnRateLimit(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		firm := paidFirm(t, st, "limited", 1000, 100000, func(p *leads.Partner) {
			p.AutoApproveReasons, p.MaxReturnRate = []string{billing.ReasonWrongNumber, billing.ReasonDuplicate}, 50
		})
		var refs []string
		for i := range 5 {
			refs = append(refs, delivered(t, st, 10+i).Reference)
		}
		var got []string
		for i, reason := range []string{billing.ReasonOther, billing.ReasonWrongNumber, billing.ReasonDuplicate} {
			r, err := st.RequestReturn(ctx, returnOf(firm, refs[i], reason))
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprintf("%s:%s", reason, r.Status))
			if i == 0 {
				// The operator denies the first: it leaves the month's count.
				if _, err := st.DecideReturn(ctx, r.ID, false, 0, "The number answers"); err != nil {
					t.Fatal(err)
				}
			}
		}
		// 5 charged at 50%: 2 returns pass; the third waits.
		r, err := st.RequestReturn(ctx, returnOf(firm, refs[3], billing.ReasonWrongNumber))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, "wrong_number:"+r.Status)
		want := "[other:pending wrong_number:approved duplicate:approved wrong_number:pending]"
		if fmt.Sprint(got) != want {
			t.Errorf("got %v, want %v", got, want)
		}
		if got := money(t, st, firm.ID); got != "balance 97000 held 0" {
			t.Errorf("5 charged, 2 credited: %s", got)
		}
		stats, err := st.PartnerOutcomeStats(ctx, firm.ID, 30)
		if err != nil || stats.Returned != 2 || stats.Delivered != 5 || stats.ReturnRate == nil || *stats.ReturnRate != 0.4 {
			t.Errorf("the firm's statistics count approved returns: %+v, %v", stats, err)
		}
	})
}
