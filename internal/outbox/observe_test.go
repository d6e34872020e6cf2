package outbox_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestObserve: the worker tells Observe the kind and outcome of every
// attempt (what the metrics count).
func TestObserve(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		now := time.Now().UTC()
		st.SetClock(func() time.Time { return now })
		ctx := context.Background()
		if err := st.Enqueue(ctx, store.Outgoing{Kind: outbox.KindMail, Key: "broken", Payload: []byte(`not json`)}); err != nil {
			t.Fatal(err)
		}
		queueMail(t, st, "unreachable", "someone@example.com")
		policy := outbox.MailPolicy
		policy.MaxAttempts = 2
		w := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{
			outbox.KindMail: {Handle: outbox.MailHandler(smtpSender(t, "smtp://127.0.0.1:1")), Retry: policy},
		})
		var mu sync.Mutex
		got := map[string]int{}
		w.Observe = func(kind, outcome string) {
			mu.Lock()
			got[kind+"/"+outcome]++
			mu.Unlock()
		}
		for range 2 {
			if _, err := w.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
			now = now.Add(24 * time.Hour)
		}
		want := map[string]int{"mail/failed": 1, "mail/retry": 1, "mail/dead": 1}
		if len(got) != len(want) {
			t.Errorf("observed %v, want %v", got, want)
		}
		for k, n := range want {
			if got[k] != n {
				t.Errorf("observed %s %d times, want %d (all: %v)", k, got[k], n, got)
			}
		}
	})
}
