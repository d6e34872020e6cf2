// Package outbox runs the durable queue of everything that leaves the
// product. Rows are written by the store in the transaction of the event
// that causes them; a Worker claims due rows with a lease, hands each to the
// handler of its kind, and records the outcome: done, retried later with
// backoff, or dead after the last attempt. Several workers (one per
// instance) share one database without taking the same row.
package outbox

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math"
	mrand "math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"claimsite/internal/store"
)

// Outcome is what a handler reports of an item it handled.
type Outcome struct {
	Status string // store.OutboxSent or store.OutboxLogged
	// Keep, when not nil, replaces the stored payload (to drop secrets).
	Keep []byte
}

// Handler handles one item of its kind. An error wrapping ErrPermanent ends
// the item as failed at once; any other error is retried.
type Handler func(ctx context.Context, item store.OutboxItem) (Outcome, error)

// Kind is how the worker treats one kind of item: its handler and how it
// is retried.
type Kind struct {
	Handle Handler
	Retry  Policy
}

// Policy is a kind's backoff: First after the first failure, doubling up
// to Max, with a fifth of jitter. An item is dead after MaxAttempts (when
// set) or when the next attempt would come after its GiveUpAt.
type Policy struct {
	First, Max  time.Duration
	MaxAttempts int
}

// MailPolicy retries mail for about 20 hours: 30 s doubling to 6 h, 12
// attempts.
var MailPolicy = Policy{First: 30 * time.Second, Max: 6 * time.Hour, MaxAttempts: 12}

// ErrPermanent marks a failure another attempt cannot fix.
var ErrPermanent = errors.New("permanent failure")

// Defaults for a Worker's timings.
const (
	DefaultPoll = 2 * time.Second
	// DefaultLease outlasts the slowest attempt (a mail's 20 s, a webhook's
	// 10 s) with room to record the outcome.
	DefaultLease = time.Minute
	batchSize    = 16
)

// Worker claims and handles outbox items until its context ends.
type Worker struct {
	store *store.Store
	log   *slog.Logger
	kinds map[string]Kind
	id    string

	// Poll is how often the worker looks for due items when nobody woke it;
	// it bounds how long another instance's item waits.
	Poll  time.Duration
	Lease time.Duration
	// Observe, when set, is told the kind and outcome of every attempt:
	// a final status (sent, logged, failed, dead) or "retry" (for metrics).
	Observe func(kind, outcome string)

	wake chan struct{}
}

// NewWorker makes a worker for the kinds it handles, keyed by name. id
// names this instance (InstanceID); empty: a random one.
func NewWorker(st *store.Store, log *slog.Logger, id string, kinds map[string]Kind) *Worker {
	if id == "" {
		b := make([]byte, 4)
		rand.Read(b)
		host, _ := os.Hostname()
		id = host + "-" + hex.EncodeToString(b)
	}
	return &Worker{
		store: st, log: log, kinds: kinds,
		id:   id,
		Poll: DefaultPoll, Lease: DefaultLease,
		wake: make(chan struct{}, 1),
	}
}

// Wake makes the worker look for items now, without waiting for the next
// poll: called after a commit that queued something on this instance.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// InstanceID names the worker of the instance listening on addr on this
// host with its data in dataDir. It is the same after a restart, so a
// restarted instance takes back at once what it held when it was killed,
// instead of waiting for the leases to run out. Host and address alone
// are not enough: two machines cloned from one image share a host name and
// listen on the same port, and each would release what the other is
// sending; a random part kept in the data dir (made on first start) tells
// them apart.
func InstanceID(addr, dataDir string) (string, error) {
	host, _ := os.Hostname()
	file := filepath.Join(dataDir, "instance-id")
	b, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		b = []byte(rand.Text()[:16])
		if err := os.MkdirAll(dataDir, 0o700); err != nil {
			return "", err
		}
		err = os.WriteFile(file, b, 0o600)
	}
	if err != nil {
		return "", fmt.Errorf("instance id: %w", err)
	}
	return host + "/" + addr + "/" + strings.TrimSpace(string(b)), nil
}

