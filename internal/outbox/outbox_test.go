package outbox_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/mail"
	"claimsite/internal/mailtest"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(&bytes.Buffer{}, nil)) }

func queueMail(t *testing.T, st *store.Store, key, to string) {
	t.Helper()
	o, err := outbox.Mail(key, mail.Message{Template: "test", To: to, Subject: "Subject " + key, Text: "secret link for " + key, HTML: "<p>secret link</p>"})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Enqueue(context.Background(), o); err != nil {
		t.Fatal(err)
	}
}

func smtpSender(t *testing.T, url string) mail.Sender {
	t.Helper()
	s, err := mail.NewSender(url, "Claimsite <no-reply@claimsite.test>", quietLog())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func entries(t *testing.T, st *store.Store) map[string]store.OutboxEntry {
	t.Helper()
	list, err := st.OutboxEntries(context.Background(), outbox.KindMail, 1000)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]store.OutboxEntry{}
	for _, e := range list {
		m[e.Key] = e
	}
	return m
}

// TestTwoInstancesSendEachMailOnce: two workers on two handles of one
// database (two instances of the site) drain one queue; the SMTP server
// receives every message exactly once.
func TestTwoInstancesSendEachMailOnce(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			smtp := mailtest.Start(t)
			first, another := storetest.OpenShared(t, d)
			second := another()
			const n = 40
			for i := range n {
				queueMail(t, first, fmt.Sprintf("m%02d", i), fmt.Sprintf("person%d@example.com", i))
			}
			var wg sync.WaitGroup
			for _, st := range []*store.Store{first, second} {
				w := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{outbox.KindMail: outbox.MailKind(smtpSender(t, smtp.URL()))})
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						got, err := w.RunOnce(context.Background())
						if err != nil {
							t.Error(err)
							return
						}
						if got == 0 {
							return
						}
					}
				}()
			}
			wg.Wait()
			msgs := smtp.WaitFor(t, n)
			seen := map[string]int{}
			for _, m := range msgs {
				seen[m.Header.Get("Message-Id")]++
			}
			if len(msgs) != n || len(seen) != n {
				t.Fatalf("server got %d messages with %d distinct ids, want %d each", len(msgs), len(seen), n)
			}
			if _, ok := seen["<m07@claimsite.test>"]; !ok {
				t.Errorf("Message-IDs %v: want the outbox key as the Message-ID", seen)
			}
			for key, e := range entries(t, first) {
				if e.Status != store.OutboxSent || e.Attempts != 1 {
					t.Errorf("%s: status %s after %d attempts, want sent after 1", key, e.Status, e.Attempts)
				}
				if strings.Contains(string(e.Payload), "secret link") {
					t.Errorf("%s: the sent message kept its body: %s", key, e.Payload)
				}
			}
		})
	}
}

// TestFailedSendIsRetriedWithBackoff: while the server is unreachable the
// message waits with its error and a later attempt time; once the server
// answers it is sent.
func TestFailedSendIsRetriedWithBackoff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		now := time.Now().UTC()
		st.SetClock(func() time.Time { return now })
		queueMail(t, st, "retry-me", "someone@example.com")

		down := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{outbox.KindMail: outbox.MailKind(smtpSender(t, "smtp://127.0.0.1:1"))})
		if n, err := down.RunOnce(context.Background()); err != nil || n != 1 {
			t.Fatalf("RunOnce: %d, %v; want 1 item", n, err)
		}
		e := entries(t, st)["retry-me"]
		if e.Status != store.OutboxPending || e.Attempts != 1 || e.LastError == "" {
			t.Fatalf("after a failed send: %+v, want pending, 1 attempt, an error", e)
		}
		if n, _ := down.RunOnce(context.Background()); n != 0 {
			t.Fatalf("claimed %d items before the backoff passed, want 0", n)
		}

		smtp := mailtest.Start(t)
		up := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{outbox.KindMail: outbox.MailKind(smtpSender(t, smtp.URL()))})
		now = now.Add(time.Minute)
		if n, err := up.RunOnce(context.Background()); err != nil || n != 1 {
			t.Fatalf("RunOnce after the backoff: %d, %v; want 1 item", n, err)
		}
		smtp.WaitFor(t, 1)
		if e := entries(t, st)["retry-me"]; e.Status != store.OutboxSent || e.Attempts != 2 {
			t.Errorf("after the retry: %+v, want sent after 2 attempts", e)
		}
	})
}

