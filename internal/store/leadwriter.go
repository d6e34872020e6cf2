package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// maxLeadBatch bounds how many leads share one SQLite transaction.
const maxLeadBatch = 256

// errStoreClosed answers leads submitted after Close.
var errStoreClosed = errors.New("store closed")

// leadWriter is SQLite's group commit for leads. SQLite has one writer at a
// time and each commit waits for the disk (synchronous=FULL); concurrent
// submitters would queue on the file lock and sleep in its busy handler.
// Instead one goroutine writes: it takes the first waiting lead plus every
// other lead already waiting, writes each in a savepoint of one
// transaction, commits once, and only then answers them all. Under light
// load a batch is one lead and nothing waits; under heavy load one disk
// flush covers many leads. Every answer still follows its own commit.
type leadWriter struct {
	store    *Store
	requests chan leadRequest
	done     chan struct{}
	stopOnce sync.Once
	stopped  chan struct{}
}

type leadRequest struct {
	ctx   context.Context
	lead  Lead
	key   string
	prep  leadPrep // read by the submitter, before the batch's transaction
	reply chan leadResult
}

type leadResult struct {
	id     int64
	replay bool
	err    error
}

func startLeadWriter(s *Store) *leadWriter {
	w := &leadWriter{
		store:    s,
		requests: make(chan leadRequest, maxLeadBatch),
		done:     make(chan struct{}),
		stopped:  make(chan struct{}),
	}
	go w.run()
	return w
}

func (w *leadWriter) submit(ctx context.Context, v Lead, key string, prep leadPrep) (int64, bool, error) {
	req := leadRequest{ctx: ctx, lead: v, key: key, prep: prep, reply: make(chan leadResult, 1)}
	select {
	case w.requests <- req:
	case <-w.done:
		return 0, false, errStoreClosed
	case <-ctx.Done():
		return 0, false, ctx.Err()
	}
	// Once queued the lead is written even if the visitor goes away: an
	// answer lost in transit must not become a lead lost.
	res := <-req.reply
	return res.id, res.replay, res.err
}

// stop finishes the leads already queued and ends the writer; calling it
// again does nothing.
func (w *leadWriter) stop() {
	w.stopOnce.Do(func() { close(w.done) })
	<-w.stopped
}

func (w *leadWriter) run() {
	defer close(w.stopped)
	batch := make([]leadRequest, 0, maxLeadBatch)
	// The search index is merged while no lead comes (search_merge.go);
	// the first look waits a minute, for the migrations that make it.
	merge := time.NewTimer(searchMergeCheck)
	defer merge.Stop()
	for {
		select {
		case req := <-w.requests:
			batch = append(batch[:0], req)
		case <-merge.C:
			merge.Reset(w.mergeSearch())
			continue
		case <-w.done:
			// Drain what was queued before the stop.
			for {
				select {
				case req := <-w.requests:
					w.write([]leadRequest{req})
				default:
					return
				}
			}
		}
	gather:
		for len(batch) < maxLeadBatch {
			select {
			case req := <-w.requests:
				batch = append(batch, req)
			default:
				break gather
			}
		}
		w.write(batch)
		merge.Reset(searchMergeQuiet)
	}
}

// mergeSearch runs one merge step of the search index, unless a lead is
// waiting, and says when to try the next: at once while there is more to
// merge, after the next quiet second when a lead came, and in a minute when
// the index was merged already.
func (w *leadWriter) mergeSearch() time.Duration {
	if len(w.requests) > 0 {
		return searchMergeQuiet
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	merged, err := w.store.mergeSearchStep(ctx)
	switch {
	case err != nil:
		slog.Warn("search index: merging its segments failed; trying again later", "err", err)
		return searchMergeCheck
	case merged:
		return 0
	default:
		return searchMergeCheck
	}
}

// write stores a batch in one transaction. A lead that fails is rolled back
// to its savepoint and answered with its error; the rest still commit.
func (w *leadWriter) write(batch []leadRequest) {
	s := w.store
	// The batch's leads are counted in the summaries together, before the
	// commit (summaryBatch).
	ctx := withSummaryBatch(context.Background())
	results := make([]leadResult, len(batch))
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		for i, req := range batch {
			if _, err := tx.ExecContext(ctx, `SAVEPOINT lead`); err != nil {
				return err
			}
			id, replay, err := s.writeLead(ctx, tx, req.lead, req.key, now, req.prep)
			if err != nil {
				if _, rbErr := tx.ExecContext(ctx, `ROLLBACK TO lead`); rbErr != nil {
					return rbErr
				}
			}
			if _, relErr := tx.ExecContext(ctx, `RELEASE lead`); relErr != nil {
				return relErr
			}
			results[i] = leadResult{id: id, replay: replay, err: err}
		}
		return s.countBatch(ctx, tx)
	})
	for i, req := range batch {
		if err != nil {
			results[i] = leadResult{err: fmt.Errorf("commit leads: %w", err)}
		}
		req.reply <- results[i]
	}
}
