package httpapi

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/leads"
	"claimsite/internal/locale"
	"claimsite/internal/qualification"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
	"claimsite/internal/visits"
)

// The case evaluation (issue 23; decision 060): six steps, each checked
// by the browser and again here (POST /api/case-evaluations/check, which
// stores nothing personal), then one submission that becomes a lead like
// the short forms' (POST /api/case-evaluations, through submitLead).

// evaluationCheck is the body of POST /api/case-evaluations/check: the
// step to check, every answer given so far, and the language of the
// evaluation's page, in which the answer's notes and errors are written
// (decision 071; answers.language is the contact language).
type evaluationCheck struct {
	Step     int              `json:"step"`
	Answers  leads.Evaluation `json:"answers"`
	Language string           `json:"language"`
}

// evaluationDeadline is the filing deadline as the evaluation tells it:
// the date, its status and days left from today, the neutral note, and
// the warning of a public body's notice period.
type evaluationDeadline struct {
	DeadlineOn       string `json:"deadline_on"`
	DeadlineStatus   string `json:"deadline_status"`
	DaysLeft         int    `json:"days_left"`
	Note             string `json:"note"`
	MonthOnly        bool   `json:"month_only"`
	GovernmentNotice string `json:"government_notice"`
}

// evaluationEnding is the end of an evaluation that cannot become a lead
// (already represented or settled): why, and the state bar's
// lawyer-referral service where it is on record.
type evaluationEnding struct {
	Reason           string `json:"reason"`
	StateName        string `json:"state_name"`
	BarReferralURL   string `json:"bar_referral_url"`
	BarReferralPhone string `json:"bar_referral_phone"`
}

type evaluationCheckData struct {
	Deadline *evaluationDeadline `json:"deadline"`
	Ending   *evaluationEnding   `json:"ending"`
}

// evaluationFunnelPattern is the funnel beacon's route, whose access log
// line carries no address, as the page-view beacon's (decision 024).
const evaluationFunnelPattern = "/api/case-evaluations/funnel"

// maxEvaluationBytes bounds the body of the evaluation's routes: the
// answers, a description of at most 5,000 characters and the proofs.
const maxEvaluationBytes = 64 << 10

