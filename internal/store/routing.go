package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"claimsite/internal/leads"
)

// KindDelivery is the outbox kind of a delivery to a partner; its payload
// names the delivery (DeliveryPayload).
const KindDelivery = "delivery"

// DeliveryPayload is the outbox payload of a delivery: which one, read
// afresh at each attempt (so a corrected webhook URL is used).
type DeliveryPayload struct {
	DeliveryID int64 `json:"delivery_id"`
}

// Announce builds what else a new lead queues (the operator's
// notification mails), knowing its routing. It runs inside the lead's
// transaction, which holds one connection of the pool: it must not read
// the database (through the store or anything else), or with as many
// lead transactions open as the pool has connections every one of them
// would wait for a second connection that none gives back. What it needs
// is read beforehand, by Intake.Prepare.
type Announce func(l leads.Lead, d leads.Decision) ([]Outgoing, error)

// Intake is how a new lead is routed and announced, set once at start.
type Intake struct {
	// PartnersPerLead is how many partners get each lead (1: exclusive).
	PartnersPerLead int
	// DeliveryGiveUp is how long a delivery is retried before it is dead.
	DeliveryGiveUp time.Duration
	// Prepare runs before each lead's transaction begins: it reads what
	// the lead's announcement needs (the live settings: the notification
	// addresses, the brand the mails name) and returns the announcement,
	// which the transaction calls once the routing is decided (the
	// routing reads the partners, their caps and the person's earlier
	// leads, and so stays inside the transaction). Nil, or a nil Announce:
	// nothing is announced. An error fails the lead before anything is
	// written.
	Prepare func(ctx context.Context) (Announce, error)
	// LanguageFallback says, before each lead's transaction begins,
	// whether a lead that no eligible firm speaking its language can take
	// goes to the other eligible firms (the live setting
	// language_fallback; leads.Request.LanguageFallback). Nil: it does.
	LanguageFallback func(ctx context.Context) bool
}

// SetIntake sets how new leads are routed and announced. Without it, each
// lead goes to one partner and nobody is told.
func (s *Store) SetIntake(in Intake) { s.intake = in }

// leadPrep is what a new lead's transaction needs that is read before it
// begins. The zero value announces nothing and allows the language
// fallback (the setting's default).
type leadPrep struct {
	announce           Announce
	noLanguageFallback bool
}

// prepareLead reads what a new lead's announcement and routing need,
// before its transaction (Intake.Prepare, Intake.LanguageFallback).
func (s *Store) prepareLead(ctx context.Context) (leadPrep, error) {
	var prep leadPrep
	if s.intake.LanguageFallback != nil {
		prep.noLanguageFallback = !s.intake.LanguageFallback(ctx)
	}
	if s.intake.Prepare == nil {
		return prep, nil
	}
	var err error
	prep.announce, err = s.intake.Prepare(ctx)
	return prep, err
}

// routeLead decides who gets lead l, before it is written: the lead's row
// is then written once, with its routing outcome (writeLead). An UPDATE
// after the insert wrote the row again, and on PostgreSQL, where routing
// is indexed (so no HOT update), every index of leads with it, the text
// index's trigrams included. The rules are leads.Route; this gathers what
// they read, all of it through tx, in the lead's own transaction.
// fallback is the setting language_fallback, read before tx began.
func (s *Store) routeLead(ctx context.Context, tx *sql.Tx, l leads.Lead, fallback bool, now time.Time) (leads.Decision, error) {
	phone, email := leads.NormalizePhone(l.Phone), leads.NormalizeEmail(l.Email)
	priced := l.Priced()
	req := leads.Request{State: l.State, ServiceID: priced.ServiceID, Tier: priced.Tier, DeadlinePassed: l.DeadlinePassed(),
		Language: l.Language, LanguageFallback: fallback, PartnersPerLead: s.intake.PartnersPerLead, Now: now}
	var err error
	if req.Suppressed, err = s.IsSuppressed(ctx, tx, phone, email); err != nil {
		return leads.Decision{}, err
	}
	if !req.Suppressed && l.State != "" {
		if req.Candidates, err = s.routingCandidates(ctx, tx, l.State, l.Demo, req.PriceFor, contactKeys(phone, email), now); err != nil {
			return leads.Decision{}, err
		}
	}
	return leads.Route(req), nil
}

