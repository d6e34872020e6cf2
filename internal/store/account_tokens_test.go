package store_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

func noteFor(kind, key string) store.MessageFor {
	return func(u store.User) (store.Outgoing, error) {
		return store.Outgoing{Kind: kind, Key: key, Payload: []byte(`{"to":"` + u.Email + `"}`)}, nil
	}
}

// TestAccountLinkWorksOnce: two requests racing with one link (two
// instances on one database) use it once between them.
func TestAccountLinkWorksOnce(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			first, another := storetest.OpenShared(t, d)
			second := another()
			ctx := context.Background()
			u, err := first.RegisterUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "race@example.com", PasswordHash: "h", Role: access.User},
				store.AccountToken{Hash: "race-hash", Purpose: store.PurposeResetPassword, ExpiresAt: time.Now().Add(time.Hour)}, noteFor("mail", "register-race"))
			if err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			results := make([]error, 8)
			for i := range results {
				st := first
				if i%2 == 1 {
					st = second
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, results[i] = st.ResetPassword(ctx, "race-hash", "new-hash", noteFor("mail", "notice-"+string(rune('a'+i))))
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range results {
				switch {
				case err == nil:
					ok++
				case !errors.Is(err, store.ErrNotFound) && !isBusy(err):
					t.Errorf("unexpected error: %v", err)
				}
			}
			if ok != 1 {
				t.Errorf("%d requests used the link, want 1 (%v)", ok, results)
			}
			got, err := first.User(ctx, u.ID)
			if err != nil || got.PasswordHash != "new-hash" || !got.EmailVerified {
				t.Errorf("account after the reset: %+v, %v", got, err)
			}
		})
	}
}

// isBusy reports a lost race for the write lock, an acceptable answer for
// the losers (the client retries), never for the winner.
func isBusy(err error) bool {
	return err != nil && (errors.Is(err, context.DeadlineExceeded) ||
		strings.Contains(err.Error(), "could not serialize") || strings.Contains(err.Error(), "database is locked"))
}

// TestPasswordChangeEndsOtherSessions: the store ends every session but
// the one kept, in the change's own transaction, and queues the notice.
func TestPasswordChangeEndsOtherSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		u, err := st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "a@example.com", PasswordHash: "h", Role: access.User})
		if err != nil {
			t.Fatal(err)
		}
		later := time.Now().Add(time.Hour)
		for _, h := range []string{"keep", "end-1", "end-2"} {
			if err := st.CreateSession(ctx, store.NewSession{TokenHash: h, UserID: u.ID, ExpiresAt: later}); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.ChangePassword(ctx, u.ID, "h2", "keep", noteFor("mail", "changed")); err != nil {
			t.Fatal(err)
		}
		if _, err := st.SessionUser(ctx, "keep"); err != nil {
			t.Errorf("kept session: %v", err)
		}
		for _, h := range []string{"end-1", "end-2"} {
			if _, err := st.SessionUser(ctx, h); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("session %s after the change: %v, want ErrNotFound", h, err)
			}
		}
		if list, _ := st.OutboxEntries(ctx, "mail", 10); len(list) != 1 || list[0].Key != "changed" {
			t.Errorf("outbox: %+v, want the notice", list)
		}
		// A failing message rolls the change back: no password without its notice.
		failing := func(store.User) (store.Outgoing, error) { return store.Outgoing{Kind: "mail", Key: "changed"}, nil }
		if err := st.ChangePassword(ctx, u.ID, "h3", "keep", failing); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("change with a duplicate message key: %v, want ErrConflict", err)
		}
		if got, _ := st.User(ctx, u.ID); got.PasswordHash != "h2" {
			t.Errorf("password after a rolled-back change: %q, want h2", got.PasswordHash)
		}
	})
}
