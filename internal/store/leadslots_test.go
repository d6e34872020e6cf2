package store_test

import (
	"context"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// More leads at once than the PostgreSQL pool has connections, each
// announced by a callback that reads the database (as the live settings
// behind the operator's notices do): every lead is stored without waiting
// on the others. Without a bound on the lead transactions open at once,
// each held a connection while its announcement waited for another, and
// none came back (found by make verify: 32 concurrent leads took 5 s each).
func TestConcurrentLeadsWithAnnouncementsThatReadTheDatabase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		if err := st.EnsureConsentText(context.Background(), "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		st.SetIntake(store.Intake{PartnersPerLead: 1, Announce: func(leads.Lead, leads.Decision) ([]store.Outgoing, error) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			_, err := st.ContentVersions(ctx)
			return nil, err
		}})
		const n = 64
		errs := make(chan error, n)
		start := time.Now()
		for i := range n {
			go func() {
				_, _, err := st.CreateLead(context.Background(), routingLead(i, "TX"), "")
				errs <- err
			}()
		}
		for range n {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		if d := time.Since(start); d > 4*time.Second {
			t.Errorf("%d concurrent leads took %s, want well under the 5 s a settings read waits", n, d)
		}
	})
}
