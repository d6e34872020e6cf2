package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"claimsite/internal/leads"
)

// The lead types belong to the lead domain (package leads); the store
// keeps them.
type (
	Lead    = leads.Lead
	Consent = leads.Consent
)

const leadColumns = `l.id, COALESCE(l.reference, ''), l.source_form, l.first_name, l.last_name, l.name, l.email, l.phone, l.zip_code, l.state,
	COALESCE(sl.name, ''), l.description, l.state_law_id, l.status, l.notes, l.verified, l.duplicate_of, l.created_at, l.updated_at,
	l.service_id, l.routing,
	c.text_version, ct.text, c.consented_at, c.ip, c.user_agent, c.page_url, c.referrer, c.leadid_token, c.trustedform_cert_url,
	c.leadid_state, c.trustedform_state, c.trustedform_detail,
	l.erased_at, COALESCE((SELECT e.reason FROM erasures e WHERE e.lead_id = l.id ORDER BY e.id DESC LIMIT 1), ''), l.demo,
	l.tier, l.language, c.language, l.language_fallback,
	` + leadAttributionColumns

const leadFrom = ` FROM leads l
	JOIN lead_consents c ON c.lead_id = l.id
	JOIN consent_texts ct ON ct.version = c.text_version
	LEFT JOIN state_laws sl ON sl.code = l.state
	LEFT JOIN lead_attribution a ON a.lead_id = l.id`

func scanLead(r scanner) (Lead, error) {
	var v Lead
	var stateLawID, duplicateOf, serviceID sql.NullInt64
	var erasedAt sql.NullTime
	err := r.Scan(append([]any{&v.ID, &v.Reference, &v.SourceForm, &v.FirstName, &v.LastName, &v.Name, &v.Email, &v.Phone, &v.ZipCode, &v.State,
		&v.StateName, &v.Description, &stateLawID, &v.Status, &v.Notes, &v.Verified, &duplicateOf, &v.CreatedAt, &v.UpdatedAt,
		&serviceID, &v.Routing,
		&v.Consent.TextVersion, &v.Consent.Text, &v.Consent.At, &v.Consent.IP, &v.Consent.UserAgent, &v.Consent.PageURL,
		&v.Consent.Referrer, &v.Consent.LeadIDToken, &v.Consent.TrustedFormCertURL,
		&v.Consent.LeadIDState, &v.Consent.TrustedFormState, &v.Consent.TrustedFormDetail,
		&erasedAt, &v.ErasureReason, &v.Demo, &v.Tier, &v.Language, &v.Consent.Language, &v.LanguageFallback}, attributionTargets(&v.Attribution)...)...)
	v.ErasedAt = nullTime(erasedAt)
	if stateLawID.Valid {
		v.StateLawID = &stateLawID.Int64
	}
	if duplicateOf.Valid {
		v.DuplicateOf = &duplicateOf.Int64
	}
	if serviceID.Valid {
		v.ServiceID = &serviceID.Int64
	}
	v.Consent.Given = err == nil
	return v, err
}

// EnsureConsentText records a wording of the consent statement (once).
func (s *Store) EnsureConsentText(ctx context.Context, version, text string) error {
	_, err := s.exec(ctx, s.db, `INSERT INTO consent_texts (version, text, created_at) VALUES (?, ?, ?)
		ON CONFLICT (version) DO NOTHING`, version, text, s.now())
	return err
}

