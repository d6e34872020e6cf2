package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"strconv"
	"strings"
	"time"
)

// This file writes and removes the synthetic data of claimsite demo-data
// (decision 040). Every lead, delivery outcome, partner outcome and status
// change is written as the functions live traffic uses (writeLead,
// recordOutboxTx, recordOutcomeTx, updateLeadTx) write it, only many to a
// transaction and at the times the story says: a batch is worked out in
// memory from what those functions read and written in bulk
// (demo_bulk.go), and the tests compare every row, summary and search
// with what those functions write themselves. Indexes and the search
// index are kept by the database, the daily summaries by the same
// contribution the live functions add (leadFacts.contribute).

// DemoWorker is the outbox worker name demo deliveries are leased to and
// recorded by.
const DemoWorker = "demo-data"

// DemoAttempt is one attempt of a demo delivery: After the lead came, it
// ended with Status (OutboxSent, OutboxFailed, OutboxDead, or
// OutboxPending: retried at the next attempt's time) and Error.
type DemoAttempt struct {
	After  time.Duration
	Status string
	Error  string
}

// DemoStep is a later event of a demo lead, After it came: a partner's
// outcome (Status one of OutcomeStatuses, Reason its free text) or the
// operator's change of status (Status one of leads.Statuses, Reason the
// lead's notes).
type DemoStep struct {
	After  time.Duration
	Status string
	Reason string
}

// DemoLead is one synthetic lead and what became of it.
type DemoLead struct {
	// Lead is the lead as intake would have it (Demo set), arriving At.
	Lead Lead
	At   time.Time
	// Email and Webhook are the attempts of the deliveries routing makes
	// on each channel; the last must end the delivery (not pending).
	Email, Webhook []DemoAttempt
	// Outcomes are reported by the first partner the lead went to, once
	// a delivery to it succeeded; none when it went nowhere.
	Outcomes []DemoStep
	// Statuses are the operator's changes of status, in order.
	Statuses []DemoStep
}

// DemoOptions are what a bulk write of demo leads needs beyond the leads.
type DemoOptions struct {
	// ReturnWindow is the setting partner outcomes are judged by.
	ReturnWindow time.Duration
}

// errDemoPending refuses a demo delivery whose story ends pending: a
// running worker would send it.
var errDemoPending = errors.New("a demo delivery must not end pending")

// DemoWriter writes demo leads in bulk transactions on one connection of
// its own (OpenDemoWriter); Close gives the connection back.
type DemoWriter struct {
	s    *Store
	conn *sql.Conn
	opt  DemoOptions
}

// OpenDemoWriter takes a connection for a bulk load of demo leads. On
// SQLite it gives that connection, for the load only, a page cache of
// 512 MB (the default is 2 MB): a load inserts into every index at random
// places, and each page missing from the cache is a read from the file.
// It is memory only: the database is written, and committed, as ever.
// (Statement journals stay where SQLite keeps them, in memory up to
// 64 KB and then in a temporary file: the bulk write's statements each
// change thousands of rows, and journals in memory cost it more, in
// allocations of 1 KB and the page faults after them, than the file's
// writes.)
func (s *Store) OpenDemoWriter(ctx context.Context, opt DemoOptions) (*DemoWriter, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	if s.dialect == SQLite {
		if _, err := conn.ExecContext(ctx, `PRAGMA cache_size = -524288`); err != nil {
			conn.Close()
			return nil, err
		}
	}
	return &DemoWriter{s: s, conn: conn, opt: opt}, nil
}

