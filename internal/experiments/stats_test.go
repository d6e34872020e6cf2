package experiments

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

func near(got, want, rel float64) bool {
	return math.Abs(got-want) <= rel*math.Abs(want)+1e-15
}

func TestMSPRTValues(t *testing.T) {
	// Computed independently (Python, math module only) from
	//   θ̂ = p̂B − p̂A, V = p̂A(1−p̂A)/nA + p̂B(1−p̂B)/nB,
	//   Λ = sqrt(V/(V+τ²))·exp(θ̂²τ²/(2V(V+τ²))),
	//   half-width = sqrt(V(V+τ²)/τ² · (2 ln(1/α) − ln(V/(V+τ²)))),
	// with τ² = (0.1·0.05)² = 2.5e-5 and α = 0.05. The first agrees with
	// the Bernoulli form of the mixtureSPRT R package (Stenberg, after
	// Johari et al. 2017), sqrt(Vn/(Vn+nτ²))·exp(n²τ²θ̂²/(2Vn(Vn+nτ²))) with
	// Vn = p̂A(1−p̂A) + p̂B(1−p̂B) and n = 10,000 per arm: 16.2273535774.
	for _, c := range []struct {
		a, b                     Arm
		diff, v, lambda, p, l, h float64
	}{
		{Arm{10000, 500}, Arm{10000, 600}, 0.01, 1.039e-05, 16.22735358, 0.06162434283, -0.00030286262, 0.02030286262},
		{Arm{4000, 200}, Arm{6000, 390}, 0.015, 2.200416667e-05, 10.37875579, 0.09635066282, -0.001711583755, 0.03171158375},
		{Arm{10000, 500}, Arm{10000, 520}, 0.002, 9.6796e-06, 0.6131680705, 1, -0.00787850257, 0.01187850257},
	} {
		l := MSPRT(c.a, c.b, 2.5e-5, 0.05)
		if !near(l.Diff, c.diff, 1e-9) || !near(l.V, c.v, 1e-9) || !near(l.Lambda, c.lambda, 1e-9) || !near(l.P, c.p, 1e-9) ||
			!near(l.Low, c.l, 1e-8) || !near(l.High, c.h, 1e-8) {
			t.Errorf("MSPRT(%v, %v) = %+v\nwant diff %v V %v Λ %v p %v [%v, %v]", c.a, c.b, l, c.diff, c.v, c.lambda, c.p, c.l, c.h)
		}
	}
}

// TestIntervalIsTheTestInverted: at the ends of the interval the mixture
// likelihood ratio against that difference (θ̂ − θ₀ in place of θ̂) is
// exactly 1/α, so "0 is outside the interval" is "p < α".
func TestIntervalIsTheTestInverted(t *testing.T) {
	for _, c := range []struct{ v, tau2, alpha float64 }{{1e-5, 2.5e-5, 0.05}, {4e-4, 1e-6, 0.01}, {2e-6, 1e-2, 0.2}} {
		h := HalfWidth(c.v, c.tau2, c.alpha)
		lambda := math.Sqrt(c.v/(c.v+c.tau2)) * math.Exp(h*h*c.tau2/(2*c.v*(c.v+c.tau2)))
		if !near(lambda, 1/c.alpha, 1e-9) {
			t.Errorf("%+v: Λ at the interval's end = %v, want %v", c, lambda, 1/c.alpha)
		}
	}
	// And through MSPRT: a look whose p is just below α has 0 just outside.
	for _, xb := range []int64{560, 580, 600, 620, 640} {
		l := MSPRT(Arm{10000, 500}, Arm{10000, xb}, 2.5e-5, 0.05)
		if (l.P < 0.05) != (l.Low > 0) {
			t.Errorf("xb %d: p %v but interval [%v, %v]", xb, l.P, l.Low, l.High)
		}
	}
}

func TestMSPRTWithoutEvidence(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b Arm
	}{
		{"no conversions", Arm{5000, 0}, Arm{5000, 0}},
		{"all convert", Arm{300, 300}, Arm{200, 200}},
		{"no exposures", Arm{0, 0}, Arm{100, 5}},
		{"more leads than visitors", Arm{100, 150}, Arm{100, 120}},
	} {
		l := MSPRT(c.a, c.b, 2.5e-5, 0.05)
		if l.Lambda != 1 || l.P != 1 || !math.IsInf(l.Low, -1) || !math.IsInf(l.High, 1) {
			t.Errorf("%s: %+v, want no evidence", c.name, l)
		}
	}
	// One conversion against none is a little evidence, never a verdict.
	if l := MSPRT(Arm{1000, 0}, Arm{1000, 1}, 2.5e-5, 0.05); l.P < 0.5 {
		t.Errorf("one conversion: p = %v", l.P)
	}
}

