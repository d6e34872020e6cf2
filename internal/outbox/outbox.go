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
	"log/slog"
	"math"
	mrand "math/rand/v2"
	"os"
	"regexp"
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
// the item as dead at once; any other error is retried.
type Handler func(ctx context.Context, item store.OutboxItem) (Outcome, error)

// ErrPermanent marks a failure another attempt cannot fix.
var ErrPermanent = errors.New("permanent failure")

// Defaults for a Worker's timings.
const (
	DefaultPoll        = 2 * time.Second
	DefaultLease       = 2 * time.Minute
	DefaultMaxAttempts = 12 // about 20 hours of retries with the backoff below
	batchSize          = 10
	firstRetry         = 30 * time.Second
	maxRetry           = 6 * time.Hour
)

// Worker claims and handles outbox items until its context ends.
type Worker struct {
	store    *store.Store
	log      *slog.Logger
	handlers map[string]Handler
	id       string

	// Poll is how often the worker looks for due items when nobody woke it;
	// it bounds how long another instance's item waits.
	Poll        time.Duration
	Lease       time.Duration
	MaxAttempts int

	wake chan struct{}
	once sync.Once
}

// NewWorker makes a worker for the handlers, keyed by item kind.
func NewWorker(st *store.Store, log *slog.Logger, handlers map[string]Handler) *Worker {
	b := make([]byte, 4)
	rand.Read(b)
	host, _ := os.Hostname()
	return &Worker{
		store: st, log: log, handlers: handlers,
		id:   host + "-" + hex.EncodeToString(b),
		Poll: DefaultPoll, Lease: DefaultLease, MaxAttempts: DefaultMaxAttempts,
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

// Run handles items until ctx ends. The item in hand when ctx ends is
// finished first (within its lease), so a shutdown does not cut a send
// short.
func (w *Worker) Run(ctx context.Context) {
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

// RunOnce claims one batch of due items and handles them; it reports how
// many it claimed.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	items, err := w.store.ClaimOutbox(ctx, w.id, batchSize, w.Lease)
	if err != nil {
		return 0, err
	}
	for _, it := range items {
		w.handle(ctx, it)
	}
	return len(items), nil
}

func (w *Worker) handle(ctx context.Context, it store.OutboxItem) {
	// The attempt runs to its end even when ctx is cancelled (shutdown),
	// but never past the lease, after which another worker may take it.
	actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.Lease-5*time.Second)
	defer cancel()
	h, ok := w.handlers[it.Kind]
	var out Outcome
	err := errors.New("no handler for this kind on this instance")
	if ok {
		out, err = h(actx, it)
	}
	switch {
	case err == nil:
		err = w.store.FinishOutbox(actx, it.ID, w.id, out.Status, "", out.Keep)
	case errors.Is(err, ErrPermanent) || it.Attempts >= w.MaxAttempts:
		w.log.Warn("outbox: item dead", "id", it.ID, "kind", it.Kind, "attempts", it.Attempts, "err", redact(err))
		err = w.store.FinishOutbox(actx, it.ID, w.id, store.OutboxDead, err.Error(), nil)
	default:
		next := w.store.Now().Add(Backoff(it.Attempts))
		w.log.Info("outbox: attempt failed, will retry", "id", it.ID, "kind", it.Kind, "attempts", it.Attempts, "retry_at", next, "err", redact(err))
		err = w.store.RetryOutbox(actx, it.ID, w.id, next, err.Error())
	}
	if err != nil {
		// The lease may have run out and another worker took the item;
		// otherwise it comes back when the lease ends.
		w.log.Warn("outbox: could not record outcome", "id", it.ID, "err", err)
	}
}

// addresses matches e-mail addresses, which a server's refusal often
// quotes: logs carry no personal data.
var addresses = regexp.MustCompile(`[^\s<>()"',;:@]+@[^\s<>()"',;:@]+`)

func redact(err error) string { return addresses.ReplaceAllString(err.Error(), "[address]") }

// Backoff is the wait before the attempt after attempt n (1-based): 30 s
// doubling up to 6 h, with a fifth of jitter so retries of many items
// spread out.
func Backoff(n int) time.Duration {
	d := float64(firstRetry) * math.Pow(2, float64(max(n-1, 0)))
	d = min(d, float64(maxRetry))
	return time.Duration(d * (0.9 + 0.2*mrand.Float64()))
}
