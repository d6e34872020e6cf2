// Package experiments holds the rules of the site's A/B tests: what an
// experiment is and which of its fields may change, how a visitor-day is
// assigned to a variant without cookies, and the sequential statistics
// that judge the results however often they are looked at (decision 061;
// the visitor-day is decision 062). It imports no store and no HTTP code.
package experiments

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"claimsite/internal/validate"
)

// Target is what an experiment varies: a site setting (or, for the
// pop-up, three of them).
type Target string

// The targets, by the names of the API.
const (
	TargetHeroHeadline Target = "hero_headline"
	TargetHeroSubline  Target = "hero_subline"
	TargetCTALabel     Target = "cta_label"
	TargetPopup        Target = "popup"
	TargetEntryForm    Target = "entry_form"
)

// Targets lists every target in the order the admin screen offers them.
var Targets = []Target{TargetHeroHeadline, TargetHeroSubline, TargetCTALabel, TargetPopup, TargetEntryForm}

// Valid reports whether t is one of Targets.
func (t Target) Valid() bool {
	for _, x := range Targets {
		if t == x {
			return true
		}
	}
	return false
}

// Status is where an experiment is in its life: a draft can be edited
// freely and started; a running experiment assigns visitors; stopped and
// shipped ones keep their results readable.
type Status string

// The statuses.
const (
	StatusDraft   Status = "draft"
	StatusRunning Status = "running"
	StatusStopped Status = "stopped"
	StatusShipped Status = "shipped"
)

// Metric is what counts as a conversion: any lead, or a lead the case
// evaluation rated tier A or B.
type Metric string

// The metrics.
const (
	MetricLeads     Metric = "leads"
	MetricQualified Metric = "qualified_leads"
)

// Other is the metric reported beside m.
func (m Metric) Other() Metric {
	if m == MetricQualified {
		return MetricLeads
	}
	return MetricQualified
}

// Entry forms, the values of the entry_form target.
const (
	EntryShort          = "short"
	EntryCaseEvaluation = "case_evaluation"
)

// Limits of an experiment and its variants (the contract of issue 24).
const (
	MaxName          = 120
	MaxHypothesis    = 2000
	MinVariants      = 2
	MaxVariants      = 4
	MaxVariantName   = 60
	MinWeight        = 1
	MaxWeight        = 100
	MinTraffic       = 1
	MaxTraffic       = 100
	MinMinEffect     = 0.01
	MaxMinEffect     = 10
	MinAlpha         = 0.001
	MaxAlpha         = 0.2
	MaxHeroHeadline  = 120
	MaxHeroSubline   = 300
	MaxCTALabel      = 40
	MaxPopupHeadline = 120
	MaxPopupDelay    = 120

	DefaultMinEffect = 0.1
	DefaultAlpha     = 0.05
	DefaultLanguage  = "en"
)

// Languages are those of the site's pages (webui.Languages): an
// experiment runs on the pages of the one chosen when it is made, and
// varies that language's settings.
var Languages = []string{"en", "es"}

// Popup is the value of a variant of the popup target.
type Popup struct {
	Enabled      bool   `json:"enabled"`
	DelaySeconds int    `json:"delay_seconds"`
	Headline     string `json:"headline"`
}

// Variant is one version of the target; the first of an experiment is
// the control. Value is a JSON string for the text targets and
// entry_form, a Popup object for popup.
type Variant struct {
	Key    string          `json:"key"`
	Name   string          `json:"name"`
	Weight int             `json:"weight"`
	Value  json.RawMessage `json:"value"`
}

// Experiment is an A/B test as the admin API shows it. Seed is random per
// experiment (set by the store at creation) and never leaves the server:
// with it a visitor's key gives their membership and variant.
type Experiment struct {
	ID                    int64      `json:"id"`
	Name                  string     `json:"name"`
	Hypothesis            string     `json:"hypothesis"`
	Target                Target     `json:"target"`
	TrafficPercent        int        `json:"traffic_percent"`
	Variants              []Variant  `json:"variants"`
	PrimaryMetric         Metric     `json:"primary_metric"`
	MinEffect             float64    `json:"min_effect"`
	Alpha                 float64    `json:"alpha"`
	Language              string     `json:"language"`
	Status                Status     `json:"status"`
	StartedAt             *time.Time `json:"started_at"`
	StoppedAt             *time.Time `json:"stopped_at"`
	ShippedVariant        *string    `json:"shipped_variant"`
	BaselineRate          *float64   `json:"baseline_rate"`
	BaselineQualifiedRate *float64   `json:"baseline_qualified_rate"`
	CreatedAt             time.Time  `json:"created_at"`
	UpdatedAt             time.Time  `json:"updated_at"`
	Seed                  []byte     `json:"-"`
}

// Variant returns the variant with key, if there is one.
func (e Experiment) Variant(key string) (Variant, bool) {
	for _, v := range e.Variants {
		if v.Key == key {
			return v, true
		}
	}
	return Variant{}, false
}

