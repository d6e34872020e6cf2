package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/qualification"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// This file is demo-data's bulk write (decision 040, second part): a
// batch of demo leads is worked out in memory, lead after lead, as the
// live functions would write it one statement at a time (writeLead,
// routeLead, recordOutboxTx, recordOutcomeTx, updateLeadTx), from what
// those functions would read: the rows the batch's leads look up are
// read once, before anything is written, and what the batch itself adds
// is kept in memory as it goes. Then each table gets its rows in a few
// multi-row INSERTs, every row as it stands at the end of its story (a
// lead with its last status, an outbox row with its last attempt), and
// the summaries get every lead's contribution (leadFacts.contribute) in
// one flush. The routing rules stay leads.Route's; the tests compare
// every row this writes with what the live functions write.

// errDemoClaim refuses a demo lead whose consent asks for its TrustedForm
// certificate to be claimed: the claim would reach TrustedForm.
var errDemoClaim = errors.New("a demo lead must not ask for a TrustedForm claim")

// dbTime is t as the database keeps it, and so as the live functions
// read it back and compare it: PostgreSQL's timestamps hold microseconds
// (pgx drops the rest), SQLite's text all of t.
func (s *Store) dbTime(t time.Time) time.Time {
	t = t.UTC()
	if s.dialect == Postgres {
		return t.Truncate(time.Microsecond)
	}
	return t
}

// demoBatch is one batch of demo leads being worked out (Write).
type demoBatch struct {
	s    *Store
	tx   *sql.Tx
	conn *sql.Conn
	ctx  context.Context
	opt  DemoOptions

	// What the live functions read, as it stood before the batch, and
	// as the batch changes it.
	byState    map[string][]Partner           // routingCandidates' partners of a state
	suppressed map[contact]bool               // IsSuppressed: normalised phones and e-mails listed
	newest     map[contact]seenLead           // newestLeadSince: the newest lead by e-mail and by phone
	contacts   map[string]map[int64]time.Time // partner_contacts: by contact, partner
	touched    map[contactOf]bool             // partner_contacts rows the batch writes
	last       map[int64]seenAssignment       // lastAssigned, by partner
	capBase    map[capKey]int                 // assignedSince before the batch
	capTimes   map[int64][]time.Time          // the batch's assignments of partners with caps, in order
	// The firms' money as the batch leaves it (decision 048): available
	// is balance less holds, what routing checks; balance the ledger's.
	available map[int64]int64
	balance   map[int64]int64
	// rules are the tier rules (currentTierRules), read at the batch's
	// first case-evaluation lead.
	rules *TierRules

	rows []*demoRow
}

type seenLead struct {
	id      int64
	created time.Time
}

// newer orders leads as newestLeadSince does: by creation, then id.
func (a seenLead) newer(b seenLead) bool {
	return a.created.After(b.created) || (a.created.Equal(b.created) && a.id > b.id)
}

type seenAssignment struct {
	at     time.Time
	any    bool // the partner has an assignment (at is the newest)
	loaded bool
}

type contactOf struct {
	contact string
	partner int64
}

type capKey struct {
	partner int64
	since   int64 // Unix nanoseconds
	limit   int
}

// demoRow is one lead as its story leaves it.
type demoRow struct {
	v                      Lead // Reference set
	id                     int64
	created                time.Time // as stored
	consent                leads.Consent
	dup                    sql.NullInt64
	status, notes, routing string
	languageFallback       bool
	updated                time.Time
	history                []demoStatus
	historyIDs             []int64
	assigned               []Partner
	deliveries             []*demoDelivery
	outcomes               []*demoOutcome
	charges                []*demoCharge
}

// demoCharge is a lead's charge to a firm (chargeDelivered): when its
// first delivery to the firm was recorded sent.
type demoCharge struct {
	id      int64
	partner int64
	price   int64
	balance int64 // the firm's balance after it
	at      time.Time
}

type demoStatus struct {
	status string
	at     time.Time
}

type demoDelivery struct {
	id, outbox int64
	partner    Partner
	channel    string
	price      int64 // as assign fixes it
	// The outbox row after the last attempt.
	status    string
	attempts  int
	next      time.Time
	done      time.Time
	lastError string
}

type demoOutcome struct {
	id       int64
	partner  Partner
	status   string
	reason   string
	isReturn bool
	at       time.Time
}

