package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// PrivacyExport is everything held about the person of a privacy request
// (an access request's answer): their leads with the consent proof and
// the exact consent text they agreed to, where each lead was delivered,
// how its status changed and what the partners reported on it, their
// revocations, do-not-contact entries and privacy requests, and the
// registered account of the address.
type PrivacyExport struct {
	GeneratedAt     time.Time             `json:"generated_at"`
	Request         int64                 `json:"privacy_request_id"`
	Subject         ExportSubject         `json:"subject"`
	Leads           []ExportLead          `json:"leads"`
	Revocations     []ExportRevocation    `json:"revocations"`
	Suppressions    []Suppression         `json:"do_not_contact"`
	PrivacyRequests []ExportPrivacyRecord `json:"privacy_requests"`
	// Account is the registered account of the address (null: none).
	Account *ExportAccount `json:"account"`
}

// ExportSubject is the contact the export was made for.
type ExportSubject struct {
	Email string `json:"email"`
	Phone string `json:"phone"`
}

// ExportLead is one lead, with its consent proof, its deliveries, its
// status history and the partners' outcome reports, each oldest first.
type ExportLead struct {
	Lead
	Deliveries    []ExportDelivery     `json:"deliveries"`
	StatusHistory []ExportStatusChange `json:"status_history"`
	Outcomes      []ExportOutcome      `json:"outcomes"`
}

// ExportStatusChange is a step of the lead's status history: what it
// became and when. Which staff member made the change is the operator's
// record, not the person's data, and is left out.
type ExportStatusChange struct {
	Status    string    `json:"status"`
	ChangedAt time.Time `json:"changed_at"`
}

// ExportOutcome is a partner's report on what became of the lead.
type ExportOutcome struct {
	Partner    string    `json:"partner"`
	Status     string    `json:"status"`
	Reason     string    `json:"reason"`
	IsReturn   bool      `json:"is_return"`
	ReportedAt time.Time `json:"reported_at"`
}

// ExportDelivery is a sending of the lead to a partner, as the person is
// told of it: to whom, how, when and with what outcome.
type ExportDelivery struct {
	Partner     string     `json:"partner"`
	Channel     string     `json:"channel"`
	Status      string     `json:"status"`
	CreatedAt   time.Time  `json:"created_at"`
	DeliveredAt *time.Time `json:"delivered_at"`
}

// ExportRevocation is a withdrawal of consent by the person.
type ExportRevocation struct {
	ID         int64     `json:"id"`
	Phone      string    `json:"phone"`
	Email      string    `json:"email"`
	Scope      string    `json:"scope"`
	Channel    string    `json:"channel"`
	ReceivedAt time.Time `json:"received_at"`
	DueAt      time.Time `json:"due_at"`
}

// ExportPrivacyRecord is one of the person's privacy requests.
type ExportPrivacyRecord struct {
	ID          int64      `json:"id"`
	Type        string     `json:"type"`
	Status      string     `json:"status"`
	ReceivedAt  time.Time  `json:"received_at"`
	ConfirmedAt *time.Time `json:"confirmed_at"`
	CompletedAt *time.Time `json:"completed_at"`
	Outcome     string     `json:"outcome"`
}