// CreateLead stores a lead and its consent proof in one transaction, which
// is committed before it returns. With a non-empty idempotencyKey already
// used, it stores nothing and returns the earlier lead's id and replay true.
func (s *Store) CreateLead(ctx context.Context, v Lead, idempotencyKey string) (id int64, replay bool, err error) {
	// Read before the transaction: while it is open it holds one
	// connection and asks for no other (Intake.Prepare).
	prep, err := s.prepareLead(ctx)
	if err != nil {
		return 0, false, err
	}
	if s.leadWriter != nil {
		return s.leadWriter.submit(ctx, v, idempotencyKey, prep)
	}
	release, err := s.leadTx(ctx)
	if err != nil {
		return 0, false, err
	}
	defer release()
	// As on SQLite (leadWriter): once sent, the lead is written even if the
	// visitor goes away; an answer lost in transit must not become a lead
	// lost, nor a half-done write logged as a failure.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		id, replay, err = s.writeLead(ctx, tx, v, idempotencyKey, s.now(), prep)
		return err
	})
	if errors.Is(err, ErrConflict) && idempotencyKey != "" {
		// The same key raced us and won: answer with its lead. (Without
		// such a lead the conflict was another value, the reference.)
		earlier, lookupErr := s.leadByIdempotencyKey(ctx, s.db, idempotencyKey)
		if lookupErr == nil {
			return earlier, true, nil
		}
		if !errors.Is(lookupErr, ErrNotFound) {
			return 0, false, lookupErr
		}
	}
	return id, replay, err
}