// TestDeadItems: an item refused for good ends failed at once; one that
// keeps failing ends dead after its last attempt.
func TestDeadItems(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		now := time.Now().UTC()
		st.SetClock(func() time.Time { return now })
		ctx := context.Background()
		if err := st.Enqueue(ctx, store.Outgoing{Kind: outbox.KindMail, Key: "broken", Payload: []byte(`not json`)}); err != nil {
			t.Fatal(err)
		}
		queueMail(t, st, "unreachable", "someone@example.com")
		policy := outbox.MailPolicy
		policy.MaxAttempts = 3
		w := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{
			outbox.KindMail: {Handle: outbox.MailHandler(smtpSender(t, "smtp://127.0.0.1:1")), Retry: policy},
		})
		for range 3 {
			if _, err := w.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
			now = now.Add(24 * time.Hour)
		}
		got := entries(t, st)
		if e := got["broken"]; e.Status != store.OutboxFailed || e.Attempts != 1 {
			t.Errorf("broken payload: %+v, want failed after 1 attempt", e)
		}
		if e := got["unreachable"]; e.Status != store.OutboxDead || e.Attempts != 3 {
			t.Errorf("unreachable server: %+v, want dead after 3 attempts", e)
		}
		if n, _ := w.RunOnce(ctx); n != 0 {
			t.Errorf("claimed %d dead items, want 0", n)
		}
	})
}

// TestLeaseExpiry: an item claimed by a worker that died comes back when
// its lease ends, and the dead worker's late report does not count.
func TestLeaseExpiry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		now := time.Now().UTC()
		st.SetClock(func() time.Time { return now })
		ctx := context.Background()
		queueMail(t, st, "leased", "someone@example.com")
		items, err := st.ClaimOutbox(ctx, "dies", 10, time.Minute)
		if err != nil || len(items) != 1 {
			t.Fatalf("claim: %v, %v", items, err)
		}
		if again, _ := st.ClaimOutbox(ctx, "other", 10, time.Minute); len(again) != 0 {
			t.Fatalf("claimed a leased item: %v", again)
		}
		now = now.Add(61 * time.Second)
		again, err := st.ClaimOutbox(ctx, "other", 10, time.Minute)
		if err != nil || len(again) != 1 || again[0].Attempts != 2 {
			t.Fatalf("claim after the lease: %v, %v; want the item on its 2nd attempt", again, err)
		}
		if err := st.FinishOutbox(ctx, items[0].ID, "dies", store.OutboxSent, "", nil); err != store.ErrLeaseLost {
			t.Errorf("late report of the first worker: %v, want ErrLeaseLost", err)
		}
		if err := st.FinishOutbox(ctx, again[0].ID, "other", store.OutboxSent, "", nil); err != nil {
			t.Errorf("report of the holder: %v", err)
		}
	})
}

// TestLogSender: with no SMTP server a message is kept as logged, with its
// body, and the log line names neither the recipient nor the link.
func TestLogSender(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		var logs bytes.Buffer
		log := slog.New(slog.NewJSONHandler(&logs, nil))
		sender, err := mail.NewSender("", "Claimsite <no-reply@claimsite.test>", log)
		if err != nil {
			t.Fatal(err)
		}
		queueMail(t, st, "to-log", "private.person@example.com")
		w := outbox.NewWorker(st, log, "", map[string]outbox.Kind{outbox.KindMail: outbox.MailKind(sender)})
		if _, err := w.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		e := entries(t, st)["to-log"]
		var m mail.Message
		if err := json.Unmarshal(e.Payload, &m); err != nil {
			t.Fatal(err)
		}
		if e.Status != store.OutboxLogged || !strings.Contains(m.Text, "secret link") {
			t.Errorf("entry %+v: want logged with its body kept", e)
		}
		if !strings.Contains(logs.String(), "Subject to-log") {
			t.Errorf("log %q: want the subject", logs.String())
		}
		for _, secret := range []string{"private.person", "secret link"} {
			if strings.Contains(logs.String(), secret) {
				t.Errorf("log holds %q: %s", secret, logs.String())
			}
		}
	})
}