func TestSequence(t *testing.T) {
	s := NewSequence(2.5e-5, 0.05)
	if s.P != 1 || !math.IsInf(s.Low, -1) || s.Significant() {
		t.Fatalf("fresh sequence %+v", s)
	}
	// A strong day, then a weak one: the p-value keeps its least value
	// and the interval only narrows.
	strong := s.Observe(Arm{10000, 500}, Arm{10000, 640})
	if !s.Significant() || s.P != strong.P || s.Low != strong.Low {
		t.Fatalf("after a strong look: %+v", s)
	}
	weak := s.Observe(Arm{20000, 1000}, Arm{20000, 1050})
	if s.P != strong.P || weak.P <= strong.P {
		t.Errorf("p rose: %v after %v (look %v)", s.P, strong.P, weak.P)
	}
	if s.Low != math.Max(strong.Low, weak.Low) || s.High != math.Min(strong.High, weak.High) || s.Looks != 2 {
		t.Errorf("interval [%v, %v] is not the intersection of [%v, %v] and [%v, %v]", s.Low, s.High, strong.Low, strong.High, weak.Low, weak.High)
	}
	// A look that misses the running interval leaves it alone.
	before := *s
	s.Observe(Arm{30000, 1500}, Arm{30000, 300})
	if s.Low != before.Low || s.High != before.High {
		t.Errorf("a disjoint look changed the interval: [%v, %v] to [%v, %v]", before.Low, before.High, s.Low, s.High)
	}
	// A look without evidence changes nothing.
	z := NewSequence(2.5e-5, 0.05)
	z.Observe(Arm{500, 0}, Arm{500, 0})
	if z.P != 1 || !math.IsInf(z.Low, -1) || !math.IsInf(z.High, 1) {
		t.Errorf("no evidence: %+v", z)
	}
}

func TestMixingVariance(t *testing.T) {
	for _, c := range []struct{ b, e, want float64 }{
		{0.05, 0.1, 2.5e-5},
		{0.2, 0.5, 0.01},
		{0, 0.1, 1e-6},     // no baseline: 1%
		{0.004, 0.1, 1e-6}, // below 1%: 1%
	} {
		if got := MixingVariance(c.b, c.e); !near(got, c.want, 1e-12) {
			t.Errorf("MixingVariance(%v, %v) = %v, want %v", c.b, c.e, got, c.want)
		}
	}
}

func TestDaysNeeded(t *testing.T) {
	base := Plan{BaselineRate: 0.05, MinEffect: 0.1, Alpha: 0.05, Weights: []int{50, 50}, ExposuresPerDay: 2000}
	days, ok := DaysNeeded(base)
	if !ok || days < 2 || days > MaxDays {
		t.Fatalf("DaysNeeded = %d, %v", days, ok)
	}
	// The answer is the first day whose power reaches 80%: the day
	// before falls short.
	power := func(plan Plan, d float64) float64 {
		n := d * plan.ExposuresPerDay / 2
		pa, pb := plan.BaselineRate, plan.BaselineRate*(1+plan.MinEffect)
		return Power(pb-pa, pa*(1-pa)/n+pb*(1-pb)/n, MixingVariance(pa, plan.MinEffect), plan.Alpha)
	}
	if p := power(base, float64(days)); p < TargetPower {
		t.Errorf("power on day %d: %v", days, p)
	}
	if p := power(base, float64(days-1)); p >= TargetPower {
		t.Errorf("power on day %d already %v", days-1, p)
	}
	t.Logf("5%% baseline, 10%% lift, 1,000 visitors a day per arm: %d days (%.0f per arm)", days, float64(days)*1000)

	more := func(change func(*Plan)) int {
		p := base
		change(&p)
		d, ok := DaysNeeded(p)
		if !ok {
			t.Fatalf("%+v: no estimate", p)
		}
		return d
	}
	if d := more(func(p *Plan) { p.ExposuresPerDay = 4000 }); d >= days {
		t.Errorf("twice the traffic: %d days, not fewer than %d", d, days)
	}
	if d := more(func(p *Plan) { p.MinEffect = 0.3 }); d >= days {
		t.Errorf("a bigger effect: %d days", d)
	}
	if d := more(func(p *Plan) { p.Weights = []int{20, 20, 20, 20, 20} }); d <= days {
		t.Errorf("four challengers: %d days, not more than %d", d, days)
	}
	if d := more(func(p *Plan) { p.Exposures = []int64{int64(days) * 500, int64(days) * 500} }); d != (days+1)/2 && d != days/2 {
		t.Errorf("half the exposures already in: %d more days, want about %d", d, days/2)
	}
	if d := more(func(p *Plan) { p.Exposures = []int64{1e7, 1e7} }); d != 0 {
		t.Errorf("plenty of data: %d more days", d)
	}
	for name, change := range map[string]func(*Plan){
		"no traffic":   func(p *Plan) { p.ExposuresPerDay = 0 },
		"no baseline":  func(p *Plan) { p.BaselineRate = 0 },
		"one variant":  func(p *Plan) { p.Weights = []int{100} },
		"ten years":    func(p *Plan) { p.ExposuresPerDay = 1 },
		"zero weights": func(p *Plan) { p.Weights = []int{0, 0} },
	} {
		p := base
		change(&p)
		if d, ok := DaysNeeded(p); ok {
			t.Errorf("%s: %d days", name, d)
		}
	}
}

