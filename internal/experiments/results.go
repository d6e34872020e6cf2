package experiments

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// MinExposures is the least number of exposures every variant needs
// before any verdict; a comparison's looks start when both of its arms
// have this many (the plug-in variance of a handful of visitors is no
// estimate).
const MinExposures = 100

// DayCounts is what one variant had on one day (not cumulative):
// exposures (visitor-days shown it), leads and qualified leads (tier A or
// B) of those visitors.
type DayCounts struct {
	Day       string `json:"day"` // YYYY-MM-DD
	Variant   string `json:"variant"`
	Exposures int64  `json:"exposures"`
	Leads     int64  `json:"leads"`
	Qualified int64  `json:"qualified"`
}

// Traffic is what the estimate of the days needed goes by: exposures a
// day into the experiment (all variants together) and the rates of the
// two metrics. For a draft the caller passes the site's recent
// visitor-days a day times the share of traffic, and its recent rates.
// The rates also stand in for a baseline the experiment did not store.
type Traffic struct {
	ExposuresPerDay       float64
	BaselineRate          float64
	BaselineQualifiedRate float64
}

// Results is the answer of GET /api/admin/experiments/{id}/results.
type Results struct {
	Metric     Metric          `json:"metric"`
	Alpha      float64         `json:"alpha"`
	Ready      bool            `json:"ready"`
	Variants   []VariantResult `json:"variants"`
	SRMPValue  float64         `json:"srm_p_value"`
	SRMOK      bool            `json:"srm_ok"`
	Verdict    string          `json:"verdict"`
	DaysNeeded *int            `json:"days_needed"`
	Series     []SeriesDay     `json:"series"`
}

// VariantResult is one variant's figures. The differences are to the
// control, with the always-valid interval; the lifts are the same divided
// by the control's rate. p_value is always-valid and Benjamini–Hochberg
// adjusted across the challengers and both metrics.
type VariantResult struct {
	Key         string          `json:"key"`
	Name        string          `json:"name"`
	Exposures   int64           `json:"exposures"`
	Conversions int64           `json:"conversions"`
	Rate        float64         `json:"rate"`
	Diff        *float64        `json:"diff"`
	CILow       *float64        `json:"ci_low"`
	CIHigh      *float64        `json:"ci_high"`
	Lift        *float64        `json:"lift"`
	LiftLow     *float64        `json:"lift_low"`
	LiftHigh    *float64        `json:"lift_high"`
	PValue      *float64        `json:"p_value"`
	Significant bool            `json:"significant"`
	Secondary   SecondaryResult `json:"secondary"`
}

// SecondaryResult is a variant's figures in the metric that is not the
// primary one.
type SecondaryResult struct {
	Metric      Metric   `json:"metric"`
	Conversions int64    `json:"conversions"`
	Rate        float64  `json:"rate"`
	Diff        *float64 `json:"diff"`
	CILow       *float64 `json:"ci_low"`
	CIHigh      *float64 `json:"ci_high"`
	PValue      *float64 `json:"p_value"`
}

// SeriesDay is the primary metric cumulative to the end of a day.
type SeriesDay struct {
	Day      string        `json:"day"`
	Variants []SeriesPoint `json:"variants"`
}

// SeriesPoint is a challenger at the end of a day: its cumulative counts,
// the difference to the control and the running always-valid interval.
type SeriesPoint struct {
	Key         string   `json:"key"`
	Exposures   int64    `json:"exposures"`
	Conversions int64    `json:"conversions"`
	Diff        *float64 `json:"diff"`
	CILow       *float64 `json:"ci_low"`
	CIHigh      *float64 `json:"ci_high"`
}

type counts struct{ exposures, leads, qualified int64 }

func (c counts) arm(m Metric) Arm {
	if m == MetricQualified {
		return Arm{N: c.exposures, X: c.qualified}
	}
	return Arm{N: c.exposures, X: c.leads}
}

// Baseline is the rate of metric m the experiment's test is tuned to:
// the one stored at start, else traffic's.
func Baseline(e Experiment, m Metric, traffic Traffic) float64 {
	if m == MetricQualified {
		if e.BaselineQualifiedRate != nil {
			return *e.BaselineQualifiedRate
		}
		return traffic.BaselineQualifiedRate
	}
	if e.BaselineRate != nil {
		return *e.BaselineRate
	}
	return traffic.BaselineRate
}

