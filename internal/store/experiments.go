package store

import (
	"cmp"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/experiments"
	"claimsite/internal/leads"
	"claimsite/internal/qualification"
)

// The experiments of issue 24 (decisions 061, 062): their definitions,
// the daily secret visitor-day keys are made with, the exposures (one row
// per experiment and visitor-day, deleted with their secret) and the
// daily counts results are read from, kept in the same transactions as
// the exposures and the leads they count.

// ErrExperimentState refuses a change the experiment's status does not
// allow (starting one that is not a draft, shipping a draft...).
var ErrExperimentState = errors.New("the experiment's status does not allow this")

// VisitorKeyBytes is how much of a visitor-day key is stored: enough that
// two visitors of one day never share it.
const VisitorKeyBytes = 16

// ExperimentDayKeep is how many UTC days of secrets and exposures are
// kept: today's and yesterday's.
const ExperimentDayKeep = 2

const experimentColumns = `id, name, hypothesis, target, traffic_percent, variants, primary_metric, min_effect, alpha, language, status, seed,
	baseline_rate, baseline_qualified_rate, shipped_variant, started_at, stopped_at, created_at, updated_at`

func scanExperiment(sc scanner) (experiments.Experiment, error) {
	var e experiments.Experiment
	var variants string
	var baseline, baselineQualified sql.NullFloat64
	var shipped sql.NullString
	var started, stopped sql.NullTime
	err := sc.Scan(&e.ID, &e.Name, &e.Hypothesis, &e.Target, &e.TrafficPercent, &variants, &e.PrimaryMetric, &e.MinEffect, &e.Alpha,
		&e.Language, &e.Status, &e.Seed, &baseline, &baselineQualified, &shipped, &started, &stopped, &e.CreatedAt, &e.UpdatedAt)
	if err != nil {
		return e, err
	}
	if err := json.Unmarshal([]byte(variants), &e.Variants); err != nil {
		return e, err
	}
	if baseline.Valid {
		e.BaselineRate = &baseline.Float64
	}
	if baselineQualified.Valid {
		e.BaselineQualifiedRate = &baselineQualified.Float64
	}
	if shipped.Valid {
		e.ShippedVariant = &shipped.String
	}
	if started.Valid {
		t := started.Time.UTC()
		e.StartedAt = &t
	}
	if stopped.Valid {
		t := stopped.Time.UTC()
		e.StoppedAt = &t
	}
	return e, nil
}

// Experiments lists every experiment, newest first.
func (s *Store) Experiments(ctx context.Context) ([]experiments.Experiment, error) {
	rows, err := s.query(ctx, s.db, `SELECT `+experimentColumns+` FROM experiments ORDER BY id DESC`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanExperiment)
}

