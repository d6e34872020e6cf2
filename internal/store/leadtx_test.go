package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// Three times as many leads at once as the pool has connections, each
// prepared by a step that reads the database (as the live settings behind
// the operator's notices do): every lead is stored promptly, with the
// announcement its preparation made. The preparation runs before the
// lead's transaction; when it ran inside (as Announce, reading the
// settings), each transaction held a connection while waiting for a
// second, and with the pool taken by lead transactions none came back
// (make verify: 32 concurrent leads took 5 s each), unless lead
// transactions were capped at half the pool. The cap that remains
// (leadslots.go) is for the other requests, not for this.
func TestConcurrentLeadsPreparedFromTheDatabase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		var prepared atomic.Int32
		st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: func(ctx context.Context) (store.Announce, error) {
			prepared.Add(1)
			if _, err := st.ContentVersions(ctx); err != nil {
				return nil, err
			}
			saved, err := st.SiteSettings(ctx)
			if err != nil {
				return nil, err
			}
			return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
				return []store.Outgoing{{Kind: "mail", Key: fmt.Sprintf("announce-%d", l.ID),
					Payload: fmt.Appendf(nil, `{"routing":%q,"settings":%d}`, d.Outcome, len(saved))}}, nil
			}, nil
		}})
		n := 3 * st.Pools()["main"].Stats().MaxOpenConnections
		errs := make(chan error, n)
		// A deadline for a broken run, not a speed bound: transactions that
		// each wait for a second connection of a pool they all hold never
		// finish, and fail here with the deadline.
		stuck, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		for i := range n {
			go func() {
				_, _, err := st.CreateLead(stuck, routingLead(i, "TX"), "")
				errs <- err
			}()
		}
		for range n {
			if err := <-errs; err != nil {
				t.Fatalf("%d concurrent leads: %v", n, err)
			}
		}
		if got := prepared.Load(); int(got) != n {
			t.Errorf("prepared %d times for %d leads", got, n)
		}
		out, err := st.OutboxEntries(ctx, "mail", 2*n)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != n {
			t.Errorf("%d announcements queued for %d leads", len(out), n)
		}
		for _, e := range out {
			if string(e.Payload) != `{"routing":"unrouted","settings":0}` {
				t.Errorf("announcement %s: %s", e.Key, e.Payload)
			}
		}
	})
}

// A lead whose preparation fails is refused before anything is written.
func TestLeadPreparationFailureWritesNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		failure := errors.New("settings unreadable")
		st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: func(context.Context) (store.Announce, error) { return nil, failure }})
		if _, _, err := st.CreateLead(ctx, routingLead(1, "TX"), "key-1"); !errors.Is(err, failure) {
			t.Fatalf("CreateLead: %v, want the preparation's error", err)
		}
		list, total, err := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 0 || len(list) != 0 {
			t.Errorf("leads after a failed preparation: %d (%v)", total, err)
		}
		// Without Prepare the lead is stored and nothing is announced.
		st.SetIntake(store.Intake{PartnersPerLead: 1})
		if _, _, err := st.CreateLead(ctx, routingLead(1, "TX"), "key-1"); err != nil {
			t.Fatal(err)
		}
	})
}