// handleEvaluationCheck checks one step. 200 with what the visitor is
// told next (the deadline once the date and state are known; the ending
// when they already have a lawyer or settled), or 422 with the step's
// field errors.
func (s *Server) handleEvaluationCheck(w http.ResponseWriter, r *http.Request) error {
	if err := s.limit(r, s.perIP(r, ratelimit.EvaluationIP)); err != nil {
		return err
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxEvaluationBytes)
	var body evaluationCheck
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	today := s.store.Now().UTC()
	e := body.Answers
	errs := e.Check(body.Step, today)
	lang := visitorLanguage(errs, body.Language)
	if body.Step == leads.StepAccidentType && !errs.Has("service_id") {
		if _, err := s.store.Service(r.Context(), *e.ServiceID); errors.Is(err, store.ErrNotFound) {
			errs.Add("service_id", "evaluation.service_unknown", nil)
		} else if err != nil {
			return err
		}
	}
	if errs.Any() {
		return invalidIn(lang, errs)
	}
	facts, err := s.evaluationFacts(r.Context(), e, today, lang)
	if err != nil {
		return err
	}
	data := evaluationCheckData{Deadline: facts.told}
	if body.Step >= leads.StepLawyer && e.Ended() != "" {
		data.Ending = &evaluationEnding{Reason: e.Ended()}
		if facts.law != nil {
			data.Ending.StateName = stateName(lang, facts.law)
			data.Ending.BarReferralURL, data.Ending.BarReferralPhone = facts.law.BarReferralURL, facts.law.BarReferralPhone
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": data})
	return nil
}

// evaluationFacts are what the state's facts say of an evaluation's
// answers: the deadline as recorded on the lead, as told to the visitor,
// and whether a public body's notice period applies.
type evaluationFacts struct {
	law              *store.StateLaw
	deadline         *qualification.Deadline
	told             *evaluationDeadline
	governmentNotice bool
}

// evaluationFacts reads the state's facts for e's state and works out the
// deadline of its accident date, as of today, its notes written in lang.
// Without a valid date and state, or a state page, they are empty; without
// the state's period, no deadline (the product says nothing rather than
// guess).
func (s *Server) evaluationFacts(ctx context.Context, e leads.Evaluation, today time.Time, lang string) (evaluationFacts, error) {
	var out evaluationFacts
	code, ok := leads.StateCode(validate.Clean(e.State))
	if !ok {
		return out, nil
	}
	law, err := s.store.StateLawByCode(ctx, code)
	if errors.Is(err, store.ErrNotFound) {
		return out, nil
	} else if err != nil {
		return out, err
	}
	out.law = &law
	place := statePlace(lang, &law)
	government := slices.Contains(e.Vehicles, qualification.VehicleGovernment)
	out.governmentNotice = government && law.GovernmentNoticeDays != nil
	accident, err := qualification.ParseAccidentDate(validate.Clean(e.AccidentDate), today)
	if err != nil || law.SOLYears == nil {
		return out, nil
	}
	d := qualification.DeadlineOf(accident, *law.SOLYears, today)
	out.deadline = &d
	out.told = &evaluationDeadline{
		DeadlineOn:     d.On.Format(time.DateOnly),
		DeadlineStatus: d.Status,
		DaysLeft:       d.DaysLeft,
		Note:           qualification.DeadlineNote(lang, place, *law.SOLYears, d, !accident.Day),
		MonthOnly:      !accident.Day,
	}
	if government {
		out.told.GovernmentNotice = qualification.NoticeNote(lang, place, law.GovernmentNoticeDays)
	}
	return out, nil
}

// handleEvaluationCreate stores a completed evaluation as a lead, exactly
// as POST /api/contact stores the short forms' (submitLead), with its
// answers, its deadline and its tier. Already represented or settled: 422
// on that field, and nothing is stored.
func (s *Server) handleEvaluationCreate(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxEvaluationBytes)
	var e leads.Evaluation
	if err := decodeJSON(w, r, &e); err != nil {
		s.countLead("", err)
		return err
	}
	return s.submitLead(w, r, e.Proof, func(c leads.Context) (leads.Lead, validate.Messages, error) {
		today := s.store.Now().UTC()
		lead, errs := e.Lead(c, today)
		if errs.Any() {
			return lead, errs, nil
		}
		// The lead keeps no note: their language does not matter.
		facts, err := s.evaluationFacts(r.Context(), e, today, locale.English)
		if err != nil {
			return lead, errs, err
		}
		if facts.law != nil {
			lead.StateLawID = &facts.law.ID
		}
		lead.Qualification.SetDeadline(facts.deadline, facts.governmentNotice)
		return lead, errs, nil
	})
}

// evaluationFunnelEvent is the body of POST /api/case-evaluations/funnel:
// a step shown, passed, or the evaluation ended there, and the visitor's
// first-touch source.
type evaluationFunnelEvent struct {
	Step   int    `json:"step"`
	Event  string `json:"event"`
	Source string `json:"source"`
}

// handleEvaluationFunnel counts one step of the evaluation's funnel and
// answers 204. As with page views (decision 024), nothing that names the
// visitor is kept: the user agent becomes a device class, the address is
// only counted by the request limit; robots and prefetches are not
// counted.
func (s *Server) handleEvaluationFunnel(w http.ResponseWriter, r *http.Request) error {
	if visits.IsBot(r.UserAgent()) || prefetched(r) {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	if err := s.limit(r, s.perIP(r, ratelimit.EvaluationIP)); err != nil {
		return err
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxVisitBytes)
	var ev evaluationFunnelEvent
	if err := decodeJSON(w, r, &ev); err != nil {
		return err
	}
	errs := validate.Errors{}
	if ev.Step < 1 || ev.Step > leads.EvaluationSteps {
		errs.Add("step", "The step must be from 1 to 6.")
	}
	if !slices.Contains(store.FunnelEvents, ev.Event) {
		errs.Add("event", "The event must be view, complete or ended.")
	}
	if errs.Any() {
		return invalid(errs)
	}
	source := attribution.Value(ev.Source)
	if err := s.store.CountFunnel(r.Context(), ev.Step, ev.Event, visits.Device(r.UserAgent()), source); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// stateName is the state's name in lang: its record's (English), or the
// catalogue's Spanish name ("Nueva York", "Distrito de Columbia").
func stateName(lang string, law *store.StateLaw) string {
	if locale.Of(lang) == locale.English {
		return law.Name
	}
	return locale.Must(lang, "state.name."+law.Code, nil)
}

// statePlace is the state as a sentence of lang names it: "Texas", "the
// District of Columbia", "el Distrito de Columbia".
func statePlace(lang string, law *store.StateLaw) string {
	if law.Code == "DC" {
		return locale.Must(lang, "state.place.DC", nil)
	}
	return stateName(lang, law)
}