// RunningExperiments lists the experiments that assign visitors now.
func (s *Store) RunningExperiments(ctx context.Context) ([]experiments.Experiment, error) {
	rows, err := s.query(ctx, s.db, `SELECT `+experimentColumns+` FROM experiments WHERE status = 'running' ORDER BY id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanExperiment)
}

// Experiment loads one experiment.
func (s *Store) Experiment(ctx context.Context, id int64) (experiments.Experiment, error) {
	e, err := scanExperiment(s.queryRow(ctx, s.db, `SELECT `+experimentColumns+` FROM experiments WHERE id = ?`, id))
	return e, mapErr(err)
}

// CreateExperiment stores e as a draft with a new random seed, made by
// user by, and returns it.
func (s *Store) CreateExperiment(ctx context.Context, e experiments.Experiment, by int64) (experiments.Experiment, error) {
	seed := make([]byte, 16)
	rand.Read(seed)
	variants, err := json.Marshal(e.Variants)
	if err != nil {
		return e, err
	}
	now := s.now()
	id, err := s.insert(ctx, s.db, `INSERT INTO experiments (name, hypothesis, target, traffic_percent, variants, primary_metric, min_effect, alpha,
		language, status, seed, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?)`,
		e.Name, e.Hypothesis, e.Target, e.TrafficPercent, string(variants), e.PrimaryMetric, e.MinEffect, e.Alpha, e.Language, seed,
		userRef(by), now, now)
	if err != nil {
		return e, err
	}
	return s.Experiment(ctx, id)
}

// UpdateExperiment saves e's editable fields (the caller checked which
// its status allows, experiments.Locked). A status that changed since it
// was read is ErrExperimentState.
func (s *Store) UpdateExperiment(ctx context.Context, e experiments.Experiment) (experiments.Experiment, error) {
	variants, err := json.Marshal(e.Variants)
	if err != nil {
		return e, err
	}
	res, err := s.exec(ctx, s.db, `UPDATE experiments SET name = ?, hypothesis = ?, target = ?, traffic_percent = ?, variants = ?, primary_metric = ?,
		min_effect = ?, alpha = ?, language = ?, updated_at = ? WHERE id = ? AND status = ?`,
		e.Name, e.Hypothesis, e.Target, e.TrafficPercent, string(variants), e.PrimaryMetric, e.MinEffect, e.Alpha, e.Language, s.now(), e.ID, e.Status)
	if err != nil {
		return e, err
	}
	if err := s.expectTransition(ctx, res, e.ID); err != nil {
		return e, err
	}
	return s.Experiment(ctx, e.ID)
}

// StartExperiment starts draft id with the baseline rates its mixing
// parameter comes from (decision 061). Another running experiment of the
// same target and language is ErrConflict: the database's unique index
// decides, whichever instance starts them.
func (s *Store) StartExperiment(ctx context.Context, id int64, baseline, baselineQualified float64) (experiments.Experiment, error) {
	now := s.now()
	res, err := s.exec(ctx, s.db, `UPDATE experiments SET status = 'running', started_at = ?, updated_at = ?, baseline_rate = ?, baseline_qualified_rate = ?
		WHERE id = ? AND status = 'draft'`, now, now, baseline, baselineQualified, id)
	if err != nil {
		return experiments.Experiment{}, mapErr(err)
	}
	if err := s.expectTransition(ctx, res, id); err != nil {
		return experiments.Experiment{}, err
	}
	return s.Experiment(ctx, id)
}

// StopExperiment stops running experiment id: visitors see the site's
// settings again, and its results stay.
func (s *Store) StopExperiment(ctx context.Context, id int64) (experiments.Experiment, error) {
	now := s.now()
	res, err := s.exec(ctx, s.db, `UPDATE experiments SET status = 'stopped', stopped_at = ?, updated_at = ? WHERE id = ? AND status = 'running'`, now, now, id)
	if err != nil {
		return experiments.Experiment{}, err
	}
	if err := s.expectTransition(ctx, res, id); err != nil {
		return experiments.Experiment{}, err
	}
	return s.Experiment(ctx, id)
}

// ShipExperiment marks running or stopped experiment id shipped with
// variant (the caller wrote its value into the site's settings), stopping
// it if it ran.
func (s *Store) ShipExperiment(ctx context.Context, id int64, variant string) (experiments.Experiment, error) {
	now := s.now()
	res, err := s.exec(ctx, s.db, `UPDATE experiments SET status = 'shipped', shipped_variant = ?, stopped_at = COALESCE(stopped_at, ?), updated_at = ?
		WHERE id = ? AND status IN ('running', 'stopped')`, variant, now, now, id)
	if err != nil {
		return experiments.Experiment{}, err
	}
	if err := s.expectTransition(ctx, res, id); err != nil {
		return experiments.Experiment{}, err
	}
	return s.Experiment(ctx, id)
}

// expectTransition tells a status change that touched no row apart: the
// experiment does not exist (ErrNotFound) or is in another status
// (ErrExperimentState).
func (s *Store) expectTransition(ctx context.Context, res sql.Result, id int64) error {
	n, err := res.RowsAffected()
	if err != nil || n == 1 {
		return err
	}
	var status string
	if err := s.queryRow(ctx, s.db, `SELECT status FROM experiments WHERE id = ?`, id).Scan(&status); err != nil {
		return mapErr(err)
	}
	return ErrExperimentState
}

// ExperimentSecret is the secret of UTC day (YYYY-MM-DD) visitor-day keys
// are made with: made by the first instance to ask, the same for all.
func (s *Store) ExperimentSecret(ctx context.Context, day string) ([]byte, error) {
	secret := make([]byte, 32)
	rand.Read(secret)
	if _, err := s.exec(ctx, s.db, `INSERT INTO experiment_secrets (day, secret) VALUES (?, ?) ON CONFLICT (day) DO NOTHING`, day, secret); err != nil {
		return nil, err
	}
	var kept []byte
	err := s.queryRow(ctx, s.db, `SELECT secret FROM experiment_secrets WHERE day = ?`, day).Scan(&kept)
	return kept, mapErr(err)
}

// DeleteOldExperimentKeys throws away the secrets and exposure rows of the
// days before yesterday (UTC): after that no visitor-day key can be made
// again or linked to another (decision 062). The daily counts stay.
func (s *Store) DeleteOldExperimentKeys(ctx context.Context) error {
	cutoff := s.now().UTC().AddDate(0, 0, 1-ExperimentDayKeep).Format(time.DateOnly)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `DELETE FROM experiment_secrets WHERE day < ?`, cutoff); err != nil {
			return err
		}
		_, err := s.exec(ctx, tx, `DELETE FROM experiment_exposures WHERE day < ?`, cutoff)
		return err
	})
}

// Exposure is one visitor-day's view of one experiment's variant.
type Exposure struct {
	ExperimentID int64
	Day          string // YYYY-MM-DD, UTC
	Key          []byte // the visitor-day key, VisitorKeyBytes long
	Variant      string
}

// AddExposures counts each exposure whose experiment and visitor-day has
// none yet, in the daily counts of the same transaction, and tells how
// many were new. Running on several instances, the table's key keeps
// each visitor-day once.
func (s *Store) AddExposures(ctx context.Context, list []Exposure) (int, error) {
	added := 0
	err := s.inTxOn(ctx, s.lax, func(lax *sql.Tx) error {
		tx := laxTx{lax}
		added = 0
		for _, x := range list {
			res, err := s.exec(ctx, tx, `INSERT INTO experiment_exposures (experiment_id, day, visitor_key, variant) VALUES (?, ?, ?, ?)
				ON CONFLICT DO NOTHING`, x.ExperimentID, x.Day, x.Key, x.Variant)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				if err != nil {
					return err
				}
				continue
			}
			if err := s.addExperimentCounts(ctx, tx, x.ExperimentID, x.Day, x.Variant, 1, 0, 0); err != nil {
				return err
			}
			added++
		}
		return nil
	})
	return added, err
}

func (s *Store) addExperimentCounts(ctx context.Context, tx querier, id int64, day, variant string, exposures, leadCount, qualified int) error {
	_, err := s.exec(ctx, tx, `INSERT INTO experiment_day_counts (experiment_id, day, variant, exposures, leads, qualified) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (experiment_id, day, variant) DO UPDATE SET exposures = experiment_day_counts.exposures + excluded.exposures,
		leads = experiment_day_counts.leads + excluded.leads, qualified = experiment_day_counts.qualified + excluded.qualified`,
		id, day, variant, exposures, leadCount, qualified)
	return err
}

// writeLeadExperiments records, in lead id's transaction, the variants
// its visitor-day was exposed to (v.Visitor's candidates that have an
// exposure row: the visitor saw them that day) and counts the lead as
// their conversion, a qualified one when its tier is A or B. It gives back
// what it recorded.
func (s *Store) writeLeadExperiments(ctx context.Context, tx *sql.Tx, id int64, v Lead) ([]leads.ExperimentVariant, error) {
	if v.Visitor == nil {
		return nil, nil
	}
	var kept []leads.ExperimentVariant
	for _, c := range v.Experiments {
		var variant string
		err := s.queryRow(ctx, tx, `SELECT variant FROM experiment_exposures WHERE experiment_id = ? AND day = ? AND visitor_key = ?`,
			c.ExperimentID, v.Visitor.Day, v.Visitor.Key).Scan(&variant)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO lead_experiments (lead_id, experiment_id, variant) VALUES (?, ?, ?)`, id, c.ExperimentID, variant); err != nil {
			return nil, err
		}
		qualified := 0
		if v.Tier == qualification.TierA || v.Tier == qualification.TierB {
			qualified = 1
		}
		if err := s.addExperimentCounts(ctx, tx, c.ExperimentID, v.Visitor.Day, variant, 0, 1, qualified); err != nil {
			return nil, err
		}
		kept = append(kept, leads.ExperimentVariant{ExperimentID: c.ExperimentID, Variant: variant})
	}
	return kept, nil
}

