package store

import (
	"context"
	"database/sql"
	"strings"
)

// VisitCount is the page views of one aggregate row of visit_days to add:
// a UTC day, the route's name, the tab's landing page and first-touch
// source, medium and campaign, and a device class. Nothing in it names a
// visitor.
type VisitCount struct {
	Day         string // YYYY-MM-DD, UTC
	Route       string
	LandingPage string
	Source      string
	Medium      string
	Campaign    string
	Device      string // mobile, tablet or desktop
	Views       int64
	Entries     int64
}

// visitRowsPerStatement keeps a statement's parameters (9 a row) far below
// SQLite's limit of 32766.
const visitRowsPerStatement = 500

// AddVisits adds a batch of view counts to the daily aggregates, in one
// transaction: a row that exists grows by the batch's counts, a new one is
// inserted. The visit collector calls it about once a second with what it
// gathered, so a busy site costs one commit a second, not one per view.
// Writes go through the lax connection on SQLite: a power cut may lose the
// last second of counts, which is harmless.
func (s *Store) AddVisits(ctx context.Context, counts []VisitCount) error {
	if len(counts) == 0 {
		return nil
	}
	return s.inTxOn(ctx, s.lax, func(tx *sql.Tx) error { return s.addVisitsTx(ctx, tx, counts) })
}

// addVisitsTx is AddVisits inside tx, a transaction on s.lax (or demo
// data's bulk write's, on its own connection; its statements run on tx
// directly either way): every page view count is added through here.
func (s *Store) addVisitsTx(ctx context.Context, tx *sql.Tx, counts []VisitCount) error {
	if err := s.upsertVisits(ctx, tx, "visit_days", counts); err != nil {
		return err
	}
	return s.countVisits(ctx, laxTx{tx}, counts)
}

// upsertVisits adds counts to table, visit_days or a table of the same
// key and counts (demo_visits).
func (s *Store) upsertVisits(ctx context.Context, tx *sql.Tx, table string, counts []VisitCount) error {
	for start := 0; start < len(counts); start += visitRowsPerStatement {
		chunk := counts[start:min(start+visitRowsPerStatement, len(counts))]
		values := make([]string, 0, len(chunk))
		args := make([]any, 0, 9*len(chunk))
		for _, c := range chunk {
			values = append(values, "(?, ?, ?, ?, ?, ?, ?, ?, ?)")
			args = append(args, c.Day, c.Route, c.LandingPage, c.Source, c.Medium, c.Campaign, c.Device, c.Views, c.Entries)
		}
		// Statements on s.lax run on the transaction directly (the
		// statement cache is s.db's).
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO `+table+`
			(day, route, landing_page, source, medium, campaign, device, views, entries)
			VALUES `+strings.Join(values, ", ")+`
			ON CONFLICT (day, route, landing_page, source, medium, campaign, device) DO UPDATE
			SET views = `+table+`.views + excluded.views, entries = `+table+`.entries + excluded.entries`), args...)
		if err != nil {
			return err
		}
	}
	return nil
}

// countVisits adds counts to the visit summaries inside q, the
// transaction that adds them to visit_days; while the rebuild has not
// reached a day, that day is left to it.
func (s *Store) countVisits(ctx context.Context, q querier, counts []VisitCount) error {
	progress, err := s.summaryProgress(ctx, q)
	if err != nil {
		return err
	}
	d := summaryDelta{}
	for _, c := range counts {
		if !progress.ready && (!progress.leadsOK || c.Day > progress.visitsTo) {
			continue
		}
		d.add(tVisitLandings, [4]any{c.Day, c.LandingPage}, c.Views, c.Entries)
		d.add(tVisitSources, [4]any{c.Day, c.Source, c.Medium, c.Campaign}, c.Views, c.Entries)
	}
	return s.flush(ctx, q, d)
}

// VisitDays lists the aggregate rows of days from..to (YYYY-MM-DD,
// inclusive), in key order.
func (s *Store) VisitDays(ctx context.Context, from, to string) ([]VisitCount, error) {
	rows, err := s.query(ctx, s.db, `SELECT day, route, landing_page, source, medium, campaign, device, views, entries
		FROM visit_days WHERE day >= ? AND day <= ?
		ORDER BY day, route, landing_page, source, medium, campaign, device`, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []VisitCount
	for rows.Next() {
		var c VisitCount
		if err := rows.Scan(&c.Day, &c.Route, &c.LandingPage, &c.Source, &c.Medium, &c.Campaign, &c.Device, &c.Views, &c.Entries); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}
