package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// The audit log (decision 027) records every admin action that changes
// something, every look at one lead and every export, with who, what,
// which record, when and from where. Which routes are audited, and as
// what, is one table (auditRules), read once when the route table is
// mounted: endpoint wraps each listed route with audited. A test walks the
// route table and fails on an admin write, an export or a lead's detail
// that the table forgets.

// Audit actions.
const (
	auditCreate         = "create"
	auditUpdate         = "update"
	auditDelete         = "delete"
	auditView           = "view"
	auditExport         = "export"
	auditImport         = "import"
	auditSettingsChange = "settings_change"
	auditRoleChange     = "role_change"
	auditPrivacyAction  = "privacy_action"
	auditDeliver        = "deliver"
	auditRetry          = "retry"
	auditSignIn         = "sign_in"
	auditSignInFailed   = "sign_in_failed"
	auditRevoke         = "revoke"
	auditAccept         = "accept"
	auditMFAOn          = "mfa_on"
	auditMFAOff         = "mfa_off"
	auditMFAReset       = "mfa_reset"
	auditSessionsEnd    = "sessions_end"
	auditSecretRotate   = "secret_rotate"
	auditPasskeyAdd     = "passkey_add"
	auditPasskeyRemove  = "passkey_remove"
	auditRecoveryCodes  = "recovery_codes_new"
	auditApprove        = "approve"
	auditDeny           = "deny"
	auditDecline        = "decline"
	auditStart          = "start"
	auditStop           = "stop"
	auditShip           = "ship"
)

// auditActions lists every action, for the list filter.
var auditActions = []string{auditCreate, auditUpdate, auditDelete, auditView, auditExport, auditImport,
	auditSettingsChange, auditRoleChange, auditPrivacyAction, auditDeliver, auditRetry, auditSignIn, auditSignInFailed,
	auditRevoke, auditAccept, auditMFAOn, auditMFAOff, auditMFAReset, auditSessionsEnd, auditSecretRotate,
	auditPasskeyAdd, auditPasskeyRemove, auditRecoveryCodes, auditApprove, auditDeny, auditDecline, auditStart, auditStop, auditShip}

// auditViewWindow folds an admin's views of one record into one event:
// the lead screen reads its lead again every few seconds while a delivery
// is on its way, and on every return to the browser tab.
const auditViewWindow = 10 * time.Minute

// auditRule says what a successful call of a route is in the audit log.
type auditRule struct {
	action     string
	recordType string
	// csvOnly: the route serves JSON for a screen and CSV as a download;
	// only the download is an export.
	csvOnly bool
	// needsActor: a public route (sign-in) records only when the handler
	// named a staff or partner account (auditActor).
	needsActor bool
	// self: a route of the signed-in account about itself; the record is
	// that account.
	self bool
	// personal names the query parameters of an export whose values may
	// be a person's (a name, phone or e-mail searched for): the summary
	// says they were given, never what they were.
	personal []string
}

// isRead reports whether the action only lets data out: then the data is
// not sent unless its event was recorded.
func (a auditRule) isRead() bool { return a.action == auditView || a.action == auditExport }

