package httpapi

import (
	"bufio"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/validate"
)

func init() {
	// The audit list's page links keep its filters (pageURL).
	listParams = append(listParams, "actor", "action", "record_type", "record_id")
}

// auditRecordIDPattern is what a record id looks like: a number, or a
// consent text's version.
var auditRecordIDPattern = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

// auditFilter reads the audit list's filters, shared by the table and the
// export: actor (account id or part of an e-mail), action, record_type,
// record_id, from and to (inclusive UTC dates, YYYY-MM-DD).
func auditFilter(r *http.Request) (store.AuditFilter, error) {
	q := r.URL.Query()
	errs := validate.Errors{}
	f := store.AuditFilter{
		Actor:      strings.TrimSpace(q.Get("actor")),
		Action:     strings.TrimSpace(q.Get("action")),
		RecordType: strings.TrimSpace(q.Get("record_type")),
		RecordID:   strings.TrimSpace(q.Get("record_id")),
	}
	if !validate.Storable(f.Actor) || len(f.Actor) > 255 {
		errs.Add("actor", "The actor must be an account id or part of an e-mail address.")
	}
	if f.Action != "" && !slices.Contains(auditActions, f.Action) {
		errs.Add("action", "The action must be one of: "+strings.Join(auditActions, ", ")+".")
	}
	if f.RecordType != "" && !slices.Contains(auditRecordTypes, f.RecordType) {
		errs.Add("record_type", "The record type must be one of: "+strings.Join(auditRecordTypes, ", ")+".")
	}
	if f.RecordID != "" && !auditRecordIDPattern.MatchString(f.RecordID) {
		errs.Add("record_id", "The record id must be a number or a version.")
	}
	f.From, f.To = dayRange(q, errs)
	if !errs.Has("from") && !errs.Has("to") && !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		errs.Add("to", "The end date must not be before the start date.")
	}
	if errs.Any() {
		return f, invalid(errs)
	}
	return f, nil
}

// handleAuditList lists the audit log, newest first, a page at a time.
func (s *Server) handleAuditList(w http.ResponseWriter, r *http.Request) error {
	f, err := auditFilter(r)
	if err != nil {
		return err
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.AuditPage(r.Context(), f, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

var auditCSVHeader = []string{"id", "at", "actor_id", "actor_email", "actor_name", "action", "record_type", "record_id",
	"summary", "ip", "request_id"}

// handleAuditExport streams the filtered audit log as CSV (itself an
// audited export).
func (s *Server) handleAuditExport(w http.ResponseWriter, r *http.Request) error {
	f, err := auditFilter(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="audit-log-`+time.Now().UTC().Format("2006-01-02")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK) // the event is written here, before any row
	out := bufio.NewWriter(w)
	if _, err := out.WriteString(csvRow(auditCSVHeader)); err != nil {
		return nil
	}
	err = s.store.EachAuditEvent(r.Context(), f, func(e store.AuditEvent) error {
		actor := ""
		if e.ActorID != nil {
			actor = strconv.FormatInt(*e.ActorID, 10)
		}
		_, err := out.WriteString(csvRow([]string{strconv.FormatInt(e.ID, 10), e.At.UTC().Format(time.RFC3339), actor,
			e.ActorEmail, e.ActorName, e.Action, e.RecordType, e.RecordID, e.Summary, e.IP, e.RequestID}))
		return err
	})
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		// The CSV has started: all that is left is to log and cut it short.
		s.log.ErrorContext(r.Context(), "audit export", "err", err)
	}
	return nil
}