// writeBulk writes batch inside tx (Write).
func (w *DemoWriter) writeBulk(ctx context.Context, tx *sql.Tx, batch []DemoLead) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	for i := range batch {
		if !batch[i].Lead.Demo {
			return errors.New("WriteDemoLeads: a lead not marked demo")
		}
	}
	b := &demoBatch{s: w.s, tx: tx, conn: w.conn, ctx: context.WithoutCancel(ctx), opt: w.opt,
		byState: map[string][]Partner{}, suppressed: map[contact]bool{}, newest: map[contact]seenLead{},
		contacts: map[string]map[int64]time.Time{}, touched: map[contactOf]bool{}, last: map[int64]seenAssignment{},
		capBase: map[capKey]int{}, capTimes: map[int64][]time.Time{}, available: map[int64]int64{}, balance: map[int64]int64{}}
	if err := b.read(batch); err != nil {
		return err
	}
	ids, err := w.s.reserveIDs(b.ctx, tx, "leads", len(batch))
	if err != nil {
		return err
	}
	for i := range batch {
		r, err := b.plan(&batch[i], ids[i])
		if err != nil {
			return err
		}
		b.rows = append(b.rows, r)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := b.number(); err != nil {
		return err
	}
	if err := b.write(); err != nil {
		return err
	}
	return b.count()
}

// read loads what the live functions would read about the batch's
// people and partners, before the batch writes anything: the newest
// lead of each e-mail address and phone within the duplicate window of
// the batch's first lead (newestLeadSince), the listed ones
// (IsSuppressed), the partners that have each person (partner_contacts),
// and the partners of each state (routingCandidates).
func (b *demoBatch) read(batch []DemoLead) error {
	people := map[string][]string{} // the leads' e-mail addresses and phones, as given
	listed := map[string][]string{} // and normalised, as the list has them
	var keys, states []string
	first := time.Time{}
	for i := range batch {
		v := &batch[i].Lead
		people["email"], people["phone"] = append(people["email"], v.Email), append(people["phone"], v.Phone)
		phone, email := leads.NormalizePhone(v.Phone), leads.NormalizeEmail(v.Email)
		if phone != "" {
			listed["phone"] = append(listed["phone"], phone)
		}
		if email != "" {
			listed["email"] = append(listed["email"], email)
		}
		keys = append(keys, contactKeys(phone, email)...)
		if v.State != "" {
			states = append(states, v.State)
		}
		if at := batch[i].At; i == 0 || at.Before(first) {
			first = at
		}
	}
	since := b.s.dbTime(first.Add(-leads.DuplicateWindow))
	// The columns are "email" and "phone", never input.
	for _, column := range []string{"email", "phone"} {
		err := b.s.eachIn(b.ctx, b.tx, `SELECT `+column+`, id, created_at FROM leads WHERE created_at > ? AND `+column+` IN `,
			[]any{since}, people[column], func(r scanner) error {
				var c seenLead
				k := contact{column: column}
				if err := r.Scan(&k.value, &c.id, &c.created); err != nil {
					return err
				}
				c.created = b.s.dbTime(c.created)
				if old, ok := b.newest[k]; !ok || c.newer(old) {
					b.newest[k] = c
				}
				return nil
			})
		if err != nil {
			return err
		}
		err = b.s.eachIn(b.ctx, b.tx, `SELECT `+column+` FROM suppressions WHERE `+column+` IN `, nil, listed[column],
			func(r scanner) error {
				k := contact{column: column}
				if err := r.Scan(&k.value); err != nil {
					return err
				}
				b.suppressed[k] = true
				return nil
			})
		if err != nil {
			return err
		}
	}
	err := b.s.eachIn(b.ctx, b.tx, `SELECT contact, partner_id, assigned_at FROM partner_contacts WHERE contact IN `, nil, keys,
		func(r scanner) error {
			var key string
			var partner int64
			var at time.Time
			if err := r.Scan(&key, &partner, &at); err != nil {
				return err
			}
			b.contactsOf(key)[partner] = b.s.dbTime(at)
			return nil
		})
	if err != nil {
		return err
	}
	slices.Sort(states)
	var capped []int64
	for _, state := range slices.Compact(states) {
		// As routingCandidates reads them: demo partners only.
		rows, err := b.s.query(b.ctx, b.tx, "SELECT "+partnerColumns+` FROM partners WHERE active = ? AND paused = ? AND archived_at IS NULL
			AND demo = ? AND states LIKE ? ORDER BY id`, true, false, true, `%"`+state+`"%`)
		if err != nil {
			return err
		}
		partners, err := collect(rows, scanPartner)
		if err != nil {
			return err
		}
		b.byState[state] = partners
		for _, p := range partners {
			if p.DailyCap > 0 || p.MonthlyCap > 0 || p.PriceCents > 0 || p.SharedPriceCents > 0 || len(p.Overrides) > 0 {
				capped = append(capped, p.ID)
			}
			if p.LowBalanceCents > 0 {
				// Its low-balance mail would be an outbox item a worker sends.
				return fmt.Errorf("demo partner %d has a low-balance threshold: demo data sends nothing", p.ID)
			}
			if _, ok := b.balance[p.ID]; !ok {
				b.available[p.ID], b.balance[p.ID] = p.BalanceCents-p.HeldCents, p.BalanceCents
			}
		}
	}
	if b.s.dialect == Postgres {
		// routingCandidates' locks (firms with caps or prices), taken once
		// for the batch, in id order.
		slices.Sort(capped)
		for _, id := range slices.Compact(capped) {
			if _, err := b.s.exec(b.ctx, b.tx, `SELECT id FROM partners WHERE id = ? FOR UPDATE`, id); err != nil {
				return err
			}
		}
	}
	return nil
}

