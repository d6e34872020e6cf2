package store

import (
	"context"
	"database/sql"
	"time"
)

// PartnerCounts is the one definition of how a partner answered for its
// leads, used by the analytics dashboard and the partner stats route.
//
// Delivered is the distinct leads delivered to the partner in the window:
// a delivery created in it whose outbox row was sent, or one the partner
// reported on (a send that timed out but landed: the outcome route takes
// reports on any lead sent to the partner). Of those, each
// lead counts once by the partner's latest report on it (latest
// reported_at, then id): Reported has a report at all, Accepted's latest
// is accepted, contacted or retained, Rejected's latest is rejected.
// Returned has a return (is_return) in any report. Delivered - Reported
// is the leads with no report yet.
//
// AcceptanceRate is Accepted / Delivered and ReturnRate Returned /
// Delivered (four decimals), nil when nothing was delivered: a lead not
// reported on is not (yet) accepted, which is what a buyer of leads has
// paid for.
type PartnerCounts struct {
	Delivered      int      `json:"delivered"`
	Reported       int      `json:"reported"`
	Accepted       int      `json:"accepted"`
	Rejected       int      `json:"rejected"`
	Returned       int      `json:"returned"`
	AcceptanceRate *float64 `json:"acceptance_rate"`
	ReturnRate     *float64 `json:"return_rate"`
}

// partnerRatesSQL counts PartnerCounts per partner over deliveries created
// in [?, ?); filter narrows the deliveries (an AND clause on d, with its own
// arguments after the range). Deliveries are read by date
// (deliveries_created_at), each checked by its outbox row's id and by lead
// in lead_outcomes; latest and returned read the outcomes of the delivered
// leads only, by lead (lead_outcomes_lead).
func partnerRatesSQL(filter string) string {
	return `
	WITH delivered AS (
		SELECT DISTINCT d.lead_id, d.partner_id, d.partner_name
		FROM deliveries d
		WHERE d.created_at >= ? AND d.created_at < ?` + filter + `
			AND (EXISTS (SELECT 1 FROM outbox o WHERE o.id = d.outbox_id AND o.status = 'sent')
				OR EXISTS (SELECT 1 FROM lead_outcomes r WHERE r.lead_id = d.lead_id AND r.partner_id = d.partner_id))
	),
	latest AS (
		SELECT lo.lead_id, lo.partner_id, lo.status
		FROM lead_outcomes lo
		WHERE lo.lead_id IN (SELECT lead_id FROM delivered)
			AND NOT EXISTS (SELECT 1 FROM lead_outcomes later
				WHERE later.lead_id = lo.lead_id AND later.partner_id = lo.partner_id
					AND (later.reported_at > lo.reported_at OR (later.reported_at = lo.reported_at AND later.id > lo.id)))
	),
	returned AS (
		SELECT DISTINCT lo.lead_id, lo.partner_id
		FROM lead_outcomes lo
		WHERE lo.is_return AND lo.lead_id IN (SELECT lead_id FROM delivered)
	)
	SELECT dl.partner_id, dl.partner_name, COUNT(*), COUNT(la.lead_id),
		COALESCE(SUM(CASE WHEN la.status IN ('accepted', 'contacted', 'retained') THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN la.status = 'rejected' THEN 1 ELSE 0 END), 0),
		COUNT(rt.lead_id)
	FROM delivered dl
	LEFT JOIN latest la ON la.lead_id = dl.lead_id AND la.partner_id = dl.partner_id
	LEFT JOIN returned rt ON rt.lead_id = dl.lead_id AND rt.partner_id = dl.partner_id
	GROUP BY dl.partner_id, dl.partner_name
	ORDER BY dl.partner_name, dl.partner_id`
}

// partnerRates is PartnerRates of every partner delivered to in
// [start, end), by name.
func (s *Store) partnerRates(ctx context.Context, start, end time.Time) ([]PartnerRates, error) {
	return s.partnerRatesWhere(ctx, start, end, "")
}

func (s *Store) partnerRatesWhere(ctx context.Context, start, end time.Time, filter string, args ...any) ([]PartnerRates, error) {
	rows, err := s.query(ctx, s.db, partnerRatesSQL(filter), append([]any{start.UTC(), end.UTC()}, args...)...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (PartnerRates, error) {
		var p PartnerRates
		var id sql.NullInt64
		err := r.Scan(&id, &p.PartnerName, &p.Delivered, &p.Reported, &p.Accepted, &p.Rejected, &p.Returned)
		if id.Valid {
			p.PartnerID = &id.Int64
		}
		if p.Delivered > 0 {
			p.AcceptanceRate, p.ReturnRate = ratio(p.Accepted, p.Delivered), ratio(p.Returned, p.Delivered)
		}
		return p, err
	})
}

// partnerCounts is PartnerCounts of one partner over [start, end). A
// partner renamed in the window has delivery rows under both names; they
// are added up (a lead delivered under both counts twice, as it was
// delivered twice).
func (s *Store) partnerCounts(ctx context.Context, partnerID int64, start, end time.Time) (PartnerCounts, error) {
	rows, err := s.partnerRatesWhere(ctx, start, end, " AND d.partner_id = ?", partnerID)
	if err != nil {
		return PartnerCounts{}, err
	}
	var c PartnerCounts
	for _, r := range rows {
		c.Delivered += r.Delivered
		c.Reported += r.Reported
		c.Accepted += r.Accepted
		c.Rejected += r.Rejected
		c.Returned += r.Returned
	}
	if c.Delivered > 0 {
		c.AcceptanceRate, c.ReturnRate = ratio(c.Accepted, c.Delivered), ratio(c.Returned, c.Delivered)
	}
	return c, nil
}