func TestBackoff(t *testing.T) {
	for _, c := range []struct {
		attempt  int
		min, max time.Duration
	}{
		{1, 27 * time.Second, 33 * time.Second},
		{2, 54 * time.Second, 66 * time.Second},
		{5, 432 * time.Second, 528 * time.Second},
		{30, 324 * time.Minute, 396 * time.Minute},
	} {
		if got := outbox.MailPolicy.Backoff(c.attempt); got < c.min || got > c.max {
			t.Errorf("Backoff(%d) = %v, want %v to %v", c.attempt, got, c.min, c.max)
		}
	}
}

// TestGiveUpAt: an item with a deadline is retried until the next attempt
// would come after it, then dead, whatever its attempt count.
func TestGiveUpAt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		now := time.Now().UTC()
		st.SetClock(func() time.Time { return now })
		ctx := context.Background()
		o, err := outbox.Mail("deadline", mail.Message{To: "someone@example.com", Subject: "s", Text: "t"})
		if err != nil {
			t.Fatal(err)
		}
		o.GiveUpAt = now.Add(10 * time.Minute)
		if err := st.Enqueue(ctx, o); err != nil {
			t.Fatal(err)
		}
		w := outbox.NewWorker(st, quietLog(), "", map[string]outbox.Kind{outbox.KindMail: {
			Handle: outbox.MailHandler(smtpSender(t, "smtp://127.0.0.1:1")),
			Retry:  outbox.Policy{First: 4 * time.Minute, Max: time.Hour},
		}})
		var statuses []string
		for range 4 {
			if _, err := w.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
			statuses = append(statuses, entries(t, st)["deadline"].Status)
			now = now.Add(20 * time.Minute)
		}
		// 1st failure: retry ~4 min later (before the deadline); 2nd, 20
		// minutes in: the next would be after it.
		if want := []string{"pending", "dead", "dead", "dead"}; strings.Join(statuses, ",") != strings.Join(want, ",") {
			t.Errorf("statuses %v, want %v", statuses, want)
		}
	})
}

// TestRestartTakesBackItsItems: an instance killed mid-send gets its items
// back when it starts again under the same id, without waiting for the
// lease; another instance's items stay with it.
func TestRestartTakesBackItsItems(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		queueMail(t, st, "mine", "a@example.com")
		queueMail(t, st, "theirs", "b@example.com")
		if items, err := st.ClaimOutbox(ctx, "host/127.0.0.1:8080", 1, time.Hour); err != nil || len(items) != 1 {
			t.Fatalf("claim: %v, %v", items, err)
		}
		if items, err := st.ClaimOutbox(ctx, "host/127.0.0.1:8081", 1, time.Hour); err != nil || len(items) != 1 {
			t.Fatalf("claim: %v, %v", items, err)
		}
		n, err := st.ReleaseLeases(ctx, "host/127.0.0.1:8080")
		if err != nil || n != 1 {
			t.Fatalf("ReleaseLeases: %d, %v; want 1", n, err)
		}
		again, err := st.ClaimOutbox(ctx, "host/127.0.0.1:8080", 10, time.Hour)
		if err != nil || len(again) != 1 || again[0].Key != "mine" {
			t.Errorf("after the restart: %+v, %v; want only its own item back", again, err)
		}
	})
}

func TestInstanceID(t *testing.T) {
	dirA, dirB := t.TempDir(), t.TempDir()
	first, err := outbox.InstanceID("127.0.0.1:8080", dirA)
	if err != nil {
		t.Fatal(err)
	}
	again, err := outbox.InstanceID("127.0.0.1:8080", dirA)
	if err != nil {
		t.Fatal(err)
	}
	if first != again {
		t.Errorf("a restart on the same data dir must keep the id: %q, then %q", first, again)
	}
	// A machine cloned from the same image: same host name, same address,
	// its own data dir.
	clone, err := outbox.InstanceID("127.0.0.1:8080", dirB)
	if err != nil {
		t.Fatal(err)
	}
	if clone == first {
		t.Errorf("two data dirs on one host and address share the id %q", first)
	}
	if err := os.WriteFile(filepath.Join(dirB, "instance-id"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if id, err := outbox.InstanceID("127.0.0.1:8080", filepath.Join(dirB, "instance-id", "not-a-dir")); err == nil {
		t.Errorf("an unusable data dir gave the id %q", id)
	}
}
