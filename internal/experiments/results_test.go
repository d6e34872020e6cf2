package experiments

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func running(weights ...int) Experiment {
	e := validExperiment()
	e.Status = StatusRunning
	e.Variants = nil
	for i, w := range weights {
		k := string(rune('a' + i))
		e.Variants = append(e.Variants, Variant{Key: k, Name: "Variant " + strings.ToUpper(k), Weight: w, Value: str(k)})
	}
	base, qualified := 0.05, 0.02
	e.BaselineRate, e.BaselineQualifiedRate = &base, &qualified
	return e
}

// daily spreads totals evenly over n days (the first day takes the rest).
func daily(n int, variant string, exposures, leads, qualified int64) []DayCounts {
	var out []DayCounts
	for d := range n {
		c := DayCounts{Day: fmt.Sprintf("2026-11-%02d", 20+d), Variant: variant,
			Exposures: exposures / int64(n), Leads: leads / int64(n), Qualified: qualified / int64(n)}
		if d == 0 {
			c.Exposures += exposures % int64(n)
			c.Leads += leads % int64(n)
			c.Qualified += qualified % int64(n)
		}
		out = append(out, c)
	}
	return out
}

var traffic = Traffic{ExposuresPerDay: 2000, BaselineRate: 0.05, BaselineQualifiedRate: 0.02}

func TestAnalyzeNotReady(t *testing.T) {
	e := running(50, 50)
	days := append(daily(1, "a", 60, 3, 1), daily(1, "b", 55, 4, 1)...)
	r := Analyze(e, days, traffic)
	if r.Ready || r.Variants[1].Significant || r.DaysNeeded == nil {
		t.Fatalf("ready %v, significant %v, days %v", r.Ready, r.Variants[1].Significant, r.DaysNeeded)
	}
	want := fmt.Sprintf("Not enough data: about %d more days at current traffic.", *r.DaysNeeded)
	if r.Verdict != want {
		t.Errorf("verdict %q, want %q", r.Verdict, want)
	}
	plan := Plan{BaselineRate: 0.05, MinEffect: 0.1, Alpha: 0.05, Weights: []int{50, 50}, Exposures: []int64{60, 55}, ExposuresPerDay: 2000}
	if d, _ := DaysNeeded(plan); d != *r.DaysNeeded {
		t.Errorf("days_needed %d, DaysNeeded %d", *r.DaysNeeded, d)
	}
	// Not ready, the intervals wait for 100 exposures in both arms.
	if r.Variants[1].Diff == nil || r.Variants[1].CILow != nil || r.Variants[1].PValue != nil {
		t.Errorf("before 100 exposures: %+v", r.Variants[1])
	}
	// Without traffic to estimate from.
	r = Analyze(e, days, Traffic{})
	if r.DaysNeeded != nil || r.Verdict != "Not enough data: every variant needs at least 100 visitors (the fewest has 55 so far)." {
		t.Errorf("no traffic: %v %q", r.DaysNeeded, r.Verdict)
	}
}