// auditRules is every audited route, by "METHOD pattern" as in routes().
var auditRules = map[string]auditRule{
	"POST /api/auth/login":     {action: auditSignIn, recordType: "user", needsActor: true},
	"POST /api/auth/login/mfa": {action: auditSignIn, recordType: "user", needsActor: true},

	"POST /api/auth/passkeys/login/finish":    {action: auditSignIn, recordType: "user", needsActor: true},
	"POST /api/auth/passkeys/register/finish": {action: auditPasskeyAdd, recordType: "user", self: true},
	"DELETE /api/auth/passkeys/{id}":          {action: auditPasskeyRemove, recordType: "user", self: true},

	"POST /api/auth/mfa/totp/confirm":       {action: auditMFAOn, recordType: "user", self: true},
	"POST /api/auth/mfa/totp/disable":       {action: auditMFAOff, recordType: "user", self: true},
	"POST /api/auth/mfa/recovery-codes":     {action: auditRecoveryCodes, recordType: "user", self: true},
	"DELETE /api/auth/sessions/{id}":        {action: auditSessionsEnd, recordType: "user", self: true},
	"POST /api/auth/sessions/revoke-others": {action: auditSessionsEnd, recordType: "user", self: true},

	"POST /api/admin/services":          {action: auditCreate, recordType: "service"},
	"POST /api/admin/services/{id}":     {action: auditUpdate, recordType: "service"},
	"PUT /api/admin/services/{id}":      {action: auditUpdate, recordType: "service"},
	"DELETE /api/admin/services/{id}":   {action: auditDelete, recordType: "service"},
	"POST /api/admin/state_laws":        {action: auditCreate, recordType: "state_law"},
	"POST /api/admin/state_laws/{id}":   {action: auditUpdate, recordType: "state_law"},
	"PUT /api/admin/state_laws/{id}":    {action: auditUpdate, recordType: "state_law"},
	"DELETE /api/admin/state_laws/{id}": {action: auditDelete, recordType: "state_law"},
	"POST /api/admin/questions":         {action: auditCreate, recordType: "question"},
	"PUT /api/admin/questions/{id}":     {action: auditUpdate, recordType: "question"},
	"DELETE /api/admin/questions/{id}":  {action: auditDelete, recordType: "question"},
	"POST /api/admin/blogs":             {action: auditCreate, recordType: "blog"},
	"POST /api/admin/blogs/{id}":        {action: auditUpdate, recordType: "blog"},
	"PUT /api/admin/blogs/{id}":         {action: auditUpdate, recordType: "blog"},
	"DELETE /api/admin/blogs/{id}":      {action: auditDelete, recordType: "blog"},

	"GET /api/admin/leads/export":                    {action: auditExport, recordType: "lead", personal: []string{"q"}},
	"GET /api/admin/leads/{id}":                      {action: auditView, recordType: "lead"},
	"PATCH /api/admin/leads/{id}":                    {action: auditUpdate, recordType: "lead"},
	"DELETE /api/admin/leads/{id}":                   {action: auditPrivacyAction, recordType: "lead"},
	"POST /api/admin/leads/{id}/deliveries":          {action: auditDeliver, recordType: "lead"},
	"POST /api/admin/deliveries/{id}/retry":          {action: auditRetry, recordType: "delivery"},
	"GET /api/admin/conversions/export":              {action: auditExport, recordType: "conversion"},
	"GET /api/admin/analytics":                       {action: auditExport, recordType: "analytics", csvOnly: true},
	"PATCH /api/admin/users/{id}":                    {action: auditUpdate, recordType: "user"},
	"DELETE /api/admin/users/{id}/mfa":               {action: auditMFAReset, recordType: "user"},
	"POST /api/admin/invitations":                    {action: auditCreate, recordType: "invitation"},
	"DELETE /api/admin/invitations/{id}":             {action: auditRevoke, recordType: "invitation"},
	"POST /api/auth/accept-invitation":               {action: auditAccept, recordType: "invitation", needsActor: true},
	"POST /api/admin/partners":                       {action: auditCreate, recordType: "partner"},
	"PUT /api/admin/partners/{id}":                   {action: auditUpdate, recordType: "partner"},
	"DELETE /api/admin/partners/{id}":                {action: auditDelete, recordType: "partner"},
	"POST /api/admin/partners/{id}/webhook-secret":   {action: auditSecretRotate, recordType: "partner"},
	"POST /api/admin/partners/{id}/ledger":           {action: auditCreate, recordType: "ledger_entry"},
	"POST /api/admin/partners/{id}/invoices":         {action: auditCreate, recordType: "invoice"},
	"POST /api/admin/returns/{id}/approve":           {action: auditApprove, recordType: "return"},
	"POST /api/admin/returns/{id}/deny":              {action: auditDeny, recordType: "return"},
	"POST /api/partner/leads/{reference}/return":     {action: auditCreate, recordType: "return"},
	"POST /api/admin/change-requests/{id}/approve":   {action: auditApprove, recordType: "change_request"},
	"POST /api/admin/change-requests/{id}/decline":   {action: auditDecline, recordType: "change_request"},
	"POST /api/partner/change-requests":              {action: auditCreate, recordType: "change_request"},
	"GET /api/partner/leads/{reference}":             {action: auditView, recordType: "lead"},
	"GET /api/partner/leads/export":                  {action: auditExport, recordType: "lead", personal: []string{"q"}},
	"POST /api/partner/pause":                        {action: auditUpdate, recordType: "partner"},
	"POST /api/partner/webhook-secret":               {action: auditSecretRotate, recordType: "partner"},
	"POST /api/partner/webhook-test":                 {action: auditDeliver, recordType: "partner"},
	"POST /api/partner/resume":                       {action: auditUpdate, recordType: "partner"},
	"POST /api/admin/suppressions":                   {action: auditCreate, recordType: "suppression"},
	"POST /api/admin/suppressions/import":            {action: auditImport, recordType: "suppression"},
	"DELETE /api/admin/suppressions/{id}":            {action: auditDelete, recordType: "suppression"},
	"POST /api/admin/revocations":                    {action: auditCreate, recordType: "revocation"},
	"GET /api/admin/revocations/{id}":                {action: auditView, recordType: "revocation"},
	"GET /api/admin/privacy-requests/{id}":           {action: auditView, recordType: "privacy_request"},
	"GET /api/admin/privacy-requests/{id}/export":    {action: auditExport, recordType: "privacy_request"},
	"POST /api/admin/privacy-requests/{id}/verify":   {action: auditPrivacyAction, recordType: "privacy_request"},
	"POST /api/admin/privacy-requests/{id}/deny":     {action: auditPrivacyAction, recordType: "privacy_request"},
	"POST /api/admin/privacy-requests/{id}/complete": {action: auditPrivacyAction, recordType: "privacy_request"},
	"PUT /api/admin/settings":                        {action: auditSettingsChange, recordType: "settings"},
	"PUT /api/admin/tier-rules":                      {action: auditSettingsChange, recordType: "tier_rules"},
	"POST /api/admin/experiments":                    {action: auditCreate, recordType: "experiment"},
	"PUT /api/admin/experiments/{id}":                {action: auditUpdate, recordType: "experiment"},
	"POST /api/admin/experiments/{id}/start":         {action: auditStart, recordType: "experiment"},
	"POST /api/admin/experiments/{id}/stop":          {action: auditStop, recordType: "experiment"},
	"POST /api/admin/experiments/{id}/ship":          {action: auditShip, recordType: "experiment"},
	"POST /api/admin/consent-texts":                  {action: auditCreate, recordType: "consent_text"},

	"GET /api/admin/audit/export": {action: auditExport, recordType: "audit_event"},
}

