package store

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
)

// The case evaluation's funnel and its leads by tier (issue 23): counters
// by UTC day with monthly twins, read over a range like the other
// summaries (spanOf), so a year costs about twelve months and a month of
// days.

// Funnel events: a step shown, passed, or where the evaluation ended
// (already represented or settled).
const (
	FunnelView     = "view"
	FunnelComplete = "complete"
	FunnelEnded    = "ended"
)

// FunnelEvents lists them, for validation.
var FunnelEvents = []string{FunnelView, FunnelComplete, FunnelEnded}

// CountFunnel adds one event of the evaluation's step to today's (UTC)
// counters, by device class and first-touch source (attribution.Value),
// and to the month's.
func (s *Store) CountFunnel(ctx context.Context, step int, event, device, source string) error {
	d := day(s.now())
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, c := range []struct{ table, key, period string }{
			{"evaluation_day_funnel", "day", d}, {"evaluation_month_funnel", "month", monthOf(d)},
		} {
			if _, err := s.exec(ctx, tx, `INSERT INTO `+c.table+` (`+c.key+`, step, event, device, source, count) VALUES (?, ?, ?, ?, ?, 1)
				ON CONFLICT (`+c.key+`, step, event, device, source) DO UPDATE SET count = `+c.table+`.count + 1`,
				c.period, step, event, device, source); err != nil {
				return err
			}
		}
		return nil
	})
}

// EvaluationAnalytics is the evaluation's funnel over a range of days,
// beside the short forms: every step's views, completions and endings,
// in all and by device and by source, and each kind of form's leads per
// entry (a visit's first page).
type EvaluationAnalytics struct {
	Steps   []FunnelStep    `json:"steps"`
	Devices []FunnelSegment `json:"devices"`
	Sources []FunnelSegment `json:"sources"`
	// Forms compares the evaluation's leads with the short forms' over
	// the same entries.
	Forms FormConversion `json:"forms"`
	// Tiers counts the range's leads by tier, "unrated" being the short
	// forms'.
	Tiers []TierCount `json:"tiers"`
}

// FunnelStep is one step of the evaluation: how often it was shown,
// passed, and ended the evaluation.
type FunnelStep struct {
	Step      int `json:"step"`
	Views     int `json:"views"`
	Completes int `json:"completes"`
	Ended     int `json:"ended"`
}

// FunnelSegment is the funnel of one device class or source.
type FunnelSegment struct {
	Key   string       `json:"key"`
	Steps []FunnelStep `json:"steps"`
}

// FormConversion is the leads of each kind of form per entry.
type FormConversion struct {
	Entries                 int      `json:"entries"`
	ShortFormLeads          int      `json:"short_form_leads"`
	EvaluationLeads         int      `json:"evaluation_leads"`
	ShortFormConversionRate *float64 `json:"short_form_conversion_rate"`
	EvaluationConversion    *float64 `json:"evaluation_conversion_rate"`
	// EvaluationCompletionRate is the evaluation's leads per view of its
	// first step.
	EvaluationCompletionRate *float64 `json:"evaluation_completion_rate"`
}

// TierCount is the leads of one tier.
type TierCount struct {
	Tier  string `json:"tier"`
	Leads int    `json:"leads"`
}

// maxFunnelSources bounds the sources listed: those whose visitors
// started the evaluation most.
const maxFunnelSources = 20

