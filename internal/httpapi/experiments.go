package httpapi

import (
	"context"
	"errors"
	"math"
	"net/http"
	"time"

	"claimsite/internal/content"
	"claimsite/internal/experiments"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// The admin side of experiments (issue 24): drafts, start, stop, ship,
// and the results read from the daily counts.

// recentTrafficDays is how far back "the site's recent traffic" reaches:
// four whole weeks, so each weekday counts alike.
const recentTrafficDays = 28

func (s *Server) handleExperimentList(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.Experiments(r.Context())
	if err != nil {
		return err
	}
	if list == nil {
		list = []experiments.Experiment{}
	}
	writeJSON(w, http.StatusOK, envelope(list))
	return nil
}

func (s *Server) handleExperimentGet(w http.ResponseWriter, r *http.Request) error {
	e, err := s.experimentParam(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(e))
	return nil
}

func (s *Server) experimentParam(r *http.Request) (experiments.Experiment, error) {
	id, err := idParam(r)
	if err != nil {
		return experiments.Experiment{}, err
	}
	return s.store.Experiment(r.Context(), id)
}

// decodeExperiment reads the editable fields of an experiment over base:
// what the body leaves out keeps base's value, and the fields the server
// keeps (id, status, seed, dates, baselines) cannot be set.
func decodeExperiment(w http.ResponseWriter, r *http.Request, base experiments.Experiment) (experiments.Experiment, error) {
	e := base
	e.Variants = append([]experiments.Variant(nil), base.Variants...)
	if err := decodeJSON(w, r, &e); err != nil {
		return e, err
	}
	e.ID, e.Status, e.Seed, e.StartedAt, e.StoppedAt, e.ShippedVariant = base.ID, base.Status, base.Seed, base.StartedAt, base.StoppedAt, base.ShippedVariant
	e.BaselineRate, e.BaselineQualifiedRate, e.CreatedAt, e.UpdatedAt = base.BaselineRate, base.BaselineQualifiedRate, base.CreatedAt, base.UpdatedAt
	e.Normalize()
	return e, nil
}

func (s *Server) handleExperimentCreate(w http.ResponseWriter, r *http.Request) error {
	e, err := decodeExperiment(w, r, experiments.Experiment{Status: experiments.StatusDraft})
	if err != nil {
		return err
	}
	if errs := e.Problems(); errs.Any() {
		return invalid(errs)
	}
	saved, err := s.store.CreateExperiment(r.Context(), e, currentUser(r).ID)
	if err != nil {
		return err
	}
	auditRecordID(r, saved.ID)
	writeJSON(w, http.StatusCreated, map[string]any{"message": "Experiment saved.", "data": saved})
	return nil
}

func (s *Server) handleExperimentUpdate(w http.ResponseWriter, r *http.Request) error {
	old, err := s.experimentParam(r)
	if err != nil {
		return err
	}
	e, err := decodeExperiment(w, r, old)
	if err != nil {
		return err
	}
	errs := e.Problems()
	for field, msgs := range experiments.Locked(old, e) {
		for _, m := range msgs {
			errs.Add(field, m)
		}
	}
	if errs.Any() {
		return invalid(errs)
	}
	saved, err := s.store.UpdateExperiment(r.Context(), e)
	if err != nil {
		return err
	}
	auditChanged(r, old, saved)
	writeJSON(w, http.StatusOK, map[string]any{"message": "Experiment saved.", "data": saved})
	return nil
}

// handleExperimentStart starts a draft. Its baseline rates, from the
// site's recent traffic, fix the mixing parameter of its test before
// anything is counted (decision 061).
func (s *Server) handleExperimentStart(w http.ResponseWriter, r *http.Request) error {
	e, err := s.experimentParam(r)
	if err != nil {
		return err
	}
	if e.Status != experiments.StatusDraft {
		return newError(http.StatusConflict, "Only a draft can be started.")
	}
	recent, err := s.recentTraffic(r.Context())
	if err != nil {
		return err
	}
	baseline, qualified := rate(recent.Leads, recent.Entries), rate(recent.Qualified, recent.Entries)
	saved, err := s.store.StartExperiment(r.Context(), e.ID, baseline, qualified)
	switch {
	case errors.Is(err, store.ErrConflict):
		return newError(http.StatusConflict, "Another running experiment already varies "+experiments.TargetName(e.Target)+
			". Stop it before starting this one.")
	case errors.Is(err, store.ErrExperimentState):
		return newError(http.StatusConflict, "Only a draft can be started.")
	case err != nil:
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Experiment started.", "data": saved})
	return nil
}

func (s *Server) handleExperimentStop(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return err
	}
	saved, err := s.store.StopExperiment(r.Context(), id)
	if errors.Is(err, store.ErrExperimentState) {
		return newError(http.StatusConflict, "Only a running experiment can be stopped.")
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": "Experiment stopped.", "data": saved})
	return nil
}

// handleExperimentShip writes the chosen variant's value into the site's
// setting, then marks the experiment shipped (stopping it): a failure
// between the two leaves the setting written and the experiment as it
// was, and shipping again finishes it.
func (s *Server) handleExperimentShip(w http.ResponseWriter, r *http.Request) error {
	e, err := s.experimentParam(r)
	if err != nil {
		return err
	}
	var body struct {
		Variant string `json:"variant"`
	}
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	if e.Status != experiments.StatusRunning && e.Status != experiments.StatusStopped {
		return newError(http.StatusConflict, "Only a running or stopped experiment can be shipped.")
	}
	var chosen *experiments.Variant
	for i := range e.Variants {
		if e.Variants[i].Key == body.Variant {
			chosen = &e.Variants[i]
		}
	}
	if chosen == nil {
		return invalid(validate.Errors{"variant": {"Choose one of the experiment's variants."}})
	}
	patch, err := experiments.SettingsPatch(e.Target, chosen.Value)
	if err != nil {
		return err
	}
	if _, errs, err := s.settings.Save(r.Context(), patch, currentUser(r).ID); err != nil {
		return err
	} else if errs.Any() {
		return invalid(validate.Errors{"variant": {"The variant's value is not a valid setting: " + firstMessage(errs)}})
	}
	if err := s.store.BumpContent(context.WithoutCancel(r.Context()), content.Site); err != nil {
		return err
	}
	saved, err := s.store.ShipExperiment(r.Context(), e.ID, chosen.Key)
	if errors.Is(err, store.ErrExperimentState) {
		return newError(http.StatusConflict, "Only a running or stopped experiment can be shipped.")
	}
	if err != nil {
		return err
	}
	auditDetail(r, "shipped variant "+chosen.Key+" ("+chosen.Name+") to "+string(e.Target))
	writeJSON(w, http.StatusOK, map[string]any{"message": "Variant " + chosen.Name + " shipped: the site now shows it to everyone.", "data": saved})
	return nil
}

func firstMessage(errs validate.Errors) string {
	for _, msgs := range errs {
		if len(msgs) > 0 {
			return msgs[0]
		}
	}
	return ""
}

// handleExperimentResults computes the results from the daily counts: a
// draft's say how long it would take at the site's recent traffic.
func (s *Server) handleExperimentResults(w http.ResponseWriter, r *http.Request) error {
	e, err := s.experimentParam(r)
	if err != nil {
		return err
	}
	days, err := s.store.ExperimentDayCounts(r.Context(), e.ID)
	if err != nil {
		return err
	}
	recent, err := s.recentTraffic(r.Context())
	if err != nil {
		return err
	}
	traffic := experiments.Traffic{
		ExposuresPerDay:       float64(recent.Entries) / float64(max(recent.Days, 1)) * float64(e.TrafficPercent) / 100,
		BaselineRate:          rate(recent.Leads, recent.Entries),
		BaselineQualifiedRate: rate(recent.Qualified, recent.Entries),
	}
	if e.StartedAt != nil {
		// Once it runs, its own pace: exposures per day since it started.
		var exposures int64
		for _, d := range days {
			exposures += d.Exposures
		}
		end := s.store.Now()
		if e.StoppedAt != nil {
			end = *e.StoppedAt
		}
		elapsed := math.Max(end.Sub(*e.StartedAt).Hours()/24, 1)
		traffic.ExposuresPerDay = float64(exposures) / elapsed
	}
	writeJSON(w, http.StatusOK, envelope(experiments.Analyze(e, days, traffic)))
	return nil
}

// recentTraffic is the site's traffic of the last recentTrafficDays whole
// UTC days.
func (s *Server) recentTraffic(ctx context.Context) (store.RecentTraffic, error) {
	today := s.store.Now().UTC().Truncate(24 * time.Hour)
	return s.store.SiteTraffic(ctx, today.AddDate(0, 0, -recentTrafficDays).Format(time.DateOnly), today.Format(time.DateOnly))
}

// rate is part/whole, 0 for no whole.
func rate(part, whole int64) float64 {
	if whole <= 0 {
		return 0
	}
	return float64(part) / float64(whole)
}