// Normalize trims the texts (and cleans them of what neither database
// stores), fills the defaults (min_effect 0.1, alpha 0.05, language "en")
// and gives variants without a key the key of their position ("a" to
// "d"). Values that decode are written back trimmed; values that do not
// are left for Problems to report.
func (e *Experiment) Normalize() {
	e.Name = validate.Clean(e.Name)
	e.Hypothesis = validate.Clean(e.Hypothesis)
	e.Target = Target(validate.Clean(string(e.Target)))
	e.PrimaryMetric = Metric(validate.Clean(string(e.PrimaryMetric)))
	e.Language = validate.Clean(e.Language)
	if e.MinEffect == 0 {
		e.MinEffect = DefaultMinEffect
	}
	if e.Alpha == 0 {
		e.Alpha = DefaultAlpha
	}
	if e.Language == "" {
		e.Language = DefaultLanguage
	}
	if e.PrimaryMetric == "" {
		e.PrimaryMetric = MetricLeads
	}
	for i := range e.Variants {
		v := &e.Variants[i]
		v.Key = validate.Clean(v.Key)
		if v.Key == "" {
			v.Key = string(rune('a' + i))
		}
		v.Name = validate.Clean(v.Name)
		v.Value = normalizeValue(e.Target, v.Value)
	}
}

func normalizeValue(t Target, raw json.RawMessage) json.RawMessage {
	switch t {
	case TargetHeroHeadline, TargetHeroSubline, TargetCTALabel, TargetEntryForm:
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return raw
		}
		out, _ := json.Marshal(validate.Clean(s))
		return out
	case TargetPopup:
		p, err := decodePopup(raw)
		if err != nil {
			return raw
		}
		p.Headline = validate.Clean(p.Headline)
		out, _ := json.Marshal(p)
		return out
	}
	return raw
}

func decodePopup(raw json.RawMessage) (Popup, error) {
	var p Popup
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return p, fmt.Errorf("no value")
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.DisallowUnknownFields()
	if err := d.Decode(&p); err != nil {
		return p, err
	}
	// The three fields are all required: an absent "enabled" would
	// silently turn the pop-up off.
	var present map[string]json.RawMessage
	if err := json.Unmarshal(raw, &present); err != nil {
		return p, err
	}
	for _, k := range []string{"enabled", "delay_seconds", "headline"} {
		if _, ok := present[k]; !ok {
			return p, fmt.Errorf("missing %s", k)
		}
	}
	return p, nil
}

// StringValue is the text of a variant of a text target or entry_form.
func (v Variant) StringValue() (string, bool) {
	var s string
	if json.Unmarshal(v.Value, &s) != nil {
		return "", false
	}
	return s, true
}

// PopupValue is the value of a variant of the popup target.
func (v Variant) PopupValue() (Popup, bool) {
	p, err := decodePopup(v.Value)
	return p, err == nil
}

var variantKey = regexp.MustCompile(`^[a-z0-9_-]{1,20}$`)

// Problems says what is wrong with e, by field as the API reports it
// (name, traffic_percent, variants, variants.1.weight, variants.2.value...);
// empty when nothing is. Call Normalize first. The status and the dates
// are the server's and are not checked here.
func (e Experiment) Problems() validate.Errors {
	errs := validate.Errors{}
	text := func(field, label, v string, min, max int) {
		switch n := utf8.RuneCountInString(v); {
		case !validate.Storable(v):
			errs.Add(field, "The "+label+" must be plain text.")
		case n < min:
			errs.Add(field, "Enter the "+label+".")
		case n > max:
			errs.Add(field, "The "+label+" may be at most "+strconv.Itoa(max)+" characters long.")
		}
	}
	text("name", "name", e.Name, 1, MaxName)
	text("hypothesis", "hypothesis", e.Hypothesis, 0, MaxHypothesis)
	if !e.Target.Valid() {
		errs.Add("target", "Choose what the experiment varies: the hero headline, the hero sub-line, the call-to-action label, the pop-up or the entry form.")
	}
	if e.TrafficPercent < MinTraffic || e.TrafficPercent > MaxTraffic {
		errs.Add("traffic_percent", "The share of traffic must be a whole percentage from 1 to 100.")
	}
	if n := len(e.Variants); n < MinVariants || n > MaxVariants {
		errs.Add("variants", "Choose between 2 and 4 variants.")
	}
	seen := map[string]int{}
	for i, v := range e.Variants {
		f := "variants." + strconv.Itoa(i) + "."
		switch first, dup := seen[v.Key]; {
		case !variantKey.MatchString(v.Key):
			errs.Add(f+"key", "A variant's key must be 1 to 20 lower-case letters, digits, hyphens or underscores.")
		case dup:
			errs.Add(f+"key", "Variant "+strconv.Itoa(first+1)+" already has the key "+strconv.Quote(v.Key)+"; each variant needs its own.")
		default:
			seen[v.Key] = i
		}
		text(f+"name", "variant's name", v.Name, 1, MaxVariantName)
		if v.Weight < MinWeight || v.Weight > MaxWeight {
			errs.Add(f+"weight", "A variant's weight must be a whole number from 1 to 100.")
		}
		if e.Target.Valid() {
			if msg := valueProblem(e.Target, v); msg != "" {
				errs.Add(f+"value", msg)
			}
		}
	}
	switch e.PrimaryMetric {
	case MetricLeads, MetricQualified:
	default:
		errs.Add("primary_metric", "Choose the primary metric: leads or qualified leads.")
	}
	if !(e.MinEffect >= MinMinEffect && e.MinEffect <= MaxMinEffect) {
		errs.Add("min_effect", "The smallest lift that matters must be from 1% to 1000% (0.01 to 10).")
	}
	if !(e.Alpha >= MinAlpha && e.Alpha <= MaxAlpha) {
		errs.Add("alpha", "The significance level must be from 0.001 to 0.2.")
	}
	if !slices.Contains(Languages, e.Language) {
		errs.Add("language", "The language must be en (the English pages) or es (the Spanish pages under /es).")
	}
	return errs
}