// Close sets the connection back as the pool's others are and returns it.
func (w *DemoWriter) Close() error {
	if w.s.dialect == SQLite {
		if _, err := w.conn.ExecContext(context.Background(), `PRAGMA cache_size = -2000`); err != nil {
			// Not fit for the pool any more: dropped instead.
			w.conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}
	return w.conn.Close()
}

// Write writes batch and the page views around it (visits) in one
// transaction: each lead routed as writeLead routes it, then its
// deliveries' attempts, its partner's outcomes and its status changes,
// each at its own time, worked out in memory and written in bulk
// (writeBulk). Nothing is announced, and every outbox row it makes ends
// sent, failed or dead, never pending. ctx is checked before the batch is
// written: a statement is never interrupted, which spares the driver a
// watcher per statement. The page views go through the same connection,
// and so does everything else the load writes: on SQLite a write through
// another connection would empty this one's page cache.
func (w *DemoWriter) Write(ctx context.Context, batch []DemoLead, visits []VisitCount) error {
	tx, err := w.conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := w.writeBulk(ctx, tx, batch); err != nil {
		tx.Rollback()
		return err
	}
	if err := w.s.addDemoVisits(context.WithoutCancel(ctx), tx, visits); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return w.mergeSearch(context.WithoutCancel(ctx))
}

// demoSearchMergePages is the size of demo-data's merge steps: nothing
// waits for them, so they are large (fewer commits).
const demoSearchMergePages = 2000

// mergeSearch merges the segments the batch added to the SQLite search
// index (search_merge.go) before the next batch, as the lead writer does
// when intake pauses, on the load's own connection and its page cache.
func (w *DemoWriter) mergeSearch(ctx context.Context) error {
	if w.s.dialect != SQLite {
		return nil
	}
	for {
		merged, err := mergeSearchIndex(ctx, w.conn, demoSearchMergePages)
		if err != nil || !merged {
			return err
		}
	}
}

// WriteDemoLeads writes batch in one transaction (DemoWriter.Write,
// without page views).
func (s *Store) WriteDemoLeads(ctx context.Context, batch []DemoLead, opt DemoOptions) error {
	w, err := s.OpenDemoWriter(ctx, opt)
	if err != nil {
		return err
	}
	defer w.Close()
	return w.Write(ctx, batch, nil)
}

// HasRealLeads reports whether the database holds a lead demo-data did
// not make.
func (s *Store) HasRealLeads(ctx context.Context) (bool, error) {
	var n int
	err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM (SELECT 1 FROM leads WHERE demo = ? LIMIT 1) real`, false).Scan(&n)
	return n > 0, err
}

// DemoPartners lists the demo partners, oldest first.
func (s *Store) DemoPartners(ctx context.Context) ([]Partner, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+partnerColumns+" FROM partners WHERE demo = ? ORDER BY id", true)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanPartner)
}

// CreateDemoPartner stores p (CreatePartner) marked as demo data, created
// at since: before the first demo lead it may receive.
func (s *Store) CreateDemoPartner(ctx context.Context, p Partner, since time.Time) (Partner, error) {
	p, err := s.CreatePartner(ctx, p)
	if err != nil {
		return p, err
	}
	if err := expectOne(s.exec(ctx, s.db, `UPDATE partners SET demo = ?, created_at = ?, updated_at = ? WHERE id = ?`,
		true, since.UTC(), since.UTC(), p.ID)); err != nil {
		return p, err
	}
	return s.Partner(ctx, p.ID)
}

// PayDemoPartner records a payment of cents into demo partner id's
// ledger, dated at (before its first demo lead), as an operator's
// payment is recorded (appendLedger).
func (s *Store) PayDemoPartner(ctx context.Context, id, cents int64, at time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var demo bool
		if err := s.queryRow(ctx, tx, `SELECT demo FROM partners WHERE id = ?`, id).Scan(&demo); err != nil {
			return mapErr(err)
		}
		if !demo {
			return errors.New("PayDemoPartner: not a demo partner")
		}
		_, err := s.appendLedger(ctx, tx, ledgerRow{At: at.UTC(), NewLedgerEntry: NewLedgerEntry{PartnerID: id, Kind: LedgerPayment,
			AmountCents: cents, Method: "demo", Reference: "Demo data", Key: "demo-payment:" + strconv.FormatInt(id, 10)}})
		return err
	})
}

// DemoReturnsMade counts the returns AddDemoReturns made.
type DemoReturnsMade struct {
	Pending, Approved, Denied int
}

// AddDemoReturns has demo firms return up to n of their most recent
// charged demo leads still within the return window (windowDays), through
// the live functions (RequestReturn, DecideReturn): a third approved
// (credited), a third denied, a third left pending for the queue.
func (s *Store) AddDemoReturns(ctx context.Context, n, windowDays int, zone *time.Location) (DemoReturnsMade, error) {
	var made DemoReturnsMade
	since := s.now().AddDate(0, 0, -windowDays).Add(time.Hour)
	// The newest charges first, through the ledger's (partner_id, id)
	// index of each demo firm.
	rows, err := s.query(ctx, s.db, `SELECT e.partner_id, e.lead_reference FROM partners p
		JOIN ledger_entries e ON e.partner_id = p.id
		WHERE p.demo = ? AND e.kind = 'charge' AND e.created_at >= ? AND e.lead_id IS NOT NULL
		ORDER BY e.id DESC LIMIT ?`, true, since.UTC(), n)
	if err != nil {
		return made, err
	}
	type charge struct {
		partner int64
		ref     string
	}
	charges, err := collect(rows, func(r scanner) (charge, error) { var c charge; return c, r.Scan(&c.partner, &c.ref) })
	if err != nil {
		return made, err
	}
	reasons := []string{"wrong_number", "duplicate", "already_represented", "never_requested", "outside_deadline"}
	for i, c := range charges {
		ret, err := s.RequestReturn(ctx, ReturnRequest{PartnerID: c.partner, Reference: c.ref, Reason: reasons[i%len(reasons)],
			Note: "Demo data", WindowDays: windowDays, Zone: zone})
		if errors.Is(err, ErrAlreadyReturned) {
			continue
		}
		if err != nil {
			return made, err
		}
		switch i % 3 {
		case 0:
			_, err = s.DecideReturn(ctx, ret.ID, true, 0, "Demo data: confirmed")
			made.Approved++
		case 1:
			_, err = s.DecideReturn(ctx, ret.ID, false, 0, "Demo data: the lead was valid")
			made.Denied++
		default:
			made.Pending++
		}
		if err != nil {
			return made, err
		}
	}
	return made, nil
}

// AddDemoSuppressions puts phones (normalised) on the do-not-contact list
// as demo entries; a phone already on it is left as it is.
func (s *Store) AddDemoSuppressions(ctx context.Context, phones []string, at time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, phone := range phones {
			id, err := s.addSuppression(ctx, tx, Suppression{Phone: phone, Reason: "Demo data: asked not to be contacted"})
			if errors.Is(err, ErrAlreadySuppressed) {
				continue
			}
			if err != nil {
				return err
			}
			if err := expectOne(s.exec(ctx, tx, `UPDATE suppressions SET demo = ?, created_at = ? WHERE id = ?`, true, at.UTC(), id)); err != nil {
				return err
			}
		}
		return nil
	})
}

// addDemoVisits adds counts to the page views (addVisitsTx, as the visit
// collector does) and to the ledger of what demo-data added
// (demo_visits), inside tx, so RemoveDemo can take exactly that away
// again from totals real views share.
func (s *Store) addDemoVisits(ctx context.Context, tx *sql.Tx, counts []VisitCount) error {
	if len(counts) == 0 {
		return nil
	}
	if err := s.addVisitsTx(ctx, tx, counts); err != nil {
		return err
	}
	return s.upsertVisits(ctx, tx, "demo_visits", counts)
}

// DemoRemoved counts what RemoveDemo deleted.
type DemoRemoved struct {
	Leads, Partners, Suppressions, VisitRows, Experiments int
}

// demoRemoveChunk is how many demo leads one transaction of RemoveDemo
// deletes: short transactions, so a running site's writes are not held up
// for long.
const demoRemoveChunk = 5000

// RemoveDemo deletes every demo lead with what hangs on it (consent,
// attribution, history, assignments, deliveries and their outbox rows,
// outcomes, notices), then the demo partners and suppressions, and
// subtracts the demo page views. Real leads, partners and views stay.
// The summaries are then counted again from what is left
// (RebuildSummaries: the analytics say they are being rebuilt meanwhile).
func (s *Store) RemoveDemo(ctx context.Context) (DemoRemoved, error) {
	var out DemoRemoved
	for after := int64(0); ; {
		rows, err := s.query(ctx, s.db, `SELECT id, COALESCE(reference, '') FROM leads WHERE demo = ? AND id > ? ORDER BY id LIMIT ?`,
			true, after, demoRemoveChunk)
		if err != nil {
			return out, err
		}
		type ref struct {
			id        int64
			reference string
		}
		chunk, err := collect(rows, func(r scanner) (ref, error) { var v ref; return v, r.Scan(&v.id, &v.reference) })
		if err != nil {
			return out, err
		}
		if len(chunk) == 0 {
			break
		}
		after = chunk[len(chunk)-1].id
		ids, refs := make([]string, len(chunk)), make([]any, len(chunk))
		for i, c := range chunk {
			ids[i], refs[i] = strconv.FormatInt(c.id, 10), c.reference
		}
		// Ids are integers formatted here, never input; the references go
		// as parameters.
		idList := "(" + strings.Join(ids, ", ") + ")"
		refList := "(?" + strings.Repeat(", ?", len(refs)-1) + ")"
		err = s.inTx(ctx, func(tx *sql.Tx) error {
			// The outbox rows have no key to the lead: read them before the
			// deliveries and notices naming them go.
			rows, err := tx.QueryContext(ctx, s.rebind(`SELECT outbox_id FROM deliveries WHERE lead_id IN `+idList+` AND outbox_id IS NOT NULL
				UNION ALL SELECT outbox_id FROM partner_notices WHERE lead_reference IN `+refList+` AND outbox_id IS NOT NULL`), refs...)
			if err != nil {
				return err
			}
			outbox, err := collect(rows, func(r scanner) (string, error) {
				var id int64
				err := r.Scan(&id)
				return strconv.FormatInt(id, 10), err
			})
			if err != nil {
				return err
			}
			for _, q := range []string{
				`DELETE FROM partner_notices WHERE lead_reference IN ` + refList,
				`DELETE FROM erasures WHERE lead_id IN ` + idList,
				`DELETE FROM leads WHERE id IN ` + idList,
			} {
				args := refs
				if !strings.Contains(q, "?") {
					args = nil
				}
				if _, err := tx.ExecContext(ctx, s.rebind(q), args...); err != nil {
					return err
				}
			}
			for start := 0; start < len(outbox); start += demoRemoveChunk {
				part := outbox[start:min(start+demoRemoveChunk, len(outbox))]
				if _, err := tx.ExecContext(ctx, `DELETE FROM outbox WHERE id IN (`+strings.Join(part, ", ")+`)`); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return out, err
		}
		out.Leads += len(chunk)
	}
	// The demo firms' returns, holds and ledgers go with them. The ledger
	// is append-only for real firms (decision 048: no route updates or
	// deletes an entry); demo entries are the one exception, because they
	// record no money anyone paid or owes: they are synthetic rows that
	// must leave with the synthetic firms they belong to, or those firms
	// could never be deleted. The firms' leads are gone by now, so no
	// summary counts these entries (the rebuild below recounts anyway).
	// Their invoices go first (their lines name the entries): like the
	// entries, they record no money, and demo data belongs to an
	// installation being tried out before it invoices anyone.
	for _, q := range []string{
		`DELETE FROM invoice_lines WHERE invoice_id IN (SELECT i.id FROM invoices i JOIN partners p ON p.id = i.partner_id WHERE p.demo = ?)`,
		`DELETE FROM invoices WHERE partner_id IN (SELECT id FROM partners WHERE demo = ?)`,
		`DELETE FROM lead_returns WHERE partner_id IN (SELECT id FROM partners WHERE demo = ?)`,
		`DELETE FROM billing_holds WHERE partner_id IN (SELECT id FROM partners WHERE demo = ?)`,
		`DELETE FROM ledger_entries WHERE partner_id IN (SELECT id FROM partners WHERE demo = ?)`,
	} {
		if _, err := s.exec(ctx, s.db, q, true); err != nil {
			return out, err
		}
	}
	// The demo experiments and their counts (their leads are gone).
	for _, q := range []string{
		`DELETE FROM experiment_day_counts WHERE experiment_id IN (SELECT id FROM experiments WHERE demo = ?)`,
		`DELETE FROM experiment_exposures WHERE experiment_id IN (SELECT id FROM experiments WHERE demo = ?)`,
		`DELETE FROM lead_experiments WHERE experiment_id IN (SELECT id FROM experiments WHERE demo = ?)`,
	} {
		if _, err := s.exec(ctx, s.db, q, true); err != nil {
			return out, err
		}
	}
	for _, t := range []struct {
		table string
		n     *int
	}{{"partners", &out.Partners}, {"suppressions", &out.Suppressions}, {"experiments", &out.Experiments}} {
		res, err := s.exec(ctx, s.db, `DELETE FROM `+t.table+` WHERE demo = ?`, true)
		if err != nil {
			return out, err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return out, err
		}
		*t.n = int(n)
	}
	n, err := s.removeDemoVisits(ctx)
	out.VisitRows = n
	if err != nil {
		return out, err
	}
	return out, s.RebuildSummaries(ctx)
}

// removeDemoVisits subtracts the ledger's counts from the page views,
// through the visit writer (negative counts), deletes the rows left with
// none (every real row has views), and empties the ledger, a day per
// transaction so memory holds one day's rows.
func (s *Store) removeDemoVisits(ctx context.Context) (int, error) {
	rows, err := s.query(ctx, s.db, `SELECT DISTINCT day FROM demo_visits ORDER BY day`)
	if err != nil {
		return 0, err
	}
	days, err := collect(rows, func(r scanner) (string, error) { var d string; return d, r.Scan(&d) })
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, day := range days {
		err := s.inTxOn(ctx, s.lax, func(tx *sql.Tx) error {
			rows, err := tx.QueryContext(ctx, s.rebind(`SELECT day, route, landing_page, source, medium, campaign, device, views, entries
				FROM demo_visits WHERE day = ?`), day)
			if err != nil {
				return err
			}
			counts, err := collect(rows, func(r scanner) (VisitCount, error) {
				var c VisitCount
				err := r.Scan(&c.Day, &c.Route, &c.LandingPage, &c.Source, &c.Medium, &c.Campaign, &c.Device, &c.Views, &c.Entries)
				c.Views, c.Entries = -c.Views, -c.Entries
				return c, err
			})
			if err != nil {
				return err
			}
			if err := s.addVisitsTx(ctx, tx, counts); err != nil {
				return err
			}
			for _, q := range []string{`DELETE FROM visit_days WHERE day = ? AND views <= 0 AND entries <= 0`, `DELETE FROM demo_visits WHERE day = ?`} {
				if _, err := tx.ExecContext(ctx, s.rebind(q), day); err != nil {
					return err
				}
			}
			removed += len(counts)
			return nil
		})
		if err != nil {
			return removed, err
		}
	}
	return removed, nil
}
