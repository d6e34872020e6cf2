package experiments

import (
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// The sequential test of decision 061: the mixture sequential probability
// ratio test (mSPRT) of Johari, Pekelis & Walsh, "Always Valid Inference:
// Continuous Monitoring of A/B Tests", Operations Research 70(3), 2022,
// for the difference of two conversion rates with the normal
// approximation and the mixing distribution N(0, τ²).

// Arm is what one variant has so far: exposures (visitor-days shown the
// variant) and conversions.
type Arm struct {
	N int64 // exposures
	X int64 // conversions
}

// Rate is X/N, 0 without exposures.
func (a Arm) Rate() float64 {
	if a.N <= 0 {
		return 0
	}
	return float64(a.X) / float64(a.N)
}

// variance is the plug-in variance of the arm's rate, p(1-p)/n. A rate
// above 1 (more than one lead per visitor-day) is not a proportion; its
// variance is taken as that of p = 1, that is 0.
func (a Arm) variance() float64 {
	p := math.Min(a.Rate(), 1)
	return p * (1 - p) / float64(a.N)
}

// MinBaseline is the least baseline rate MixingVariance uses: a site
// without leads in the recent period, or with very few, is treated as
// converting 1% of its visitors.
const MinBaseline = 0.01

// MixingVariance is τ², the variance of the normal mixing distribution,
// chosen before launch: the square of the smallest absolute difference
// that matters, (minEffect · baseline)², with the baseline at least
// MinBaseline.
func MixingVariance(baselineRate, minEffect float64) float64 {
	b := math.Max(baselineRate, MinBaseline)
	d := minEffect * b
	return d * d
}

// Look is the mSPRT at one look at the data.
type Look struct {
	Diff   float64 // θ̂ = p̂_B − p̂_A
	V      float64 // p̂_A(1−p̂_A)/n_A + p̂_B(1−p̂_B)/n_B
	Lambda float64 // the mixture likelihood ratio against θ = 0
	P      float64 // min(1, 1/Λ)
	Low    float64 // θ̂ − half-width, −Inf when V = 0
	High   float64 // θ̂ + half-width, +Inf when V = 0
}

// MSPRT is one look at control a and challenger b: with θ̂ = p̂_B − p̂_A
// and V as in Look,
//
//	Λ = sqrt(V/(V+τ²)) · exp(θ̂²τ² / (2V(V+τ²)))
//
// and the interval θ̂ ± HalfWidth(V, τ², α), the θ₀ whose Λ(θ₀) < 1/α.
// V = 0 (no conversions in either arm, or only conversions) is no
// evidence: Λ = 1 and the interval is the whole line.
func MSPRT(a, b Arm, tau2, alpha float64) Look {
	l := Look{Diff: b.Rate() - a.Rate(), Lambda: 1, P: 1, Low: math.Inf(-1), High: math.Inf(1)}
	if a.N <= 0 || b.N <= 0 || tau2 <= 0 {
		return l
	}
	l.V = a.variance() + b.variance()
	if l.V <= 0 {
		return l
	}
	v := l.V
	logLambda := 0.5*math.Log(v/(v+tau2)) + l.Diff*l.Diff*tau2/(2*v*(v+tau2))
	l.Lambda = math.Exp(logLambda)
	l.P = math.Min(1, math.Exp(-logLambda))
	h := HalfWidth(v, tau2, alpha)
	l.Low, l.High = l.Diff-h, l.Diff+h
	return l
}

// HalfWidth is the half-width of the always-valid interval at variance V:
//
//	sqrt( (V(V+τ²)/τ²) · (2·ln(1/α) − ln(V/(V+τ²))) )
func HalfWidth(v, tau2, alpha float64) float64 {
	if v <= 0 || tau2 <= 0 {
		return math.Inf(1)
	}
	return math.Sqrt(v * (v + tau2) / tau2 * (2*math.Log(1/alpha) - math.Log(v/(v+tau2))))
}

// Sequence is the always-valid inference of one comparison over its
// looks: the p-value is the least of the looks' (never rising), the
// interval the intersection of theirs (never widening). A look whose
// interval misses the running one entirely (the normal approximation
// failing, or an event of probability below α) leaves the interval as it
// was.
type Sequence struct {
	Tau2, Alpha float64
	P           float64 // 1 before any look
	Low, High   float64 // ±Inf before any look
	Looks       int
}

// NewSequence starts a comparison with mixing variance tau2 at level alpha.
func NewSequence(tau2, alpha float64) *Sequence {
	return &Sequence{Tau2: tau2, Alpha: alpha, P: 1, Low: math.Inf(-1), High: math.Inf(1)}
}

// Observe takes a look at the cumulative counts a (control) and b.
func (s *Sequence) Observe(a, b Arm) Look {
	l := MSPRT(a, b, s.Tau2, s.Alpha)
	s.Looks++
	s.P = math.Min(s.P, l.P)
	if lo, hi := math.Max(s.Low, l.Low), math.Min(s.High, l.High); lo <= hi {
		s.Low, s.High = lo, hi
	}
	return l
}

// Significant reports whether the comparison has rejected "no difference"
// at its level.
func (s *Sequence) Significant() bool { return s.P < s.Alpha }

// Power is the probability the sequence's interval would exclude 0 at
// one look where the true difference is delta and the rates' variance V:
// Φ((|δ| − halfwidth) / sqrt(V)). It ignores the earlier looks (which
// can only help), so it errs low.
func Power(delta, v, tau2, alpha float64) float64 {
	if v <= 0 || math.IsInf(v, 1) {
		return 0
	}
	return distuv.UnitNormal.CDF((math.Abs(delta) - HalfWidth(v, tau2, alpha)) / math.Sqrt(v))
}

// TargetPower is the probability of detection DaysNeeded plans for.
const TargetPower = 0.8

// MaxDays is the longest estimate DaysNeeded gives (ten years).
const MaxDays = 3650

// Plan is what DaysNeeded needs to know.
type Plan struct {
	BaselineRate    float64 // the control's expected rate
	MinEffect       float64 // the smallest relative lift that matters
	Alpha           float64 // the test's level
	Tau2            float64 // the mixing variance; 0: MixingVariance(BaselineRate, MinEffect)
	Weights         []int   // per variant, the first the control
	Exposures       []int64 // per variant so far; nil before start
	ExposuresPerDay float64 // into the experiment, all variants together
}

// DaysNeeded is how many more days, at ExposuresPerDay split by the
// weights, until a challenger whose rate is exactly MinEffect above the
// baseline would be detected by the mSPRT with probability about
// TargetPower (Power at the last look), for the slowest challenger. 0
// when that is already so. ok is false when it cannot be estimated: no
// baseline rate, no traffic, no challenger, or more than MaxDays.
func DaysNeeded(p Plan) (days int, ok bool) {
	if len(p.Weights) < 2 || p.BaselineRate <= 0 || p.MinEffect <= 0 || p.Alpha <= 0 {
		return 0, false
	}
	tau2 := p.Tau2
	if tau2 <= 0 {
		tau2 = MixingVariance(p.BaselineRate, p.MinEffect)
	}
	pa := math.Min(p.BaselineRate, 1)
	pb := math.Min(pa*(1+p.MinEffect), 1)
	delta := pb - pa
	total := 0
	for _, w := range p.Weights {
		total += max(w, 0)
	}
	if total == 0 || delta <= 0 {
		return 0, false
	}
	have := func(i int) float64 {
		if i < len(p.Exposures) {
			return float64(p.Exposures[i])
		}
		return 0
	}
	per := func(i int) float64 { return p.ExposuresPerDay * float64(max(p.Weights[i], 0)) / float64(total) }
	enough := func(d float64) bool {
		na := have(0) + d*per(0)
		if na <= 0 {
			return false
		}
		for i := 1; i < len(p.Weights); i++ {
			nb := have(i) + d*per(i)
			if nb <= 0 {
				return false
			}
			v := pa*(1-pa)/na + pb*(1-pb)/nb
			if Power(delta, v, tau2, p.Alpha) < TargetPower {
				return false
			}
		}
		return true
	}
	if enough(0) {
		return 0, true
	}
	if p.ExposuresPerDay <= 0 {
		return 0, false
	}
	for d := 1; d <= MaxDays; d++ {
		if enough(float64(d)) {
			return d, true
		}
	}
	return 0, false
}
