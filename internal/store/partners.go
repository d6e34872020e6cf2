package store

import (
	"claimsite/internal/billing"

	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"time"

	"claimsite/internal/leads"
)

// Partner is a participating law firm (package leads owns the type).
type Partner = leads.Partner

const partnerColumns = `id, name, email, webhook_url, webhook_secret, states, service_ids, priority, daily_cap, monthly_cap,
	timezone, schedule, active, created_at, updated_at, price_cents, shared_price_cents, price_overrides, billing_mode,
	credit_limit_cents, low_balance_cents, billing_email, return_window_days, max_return_rate, auto_approve_reasons,
	balance_cents, held_cents, paused, archived_at, previous_webhook_secret, previous_secret_until,
	min_tier, accepts_unrated, accepts_passed_deadline, languages`

// scanPartner reads a partnerColumns row; the list columns are JSON.
func scanPartner(r scanner) (Partner, error) {
	var p Partner
	var states, services, schedule, overrides, reasons, languages string
	var window sql.NullInt64
	var archived, previousUntil sql.NullTime
	var minTier sql.NullString
	var acceptsUnrated bool
	err := r.Scan(&p.ID, &p.Name, &p.Email, &p.WebhookURL, &p.WebhookSecret, &states, &services, &p.Priority, &p.DailyCap, &p.MonthlyCap,
		&p.Timezone, &schedule, &p.Active, &p.CreatedAt, &p.UpdatedAt, &p.PriceCents, &p.SharedPriceCents, &overrides, &p.Mode,
		&p.CreditLimitCents, &p.LowBalanceCents, &p.BillingEmail, &window, &p.MaxReturnRate, &reasons,
		&p.BalanceCents, &p.HeldCents, &p.Paused, &archived, &p.PreviousWebhookSecret, &previousUntil,
		&minTier, &acceptsUnrated, &p.AcceptsPassedDeadline, &languages)
	if err != nil {
		return p, err
	}
	p.AcceptsUnrated = &acceptsUnrated
	if minTier.Valid {
		p.MinTier = &minTier.String
	}
	if archived.Valid {
		p.ArchivedAt = &archived.Time
	}
	if previousUntil.Valid {
		p.PreviousSecretUntil = &previousUntil.Time
	}
	if window.Valid {
		days := int(window.Int64)
		p.ReturnWindowDays = &days
	}
	p.States, p.ServiceIDs, p.Schedule, p.Overrides, p.AutoApproveReasons = []string{}, []int64{}, leads.Schedule{}, []billing.Override{}, []string{}
	p.Languages = []string{}
	for _, f := range []struct {
		raw string
		dst any
	}{{states, &p.States}, {services, &p.ServiceIDs}, {schedule, &p.Schedule}, {overrides, &p.Overrides}, {reasons, &p.AutoApproveReasons},
		{languages, &p.Languages}} {
		if err := json.Unmarshal([]byte(f.raw), f.dst); err != nil {
			return p, err
		}
	}
	return p, nil
}

// partnerLists is how the list fields are stored: JSON text, in the
// order states, practice areas, opening hours, price overrides, return
// reasons approved without review, languages (English when none).
func partnerLists(p Partner) ([6]string, error) {
	var out [6]string
	languages := p.Languages
	if len(languages) == 0 {
		languages = []string{leads.LanguageEnglish}
	}
	for i, v := range []any{orEmpty(p.States), orEmpty(p.ServiceIDs), orEmpty(p.Schedule), orEmpty(p.Overrides), orEmpty(p.AutoApproveReasons),
		languages} {
		b, err := json.Marshal(v)
		if err != nil {
			return out, err
		}
		out[i] = string(b)
	}
	return out, nil
}

// returnWindow is how a firm's return window is stored: NULL for the
// site's setting.
func returnWindow(p Partner) any {
	if p.ReturnWindowDays == nil {
		return nil
	}
	return *p.ReturnWindowDays
}

// orEmpty makes a nil list an empty one, so it is stored as [] not null.
func orEmpty[S ~[]E, E any](s S) S {
	if s == nil {
		return S{}
	}
	return s
}

// Partner loads one partner.
func (s *Store) Partner(ctx context.Context, id int64) (Partner, error) {
	p, err := scanPartner(s.queryRow(ctx, s.db, "SELECT "+partnerColumns+" FROM partners WHERE id = ?", id))
	return p, mapErr(err)
}

// PartnerUsage is how many leads a partner was given in its current day
// and month (its own time zone): what its caps are compared with.
type PartnerUsage struct {
	Today int `json:"today"`
	Month int `json:"month"`
}

// PartnerWithUsage is a partner as the admin area lists it: with its
// usage, so the screen can say "7 of 10 today".
type PartnerWithUsage struct {
	Partner
	Usage PartnerUsage `json:"usage"`
}

// Partners lists every partner in routing order: priority (1 first), then
// name.
func (s *Store) Partners(ctx context.Context) ([]Partner, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+partnerColumns+" FROM partners ORDER BY priority, name, id")
	if err != nil {
		return nil, err
	}
	return collect(rows, scanPartner)
}