// auditRecordTypes lists every record type, for the list filter.
var auditRecordTypes = func() []string {
	var out []string
	for _, rule := range auditRules {
		if !slices.Contains(out, rule.recordType) {
			out = append(out, rule.recordType)
		}
	}
	slices.Sort(out)
	return out
}()

// auditNote is what a handler adds to its route's event: the id of the
// record it created, details, another action (a user update that changed
// the role), or the account that signed in.
type auditNote struct {
	action   string
	recordID string
	details  []string
	actor    *store.User
	// onError: record even though the handler answers with an error (a
	// failed sign-in).
	onError bool
	// unchanged: the call changed nothing (a request repeated under its
	// idempotency key): nothing to record.
	unchanged bool
}

type auditKey struct{}

func noteOf(r *http.Request) *auditNote {
	n, _ := r.Context().Value(auditKey{}).(*auditNote)
	return n
}

// auditRecordID names the record a create made. Like every audit helper
// it does nothing on a route that is not audited.
func auditRecordID(r *http.Request, id int64) {
	if n := noteOf(r); n != nil {
		n.recordID = strconv.FormatInt(id, 10)
	}
}

// auditDetail adds a detail to the event. It must never hold a visitor's
// personal data: name fields and records, not values.
func auditDetail(r *http.Request, detail string) {
	if n := noteOf(r); n != nil && detail != "" {
		n.details = append(n.details, detail)
	}
}

