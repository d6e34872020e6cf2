package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/qualification"
)

// TierRules is one version of the operator's tier rules
// (qualification.Weights): a change inserts the next version, and every
// rated lead keeps the version it was rated with.
type TierRules struct {
	Version int `json:"version"`
	qualification.Weights
	// CreatedBy is the admin who saved the version (nil: the first,
	// made by the migration, or a deleted user); CreatedByName their name.
	CreatedBy     *int64    `json:"created_by"`
	CreatedByName string    `json:"created_by_name"`
	CreatedAt     time.Time `json:"created_at"`
}

const tierRulesSelect = `SELECT r.version, r.liability, r.injury, r.timing, r.contact, r.min_a, r.min_b, r.min_c, r.created_by,
	COALESCE(u.first_name || ' ' || u.last_name, ''), r.created_at FROM tier_rules r LEFT JOIN users u ON u.id = r.created_by`

func scanTierRules(sc scanner) (TierRules, error) {
	var r TierRules
	var by sql.NullInt64
	err := sc.Scan(&r.Version, &r.Liability, &r.Injury, &r.Timing, &r.Contact, &r.MinA, &r.MinB, &r.MinC, &by, &r.CreatedByName, &r.CreatedAt)
	if by.Valid {
		r.CreatedBy = &by.Int64
	}
	return r, err
}

// CurrentTierRules is the newest version of the tier rules, the one new
// leads are rated with.
func (s *Store) CurrentTierRules(ctx context.Context) (TierRules, error) {
	return s.currentTierRules(ctx, s.db)
}

func (s *Store) currentTierRules(ctx context.Context, q querier) (TierRules, error) {
	r, err := scanTierRules(s.queryRow(ctx, q, tierRulesSelect+` ORDER BY r.version DESC LIMIT 1`))
	return r, mapErr(err)
}

// TierRuleVersions lists every version of the tier rules, newest first.
func (s *Store) TierRuleVersions(ctx context.Context) ([]TierRules, error) {
	rows, err := s.query(ctx, s.db, tierRulesSelect+` ORDER BY r.version DESC`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanTierRules)
}

