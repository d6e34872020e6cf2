package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"claimsite/internal/store"
)

// Work an upgrade leaves for the background (decisions 039 and 042):
// PostgreSQL's deferred indexes, built CONCURRENTLY, then the summaries
// counted for the existing rows. One instance at a time holds the lease
// and does it, each summary step a short transaction; the others look
// again now and then, and take over when the lease of an instance that
// stopped runs out.
const (
	summaryLease      = 2 * time.Minute
	summaryLookAgain  = 30 * time.Second
	summaryStepPause  = 5 * time.Millisecond // lets waiting writes (intake) in between steps
	summaryLogEvery   = 15 * time.Second
	summaryRenewEvery = summaryLease / 4
)

// fillSummaries runs the upgrade's background work until the deferred
// indexes exist and the summaries count every row; returns at once when
// they already do.
func fillSummaries(ctx context.Context, log *slog.Logger, st *store.Store) {
	host, _ := os.Hostname()
	worker := fmt.Sprintf("%s:%d", host, os.Getpid())
	for {
		ready, err := upgradeDone(ctx, st)
		switch {
		case err != nil && ctx.Err() == nil:
			log.Warn("summaries", "err", err)
		case ready:
			return
		}
		if err == nil {
			mine, err := st.ClaimSummaryLease(ctx, worker, summaryLease)
			if err != nil && ctx.Err() == nil {
				log.Warn("summaries", "err", err)
			}
			if mine {
				err := buildIndexes(ctx, log, st, worker)
				if err == nil {
					err = runSummarySteps(ctx, log, st, worker)
				}
				if err == nil {
					return
				} else if ctx.Err() == nil {
					log.Warn("summaries", "err", err)
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(summaryLookAgain):
		}
	}
}

// upgradeDone says whether the deferred indexes exist and the summaries
// are ready.
func upgradeDone(ctx context.Context, st *store.Store) (bool, error) {
	missing, err := st.MissingIndexes(ctx)
	if err != nil || len(missing) > 0 {
		return false, err
	}
	return st.SummariesReady(ctx)
}

// buildIndexes builds the deferred indexes PostgreSQL lacks, one at a
// time, while worker holds the lease. A build of a million rows outlasts
// the lease, so the lease is renewed beside it; once it is lost the build
// is cancelled (the instance that took over starts that index again).
func buildIndexes(ctx context.Context, log *slog.Logger, st *store.Store, worker string) error {
	missing, err := st.MissingIndexes(ctx)
	if err != nil || len(missing) == 0 {
		return err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-time.After(summaryRenewEvery):
			}
			if mine, err := st.ClaimSummaryLease(ctx, worker, summaryLease); err != nil || !mine {
				cancel(fmt.Errorf("indexes: lease lost (%v)", err))
				return
			}
		}
	}()
	for _, name := range missing {
		start := time.Now()
		log.Info("indexes: building (writes go on meanwhile)", "index", name)
		if err := st.BuildDeferredIndex(ctx, name); err != nil {
			if cause := context.Cause(ctx); cause != nil {
				return cause
			}
			return fmt.Errorf("index %s: %w", name, err)
		}
		log.Info("indexes: built", "index", name, "seconds", int(time.Since(start).Seconds()))
	}
	return nil
}

// runSummarySteps runs the steps while worker holds the lease, renewing
// it as it goes; nil once the summaries are ready.
func runSummarySteps(ctx context.Context, log *slog.Logger, st *store.Store, worker string) error {
	start := time.Now()
	log.Info("summaries: counting the existing rows (analytics show 'being rebuilt' until done)")
	renewed, logged := start, start
	for steps := 1; ; steps++ {
		done, err := st.SummaryStep(ctx)
		if err != nil {
			return err
		}
		if done {
			log.Info("summaries: ready", "steps", steps, "seconds", int(time.Since(start).Seconds()))
			return nil
		}
		if time.Since(renewed) > summaryRenewEvery {
			mine, err := st.ClaimSummaryLease(ctx, worker, summaryLease)
			if err != nil {
				return err
			}
			if !mine {
				return fmt.Errorf("summaries: lease lost after %d steps", steps)
			}
			renewed = time.Now()
		}
		if time.Since(logged) > summaryLogEvery {
			log.Info("summaries: counting", "steps", steps, "seconds", int(time.Since(start).Seconds()))
			logged = time.Now()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(summaryStepPause):
		}
	}
}

// rebuildSummaries is `claimsite rebuild-summaries`: the summaries are
// emptied and counted again from the rows, step by step. Servers running
// meanwhile keep working; their analytics say the summaries are being
// rebuilt until this is done.
func rebuildSummaries(ctx context.Context, log *slog.Logger, args []string) error {
	_, st, err := open(ctx, args)
	if err != nil {
		return err
	}
	defer st.Close()
	start := time.Now()
	if err := st.ResetSummaries(ctx); err != nil {
		return err
	}
	host, _ := os.Hostname()
	worker := fmt.Sprintf("rebuild-summaries:%s:%d", host, os.Getpid())
	if err := runSummarySteps(ctx, log, st, worker); err != nil {
		return err
	}
	log.Info("summaries rebuilt", "database", string(st.Dialect()), "seconds", time.Since(start).Seconds())
	return nil
}