func (b *demoBatch) contactsOf(key string) map[int64]time.Time {
	m := b.contacts[key]
	if m == nil {
		m = map[int64]time.Time{}
		b.contacts[key] = m
	}
	return m
}

// plan works out lead d (id id): writeLead, routeLead, then the story's
// delivery attempts, its partner's reports and the operator's changes of
// status, as writeDemoLead had the live functions write them.
func (b *demoBatch) plan(d *DemoLead, id int64) (*demoRow, error) {
	v := d.Lead
	at := d.At.UTC()
	r := &demoRow{id: id, created: b.s.dbTime(at), status: "new"}
	r.updated = r.created

	// writeLead: the newest earlier lead with the e-mail or the phone
	// within the duplicate window.
	since := b.s.dbTime(at.Add(-leads.DuplicateWindow))
	for _, k := range []contact{{"email", v.Email}, {"phone", v.Phone}} {
		if n, ok := b.newest[k]; ok && n.created.After(since) && n.id > r.dup.Int64 {
			r.dup = sql.NullInt64{Int64: n.id, Valid: true}
		}
	}
	me := seenLead{id: id, created: r.created}
	for _, k := range []contact{{"email", v.Email}, {"phone", v.Phone}} {
		if n, ok := b.newest[k]; !ok || me.newer(n) {
			b.newest[k] = me
		}
	}
	if v.Reference == "" {
		v.Reference = leads.NewReference()
	}
	r.consent = v.Consent.Checked()
	if r.consent.CertificateToRetain() != "" {
		return nil, errDemoClaim
	}
	languageDefaults(&v, &r.consent)
	// rateLead.
	if v.Qualification == nil {
		v.Tier = qualification.TierUnrated
	} else {
		if b.rules == nil {
			rules, err := b.s.currentTierRules(b.ctx, b.tx)
			if err != nil {
				return nil, err
			}
			b.rules = &rules
		}
		rateWith(&v, *b.rules, r.consent, r.dup.Valid, at)
	}
	r.history = append(r.history, demoStatus{"new", r.created})
	r.v = v

	// routeLead.
	if err := b.route(r, at); err != nil {
		return nil, err
	}

	// The deliveries' attempts: recordOutboxTx of each, at its time.
	var reporter *Partner
	for _, dl := range r.deliveries {
		attempts := d.Webhook
		if dl.channel == ChannelEmail {
			attempts = d.Email
		}
		if len(attempts) == 0 {
			attempts = []DemoAttempt{{After: 2 * time.Second, Status: OutboxSent}}
		}
		dl.status, dl.next = OutboxPending, r.created
		for i, a := range attempts {
			final := a.Status != OutboxPending
			if final != (i == len(attempts)-1) {
				return nil, errDemoPending
			}
			dl.attempts++
			dl.lastError = clip(a.Error, 1000)
			if final {
				dl.status, dl.done = a.Status, b.s.dbTime(at.Add(a.After))
			} else {
				dl.next = b.s.dbTime(at.Add(attempts[i+1].After))
			}
			if a.Status == OutboxSent && reporter == nil {
				reporter = &dl.partner
			}
		}
	}

	// Each firm's price: charged when its first delivery (in the order
	// they are recorded) was sent, the hold released when none was.
	settled := map[int64]bool{}
	for _, dl := range r.deliveries {
		p := dl.partner.ID
		if dl.price <= 0 || settled[p] || dl.status != OutboxSent {
			continue
		}
		settled[p] = true
		b.balance[p] -= dl.price
		r.charges = append(r.charges, &demoCharge{partner: p, price: dl.price, balance: b.balance[p], at: dl.done})
	}
	for _, dl := range r.deliveries {
		if p := dl.partner.ID; dl.price > 0 && !settled[p] {
			settled[p] = true
			b.available[p] += dl.price // released (releaseUndelivered)
		}
	}

	// The partner's reports (recordOutcomeTx): its first delivery of the
	// lead was made with the lead.
	if reporter != nil {
		for _, o := range d.Outcomes {
			now := at.Add(o.After).Truncate(time.Microsecond)
			var latest *demoOutcome
			for _, prev := range r.outcomes {
				if latest == nil || !prev.at.Before(latest.at) {
					latest = prev
				}
			}
			if latest != nil && latest.status == o.Status && latest.reason == o.Reason {
				continue // a repeat of the partner's latest report
			}
			r.outcomes = append(r.outcomes, &demoOutcome{partner: *reporter, status: o.Status, reason: o.Reason,
				isReturn: o.Status == "rejected" && !now.After(r.created.Add(b.opt.ReturnWindow)), at: b.s.dbTime(now)})
		}
	}

	// The operator's changes (updateLeadTx).
	for _, st := range d.Statuses {
		t := b.s.dbTime(at.Add(st.After))
		if st.Status != r.status {
			r.history = append(r.history, demoStatus{st.Status, t})
		}
		r.status = st.Status
		if st.Reason != "" {
			r.notes = st.Reason
		}
		r.updated = t
	}
	return r, nil
}

