package experiments

import (
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

func randomKey(r *rand.Rand) Key {
	var k Key
	for i := 0; i < len(k); i += 8 {
		v := r.Uint64()
		for j := range 8 {
			k[i+j] = byte(v >> (8 * j))
		}
	}
	return k
}

func weighted(weights ...int) []Variant {
	vs := make([]Variant, len(weights))
	for i, w := range weights {
		vs[i] = Variant{Key: string(rune('a' + i)), Weight: w}
	}
	return vs
}

func TestVisitorKey(t *testing.T) {
	// Computed independently with Python's hmac module:
	// hmac.new(b"day-secret", b"2001:db8:1:2::/64\x00Mozilla/5.0", hashlib.sha256).hexdigest()
	k := VisitorKey([]byte("day-secret"), "2001:db8:1:2::/64", "Mozilla/5.0")
	if got := hex.EncodeToString(k[:]); got != "02104cc06d866b0440b88f4c1800b01bda21073635684d5bac66739767699127" {
		t.Fatalf("VisitorKey = %s", got)
	}
	if VisitorKey([]byte("day-secret"), "2001:db8:1:2::/64", "Mozilla/5.0") != k {
		t.Error("the same visitor-day gave another key")
	}
	for name, other := range map[string]Key{
		"secret":    VisitorKey([]byte("next-day"), "2001:db8:1:2::/64", "Mozilla/5.0"),
		"network":   VisitorKey([]byte("day-secret"), "2001:db8:1:3::/64", "Mozilla/5.0"),
		"userAgent": VisitorKey([]byte("day-secret"), "2001:db8:1:2::/64", "Mozilla/5.1"),
		"boundary":  VisitorKey([]byte("day-secret"), "2001:db8:1:2::/64M", "ozilla/5.0"),
	} {
		if other == k {
			t.Errorf("another %s gave the same key", name)
		}
	}
}

func TestAssignmentKnownDraws(t *testing.T) {
	// Python: m = hmac.new(bytes(range(16)), b"member:" + k, sha256).digest();
	// (int.from_bytes(m[:8], "big") * 10000) >> 64 == 9987, and with
	// b"variant:" the draw over 100 is 85 (over 10: 8).
	seed := make([]byte, 16)
	for i := range seed {
		seed[i] = byte(i)
	}
	k := VisitorKey([]byte("day-secret"), "2001:db8:1:2::/64", "Mozilla/5.0")
	if Member(seed, k, 99) || !Member(seed, k, 100) {
		t.Errorf("member draw is not 9987")
	}
	for _, c := range []struct {
		weights []int
		want    string
	}{{[]int{50, 50}, "b"}, {[]int{20, 30, 50}, "c"}, {[]int{85, 15}, "b"}, {[]int{86, 14}, "a"}, {[]int{5, 3, 1, 1}, "c"}, {[]int{5, 3, 2}, "c"}, {[]int{4, 4, 1, 1}, "c"}, {[]int{4, 4, 0, 1, 1}, "d"}} {
		if got := Pick(seed, k, weighted(c.weights...)); got != c.want {
			t.Errorf("Pick(%v) = %q, want %q", c.weights, got, c.want)
		}
	}
	if Pick(seed, k, weighted(0, 0)) != "" || Pick(seed, k, nil) != "" {
		t.Error("a variant without weight")
	}
	if Pick(seed, k, weighted(0, 1)) != "b" {
		t.Error("a variant of weight 0 was picked")
	}
	if Member(seed, k, 0) {
		t.Error("a member of 0%")
	}
}

func TestAssignIsStableAndIndependentOfTraffic(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 1))
	e := validExperiment()
	e.Seed = []byte("experiment seed")
	e.Variants = weighted(20, 30, 50)
	other := e
	other.Seed = []byte("another seed")
	moved, members10, differ := 0, 0, 0
	for range 20000 {
		k := randomKey(r)
		e.TrafficPercent = 10
		v10, in10 := Assign(e, k)
		if again, in := Assign(e, k); again != v10 || in != in10 {
			t.Fatal("the same key was assigned twice differently")
		}
		e.TrafficPercent = 90
		v90, in90 := Assign(e, k)
		if in10 {
			members10++
			if !in90 {
				t.Fatal("raising the share of traffic removed a member")
			}
			if v90 != v10 {
				moved++
			}
		}
		if in90 && v90 != Pick(e.Seed, k, e.Variants) {
			t.Fatal("Assign disagrees with Pick")
		}
		if Pick(other.Seed, k, e.Variants) != Pick(e.Seed, k, e.Variants) {
			differ++
		}
	}
	if moved != 0 {
		t.Errorf("%d members moved to another variant when the share went from 10%% to 90%%", moved)
	}
	if members10 < 1800 || members10 > 2200 {
		t.Errorf("%d of 20000 keys are members at 10%%", members10)
	}
	// Two seeds agree on a variant with probability .2²+.3²+.5² = .38.
	if differ < 20000*55/100 || differ > 20000*69/100 {
		t.Errorf("another seed picked another variant for %d of 20000 keys", differ)
	}
}

// TestAssignmentBalance: over 100,000 random keys the variants and the
// members among them follow the weights within sampling error
// (chi-square p > 0.001), and membership is not tied to the variant.
func TestAssignmentBalance(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 11))
	seed := []byte("balance seed")
	keys := make([]Key, 100000)
	for i := range keys {
		keys[i] = randomKey(r)
	}
	for _, weights := range [][]int{{50, 50}, {20, 30, 50}, {1, 1, 1, 97}} {
		vs := weighted(weights...)
		all := make([]int64, len(vs))
		members := make([]int64, len(vs))
		var in int64
		for _, k := range keys {
			v := Pick(seed, k, vs)
			i := int(v[0] - 'a')
			all[i]++
			if Member(seed, k, 30) {
				in++
				members[i]++
			}
		}
		if _, p := SRM(all, weights); p <= 0.001 {
			t.Errorf("weights %v: %v (p = %g)", weights, all, p)
		}
		if _, p := SRM(members, weights); p <= 0.001 {
			t.Errorf("weights %v, members at 30%%: %v (p = %g)", weights, members, p)
		}
		if _, p := SRM([]int64{in, int64(len(keys)) - in}, []int{30, 70}); p <= 0.001 {
			t.Errorf("%d of %d keys are members at 30%% (p = %g)", in, len(keys), p)
		}
		t.Logf("weights %v: %v, members at 30%%: %v", weights, all, members)
	}
}
