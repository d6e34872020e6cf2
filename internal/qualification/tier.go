package qualification

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"
)

// Tiers, best first; a lead of the short forms is TierUnrated.
const (
	TierA       = "A"
	TierB       = "B"
	TierC       = "C"
	TierD       = "D"
	TierUnrated = "unrated"
)

// Treatment levels, faults, police report answers and vehicles, by the
// names of POST /api/case-evaluations.
const (
	TreatmentNone       = "none"
	TreatmentUrgentCare = "urgent_care"
	TreatmentDoctor     = "doctor"
	TreatmentHospital   = "hospital"
	TreatmentSurgery    = "surgery"

	FaultOther  = "other"
	FaultMe     = "me"
	FaultShared = "shared"
	FaultUnsure = "unsure"

	ReportYes    = "yes"
	ReportNo     = "no"
	ReportUnsure = "unsure"

	VehicleCommercial = "commercial"
	VehicleRideshare  = "rideshare"
	VehicleGovernment = "government"
	VehicleUninsured  = "uninsured"
)

// Answers are what a visitor told the evaluation about the accident.
type Answers struct {
	Injured       bool
	Treatment     string
	StillTreating bool
	Fault         string
	PoliceReport  string
	Vehicles      []string
}

// Signals are what the site knows of the request itself: contact and
// proof.
type Signals struct {
	PhoneValid       bool // ten digits in a real area code and exchange
	TrustedFormValid bool
	LeadIDValid      bool
	Duplicate        bool // an earlier request from the same person within the duplicate window
}

// Weights are the operator's tier rules: how much each sub-score counts
// (percent, summing to 100) and the least total score of tiers A, B and
// C (below C: D). A change makes a new version; a lead keeps the version
// it was rated with.
type Weights struct {
	Liability int `json:"liability"`
	Injury    int `json:"injury"`
	Timing    int `json:"timing"`
	Contact   int `json:"contact"`
	MinA      int `json:"min_a"`
	MinB      int `json:"min_b"`
	MinC      int `json:"min_c"`
}

// DefaultWeights are the rules of version 1.
var DefaultWeights = Weights{Liability: 30, Injury: 35, Timing: 20, Contact: 15, MinA: 75, MinB: 55, MinC: 35}

// Problems says what is wrong with w, by field (the JSON names); empty
// when nothing is.
func (w Weights) Problems() map[string]string {
	out := map[string]string{}
	sum := 0
	for _, f := range []struct {
		name  string
		value int
	}{{"liability", w.Liability}, {"injury", w.Injury}, {"timing", w.Timing}, {"contact", w.Contact}} {
		sum += f.value
		if f.value < 0 || f.value > 100 {
			out[f.name] = "Each weight must be from 0 to 100."
		}
	}
	if len(out) == 0 && sum != 100 {
		out["liability"] = "The weights must add up to 100 (they add up to " + strconv.Itoa(sum) + ")."
	}
	switch {
	case w.MinA < 1 || w.MinA > 100:
		out["min_a"] = "The least score of tier A must be from 1 to 100."
	case w.MinB < 1 || w.MinB >= w.MinA:
		out["min_b"] = "The least score of tier B must be from 1 and below tier A's."
	case w.MinC < 1 || w.MinC >= w.MinB:
		out["min_c"] = "The least score of tier C must be from 1 and below tier B's."
	}
	return out
}

// Rating is a lead's tier with what made it.
type Rating struct {
	Tier    string         `json:"tier"`
	Version int            `json:"tier_version"`
	Score   int            `json:"score"`      // 0-100
	Scores  map[string]int `json:"sub_scores"` // liability, injury, timing, contact: 0-100 each
	Reasons []string       `json:"tier_reasons"`
}