// route decides who gets lead r, arriving at, as routeLead does, and
// assigns it.
func (b *demoBatch) route(r *demoRow, at time.Time) error {
	v := &r.v
	phone, email := leads.NormalizePhone(v.Phone), leads.NormalizeEmail(v.Email)
	priced := v.Priced()
	// Demo leads are routed with the language fallback allowed (the
	// setting's default), as demo-data's intake has no setting to read.
	req := leads.Request{State: v.State, ServiceID: priced.ServiceID, Tier: priced.Tier, DeadlinePassed: v.DeadlinePassed(),
		Language: v.Language, LanguageFallback: true, PartnersPerLead: b.s.intake.PartnersPerLead, Now: at}
	req.Suppressed = (phone != "" && b.suppressed[contact{"phone", phone}]) || (email != "" && b.suppressed[contact{"email", email}])
	keys := contactKeys(phone, email)
	if !req.Suppressed && v.State != "" {
		since := b.s.dbTime(at.Add(-leads.DuplicateWindow))
		has := map[int64]bool{}
		for _, key := range keys {
			for partner, t := range b.contacts[key] {
				if t.After(since) {
					has[partner] = true
				}
			}
		}
		for _, p := range b.byState[v.State] {
			last, err := b.lastAssigned(p.ID)
			if err != nil {
				return err
			}
			p.LastAssignedAt = last
			p.BalanceCents, p.HeldCents = b.available[p.ID], 0
			c := leads.Candidate{Partner: p, HasPerson: has[p.ID]}
			if p.DailyCap > 0 {
				if c.LeadsToday, err = b.assignedSince(p.ID, p.DayStart(at), p.DailyCap); err != nil {
					return err
				}
			}
			if p.MonthlyCap > 0 {
				if c.LeadsThisMonth, err = b.assignedSince(p.ID, p.MonthStart(at), p.MonthlyCap); err != nil {
					return err
				}
			}
			req.Candidates = append(req.Candidates, c)
		}
	}
	d := leads.Route(req)
	for _, p := range d.Partners {
		p.LastAssignedAt = nil
		r.assigned = append(r.assigned, p)
		for _, key := range keys {
			b.contactsOf(key)[p.ID] = r.created
			b.touched[contactOf{key, p.ID}] = true
		}
		if l := b.last[p.ID]; !l.any || r.created.After(l.at) {
			b.last[p.ID] = seenAssignment{at: r.created, any: true, loaded: true}
		}
		if p.DailyCap > 0 || p.MonthlyCap > 0 {
			ts := b.capTimes[p.ID]
			i, _ := slices.BinarySearchFunc(ts, r.created, func(a, t time.Time) int { return a.Compare(t) })
			b.capTimes[p.ID] = slices.Insert(ts, i, r.created)
		}
		price := req.PriceFor(p)
		for _, channel := range channelsOf(p) {
			r.deliveries = append(r.deliveries, &demoDelivery{partner: p, channel: channel, price: price})
		}
		if price > 0 && len(channelsOf(p)) > 0 {
			b.available[p.ID] -= price // held (holdPrice)
		}
	}
	r.routing, r.languageFallback = d.Outcome, d.LanguageFallback
	return nil
}

