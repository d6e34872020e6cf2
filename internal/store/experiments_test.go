package store_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"claimsite/internal/experiments"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

func testExperiment(name string, target experiments.Target) experiments.Experiment {
	e := experiments.Experiment{Name: name, Target: target, TrafficPercent: 100, PrimaryMetric: experiments.MetricLeads,
		Variants: []experiments.Variant{
			{Key: "a", Name: "Control", Weight: 50, Value: json.RawMessage(`"Hurt in an accident?"`)},
			{Key: "b", Name: "Direct", Weight: 50, Value: json.RawMessage(`"Injured? Get paid."`)},
		}}
	e.Normalize()
	return e
}

// TestExperimentLifecycle: a draft starts once; a second running
// experiment of the same target is a conflict until the first stops;
// shipping marks the variant and keeps the stop time; a status that does
// not allow a step is ErrExperimentState.
func TestExperimentLifecycle(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		first, err := st.CreateExperiment(ctx, testExperiment("Headline", experiments.TargetHeroHeadline), 0)
		if err != nil {
			t.Fatal(err)
		}
		if first.Status != experiments.StatusDraft || len(first.Seed) != 16 || first.StartedAt != nil || len(first.Variants) != 2 ||
			first.Variants[1].Name != "Direct" || string(first.Variants[1].Value) != `"Injured? Get paid."` {
			t.Fatalf("created: %+v", first)
		}
		second, err := st.CreateExperiment(ctx, testExperiment("Headline again", experiments.TargetHeroHeadline), 0)
		if err != nil {
			t.Fatal(err)
		}
		other, err := st.CreateExperiment(ctx, testExperiment("Button", experiments.TargetCTALabel), 0)
		if err != nil {
			t.Fatal(err)
		}
		// An edit read while it was a draft, saved after it started: refused.
		stale := first
		stale.Name = "Edited meanwhile"
		started, err := st.StartExperiment(ctx, first.ID, 0.05, 0.01)
		if err != nil {
			t.Fatal(err)
		}
		if started.Status != experiments.StatusRunning || started.StartedAt == nil || !started.StartedAt.Equal(t0) ||
			*started.BaselineRate != 0.05 || *started.BaselineQualifiedRate != 0.01 {
			t.Fatalf("started: %+v", started)
		}
		if _, err := st.StartExperiment(ctx, first.ID, 0.05, 0.01); !errors.Is(err, store.ErrExperimentState) {
			t.Errorf("started twice: %v", err)
		}
		if _, err := st.UpdateExperiment(ctx, stale); !errors.Is(err, store.ErrExperimentState) {
			t.Errorf("a draft's edit saved after the start: %v", err)
		}
		if _, err := st.StartExperiment(ctx, second.ID, 0.05, 0.01); !errors.Is(err, store.ErrConflict) {
			t.Errorf("two running on one target: %v", err)
		}
		if _, err := st.StartExperiment(ctx, other.ID, 0.05, 0.01); err != nil {
			t.Errorf("another target: %v", err)
		}
		running, err := st.RunningExperiments(ctx)
		if err != nil || len(running) != 2 || running[0].ID != first.ID || running[1].ID != other.ID {
			t.Fatalf("running: %v %+v", err, running)
		}
		if _, err := st.ShipExperiment(ctx, second.ID, "b"); !errors.Is(err, store.ErrExperimentState) {
			t.Errorf("shipped a draft: %v", err)
		}
		c.advance(time.Hour)
		stopped, err := st.StopExperiment(ctx, first.ID)
		if err != nil || stopped.Status != experiments.StatusStopped || !stopped.StoppedAt.Equal(t0.Add(time.Hour)) {
			t.Fatalf("stopped: %v %+v", err, stopped)
		}
		if _, err := st.StartExperiment(ctx, second.ID, 0.05, 0.01); err != nil {
			t.Errorf("the target is free again: %v", err)
		}
		c.advance(time.Hour)
		shipped, err := st.ShipExperiment(ctx, first.ID, "b")
		if err != nil || shipped.Status != experiments.StatusShipped || *shipped.ShippedVariant != "b" || !shipped.StoppedAt.Equal(t0.Add(time.Hour)) {
			t.Fatalf("shipped: %v %+v", err, shipped)
		}
		if _, err := st.StopExperiment(ctx, 99999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("no such experiment: %v", err)
		}
		list, err := st.Experiments(ctx)
		if err != nil || len(list) != 3 || list[0].ID != other.ID {
			t.Fatalf("list: %v %+v", err, list)
		}
	})
}