func TestAnalyzeWinner(t *testing.T) {
	e := running(50, 50)
	// 20,000 visitors per arm over ten days: 5% against 6.5%.
	days := append(daily(10, "a", 20000, 1000, 400), daily(10, "b", 20000, 1300, 410)...)
	r := Analyze(e, days, traffic)
	b := r.Variants[1]
	if !r.Ready || !r.SRMOK || !b.Significant || r.Variants[0].Significant || r.DaysNeeded != nil {
		t.Fatalf("ready %v srm %v significant %v days %v", r.Ready, r.SRMOK, b.Significant, r.DaysNeeded)
	}
	if *b.Lift != 0.3 || b.Rate != 0.065 || r.Variants[0].Rate != 0.05 || math.Abs(*b.Diff-0.015) > 1e-15 {
		t.Errorf("lift %v rate %v diff %v", *b.Lift, b.Rate, *b.Diff)
	}
	want := fmt.Sprintf("Challenger B: +30%% leads per visitor, 95%% interval +%.0f%% to +%.0f%%; valid to stop now", 100**b.LiftLow, 100**b.LiftHigh)
	if r.Verdict != want {
		t.Errorf("verdict %q, want %q", r.Verdict, want)
	}
	if !regexp.MustCompile(`^Challenger B: \+30% leads per visitor, 95% interval \+\d+% to \+\d+%; valid to stop now$`).MatchString(r.Verdict) {
		t.Errorf("verdict %q", r.Verdict)
	}
	if *b.LiftLow <= 0 || *b.LiftLow >= 0.3 || *b.LiftHigh <= 0.3 || math.Abs(*b.LiftLow*r.Variants[0].Rate-*b.CILow) > 1e-12 {
		t.Errorf("lift interval [%v, %v], diff interval [%v, %v]", *b.LiftLow, *b.LiftHigh, *b.CILow, *b.CIHigh)
	}
	// The secondary metric barely moved: 2% against 2.05%.
	if b.Secondary.Metric != MetricQualified || b.Secondary.Conversions != 410 || b.Secondary.PValue == nil || *b.Secondary.PValue < 0.5 {
		t.Errorf("secondary %+v", b.Secondary)
	}
	// Control: figures without comparisons.
	a := r.Variants[0]
	if a.Diff != nil || a.CILow != nil || a.Lift != nil || a.PValue != nil || a.Secondary.Diff != nil || a.Secondary.PValue != nil {
		t.Errorf("control has comparisons: %+v", a)
	}
	// Series: cumulative, one point a day, intervals never widening.
	if len(r.Series) != 10 || r.Series[0].Day != "2026-11-20" || r.Series[9].Day != "2026-11-29" {
		t.Fatalf("series days %d", len(r.Series))
	}
	last := r.Series[9].Variants[0]
	if last.Key != "b" || last.Exposures != 20000 || last.Conversions != 1300 || *last.CILow != *b.CILow || *last.CIHigh != *b.CIHigh {
		t.Errorf("last day %+v", last)
	}
	lo, hi := math.Inf(-1), math.Inf(1)
	for _, d := range r.Series {
		p := d.Variants[0]
		if p.CILow == nil {
			continue
		}
		if *p.CILow < lo || *p.CIHigh > hi {
			t.Errorf("%s: interval [%v, %v] wider than [%v, %v]", d.Day, *p.CILow, *p.CIHigh, lo, hi)
		}
		lo, hi = *p.CILow, *p.CIHigh
	}

	// The same, stopped: no call to stop, and no days.
	e.Status = StatusStopped
	if r := Analyze(e, days, traffic); r.Verdict != strings.TrimSuffix(want, "; valid to stop now")+"." || r.DaysNeeded != nil {
		t.Errorf("stopped: %q", r.Verdict)
	}
}

func TestAnalyzeSampleRatioMismatch(t *testing.T) {
	e := running(50, 50)
	// 4,500 against 5,500 on a 50/50 split, with a difference that would
	// otherwise be a clear winner.
	days := append(daily(5, "a", 4500, 200, 80), daily(5, "b", 5500, 500, 100)...)
	r := Analyze(e, days, traffic)
	if r.SRMOK || r.SRMPValue >= 0.001 {
		t.Fatalf("srm p %v ok %v", r.SRMPValue, r.SRMOK)
	}
	for _, v := range r.Variants {
		if v.Significant {
			t.Errorf("%s significant under a sample-ratio mismatch", v.Key)
		}
	}
	if r.Variants[1].PValue == nil || *r.Variants[1].PValue >= 0.05 {
		t.Errorf("the comparison itself should be strong: %v", r.Variants[1].PValue)
	}
	want := "Sample ratio mismatch: the variants were shown 4,500 / 5,500 times where their weights call for 50 / 50 (chi-square p < 0.0001, below 0.001). " +
		"The results are hidden until the cause is found: check caching, redirects and robot filtering."
	if r.Verdict != want || r.DaysNeeded != nil {
		t.Errorf("verdict %q", r.Verdict)
	}
	// An even split of the same size passes.
	days = append(daily(5, "a", 5000, 200, 80), daily(5, "b", 5000, 500, 100)...)
	if r := Analyze(e, days, traffic); !r.SRMOK || r.SRMPValue != 1 || !r.Variants[1].Significant {
		t.Errorf("50/50: srm %v %v, significant %v", r.SRMOK, r.SRMPValue, r.Variants[1].Significant)
	}
}

