package demodata

import (
	"testing"
	"time"

	"claimsite/internal/experiments"
)

// TestDemoExperiment: the demo experiment splits each day's entries
// between its arms, its challenger converts better, and with a busy
// site's three weeks the results name it the winner.
func TestDemoExperiment(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	var days []experiments.DayCounts
	for i := range ExperimentDays {
		days = append(days, experiments.DayCounts{Day: now.AddDate(0, 0, i-ExperimentDays).Format(time.DateOnly), Exposures: 2000, Leads: 100, Qualified: 30})
	}
	e, counts := Experiment(days, now, 7)
	if errs := e.Problems(); errs.Any() {
		t.Fatalf("demo experiment: %v", errs)
	}
	if e.Status != experiments.StatusStopped || !e.StartedAt.Equal(now.AddDate(0, 0, -ExperimentDays)) || len(counts) != 2*ExperimentDays {
		t.Fatalf("experiment %+v, %d counts", e, len(counts))
	}
	var exposures [2]int64
	var leads [2]int64
	for i, c := range counts {
		if c.Exposures+counts[i^1].Exposures != 2000 {
			t.Fatalf("day %s: arms of %d and %d", c.Day, c.Exposures, counts[i^1].Exposures)
		}
		arm := i % 2
		exposures[arm] += c.Exposures
		leads[arm] += c.Leads
		if c.Qualified > c.Leads {
			t.Fatalf("more qualified than leads: %+v", c)
		}
	}
	if float64(leads[1])/float64(exposures[1]) <= float64(leads[0])/float64(exposures[0]) {
		t.Errorf("the challenger converts no better: %v of %v", leads, exposures)
	}
	r := experiments.Analyze(e, counts, experiments.Traffic{})
	if !r.SRMOK || !r.Variants[1].Significant {
		t.Errorf("results: %s", r.Verdict)
	}
}