// TestExposuresAndConversions: each visitor-day counts once per
// experiment however often it is exposed; a lead counts for the
// experiments its visitor-day was exposed to (a qualified one for tier A
// or B) and not for those it was only assigned; the lead keeps its
// variants; the sweep forgets keys and exposures past two days and keeps
// the counts.
func TestExposuresAndConversions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		hero, _ := st.CreateExperiment(ctx, testExperiment("Headline", experiments.TargetHeroHeadline), 0)
		button, _ := st.CreateExperiment(ctx, testExperiment("Button", experiments.TargetCTALabel), 0)
		for _, e := range []experiments.Experiment{hero, button} {
			if _, err := st.StartExperiment(ctx, e.ID, 0.05, 0.01); err != nil {
				t.Fatal(err)
			}
		}
		day := t0.Format(time.DateOnly)
		secret, err := st.ExperimentSecret(ctx, day)
		if err != nil || len(secret) != 32 {
			t.Fatalf("secret: %v %d", err, len(secret))
		}
		if again, _ := st.ExperimentSecret(ctx, day); !reflect.DeepEqual(again, secret) {
			t.Fatal("a day's secret changed")
		}
		alice := []byte("alice-key-16byte")
		bob := []byte("bob-key-16-bytes")
		added, err := st.AddExposures(ctx, []store.Exposure{
			{ExperimentID: hero.ID, Day: day, Key: alice, Variant: "b"},
			{ExperimentID: hero.ID, Day: day, Key: bob, Variant: "a"},
		})
		if err != nil || added != 2 {
			t.Fatalf("added %d: %v", added, err)
		}
		if added, err := st.AddExposures(ctx, []store.Exposure{{ExperimentID: hero.ID, Day: day, Key: alice, Variant: "b"}}); err != nil || added != 0 {
			t.Fatalf("the same visitor-day again: %d %v", added, err)
		}

		lead := newLead("alice@example.com", "5551230001")
		lead.Visitor = &leads.VisitorDay{Day: day, Key: alice}
		lead.Experiments = []leads.ExperimentVariant{{ExperimentID: hero.ID, Variant: "b"}, {ExperimentID: button.ID, Variant: "a"}}
		id, _, err := st.CreateLead(ctx, lead, "")
		if err != nil {
			t.Fatal(err)
		}
		got, err := st.Lead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if want := []leads.ExperimentVariant{{ExperimentID: hero.ID, Variant: "b", Name: "Headline"}}; !reflect.DeepEqual(got.Experiments, want) {
			t.Errorf("lead's variants: %+v, want %+v (never exposed to the button)", got.Experiments, want)
		}
		plain, _, err := st.CreateLead(ctx, newLead("carol@example.com", "5551230002"), "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := st.Lead(ctx, plain); got.Experiments == nil || len(got.Experiments) != 0 {
			t.Errorf("a lead of no experiment: %#v", got.Experiments)
		}

		counts, err := st.ExperimentDayCounts(ctx, hero.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := []experiments.DayCounts{{Day: day, Variant: "a", Exposures: 1}, {Day: day, Variant: "b", Exposures: 1, Leads: 1}}
		if !reflect.DeepEqual(counts, want) {
			t.Errorf("counts: %+v, want %+v", counts, want)
		}
		if counts, _ := st.ExperimentDayCounts(ctx, button.ID); len(counts) != 0 {
			t.Errorf("button counts: %+v", counts)
		}

		c.advance(24 * time.Hour)
		if err := st.DeleteOldExperimentKeys(ctx); err != nil {
			t.Fatal(err)
		}
		if again, _ := st.ExperimentSecret(ctx, day); !reflect.DeepEqual(again, secret) {
			t.Error("yesterday's secret went too soon")
		}
		c.advance(24 * time.Hour)
		if err := st.DeleteOldExperimentKeys(ctx); err != nil {
			t.Fatal(err)
		}
		if again, _ := st.ExperimentSecret(ctx, day); reflect.DeepEqual(again, secret) {
			t.Error("the secret of two days ago was kept")
		}
		// Gone with its secret: the same key counts anew (it could not be
		// made again anyway).
		if added, _ := st.AddExposures(ctx, []store.Exposure{{ExperimentID: hero.ID, Day: day, Key: alice, Variant: "b"}}); added != 1 {
			t.Error("the exposures of two days ago were kept")
		}
		if counts, _ := st.ExperimentDayCounts(ctx, hero.ID); len(counts) != 2 || counts[1].Leads != 1 {
			t.Errorf("counts after the sweep: %+v", counts)
		}
	})
}
