package experiments

import (
	"math"
	"testing"
)

func TestChiSquareSurvival(t *testing.T) {
	// Critical values from the chi-square table (e.g. NIST/SEMATECH
	// e-Handbook of Statistical Methods, 1.3.6.7.4): P(X ≥ x) for df.
	for _, c := range []struct {
		x    float64
		df   int
		want float64
	}{
		{3.841, 1, 0.05}, {6.635, 1, 0.01}, {10.828, 1, 0.001},
		{5.991, 2, 0.05}, {13.816, 2, 0.001},
		{7.815, 3, 0.05}, {11.345, 3, 0.01}, {16.266, 3, 0.001},
		{0, 1, 1}, {0, 3, 1},
	} {
		if got := ChiSquareSurvival(c.x, c.df); math.Abs(got-c.want) > 2e-3*c.want+1e-12 {
			t.Errorf("P(χ²_%d ≥ %v) = %.6f, want %v", c.df, c.x, got, c.want)
		}
	}
	// df = 2 has the closed form exp(-x/2).
	for _, x := range []float64{0.5, 4, 20} {
		if got := ChiSquareSurvival(x, 2); math.Abs(got-math.Exp(-x/2)) > 1e-12 {
			t.Errorf("P(χ²_2 ≥ %v) = %v, want %v", x, got, math.Exp(-x/2))
		}
	}
}

func TestSRM(t *testing.T) {
	// 45/55 of 10,000 on 50/50: χ² = 2·500²/5000 = 100, p ≈ 1.5e-23.
	chi2, p := SRM([]int64{4500, 5500}, []int{50, 50})
	if math.Abs(chi2-100) > 1e-9 || p >= SRMThreshold || p > 1e-20 {
		t.Errorf("45/55: χ² = %v, p = %g: not flagged", chi2, p)
	}
	// An even split, and one within chance (χ² = 2·60²/5000 = 1.44, p ≈ 0.23).
	if _, p := SRM([]int64{5000, 5000}, []int{50, 50}); p != 1 {
		t.Errorf("50/50: p = %v", p)
	}
	if chi2, p := SRM([]int64{4940, 5060}, []int{50, 50}); math.Abs(chi2-1.44) > 1e-9 || math.Abs(p-0.2301393) > 1e-6 {
		t.Errorf("4940/5060: χ² = %v, p = %v", chi2, p)
	}
	// Weights 20/30/50: expected 2000/3000/5000; 2100/2900/5000 gives
	// χ² = 100²/2000 + 100²/3000 = 8.333, df 2, p = exp(-8.333/2) ≈ 0.0155.
	if chi2, p := SRM([]int64{2100, 2900, 5000}, []int{20, 30, 50}); math.Abs(chi2-25.0/3) > 1e-9 || math.Abs(p-math.Exp(-25.0/6)) > 1e-12 {
		t.Errorf("20/30/50: χ² = %v, p = %v", chi2, p)
	}
	// The same shift on the weights 50/50 is a mismatch.
	if _, p := SRM([]int64{4000, 6000}, []int{20, 30}); p < 0.5 {
		t.Errorf("40/60 on 20/30: p = %v", p)
	}
	if _, p := SRM(nil, []int{50, 50}); p != 1 {
		t.Errorf("no exposures: p = %v", p)
	}
	if _, p := SRM([]int64{0, 0}, []int{50, 50}); p != 1 {
		t.Errorf("zero exposures: p = %v", p)
	}
}