// PrivacyExport gathers what is held about the contacts of request r.
func (s *Store) PrivacyExport(ctx context.Context, r PrivacyRequest) (PrivacyExport, error) {
	out := PrivacyExport{GeneratedAt: s.now(), Request: r.ID, Subject: ExportSubject{Email: r.Email, Phone: r.Phone},
		Leads: []ExportLead{}, Revocations: []ExportRevocation{}, Suppressions: []Suppression{}, PrivacyRequests: []ExportPrivacyRecord{}}
	ids, err := s.matchingLeadIDs(ctx, s.db, r.Email, r.Phone, false)
	if err != nil {
		return out, err
	}
	for _, id := range ids {
		l, err := s.Lead(ctx, id)
		if err != nil {
			return out, err
		}
		el := ExportLead{Lead: l, Deliveries: []ExportDelivery{}, StatusHistory: []ExportStatusChange{}, Outcomes: []ExportOutcome{}}
		ds, err := s.LeadDeliveries(ctx, id)
		if err != nil {
			return out, err
		}
		for _, d := range ds {
			el.Deliveries = append(el.Deliveries, ExportDelivery{Partner: d.PartnerName, Channel: d.Channel, Status: d.Status,
				CreatedAt: d.CreatedAt, DeliveredAt: d.DeliveredAt})
		}
		history, err := s.LeadStatusHistory(ctx, id)
		if err != nil {
			return out, err
		}
		for _, c := range history {
			el.StatusHistory = append(el.StatusHistory, ExportStatusChange{Status: c.Status, ChangedAt: c.ChangedAt})
		}
		outcomes, err := s.LeadOutcomes(ctx, id)
		if err != nil {
			return out, err
		}
		for _, o := range outcomes {
			el.Outcomes = append(el.Outcomes, ExportOutcome{Partner: o.PartnerName, Status: o.Status, Reason: o.Reason,
				IsReturn: o.IsReturn, ReportedAt: o.ReportedAt})
		}
		out.Leads = append(out.Leads, el)
	}
	conds, args := contactConds("email", "phone", r.Email, r.Phone)
	rows, err := s.query(ctx, s.db, `SELECT id, phone, email, scope, channel, received_at, due_at FROM revocations WHERE `+conds+` ORDER BY id`, args...)
	if err != nil {
		return out, err
	}
	if out.Revocations, err = collect(rows, func(sc scanner) (ExportRevocation, error) {
		var v ExportRevocation
		return v, sc.Scan(&v.ID, &v.Phone, &v.Email, &v.Scope, &v.Channel, &v.ReceivedAt, &v.DueAt)
	}); err != nil {
		return out, err
	}
	rows, err = s.query(ctx, s.db, `SELECT `+suppressionColumns+` FROM suppressions WHERE `+conds+` ORDER BY id`, args...)
	if err != nil {
		return out, err
	}
	if out.Suppressions, err = collect(rows, scanSuppression); err != nil {
		return out, err
	}
	rows, err = s.query(ctx, s.db, `SELECT id, type, status, received_at, confirmed_at, completed_at, outcome FROM privacy_requests
		WHERE id = ? OR `+conds+` ORDER BY id`, append([]any{r.ID}, args...)...)
	if err != nil {
		return out, err
	}
	out.PrivacyRequests, err = collect(rows, func(sc scanner) (ExportPrivacyRecord, error) {
		var v ExportPrivacyRecord
		var confirmed, completed sql.NullTime
		err := sc.Scan(&v.ID, &v.Type, &v.Status, &v.ReceivedAt, &confirmed, &completed, &v.Outcome)
		v.ConfirmedAt, v.CompletedAt = nullTime(confirmed), nullTime(completed)
		return v, err
	})
	if err != nil {
		return out, err
	}
	out.Account, err = s.exportAccount(ctx, r.Email)
	return out, err
}

// LeadErasure says when and why lead id was erased (ErrNotFound: it was
// not).
func (s *Store) LeadErasure(ctx context.Context, id int64) (Erasure, error) {
	var e Erasure
	var req sql.NullInt64
	err := s.queryRow(ctx, s.db, `SELECT lead_id, lead_reference, reason, privacy_request_id, erased_at FROM erasures
		WHERE lead_id = ? ORDER BY id DESC LIMIT 1`, id).Scan(&e.LeadID, &e.LeadReference, &e.Reason, &req, &e.ErasedAt)
	e.PrivacyRequestID = nullInt(req)
	return e, mapErr(err)
}

// RequestLeads are the leads a privacy request concerns: those of its
// contacts (not erased), and those it erased.
type RequestLeads struct {
	Matching []Lead
	Erased   []Lead
}

// PrivacyRequestLeads loads the leads request r concerns.
func (s *Store) PrivacyRequestLeads(ctx context.Context, r PrivacyRequest) (RequestLeads, error) {
	var out RequestLeads
	ids, err := s.matchingLeadIDs(ctx, s.db, r.Email, r.Phone, false)
	if err != nil {
		return out, err
	}
	rows, err := s.query(ctx, s.db, `SELECT DISTINCT lead_id FROM erasures WHERE privacy_request_id = ? ORDER BY lead_id`, r.ID)
	if err != nil {
		return out, err
	}
	erased, err := collect(rows, func(sc scanner) (int64, error) {
		var id int64
		return id, sc.Scan(&id)
	})
	if err != nil {
		return out, err
	}
	for _, list := range []struct {
		ids  []int64
		into *[]Lead
	}{{ids, &out.Matching}, {erased, &out.Erased}} {
		*list.into = []Lead{}
		for _, id := range list.ids {
			l, err := s.Lead(ctx, id)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return out, err
			}
			*list.into = append(*list.into, l)
		}
	}
	return out, nil
}
