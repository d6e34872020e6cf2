package experiments

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

func str(s string) json.RawMessage { b, _ := json.Marshal(s); return b }

func validExperiment() Experiment {
	return Experiment{
		Name:           "Shorter headline",
		Hypothesis:     "A shorter headline is read to the end.",
		Target:         TargetHeroHeadline,
		TrafficPercent: 50,
		Variants: []Variant{
			{Key: "a", Name: "Control", Weight: 50, Value: str("Hurt in an accident? Get the compensation you deserve.")},
			{Key: "b", Name: "Short", Weight: 50, Value: str("Hurt? Get paid.")},
		},
		PrimaryMetric: MetricLeads,
		MinEffect:     0.1,
		Alpha:         0.05,
		Language:      "en",
		Status:        StatusDraft,
	}
}

func TestValidExperimentsHaveNoProblems(t *testing.T) {
	values := map[Target][2]json.RawMessage{
		TargetHeroHeadline: {str("Hurt in an accident?"), str(strings.Repeat("h", MaxHeroHeadline))},
		TargetHeroSubline:  {str("We connect you with an attorney."), str(strings.Repeat("é", MaxHeroSubline))},
		TargetCTALabel:     {str("Get a Free Consultation"), str(strings.Repeat("c", MaxCTALabel))},
		TargetPopup: {json.RawMessage(`{"enabled": true, "delay_seconds": 3, "headline": "Claim now"}`),
			json.RawMessage(`{"enabled": false, "delay_seconds": 120, "headline": "` + strings.Repeat("p", MaxPopupHeadline) + `"}`)},
		TargetEntryForm: {str("short"), str("case_evaluation")},
	}
	if len(values) != len(Targets) {
		t.Fatalf("a target without a test value")
	}
	for target, v := range values {
		e := validExperiment()
		e.Target = target
		e.Variants[0].Value, e.Variants[1].Value = v[0], v[1]
		e.Normalize()
		if p := e.Problems(); p.Any() {
			t.Errorf("%s: %v", target, p)
		}
	}
	// The limits themselves, and four variants.
	e := validExperiment()
	e.TrafficPercent, e.MinEffect, e.Alpha = 100, 10, 0.2
	e.Variants = append(e.Variants, Variant{Name: "C", Weight: 1, Value: str("x")}, Variant{Name: "D", Weight: 100, Value: str("y")})
	e.Normalize()
	if p := e.Problems(); p.Any() {
		t.Errorf("limits: %v", p)
	}
	e.TrafficPercent, e.MinEffect, e.Alpha = 1, 0.01, 0.001
	if p := e.Problems(); p.Any() {
		t.Errorf("lower limits: %v", p)
	}
}