// Analyze judges experiment e from its daily counts (per day and variant,
// not cumulative; days may be missing; counts of unknown variants are
// ignored). Each day's end is a look of the mSPRT for every challenger
// against the control in both metrics, from the first day both arms have
// MinExposures; τ² of each metric is MixingVariance of its baseline
// (Baseline) and the experiment's min_effect.
func Analyze(e Experiment, days []DayCounts, traffic Traffic) Results {
	alpha, minEffect := e.Alpha, e.MinEffect
	if alpha <= 0 {
		alpha = DefaultAlpha
	}
	if minEffect <= 0 {
		minEffect = DefaultMinEffect
	}
	primary := e.PrimaryMetric
	if primary != MetricQualified {
		primary = MetricLeads
	}
	metrics := [2]Metric{primary, primary.Other()}
	k := len(e.Variants)
	index := map[string]int{}
	for i, v := range e.Variants {
		index[v.Key] = i
	}

	byDay := map[string][]counts{}
	for _, d := range days {
		i, ok := index[d.Variant]
		if !ok {
			continue
		}
		if byDay[d.Day] == nil {
			byDay[d.Day] = make([]counts, k)
		}
		c := &byDay[d.Day][i]
		c.exposures += d.Exposures
		c.leads += d.Leads
		c.qualified += d.Qualified
	}
	dayList := make([]string, 0, len(byDay))
	for d := range byDay {
		dayList = append(dayList, d)
	}
	sort.Strings(dayList)

	var seqs [2][]*Sequence
	for mi, m := range metrics {
		tau2 := MixingVariance(Baseline(e, m, traffic), minEffect)
		seqs[mi] = make([]*Sequence, k)
		for j := 1; j < k; j++ {
			seqs[mi][j] = NewSequence(tau2, alpha)
		}
	}

	cum := make([]counts, k)
	series := []SeriesDay{}
	for _, d := range dayList {
		for i, c := range byDay[d] {
			cum[i].exposures += c.exposures
			cum[i].leads += c.leads
			cum[i].qualified += c.qualified
		}
		for mi, m := range metrics {
			for j := 1; j < k; j++ {
				a, b := cum[0].arm(m), cum[j].arm(m)
				if a.N >= MinExposures && b.N >= MinExposures {
					seqs[mi][j].Observe(a, b)
				}
			}
		}
		day := SeriesDay{Day: d, Variants: []SeriesPoint{}}
		for j := 1; j < k; j++ {
			a, b := cum[0].arm(primary), cum[j].arm(primary)
			pt := SeriesPoint{Key: e.Variants[j].Key, Exposures: b.N, Conversions: b.X}
			pt.Diff, pt.CILow, pt.CIHigh = comparison(a, b, seqs[0][j])
			day.Variants = append(day.Variants, pt)
		}
		series = append(series, day)
	}

	r := Results{Metric: primary, Alpha: alpha, Variants: []VariantResult{}, Series: series}

	// Benjamini–Hochberg across the challengers and both metrics, over
	// the comparisons that have had a look.
	type ref struct{ mi, j int }
	var raw []float64
	var refs []ref
	for mi := range metrics {
		for j := 1; j < k; j++ {
			if seqs[mi][j].Looks > 0 {
				raw = append(raw, seqs[mi][j].P)
				refs = append(refs, ref{mi, j})
			}
		}
	}
	adjusted := map[ref]float64{}
	for i, p := range BenjaminiHochberg(raw) {
		adjusted[refs[i]] = p
	}

	exposures := make([]int64, k)
	weights := make([]int, k)
	r.Ready = k >= 2
	for i, v := range e.Variants {
		exposures[i], weights[i] = cum[i].exposures, v.Weight
		if cum[i].exposures < MinExposures {
			r.Ready = false
		}
	}
	_, r.SRMPValue = SRM(exposures, weights)
	r.SRMOK = r.SRMPValue >= SRMThreshold

	for i, v := range e.Variants {
		a, b := cum[0].arm(primary), cum[i].arm(primary)
		vr := VariantResult{Key: v.Key, Name: v.Name, Exposures: b.N, Conversions: b.X, Rate: b.Rate()}
		a2, b2 := cum[0].arm(metrics[1]), cum[i].arm(metrics[1])
		vr.Secondary = SecondaryResult{Metric: metrics[1], Conversions: b2.X, Rate: b2.Rate()}
		if i > 0 {
			vr.Diff, vr.CILow, vr.CIHigh = comparison(a, b, seqs[0][i])
			if base := a.Rate(); base > 0 {
				vr.Lift, vr.LiftLow, vr.LiftHigh = over(vr.Diff, base), over(vr.CILow, base), over(vr.CIHigh, base)
			}
			if p, ok := adjusted[ref{0, i}]; ok {
				vr.PValue = &p
				vr.Significant = r.Ready && r.SRMOK && p < alpha
			}
			vr.Secondary.Diff, vr.Secondary.CILow, vr.Secondary.CIHigh = comparison(a2, b2, seqs[1][i])
			if p, ok := adjusted[ref{1, i}]; ok {
				vr.Secondary.PValue = &p
			}
		}
		r.Variants = append(r.Variants, vr)
	}

	r.DaysNeeded, r.Verdict = verdict(e, r, exposures, traffic, alpha, minEffect)
	return r
}