// Rate gives a case-evaluation lead its tier under the rules of version
// (w), from its answers, its deadline (nil: the state's period is not
// known) and its signals, with the reasons in words.
func Rate(version int, w Weights, a Answers, accident time.Time, d *Deadline, s Signals, today time.Time) Rating {
	var reasons []string
	say := func(r string) { reasons = append(reasons, r) }

	liability := map[string]int{FaultOther: 90, FaultShared: 50, FaultUnsure: 35, FaultMe: 5}[a.Fault]
	switch a.Fault {
	case FaultOther:
		say("other party at fault")
	case FaultShared:
		say("fault shared")
	case FaultMe:
		say("the visitor says they were at fault")
	case FaultUnsure:
		say("fault not known")
	}
	switch a.PoliceReport {
	case ReportYes:
		liability += 10
		say("police report filed")
	case ReportNo:
		liability -= 10
		say("no police report")
	}
	for _, v := range a.Vehicles {
		if v == VehicleCommercial {
			liability += 10
			say("commercial vehicle involved")
		}
	}

	injury := 0
	if a.Injured {
		injury = map[string]int{TreatmentNone: 15, TreatmentUrgentCare: 55, TreatmentDoctor: 60, TreatmentHospital: 85, TreatmentSurgery: 100}[a.Treatment]
		say(map[string]string{TreatmentNone: "injured, not treated yet", TreatmentUrgentCare: "treated at urgent care or the ER",
			TreatmentDoctor: "treated by a doctor or chiropractor", TreatmentHospital: "treated in hospital",
			TreatmentSurgery: "had surgery"}[a.Treatment])
		if a.StillTreating && a.Treatment != TreatmentNone {
			injury += 10
			say("still treating")
		}
	} else {
		say("not injured")
	}

	timing := 50 // the state's period is not known
	if d != nil {
		switch d.Status {
		case DeadlineOpen:
			timing = 80
		case DeadlineUrgent:
			timing = 40
			say(fmt.Sprintf("deadline in %d days", d.DaysLeft))
		case DeadlinePassed:
			timing = 0
			say("deadline passed")
		}
	} else {
		say("the state's deadline is not on record")
	}
	switch age := int(dateOf(today).Sub(dateOf(accident)).Hours() / 24); {
	case age <= 30:
		timing += 20
		say("accident in the last 30 days")
	case age <= 180:
		timing += 10
		say("accident in the last 6 months")
	}

	contact := 0
	if s.PhoneValid {
		contact += 40
	} else {
		say("phone number doubtful")
	}
	if s.TrustedFormValid {
		contact += 30
		say("TrustedForm certificate")
	}
	if s.LeadIDValid {
		contact += 30
		say("LeadiD token")
	}
	if s.Duplicate {
		contact = 0
		say("duplicate of an earlier request")
	}

	scores := map[string]int{"liability": clamp(liability), "injury": clamp(injury), "timing": clamp(timing), "contact": clamp(contact)}
	total := int(math.Round(float64(scores["liability"]*w.Liability+scores["injury"]*w.Injury+scores["timing"]*w.Timing+
		scores["contact"]*w.Contact) / 100))
	tier := TierD
	switch {
	case total >= w.MinA:
		tier = TierA
	case total >= w.MinB:
		tier = TierB
	case total >= w.MinC:
		tier = TierC
	}
	// A passed deadline or no injury is never better than C, whatever the
	// rest says: the field returns such leads.
	if (d != nil && d.Status == DeadlinePassed || !a.Injured) && (tier == TierA || tier == TierB) {
		tier = TierC
	}
	return Rating{Tier: tier, Version: version, Score: total, Scores: scores, Reasons: slices.Clip(reasons)}
}

func clamp(v int) int { return min(100, max(0, v)) }

// TierRank orders tiers for a partner's minimum: A 4 … D 1, unrated 0.
func TierRank(tier string) int {
	return map[string]int{TierA: 4, TierB: 3, TierC: 2, TierD: 1}[tier]
}

// PlausiblePhone reports whether ten digits can be a working North
// American number: an area code and an exchange that start with 2 to 9
// and are no service code (N11), and not one of the 555-0100 to 555-0199
// numbers reserved for fiction.
func PlausiblePhone(digits string) bool {
	if len(digits) != 10 {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	area, exchange := digits[:3], digits[3:6]
	for _, part := range []string{area, exchange} {
		if part[0] < '2' || part[1:] == "11" {
			return false
		}
	}
	return !(exchange == "555" && digits[6:8] == "01")
}
