package leads

import (
	"errors"
	"slices"
	"time"

	"claimsite/internal/qualification"
	"claimsite/internal/validate"
)

// Evaluation is the body of POST /api/case-evaluations and the answers of
// POST /api/case-evaluations/check: the six steps of the case evaluation
// (issue 23), with the proof and attribution every lead form sends. The
// yes-or-no answers are pointers, so a question not answered is told from
// one answered no.
type Evaluation struct {
	// Step 1: the accident type, one of the services.
	ServiceID *int64 `json:"service_id"`
	// Step 2: when and where.
	AccidentDate string `json:"accident_date"` // YYYY-MM-DD or YYYY-MM
	State        string `json:"state"`
	ZipCode      string `json:"zip_code"`
	// Step 3: the injury.
	Injured       *Checkbox `json:"injured"`
	Treatment     string    `json:"treatment"`
	StillTreating *Checkbox `json:"still_treating"`
	// Step 4: the accident.
	Fault        string   `json:"fault"`
	PoliceReport string   `json:"police_report"`
	Vehicles     []string `json:"vehicles"`
	// Step 5: a lawyer already, or settled: then it is no lead.
	Represented *Checkbox `json:"represented"`
	Settled     *Checkbox `json:"settled"`
	// Step 6: the person and their consent.
	FirstName   string   `json:"first_name"`
	LastName    string   `json:"last_name"`
	Email       string   `json:"email"`
	Phone       string   `json:"phone"`
	Language    string   `json:"language"`
	Description string   `json:"description"`
	IsChecked   Checkbox `json:"is_checked"`
	Proof
}

// EvaluationSteps is the number of steps; the last one is the contact
// details.
const EvaluationSteps = 6

// The evaluation's steps, by number.
const (
	StepAccidentType = 1
	StepWhenWhere    = 2
	StepInjury       = 3
	StepAccident     = 4
	StepLawyer       = 5
	StepContact      = 6
)

// Treatments, faults, police report answers and vehicles the evaluation
// offers, in the order it shows them.
var (
	Treatments = []string{qualification.TreatmentNone, qualification.TreatmentUrgentCare, qualification.TreatmentDoctor,
		qualification.TreatmentHospital, qualification.TreatmentSurgery}
	Faults           = []string{qualification.FaultOther, qualification.FaultMe, qualification.FaultShared, qualification.FaultUnsure}
	PoliceReports    = []string{qualification.ReportYes, qualification.ReportNo, qualification.ReportUnsure}
	VehicleKinds     = []string{qualification.VehicleCommercial, qualification.VehicleRideshare, qualification.VehicleGovernment, qualification.VehicleUninsured}
	ContactLanguages = []string{LanguageEnglish, LanguageSpanish}
)

// Endings of an evaluation that cannot become a lead (Ended).
const (
	EndedRepresented = "represented"
	EndedSettled     = "settled"
)

// Ended says why the answers end the evaluation before the contact step:
// EndedRepresented, EndedSettled, or "" when they do not.
func (e Evaluation) Ended() string {
	switch {
	case e.Represented != nil && bool(*e.Represented):
		return EndedRepresented
	case e.Settled != nil && bool(*e.Settled):
		return EndedSettled
	}
	return ""
}

