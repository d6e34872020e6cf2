package experiments

import (
	"math"
	"testing"
)

func TestBenjaminiHochberg(t *testing.T) {
	// The example of Benjamini & Hochberg (1995): fifteen
	// p-values, of which the procedure rejects the four smallest at
	// q = 0.05. The adjusted values, by hand: p(i)·15/i made monotone from
	// the top (p(6)·15/6 = 0.0695 takes p(7)·15/7 = 0.063857...).
	p := []float64{0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719, 0.6528, 0.7590, 1.000}
	want := []float64{0.0015, 0.003, 0.0095, 0.035625, 0.0603, 0.0638571428571, 0.0638571428571, 0.0645, 0.0765, 0.486, 0.581181818182, 0.71487500, 0.753230769231, 0.813214285714, 1}
	got := BenjaminiHochberg(p)
	rejected := 0
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Errorf("adjusted p(%d) = %v, want %v", i+1, got[i], want[i])
		}
		if got[i] < 0.05 {
			rejected++
		}
	}
	if rejected != 4 {
		t.Errorf("%d rejected, want 4", rejected)
	}

	// The order of the input is kept, ties share a value, and the cap is 1.
	got = BenjaminiHochberg([]float64{0.04, 0.01, 0.03, 0.04, 0.9})
	for i, w := range []float64{0.05, 0.05, 0.05, 0.05, 0.9} {
		if math.Abs(got[i]-w) > 1e-12 {
			t.Errorf("shuffled: %v", got)
			break
		}
	}
	if got := BenjaminiHochberg([]float64{0.6, 0.9, math.NaN()}); got[0] != 1 || got[1] != 1 || got[2] != 1 {
		t.Errorf("cap: %v", got)
	}
	if got := BenjaminiHochberg([]float64{0.5, 0.6}); got[0] != 0.6 || got[1] != 0.6 {
		t.Errorf("step-up: %v", got)
	}
	if got := BenjaminiHochberg([]float64{0.03}); got[0] != 0.03 {
		t.Errorf("one test: %v", got)
	}
	if got := BenjaminiHochberg(nil); len(got) != 0 {
		t.Errorf("none: %v", got)
	}
}
