package store

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// RevenueAnalytics is what the leads earned in a range (issue 22, item
// 5): charges less credits, in integer cents, on the UTC day of each
// ledger entry, in total, by day and by the lead's state, practice area,
// firm and source/medium/campaign. Read from the revenue summaries
// (migration 034), never from the ledger.
type RevenueAnalytics struct {
	Total    RevenueCounts      `json:"total"`
	Days     []RevenueDay       `json:"days"` // every day of the range
	States   []RevenueByState   `json:"states"`
	Services []RevenueByService `json:"services"`
	Partners []RevenueByPartner `json:"partners"`
	Sources  []RevenueBySource  `json:"sources"`
}

// RevenueCounts are the charges and credits of a group: RevenueCents is
// ChargedCents less CreditedCents (both positive).
type RevenueCounts struct {
	Charges       int64 `json:"charges"`
	ChargedCents  int64 `json:"charged_cents"`
	Credits       int64 `json:"credits"`
	CreditedCents int64 `json:"credited_cents"`
	RevenueCents  int64 `json:"revenue_cents"`
}

func (c *RevenueCounts) add(o RevenueCounts) {
	c.Charges += o.Charges
	c.ChargedCents += o.ChargedCents
	c.Credits += o.Credits
	c.CreditedCents += o.CreditedCents
	c.RevenueCents = c.ChargedCents - c.CreditedCents
}

func (c RevenueCounts) zero() bool { return c == RevenueCounts{} }

// RevenueDay is one day's revenue.
type RevenueDay struct {
	Day string `json:"day"`
	RevenueCounts
}

// RevenueByState is the revenue of the leads of one state ("": none).
type RevenueByState struct {
	State string `json:"state"`
	RevenueCounts
}

// RevenueByService is the revenue of one practice area: ServiceID nil
// for leads without one, Service its title ("" once deleted).
type RevenueByService struct {
	ServiceID *int64 `json:"service_id"`
	Service   string `json:"service"`
	RevenueCounts
}

// RevenueByPartner is the revenue from one firm.
type RevenueByPartner struct {
	PartnerID   int64  `json:"partner_id"`
	PartnerName string `json:"partner_name"`
	RevenueCounts
}

// RevenueBySource is the revenue of the leads of one
// source/medium/campaign (attribution keys, as the source table has
// them): what each campaign earned.
type RevenueBySource struct {
	Source   string `json:"source"`
	Medium   string `json:"medium"`
	Campaign string `json:"campaign"`
	RevenueCounts
}

const revenueSums = "SUM(charges), SUM(charged_cents), SUM(credits), SUM(credited_cents)"

func scanRevenue(r scanner, dst ...any) (RevenueCounts, error) {
	var c RevenueCounts
	err := r.Scan(append(dst, &c.Charges, &c.ChargedCents, &c.Credits, &c.CreditedCents)...)
	c.RevenueCents = c.ChargedCents - c.CreditedCents
	return c, err
}

// byRevenue orders groups by revenue, then charges, most first; ties by
// key, so the order is the same every time.
func byRevenue[T any](list []T, counts func(T) RevenueCounts, key func(T) string) {
	slices.SortFunc(list, func(a, b T) int {
		ca, cb := counts(a), counts(b)
		return cmp.Or(cmp.Compare(cb.RevenueCents, ca.RevenueCents), cmp.Compare(cb.Charges, ca.Charges), cmp.Compare(key(a), key(b)))
	})
}

