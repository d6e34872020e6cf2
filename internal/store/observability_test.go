package store_test

import (
	"testing"
	"time"

	"claimsite/internal/store"
)

func TestOutboxBacklog(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		got, err := st.OutboxBacklog(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 0 {
			t.Fatalf("empty outbox: got %+v, want nothing", got)
		}
		for i, o := range []store.Outgoing{
			{Kind: "mail", Key: "m1", Payload: []byte(`{}`)},
			{Kind: "delivery", Key: "d1", Payload: []byte(`{}`)},
			{Kind: "mail", Key: "m2", Payload: []byte(`{}`)},
			{Kind: "mail", Key: "m3", Payload: []byte(`{}`)},
		} {
			if err := st.Enqueue(ctx, o); err != nil {
				t.Fatalf("enqueue %d: %v", i, err)
			}
			c.advance(time.Minute)
		}
		// One mail is sent: it leaves the backlog. One fails and waits
		// for a retry an hour away: pending, not due.
		items, err := st.ClaimOutbox(ctx, "w", 10, time.Minute)
		if err != nil || len(items) != 4 {
			t.Fatalf("claim: %d items, %v", len(items), err)
		}
		byKey := map[string]int64{}
		for _, it := range items {
			byKey[it.Key] = it.ID
		}
		if _, err := st.RecordOutbox(ctx, "w", []store.OutboxResult{
			{ID: byKey["m1"], Status: store.OutboxSent},
			{ID: byKey["m2"], Status: store.OutboxPending, Error: "busy", NextAttemptAt: c.Now().Add(time.Hour)},
			{ID: byKey["m3"], Status: store.OutboxPending, Error: "busy", NextAttemptAt: c.Now()},
			{ID: byKey["d1"], Status: store.OutboxPending, Error: "busy", NextAttemptAt: c.Now()},
		}); err != nil {
			t.Fatal(err)
		}
		got, err = st.OutboxBacklog(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := []store.OutboxBacklog{
			{Kind: "delivery", Pending: 1, Due: 1, Oldest: t0.Add(time.Minute)},
			{Kind: "mail", Pending: 2, Due: 1, Oldest: t0.Add(2 * time.Minute)},
		}
		if len(got) != len(want) {
			t.Fatalf("backlog: got %+v, want %+v", got, want)
		}
		for i := range want {
			if got[i].Kind != want[i].Kind || got[i].Pending != want[i].Pending || got[i].Due != want[i].Due || !got[i].Oldest.Equal(want[i].Oldest) {
				t.Errorf("backlog[%d]: got %+v, want %+v", i, got[i], want[i])
			}
		}
	})
}

func TestPendingMigrations(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		pending, err := st.PendingMigrations(ctx)
		if err != nil || len(pending) != 0 {
			t.Fatalf("freshly migrated: pending %v, %v; want none", pending, err)
		}
		v, err := st.Version(ctx)
		if err != nil {
			t.Fatal(err)
		}
		db := st.Pools()["main"]
		if _, err := db.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = `+itoa(int64(v))); err != nil {
			t.Fatal(err)
		}
		pending, err = st.PendingMigrations(ctx)
		if err != nil || len(pending) != 1 {
			t.Fatalf("one row gone: pending %v, %v; want one", pending, err)
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO schema_migrations (version, name) VALUES (`+itoa(int64(v))+`, '`+pending[0]+`')`); err != nil {
			t.Fatal(err)
		}
		if pending, err = st.PendingMigrations(ctx); err != nil || len(pending) != 0 {
			t.Fatalf("row back: pending %v, %v; want none", pending, err)
		}
	})
}

func TestPools(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		pools := st.Pools()
		if pools["main"] == nil {
			t.Fatalf("pools: %v, want main", pools)
		}
		if st.Dialect() == store.SQLite && pools["lax"] == nil {
			t.Errorf("SQLite pools: %v, want main and lax", pools)
		}
		if st.Dialect() == store.Postgres && len(pools) != 1 {
			t.Errorf("PostgreSQL pools: %v, want main only (lax is the same pool)", pools)
		}
	})
}