func TestAnalyzeNoClearDifference(t *testing.T) {
	e := running(50, 50)
	days := append(daily(3, "a", 3000, 150, 60), daily(3, "b", 3000, 160, 60)...)
	r := Analyze(e, days, traffic)
	if !r.Ready || r.Variants[1].Significant || r.DaysNeeded == nil {
		t.Fatalf("ready %v significant %v days %v", r.Ready, r.Variants[1].Significant, r.DaysNeeded)
	}
	b := r.Variants[1]
	want := fmt.Sprintf("No clear difference yet (95%% intervals: Challenger B %s to %s leads per visitor). About %d more days at current traffic to detect a lift of 10%%.",
		percent(*b.LiftLow, true), percent(*b.LiftHigh, true), *r.DaysNeeded)
	if r.Verdict != want {
		t.Errorf("verdict %q\nwant %q", r.Verdict, want)
	}
	if !strings.HasPrefix(r.Verdict, "No clear difference yet (95% intervals: Challenger B -") {
		t.Errorf("verdict %q", r.Verdict)
	}
	// With far more data than a 10% lift needs.
	days = append(daily(30, "a", 600000, 30000, 12000), daily(30, "b", 600000, 30150, 12000)...)
	if r := Analyze(e, days, traffic); r.DaysNeeded != nil || !strings.HasSuffix(r.Verdict, "A lift of 10% would most likely have shown by now, so any difference is probably smaller.") {
		t.Errorf("plenty of data: %v %q", r.DaysNeeded, r.Verdict)
	}
}

func TestAnalyzeDraft(t *testing.T) {
	e := validExperiment()
	e.Variants = append(e.Variants, Variant{Key: "c", Name: "C", Weight: 100, Value: str("c")})
	e.TrafficPercent = 50
	tr := Traffic{ExposuresPerDay: 1500, BaselineRate: 0.04, BaselineQualifiedRate: 0.01}
	r := Analyze(e, nil, tr)
	plan := Plan{BaselineRate: 0.04, MinEffect: 0.1, Alpha: 0.05, Weights: []int{50, 50, 100}, ExposuresPerDay: 1500}
	d, ok := DaysNeeded(plan)
	if !ok || r.DaysNeeded == nil || *r.DaysNeeded != d {
		t.Fatalf("days_needed %v, want %d", r.DaysNeeded, d)
	}
	want := fmt.Sprintf("Not started: at recent traffic (about 1,500 visitors a day in the experiment), a lift of 10%% in leads per visitor would show in about %d days.", d)
	if r.Verdict != want {
		t.Errorf("verdict %q\nwant %q", r.Verdict, want)
	}
	if r.Ready || len(r.Variants) != 3 || len(r.Series) != 0 || r.Variants[2].Exposures != 0 || r.Variants[2].Diff != nil || r.SRMPValue != 1 {
		t.Errorf("draft results %+v", r)
	}
	// A qualified-leads experiment reads its own baseline.
	e.PrimaryMetric = MetricQualified
	r = Analyze(e, nil, tr)
	plan.BaselineRate = 0.01
	if d, _ := DaysNeeded(plan); r.DaysNeeded == nil || *r.DaysNeeded != d || !strings.Contains(r.Verdict, "in qualified leads per visitor") {
		t.Errorf("qualified: %v %q", r.DaysNeeded, r.Verdict)
	}
	for _, c := range []struct {
		tr   Traffic
		want string
	}{
		{Traffic{BaselineRate: 0.05}, "Not started: there is no recent traffic to estimate how long the experiment would take."},
		{Traffic{ExposuresPerDay: 100}, "Not started: the site has had no recent qualified leads to estimate how long the experiment would take."},
		{Traffic{ExposuresPerDay: 1, BaselineQualifiedRate: 0.01}, "Not started: at recent traffic a lift of 10% in qualified leads per visitor would take more than ten years to show; give the experiment more traffic or test a bigger change."},
	} {
		if r := Analyze(e, nil, c.tr); r.Verdict != c.want || r.DaysNeeded != nil {
			t.Errorf("%+v: %v %q", c.tr, r.DaysNeeded, r.Verdict)
		}
	}
}

