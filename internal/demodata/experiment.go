package demodata

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"time"

	"claimsite/internal/experiments"
)

// ExperimentDays is how many of the last days the demo experiment ran.
const ExperimentDays = 21

// demoLift is the demo challenger's true relative lift in leads per
// visitor: large enough that a few weeks of a busy demo site show a
// winner, as the results screen should then say.
const demoLift = 0.2

// Experiment is the demo's experiment of the home page's headline, stopped
// at now after running over days (the site's entries, leads and tier A-B
// leads per day, oldest first; a day's exposures are its entries): every
// entry is split between the two variants by their weights, and each
// arm's leads drawn at the day's rate, the challenger's lifted by
// demoLift. Its counts are what the results are computed from (the demo
// leads carry no variant).
func Experiment(days []experiments.DayCounts, now time.Time, seed uint64) (experiments.Experiment, []experiments.DayCounts) {
	rnd := rand.New(rand.NewPCG(seed, seed^0xe7e7))
	start := now.AddDate(0, 0, -len(days))
	var entries, leadCount, qualified int64
	for _, d := range days {
		entries, leadCount, qualified = entries+d.Exposures, leadCount+d.Leads, qualified+d.Qualified
	}
	baseline, baselineQualified := ratio(leadCount, entries), ratio(qualified, entries)
	e := experiments.Experiment{
		Name:           "Demo: a headline that names the claim's worth",
		Hypothesis:     "Visitors who read what their claim may be worth ask for a consultation more often than those who read the general promise.",
		Target:         experiments.TargetHeroHeadline,
		TrafficPercent: 100,
		Variants: []experiments.Variant{
			{Key: "a", Name: "Control", Weight: 50, Value: json.RawMessage(`"Hurt in an accident? Get the compensation you deserve."`)},
			{Key: "b", Name: "Claim's worth", Weight: 50, Value: json.RawMessage(`"Injured? See what your claim is worth."`)},
		},
		PrimaryMetric:         experiments.MetricLeads,
		Status:                experiments.StatusStopped,
		StartedAt:             &start,
		StoppedAt:             &now,
		BaselineRate:          &baseline,
		BaselineQualifiedRate: &baselineQualified,
		CreatedAt:             start,
		UpdatedAt:             now,
	}
	e.Normalize()
	var counts []experiments.DayCounts
	for _, d := range days {
		control := binomial(rnd, d.Exposures, 0.5)
		arms := [2]int64{control, d.Exposures - control}
		for i, n := range arms {
			lift := 1.0
			if i == 1 {
				lift += demoLift
			}
			rate := math.Min(1, ratio(d.Leads, d.Exposures)*lift)
			leads := binomial(rnd, n, rate)
			counts = append(counts, experiments.DayCounts{Day: d.Day, Variant: e.Variants[i].Key, Exposures: n, Leads: leads,
				Qualified: binomial(rnd, leads, ratio(d.Qualified, d.Leads))})
		}
	}
	return e, counts
}

func ratio(part, whole int64) float64 {
	if whole <= 0 {
		return 0
	}
	return float64(part) / float64(whole)
}

// binomial draws from Binomial(n, p): by the normal approximation for a
// large n, term by term for a small one.
func binomial(rnd *rand.Rand, n int64, p float64) int64 {
	if n <= 0 || p <= 0 {
		return 0
	}
	if p >= 1 {
		return n
	}
	mean, variance := float64(n)*p, float64(n)*p*(1-p)
	if variance > 25 {
		return min(n, max(0, int64(math.Round(mean+rnd.NormFloat64()*math.Sqrt(variance)))))
	}
	var k int64
	for range n {
		if rnd.Float64() < p {
			k++
		}
	}
	return k
}