// auditAs records the call as another action than its route's.
func auditAs(r *http.Request, action string) {
	if n := noteOf(r); n != nil {
		n.action = action
	}
}

// auditActor names the account a public route acted for (sign-in); the
// sign-ins of the staff and of partner firms' members are recorded, not
// visitors'. failed records a refused one.
func auditActor(r *http.Request, u store.User, failed bool) {
	if n := noteOf(r); n != nil && u.Role != access.User && u.Role != "" {
		n.actor = &u
		if failed {
			n.action, n.onError = auditSignInFailed, true
		}
	}
}

// auditSignInFailure records a refused sign-in of u with its reason (never
// what was typed).
func auditSignInFailure(r *http.Request, u store.User, reason string) {
	auditActor(r, u, true)
	auditDetail(r, reason)
}

// auditAccepted records an accepted invitation: the account that accepted
// it is the actor, the invitation the record.
func auditAccepted(r *http.Request, u store.User, inv store.Invitation) {
	if n := noteOf(r); n != nil {
		n.actor = &u
		n.recordID = strconv.FormatInt(inv.ID, 10)
		n.details = append(n.details, "role: "+string(inv.Role))
	}
}

// auditChanged adds the names of the fields that differ between before
// and after (as JSON; timestamps left out): the values never. secret names
// fields the JSON never carries (a partner's webhook secret) that changed.
func auditChanged(r *http.Request, before, after any, secret ...string) {
	if noteOf(r) == nil {
		return
	}
	fields := append(changedFields(before, after), secret...)
	if len(fields) == 0 {
		auditDetail(r, "no field changed")
		return
	}
	slices.Sort(fields)
	auditDetail(r, "fields: "+strings.Join(fields, ", "))
}

// auditUnchanged says the call changed nothing: no event is recorded.
func auditUnchanged(r *http.Request) {
	if n := noteOf(r); n != nil {
		n.unchanged = true
	}
}

// auditCreated names the record a create made from its JSON "id".
func auditCreated(r *http.Request, created any) {
	if noteOf(r) == nil {
		return
	}
	var v struct {
		ID int64 `json:"id"`
	}
	if b, err := json.Marshal(created); err == nil && json.Unmarshal(b, &v) == nil && v.ID > 0 {
		auditRecordID(r, v.ID)
	}
}

// changedFields names, sorted, the top-level JSON fields whose values
// differ between a and b. Text that differs only in its line endings is
// not changed: a browser sends a textarea's lines ending in CRLF whether
// or not anyone touched it.
//
// The Spanish version (issue 25), an object under "es", is named by its
// fields (es.title) when it changed, or as "es" when it was added or
// removed.
func changedFields(a, b any) []string {
	ma, mb := jsonFields(a), jsonFields(b)
	var out []string
	if ea, eb := objectFields(ma["es"]), objectFields(mb["es"]); ea != nil && eb != nil {
		for _, k := range changedFields(ea, eb) {
			out = append(out, "es."+k)
		}
		delete(ma, "es")
		delete(mb, "es")
	}
	for k, va := range ma {
		if vb, ok := mb[k]; !ok || !sameValue(va, vb) {
			out = append(out, k)
		}
	}
	for k := range mb {
		if _, ok := ma[k]; !ok {
			out = append(out, k)
		}
	}
	out = slices.DeleteFunc(out, func(k string) bool { return k == "updated_at" || k == "created_at" })
	slices.Sort(out)
	return out
}

