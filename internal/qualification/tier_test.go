package qualification_test

import (
	"slices"
	"testing"

	"claimsite/internal/qualification"
)

func TestWeightsProblems(t *testing.T) {
	if p := qualification.DefaultWeights.Problems(); len(p) != 0 {
		t.Fatalf("the default rules: %v", p)
	}
	for _, c := range []struct {
		w     qualification.Weights
		field string
	}{
		{qualification.Weights{Liability: 30, Injury: 35, Timing: 20, Contact: 14, MinA: 75, MinB: 55, MinC: 35}, "liability"}, // 99
		{qualification.Weights{Liability: -5, Injury: 55, Timing: 30, Contact: 20, MinA: 75, MinB: 55, MinC: 35}, "liability"}, // negative
		{qualification.Weights{Liability: 30, Injury: 35, Timing: 20, Contact: 15, MinA: 55, MinB: 75, MinC: 35}, "min_b"},     // A below B
		{qualification.Weights{Liability: 30, Injury: 35, Timing: 20, Contact: 15, MinA: 101, MinB: 55, MinC: 35}, "min_a"},    // over 100
		{qualification.Weights{Liability: 30, Injury: 35, Timing: 20, Contact: 15, MinA: 75, MinB: 55, MinC: 0}, "min_c"},      // C at 0
	} {
		if p := c.w.Problems(); len(p) != 1 || p[c.field] == "" {
			t.Errorf("%+v: problems %v, want one on %s", c.w, p, c.field)
		}
	}
}

func TestRate(t *testing.T) {
	today := day("2026-11-29")
	open := &qualification.Deadline{Status: qualification.DeadlineOpen, DaysLeft: 600}
	urgent := &qualification.Deadline{Status: qualification.DeadlineUrgent, DaysLeft: 40}
	passed := &qualification.Deadline{Status: qualification.DeadlinePassed, DaysLeft: -3}
	proven := qualification.Signals{PhoneValid: true, TrustedFormValid: true, LeadIDValid: true}
	hospital := qualification.Answers{Injured: true, Treatment: qualification.TreatmentHospital, StillTreating: true,
		Fault: qualification.FaultOther, PoliceReport: qualification.ReportYes}
	for _, c := range []struct {
		name     string
		a        qualification.Answers
		accident string
		d        *qualification.Deadline
		s        qualification.Signals
		tier     string
		reasons  []string
	}{
		{"rear-ended, in hospital last week", hospital, "2026-11-20", open, proven, qualification.TierA,
			[]string{"other party at fault", "police report filed", "treated in hospital", "still treating", "accident in the last 30 days",
				"TrustedForm certificate", "LeadiD token"}},
		{"the same, deadline passed", hospital, "2024-11-20", passed, proven, qualification.TierC,
			[]string{"other party at fault", "police report filed", "treated in hospital", "still treating", "deadline passed",
				"TrustedForm certificate", "LeadiD token"}},
		{"the same, a duplicate with no proof", hospital, "2026-11-20", open, qualification.Signals{PhoneValid: true, Duplicate: true},
			qualification.TierA, nil},
		{"at fault, untreated, three years ago, urgent", qualification.Answers{Injured: true, Treatment: qualification.TreatmentNone,
			Fault: qualification.FaultMe, PoliceReport: qualification.ReportNo}, "2023-12-20", urgent, qualification.Signals{PhoneValid: true},
			qualification.TierD, []string{"the visitor says they were at fault", "no police report", "injured, not treated yet",
				"deadline in 40 days"}},
		{"not injured is never above C", qualification.Answers{Fault: qualification.FaultOther, PoliceReport: qualification.ReportYes},
			"2026-11-25", open, proven, qualification.TierC, nil},
		{"unknown state period", qualification.Answers{Injured: true, Treatment: qualification.TreatmentDoctor, Fault: qualification.FaultShared,
			PoliceReport: qualification.ReportUnsure}, "2026-07-01", nil, qualification.Signals{PhoneValid: true}, qualification.TierC,
			[]string{"fault shared", "treated by a doctor or chiropractor", "the state's deadline is not on record", "accident in the last 6 months"}},
	} {
		r := qualification.Rate(1, qualification.DefaultWeights, c.a, day(c.accident), c.d, c.s, today)
		if r.Tier != c.tier || r.Version != 1 {
			t.Errorf("%s: tier %s (score %d, %v), want %s", c.name, r.Tier, r.Score, r.Scores, c.tier)
		}
		if c.reasons != nil && !slices.Equal(r.Reasons, c.reasons) {
			t.Errorf("%s: reasons %q, want %q", c.name, r.Reasons, c.reasons)
		}
	}
	// The operator's own rules decide the tier: with the thresholds raised,
	// the same lead falls a tier, and the rating names the version.
	strict := qualification.DefaultWeights
	strict.MinA, strict.MinB, strict.MinC = 99, 90, 50
	r := qualification.Rate(2, strict, hospital, day("2026-11-20"), open, proven, today)
	if r.Tier != qualification.TierB || r.Version != 2 {
		t.Errorf("strict rules: %s v%d (score %d)", r.Tier, r.Version, r.Score)
	}
	if qualification.TierRank(qualification.TierA) <= qualification.TierRank(qualification.TierB) ||
		qualification.TierRank(qualification.TierD) <= qualification.TierRank(qualification.TierUnrated) {
		t.Error("tier ranks out of order")
	}
}