func TestAnalyzeQualifiedAndMultipleChallengers(t *testing.T) {
	e := running(25, 25, 25, 25)
	e.PrimaryMetric = MetricQualified
	days := slices.Concat(
		daily(7, "a", 20000, 1000, 400),
		daily(7, "b", 20000, 1010, 560), // qualified +40%
		daily(7, "c", 20000, 990, 405),
		daily(7, "d", 20000, 1300, 300), // leads +30%, qualified -25%
		[]DayCounts{{Day: "2026-11-21", Variant: "zz", Exposures: 99999, Leads: 9999}}, // not a variant: ignored
	)
	r := Analyze(e, days, traffic)
	if r.Metric != MetricQualified || !r.Ready || !r.SRMOK {
		t.Fatalf("metric %v ready %v srm %v", r.Metric, r.Ready, r.SRMOK)
	}
	sig := []bool{false, true, false, true}
	for i, v := range r.Variants {
		if v.Significant != sig[i] {
			t.Errorf("%s significant %v", v.Key, v.Significant)
		}
	}
	if r.Variants[1].Conversions != 560 || r.Variants[1].Secondary.Metric != MetricLeads || r.Variants[1].Secondary.Conversions != 1010 {
		t.Errorf("metrics swapped: %+v", r.Variants[1])
	}
	if !strings.HasPrefix(r.Verdict, "Challenger B: +40% qualified leads per visitor, 95% interval +") ||
		!strings.Contains(r.Verdict, "; Challenger D: -25% qualified leads per visitor, 95% interval -") ||
		!strings.HasSuffix(r.Verdict, "; valid to stop now") {
		t.Errorf("verdict %q", r.Verdict)
	}
	// The p-values are the Benjamini-Hochberg adjustment of the six
	// raw always-valid p-values (three challengers, two metrics).
	var raw []float64
	for _, m := range []Metric{MetricQualified, MetricLeads} {
		for j := 1; j < 4; j++ {
			s := NewSequence(MixingVariance(Baseline(e, m, traffic), e.MinEffect), e.Alpha)
			var a, b counts
			for d := range 7 {
				for _, c := range days {
					if c.Day != fmt.Sprintf("2026-11-%02d", 20+d) {
						continue
					}
					add := counts{c.Exposures, c.Leads, c.Qualified}
					if c.Variant == "a" {
						a = counts{a.exposures + add.exposures, a.leads + add.leads, a.qualified + add.qualified}
					}
					if c.Variant == e.Variants[j].Key {
						b = counts{b.exposures + add.exposures, b.leads + add.leads, b.qualified + add.qualified}
					}
				}
				s.Observe(a.arm(m), b.arm(m))
			}
			raw = append(raw, s.P)
		}
	}
	adj := BenjaminiHochberg(raw)
	for j := 1; j < 4; j++ {
		v := r.Variants[j]
		if *v.PValue != adj[j-1] || *v.Secondary.PValue != adj[j+2] {
			t.Errorf("%s: p %v / %v, want %v / %v", v.Key, *v.PValue, *v.Secondary.PValue, adj[j-1], adj[j+2])
		}
	}
}