// lastAssigned is lastAssigned of partner as the batch has it so far.
func (b *demoBatch) lastAssigned(partner int64) (*time.Time, error) {
	l := b.last[partner]
	if !l.loaded {
		before, err := b.s.lastAssigned(b.ctx, b.tx, partner)
		if err != nil {
			return nil, err
		}
		if before != nil {
			t := b.s.dbTime(*before)
			if !l.any || t.After(l.at) {
				l.at, l.any = t, true
			}
		}
		l.loaded = true
		b.last[partner] = l
	}
	if !l.any {
		return nil, nil
	}
	t := l.at
	return &t, nil
}

// assignedSince is assignedSince of partner as the batch has it so far:
// the count before the batch (read once per day or month start) and the
// batch's own.
func (b *demoBatch) assignedSince(partner int64, since time.Time, limit int) (int, error) {
	k := capKey{partner, since.UnixNano(), limit}
	before, ok := b.capBase[k]
	if !ok {
		var err error
		if before, err = b.s.assignedSince(b.ctx, b.tx, partner, since, limit); err != nil {
			return 0, err
		}
		b.capBase[k] = before
	}
	ts := b.capTimes[partner]
	from, _ := slices.BinarySearchFunc(ts, since.UTC(), func(a, t time.Time) int { return a.Compare(t) })
	return min(before+len(ts)-from, limit), nil
}

// number gives the batch's history steps, outbox rows, deliveries and
// outcomes their ids, in the order the live functions insert them: lead
// after lead; a lead's outbox rows and deliveries in routing's order, its
// status history from its first step.
func (b *demoBatch) number() error {
	var steps, deliveries, outcomes, charges int
	for _, r := range b.rows {
		steps += len(r.history)
		deliveries += len(r.deliveries)
		outcomes += len(r.outcomes)
		charges += len(r.charges)
	}
	next := map[string][]int64{}
	for _, t := range []struct {
		table string
		n     int
	}{{"lead_status_changes", steps}, {"outbox", deliveries}, {"deliveries", deliveries}, {"lead_outcomes", outcomes},
		{"ledger_entries", charges}} {
		ids, err := b.s.reserveIDs(b.ctx, b.tx, t.table, t.n)
		if err != nil {
			return err
		}
		next[t.table] = ids
	}
	take := func(table string) int64 {
		id := next[table][0]
		next[table] = next[table][1:]
		return id
	}
	for _, r := range b.rows {
		r.historyIDs = make([]int64, len(r.history))
		for i := range r.history {
			r.historyIDs[i] = take("lead_status_changes")
		}
		for _, dl := range r.deliveries {
			dl.outbox, dl.id = take("outbox"), take("deliveries")
		}
		for _, o := range r.outcomes {
			o.id = take("lead_outcomes")
		}
		for _, c := range r.charges {
			c.id = take("ledger_entries")
		}
	}
	return nil
}

