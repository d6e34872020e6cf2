package main

import (
	"context"
	"log/slog"
	"time"

	"claimsite/internal/store"
)

// retentionCheckEvery is how often an instance asks whether the daily
// retention job is due; the database lets one run per UTC day through.
const retentionCheckEvery = time.Hour

// runRetention runs the retention job (store.RunRetention) soon after the
// start and then every hour; keep says the retention period at each run
// (the operator's setting), so a change takes effect without a restart.
// Logs counts only.
func runRetention(ctx context.Context, log *slog.Logger, st *store.Store, keep func(context.Context) time.Duration) {
	first := time.NewTimer(time.Minute)
	defer first.Stop()
	t := time.NewTicker(retentionCheckEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-first.C:
		case <-t.C:
		}
		run, err := st.RunRetention(ctx, keep(ctx))
		switch {
		case err != nil && ctx.Err() == nil:
			log.Warn("retention job", "err", err)
		case run.Ran:
			log.Info("retention job", "leads_anonymised", run.LeadsAnonymised, "privacy_requests_purged", run.RequestsPurged,
				"cleanup_incomplete", run.CleanupIncomplete)
		}
	}
}

// applyErasureList erases again any lead of the erasure list a restored
// database brought back (store.ApplyErasureList), and deletes again any
// account deleted by a privacy request (store.ApplyAccountErasures).
func applyErasureList(ctx context.Context, log *slog.Logger, st *store.Store) error {
	n, err := st.ApplyErasureList(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		log.Warn("erased again leads a restored database brought back", "leads", n)
	}
	accounts, err := st.ApplyAccountErasures(ctx)
	if err != nil {
		return err
	}
	if accounts > 0 {
		log.Warn("deleted again accounts a restored database brought back", "accounts", accounts)
	}
	return nil
}
