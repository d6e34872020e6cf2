package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/businessdays"
)

// Revocation scopes: what the person asked to stop.
const (
	ScopeCalls  = "calls"
	ScopeTexts  = "texts"
	ScopeEmails = "emails"
	ScopeAll    = "all"
)

// RevocationScopes lists them, for validation.
var RevocationScopes = []string{ScopeCalls, ScopeTexts, ScopeEmails, ScopeAll}

// Revocation channels: how the request reached us. ChannelWeb is the
// opt-out page; the others are recorded by the operator.
const RevocationWeb = "web"

// RevocationChannels lists every channel; the operator records all but
// the web.
var RevocationChannels = []string{RevocationWeb, "phone", "letter", "email", "reply", "other"}

// RevocationDays is the number of business days a revocation must be
// honoured within (47 CFR 64.1200(a)(10), in force since April 2025).
const RevocationDays = 10

// Revocation is a person's withdrawal of consent, with how far the
// notices to the partners that had their leads got.
type Revocation struct {
	ID         int64       `json:"id"`
	Phone      string      `json:"phone"`
	Email      string      `json:"email"`
	Scope      string      `json:"scope"`
	Channel    string      `json:"channel"`
	ReceivedAt time.Time   `json:"received_at"`
	DueAt      time.Time   `json:"due_at"`
	IP         string      `json:"ip"`
	UserAgent  string      `json:"user_agent"`
	Note       string      `json:"note"`
	RecordedBy *int64      `json:"recorded_by"`
	Notices    NoticeTally `json:"notices"`
	// PartnersTold: every notice reached its partner (or nobody had the
	// person's leads).
	PartnersTold bool `json:"partners_told"`
	// Overdue: the due date passed before every partner was told.
	Overdue bool `json:"overdue"`
}

func (s *Store) scanRevocation(r scanner) (Revocation, error) {
	var v Revocation
	var by sql.NullInt64
	err := r.Scan(&v.ID, &v.Phone, &v.Email, &v.Scope, &v.Channel, &v.ReceivedAt, &v.DueAt, &v.IP, &v.UserAgent, &v.Note, &by,
		&v.Notices.Total, &v.Notices.Delivered, &v.Notices.Failed)
	v.RecordedBy = nullID(by)
	v.ReceivedAt, v.DueAt = v.ReceivedAt.UTC(), v.DueAt.UTC()
	v.Notices.Pending = v.Notices.Total - v.Notices.Delivered - v.Notices.Failed
	v.PartnersTold = v.Notices.AllTold()
	v.Overdue = !v.PartnersTold && s.now().After(v.DueAt)
	return v, err
}

// revocationSelect reads revocations with their notice tallies.
var revocationSelect = `SELECT r.id, r.phone, r.email, r.scope, r.channel, r.received_at, r.due_at, r.ip, r.user_agent, r.note, r.recorded_by,
	` + noticeTally("revocation_id", "r.id") + ` FROM revocations r`

// RevocationInput is a revocation to record; phone and e-mail are
// normalised already (leads.NormalizePhone, leads.NormalizeEmail).
type RevocationInput struct {
	Phone, Email, Scope, Channel string
	ReceivedAt                   time.Time
	IP, UserAgent, Note          string
	RecordedBy                   *int64
}

// RecordRevocation records a withdrawal of consent and everything it
// causes, in one transaction: the revocation (due RevocationDays business
// days after receipt), the person's phone and e-mail on the suppression
// list (so no lead of theirs is delivered again, queued ones included),
// and a lead.consent_revoked notice to every partner that received one of
// their leads.
func (s *Store) RecordRevocation(ctx context.Context, in RevocationInput) (Revocation, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = s.recordRevocation(ctx, tx, in)
		return err
	})
	if err != nil {
		return Revocation{}, err
	}
	return s.Revocation(ctx, id)
}

// recordRevocation is RecordRevocation inside tx: every withdrawal of
// consent (the opt-out page, the operator's form, a mailed opt-out link)
// goes through here. It returns the revocation's id.
func (s *Store) recordRevocation(ctx context.Context, tx *sql.Tx, in RevocationInput) (int64, error) {
	if in.Phone == "" && in.Email == "" {
		return 0, errors.New("revocation without phone or e-mail")
	}
	if in.ReceivedAt.IsZero() {
		in.ReceivedAt = s.now()
	}
	id, err := s.insert(ctx, tx, `INSERT INTO revocations (phone, email, scope, channel, received_at, due_at, ip, user_agent, note, recorded_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, in.Phone, in.Email, in.Scope, in.Channel, in.ReceivedAt.UTC(),
		businessdays.Due(in.ReceivedAt, RevocationDays).UTC(), in.IP, in.UserAgent, in.Note, in.RecordedBy)
	if err != nil {
		return 0, err
	}
	reason := "Consent revoked (" + in.Channel + ", revocation " + strconv.FormatInt(id, 10) + ", scope " + in.Scope + ")"
	if _, err := s.addSuppression(ctx, tx, Suppression{Phone: in.Phone, Email: in.Email, Reason: reason}); err != nil && !errors.Is(err, ErrAlreadySuppressed) {
		return 0, err
	}
	leadIDs, err := s.personLeads(ctx, tx, in.Phone, in.Email)
	if err != nil {
		return 0, err
	}
	_, err = s.QueuePartnerNotices(ctx, tx, EventConsentRevoked, leadIDs, &id, nil)
	return id, err
}

// personLeads lists the ids of the leads with this phone or this e-mail
// (normalised; an empty one matches nothing), oldest first. Erased leads
// have neither and never match.
func (s *Store) personLeads(ctx context.Context, q querier, phone, email string) ([]int64, error) {
	var parts []string
	var args []any
	if phone != "" {
		parts = append(parts, "SELECT id FROM leads WHERE phone = ?")
		args = append(args, phone)
	}
	if email != "" {
		parts = append(parts, "SELECT id FROM leads WHERE email = ?")
		args = append(args, email)
	}
	if len(parts) == 0 {
		return nil, nil
	}
	rows, err := s.query(ctx, q, strings.Join(parts, " UNION ")+" ORDER BY id", args...)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanID)
}

// Revocation loads one revocation.
func (s *Store) Revocation(ctx context.Context, id int64) (Revocation, error) {
	v, err := s.scanRevocation(s.queryRow(ctx, s.db, revocationSelect+" WHERE r.id = ?", id))
	return v, mapErr(err)
}

// RevocationPage lists revocations newest first (by receipt), and how
// many there are.
func (s *Store) RevocationPage(ctx context.Context, p Page) ([]Revocation, int, error) {
	var total int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM revocations`).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, revocationSelect+" ORDER BY r.received_at DESC, r.id DESC LIMIT ? OFFSET ?", p.Size, p.offset())
	if err != nil {
		return nil, 0, err
	}
	items, err := collect(rows, s.scanRevocation)
	return items, total, err
}
