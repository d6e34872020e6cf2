package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"claimsite/internal/store"
)

// Filling the summaries after an upgrade (decision 039): one instance at
// a time holds the lease and runs the steps, each a short transaction;
// the others look again now and then, and take over when the lease of an
// instance that stopped runs out.
const (
	summaryLease      = 2 * time.Minute
	summaryLookAgain  = 30 * time.Second
	summaryStepPause  = 5 * time.Millisecond // lets waiting writes (intake) in between steps
	summaryLogEvery   = 15 * time.Second
	summaryRenewEvery = summaryLease / 4
)

// fillSummaries runs the summary steps in the background until the
// summaries count every row; at once when they already do.
func fillSummaries(ctx context.Context, log *slog.Logger, st *store.Store) {
	host, _ := os.Hostname()
	worker := fmt.Sprintf("%s:%d", host, os.Getpid())
	for {
		ready, err := st.SummariesReady(ctx)
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
				if err := runSummarySteps(ctx, log, st, worker); err == nil {
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
