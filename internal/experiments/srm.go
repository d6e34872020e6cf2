package experiments

import "gonum.org/v1/gonum/stat/distuv"

// SRMThreshold is the p-value below which the exposures are taken to
// disagree with the weights: a sample-ratio mismatch, which means the
// assignment or the counting is broken (caching, redirects, robots) and
// no comparison of the variants can be trusted.
const SRMThreshold = 0.001

// SRM is the chi-square goodness-of-fit test of the variants' exposures
// against the split their weights promise: Σ (observed − expected)² /
// expected with k−1 degrees of freedom, and its p-value from the
// chi-square distribution. With no exposures, or fewer than two variants
// of positive weight, there is nothing to test: statistic 0, p-value 1.
func SRM(exposures []int64, weights []int) (chi2, p float64) {
	var n int64
	total, k := 0, 0
	for i, w := range weights {
		if w > 0 && i < len(exposures) {
			total += w
			n += exposures[i]
			k++
		}
	}
	if n <= 0 || k < 2 {
		return 0, 1
	}
	for i, w := range weights {
		if w <= 0 || i >= len(exposures) {
			continue
		}
		expected := float64(n) * float64(w) / float64(total)
		d := float64(exposures[i]) - expected
		chi2 += d * d / expected
	}
	return chi2, ChiSquareSurvival(chi2, k-1)
}

// ChiSquareSurvival is P(X ≥ x) for X chi-square with df degrees of
// freedom (the upper regularized incomplete gamma function Q(df/2, x/2)).
func ChiSquareSurvival(x float64, df int) float64 {
	return distuv.ChiSquared{K: float64(df)}.Survival(x)
}
