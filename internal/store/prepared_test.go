package store_test

import (
	"context"
	"database/sql"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// A transaction runs on the one connection it holds, even its first use
// of a statement the store has not prepared yet: with every other
// connection of the pool held elsewhere, it still completes at once, and
// so does the next (by then prepared in the background). On SQLite the
// statement cache once prepared a new statement on the pool inside the
// transaction, waiting for a second connection while holding the write
// lock.
func TestTransactionsPrepareNothingOnThePool(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		pool := st.Pools()["main"]
		var held []*sql.Conn
		t.Cleanup(func() {
			for _, c := range held {
				c.Close()
			}
		})
		for range pool.Stats().MaxOpenConnections - 1 {
			c, err := pool.Conn(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			held = append(held, c)
		}
		for i, value := range []string{`"First Brand"`, `"Second Brand"`} {
			if i == 1 {
				time.Sleep(50 * time.Millisecond) // the background prepare may or may not have run
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			start := time.Now()
			err := st.SaveSiteSettings(ctx, map[string]string{"brand": value}, 0)
			cancel()
			if err != nil {
				t.Fatalf("save %d with one connection free: %v after %s", i+1, err, time.Since(start))
			}
		}
		for _, c := range held {
			c.Close()
		}
		held = nil
		saved, err := st.SiteSettings(context.Background())
		if err != nil || saved["brand"] != `"Second Brand"` {
			t.Errorf("saved %v, %v", saved, err)
		}
	})
}