// reserveIDs reserves the next n ids of table's id column, in order:
// inside the batch's transaction on SQLite, which writes alone (the
// next ids after the largest ever used, as AUTOINCREMENT gives them); from
// the column's sequence on PostgreSQL.
func (s *Store) reserveIDs(ctx context.Context, tx *sql.Tx, table string, n int) ([]int64, error) {
	if n == 0 {
		return nil, nil
	}
	ids := make([]int64, 0, n)
	if s.dialect == Postgres {
		rows, err := s.query(ctx, tx, `SELECT nextval(pg_get_serial_sequence(?, 'id')) FROM generate_series(1, CAST(? AS integer))`, table, n)
		if err != nil {
			return nil, err
		}
		ids, err = collect(rows, scanID)
		if err != nil {
			return nil, err
		}
		slices.Sort(ids)
		return ids, nil
	}
	var last int64
	// table is one of the batch's tables, never input.
	if err := s.queryRow(ctx, tx, `SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = ?), 0),
		COALESCE((SELECT MAX(id) FROM `+table+`), 0))`, table).Scan(&last); err != nil {
		return nil, err
	}
	for i := range n {
		ids = append(ids, last+1+int64(i))
	}
	return ids, nil
}

// write inserts every row of the batch, table by table (the leads first:
// the others refer to them, deliveries to their outbox rows).
func (b *demoBatch) write() error {
	ls := bulkRows{table: "leads", cols: []string{"id", "reference", "source_form", "first_name", "last_name", "name", "email", "phone",
		"zip_code", "state", "description", "state_law_id", "service_id", "status", "notes", "verified", "duplicate_of", "idempotency_key",
		"created_at", "updated_at", "routing", "demo", "tier", "language", "language_fallback"}}
	history := bulkRows{table: "lead_status_changes", cols: []string{"id", "lead_id", "status", "changed_at", "changed_by"}}
	consents := bulkRows{table: "lead_consents", cols: []string{"lead_id", "text_version", "consented_at", "ip", "user_agent", "page_url",
		"referrer", "leadid_token", "trustedform_cert_url", "leadid_state", "trustedform_state", "language"}}
	qualifications := bulkRows{table: "lead_qualifications", cols: qualificationColumns}
	attribution := bulkRows{table: "lead_attribution", cols: append([]string{"lead_id"}, attributionColumns...)}
	assignments := bulkRows{table: "lead_assignments", cols: []string{"lead_id", "partner_id", "assigned_at", "manual"}}
	outbox := bulkRows{table: "outbox", cols: []string{"id", "kind", "idempotency_key", "payload", "status", "attempts", "next_attempt_at",
		"give_up_at", "locked_until", "locked_by", "last_error", "created_at", "done_at"}}
	deliveries := bulkRows{table: "deliveries", cols: []string{"id", "lead_id", "partner_id", "partner_name", "channel", "outbox_id", "price_cents", "created_at"}}
	outcomes := bulkRows{table: "lead_outcomes", cols: []string{"id", "lead_id", "partner_id", "partner_name", "status", "reason", "is_return",
		"reported_at"}}
	ledger := bulkRows{table: "ledger_entries", cols: []string{"id", "partner_id", "kind", "amount_cents", "balance_after_cents", "lead_id",
		"lead_reference", "method", "reference", "note", "idempotency_key", "created_by", "created_at"}}
	giveUp := b.s.deliveryGiveUp()
	for _, r := range b.rows {
		v, c := &r.v, &r.consent
		ls.add(r.id, v.Reference, v.SourceForm, v.FirstName, v.LastName, v.Name, v.Email, v.Phone, v.ZipCode, v.State, v.Description,
			v.StateLawID, v.ServiceID, r.status, r.notes, v.Verified, r.dup, nil, r.created, r.updated, r.routing, v.Demo, v.Tier, v.Language,
			r.languageFallback)
		if v.Qualification != nil {
			row, err := qualificationRow(r.id, v.Qualification)
			if err != nil {
				return err
			}
			qualifications.add(row...)
		}
		for i, h := range r.history {
			history.add(r.historyIDs[i], r.id, h.status, h.at, nil)
		}
		consents.add(r.id, c.TextVersion, r.created, c.IP, c.UserAgent, c.PageURL, c.Referrer, c.LeadIDToken, c.TrustedFormCertURL,
			c.LeadIDState, c.TrustedFormState, c.Language)
		if !v.Attribution.Empty() {
			attribution.add(r.id)
			for _, value := range v.Attribution.Values() {
				attribution.add(value)
			}
		}
		for _, p := range r.assigned {
			assignments.add(r.id, p.ID, r.created, false)
		}
		for _, dl := range r.deliveries {
			payload, err := json.Marshal(DeliveryPayload{DeliveryID: dl.id})
			if err != nil {
				return err
			}
			outbox.add(dl.outbox, KindDelivery, DeliveryKey(dl.id), string(payload), dl.status, dl.attempts, dl.next,
				b.s.dbTime(r.created.Add(giveUp)), nil, DemoWorker, dl.lastError, r.created, sql.NullTime{Time: dl.done, Valid: !dl.done.IsZero()})
			deliveries.add(dl.id, r.id, dl.partner.ID, dl.partner.Name, dl.channel, dl.outbox, dl.price, r.created)
		}
		for _, o := range r.outcomes {
			outcomes.add(o.id, r.id, o.partner.ID, o.partner.Name, o.status, o.reason, o.isReturn, o.at)
		}
		for _, c := range r.charges {
			ledger.add(c.id, c.partner, LedgerCharge, -c.price, c.balance, r.id, v.Reference, "", "", "", chargeKey(r.id, c.partner), nil, c.at)
		}
	}
	// The people's newest assignment per partner, in key order (the
	// order PostgreSQL takes the rows' locks in).
	touched := make([]contactOf, 0, len(b.touched))
	for k := range b.touched {
		touched = append(touched, k)
	}
	slices.SortFunc(touched, func(a, c contactOf) int {
		if n := strings.Compare(a.contact, c.contact); n != 0 {
			return n
		}
		return cmp.Compare(a.partner, c.partner)
	})
	contacts := bulkRows{table: "partner_contacts", cols: []string{"contact", "partner_id", "assigned_at"},
		suffix: ` ON CONFLICT (contact, partner_id) DO UPDATE SET assigned_at = excluded.assigned_at`}
	for _, k := range touched {
		contacts.add(k.contact, k.partner, b.contacts[k.contact][k.partner])
	}
	for _, t := range []*bulkRows{&ls, &history, &consents, &qualifications, &attribution, &assignments, &contacts, &outbox, &deliveries,
		&outcomes, &ledger} {
		if err := b.insert(t); err != nil {
			return err
		}
	}
	// The firms' balances (summaries of their ledgers), in id order; every
	// hold of the batch became a charge or was released.
	ids := make([]int64, 0, len(b.balance))
	for id := range b.balance {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if _, err := b.s.exec(b.ctx, b.tx, `UPDATE partners SET balance_cents = ? WHERE id = ? AND balance_cents <> ?`,
			b.balance[id], id, b.balance[id]); err != nil {
			return err
		}
	}
	return nil
}