// comparison is the difference of b to a and the running interval of s,
// each nil when there is none (no exposures, no look, or an interval
// that is still the whole line).
func comparison(a, b Arm, s *Sequence) (diff, low, high *float64) {
	if a.N <= 0 || b.N <= 0 {
		return nil, nil, nil
	}
	diff = finite(b.Rate() - a.Rate())
	if s.Looks > 0 {
		low, high = finite(s.Low), finite(s.High)
	}
	return diff, low, high
}

func finite(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

func over(x *float64, base float64) *float64 {
	if x == nil {
		return nil
	}
	return finite(*x / base)
}

// verdict is the estimate of the days still needed (nil when it cannot
// be made or nothing more is needed) and what the data supports, in
// words for the operator.
func verdict(e Experiment, r Results, exposures []int64, traffic Traffic, alpha, minEffect float64) (*int, string) {
	metric := metricWords(r.Metric)
	lift := percent(minEffect, false)
	plan := Plan{
		BaselineRate:    Baseline(e, r.Metric, traffic),
		MinEffect:       minEffect,
		Alpha:           alpha,
		ExposuresPerDay: traffic.ExposuresPerDay,
	}
	for _, v := range e.Variants {
		plan.Weights = append(plan.Weights, v.Weight)
	}
	running := e.Status == StatusRunning

	if e.Status == StatusDraft || e.Status == "" {
		days, ok := DaysNeeded(plan)
		switch {
		case ok:
			var d *int
			if days > 0 {
				d = &days
			}
			return d, fmt.Sprintf("Not started: at recent traffic (about %s visitors a day in the experiment), a lift of %s in %s would show in about %s.",
				count(int64(math.Round(traffic.ExposuresPerDay))), lift, metric, dayWords(days))
		case traffic.ExposuresPerDay <= 0:
			return nil, "Not started: there is no recent traffic to estimate how long the experiment would take."
		case plan.BaselineRate <= 0:
			return nil, "Not started: the site has had no recent " + metricNoun(r.Metric) + " to estimate how long the experiment would take."
		default:
			return nil, fmt.Sprintf("Not started: at recent traffic a lift of %s in %s would take more than ten years to show; give the experiment more traffic or test a bigger change.", lift, metric)
		}
	}

	if !r.SRMOK {
		shown, want := make([]string, len(exposures)), make([]string, len(exposures))
		for i, n := range exposures {
			shown[i], want[i] = count(n), strconv.Itoa(e.Variants[i].Weight)
		}
		return nil, fmt.Sprintf("Sample ratio mismatch: the variants were shown %s times where their weights call for %s (chi-square %s, below %s). "+
			"The results are hidden until the cause is found: check caching, redirects and robot filtering.",
			strings.Join(shown, " / "), strings.Join(want, " / "), pValueWords(r.SRMPValue), strconv.FormatFloat(SRMThreshold, 'f', -1, 64))
	}

	var days *int
	daysOK := false
	if running {
		plan.Exposures = exposures
		if d, ok := DaysNeeded(plan); ok {
			daysOK = true
			if d > 0 {
				days = &d
			}
		}
	}

	if !r.Ready {
		fewest := exposures[0]
		for _, n := range exposures {
			fewest = min(fewest, n)
		}
		switch {
		case !running:
			return nil, fmt.Sprintf("Stopped with too little data: every variant needed at least %d visitors (the fewest had %s).", MinExposures, count(fewest))
		case days != nil:
			return days, fmt.Sprintf("Not enough data: about %s at current traffic.", moreDays(*days))
		default:
			return nil, fmt.Sprintf("Not enough data: every variant needs at least %d visitors (the fewest has %s so far).", MinExposures, count(fewest))
		}
	}

	level := strconv.FormatFloat(math.Round(1000*(1-alpha))/10, 'f', -1, 64) + "%"
	var winners, intervals []string
	for _, v := range r.Variants[1:] {
		if v.Significant {
			winners = append(winners, challenger(v)+": "+effectWords(v)+" "+metric+", "+level+" interval "+intervalWords(v, r.Variants[0]))
		} else {
			intervals = append(intervals, challenger(v)+" "+intervalWords(v, r.Variants[0]))
		}
	}
	if len(winners) > 0 {
		s := strings.Join(winners, "; ")
		if running {
			s += "; valid to stop now"
		} else {
			s += "."
		}
		return nil, s
	}
	s := "No clear difference yet (" + level + " intervals: " + strings.Join(intervals, ", ") + " " + metric + ")."
	switch {
	case !running:
		s = "No clear difference (" + level + " intervals: " + strings.Join(intervals, ", ") + " " + metric + "); the experiment has stopped."
	case days != nil:
		s += fmt.Sprintf(" About %s at current traffic to detect a lift of %s.", moreDays(*days), lift)
	case daysOK:
		s += fmt.Sprintf(" A lift of %s would most likely have shown by now, so any difference is probably smaller.", lift)
	}
	return days, s
}

func metricWords(m Metric) string {
	if m == MetricQualified {
		return "qualified leads per visitor"
	}
	return "leads per visitor"
}

func metricNoun(m Metric) string {
	if m == MetricQualified {
		return "qualified leads"
	}
	return "leads"
}

// challenger names a variant: "Challenger B" for the keys "a" to "z",
// else by its name.
func challenger(v VariantResult) string {
	if len(v.Key) == 1 && v.Key[0] >= 'a' && v.Key[0] <= 'z' {
		return "Challenger " + strings.ToUpper(v.Key)
	}
	return "Challenger “" + v.Name + "”"
}

// effectWords is the lift ("+18%") or, when the control has no
// conversions, the difference in points ("+1.2 points").
func effectWords(v VariantResult) string {
	if v.Lift != nil {
		return percent(*v.Lift, true)
	}
	if v.Diff != nil {
		return points(*v.Diff)
	}
	return "no data"
}

// intervalWords is "+4% to +33%" (or in points, or "not yet bounded").
func intervalWords(v, control VariantResult) string {
	switch {
	case v.LiftLow != nil && v.LiftHigh != nil:
		return percent(*v.LiftLow, true) + " to " + percent(*v.LiftHigh, true)
	case control.Rate == 0 && v.CILow != nil && v.CIHigh != nil:
		return points(*v.CILow) + " to " + points(*v.CIHigh)
	}
	return "not yet bounded"
}

// percent writes a fraction as a percentage: whole numbers from 1%,
// one decimal below; signed when asked.
func percent(x float64, signed bool) string {
	v := 100 * x
	var s string
	if math.Abs(v) >= 0.95 {
		s = strconv.FormatFloat(math.Round(v), 'f', -1, 64)
	} else {
		s = strconv.FormatFloat(math.Round(10*v)/10, 'f', -1, 64)
	}
	if s == "-0" {
		s = "0"
	}
	if signed && !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s + "%"
}

func points(x float64) string {
	s := strconv.FormatFloat(math.Round(1000*x)/10, 'f', -1, 64)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s + " points"
}

func dayWords(n int) string {
	if n == 1 {
		return "1 day"
	}
	return strconv.Itoa(n) + " days"
}

func moreDays(n int) string {
	if n == 1 {
		return "1 more day"
	}
	return strconv.Itoa(n) + " more days"
}

func pValueWords(p float64) string {
	if p < 0.0001 {
		return "p < 0.0001"
	}
	return "p = " + strconv.FormatFloat(p, 'f', 4, 64)
}

// count writes n with thousands separators: 12,345.
func count(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
