package delivery_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"claimsite/internal/config"
	"claimsite/internal/content"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// liveIntake wires lead intake as cmd/claimsite does: the operator's
// notices, to the notification addresses of the live settings, in mails
// naming the brand saved there.
func liveIntake(t *testing.T, st *store.Store) *settings.Source {
	t.Helper()
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	live := settings.NewSource(st, settings.Defaults(cfg), store.ConsentText{Version: "v1", Text: "I agree."}, slog.New(slog.DiscardHandler))
	composer, err := mail.NewLiveComposer(func() mail.Site {
		snap := live.Latest()
		return mail.Site{Brand: snap.Brand, PublicURL: "https://claims.example", Phone: snap.Phone, Email: snap.Email}
	})
	if err != nil {
		t.Fatal(err)
	}
	st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: delivery.Notices(composer, func() []string { return live.Latest().NotifyEmails })})
	return live
}

// TestLeadTransactionsTakeOneConnection: a lead's transaction never needs
// a second connection of the pool while it holds one. Its announcement
// (the operator's notices) reads the live settings; that read happens
// before the transaction begins. Three times as many leads as the pool
// has connections arrive at once, with the settings not cached, first
// with the whole pool free, then with all but two of its connections held
// elsewhere (as long CSV exports hold them, one each): they all complete
// promptly, each with its notice naming the saved brand. When the
// settings were read inside the transaction, each lead holding one of the
// free connections waited for another until the settings read gave up,
// 5 s later (and a cap of lead transactions at half the pool was needed
// for the first case).
func TestLeadTransactionsTakeOneConnection(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
			t.Fatal(err)
		}
		live := liveIntake(t, st)
		patch := map[string]json.RawMessage{"brand": json.RawMessage(`"Held Pool Claims"`), "notify_emails": json.RawMessage(`["ops@claims.example"]`)}
		if _, errs, err := live.Save(ctx, patch, 0); err != nil || errs.Any() {
			t.Fatal(err, errs)
		}

		pool := st.Pools()["main"]
		size := pool.Stats().MaxOpenConnections
		for _, free := range []int{size, 2} {
			t.Run(fmt.Sprintf("%d of %d connections free", free, size), func(t *testing.T) {
				if err := st.BumpContent(ctx, content.Site); err != nil { // the settings are read afresh
					t.Fatal(err)
				}
				leadsWithConnectionsHeld(t, st, size-free)
			})
		}
	})
}

// leadsWithConnectionsHeld holds hold connections of st's pool and sends
// three times as many leads at once as the pool has connections: each
// must be stored promptly, with its notice to the saved address naming
// the saved brand.
func leadsWithConnectionsHeld(t *testing.T, st *store.Store, hold int) {
	ctx := context.Background()
	pool := st.Pools()["main"]
	size := pool.Stats().MaxOpenConnections
	held := make([]*sql.Conn, 0, hold)
	release := func() {
		for _, c := range held {
			c.Close()
		}
		held = nil
	}
	t.Cleanup(release)
	for range hold {
		c, err := pool.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}

	n := 3 * size
	type result struct {
		id   int64
		took time.Duration
		err  error
	}
	results := make(chan result, n)
	for i := range n {
		go func() {
			start := time.Now()
			id, _, err := st.CreateLead(ctx, leads.Lead{
				SourceForm: leads.FormConsultation, FirstName: "Pat", LastName: fmt.Sprintf("H%d", i),
				Email: fmt.Sprintf("held%d-%d@example.com", hold, i), Phone: fmt.Sprintf("555%03d%04d", hold, i), ZipCode: "73301", State: "TX",
				Consent: leads.Consent{TextVersion: "v1", IP: "192.0.2.1"},
			}, "")
			results <- result{id, time.Since(start), err}
		}()
	}
	deadline := time.After(15 * time.Second)
	var ids []int64
	var slowest time.Duration
	for range n {
		select {
		case r := <-results:
			if r.err != nil {
				t.Fatal(r.err)
			}
			ids = append(ids, r.id)
			slowest = max(slowest, r.took)
		case <-deadline:
			t.Fatalf("%d of %d leads done after 15 s with %d of %d connections held", len(ids), n, hold, size)
		}
	}
	t.Logf("%d leads, %d of %d connections held: the slowest took %s", n, hold, size, slowest)
	// The bug this guards against makes a lead wait out the 5 s a settings
	// read waits for a connection; a loaded 2-core machine took 3.01 s for
	// the slowest of 60 without it (CI, beside the other packages' tests).
	if slowest > 4500*time.Millisecond {
		t.Errorf("the slowest of %d leads took %s (%d of %d connections held), want under the 5 s a settings read waits", n, slowest, hold, size)
	}
	release()

	notices, err := st.OutboxEntries(ctx, outbox.KindMail, 1000)
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]store.OutboxEntry{}
	for _, e := range notices {
		byKey[e.Key] = e
	}
	for _, id := range ids {
		e, ok := byKey[fmt.Sprintf("lead-notice-%d-0", id)]
		if !ok {
			t.Errorf("lead %d: no notice queued", id)
			continue
		}
		if p := string(e.Payload); !strings.Contains(p, "ops@claims.example") || !strings.Contains(p, "Held Pool Claims") {
			t.Errorf("lead %d: notice %s, want it to the saved address naming the saved brand", id, p)
		}
	}
}