// valueProblem checks a variant's value against its target: "" when it is
// fine, otherwise a sentence for the operator.
func valueProblem(t Target, v Variant) string {
	if t == TargetPopup {
		p, err := decodePopup(v.Value)
		switch {
		case err != nil:
			return "The pop-up needs whether it is on, its delay in seconds and its headline."
		case p.DelaySeconds < 0 || p.DelaySeconds > MaxPopupDelay:
			return "The pop-up's delay must be from 0 to 120 seconds."
		case !validate.Storable(p.Headline):
			return "The pop-up's headline must be plain text."
		case p.Headline == "":
			return "Enter the pop-up's headline."
		case utf8.RuneCountInString(p.Headline) > MaxPopupHeadline:
			return "The pop-up's headline may be at most 120 characters long."
		}
		return ""
	}
	s, ok := v.StringValue()
	if t == TargetEntryForm {
		if !ok || (s != EntryShort && s != EntryCaseEvaluation) {
			return "The entry form must be \"short\" (the consultation form) or \"case_evaluation\" (the case evaluation)."
		}
		return ""
	}
	label, max := map[Target]string{TargetHeroHeadline: "headline", TargetHeroSubline: "sub-line", TargetCTALabel: "button label"}[t],
		map[Target]int{TargetHeroHeadline: MaxHeroHeadline, TargetHeroSubline: MaxHeroSubline, TargetCTALabel: MaxCTALabel}[t]
	switch {
	case !ok:
		return "The " + label + " must be text."
	case !validate.Storable(s):
		return "The " + label + " must be plain text."
	case s == "":
		return "Enter the " + label + " this variant shows."
	case utf8.RuneCountInString(s) > max:
		return "The " + label + " may be at most " + strconv.Itoa(max) + " characters long."
	}
	return ""
}

// Locked says which fields of updated differ from old where old's status
// no longer allows a change: once started, the target, the variants (keys,
// names, weights, values), the primary metric, the smallest effect, alpha
// and the language; once stopped or shipped, the share of traffic as
// well. Name and hypothesis stay editable. Normalize both first.
func Locked(old, updated Experiment) validate.Errors {
	errs := validate.Errors{}
	if old.Status == StatusDraft || old.Status == "" {
		return errs
	}
	started := "cannot change once the experiment has started."
	if old.Target != updated.Target {
		errs.Add("target", "What the experiment varies "+started)
	}
	if len(old.Variants) != len(updated.Variants) {
		errs.Add("variants", "The variants "+started)
	} else {
		for i, o := range old.Variants {
			u, f := updated.Variants[i], "variants."+strconv.Itoa(i)+"."
			if o.Key != u.Key {
				errs.Add(f+"key", "A variant's key "+started)
			}
			if o.Name != u.Name {
				errs.Add(f+"name", "A variant's name "+started)
			}
			if o.Weight != u.Weight {
				errs.Add(f+"weight", "A variant's weight "+started)
			}
			if !sameJSON(o.Value, u.Value) {
				errs.Add(f+"value", "A variant's value "+started)
			}
		}
	}
	if old.PrimaryMetric != updated.PrimaryMetric {
		errs.Add("primary_metric", "The primary metric "+started)
	}
	if old.MinEffect != updated.MinEffect {
		errs.Add("min_effect", "The smallest lift that matters "+started)
	}
	if old.Alpha != updated.Alpha {
		errs.Add("alpha", "The significance level "+started)
	}
	if old.Language != updated.Language {
		errs.Add("language", "The language "+started)
	}
	if (old.Status == StatusStopped || old.Status == StatusShipped) && old.TrafficPercent != updated.TrafficPercent {
		errs.Add("traffic_percent", "The share of traffic cannot change once the experiment has stopped.")
	}
	return errs
}

// sameJSON compares two JSON values by what they mean, not their spacing.
func sameJSON(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return bytes.Equal(ja, jb)
}
