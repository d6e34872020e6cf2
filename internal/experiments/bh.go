package experiments

import (
	"math"
	"sort"
)

// BenjaminiHochberg returns the Benjamini–Hochberg adjusted p-values of p,
// in p's order: sorted ascending, p₍ᵢ₎·m/i made monotone from the largest
// down (step-up) and capped at 1. Rejecting every hypothesis whose
// adjusted p-value is below q controls the false discovery rate at q
// (Benjamini & Hochberg, J. R. Statist. Soc. B 57(1), 1995); Johari,
// Pekelis & Walsh (2022) combine it with always-valid p-values for
// experiments that are watched continuously. A NaN is treated as 1.
func BenjaminiHochberg(p []float64) []float64 {
	m := len(p)
	out := make([]float64, m)
	order := make([]int, m)
	for i := range order {
		order[i] = i
	}
	val := func(i int) float64 {
		if math.IsNaN(p[i]) {
			return 1
		}
		return p[i]
	}
	sort.SliceStable(order, func(a, b int) bool { return val(order[a]) < val(order[b]) })
	running := 1.0
	for r := m - 1; r >= 0; r-- {
		i := order[r]
		running = math.Min(running, val(i)*float64(m)/float64(r+1))
		out[i] = math.Min(1, running)
	}
	return out
}
