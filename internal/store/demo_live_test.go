package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// WriteLive writes batch as demo-data wrote it before the bulk write:
// each lead through the functions live traffic uses (writeLead,
// recordOutboxTx, recordOutcomeTx, updateLeadTx), one statement at a
// time, and the batch's summaries counted from its rows at its end
// (countBatch); the page views as Write adds them. The tests compare what Write writes with it.
func (w *DemoWriter) WriteLive(ctx context.Context, batch []DemoLead, visits []VisitCount) error {
	tx, err := w.conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	quiet := withSummaryBatch(context.WithoutCancel(ctx))
	for i := range batch {
		if err := w.s.writeDemoLead(quiet, tx, &batch[i], w.opt); err != nil {
			tx.Rollback()
			return err
		}
	}
	if err := w.s.countBatch(quiet, tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := w.s.addDemoVisits(quiet, tx, visits); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// writeDemoLead writes one demo lead and its story through the live functions.
func (s *Store) writeDemoLead(ctx context.Context, tx *sql.Tx, d *DemoLead, opt DemoOptions) error {
	if !d.Lead.Demo {
		return errors.New("WriteDemoLeads: a lead not marked demo")
	}
	at := d.At.UTC()
	id, _, err := s.writeLead(ctx, tx, d.Lead, "", at, leadPrep{})
	if err != nil {
		return err
	}
	rows, err := s.query(ctx, tx, `SELECT outbox_id, partner_id, channel FROM deliveries WHERE lead_id = ? ORDER BY id`, id)
	if err != nil {
		return err
	}
	type delivery struct {
		outbox, partner int64
		channel         string
	}
	deliveries, err := collect(rows, func(r scanner) (delivery, error) {
		var d delivery
		return d, r.Scan(&d.outbox, &d.partner, &d.channel)
	})
	if err != nil {
		return err
	}
	var reporter int64
	for _, dl := range deliveries {
		attempts := d.Webhook
		if dl.channel == ChannelEmail {
			attempts = d.Email
		}
		if len(attempts) == 0 {
			attempts = []DemoAttempt{{After: 2 * time.Second, Status: OutboxSent}}
		}
		for i, a := range attempts {
			final := a.Status != OutboxPending
			if final != (i == len(attempts)-1) {
				return errDemoPending
			}
			t := at.Add(a.After)
			// What ClaimOutbox does to a due row, for this row only: the
			// bulk transaction must never take a real lead's delivery.
			// (status || '': by the primary key on PostgreSQL too, see
			// recordOutboxTx.)
			if err := expectOne(s.exec(ctx, tx, `UPDATE outbox SET locked_by = ?, locked_until = ?, attempts = attempts + 1
				WHERE id = ? AND status || '' = 'pending'`, DemoWorker, t.Add(time.Minute), dl.outbox)); err != nil {
				return fmt.Errorf("lease demo delivery: %w", err)
			}
			res := OutboxResult{ID: dl.outbox, Status: a.Status, Error: a.Error}
			if !final {
				res.NextAttemptAt = at.Add(attempts[i+1].After)
			}
			lost, err := s.recordOutboxTx(ctx, tx, true, DemoWorker, []OutboxResult{res}, t)
			if err != nil {
				return err
			}
			if len(lost) > 0 {
				return ErrLeaseLost
			}
			if a.Status == OutboxSent && reporter == 0 {
				reporter = dl.partner
			}
		}
	}
	if reporter != 0 {
		for _, o := range d.Outcomes {
			rep := OutcomeReport{PartnerID: reporter, Reference: d.Lead.Reference, Status: o.Status, Reason: o.Reason, ReturnWindow: opt.ReturnWindow}
			if _, _, err := s.recordOutcomeTx(ctx, tx, rep, at.Add(o.After)); err != nil {
				return fmt.Errorf("demo outcome: %w", err)
			}
		}
	}
	for _, st := range d.Statuses {
		u := LeadUpdate{Status: &st.Status}
		if st.Reason != "" {
			u.Notes = &st.Reason
		}
		if err := s.updateLeadTx(ctx, tx, id, u, at.Add(st.After)); err != nil {
			return fmt.Errorf("demo status: %w", err)
		}
	}
	return nil
}