// binomialTable draws Binomial(n, p) by inverting its CDF, exactly and
// fast for the small n of one chunk of visitors.
type binomialTable []float64

func newBinomialTable(n int, p float64) binomialTable {
	d := distuv.Binomial{N: float64(n), P: p}
	cdf := make(binomialTable, n+1)
	for k := range cdf {
		cdf[k] = d.CDF(float64(k))
	}
	return cdf
}

func (c binomialTable) draw(r *rand.Rand) int64 {
	u := r.Float64()
	for k, f := range c {
		if u < f {
			return int64(k)
		}
	}
	return int64(len(c) - 1)
}

// TestAAFalsePositives: 2,000 A/A experiments (a 5% rate in both arms,
// 20,000 visitors per arm) looked at after every 100 visitors per arm.
// The mSPRT declares a difference in at most α plus three standard errors
// of the simulation; a fixed-horizon z-test looked at as often declares
// one far more often.
func TestAAFalsePositives(t *testing.T) {
	const (
		experiments = 2000
		perArm      = 20000
		chunk       = 100
		rate        = 0.05
		alpha       = 0.05
	)
	r := rand.New(rand.NewPCG(24, 2026))
	table := newBinomialTable(chunk, rate)
	tau2 := MixingVariance(rate, 0.1)
	z := distuv.UnitNormal.Quantile(1 - alpha/2)
	msprt, fixed, fixedAtEnd := 0, 0, 0
	for range experiments {
		s := NewSequence(tau2, alpha)
		var a, b Arm
		zHit := false
		for a.N < perArm {
			a.N, a.X = a.N+chunk, a.X+table.draw(r)
			b.N, b.X = b.N+chunk, b.X+table.draw(r)
			s.Observe(a, b)
			pooled := float64(a.X+b.X) / float64(a.N+b.N)
			if se := math.Sqrt(pooled * (1 - pooled) * (1/float64(a.N) + 1/float64(b.N))); se > 0 {
				if math.Abs(b.Rate()-a.Rate())/se > z {
					zHit = true
					if a.N == perArm {
						fixedAtEnd++
					}
				}
			}
		}
		if s.Significant() {
			msprt++
		}
		if zHit {
			fixed++
		}
	}
	mRate, fRate := float64(msprt)/experiments, float64(fixed)/experiments
	bound := alpha + 3*math.Sqrt(alpha*(1-alpha)/experiments)
	t.Logf("A/A, %d experiments, a look every %d visitors per arm: mSPRT %.4f (bound %.4f); fixed-horizon z-test %.4f when peeking, %.4f at the planned end",
		experiments, chunk, mRate, bound, fRate, float64(fixedAtEnd)/experiments)
	if mRate > bound {
		t.Errorf("mSPRT false-positive rate %.4f above %.4f", mRate, bound)
	}
	if fRate <= mRate || fRate < 2*alpha {
		t.Errorf("peeking at the z-test gave %.4f, not clearly above the mSPRT's %.4f", fRate, mRate)
	}
}

// TestDaysNeededPower: experiments whose challenger is exactly min_effect
// better, run for the days DaysNeeded gives with a look a day, detect it
// about as often as planned (at least TargetPower less simulation error,
// and more is expected: earlier looks can only add detections).
func TestDaysNeededPower(t *testing.T) {
	plan := Plan{BaselineRate: 0.1, MinEffect: 0.2, Alpha: 0.05, Weights: []int{50, 50}, ExposuresPerDay: 1000}
	days, ok := DaysNeeded(plan)
	if !ok {
		t.Fatal("no estimate")
	}
	r := rand.New(rand.NewPCG(7, 11))
	perDay := int(plan.ExposuresPerDay / 2)
	ta, tb := newBinomialTable(perDay, 0.1), newBinomialTable(perDay, 0.12)
	tau2 := MixingVariance(plan.BaselineRate, plan.MinEffect)
	const runs = 500
	detected := 0
	for range runs {
		s := NewSequence(tau2, plan.Alpha)
		var a, b Arm
		for range days {
			a.N, a.X = a.N+int64(perDay), a.X+ta.draw(r)
			b.N, b.X = b.N+int64(perDay), b.X+tb.draw(r)
			s.Observe(a, b)
		}
		if s.Significant() && s.Low > 0 {
			detected++
		}
	}
	rate := float64(detected) / runs
	t.Logf("10%% baseline, 20%% lift, %d visitors a day: %d days; detected in %.3f of %d runs", perDay*2, days, rate, runs)
	if rate < TargetPower-3*math.Sqrt(TargetPower*(1-TargetPower)/runs) || rate > 0.99 {
		t.Errorf("detected in %.3f of runs, planned %.2f", rate, TargetPower)
	}
}
