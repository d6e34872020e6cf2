package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestScheduledJobsRunOnce: instances sharing a database race for each
// period of a scheduled job, and for the retention job's day; one of them
// runs it, once.
func TestScheduledJobsRunOnce(t *testing.T) {
	ctx := context.Background()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			first, another := storetest.OpenShared(t, d)
			instances := []*store.Store{first, another(), another(), another()}

			race := func(name, slot string) int {
				var mu sync.Mutex
				var wg sync.WaitGroup
				won := 0
				for _, in := range instances {
					for range 3 { // a few ticks of each instance
						wg.Add(1)
						go func() {
							defer wg.Done()
							ok, err := in.ClaimJobRun(ctx, name, slot)
							if err != nil {
								t.Error(err)
							}
							if ok {
								mu.Lock()
								won++
								mu.Unlock()
							}
						}()
					}
				}
				wg.Wait()
				return won
			}
			for _, slot := range []string{"2026-11-25T09", "2026-11-25T10", "2026-11-26T00"} {
				if n := race("session_sweep", slot); n != 1 {
					t.Errorf("slot %s: %d runs, want 1", slot, n)
				}
			}
			// An earlier slot (a clock set back) and another job are their own.
			if n := race("session_sweep", "2026-11-25T10"); n != 0 {
				t.Errorf("an earlier slot: %d runs, want 0", n)
			}
			if n := race("other_job", "2026-11-25T10"); n != 1 {
				t.Errorf("another job: %d runs, want 1", n)
			}

			// The retention job: one run a day, whichever instance asks.
			stores := []*store.Store{first, another(), another()}
			var wg sync.WaitGroup
			var mu sync.Mutex
			ran := 0
			for _, h := range stores {
				for range 3 {
					wg.Add(1)
					go func() {
						defer wg.Done()
						run, err := h.RunRetention(ctx, time.Hour)
						if err != nil {
							t.Error(err)
						}
						if run.Ran {
							mu.Lock()
							ran++
							mu.Unlock()
						}
					}()
				}
			}
			wg.Wait()
			if ran != 1 {
				t.Errorf("retention: %d runs today across instances, want 1", ran)
			}
		})
	}
}
