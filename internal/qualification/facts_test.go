package qualification

import "testing"

func TestFaultRuleValid(t *testing.T) {
	for _, c := range []struct {
		rule FaultRule
		want bool
	}{
		{PureComparative, true}, {Modified50, true}, {Modified51, true}, {Contributory, true}, {SlightGross, true},
		{"", false}, {"comparative", false}, {"Modified_50", false},
	} {
		if got := c.rule.Valid(); got != c.want {
			t.Errorf("%q.Valid() = %v, want %v", c.rule, got, c.want)
		}
	}
}
