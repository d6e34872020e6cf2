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
// RejectedInWindow has a rejection reported within the return window
// (is_return in any report: what decision 026 called a return).
// Returned has a return request the operator approved (issue 22,
// decision 049): only that is a return now. Delivered - Reported is the
// leads with no report yet.
//
// AcceptanceRate is Accepted / Delivered, RejectedInWindowRate
// RejectedInWindow / Delivered and ReturnRate Returned / Delivered (four
// decimals), nil when nothing was delivered: a lead not reported on is
// not (yet) accepted, which is what a buyer of leads has paid for.
type PartnerCounts struct {
	Delivered            int      `json:"delivered"`
	Reported             int      `json:"reported"`
	Accepted             int      `json:"accepted"`
	Rejected             int      `json:"rejected"`
	RejectedInWindow     int      `json:"rejected_in_window"`
	Returned             int      `json:"returned"`
	AcceptanceRate       *float64 `json:"acceptance_rate"`
	RejectedInWindowRate *float64 `json:"rejected_in_window_rate"`
	ReturnRate           *float64 `json:"return_rate"`
}

// rates fills the rates from the counts.
func (c *PartnerCounts) rates() {
	if c.Delivered > 0 {
		c.AcceptanceRate, c.RejectedInWindowRate, c.ReturnRate = ratio(c.Accepted, c.Delivered), ratio(c.RejectedInWindow, c.Delivered),
			ratio(c.Returned, c.Delivered)
	}
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
		SELECT partner_id, partner_name, SUM(delivered), SUM(reported), SUM(accepted), SUM(rejected), SUM(rejected_in_window), SUM(returned)
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
		err := r.Scan(&id, &p.PartnerName, &p.Delivered, &p.Reported, &p.Accepted, &p.Rejected, &p.RejectedInWindow, &p.Returned)
		if id != 0 {
			p.PartnerID = &id
		}
		p.rates()
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
		c.RejectedInWindow += r.RejectedInWindow
		c.Returned += r.Returned
	}
	c.rates()
	return c, nil
}
