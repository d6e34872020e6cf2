package store_test

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

func TestCountRequests(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		perHour := ratelimit.Limit{Max: 3, Window: time.Hour}
		perDay := ratelimit.Limit{Max: 3, Window: 24 * time.Hour}
		ip := store.RateCount{Rule: "contact_ip", Key: "192.0.2.1", Limit: perHour}
		phone := store.RateCount{Rule: "contact_phone", Key: "5551234567", Limit: perDay}

		for want := 1; want <= 4; want++ {
			got, err := st.CountRequests(ctx, ip, phone)
			if err != nil {
				t.Fatal(err)
			}
			if got[0].Hits != want || got[1].Hits != want {
				t.Fatalf("hit %d: got %d and %d", want, got[0].Hits, got[1].Hits)
			}
			// t0 is 12:00 UTC: the hour ends at 13:00, the day at midnight.
			if !got[0].Reset.Equal(t0.Add(time.Hour)) || !got[1].Reset.Equal(t0.Add(12*time.Hour)) {
				t.Errorf("resets: got %v and %v", got[0].Reset, got[1].Reset)
			}
		}

		// Order of the answer follows the order asked, whatever the rule names.
		got, err := st.CountRequests(ctx, phone, store.RateCount{Rule: "contact_ip", Key: "192.0.2.2", Limit: perHour})
		if err != nil || got[0].Hits != 5 || got[1].Hits != 1 {
			t.Errorf("another key: got %+v, %v; want 5 then 1", got, err)
		}

		// Reading does not count.
		for range 2 {
			r, err := st.RequestCount(ctx, ip)
			if err != nil || r.Hits != 4 || !r.Reset.Equal(t0.Add(time.Hour)) {
				t.Errorf("RequestCount: got %+v, %v; want 4 hits", r, err)
			}
		}
		if r, _ := st.RequestCount(ctx, store.RateCount{Rule: "search_ip", Key: "192.0.2.1", Limit: perHour}); r.Hits != 0 {
			t.Errorf("another rule: got %d hits, want 0", r.Hits)
		}

		// A new window starts from zero; the old one is swept once it ended.
		c.advance(time.Hour)
		if got, _ := st.CountRequests(ctx, ip); got[0].Hits != 1 {
			t.Errorf("next hour: got %d, want 1", got[0].Hits)
		}
		if r, _ := st.RequestCount(ctx, phone); r.Hits != 5 {
			t.Errorf("same day: got %d, want 5", r.Hits)
		}
		if err := st.DeleteOldRequestCounts(ctx); err != nil {
			t.Fatal(err)
		}
		var rows int
		if err := st.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM rate_limit_hits`).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if rows != 2 {
			t.Errorf("after sweep: got %d rows, want 2 (this hour's client, today's phone)", rows)
		}

		// Nothing is stored in clear.
		var keys []string
		r, err := st.DB().QueryContext(ctx, `SELECT key_hash FROM rate_limit_hits`)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		for r.Next() {
			var k string
			r.Scan(&k)
			keys = append(keys, k)
		}
		for _, k := range keys {
			if strings.Contains(k, "192.0.2") || strings.Contains(k, "555") || len(k) != 32 {
				t.Errorf("stored key %q, want a hash", k)
			}
		}

		if _, err := st.CountRequests(ctx, ip, ip); err == nil {
			t.Error("one rule twice: got no error")
		}
	})
}

// TestCountRequestsConcurrent: counting is atomic, so hits at the same time
// from many connections are all counted, and shared counters do not
// deadlock.
func TestCountRequestsConcurrent(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			st := storetest.Open(t, d)
			withClock(st)
			limit := ratelimit.Limit{Max: 1000, Window: time.Hour}
			var wg sync.WaitGroup
			const workers, each = 8, 10
			for range workers {
				wg.Go(func() {
					for range each {
						if _, err := st.CountRequests(t.Context(),
							store.RateCount{Rule: "a", Key: "k", Limit: limit}, store.RateCount{Rule: "b", Key: "k", Limit: limit}); err != nil {
							t.Error(err)
							return
						}
					}
				})
			}
			wg.Wait()
			for _, rule := range []string{"a", "b"} {
				r, err := st.RequestCount(t.Context(), store.RateCount{Rule: rule, Key: "k", Limit: limit})
				if err != nil || r.Hits != workers*each {
					t.Errorf("%s: got %d, %v; want %d", rule, r.Hits, err, workers*each)
				}
			}
		})
	}
}

// BenchmarkCountRequests is the cost a lead pays for its two limits (one
// upsert), from many goroutines as under load; every request is a new
// client, so each adds rows as real traffic does.
func BenchmarkCountRequests(b *testing.B) {
	for _, d := range storetest.Dialects(b) {
		b.Run(string(d), func(b *testing.B) {
			st := storetest.Open(b, d)
			hour := ratelimit.Limit{Max: 10, Window: time.Hour}
			day := ratelimit.Limit{Max: 3, Window: 24 * time.Hour}
			var n atomic.Int64
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					key := strconv.FormatInt(n.Add(1), 10)
					if _, err := st.CountRequests(b.Context(),
						store.RateCount{Rule: ratelimit.ContactIP, Key: key, Limit: hour},
						store.RateCount{Rule: ratelimit.ContactPhone, Key: key, Limit: day}); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