func sameValue(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var sa, sb string
	if json.Unmarshal(a, &sa) != nil || json.Unmarshal(b, &sb) != nil {
		return false
	}
	return strings.ReplaceAll(sa, "\r\n", "\n") == strings.ReplaceAll(sb, "\r\n", "\n")
}

// objectFields is raw as a JSON object's fields, nil when it is none
// (absent, or null).
func objectFields(raw json.RawMessage) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return nil
	}
	return m
}

func jsonFields(v any) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	if b, err := json.Marshal(v); err == nil {
		json.Unmarshal(b, &m)
	}
	return m
}

// errAuditNotRecorded stops an answer whose event could not be written.
var errAuditNotRecorded = errors.New("audit event not recorded")

// audited wraps an audited route's handler: after a 2xx status is decided,
// and before any of the answer is sent, the event is written.
//
// When the write fails, a read (a lead's detail, an export) is refused
// with 500: nobody sees personal data without a trace. A change has been
// committed by then: it answers as usual (an error would make the admin
// do it again), and the missing event is logged at error level with the
// request id, the action and the record, so the operator can tell.
func (s *Server) audited(rule auditRule, h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Method == http.MethodHead {
			return h(w, r) // no data leaves
		}
		note := &auditNote{}
		r = r.WithContext(context.WithValue(r.Context(), auditKey{}, note))
		aw := &auditWriter{ResponseWriter: w}
		aw.decide = func(status int) bool {
			if status < 200 || status > 299 {
				return true
			}
			if rule.csvOnly && !strings.HasPrefix(w.Header().Get("Content-Type"), "text/csv") {
				return true
			}
			err := s.recordAudit(r, rule, note)
			if err == nil {
				return true
			}
			s.logAuditFailure(r, rule, note, err)
			if !rule.isRead() {
				return true
			}
			w.Header().Del("Content-Disposition")
			s.respondError(w, r, newError(http.StatusInternalServerError, "Server error. Please try again later."))
			return false
		}
		err := h(aw, r)
		if err != nil && note.onError {
			if rerr := s.recordAudit(r, rule, note); rerr != nil {
				s.logAuditFailure(r, rule, note, rerr)
			}
		}
		if aw.blocked {
			return nil // the refusal is sent already
		}
		return err
	}
}

// recordAudit writes the event of this call.
func (s *Server) recordAudit(r *http.Request, rule auditRule, note *auditNote) error {
	actor := currentUser(r)
	if note.actor != nil {
		actor = *note.actor
	}
	if (rule.needsActor && note.actor == nil) || note.unchanged {
		return nil
	}
	e := store.AuditEvent{
		Action:     cmpOr(note.action, rule.action),
		RecordType: rule.recordType,
		RecordID:   cmpOr(note.recordID, r.PathValue("id")),
		IP:         s.clientIP(r),
		RequestID:  requestID(r.Context()),
	}
	if (rule.needsActor || rule.self) && note.recordID == "" {
		e.RecordID = strconv.FormatInt(actor.ID, 10)
	}
	details := note.details
	if rule.action == auditExport {
		details = append(exportFilters(r, rule.personal), details...)
	}
	e.Summary = strings.Join(details, "; ")
	if actor.ID != 0 {
		id := actor.ID
		e.ActorID, e.ActorEmail = &id, actor.Email
		e.ActorName = strings.TrimSpace(actor.FirstName + " " + actor.LastName)
	}
	// Recorded even if the client went away: the action happened.
	ctx := context.WithoutCancel(r.Context())
	switch {
	case s.auditWrite != nil:
		_, err := s.auditWrite(ctx, e)
		return err
	case e.Action == auditView:
		_, err := s.store.RecordAuditOnce(ctx, e, auditViewWindow)
		return err
	}
	_, err := s.store.RecordAudit(ctx, e)
	return err
}

