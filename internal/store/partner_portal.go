package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"claimsite/internal/validate"
)

// The partner portal's reads (issue 22): a firm's own leads and nothing
// else. Every query here starts from the firm's assignments
// (lead_assignments, indexed by partner and time), so a lead the firm was
// never sent is not found, however it is named.

// PortalLead is a lead in the firm's list: what it was sent, where the
// lead stands for it, never the operator's notes or status. An erased
// lead has no personal data left to show.
type PortalLead struct {
	Reference  string    `json:"reference"`
	ReceivedAt time.Time `json:"received_at"`
	FirstName  string    `json:"first_name"`
	LastName   string    `json:"last_name"`
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	Phone      string    `json:"phone"`
	State      string    `json:"state"`
	// Language is the language the person wants to be contacted in.
	Language         string `json:"language"`
	ServiceID        *int64 `json:"service_id"`
	Service          string `json:"service"`
	Erased           bool   `json:"erased"`
	ConsentWithdrawn bool   `json:"consent_withdrawn"`
	PriceCents       *int64 `json:"price_cents"`
	Charged          bool   `json:"charged"`
	// Outcome is the firm's latest report on the lead ("": none yet);
	// ReturnStatus its return's status ("": not returned).
	Outcome      string `json:"outcome"`
	ReturnStatus string `json:"return_status"`

	leadID int64
}

// LeadID is the lead's row id, for the detail's reads (never shown to a
// firm: leads are named by reference).
func (l PortalLead) LeadID() int64 { return l.leadID }

// PortalFilter narrows a firm's lead list. Zero values do not filter.
type PortalFilter struct {
	State     string
	ServiceID int64
	From, To  time.Time // received at or after, before
	// Outcome is a report status, or "none" for leads not reported on.
	Outcome string
	// ReturnStatus is a return status, or "none" for leads not returned.
	ReturnStatus string
	// Query is found in the names, e-mail, phone (digits) or reference.
	Query string
}

const portalLeadColumns = `a.lead_id, COALESCE(l.reference, ''), a.assigned_at, l.first_name, l.last_name, l.name, l.email, l.phone, l.state, l.language,
	l.service_id, COALESCE(sv.title, ''), l.erased_at IS NOT NULL,
	EXISTS (SELECT 1 FROM partner_notices n WHERE n.lead_reference = l.reference AND n.partner_id = a.partner_id AND n.event = 'lead.consent_revoked'),
	(SELECT d.price_cents FROM deliveries d WHERE d.lead_id = a.lead_id AND d.partner_id = a.partner_id AND d.price_cents IS NOT NULL ORDER BY d.id LIMIT 1),
	EXISTS (SELECT 1 FROM ledger_entries e WHERE e.lead_id = a.lead_id AND e.partner_id = a.partner_id AND e.kind = 'charge'),
	COALESCE(` + portalOutcome + `, ''),
	COALESCE((SELECT r.status FROM lead_returns r WHERE r.lead_id = a.lead_id AND r.partner_id = a.partner_id), '')`

// portalOutcome is the firm's latest report on the lead.
const portalOutcome = `(SELECT o.status FROM lead_outcomes o WHERE o.lead_id = a.lead_id AND o.partner_id = a.partner_id
	ORDER BY o.reported_at DESC, o.id DESC LIMIT 1)`

const portalLeadFrom = ` FROM lead_assignments a JOIN leads l ON l.id = a.lead_id LEFT JOIN services sv ON sv.id = l.service_id`

func scanPortalLead(r scanner) (PortalLead, error) {
	var p PortalLead
	var service, price sql.NullInt64
	err := r.Scan(&p.leadID, &p.Reference, &p.ReceivedAt, &p.FirstName, &p.LastName, &p.Name, &p.Email, &p.Phone, &p.State, &p.Language,
		&service, &p.Service, &p.Erased, &p.ConsentWithdrawn, &price, &p.Charged, &p.Outcome, &p.ReturnStatus)
	p.ServiceID, p.PriceCents = nullID(service), nullID(price)
	if p.Erased {
		// Erasure emptied the row already; nothing personal leaves even if
		// a column kept a trace.
		p.FirstName, p.LastName, p.Name, p.Email, p.Phone = "", "", "", "", ""
	}
	return p, err
}