// leadExperiments are the variants lead id's visitor saw, by experiment.
func (s *Store) leadExperiments(ctx context.Context, q querier, id int64) ([]leads.ExperimentVariant, error) {
	rows, err := s.query(ctx, q, `SELECT le.experiment_id, le.variant, e.name FROM lead_experiments le JOIN experiments e ON e.id = le.experiment_id
		WHERE le.lead_id = ? ORDER BY le.experiment_id`, id)
	if err != nil {
		return nil, err
	}
	list, err := collect(rows, func(r scanner) (leads.ExperimentVariant, error) {
		var x leads.ExperimentVariant
		return x, r.Scan(&x.ExperimentID, &x.Variant, &x.Name)
	})
	if list == nil {
		list = []leads.ExperimentVariant{}
	}
	return list, err
}

// withColumn scans one more column after those of sc's reader.
type withColumn struct {
	sc  scanner
	dst any
}

func (w withColumn) Scan(dest ...any) error { return w.sc.Scan(append(dest, w.dst)...) }

// parseLeadVariants reads "id=variant id=variant" (EachLead's column).
func parseLeadVariants(s string) []leads.ExperimentVariant {
	list := []leads.ExperimentVariant{}
	for _, part := range strings.Fields(s) {
		id, variant, ok := strings.Cut(part, "=")
		n, err := strconv.ParseInt(id, 10, 64)
		if ok && err == nil {
			list = append(list, leads.ExperimentVariant{ExperimentID: n, Variant: variant})
		}
	}
	slices.SortFunc(list, func(a, b leads.ExperimentVariant) int { return cmp.Compare(a.ExperimentID, b.ExperimentID) })
	return list
}