// revenue reads the revenue of the UTC days first..last (last excluded).
func (s *Store) revenue(ctx context.Context, start, end time.Time) (RevenueAnalytics, error) {
	first, last := start.Format(dayLayout), end.Format(dayLayout)
	out := RevenueAnalytics{Days: []RevenueDay{}, States: []RevenueByState{}, Services: []RevenueByService{},
		Partners: []RevenueByPartner{}, Sources: []RevenueBySource{}}
	byDay := map[string]RevenueCounts{}
	rows, err := s.query(ctx, s.db, `SELECT day, `+revenueSums+` FROM revenue_day_totals WHERE day >= ? AND day < ? GROUP BY day`, first, last)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var d string
		c, err := scanRevenue(r, &d)
		byDay[d] = c
		return err
	}); err != nil {
		return out, err
	}
	for d := start; d.Before(end); d = d.AddDate(0, 0, 1) {
		c := byDay[d.Format(dayLayout)]
		out.Days = append(out.Days, RevenueDay{Day: d.Format(dayLayout), RevenueCounts: c})
		out.Total.add(c)
	}

	span, args := summarySpan(tRevenueStates, "state, "+revenueColumns, first, last)
	rows, err = s.query(ctx, s.db, `SELECT state, `+revenueSums+` FROM `+span+` GROUP BY state`, args...)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var g RevenueByState
		c, err := scanRevenue(r, &g.State)
		if g.RevenueCounts = c; !c.zero() {
			out.States = append(out.States, g)
		}
		return err
	}); err != nil {
		return out, err
	}
	byRevenue(out.States, func(g RevenueByState) RevenueCounts { return g.RevenueCounts }, func(g RevenueByState) string { return g.State })

	titles := map[int64]string{}
	rows, err = s.query(ctx, s.db, `SELECT id, title FROM services`)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var id int64
		var title string
		err := r.Scan(&id, &title)
		titles[id] = title
		return err
	}); err != nil {
		return out, err
	}
	span, args = summarySpan(tRevenueServices, "service_id, "+revenueColumns, first, last)
	rows, err = s.query(ctx, s.db, `SELECT service_id, `+revenueSums+` FROM `+span+` GROUP BY service_id`, args...)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var id int64
		c, err := scanRevenue(r, &id)
		if c.zero() {
			return err
		}
		g := RevenueByService{RevenueCounts: c}
		if id != 0 {
			g.ServiceID, g.Service = &id, titles[id]
		}
		out.Services = append(out.Services, g)
		return err
	}); err != nil {
		return out, err
	}
	byRevenue(out.Services, func(g RevenueByService) RevenueCounts { return g.RevenueCounts }, func(g RevenueByService) string { return g.Service })

	names := map[int64]string{}
	rows, err = s.query(ctx, s.db, `SELECT id, name FROM partners`) // a row a firm: small
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var id int64
		var name string
		err := r.Scan(&id, &name)
		names[id] = name
		return err
	}); err != nil {
		return out, err
	}
	span, args = summarySpan(tRevenuePartners, "partner_id, "+revenueColumns, first, last)
	rows, err = s.query(ctx, s.db, `SELECT partner_id, `+revenueSums+` FROM `+span+` GROUP BY partner_id`, args...)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var g RevenueByPartner
		c, err := scanRevenue(r, &g.PartnerID)
		g.PartnerName, g.RevenueCounts = names[g.PartnerID], c
		if !c.zero() {
			out.Partners = append(out.Partners, g)
		}
		return err
	}); err != nil {
		return out, err
	}
	byRevenue(out.Partners, func(g RevenueByPartner) RevenueCounts { return g.RevenueCounts },
		func(g RevenueByPartner) string { return g.PartnerName })

	span, args = summarySpan(tRevenueSources, "source, medium, campaign, "+revenueColumns, first, last)
	rows, err = s.query(ctx, s.db, `SELECT source, medium, campaign, `+revenueSums+` FROM `+span+` GROUP BY source, medium, campaign`, args...)
	if err != nil {
		return out, err
	}
	if err := eachRow(rows, func(r scanner) error {
		var g RevenueBySource
		c, err := scanRevenue(r, &g.Source, &g.Medium, &g.Campaign)
		if g.RevenueCounts = c; !c.zero() {
			out.Sources = append(out.Sources, g)
		}
		return err
	}); err != nil {
		return out, err
	}
	byRevenue(out.Sources, func(g RevenueBySource) RevenueCounts { return g.RevenueCounts },
		func(g RevenueBySource) string { return g.Source + "\x00" + g.Medium + "\x00" + g.Campaign })
	if len(out.Sources) > maxConversionRows {
		out.Sources = out.Sources[:maxConversionRows]
	}
	return out, nil
}