// PartnersWithUsage is Partners with each partner's usage at the store's
// current time.
func (s *Store) PartnersWithUsage(ctx context.Context) ([]PartnerWithUsage, error) {
	ps, err := s.Partners(ctx)
	if err != nil {
		return nil, err
	}
	now := s.now()
	out := make([]PartnerWithUsage, 0, len(ps))
	for _, p := range ps {
		u, err := s.partnerUsage(ctx, s.db, p, now)
		if err != nil {
			return nil, err
		}
		if p.LastAssignedAt, err = s.lastAssigned(ctx, s.db, p.ID); err != nil {
			return nil, err
		}
		out = append(out, PartnerWithUsage{p, u})
	}
	return out, nil
}

// PartnerWithUsage loads one partner with its usage.
func (s *Store) PartnerWithUsage(ctx context.Context, id int64) (PartnerWithUsage, error) {
	p, err := s.Partner(ctx, id)
	if err != nil {
		return PartnerWithUsage{}, err
	}
	u, err := s.partnerUsage(ctx, s.db, p, s.now())
	if err != nil {
		return PartnerWithUsage{}, err
	}
	p.LastAssignedAt, err = s.lastAssigned(ctx, s.db, p.ID)
	return PartnerWithUsage{p, u}, err
}

// partnerUsage counts p's assignments since the start of its month and of
// its day at now, in its own time zone: one range scan of the
// (partner_id, assigned_at) index. (The day always lies inside the month.)
func (s *Store) partnerUsage(ctx context.Context, q querier, p Partner, now time.Time) (PartnerUsage, error) {
	var u PartnerUsage
	var today sql.NullInt64
	err := s.queryRow(ctx, q, `SELECT SUM(CASE WHEN assigned_at >= ? THEN 1 ELSE 0 END), COUNT(*)
		FROM lead_assignments WHERE partner_id = ? AND assigned_at >= ?`,
		p.DayStart(now).UTC(), p.ID, p.MonthStart(now).UTC()).Scan(&today, &u.Month)
	u.Today = int(today.Int64)
	return u, err
}