// ExperimentDayCounts are experiment id's daily counts per variant, oldest
// first: what its results are computed from.
func (s *Store) ExperimentDayCounts(ctx context.Context, id int64) ([]experiments.DayCounts, error) {
	rows, err := s.query(ctx, s.db, `SELECT day, variant, exposures, leads, qualified FROM experiment_day_counts WHERE experiment_id = ? ORDER BY day, variant`, id)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (experiments.DayCounts, error) {
		var d experiments.DayCounts
		return d, r.Scan(&d.Day, &d.Variant, &d.Exposures, &d.Leads, &d.Qualified)
	})
}

// RecentTraffic is the site's traffic of the days [from, to): visitor
// entries (each tab's first counted view, decision 024: the nearest the
// visit counts come to visitor-days), leads, and leads of tier A or B.
type RecentTraffic struct {
	Days      int
	Entries   int64
	Leads     int64
	Qualified int64
}

// SiteTraffic sums the daily summaries over the days [from, to) (UTC
// dates YYYY-MM-DD): an estimate's figures before an experiment starts.
func (s *Store) SiteTraffic(ctx context.Context, from, to string) (RecentTraffic, error) {
	t := RecentTraffic{}
	if f, err := time.Parse(time.DateOnly, from); err == nil {
		if e, err := time.Parse(time.DateOnly, to); err == nil {
			t.Days = int(e.Sub(f).Hours() / 24)
		}
	}
	err := s.queryRow(ctx, s.db, `SELECT
		(SELECT COALESCE(SUM(entries), 0) FROM visit_day_landings WHERE day >= ? AND day < ?),
		(SELECT COALESCE(SUM(leads), 0) FROM lead_day_tiers WHERE day >= ? AND day < ?),
		(SELECT COALESCE(SUM(leads), 0) FROM lead_day_tiers WHERE day >= ? AND day < ? AND tier IN ('A', 'B'))`,
		from, to, from, to, from, to).Scan(&t.Entries, &t.Leads, &t.Qualified)
	return t, err
}

// DemoDays are the site's entries, leads and tier A-B leads of each UTC
// day in [from, to) that has any (the summaries'), oldest first: what a
// demo experiment's counts are made from.
func (s *Store) DemoDays(ctx context.Context, from, to string) ([]experiments.DayCounts, error) {
	rows, err := s.query(ctx, s.db, `SELECT d.day, COALESCE(v.entries, 0), COALESCE(l.leads, 0), COALESCE(l.qualified, 0)
		FROM (SELECT day FROM visit_day_landings WHERE day >= ? AND day < ? UNION SELECT day FROM lead_day_tiers WHERE day >= ? AND day < ?) d
		LEFT JOIN (SELECT day, SUM(entries) AS entries FROM visit_day_landings WHERE day >= ? AND day < ? GROUP BY day) v ON v.day = d.day
		LEFT JOIN (SELECT day, SUM(leads) AS leads, SUM(CASE WHEN tier IN ('A', 'B') THEN leads ELSE 0 END) AS qualified
			FROM lead_day_tiers WHERE day >= ? AND day < ? GROUP BY day) l ON l.day = d.day
		ORDER BY d.day`, from, to, from, to, from, to, from, to)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (experiments.DayCounts, error) {
		var d experiments.DayCounts
		return d, r.Scan(&d.Day, &d.Exposures, &d.Leads, &d.Qualified)
	})
}

// CreateDemoExperiment stores e (a demo: RemoveDemo deletes it) in its
// status and dates, with its daily counts.
func (s *Store) CreateDemoExperiment(ctx context.Context, e experiments.Experiment, counts []experiments.DayCounts) (experiments.Experiment, error) {
	variants, err := json.Marshal(e.Variants)
	if err != nil {
		return e, err
	}
	seed := make([]byte, 16)
	rand.Read(seed)
	var id int64
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		id, err = s.insert(ctx, tx, `INSERT INTO experiments (name, hypothesis, target, traffic_percent, variants, primary_metric, min_effect, alpha,
			language, status, seed, baseline_rate, baseline_qualified_rate, shipped_variant, started_at, stopped_at, created_at, updated_at, demo)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.Name, e.Hypothesis, e.Target, e.TrafficPercent, string(variants), e.PrimaryMetric, e.MinEffect, e.Alpha, e.Language, e.Status, seed,
			e.BaselineRate, e.BaselineQualifiedRate, e.ShippedVariant, e.StartedAt, e.StoppedAt, e.CreatedAt, e.UpdatedAt, true)
		if err != nil {
			return err
		}
		for _, c := range counts {
			if err := s.addExperimentCounts(ctx, tx, id, c.Day, c.Variant, int(c.Exposures), int(c.Leads), int(c.Qualified)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return e, err
	}
	return s.Experiment(ctx, id)
}