const revenueColumns = "charges, charged_cents, credits, credited_cents"

// RevenueMonth is the revenue of the calendar month now is in, in zone
// (the operator's), counted over that month's UTC days, as the analytics
// count days: one row of the monthly summary.
func (s *Store) RevenueMonth(ctx context.Context, zone *time.Location) (RevenueCounts, error) {
	start := monthStart(s.now(), zone)
	month := time.Date(start.Year(), start.Month(), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
	var c RevenueCounts
	err := s.queryRow(ctx, s.db, `SELECT COALESCE(SUM(charges), 0), COALESCE(SUM(charged_cents), 0), COALESCE(SUM(credits), 0),
		COALESCE(SUM(credited_cents), 0) FROM revenue_month_totals WHERE month = ?`, month).
		Scan(&c.Charges, &c.ChargedCents, &c.Credits, &c.CreditedCents)
	c.RevenueCents = c.ChargedCents - c.CreditedCents
	return c, err
}

// MoneyStats are the dashboard's money (a role with the partners
// permission): the revenue of the operator's month so far, and the
// prepaid firms low on balance.
type MoneyStats struct {
	RevenueMonth      string `json:"revenue_month"` // YYYY-MM
	RevenueMonthCents int64  `json:"revenue_month_cents"`
	// PartnersLowBalance are the active prepaid firms whose balance less
	// holds is under their low-balance threshold, or under their own
	// default price (routing skips them for such a lead); least money first.
	PartnersLowBalance []LowBalancePartner `json:"partners_low_balance"`
}

// LowBalancePartner is a prepaid firm low on money.
type LowBalancePartner struct {
	PartnerID       int64  `json:"partner_id"`
	Name            string `json:"name"`
	AvailableCents  int64  `json:"available_cents"` // balance less holds
	LowBalanceCents int64  `json:"low_balance_cents"`
	PriceCents      int64  `json:"price_cents"`
	// CannotPay: its available balance is under its own default price.
	CannotPay bool `json:"cannot_pay"`
}

// DashboardMoney reads MoneyStats: one row of the monthly revenue summary
// (0 while the summaries are being rebuilt) and the partners, a row a
// firm.
func (s *Store) DashboardMoney(ctx context.Context, zone *time.Location) (MoneyStats, error) {
	start := monthStart(s.now(), zone)
	out := MoneyStats{RevenueMonth: start.Format("2006-01"), PartnersLowBalance: []LowBalancePartner{}}
	ready, err := s.SummariesReady(ctx)
	if err != nil {
		return out, err
	}
	if ready {
		m, err := s.RevenueMonth(ctx, zone)
		if err != nil {
			return out, err
		}
		out.RevenueMonthCents = m.RevenueCents
	}
	rows, err := s.query(ctx, s.db, `SELECT id, name, balance_cents - held_cents, low_balance_cents, price_cents FROM partners
		WHERE billing_mode = 'prepaid' AND active = ? AND archived_at IS NULL
			AND (balance_cents - held_cents < low_balance_cents OR balance_cents - held_cents < price_cents)
		ORDER BY balance_cents - held_cents, id`, true)
	if err != nil {
		return out, err
	}
	err = eachRow(rows, func(r scanner) error {
		var p LowBalancePartner
		if err := r.Scan(&p.PartnerID, &p.Name, &p.AvailableCents, &p.LowBalanceCents, &p.PriceCents); err != nil {
			return err
		}
		p.CannotPay = p.AvailableCents < p.PriceCents
		out.PartnersLowBalance = append(out.PartnersLowBalance, p)
		return nil
	})
	return out, err
}

// ReturnStats is the dashboard's returns waiting for a decision (the
// returns permission: admin and intake).
type ReturnStats struct {
	ReturnsPending int `json:"returns_pending"`
}

// PendingReturns counts the returns waiting for the operator (the
// lead_returns_status index).
func (s *Store) PendingReturns(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM lead_returns WHERE status = ?`, ReturnPending).Scan(&n)
	return n, err
}
