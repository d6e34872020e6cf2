package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"
)

// AuditEvent is one admin action in the audit log (decision 027). It
// names records by id and changes by field name: it never holds a
// visitor's personal data, so erasure has nothing to do here.
type AuditEvent struct {
	ID int64     `json:"id"`
	At time.Time `json:"at"`
	// ActorID is the account that acted (nil for none); ActorEmail and
	// ActorName are what the account was called then.
	ActorID    *int64 `json:"actor_id"`
	ActorEmail string `json:"actor_email"`
	ActorName  string `json:"actor_name"`
	Action     string `json:"action"`
	RecordType string `json:"record_type"`
	RecordID   string `json:"record_id"`
	Summary    string `json:"summary"`
	IP         string `json:"ip"`
	RequestID  string `json:"request_id"`
}

// AuditFilter narrows the audit log; zero fields match everything.
type AuditFilter struct {
	// Actor is an account id (all digits) or part of the actor's e-mail.
	Actor      string
	Action     string
	RecordType string
	RecordID   string
	// From and To bound At: From <= at < To.
	From, To time.Time
}

func (f AuditFilter) where() (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, arg any) {
		conds = append(conds, cond)
		args = append(args, arg)
	}
	if f.Actor != "" {
		if id, err := strconv.ParseInt(f.Actor, 10, 64); err == nil {
			add("actor_id = ?", id)
		} else {
			add(`LOWER(actor_email) LIKE ? ESCAPE '\'`, likePattern(f.Actor))
		}
	}
	if f.Action != "" {
		add("action = ?", f.Action)
	}
	if f.RecordType != "" {
		add("record_type = ?", f.RecordType)
	}
	if f.RecordID != "" {
		add("record_id = ?", f.RecordID)
	}
	if !f.From.IsZero() {
		add("at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		add("at < ?", f.To.UTC())
	}
	return strings.Join(conds, " AND "), args
}

var auditEvents = table[AuditEvent]{
	name:    "audit_events",
	columns: "id, at, actor_id, actor_email, actor_name, action, record_type, record_id, summary, ip, request_id",
	scan: func(r scanner) (e AuditEvent, err error) {
		err = r.Scan(&e.ID, &e.At, &e.ActorID, &e.ActorEmail, &e.ActorName, &e.Action, &e.RecordType, &e.RecordID,
			&e.Summary, &e.IP, &e.RequestID)
		return e, err
	},
}

// RecordAudit appends one event, stamped with the store's clock. There is
// no way to change or remove it afterwards: the database refuses.
func (s *Store) RecordAudit(ctx context.Context, e AuditEvent) (AuditEvent, error) {
	e.At = s.now()
	id, err := s.insert(ctx, s.db, `INSERT INTO audit_events
		(at, actor_id, actor_email, actor_name, action, record_type, record_id, summary, ip, request_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.At, e.ActorID, e.ActorEmail, e.ActorName, e.Action, e.RecordType, e.RecordID, e.Summary, e.IP, e.RequestID)
	e.ID = id
	return e, err
}

// RecordAuditOnce appends e unless the same actor's event of the same
// action on the same record was recorded within window: a screen that
// reads a lead again every few seconds is one view, not hundreds. It
// reports whether e was written.
func (s *Store) RecordAuditOnce(ctx context.Context, e AuditEvent, window time.Duration) (bool, error) {
	if e.ActorID != nil {
		var one int
		err := s.queryRow(ctx, s.db, `SELECT 1 FROM audit_events
			WHERE record_type = ? AND record_id = ? AND action = ? AND actor_id = ? AND at >= ? LIMIT 1`,
			e.RecordType, e.RecordID, e.Action, *e.ActorID, s.now().Add(-window)).Scan(&one)
		if err == nil {
			return false, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return false, err
		}
	}
	_, err := s.RecordAudit(ctx, e)
	return err == nil, err
}

// AuditPage lists the events matching f, newest first.
func (s *Store) AuditPage(ctx context.Context, f AuditFilter, p Page) ([]AuditEvent, int, error) {
	where, args := f.where()
	return page(ctx, s, auditEvents, p, where, idOrder(true), args...)
}

// EachAuditEvent calls fn with every event matching f, newest first, for
// the export; it stops at fn's first error.
func (s *Store) EachAuditEvent(ctx context.Context, f AuditFilter, fn func(AuditEvent) error) error {
	where, args := f.where()
	q := "SELECT " + auditEvents.columns + " FROM audit_events"
	if where != "" {
		q += " WHERE " + where
	}
	rows, err := s.query(ctx, s.db, q+" ORDER BY id DESC", args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := auditEvents.scan(rows)
		if err != nil {
			return err
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return rows.Err()
}