// Check reports what is wrong with the answers of one step (1 to
// EvaluationSteps), today being the visitor's day for the date of the
// accident. The answers of the other steps are not checked. An ending
// answer (Ended) is no error here: the evaluation shows the ending.
func (e Evaluation) Check(step int, today time.Time) validate.Messages {
	errs := validate.Messages{}
	switch step {
	case StepAccidentType:
		if e.ServiceID == nil || *e.ServiceID < 1 {
			errs.Add("service_id", "evaluation.service", nil)
		}
	case StepWhenWhere:
		if _, err := e.accidentDate(today); err != nil {
			errs.Add("accident_date", accidentDateMessage(err), nil)
		}
		if _, ok := StateCode(validate.Clean(e.State)); !ok {
			errs.Add("state", "lead.state", nil)
		}
		checkZipCode(errs, "zip_code", e.ZipCode, false)
	case StepInjury:
		switch {
		case e.Injured == nil:
			errs.Add("injured", "evaluation.injured", nil)
		case bool(*e.Injured):
			if !slices.Contains(Treatments, e.Treatment) {
				errs.Add("treatment", "evaluation.treatment", nil)
			} else if e.Treatment != qualification.TreatmentNone && e.StillTreating == nil {
				errs.Add("still_treating", "evaluation.still_treating", nil)
			}
		}
	case StepAccident:
		if !slices.Contains(Faults, e.Fault) {
			errs.Add("fault", "evaluation.fault", nil)
		}
		if !slices.Contains(PoliceReports, e.PoliceReport) {
			errs.Add("police_report", "evaluation.police_report", nil)
		}
		if len(e.Vehicles) > len(VehicleKinds) {
			errs.Add("vehicles", "evaluation.vehicles", nil)
		}
		for _, v := range e.Vehicles {
			if !slices.Contains(VehicleKinds, v) {
				errs.Add("vehicles", "evaluation.vehicles", nil)
				break
			}
		}
	case StepLawyer:
		if e.Represented == nil {
			errs.Add("represented", "evaluation.represented", nil)
		}
		if e.Settled == nil {
			errs.Add("settled", "evaluation.settled", nil)
		}
	case StepContact:
		checkFirstName(errs, "first_name", e.FirstName)
		checkLastName(errs, "last_name", e.LastName)
		checkEmail(errs, "email", e.Email)
		checkPhone(errs, "phone", e.Phone)
		checkLanguage(errs, "language", e.Language)
		errs.MaxLength("description", "label.description", validate.Clean(e.Description), 5000)
		if !e.IsChecked {
			errs.Add("is_checked", "lead.consent", nil)
		}
	default:
		errs.Add("step", "evaluation.step", nil)
	}
	return errs
}

// accidentDateMessage is the catalogue message the visitor is told of a
// date refused by qualification.ParseAccidentDate.
func accidentDateMessage(err error) string {
	if errors.Is(err, qualification.ErrFutureDate) {
		return "evaluation.date_future"
	}
	return "evaluation.date"
}

func (e Evaluation) accidentDate(today time.Time) (qualification.AccidentDate, error) {
	return qualification.ParseAccidentDate(validate.Clean(e.AccidentDate), today)
}

// Lead checks every step and the proof in ctx and builds the lead to
// store, with its answers (Qualification) but not yet its deadline or
// tier, which need the state's facts and the store (Qualification.Rate).
// A lead already represented or settled is refused on that field: no
// attorney may be sent it.
func (e Evaluation) Lead(ctx Context, today time.Time) (Lead, validate.Messages) {
	errs := validate.Messages{}
	for step := 1; step <= EvaluationSteps; step++ {
		errs.Merge(e.Check(step, today))
	}
	switch e.Ended() {
	case EndedRepresented:
		errs.Add("represented", "evaluation.refused_represented", nil)
	case EndedSettled:
		errs.Add("settled", "evaluation.refused_settled", nil)
	}
	state, _ := StateCode(validate.Clean(e.State))
	injured := e.Injured != nil && bool(*e.Injured)
	q := &Qualification{
		AccidentDate: validate.Clean(e.AccidentDate),
		Injured:      &injured,
		Fault:        e.Fault,
		PoliceReport: e.PoliceReport,
		Vehicles:     vehicleList(e.Vehicles),
	}
	if injured {
		still := e.Treatment != qualification.TreatmentNone && e.StillTreating != nil && bool(*e.StillTreating)
		q.Treatment, q.StillTreating = e.Treatment, &still
	}
	lead := Lead{
		SourceForm:    FormCaseEvaluation,
		FirstName:     validate.Clean(e.FirstName),
		LastName:      validate.Clean(e.LastName),
		Email:         validate.NormalizeEmail(e.Email),
		Phone:         validate.Clean(e.Phone),
		ZipCode:       validate.Clean(e.ZipCode),
		State:         state,
		Description:   validate.Clean(e.Description),
		ServiceID:     e.ServiceID,
		Language:      e.Language, // empty: the page's (Proof.prove)
		Qualification: q,
		Attribution:   checkAttribution(errs, e.Attribution),
	}
	return e.prove(lead, errs, ctx)
}

