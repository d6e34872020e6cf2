package store

import (
	"context"
	"database/sql"
	"encoding/json"

	"claimsite/internal/leads"
)

// Partner is a participating law firm (package leads owns the type).
type Partner = leads.Partner

const partnerColumns = `id, name, email, webhook_url, webhook_secret, states, service_ids, priority, daily_cap, monthly_cap,
	timezone, schedule, active, last_assigned_at, created_at, updated_at`

// scanPartner reads a partnerColumns row; the list columns are JSON.
func scanPartner(r scanner) (Partner, error) {
	var p Partner
	var states, services, schedule string
	var last sql.NullTime
	err := r.Scan(&p.ID, &p.Name, &p.Email, &p.WebhookURL, &p.WebhookSecret, &states, &services, &p.Priority, &p.DailyCap, &p.MonthlyCap,
		&p.Timezone, &schedule, &p.Active, &last, &p.CreatedAt, &p.UpdatedAt)
	if err != nil {
		return p, err
	}
	if last.Valid {
		p.LastAssignedAt = &last.Time
	}
	p.States, p.ServiceIDs, p.Schedule = []string{}, []int64{}, leads.Schedule{}
	for _, f := range []struct {
		raw string
		dst any
	}{{states, &p.States}, {services, &p.ServiceIDs}, {schedule, &p.Schedule}} {
		if err := json.Unmarshal([]byte(f.raw), f.dst); err != nil {
			return p, err
		}
	}
	return p, nil
}

// partnerLists is how the list fields are stored: JSON text.
func partnerLists(p Partner) (states, services, schedule string, err error) {
	var b []byte
	if b, err = json.Marshal(orEmpty(p.States)); err != nil {
		return
	}
	states = string(b)
	if b, err = json.Marshal(orEmpty(p.ServiceIDs)); err != nil {
		return
	}
	services = string(b)
	if b, err = json.Marshal(orEmpty(p.Schedule)); err != nil {
		return
	}
	schedule = string(b)
	return
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
