package seed

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"claimsite/internal/qualification"
)

// TestStateFactsMatchTheirPages: each state's sol_years and fault_rule
// are what its page stated before they became data (issue 23): the
// period in the statute paragraph and the rule the fault paragraph names,
// read from the pages as they were seeded before decision 057 (which
// made the page write those paragraphs from the data).
func TestStateFactsMatchTheirPages(t *testing.T) {
	before := StatePagesBefore057()
	period := regexp.MustCompile(`statute of limitations for personal-injury claims is <strong>(\w+ years?)</strong>`)
	rules := []struct {
		rule  qualification.FaultRule
		words *regexp.Regexp
	}{
		{qualification.PureComparative, regexp.MustCompile(`follows <strong>pure comparative negligence</strong>`)},
		{qualification.Modified50, regexp.MustCompile(`<strong>modified comparative negligence with a 50% bar</strong>`)},
		{qualification.Modified51, regexp.MustCompile(`<strong>modified comparative negligence with a 51% bar</strong>`)},
		{qualification.Contributory, regexp.MustCompile(`follow <strong>contributory negligence</strong>`)},
		{qualification.SlightGross, regexp.MustCompile(`often called the "slight/gross" rule`)},
	}
	years := map[string]int{"one year": 1, "two years": 2, "three years": 3, "four years": 4, "five years": 5, "six years": 6}
	if len(StateLaws) != 51 || len(before) != 51 {
		t.Fatalf("%d state-law pages, %d before, want 51", len(StateLaws), len(before))
	}
	for _, s := range StateLaws {
		page := before[s.Code]
		m := period.FindStringSubmatch(page)
		if m == nil || years[m[1]] == 0 || years[m[1]] != s.SOLYears {
			t.Errorf("%s: the page says %q, sol_years %d", s.Code, m, s.SOLYears)
		}
		var stated []qualification.FaultRule
		for _, r := range rules {
			if r.words.MatchString(page) {
				stated = append(stated, r.rule)
			}
		}
		if len(stated) != 1 || stated[0] != s.FaultRule || !s.FaultRule.Valid() {
			t.Errorf("%s: the page states %v, fault_rule %q", s.Code, stated, s.FaultRule)
		}
		if cite := "(" + html.EscapeString(s.Citation) + ")"; s.Citation == "" || !strings.Contains(page, cite) {
			t.Errorf("%s: citation %q, not on the page", s.Code, s.Citation)
		}
		if got := strings.Contains(page, "No-fault auto insurance"); got != s.NoFault {
			t.Errorf("%s: the page has a no-fault section: %v, no_fault %v", s.Code, got, s.NoFault)
		}
	}
}