// vehicleList is vehicles without repeats, in the evaluation's order.
func vehicleList(vehicles []string) []string {
	out := []string{}
	for _, v := range VehicleKinds {
		if slices.Contains(vehicles, v) {
			out = append(out, v)
		}
	}
	return out
}

// Qualification is a case-evaluation lead's answers, filing deadline and
// tier (GET /api/admin/leads/{id}, the webhook and the partner mail). The
// answers about the injury are health data: erasing the lead empties them
// and the reasons (Injured and StillTreating become nil, the texts
// empty), keeping the tier and the deadline status its figures count.
type Qualification struct {
	AccidentDate  string   `json:"accident_date"` // as given: YYYY-MM-DD or YYYY-MM
	Injured       *bool    `json:"injured"`
	Treatment     string   `json:"treatment"`
	StillTreating *bool    `json:"still_treating"`
	Fault         string   `json:"fault"`
	PoliceReport  string   `json:"police_report"`
	Vehicles      []string `json:"vehicles"`
	// Represented and Settled are false on every lead: an evaluation that
	// answers yes to either ends before it becomes one.
	Represented bool `json:"represented"`
	Settled     bool `json:"settled"`
	// DeadlineOn is the general filing deadline (YYYY-MM-DD) and
	// DeadlineStatus qualification's open, urgent or passed; both nil when
	// the state's period is not on record. DaysLeft counts from the day
	// the lead is read (negative once passed).
	DeadlineOn     *string `json:"deadline_on"`
	DeadlineStatus *string `json:"deadline_status"`
	DaysLeft       *int    `json:"days_left"`
	// GovernmentNotice: a government vehicle was involved and the state
	// has a notice period for claims against a public body.
	GovernmentNotice bool           `json:"government_notice"`
	Tier             string         `json:"tier"`
	TierVersion      int            `json:"tier_version"`
	Score            int            `json:"score"`
	SubScores        map[string]int `json:"sub_scores"`
	TierReasons      []string       `json:"tier_reasons"`
}

// Answers are the answers the tier rules read.
func (q Qualification) Answers() qualification.Answers {
	return qualification.Answers{
		Injured:       q.Injured != nil && *q.Injured,
		Treatment:     q.Treatment,
		StillTreating: q.StillTreating != nil && *q.StillTreating,
		Fault:         q.Fault,
		PoliceReport:  q.PoliceReport,
		Vehicles:      q.Vehicles,
	}
}

// SetDeadline records the deadline d (nil: the state's period is not on
// record) and whether a public body's notice period applies.
func (q *Qualification) SetDeadline(d *qualification.Deadline, governmentNotice bool) {
	q.DeadlineOn, q.DeadlineStatus, q.DaysLeft = nil, nil, nil
	if d != nil {
		on, status, left := d.On.Format(time.DateOnly), d.Status, d.DaysLeft
		q.DeadlineOn, q.DeadlineStatus, q.DaysLeft = &on, &status, &left
	}
	q.GovernmentNotice = governmentNotice
}

// Deadline is the recorded deadline as of today (nil when none is on
// record): its days left and status counted again.
func (q Qualification) Deadline(today time.Time) *qualification.Deadline {
	if q.DeadlineOn == nil {
		return nil
	}
	on, err := time.Parse(time.DateOnly, *q.DeadlineOn)
	if err != nil {
		return nil
	}
	d := qualification.DeadlineAt(on, today)
	return &d
}

// Rate gives the qualification its tier under the rules of version (w),
// its deadline being already set, with the signals of the lead.
func (q *Qualification) Rate(version int, w qualification.Weights, s qualification.Signals, today time.Time) {
	accident, err := qualification.ParseAccidentDate(q.AccidentDate, today)
	if err != nil {
		accident.Date = today // checked at intake; a stored date always parses
	}
	r := qualification.Rate(version, w, q.Answers(), accident.Date, q.Deadline(today), s, today)
	q.Tier, q.TierVersion, q.Score, q.SubScores, q.TierReasons = r.Tier, r.Version, r.Score, r.Scores, r.Reasons
}