// writeLead routes one lead and inserts it with its consent proof inside
// tx, assigns it and queues its announcement, or finds the lead an
// idempotency key already made. prep is what was read before tx began
// (prepareLead; zero: nothing announced, the language fallback allowed).
func (s *Store) writeLead(ctx context.Context, tx *sql.Tx, v Lead, idempotencyKey string, now time.Time, prep leadPrep) (int64, bool, error) {
	var key any
	if idempotencyKey != "" {
		id, err := s.leadByIdempotencyKey(ctx, tx, idempotencyKey)
		if err == nil {
			return id, true, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return 0, false, err
		}
		key = idempotencyKey
	}
	var dup sql.NullInt64
	for _, match := range []struct{ column, value string }{{"email", v.Email}, {"phone", v.Phone}} {
		id, err := s.newestLeadSince(ctx, tx, match.column, match.value, now.Add(-leads.DuplicateWindow))
		if err != nil {
			return 0, false, err
		}
		if id > dup.Int64 {
			dup = sql.NullInt64{Int64: id, Valid: true}
		}
	}
	if v.Reference == "" {
		v.Reference = leads.NewReference()
	}
	c := v.Consent.Checked()
	languageDefaults(&v, &c)
	// Rated before it is routed: partners choose by tier, and prices may
	// name one.
	if err := s.rateLead(ctx, tx, &v, c, dup.Valid, now); err != nil {
		return 0, false, err
	}
	route, err := s.routeLead(ctx, tx, v, !prep.noLanguageFallback, now)
	if err != nil {
		return 0, false, err
	}
	id, err := s.insert(ctx, tx, `INSERT INTO leads (reference, source_form, first_name, last_name, name, email, phone, zip_code, state, description,
		state_law_id, service_id, status, routing, verified, duplicate_of, idempotency_key, created_at, updated_at, demo, tier, language,
		language_fallback)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		v.Reference, v.SourceForm, v.FirstName, v.LastName, v.Name, v.Email, v.Phone, v.ZipCode, v.State, v.Description,
		v.StateLawID, v.ServiceID, route.Outcome, v.Verified, dup, key, now, now, v.Demo, v.Tier, v.Language, route.LanguageFallback)
	if err != nil {
		return 0, false, err
	}
	// The first step of the lead's status history (decision 026).
	if err := s.recordStatus(ctx, tx, id, "new", now, 0); err != nil {
		return 0, false, err
	}
	// The consent's language is its wording's (decision 066): whatever
	// the caller says, the words agreed to decide it.
	_, err = s.exec(ctx, tx, `INSERT INTO lead_consents (lead_id, text_version, consented_at, ip, user_agent, page_url, referrer, leadid_token, trustedform_cert_url,
		leadid_state, trustedform_state, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
		COALESCE((SELECT language FROM consent_texts WHERE version = ?), ?))`,
		id, c.TextVersion, now, c.IP, c.UserAgent, c.PageURL, c.Referrer, c.LeadIDToken, c.TrustedFormCertURL, c.LeadIDState, c.TrustedFormState,
		c.TextVersion, c.Language)
	if err != nil {
		return 0, false, err
	}
	if err := s.writeQualification(ctx, tx, id, v.Qualification); err != nil {
		return 0, false, err
	}
	if err := s.writeAttribution(ctx, tx, id, v.Attribution); err != nil {
		return 0, false, err
	}
	if v.Experiments, err = s.writeLeadExperiments(ctx, tx, id, v); err != nil {
		return 0, false, err
	}
	if err := s.queueRetention(ctx, tx, id, v.Reference, c); err != nil {
		return 0, false, err
	}
	v.ID, v.CreatedAt, v.Consent, v.LanguageFallback = id, now, c, route.LanguageFallback
	// The announcement knows a duplicate (no second confirmation e-mail).
	v.DuplicateOf = nullID(dup)
	if err := s.assignLead(ctx, tx, v, route, now, prep.announce); err != nil {
		return 0, false, err
	}
	return id, false, s.countNewLead(ctx, tx, id)
}

// newestLeadSince is the id of the newest lead created after since whose
// column (email or phone) equals value, or 0. It is one probe of the
// (column, created_at, id) index, however many leads share the value: one
// query per column, as an OR of the two would read every match.
func (s *Store) newestLeadSince(ctx context.Context, q querier, column, value string, since time.Time) (int64, error) {
	var id int64
	err := s.queryRow(ctx, q, `SELECT id FROM leads WHERE `+column+` = ? AND created_at > ?
		ORDER BY created_at DESC, id DESC LIMIT 1`, value, since).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

func (s *Store) leadByIdempotencyKey(ctx context.Context, q querier, key string) (int64, error) {
	var id int64
	err := s.queryRow(ctx, q, `SELECT id FROM leads WHERE idempotency_key = ?`, key).Scan(&id)
	return id, mapErr(err)
}

// LeadByReference loads the lead a reference names.
func (s *Store) LeadByReference(ctx context.Context, ref string) (Lead, error) {
	v, err := scanLead(s.queryRow(ctx, s.db, "SELECT "+leadColumns+leadFrom+" WHERE l.reference = ?", ref))
	return s.withDetails(ctx, v, mapErr(err))
}

// LeadReference is the reference of lead id.
func (s *Store) LeadReference(ctx context.Context, id int64) (string, error) {
	var ref string
	err := s.queryRow(ctx, s.db, `SELECT COALESCE(reference, '') FROM leads WHERE id = ?`, id).Scan(&ref)
	return ref, mapErr(err)
}

// Lead loads one lead with its consent proof.
func (s *Store) Lead(ctx context.Context, id int64) (Lead, error) {
	v, err := scanLead(s.queryRow(ctx, s.db, "SELECT "+leadColumns+leadFrom+" WHERE l.id = ?", id))
	return s.withDetails(ctx, v, mapErr(err))
}

// LeadFilter narrows the admin lead list. Zero values do not filter.
type LeadFilter struct {
	State  string // two-letter code
	Status string // one of LeadStatuses
	// Query is found anywhere in the names ("first last" too), e-mail,
	// phone (by its digits), ZIP, reference, description and notes; a term
	// of one or two characters matches the start of a name or reference.
	Query string
	From  time.Time // created at or after
	To    time.Time // created before
	Email string    // exact e-mail (a user's own inquiries)
	// Routing is one of leads.RoutingOutcomes.
	Routing string
	// Tier is a case-evaluation tier (A to D) or "unrated" (the short
	// forms).
	Tier string
	// Language is the language the person wants to be contacted in (en,
	// es): read through the (language, created_at, id) index; no summary
	// keys it, so its total is the capped count (decision 067).
	Language string
	// Delivery keeps leads with at least one delivery in this status (one
	// of DeliveryStatuses).
	Delivery string
	// Source, Medium and Campaign match the lead's utm_source, utm_medium
	// and utm_campaign, exactly but for case.
	Source, Medium, Campaign string
}

// LeadUpdate changes what the operator may change about a lead. A nil
// field is left as it is.
type LeadUpdate struct {
	Status *string
	Notes  *string
	// Contact corrects the person's details, already checked and in their
	// stored form (leads.Correction.Check). An erased lead refuses it.
	Contact leads.Correction
	// By is the admin making the change (0: none, such as a job); a
	// change of status is recorded in the lead's history with it.
	By int64
}

// ErrLeadErased refuses a change to the personal data of an erased lead:
// there is nothing left to correct, and nothing may come back.
var ErrLeadErased = errors.New("the lead's personal data was erased")

// UpdateLead applies u to a lead. Only the fields u sets are written, so
// two operators changing different fields at once both keep their change.
// A contact detail that really changed is told to every partner that
// received the lead (lead.corrected partner notices), in the same
// transaction.
// A corrected phone or e-mail also moves the lead's place in
// partner_contacts (refreshPartnerContacts) in the same transaction; the
// duplicate and suppression lookups read the leads' own columns, which
// hold the corrected values in the form intake stores.
func (s *Store) UpdateLead(ctx context.Context, id int64, u LeadUpdate) (Lead, error) {
	err := s.inTx(ctx, func(tx *sql.Tx) error { return s.updateLeadTx(ctx, tx, id, u, s.now()) })
	if err != nil {
		return Lead{}, err
	}
	return s.Lead(ctx, id)
}

// statusChange is the lead whose summaries a change of status to status
// (nil: none) from old moves: id, or none.
func statusChange(id int64, status *string, old string) []int64 {
	if status == nil || *status == old {
		return nil
	}
	return []int64{id}
}

// updateLeadTx is UpdateLead inside tx, at now: every change the operator
// makes to a lead (its status above all) goes through here.
func (s *Store) updateLeadTx(ctx context.Context, tx *sql.Tx, id int64, u LeadUpdate, now time.Time) error {
	// Locked on PostgreSQL (SQLite transactions begin IMMEDIATE): an
	// erasure cannot slip in between this check and the write.
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE"
	}
	var old correctable
	var oldStatus string
	var erased bool
	err := s.queryRow(ctx, tx, `SELECT first_name, last_name, name, email, phone, zip_code, status, erased_at IS NOT NULL
		FROM leads WHERE id = ?`+lock, id).
		Scan(&old.FirstName, &old.LastName, &old.Name, &old.Email, &old.Phone, &old.ZipCode, &oldStatus, &erased)
	if err != nil {
		return mapErr(err)
	}
	oldEmail, oldPhone := old.Email, old.Phone
	c := u.Contact
	if erased && c.Any() {
		return ErrLeadErased
	}
	// The status is counted in the summaries: they follow the change.
	err = s.refreshLeads(ctx, tx, statusChange(id, u.Status, oldStatus), func() error {
		if err := expectOne(s.exec(ctx, tx, `UPDATE leads SET
			status     = COALESCE(?, status),
			notes      = COALESCE(?, notes),
			first_name = COALESCE(?, first_name),
			last_name  = COALESCE(?, last_name),
			name       = COALESCE(?, name),
			email      = COALESCE(?, email),
			phone      = COALESCE(?, phone),
			zip_code   = COALESCE(?, zip_code),
			updated_at = ?
			WHERE id = ?`,
			u.Status, u.Notes, c.FirstName, c.LastName, c.Name, c.Email, c.Phone, c.ZipCode, now, id)); err != nil {
			return err
		}
		if u.Status != nil && *u.Status != oldStatus {
			return s.recordStatus(ctx, tx, id, *u.Status, now, u.By)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var stale []contact
	if c.Email != nil && *c.Email != oldEmail {
		stale = append(stale, contact{"email", oldEmail}, contact{"email", *c.Email})
	}
	if c.Phone != nil && *c.Phone != oldPhone {
		stale = append(stale, contact{"phone", oldPhone}, contact{"phone", *c.Phone})
	}
	if err := s.refreshPartnerContacts(ctx, tx, id, stale); err != nil {
		return err
	}
	// The partners that received the lead are told what changed, in
	// this transaction (decision 036).
	if changed := old.changed(c); len(changed) > 0 {
		if _, err := s.queuePartnerNotices(ctx, tx, EventLeadCorrected, []int64{id}, nil, nil, changed); err != nil {
			return err
		}
	}
	return nil
}

// contact is a phone number or e-mail address as leads store it: column
// is "phone" or "email".
type contact struct{ column, value string }

// key is the contact's partner_contacts key, normalised as assign writes
// it; "" for an empty contact.
func (c contact) key() string {
	var keys []string
	if c.column == "phone" {
		keys = contactKeys(leads.NormalizePhone(c.value), "")
	} else {
		keys = contactKeys("", leads.NormalizeEmail(c.value))
	}
	if len(keys) == 0 {
		return ""
	}
	return keys[0]
}

// refreshPartnerContacts rebuilds the partner_contacts rows of the
// contacts whose leads changed (lead leadID's old and new phone or e-mail),
// for every partner that has lead leadID: a row stays, with the time of
// the partner's newest lead with that contact, only while the partner has
// such a lead. So a partner that received the lead is not sent the person
// again under their corrected number, and the mistyped number stops
// counting as a person that partner has.
func (s *Store) refreshPartnerContacts(ctx context.Context, tx *sql.Tx, leadID int64, contacts []contact) error {
	if len(contacts) == 0 {
		return nil
	}
	rows, err := s.query(ctx, tx, `SELECT partner_id FROM lead_assignments WHERE lead_id = ?`, leadID)
	if err != nil {
		return err
	}
	partners, err := collect(rows, scanID)
	if err != nil {
		return err
	}
	for _, partner := range partners {
		for _, c := range contacts {
			if c.key() == "" {
				continue
			}
			var newest time.Time
			// c.column is "phone" or "email", never input.
			err := s.queryRow(ctx, tx, `SELECT a.assigned_at FROM lead_assignments a JOIN leads l ON l.id = a.lead_id
				WHERE a.partner_id = ? AND l.`+c.column+` = ?
				ORDER BY a.assigned_at DESC LIMIT 1`, partner, c.value).Scan(&newest)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				_, err = s.exec(ctx, tx, `DELETE FROM partner_contacts WHERE contact = ? AND partner_id = ?`, c.key(), partner)
			case err == nil:
				_, err = s.exec(ctx, tx, `INSERT INTO partner_contacts (contact, partner_id, assigned_at) VALUES (?, ?, ?)
					ON CONFLICT (contact, partner_id) DO UPDATE SET assigned_at = excluded.assigned_at`, c.key(), partner, newest)
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// DeleteLead erases a lead and its consent proof (privacy erasure). The
// lead goes on the erasure list (deleteLeadListed), so a backup restored
// later does not bring it back.
func (s *Store) DeleteLead(ctx context.Context, id int64) error { return s.deleteLeadListed(ctx, id) }

// Stats are the dashboard's live counts, in three parts that each need
// their own permission to be shown (the dashboard sends a role only its
// parts).
type Stats struct {
	ContentStats
	AccountStats
	LeadStats
}

// ContentStats count the site's content.
type ContentStats struct {
	Services  int `json:"services"`
	StateLaws int `json:"state_laws"`
	Blogs     int `json:"blogs"`
	Questions int `json:"questions"`
}

// AccountStats count the accounts.
type AccountStats struct {
	Users int `json:"users"`
}

// LeadStats count the leads and what needs the operator about them.
type LeadStats struct {
	LeadsToday int `json:"leads_today"`
	LeadsWeek  int `json:"leads_week"`
	LeadsTotal int `json:"leads_total"`
	LeadsNew   int `json:"leads_new"`
	// What needs the operator: leads nobody took, deliveries that gave up,
	// and partners that cannot take another lead today.
	LeadsUnrouted    int `json:"leads_unrouted"`
	DeliveriesFailed int `json:"deliveries_failed"`
	DeliveriesDead   int `json:"deliveries_dead"`
	PartnersAtCap    int `json:"partners_at_cap"`
	// Rebuilding: the summaries the lead and delivery counts come from
	// are being filled; those counts are zero until then.
	Rebuilding bool `json:"rebuilding"`
}

// Stats counts content and leads; "today" and "this week" are UTC days,
// weeks starting on Monday. The lead and delivery counts come from the
// daily summaries (decision 039); while they are being rebuilt, Stats says
// so and leaves those counts at zero.
func (s *Store) Stats(ctx context.Context) (Stats, error) {
	now := s.now()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	weekStart := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7))
	var st Stats
	for _, c := range []struct {
		dst   *int
		table string
	}{
		{&st.Services, "services"},
		{&st.StateLaws, "state_laws"},
		{&st.Blogs, "blogs"},
		{&st.Questions, "questions"},
		{&st.Users, "users"},
	} {
		n, err := count(ctx, s, c.table, "")
		if err != nil {
			return Stats{}, err
		}
		*c.dst = n
	}
	ready, err := s.SummariesReady(ctx)
	if err != nil {
		return Stats{}, err
	}
	st.Rebuilding = !ready
	if ready {
		// Today and this week from the days, all time from the months (a
		// row a month and key, not a row a day).
		err := s.queryRow(ctx, s.db, `SELECT
			COALESCE(SUM(CASE WHEN day = ? THEN leads END), 0),
			COALESCE(SUM(leads), 0)
			FROM lead_day_totals WHERE day >= ?`, today.Format(dayLayout), weekStart.Format(dayLayout)).
			Scan(&st.LeadsToday, &st.LeadsWeek)
		if err != nil {
			return Stats{}, err
		}
		err = s.queryRow(ctx, s.db, `SELECT
			COALESCE(SUM(leads), 0),
			COALESCE(SUM(CASE WHEN status = 'new' THEN leads END), 0),
			COALESCE(SUM(CASE WHEN routing = 'unrouted' THEN leads END), 0)
			FROM lead_month_totals`).Scan(&st.LeadsTotal, &st.LeadsNew, &st.LeadsUnrouted)
		if err != nil {
			return Stats{}, err
		}
		err = s.queryRow(ctx, s.db, `SELECT
			COALESCE(SUM(CASE WHEN status = 'failed' THEN deliveries END), 0),
			COALESCE(SUM(CASE WHEN status = 'dead' THEN deliveries END), 0)
			FROM delivery_month_statuses WHERE status IN ('failed', 'dead')`).Scan(&st.DeliveriesFailed, &st.DeliveriesDead)
		if err != nil {
			return Stats{}, err
		}
	}
	st.PartnersAtCap, err = s.partnersAtCap(ctx, now)
	return st, err
}

// partnersAtCap counts the active partners that cannot take another lead
// today: their daily or monthly cap is reached, in their own time zone.
func (s *Store) partnersAtCap(ctx context.Context, now time.Time) (int, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+partnerColumns+" FROM partners WHERE active = ? AND (daily_cap > 0 OR monthly_cap > 0)", true)
	if err != nil {
		return 0, err
	}
	partners, err := collect(rows, scanPartner)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range partners {
		c := leads.Candidate{Partner: p}
		if c.LeadsToday, c.LeadsThisMonth, err = s.capCounts(ctx, s.db, p, now); err != nil {
			return 0, err
		}
		if !c.UnderCaps() {
			n++
		}
	}
	return n, nil
}