// count adds the batch's leads to the summaries, as countBatch does:
// each lead's facts as its rows now hold them, those of a lead the
// rebuild has yet to reach left to it.
func (b *demoBatch) count() error {
	progress, err := b.s.summaryProgress(b.ctx, b.tx)
	if err != nil {
		return err
	}
	d := summaryDelta{}
	for _, r := range b.rows {
		if !progress.counts(r.id) {
			continue
		}
		a := &r.v.Attribution
		f := leadFacts{created: r.created, status: r.status, routing: r.routing, state: r.v.State, tier: r.v.Tier,
			source: a.UTMSource, medium: a.UTMMedium, campaign: a.UTMCampaign, landing: a.LandingPage}
		if r.v.ServiceID != nil {
			f.serviceID = *r.v.ServiceID
		}
		for _, dl := range r.deliveries {
			f.deliveries = append(f.deliveries, deliveryFacts{partnerID: dl.partner.ID, partnerName: dl.partner.Name, created: r.created,
				status: dl.status, done: sql.NullTime{Time: dl.done, Valid: !dl.done.IsZero()}})
		}
		for _, o := range r.outcomes {
			f.outcomes = append(f.outcomes, outcomeFacts{id: o.id, partnerID: o.partner.ID, status: o.status, isReturn: o.isReturn,
				reportedAt: o.at})
		}
		for _, c := range r.charges {
			f.money = append(f.money, moneyFacts{partnerID: c.partner, kind: LedgerCharge, amount: -c.price, created: c.at})
		}
		f.contribute(d, 1)
	}
	return b.s.flush(b.ctx, b.tx, d)
}

// bulkRows are new rows of a table, their values one after the other,
// len(cols) a row; suffix follows the VALUES (an ON CONFLICT clause).
type bulkRows struct {
	table  string
	cols   []string
	suffix string
	args   []any
}