// CreatePartner stores a new partner. An empty webhook secret is replaced
// by a new random one.
func (s *Store) CreatePartner(ctx context.Context, p Partner) (Partner, error) {
	if err := withSecret(&p); err != nil {
		return Partner{}, err
	}
	lists, err := partnerLists(p)
	if err != nil {
		return Partner{}, err
	}
	now := s.now()
	id, err := s.insert(ctx, s.db, `INSERT INTO partners (name, email, webhook_url, webhook_secret, states, service_ids, priority,
		daily_cap, monthly_cap, timezone, schedule, active, created_at, updated_at, price_cents, shared_price_cents, price_overrides,
		billing_mode, credit_limit_cents, low_balance_cents, billing_email, return_window_days, max_return_rate, auto_approve_reasons,
		min_tier, accepts_unrated, accepts_passed_deadline, languages)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.Name, p.Email, p.WebhookURL, p.WebhookSecret, lists[0], lists[1], p.Priority,
		p.DailyCap, p.MonthlyCap, p.Timezone, lists[2], p.Active, now, now, p.PriceCents, p.SharedPriceCents, lists[3],
		string(orDefaultMode(p.Mode)), p.CreditLimitCents, p.LowBalanceCents, p.BillingEmail, returnWindow(p), p.MaxReturnRate, lists[4],
		p.MinTier, p.TakesUnrated(), p.AcceptsPassedDeadline, lists[5])
	if err != nil {
		return Partner{}, err
	}
	return s.Partner(ctx, id)
}

// UpdatePartner replaces every field an admin edits (all but the id, the
// round-robin time and the creation time). An empty webhook secret keeps
// the partner's (RotatePartnerSecret makes a new one); a new one set by
// hand replaces it as a rotation does, the old one overlapping for
// SecretOverlap.
func (s *Store) UpdatePartner(ctx context.Context, p Partner) (Partner, error) {
	if err := s.updatePartner(ctx, s.db, p); err != nil {
		return Partner{}, err
	}
	return s.Partner(ctx, p.ID)
}

// updatePartner is UpdatePartner's write, in q (an approved change
// request writes it in the transaction that decides the request).
func (s *Store) updatePartner(ctx context.Context, q querier, p Partner) error {
	lists, err := partnerLists(p)
	if err != nil {
		return err
	}
	now := s.now()
	replaced := p.WebhookSecret != ""
	return expectOne(s.exec(ctx, q, `UPDATE partners SET name = ?, email = ?, webhook_url = ?,
		previous_webhook_secret = CASE WHEN ? AND webhook_secret <> ? THEN webhook_secret ELSE previous_webhook_secret END,
		previous_secret_until = CASE WHEN ? AND webhook_secret <> ? THEN ? ELSE previous_secret_until END,
		webhook_secret = COALESCE(NULLIF(?, ''), webhook_secret), states = ?,
		service_ids = ?, priority = ?, daily_cap = ?, monthly_cap = ?, timezone = ?, schedule = ?, active = ?, updated_at = ?,
		price_cents = ?, shared_price_cents = ?, price_overrides = ?, billing_mode = ?, credit_limit_cents = ?, low_balance_cents = ?,
		billing_email = ?, return_window_days = ?, max_return_rate = ?, auto_approve_reasons = ?,
		min_tier = ?, accepts_unrated = ?, accepts_passed_deadline = ?, languages = ?
		WHERE id = ?`,
		p.Name, p.Email, p.WebhookURL, replaced, p.WebhookSecret, replaced, p.WebhookSecret, now.Add(SecretOverlap),
		p.WebhookSecret, lists[0], lists[1], p.Priority, p.DailyCap, p.MonthlyCap, p.Timezone, lists[2], p.Active, now,
		p.PriceCents, p.SharedPriceCents, lists[3], string(orDefaultMode(p.Mode)), p.CreditLimitCents, p.LowBalanceCents,
		p.BillingEmail, returnWindow(p), p.MaxReturnRate, lists[4], p.MinTier, p.TakesUnrated(), p.AcceptsPassedDeadline, lists[5], p.ID))
}

// DeletePartner removes a partner, or archives it once it has records a
// business keeps (issue 22): a ledger entry, a return, or members.
// archived says which.
//
// Deleted: its assignments and contacts go with it (ON DELETE CASCADE);
// its deliveries stay in each lead's trail under the partner's name, with
// partner_id NULL (ON DELETE SET NULL), and its leads' counts in the
// summaries move to the deleted partner (id 0), under which the leads it
// was sent keep counting as sent.
//
// Archived: it takes no more leads (routing skips it), its members are
// disabled and signed out, and its ledger, returns and invoices stay
// readable under its name.
func (s *Store) DeletePartner(ctx context.Context, id int64) (archived bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var keep bool
		if err := s.queryRow(ctx, tx, `SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE partner_id = ?)
			OR EXISTS (SELECT 1 FROM lead_returns WHERE partner_id = ?) OR EXISTS (SELECT 1 FROM users WHERE partner_id = ?)`,
			id, id, id).Scan(&keep); err != nil {
			return err
		}
		if keep {
			archived = true
			return s.archivePartner(ctx, tx, id)
		}
		rows, err := s.query(ctx, tx, `SELECT DISTINCT lead_id FROM deliveries WHERE partner_id = ?`, id)
		if err != nil {
			return err
		}
		leadIDs, err := collect(rows, scanID)
		if err != nil {
			return err
		}
		return s.refreshLeads(ctx, tx, leadIDs, func() error {
			return expectOne(s.exec(ctx, tx, `DELETE FROM partners WHERE id = ?`, id))
		})
	})
	return archived, err
}

// archivePartner archives partner id in tx: out of routing, its members
// disabled and signed out. Archiving again changes nothing.
func (s *Store) archivePartner(ctx context.Context, tx *sql.Tx, id int64) error {
	now := s.now()
	if err := expectOne(s.exec(ctx, tx, `UPDATE partners SET archived_at = COALESCE(archived_at, ?), active = ?, updated_at = ? WHERE id = ?`,
		now, false, now, id)); err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE partner_id = ?)`, id); err != nil {
		return err
	}
	_, err := s.exec(ctx, tx, `UPDATE users SET disabled_at = COALESCE(disabled_at, ?), updated_at = ? WHERE partner_id = ?`, now, now, id)
	return err
}

// SecretOverlap is how long a replaced webhook secret keeps verifying the
// firm's signed calls, and signing our webhooks beside the new one: the
// firm's time to switch its receiver over.
const SecretOverlap = 24 * time.Hour

// RotatePartnerSecret gives a partner a new webhook secret, secret or,
// when it is empty, a random one, and returns it. The old one stays valid
// for SecretOverlap.
func (s *Store) RotatePartnerSecret(ctx context.Context, id int64, secret string) (string, error) {
	if secret == "" {
		var err error
		if secret, err = NewWebhookSecret(); err != nil {
			return "", err
		}
	}
	now := s.now()
	err := expectOne(s.exec(ctx, s.db, `UPDATE partners SET previous_webhook_secret = webhook_secret, previous_secret_until = ?,
		webhook_secret = ?, updated_at = ? WHERE id = ?`, now.Add(SecretOverlap), secret, now, id))
	return secret, err
}

// NewWebhookSecret is a random HMAC key: 32 bytes, hex-encoded.
func NewWebhookSecret() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// orDefaultMode is a firm's billing mode, prepaid when none was set (a
// partner made in code, not through the API's checks).
func orDefaultMode(m billing.Mode) billing.Mode {
	if m == "" {
		return billing.Prepaid
	}
	return m
}

func withSecret(p *Partner) error {
	if p.WebhookSecret != "" {
		return nil
	}
	secret, err := NewWebhookSecret()
	p.WebhookSecret = secret
	return err
}