// SaveTierRules makes w the next version of the tier rules, saved by
// admin by, and returns it. Rules equal to the current version make no
// new version (changed false). Two admins saving at once get two
// versions, one after the other: the version is the primary key, so the
// later insert of the same number fails and is tried again.
func (s *Store) SaveTierRules(ctx context.Context, w qualification.Weights, by int64) (rules TierRules, changed bool, err error) {
	for range 3 {
		err = s.inTx(ctx, func(tx *sql.Tx) error {
			current, err := s.currentTierRules(ctx, tx)
			if err != nil {
				return err
			}
			if current.Weights == w {
				rules = current
				return nil
			}
			_, err = s.exec(ctx, tx, `INSERT INTO tier_rules (version, liability, injury, timing, contact, min_a, min_b, min_c, created_by, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, current.Version+1, w.Liability, w.Injury, w.Timing, w.Contact, w.MinA, w.MinB, w.MinC,
				userRef(by), s.now())
			if err != nil {
				return err
			}
			changed = true
			rules, err = scanTierRules(s.queryRow(ctx, tx, tierRulesSelect+` WHERE r.version = ?`, current.Version+1))
			return err
		})
		if !errors.Is(err, ErrConflict) {
			return rules, changed, err
		}
	}
	return rules, false, err
}

// rateLead gives a case-evaluation lead its tier, inside its transaction,
// under the current tier rules (rateWith). A lead of the short forms is
// unrated.
func (s *Store) rateLead(ctx context.Context, tx *sql.Tx, v *Lead, c Consent, duplicate bool, now time.Time) error {
	if v.Qualification == nil {
		v.Tier = qualification.TierUnrated
		return nil
	}
	rules, err := s.currentTierRules(ctx, tx)
	if err != nil {
		return err
	}
	rateWith(v, rules, c, duplicate, now)
	return nil
}

// rateWith rates case-evaluation lead v under rules, with its signals:
// its phone, its proofs (c), whether it repeats an earlier request.
func rateWith(v *Lead, rules TierRules, c Consent, duplicate bool, now time.Time) {
	signals := qualification.Signals{
		PhoneValid:       qualification.PlausiblePhone(v.Phone),
		TrustedFormValid: c.TrustedFormState == leads.ProofValid,
		LeadIDValid:      c.LeadIDState == leads.ProofValid,
		Duplicate:        duplicate,
	}
	q := *v.Qualification
	q.Rate(rules.Version, rules.Weights, signals, now)
	v.Qualification, v.Tier = &q, q.Tier
}

// languageDefaults gives a lead and its consent their language when the
// form named none: English, the only one the short forms speak.
func languageDefaults(v *Lead, c *Consent) {
	if v.Language == "" {
		v.Language = leads.LanguageEnglish
	}
	if c.Language == "" {
		c.Language = leads.LanguageEnglish
	}
}

// qualificationColumns are lead_qualifications' columns, in the order
// qualificationRow gives their values.
var qualificationColumns = []string{"lead_id", "accident_date", "injured", "treatment", "still_treating", "fault", "police_report",
	"vehicles", "deadline_on", "deadline_status", "government_notice", "tier", "tier_version", "score", "sub_scores", "tier_reasons"}

// qualificationRow is lead id's row of lead_qualifications.
func qualificationRow(id int64, q *leads.Qualification) ([]any, error) {
	scores, err := json.Marshal(q.SubScores)
	if err != nil {
		return nil, err
	}
	reasons, err := json.Marshal(orEmpty(q.TierReasons))
	if err != nil {
		return nil, err
	}
	return []any{id, q.AccidentDate, q.Injured, q.Treatment, q.StillTreating, q.Fault, q.PoliceReport, strings.Join(q.Vehicles, ","),
		q.DeadlineOn, q.DeadlineStatus, q.GovernmentNotice, q.Tier, q.TierVersion, q.Score, string(scores), string(reasons)}, nil
}

// writeQualification stores lead id's answers, deadline and tier.
func (s *Store) writeQualification(ctx context.Context, tx *sql.Tx, id int64, q *leads.Qualification) error {
	if q == nil {
		return nil
	}
	row, err := qualificationRow(id, q)
	if err != nil {
		return err
	}
	_, err = s.exec(ctx, tx, `INSERT INTO lead_qualifications (`+strings.Join(qualificationColumns, ", ")+`)
		VALUES (?`+strings.Repeat(", ?", len(qualificationColumns)-1)+`)`, row...)
	return err
}

// leadQualification reads lead id's qualification (nil: the lead came
// from a short form), its days left counted as of now.
func (s *Store) leadQualification(ctx context.Context, q querier, id int64, now time.Time) (*leads.Qualification, error) {
	var v leads.Qualification
	var injured, still sql.NullBool
	var vehicles, scores, reasons string
	var deadlineOn, deadlineStatus sql.NullString
	err := s.queryRow(ctx, q, `SELECT accident_date, injured, treatment, still_treating, fault, police_report, vehicles, deadline_on,
		deadline_status, government_notice, tier, tier_version, score, sub_scores, tier_reasons FROM lead_qualifications WHERE lead_id = ?`, id).
		Scan(&v.AccidentDate, &injured, &v.Treatment, &still, &v.Fault, &v.PoliceReport, &vehicles, &deadlineOn, &deadlineStatus,
			&v.GovernmentNotice, &v.Tier, &v.TierVersion, &v.Score, &scores, &reasons)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if injured.Valid {
		v.Injured = &injured.Bool
	}
	if still.Valid {
		v.StillTreating = &still.Bool
	}
	v.Vehicles = []string{}
	if vehicles != "" {
		v.Vehicles = strings.Split(vehicles, ",")
	}
	if deadlineOn.Valid {
		v.DeadlineOn = &deadlineOn.String
	}
	if deadlineStatus.Valid {
		v.DeadlineStatus = &deadlineStatus.String
	}
	if d := v.Deadline(now); d != nil {
		v.DaysLeft = &d.DaysLeft
	}
	if err := json.Unmarshal([]byte(scores), &v.SubScores); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(reasons), &v.TierReasons); err != nil {
		return nil, err
	}
	return &v, nil
}

// withDetails adds to a lead just read its qualification (a case
// evaluation's) and the experiment variants its visitor saw.
func (s *Store) withDetails(ctx context.Context, v Lead, err error) (Lead, error) {
	if err != nil {
		return v, err
	}
	if v.SourceForm == leads.FormCaseEvaluation {
		if v.Qualification, err = s.leadQualification(ctx, s.db, v.ID, s.now()); err != nil {
			return v, err
		}
	}
	v.Experiments, err = s.leadExperiments(ctx, s.db, v.ID)
	return v, err
}

// eraseQualification empties a lead's answers and tier reasons, health
// data that goes with the lead's personal data; the tier, its version and
// the deadline status stay for the figures that count them.
func (s *Store) eraseQualification(ctx context.Context, tx *sql.Tx, id int64) error {
	_, err := s.exec(ctx, tx, `UPDATE lead_qualifications SET accident_date = '', injured = NULL, treatment = '', still_treating = NULL,
		fault = '', police_report = '', vehicles = '', deadline_on = NULL, sub_scores = '{}', tier_reasons = '[]' WHERE lead_id = ?`, id)
	return err
}