func (s *Server) logAuditFailure(r *http.Request, rule auditRule, note *auditNote, err error) {
	// The request id comes with the context (reqlog).
	s.log.ErrorContext(r.Context(), "audit event not recorded", "err", err,
		"action", cmpOr(note.action, rule.action), "record_type", rule.recordType,
		"record_id", cmpOr(note.recordID, r.PathValue("id")), "actor_id", currentUser(r).ID)
}

// exportFilters says which filters an export was made with: the query
// parameters, by name=value, except those that may hold a person's data,
// which are named only.
func exportFilters(r *http.Request, personal []string) []string {
	q := r.URL.Query()
	var out []string
	for _, raw := range slices.Sorted(maps.Keys(q)) {
		// Clean: the summary is stored, and PostgreSQL refuses a NUL or
		// invalid UTF-8 in text (a 500 for ?source=%00).
		name, v := validate.Clean(raw), validate.Clean(q.Get(raw))
		if v == "" || name == "page" {
			continue
		}
		if slices.Contains(personal, name) {
			out = append(out, name+" (given)")
			continue
		}
		if runes := []rune(v); len(runes) > 60 {
			v = string(runes[:60]) + "…"
		}
		out = append(out, name+"="+v)
	}
	if len(out) == 0 {
		return []string{"no filter"}
	}
	return []string{"filters: " + strings.Join(out, ", ")}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// auditWriter holds the answer's status until its event is written.
type auditWriter struct {
	http.ResponseWriter
	decide           func(status int) bool
	decided, blocked bool
}

func (w *auditWriter) WriteHeader(status int) {
	if w.blocked {
		return
	}
	if !w.decided {
		w.decided = true
		if !w.decide(status) {
			w.blocked = true
			return
		}
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *auditWriter) Write(b []byte) (int, error) {
	if !w.decided {
		w.WriteHeader(http.StatusOK)
	}
	if w.blocked {
		return 0, errAuditNotRecorded
	}
	return w.ResponseWriter.Write(b)
}

func (w *auditWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// leadPatchSummary names the fields a lead update sent: the new status
// (not personal), and the other fields by name only (a contact correction
// logs "fields: phone, email", never the numbers).
func leadPatchSummary(p leadPatch) string {
	var parts, fields []string
	if p.Status != nil {
		parts = append(parts, "status: "+*p.Status)
	}
	for _, f := range []struct {
		name string
		sent bool
	}{{"notes", p.Notes != nil}, {"first_name", p.FirstName != nil}, {"last_name", p.LastName != nil},
		{"name", p.Name != nil}, {"email", p.Email != nil}, {"phone", p.Phone != nil}, {"zip_code", p.ZipCode != nil}} {
		if f.sent {
			fields = append(fields, f.name)
		}
	}
	if len(fields) > 0 {
		parts = append(parts, "fields: "+strings.Join(fields, ", "))
	}
	return strings.Join(parts, "; ")
}

// auditUserChange records a change of role as its own action (role_change,
// "role: user → admin"), and says whether the account was disabled or
// enabled.
func auditUserChange(r *http.Request, before, after store.User) {
	if before.Role != after.Role {
		auditAs(r, auditRoleChange)
		auditDetail(r, "role: "+string(before.Role)+" → "+string(after.Role))
	}
	if before.Disabled != after.Disabled {
		if after.Disabled {
			auditDetail(r, "account disabled")
		} else {
			auditDetail(r, "account enabled")
		}
	}
	if before.Role == after.Role && before.Disabled == after.Disabled {
		auditDetail(r, "no field changed")
	}
}

// erasedLeadsSummary names the leads an erasure erased, by id.
func erasedLeadsSummary(erased []store.Erasure) string {
	if len(erased) == 0 {
		return "no lead erased"
	}
	ids := make([]string, len(erased))
	for i, e := range erased {
		ids[i] = strconv.FormatInt(e.LeadID, 10)
	}
	return "erased leads: " + strings.Join(ids, ", ")
}
