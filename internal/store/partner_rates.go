package store

import (
	"context"
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

// partnerRates is PartnerRates of every partner delivered to in the days
// first..last (last excluded), by name, from the summary
// partner_day_outcomes. A lead counts on the day it was first sent to the
// partner (under a name: a partner renamed in between counts under each).
func (s *Store) partnerRates(ctx context.Context, first, last string) ([]PartnerRates, error) {
	return s.partnerRatesWhere(ctx, first, last, "")
}

func (s *Store) partnerRatesWhere(ctx context.Context, first, last string, filter string, args ...any) ([]PartnerRates, error) {
	rows, err := s.query(ctx, s.db, `
		SELECT partner_id, partner_name, SUM(delivered), SUM(reported), SUM(accepted), SUM(rejected), SUM(returned)
		FROM partner_day_outcomes
		WHERE day >= ? AND day < ?`+filter+`
		GROUP BY partner_id, partner_name
		HAVING SUM(delivered) <> 0
		ORDER BY partner_name, partner_id`, append([]any{first, last}, args...)...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (PartnerRates, error) {
		var p PartnerRates
		var id int64
		err := r.Scan(&id, &p.PartnerName, &p.Delivered, &p.Reported, &p.Accepted, &p.Rejected, &p.Returned)
		if id != 0 {
			p.PartnerID = &id
		}
		if p.Delivered > 0 {
			p.AcceptanceRate, p.ReturnRate = ratio(p.Accepted, p.Delivered), ratio(p.Returned, p.Delivered)
		}
		return p, err
	})
}

// partnerCounts is PartnerCounts of one partner over the days first..last
// (last excluded). A partner renamed in the window has rows under both
// names; they are added up (a lead delivered under both counts twice, as
// it was delivered twice).
func (s *Store) partnerCounts(ctx context.Context, partnerID int64, first, last string) (PartnerCounts, error) {
	rows, err := s.partnerRatesWhere(ctx, first, last, " AND partner_id = ?", partnerID)
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