// Run handles items until ctx ends. The item in hand when ctx ends is
// finished first (within its lease), so a shutdown does not cut a send
// short. It starts by releasing what an earlier life of this worker held.
func (w *Worker) Run(ctx context.Context) {
	if n, err := w.store.ReleaseLeases(ctx, w.id); err != nil {
		w.log.Warn("outbox: release leases", "err", err)
	} else if n > 0 {
		w.log.Info("outbox: took back items held before a restart", "items", n)
	}
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-w.wake:
		case <-t.C:
		}
		for ctx.Err() == nil {
			n, err := w.RunOnce(ctx)
			if err != nil {
				if ctx.Err() == nil {
					w.log.Warn("outbox: claim failed", "err", err)
				}
				break
			}
			if n < batchSize {
				break
			}
		}
		t.Reset(w.Poll)
	}
}

// RunOnce claims one batch of due items, handles them side by side (they
// wait on other servers, not on this machine) and records every outcome in
// one transaction; it reports how many it claimed.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	items, err := w.store.ClaimOutbox(ctx, w.id, batchSize, w.Lease)
	if err != nil || len(items) == 0 {
		return 0, err
	}
	// The attempts run to their end even when ctx is cancelled (shutdown),
	// but never past the lease, after which another worker may take them.
	actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.Lease-5*time.Second)
	defer cancel()
	results := make([]store.OutboxResult, len(items))
	var wg sync.WaitGroup
	for i, it := range items {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = w.handle(actx, it)
		}()
	}
	wg.Wait()
	lost, err := w.store.RecordOutbox(actx, w.id, results)
	if len(lost) > 0 {
		// The lease ran out and another worker took these; its outcome
		// counts.
		w.log.Warn("outbox: outcomes not recorded, the lease was lost", "ids", lost)
	}
	return len(items), err
}

// handle makes one attempt and says what to record.
func (w *Worker) handle(ctx context.Context, it store.OutboxItem) store.OutboxResult {
	kind, ok := w.kinds[it.Kind]
	var out Outcome
	err := errors.New("no handler for this kind on this instance")
	if ok {
		out, err = kind.Handle(ctx, it)
	}
	next := w.store.Now().Add(kind.Retry.Backoff(it.Attempts))
	res := store.OutboxResult{ID: it.ID}
	switch {
	case err == nil:
		res.Status, res.Keep = out.Status, out.Keep
	case errors.Is(err, ErrPermanent):
		w.log.Warn("outbox: item failed", "id", it.ID, "kind", it.Kind, "attempts", it.Attempts, "err", redact(err))
		res.Status, res.Error = store.OutboxFailed, err.Error()
	case kind.Retry.exhausted(it, next):
		w.log.Warn("outbox: item dead", "id", it.ID, "kind", it.Kind, "attempts", it.Attempts, "err", redact(err))
		res.Status, res.Error = store.OutboxDead, err.Error()
	default:
		w.log.Info("outbox: attempt failed, will retry", "id", it.ID, "kind", it.Kind, "attempts", it.Attempts, "retry_at", next, "err", redact(err))
		res.Status, res.Error, res.NextAttemptAt = store.OutboxPending, err.Error(), next
	}
	if w.Observe != nil {
		outcome := res.Status
		if outcome == store.OutboxPending {
			outcome = "retry"
		}
		w.Observe(it.Kind, outcome)
	}
	return res
}

// addresses matches e-mail addresses, which a server's refusal often
// quotes: logs carry no personal data.
var addresses = regexp.MustCompile(`[^\s<>()"',;:@]+@[^\s<>()"',;:@]+`)

func redact(err error) string { return addresses.ReplaceAllString(err.Error(), "[address]") }

// Backoff is the wait before the attempt after attempt n (1-based): First
// doubling up to Max, with a fifth of jitter so retries of many items
// spread out. A kind nobody handles here waits a minute.
func (p Policy) Backoff(n int) time.Duration {
	first, most := p.First, p.Max
	if first <= 0 {
		first, most = time.Minute, time.Minute
	}
	d := float64(first) * math.Pow(2, float64(max(n-1, 0)))
	d = min(d, float64(max(most, first)))
	return time.Duration(d * (0.9 + 0.2*mrand.Float64()))
}

// exhausted reports whether an item that just failed is out of attempts
// or out of time.
func (p Policy) exhausted(it store.OutboxItem, next time.Time) bool {
	return (p.MaxAttempts > 0 && it.Attempts >= p.MaxAttempts) || (!it.GiveUpAt.IsZero() && next.After(it.GiveUpAt))
}