func TestProblems(t *testing.T) {
	popup := func(s string) func(*Experiment) {
		return func(e *Experiment) {
			e.Target = TargetPopup
			e.Variants[0].Value = json.RawMessage(`{"enabled": true, "delay_seconds": 3, "headline": "Claim"}`)
			e.Variants[1].Value = json.RawMessage(s)
		}
	}
	value := func(target Target, v json.RawMessage) func(*Experiment) {
		return func(e *Experiment) {
			e.Target = target
			e.Variants[0].Value = str("short")
			e.Variants[1].Value = v
		}
	}
	for _, c := range []struct {
		name, field, message string
		change               func(*Experiment)
	}{
		{"no name", "name", "Enter the name.", func(e *Experiment) { e.Name = "   " }},
		{"long name", "name", "", func(e *Experiment) { e.Name = strings.Repeat("n", MaxName+1) }},
		{"long hypothesis", "hypothesis", "", func(e *Experiment) { e.Hypothesis = strings.Repeat("h", MaxHypothesis+1) }},
		{"unknown target", "target", "", func(e *Experiment) { e.Target = "footer" }},
		{"no traffic", "traffic_percent", "", func(e *Experiment) { e.TrafficPercent = 0 }},
		{"too much traffic", "traffic_percent", "", func(e *Experiment) { e.TrafficPercent = 101 }},
		{"one variant", "variants", "Choose between 2 and 4 variants.", func(e *Experiment) { e.Variants = e.Variants[:1] }},
		{"five variants", "variants", "Choose between 2 and 4 variants.", func(e *Experiment) {
			for range 3 {
				e.Variants = append(e.Variants, Variant{Name: "x", Weight: 1, Value: str("x")})
			}
		}},
		{"zero weight", "variants.1.weight", "", func(e *Experiment) { e.Variants[1].Weight = 0 }},
		{"heavy weight", "variants.1.weight", "", func(e *Experiment) { e.Variants[1].Weight = 101 }},
		{"bad key", "variants.0.key", "", func(e *Experiment) { e.Variants[0].Key = "A b" }},
		{"long key", "variants.0.key", "", func(e *Experiment) { e.Variants[0].Key = strings.Repeat("k", 21) }},
		{"duplicate key", "variants.1.key", `Variant 1 already has the key "a"; each variant needs its own.`, func(e *Experiment) { e.Variants[1].Key = "a" }},
		{"no variant name", "variants.1.name", "", func(e *Experiment) { e.Variants[1].Name = "" }},
		{"long variant name", "variants.1.name", "", func(e *Experiment) { e.Variants[1].Name = strings.Repeat("v", MaxVariantName+1) }},
		{"empty headline", "variants.1.value", "Enter the headline this variant shows.", func(e *Experiment) { e.Variants[1].Value = str("") }},
		{"no value", "variants.1.value", "", func(e *Experiment) { e.Variants[1].Value = nil }},
		{"headline not text", "variants.1.value", "The headline must be text.", func(e *Experiment) { e.Variants[1].Value = json.RawMessage(`12`) }},
		{"long headline", "variants.1.value", "", value(TargetHeroHeadline, str(strings.Repeat("h", MaxHeroHeadline+1)))},
		{"long subline", "variants.1.value", "", value(TargetHeroSubline, str(strings.Repeat("s", MaxHeroSubline+1)))},
		{"long label", "variants.1.value", "The button label may be at most 40 characters long.", value(TargetCTALabel, str(strings.Repeat("c", MaxCTALabel+1)))},
		{"unknown form", "variants.1.value", "", value(TargetEntryForm, str("long"))},
		{"form not text", "variants.1.value", "", value(TargetEntryForm, json.RawMessage(`{"form": "short"}`))},
		{"popup not an object", "variants.1.value", "", popup(`"on"`)},
		{"popup null", "variants.1.value", "", popup(`null`)},
		{"popup without enabled", "variants.1.value", "", popup(`{"delay_seconds": 3, "headline": "x"}`)},
		{"popup with more", "variants.1.value", "", popup(`{"enabled": true, "delay_seconds": 3, "headline": "x", "color": "red"}`)},
		{"popup delay", "variants.1.value", "The pop-up's delay must be from 0 to 120 seconds.", popup(`{"enabled": true, "delay_seconds": 121, "headline": "x"}`)},
		{"popup negative delay", "variants.1.value", "", popup(`{"enabled": true, "delay_seconds": -1, "headline": "x"}`)},
		{"popup no headline", "variants.1.value", "Enter the pop-up's headline.", popup(`{"enabled": false, "delay_seconds": 0, "headline": " "}`)},
		{"popup long headline", "variants.1.value", "", popup(`{"enabled": true, "delay_seconds": 0, "headline": "` + strings.Repeat("p", MaxPopupHeadline+1) + `"}`)},
		{"unknown metric", "primary_metric", "", func(e *Experiment) { e.PrimaryMetric = "calls" }},
		{"tiny effect", "min_effect", "", func(e *Experiment) { e.MinEffect = 0.005 }},
		{"huge effect", "min_effect", "", func(e *Experiment) { e.MinEffect = 10.5 }},
		{"low alpha", "alpha", "", func(e *Experiment) { e.Alpha = 0.0005 }},
		{"high alpha", "alpha", "", func(e *Experiment) { e.Alpha = 0.3 }},
		{"french", "language", "", func(e *Experiment) { e.Language = "fr" }},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := validExperiment()
			c.change(&e)
			e.Normalize()
			p := e.Problems()
			if len(p) != 1 || len(p[c.field]) != 1 {
				t.Fatalf("want one problem with %s, got %v", c.field, p)
			}
			msg := p[c.field][0]
			if c.message != "" && msg != c.message {
				t.Errorf("message %q, want %q", msg, c.message)
			}
			if !strings.HasSuffix(msg, ".") || strings.ToUpper(msg[:1]) != msg[:1] {
				t.Errorf("message %q is not a sentence", msg)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	e := Experiment{
		Name: "  Pop-up test\x00 ", Hypothesis: " later is better ", Target: " popup ", TrafficPercent: 20,
		PrimaryMetric: " leads ",
		Variants: []Variant{
			{Name: " Now ", Weight: 1, Value: json.RawMessage(`{"headline": "  Claim now  ", "enabled": true, "delay_seconds": 0}`)},
			{Key: " late ", Name: "Later", Weight: 1, Value: json.RawMessage(`{"enabled": true, "delay_seconds": 30, "headline": "Claim"}`)},
			{Name: "Off", Weight: 1, Value: json.RawMessage(`not json`)},
		},
	}
	e.Normalize()
	if e.Name != "Pop-up test" || e.Hypothesis != "later is better" || e.Target != TargetPopup || e.PrimaryMetric != MetricLeads {
		t.Errorf("texts not trimmed: %+v", e)
	}
	if e.MinEffect != 0.1 || e.Alpha != 0.05 || e.Language != "en" {
		t.Errorf("defaults: min_effect %v, alpha %v, language %q", e.MinEffect, e.Alpha, e.Language)
	}
	spanish := validExperiment()
	spanish.Language = " es "
	spanish.Normalize()
	if p := spanish.Problems(); spanish.Language != "es" || len(p) != 0 {
		t.Errorf("a Spanish experiment: language %q, problems %v", spanish.Language, p)
	}
	blank := Experiment{}
	blank.Normalize()
	if blank.PrimaryMetric != MetricLeads {
		t.Errorf("default metric: %q", blank.PrimaryMetric)
	}
	if got := []string{e.Variants[0].Key, e.Variants[1].Key, e.Variants[2].Key}; !slices.Equal(got, []string{"a", "late", "c"}) {
		t.Errorf("keys %v", got)
	}
	if e.Variants[0].Name != "Now" || string(e.Variants[0].Value) != `{"enabled":true,"delay_seconds":0,"headline":"Claim now"}` {
		t.Errorf("variant 0: %q %s", e.Variants[0].Name, e.Variants[0].Value)
	}
	if string(e.Variants[2].Value) != "not json" {
		t.Errorf("an undecodable value was changed: %s", e.Variants[2].Value)
	}
	if p, ok := e.Variants[1].PopupValue(); !ok || p.DelaySeconds != 30 {
		t.Errorf("PopupValue %+v %v", p, ok)
	}

	// Set values are kept.
	f := validExperiment()
	f.MinEffect, f.Alpha = 0.25, 0.01
	f.Variants[1].Value = str("  Hurt? Get paid.  ")
	f.Normalize()
	if f.MinEffect != 0.25 || f.Alpha != 0.01 {
		t.Errorf("set values replaced: %v %v", f.MinEffect, f.Alpha)
	}
	if s, _ := f.Variants[1].StringValue(); s != "Hurt? Get paid." {
		t.Errorf("value %q", s)
	}
}

func TestLocked(t *testing.T) {
	for _, c := range []struct {
		name   string
		status Status
		change func(*Experiment)
		fields []string
	}{
		{"draft: anything", StatusDraft, func(e *Experiment) {
			e.Target, e.TrafficPercent, e.Alpha = TargetCTALabel, 5, 0.01
			e.Variants[1].Weight = 10
		}, nil},
		{"running: name, hypothesis, traffic", StatusRunning, func(e *Experiment) {
			e.Name, e.Hypothesis, e.TrafficPercent = "New name", "New idea", 90
		}, nil},
		{"running: value spacing", StatusRunning, func(e *Experiment) { e.Variants[1].Value = json.RawMessage(` "Hurt? Get paid."`) }, nil},
		{"running: target", StatusRunning, func(e *Experiment) { e.Target = TargetCTALabel }, []string{"target"}},
		{"running: weight", StatusRunning, func(e *Experiment) { e.Variants[1].Weight = 60 }, []string{"variants.1.weight"}},
		{"running: value", StatusRunning, func(e *Experiment) { e.Variants[0].Value = str("Other") }, []string{"variants.0.value"}},
		{"running: key and name", StatusRunning, func(e *Experiment) { e.Variants[1].Key, e.Variants[1].Name = "x", "X" }, []string{"variants.1.key", "variants.1.name"}},
		{"running: another variant", StatusRunning, func(e *Experiment) {
			e.Variants = append(e.Variants, Variant{Key: "c", Name: "C", Weight: 1, Value: str("c")})
		}, []string{"variants"}},
		{"running: statistics", StatusRunning, func(e *Experiment) {
			e.PrimaryMetric, e.MinEffect, e.Alpha, e.Language = MetricQualified, 0.2, 0.1, "es"
		}, []string{"alpha", "language", "min_effect", "primary_metric"}},
		{"stopped: traffic", StatusStopped, func(e *Experiment) { e.TrafficPercent = 10 }, []string{"traffic_percent"}},
		{"stopped: name", StatusStopped, func(e *Experiment) { e.Name, e.Hypothesis = "Renamed", "Noted" }, nil},
		{"shipped: traffic and weight", StatusShipped, func(e *Experiment) {
			e.TrafficPercent = 10
			e.Variants[0].Weight = 1
		}, []string{"traffic_percent", "variants.0.weight"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			old := validExperiment()
			old.Status = c.status
			old.Normalize()
			updated := validExperiment()
			updated.Variants = slices.Clone(old.Variants)
			c.change(&updated)
			updated.Normalize()
			errs := Locked(old, updated)
			var got []string
			for f, msgs := range errs {
				got = append(got, f)
				if len(msgs) != 1 || !strings.HasSuffix(msgs[0], ".") {
					t.Errorf("%s: %v", f, msgs)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, c.fields) {
				t.Errorf("locked fields %v, want %v", got, c.fields)
			}
		})
	}
}

func TestExperimentJSON(t *testing.T) {
	e := validExperiment()
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	rate := 0.05
	e.ID, e.Status, e.StartedAt, e.BaselineRate, e.Seed = 3, StatusRunning, &now, &rate, []byte("secret seed")
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	want := []string{"alpha", "baseline_qualified_rate", "baseline_rate", "created_at", "hypothesis", "id", "language", "min_effect", "name",
		"primary_metric", "shipped_variant", "started_at", "status", "stopped_at", "target", "traffic_percent", "updated_at", "variants"}
	if got := slices.Sorted(maps.Keys(m)); !slices.Equal(got, want) {
		t.Errorf("keys %v\nwant %v", got, want)
	}
	if string(m["started_at"]) != `"2026-11-20T09:00:00Z"` || string(m["stopped_at"]) != "null" || string(m["baseline_qualified_rate"]) != "null" {
		t.Errorf("times/nulls: %s %s %s", m["started_at"], m["stopped_at"], m["baseline_qualified_rate"])
	}
	if strings.Contains(string(b), "secret seed") || strings.Contains(string(b), "c2VjcmV0") {
		t.Error("the seed left the server")
	}
	var vs []map[string]json.RawMessage
	_ = json.Unmarshal(m["variants"], &vs)
	if got := slices.Sorted(maps.Keys(vs[0])); !slices.Equal(got, []string{"key", "name", "value", "weight"}) {
		t.Errorf("variant keys %v", got)
	}
	p, _ := json.Marshal(Popup{Enabled: true, DelaySeconds: 3, Headline: "x"})
	if string(p) != `{"enabled":true,"delay_seconds":3,"headline":"x"}` {
		t.Errorf("popup %s", p)
	}
}