// portalWhere is the condition and arguments of f for firm partnerID.
func portalWhere(partnerID int64, f PortalFilter) (string, []any) {
	where, args := []string{"a.partner_id = ?"}, []any{partnerID}
	add := func(cond string, a ...any) {
		where = append(where, cond)
		args = append(args, a...)
	}
	if f.State != "" {
		add("l.state = ?", f.State)
	}
	if f.ServiceID != 0 {
		add("l.service_id = ?", f.ServiceID)
	}
	if !f.From.IsZero() {
		add("a.assigned_at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		add("a.assigned_at < ?", f.To.UTC())
	}
	switch f.Outcome {
	case "":
	case "none":
		add(portalOutcome + " IS NULL")
	default:
		add(portalOutcome+" = ?", f.Outcome)
	}
	switch f.ReturnStatus {
	case "":
	case "none":
		add("NOT EXISTS (SELECT 1 FROM lead_returns r WHERE r.lead_id = a.lead_id AND r.partner_id = a.partner_id)")
	default:
		add("EXISTS (SELECT 1 FROM lead_returns r WHERE r.lead_id = a.lead_id AND r.partner_id = a.partner_id AND r.status = ?)", f.ReturnStatus)
	}
	if q := strings.ToLower(validate.Clean(f.Query)); q != "" {
		like := "%" + likeEscape(q) + "%"
		cond := `(LOWER(l.reference) = ? OR LOWER(l.email) LIKE ? ESCAPE '\' OR LOWER(l.first_name || ' ' || l.last_name) LIKE ? ESCAPE '\'
			OR LOWER(l.name) LIKE ? ESCAPE '\'`
		a := []any{q, like, like, like}
		if digits := digitsOf(q); len(digits) >= 3 {
			cond += ` OR l.phone LIKE ?`
			a = append(a, "%"+digits+"%")
		}
		add(cond+")", a...)
	}
	return strings.Join(where, " AND "), args
}

func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// likeEscape escapes LIKE's wildcards in s (the escape character is \).
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// PortalLeads lists firm partnerID's leads matching f, newest first.
// Each firm's list is its own assignments: a search reads no other
// firm's leads.
func (s *Store) PortalLeads(ctx context.Context, partnerID int64, f PortalFilter, p Page) ([]PortalLead, int, error) {
	where, args := portalWhere(partnerID, f)
	var total int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*)`+portalLeadFrom+` WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, `SELECT `+portalLeadColumns+portalLeadFrom+` WHERE `+where+
		` ORDER BY a.assigned_at DESC, a.lead_id DESC LIMIT ? OFFSET ?`, append(args, p.Size, p.offset())...)
	if err != nil {
		return nil, 0, err
	}
	list, err := collect(rows, scanPortalLead)
	return list, total, err
}

// EachPortalLead calls fn with every lead of the firm matching f, newest
// first (the export).
func (s *Store) EachPortalLead(ctx context.Context, partnerID int64, f PortalFilter, fn func(PortalLead) error) error {
	where, args := portalWhere(partnerID, f)
	rows, err := s.query(ctx, s.db, `SELECT `+portalLeadColumns+portalLeadFrom+` WHERE `+where+` ORDER BY a.assigned_at DESC, a.lead_id DESC`, args...)
	if err != nil {
		return err
	}
	return eachRow(rows, func(r scanner) error {
		l, err := scanPortalLead(r)
		if err != nil {
			return err
		}
		return fn(l)
	})
}

// PortalLeadByReference is the firm's lead with that reference;
// ErrNotFound when the firm was never sent such a lead (whoever else was).
func (s *Store) PortalLeadByReference(ctx context.Context, partnerID int64, reference string) (PortalLead, error) {
	l, err := scanPortalLead(s.queryRow(ctx, s.db, `SELECT `+portalLeadColumns+portalLeadFrom+` WHERE a.partner_id = ? AND l.reference = ?`,
		partnerID, reference))
	return l, mapErr(err)
}

// PartnerLeadDeliveries is the lead's trail to one firm.
func (s *Store) PartnerLeadDeliveries(ctx context.Context, leadID, partnerID int64) ([]Delivery, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+deliveryColumns+deliveryFrom+" WHERE d.lead_id = ? AND d.partner_id = ? ORDER BY d.id", leadID, partnerID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanDelivery)
}

// PartnerLeadOutcomes is what one firm reported on the lead, oldest first.
func (s *Store) PartnerLeadOutcomes(ctx context.Context, leadID, partnerID int64) ([]Outcome, error) {
	rows, err := s.query(ctx, s.db, "SELECT "+outcomeColumns+" FROM lead_outcomes WHERE lead_id = ? AND partner_id = ? ORDER BY reported_at, id",
		leadID, partnerID)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOutcome)
}

// PartnerLeadReturn is the firm's return of the lead; ErrNotFound when
// it has none.
func (s *Store) PartnerLeadReturn(ctx context.Context, leadID, partnerID int64) (LeadReturn, error) {
	r, err := scanReturn(s.queryRow(ctx, s.db, "SELECT "+returnColumns+returnFrom+" WHERE r.lead_id = ? AND r.partner_id = ?", leadID, partnerID))
	return r, mapErr(err)
}

// SetPartnerPaused pauses or resumes the firm's deliveries (routing skips
// a paused firm); changed is false when it already was.
func (s *Store) SetPartnerPaused(ctx context.Context, partnerID int64, paused bool) (changed bool, err error) {
	res, err := s.exec(ctx, s.db, `UPDATE partners SET paused = ?, updated_at = ? WHERE id = ? AND paused <> ?`, paused, s.now(), partnerID, paused)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		// Unchanged, or no such firm.
		var one int
		if err := s.queryRow(ctx, s.db, `SELECT 1 FROM partners WHERE id = ?`, partnerID).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return false, ErrNotFound
		}
	}
	return n > 0, err
}