// evaluationAnalytics reads the funnel and the tiers over the UTC days
// first..last (last excluded).
func (s *Store) evaluationAnalytics(ctx context.Context, first, last string) (EvaluationAnalytics, error) {
	out := EvaluationAnalytics{Steps: funnelSteps(nil), Devices: []FunnelSegment{}, Sources: []FunnelSegment{}, Tiers: []TierCount{}}
	// Three small reads, one after the other: Analytics already reads its
	// sections side by side.
	span, args := spanOf("evaluation_day_funnel", "evaluation_month_funnel", "step, event, device, source, count", first, last)
	r, err := s.query(ctx, s.db, `SELECT step, event, device, source, SUM(count) FROM `+span+`
		GROUP BY step, event, device, source HAVING SUM(count) <> 0`, args...)
	if err != nil {
		return out, err
	}
	rows, err := collect(r, func(sc scanner) (funnelRow, error) {
		var f funnelRow
		return f, sc.Scan(&f.step, &f.event, &f.device, &f.source, &f.count)
	})
	if err != nil {
		return out, err
	}
	span, args = summarySpan(tLeadTiers, "tier, leads", first, last)
	r, err = s.query(ctx, s.db, `SELECT tier, SUM(leads) FROM `+span+` GROUP BY tier HAVING SUM(leads) <> 0 ORDER BY tier`, args...)
	if err != nil {
		return out, err
	}
	if out.Tiers, err = collect(r, func(sc scanner) (TierCount, error) {
		var t TierCount
		return t, sc.Scan(&t.Tier, &t.Leads)
	}); err != nil {
		return out, err
	}
	span, args = summarySpan(tVisitSources, "entries", first, last)
	if err := s.queryRow(ctx, s.db, `SELECT COALESCE(SUM(entries), 0) FROM `+span, args...).Scan(&out.Forms.Entries); err != nil {
		return out, err
	}
	out.Steps = funnelSteps(rows)
	out.Devices = funnelSegments(rows, func(f funnelRow) string { return f.device }, 0)
	out.Sources = funnelSegments(rows, func(f funnelRow) string { return f.source }, maxFunnelSources)
	for _, t := range out.Tiers {
		if t.Tier == "unrated" {
			out.Forms.ShortFormLeads += t.Leads
		} else {
			out.Forms.EvaluationLeads += t.Leads
		}
	}
	f := &out.Forms
	f.ShortFormConversionRate = perEntry(f.ShortFormLeads, f.Entries)
	f.EvaluationConversion = perEntry(f.EvaluationLeads, f.Entries)
	f.EvaluationCompletionRate = perEntry(f.EvaluationLeads, out.Steps[0].Views)
	return out, nil
}

type funnelRow struct {
	step                  int
	event, device, source string
	count                 int
}

// funnelSteps adds rows up by step, every step listed.
func funnelSteps(rows []funnelRow) []FunnelStep {
	steps := make([]FunnelStep, 6)
	for i := range steps {
		steps[i].Step = i + 1
	}
	for _, f := range rows {
		if f.step < 1 || f.step > len(steps) {
			continue
		}
		st := &steps[f.step-1]
		switch f.event {
		case FunnelView:
			st.Views += f.count
		case FunnelComplete:
			st.Completes += f.count
		case FunnelEnded:
			st.Ended += f.count
		}
	}
	return steps
}

// funnelSegments is the funnel of each key of rows, the most started
// first; limit > 0 keeps that many.
func funnelSegments(rows []funnelRow, key func(funnelRow) string, limit int) []FunnelSegment {
	byKey := map[string][]funnelRow{}
	var keys []string
	for _, f := range rows {
		k := key(f)
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], f)
	}
	out := make([]FunnelSegment, 0, len(keys))
	for _, k := range keys {
		out = append(out, FunnelSegment{Key: k, Steps: funnelSteps(byKey[k])})
	}
	sortSegments(out)
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// perEntry is n/d (ratio), nil when d is 0.
func perEntry(n, d int) *float64 {
	if d == 0 {
		return nil
	}
	return ratio(n, d)
}

// sortSegments orders segments by the views of the first step, most
// first, then by key.
func sortSegments(segments []FunnelSegment) {
	slices.SortFunc(segments, func(a, b FunnelSegment) int {
		return cmp.Or(cmp.Compare(b.Steps[0].Views, a.Steps[0].Views), cmp.Compare(a.Key, b.Key))
	})
}