func (r *bulkRows) add(values ...any) { r.args = append(r.args, values...) }

// bulkParams bounds the parameters of one bulk INSERT, within SQLite's
// 32,766 (and PostgreSQL's 65,535). As many rows to a statement as it
// allows: on SQLite a statement copies each page it changes that the
// transaction had changed before to its statement journal, once per
// statement however many of its rows change the page.
const bulkParams = 32000

// insertBulk inserts r's rows inside tx, as many to a statement as
// bulkParams allows; the statement of a full chunk is prepared once.
func (s *Store) insertBulk(ctx context.Context, tx *sql.Tx, r *bulkRows) error {
	width := len(r.cols)
	rows := len(r.args) / width
	per := max(1, bulkParams/width)
	var full *sql.Stmt
	defer func() {
		if full != nil {
			full.Close()
		}
	}()
	for start := 0; start < rows; start += per {
		n := min(per, rows-start)
		args := r.args[start*width : (start+n)*width]
		var err error
		switch {
		case n == per && full == nil:
			if full, err = tx.PrepareContext(ctx, s.bulkInsertSQL(r, n)); err != nil {
				return fmt.Errorf("%s: %w", r.table, err)
			}
			fallthrough
		case n == per:
			_, err = full.ExecContext(ctx, args...)
		default:
			_, err = tx.ExecContext(ctx, s.bulkInsertSQL(r, n), args...)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", r.table, mapErr(err))
		}
	}
	return nil
}

// bulkInsertSQL is the INSERT of n rows of r, in the store's dialect.
func (s *Store) bulkInsertSQL(r *bulkRows, n int) string {
	var q strings.Builder
	q.WriteString("INSERT INTO " + r.table + " (" + strings.Join(r.cols, ", ") + ") VALUES ")
	p := 0
	for i := range n {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteByte('(')
		for j := range r.cols {
			if j > 0 {
				q.WriteString(", ")
			}
			p++
			if s.dialect == Postgres {
				q.WriteString("$" + strconv.Itoa(p))
			} else {
				q.WriteByte('?')
			}
		}
		q.WriteByte(')')
	}
	q.WriteString(r.suffix)
	return q.String()
}

// inChunk is how many values one IN list of eachIn holds: lists are
// padded to it, so one statement serves every chunk.
const inChunk = 1000

// eachIn runs query, which ends in "IN ", for values (duplicates and
// order do not matter) with the parameters before before them, a chunk
// of values at a time, and calls fn on every row.
func (s *Store) eachIn(ctx context.Context, q querier, query string, before []any, values []string, fn func(scanner) error) error {
	values = slices.Compact(slices.Sorted(slices.Values(values)))
	list := "(?" + strings.Repeat(", ?", inChunk-1) + ")"
	for start := 0; start < len(values); start += inChunk {
		part := values[start:min(start+inChunk, len(values))]
		args := append(make([]any, 0, len(before)+inChunk), before...)
		for i := range inChunk {
			args = append(args, part[min(i, len(part)-1)]) // padded with the last value
		}
		rows, err := s.query(ctx, q, query+list, args...)
		if err != nil {
			return err
		}
		if err := eachRow(rows, fn); err != nil {
			return err
		}
	}
	return nil
}

// insert writes r's rows inside the batch's transaction: on PostgreSQL by
// COPY (pgx's CopyFrom, on the batch's connection), which takes rows far
// cheaper than INSERT statements, unless they may meet rows that exist
// (r.suffix); otherwise by insertBulk.
func (b *demoBatch) insert(r *bulkRows) error {
	if b.s.dialect != Postgres || r.suffix != "" {
		return b.s.insertBulk(b.ctx, b.tx, r)
	}
	width := len(r.cols)
	rows := make([][]any, 0, len(r.args)/width)
	for i := 0; i < len(r.args); i += width {
		rows = append(rows, r.args[i:i+width])
	}
	return b.conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("%s: not a pgx connection", r.table)
		}
		if _, err := c.Conn().CopyFrom(b.ctx, pgx.Identifier{r.table}, r.cols, pgx.CopyFromRows(rows)); err != nil {
			return fmt.Errorf("%s: %w", r.table, mapErr(err))
		}
		return nil
	})
}