func TestAnalyzeMissingDaysAndNoConversions(t *testing.T) {
	e := running(50, 50)
	days := []DayCounts{
		{Day: "2026-11-22", Variant: "b", Exposures: 700},
		{Day: "2026-11-20", Variant: "a", Exposures: 400},
		{Day: "2026-11-20", Variant: "b", Exposures: 300},
		{Day: "2026-11-22", Variant: "a", Exposures: 600},
	}
	r := Analyze(e, days, traffic)
	if len(r.Series) != 2 || r.Series[0].Day != "2026-11-20" || r.Series[1].Day != "2026-11-22" || r.Series[1].Variants[0].Exposures != 1000 {
		t.Fatalf("series %+v", r.Series)
	}
	b := r.Variants[1]
	if !r.Ready || b.Significant || *b.Diff != 0 || b.CILow != nil || b.Lift != nil || *b.PValue != 1 {
		t.Errorf("no conversions: %+v", b)
	}
	if !strings.HasPrefix(r.Verdict, "No clear difference yet (95% intervals: Challenger B not yet bounded leads per visitor).") {
		t.Errorf("verdict %q", r.Verdict)
	}
}

func TestResultsJSON(t *testing.T) {
	e := running(50, 50)
	days := append(daily(2, "a", 3000, 150, 60), daily(2, "b", 3000, 190, 70)...)
	b, err := json.Marshal(Analyze(e, days, traffic))
	if err != nil {
		t.Fatal(err)
	}
	keys := func(raw json.RawMessage) []string {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		return slices.Sorted(maps.Keys(m))
	}
	var top map[string]json.RawMessage
	_ = json.Unmarshal(b, &top)
	check := func(what string, got []string, want ...string) {
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s keys %v\nwant %v", what, got, want)
		}
	}
	check("results", keys(b), "metric", "alpha", "ready", "variants", "srm_p_value", "srm_ok", "verdict", "days_needed", "series")
	var variants, series []json.RawMessage
	_ = json.Unmarshal(top["variants"], &variants)
	_ = json.Unmarshal(top["series"], &series)
	variantKeys := []string{"key", "name", "exposures", "conversions", "rate", "diff", "ci_low", "ci_high", "lift", "lift_low", "lift_high", "p_value", "significant", "secondary"}
	check("control", keys(variants[0]), variantKeys...)
	check("challenger", keys(variants[1]), variantKeys...)
	var v map[string]json.RawMessage
	_ = json.Unmarshal(variants[0], &v)
	check("secondary", keys(v["secondary"]), "metric", "conversions", "rate", "diff", "ci_low", "ci_high", "p_value")
	if string(v["diff"]) != "null" || string(v["p_value"]) != "null" {
		t.Errorf("control diff %s p %s", v["diff"], v["p_value"])
	}
	check("series day", keys(series[0]), "day", "variants")
	var day struct{ Variants []json.RawMessage }
	_ = json.Unmarshal(series[0], &day)
	check("series point", keys(day.Variants[0]), "key", "exposures", "conversions", "diff", "ci_low", "ci_high")

	// A draft: empty lists, not null.
	draft := validExperiment()
	b, _ = json.Marshal(Analyze(draft, nil, Traffic{}))
	if !strings.Contains(string(b), `"series":[]`) || !strings.Contains(string(b), `"days_needed":null`) {
		t.Errorf("draft JSON %s", b)
	}
}

func TestFormatting(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{{0.18, "+18%"}, {0.04, "+4%"}, {-0.123, "-12%"}, {0.004, "+0.4%"}, {0, "+0%"}, {-0.0001, "+0%"}, {1.5, "+150%"}, {0.0096, "+1%"}} {
		if got := percent(c.x, true); got != c.want {
			t.Errorf("percent(%v) = %q, want %q", c.x, got, c.want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -4500: "-4,500"} {
		if got := count(n); got != want {
			t.Errorf("count(%d) = %q", n, got)
		}
	}
	if got := points(0.0123); got != "+1.2 points" {
		t.Errorf("points %q", got)
	}
}