// assignLead writes decision d for lead l, just inserted in tx with id
// l.ID: the assignments, one delivery per partner and channel with its
// outbox row, and the announcements (announce, prepared before the
// transaction; nil: none).
func (s *Store) assignLead(ctx context.Context, tx *sql.Tx, l leads.Lead, d leads.Decision, now time.Time, announce Announce) error {
	for _, p := range d.Partners {
		if err := s.assign(ctx, tx, l, p, false, now); err != nil {
			return err
		}
	}
	if announce == nil {
		return nil
	}
	l.Routing = d.Outcome
	msgs, err := announce(l, d)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if err := s.enqueue(ctx, tx, m); err != nil {
			return err
		}
	}
	return nil
}

// contactKeys are the partner_contacts keys of a person.
func contactKeys(phone, email string) []string {
	var keys []string
	if phone != "" {
		keys = append(keys, "phone:"+phone)
	}
	if email != "" {
		keys = append(keys, "email:"+email)
	}
	return keys
}

// routingCandidates loads the active partners that cover state, with what
// routing needs of each: when it last got a lead (round-robin), its leads
// today and this month in its own time zone, its balance and holds, and
// whether it already has the person. On PostgreSQL the rows of the
// partners with caps or a price for this lead (price) are locked, in id
// order (so two leads never wait on each other in a circle), before their
// counts and balances are read and until the lead commits: two leads
// cannot both take a partner's last place under its cap, nor both spend
// the last of its balance (the hold the first one writes is what the
// second then reads). Other partners are not locked, so leads of one
// state go through side by side; round-robin between them is then best
// effort, which is all it promises.
// Demo leads go to demo partners only, and real leads to real partners
// only (decision 040): a demo lead never counts against a real firm's caps
// or rates, and a real lead never goes to a made-up firm.
func (s *Store) routingCandidates(ctx context.Context, tx *sql.Tx, state string, demo bool, price func(leads.Partner) int64, contacts []string,
	now time.Time) ([]leads.Candidate, error) {
	rows, err := s.query(ctx, tx, "SELECT "+partnerColumns+` FROM partners WHERE active = ? AND paused = ? AND archived_at IS NULL AND demo = ?
		AND states LIKE ? ORDER BY id`, true, false, demo, `%"`+state+`"%`)
	if err != nil {
		return nil, err
	}
	partners, err := collect(rows, scanPartner)
	if err != nil {
		return nil, err
	}
	if len(partners) == 0 {
		return nil, nil
	}
	if s.dialect == Postgres {
		for i, p := range partners {
			if p.DailyCap > 0 || p.MonthlyCap > 0 || price(p) > 0 {
				if partners[i].BalanceCents, partners[i].HeldCents, err = s.lockPartner(ctx, tx, p.ID); err != nil {
					return nil, err
				}
			}
		}
	}
	has := map[int64]bool{}
	for _, key := range contacts {
		rows, err := s.query(ctx, tx, `SELECT partner_id FROM partner_contacts WHERE contact = ? AND assigned_at > ?`,
			key, now.Add(-leads.DuplicateWindow))
		if err != nil {
			return nil, err
		}
		ids, err := collect(rows, scanID)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			has[id] = true
		}
	}
	out := make([]leads.Candidate, 0, len(partners))
	for _, p := range partners {
		if p.LastAssignedAt, err = s.lastAssigned(ctx, tx, p.ID); err != nil {
			return nil, err
		}
		c := leads.Candidate{Partner: p, HasPerson: has[p.ID]}
		if c.LeadsToday, c.LeadsThisMonth, err = s.capCounts(ctx, tx, p, now); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// lastAssigned is when the partner last got a lead (nil: never), read from
// its newest assignment: one probe of the (partner_id, assigned_at) index,
// and no partner row to update (and lock) on every lead.
func (s *Store) lastAssigned(ctx context.Context, q querier, partnerID int64) (*time.Time, error) {
	var t time.Time
	err := s.queryRow(ctx, q, `SELECT assigned_at FROM lead_assignments WHERE partner_id = ? ORDER BY assigned_at DESC LIMIT 1`, partnerID).Scan(&t)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// capCounts counts what the partner's caps read: its leads today and this
// month, in its own time zone. Only as far as the cap: past it the exact
// number changes nothing, and a lead's transaction never reads more than
// the cap's worth of rows. A partner without caps costs no reads.
func (s *Store) capCounts(ctx context.Context, q querier, p leads.Partner, now time.Time) (today, month int, err error) {
	if p.DailyCap > 0 {
		if today, err = s.assignedSince(ctx, q, p.ID, p.DayStart(now), p.DailyCap); err != nil {
			return
		}
	}
	if p.MonthlyCap > 0 {
		month, err = s.assignedSince(ctx, q, p.ID, p.MonthStart(now), p.MonthlyCap)
	}
	return
}

// assignedSince counts the leads partnerID got since t, up to limit.
func (s *Store) assignedSince(ctx context.Context, q querier, partnerID int64, t time.Time, limit int) (int, error) {
	var n int
	err := s.queryRow(ctx, q, `SELECT COUNT(*) FROM (SELECT 1 FROM lead_assignments WHERE partner_id = ? AND assigned_at >= ? LIMIT ?) capped`,
		partnerID, t.UTC(), limit).Scan(&n)
	return n, err
}

// assign gives lead l to partner p: the assignment (which round-robin and
// caps read), the person's contacts for the duplicate rule, a delivery per
// channel the partner has, each with the lead's price to the firm fixed
// onto it, and the hold of that price until the lead is charged.
func (s *Store) assign(ctx context.Context, tx *sql.Tx, l leads.Lead, p leads.Partner, manual bool, now time.Time) error {
	price := p.PriceOf(l.Priced(), s.intake.PartnersPerLead > 1)
	if manual {
		// A lead sent to the firm again keeps the price it was first sent at.
		var fixed sql.NullInt64
		err := s.queryRow(ctx, tx, `SELECT price_cents FROM deliveries WHERE lead_id = ? AND partner_id = ? AND price_cents IS NOT NULL
			ORDER BY id LIMIT 1`, l.ID, p.ID).Scan(&fixed)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if fixed.Valid {
			price = fixed.Int64
		}
	}
	if _, err := s.exec(ctx, tx, `INSERT INTO lead_assignments (lead_id, partner_id, assigned_at, manual) VALUES (?, ?, ?, ?)
		ON CONFLICT (lead_id, partner_id) DO NOTHING`, l.ID, p.ID, now, manual); err != nil {
		return err
	}
	for _, key := range contactKeys(leads.NormalizePhone(l.Phone), leads.NormalizeEmail(l.Email)) {
		if _, err := s.exec(ctx, tx, `INSERT INTO partner_contacts (contact, partner_id, assigned_at) VALUES (?, ?, ?)
			ON CONFLICT (contact, partner_id) DO UPDATE SET assigned_at = excluded.assigned_at`, key, p.ID, now); err != nil {
			return err
		}
	}
	channels := channelsOf(p)
	for _, channel := range channels {
		if err := s.queueDelivery(ctx, tx, l.ID, p, channel, price, now); err != nil {
			return err
		}
	}
	if len(channels) == 0 {
		return nil // nothing will reach the firm, so nothing is held
	}
	return s.holdPrice(ctx, tx, l.ID, p.ID, price)
}

// Delivery channels.
const (
	ChannelEmail   = "email"
	ChannelWebhook = "webhook"
)

func channelsOf(p leads.Partner) []string {
	var out []string
	if p.Email != "" {
		out = append(out, ChannelEmail)
	}
	if p.WebhookURL != "" {
		out = append(out, ChannelWebhook)
	}
	return out
}

// queueDelivery writes a delivery and its outbox row, keyed by the
// delivery's id: the Idempotency-Key a webhook receiver sees on every
// attempt.
func (s *Store) queueDelivery(ctx context.Context, tx *sql.Tx, leadID int64, p leads.Partner, channel string, price int64, now time.Time) error {
	id, err := s.insert(ctx, tx, `INSERT INTO deliveries (lead_id, partner_id, partner_name, channel, price_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
		leadID, p.ID, p.Name, channel, price, now)
	if err != nil {
		return err
	}
	payload, err := json.Marshal(DeliveryPayload{DeliveryID: id})
	if err != nil {
		return err
	}
	outboxID, err := s.enqueueAt(ctx, tx, Outgoing{Kind: KindDelivery, Key: DeliveryKey(id), Payload: payload, GiveUpAt: now.Add(s.deliveryGiveUp())}, now)
	if err != nil {
		return err
	}
	return expectOne(s.exec(ctx, tx, `UPDATE deliveries SET outbox_id = ? WHERE id = ?`, outboxID, id))
}

// DeliveryKey is the idempotency key of delivery id.
func DeliveryKey(id int64) string { return strconv.FormatInt(id, 10) }
