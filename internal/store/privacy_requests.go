package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/businessdays"
	"claimsite/internal/leads"
)

// Privacy request types (CCPA/CPRA) and statuses.
const (
	PrivacyAccess  = "access"
	PrivacyDelete  = "delete"
	PrivacyCorrect = "correct"
	PrivacyOptOut  = "opt_out"

	PrivacyUnconfirmed = "unconfirmed"
	PrivacyConfirmed   = "confirmed"
	PrivacyCompleted   = "completed"
	PrivacyDenied      = "denied"
)

// PrivacyTypes and PrivacyStatuses list them, for validation and filters.
var (
	PrivacyTypes    = []string{PrivacyAccess, PrivacyDelete, PrivacyCorrect, PrivacyOptOut}
	PrivacyStatuses = []string{PrivacyUnconfirmed, PrivacyConfirmed, PrivacyCompleted, PrivacyDenied}
)

// Deadlines of a privacy request, counted from its receipt.
const (
	// PrivacyConfirmBusinessDays: the request is confirmed within 10
	// business days.
	PrivacyConfirmBusinessDays = 10
	// PrivacyAnswerWithin: it is answered within 45 days.
	PrivacyAnswerWithin = 45 * 24 * time.Hour
	// PrivacyKeepMonths: the request and its outcome are kept 24 months.
	PrivacyKeepMonths = 24
)

var (
	// ErrPrivacyLinkInvalid refuses a confirmation token that is unknown
	// or expired.
	ErrPrivacyLinkInvalid = errors.New("privacy request link unknown or expired")
	// ErrPrivacyState refuses an action the request's status does not
	// allow (completing an unconfirmed request, verifying a completed one).
	ErrPrivacyState = errors.New("privacy request status does not allow this")
)

// PrivacyRequest is a request under the CCPA/CPRA and what became of it.
type PrivacyRequest struct {
	ID                 int64      `json:"id"`
	Type               string     `json:"type"`
	Email              string     `json:"email"`
	Phone              string     `json:"phone"`
	CaliforniaResident bool       `json:"california_resident"`
	Details            string     `json:"details"`
	Status             string     `json:"status"`
	ReceivedAt         time.Time  `json:"received_at"`
	ConfirmDueAt       time.Time  `json:"confirm_due_at"`
	AnswerDueAt        time.Time  `json:"answer_due_at"`
	ConfirmExpiresAt   *time.Time `json:"confirm_expires_at"`
	ConfirmedAt        *time.Time `json:"confirmed_at"`
	ConfirmedBy        *int64     `json:"confirmed_by"` // nil: by the mailed link
	ConfirmNote        string     `json:"confirm_note"`
	CompletedAt        *time.Time `json:"completed_at"`
	CompletedBy        *int64     `json:"completed_by"`
	Outcome            string     `json:"outcome"`
	IP                 string     `json:"ip"`
	UserAgent          string     `json:"user_agent"`
	PurgeAfter         time.Time  `json:"purge_after"`
	// AccountID and AccountAction say what a completed delete request did
	// to the registered account of its address: AccountDeleted or
	// AccountKeptStaff ("" and nil: there was none).
	AccountID     *int64 `json:"account_id"`
	AccountAction string `json:"account_action"`
	// Overdue flags, as of the time the request was read: still not
	// confirmed after its confirmation deadline, still open after its
	// answer deadline.
	ConfirmOverdue bool `json:"confirm_overdue"`
	AnswerOverdue  bool `json:"answer_overdue"`
}

// Open reports whether the request still waits for an answer.
func (r PrivacyRequest) Open() bool {
	return r.Status == PrivacyUnconfirmed || r.Status == PrivacyConfirmed
}

const privacyColumns = `id, type, email, phone, california_resident, details, status, received_at, confirm_due_at, answer_due_at,
	confirm_expires_at, confirmed_at, confirmed_by, confirm_note, completed_at, completed_by, outcome, ip, user_agent, purge_after, account_id, account_action`

func scanPrivacyRequest(r scanner) (PrivacyRequest, error) {
	var v PrivacyRequest
	var expires, confirmed, completed sql.NullTime
	var confirmedBy, completedBy, accountID sql.NullInt64
	err := r.Scan(&v.ID, &v.Type, &v.Email, &v.Phone, &v.CaliforniaResident, &v.Details, &v.Status, &v.ReceivedAt,
		&v.ConfirmDueAt, &v.AnswerDueAt, &expires, &confirmed, &confirmedBy, &v.ConfirmNote, &completed, &completedBy,
		&v.Outcome, &v.IP, &v.UserAgent, &v.PurgeAfter, &accountID, &v.AccountAction)
	v.AccountID = nullInt(accountID)
	v.ConfirmExpiresAt = nullTime(expires)
	v.ConfirmedAt = nullTime(confirmed)
	v.CompletedAt = nullTime(completed)
	v.ConfirmedBy = nullInt(confirmedBy)
	v.CompletedBy = nullInt(completedBy)
	return v, err
}

// userRef is a reference to user id, NULL for 0 (no user: a job, a test).
func userRef(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func nullTime(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

func nullInt(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	return &n.Int64
}

// withFlags sets the overdue flags as of now.
func (r PrivacyRequest) withFlags(now time.Time) PrivacyRequest {
	r.ConfirmOverdue = r.Status == PrivacyUnconfirmed && now.After(r.ConfirmDueAt)
	r.AnswerOverdue = r.Open() && now.After(r.AnswerDueAt)
	return r
}

// PrivacyDeadlines are the dates a request received at t is due by.
func PrivacyDeadlines(t time.Time) (confirmDue, answerDue, purgeAfter time.Time) {
	t = t.UTC()
	return businessdays.Due(t, PrivacyConfirmBusinessDays).UTC(), t.Add(PrivacyAnswerWithin), t.AddDate(0, PrivacyKeepMonths, 0)
}

// NewPrivacyRequest is what a requester sends, already checked and
// normalised (leads.NormalizeEmail, leads.NormalizePhone), with the hash of
// its confirmation token (empty when there is no e-mail to send it to).
type NewPrivacyRequest struct {
	Type               string
	Email              string
	Phone              string
	CaliforniaResident bool
	Details            string
	IP                 string
	UserAgent          string
	TokenHash          string
	TokenExpiresAt     time.Time
}

// PrivacyMessage builds the confirmation mail of a stored request.
type PrivacyMessage func(PrivacyRequest) (Outgoing, error)

// CreatePrivacyRequest records a request and, in the same transaction,
// queues its confirmation mail (when it has a token and mail is given).
func (s *Store) CreatePrivacyRequest(ctx context.Context, in NewPrivacyRequest, mail PrivacyMessage) (PrivacyRequest, error) {
	var created PrivacyRequest
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		confirmDue, answerDue, purge := PrivacyDeadlines(now)
		var hash, expires any
		if in.TokenHash != "" {
			hash, expires = in.TokenHash, in.TokenExpiresAt.UTC()
		}
		id, err := s.insert(ctx, tx, `INSERT INTO privacy_requests (type, email, phone, california_resident, details, status,
			received_at, confirm_due_at, answer_due_at, confirm_token_hash, confirm_expires_at, ip, user_agent, purge_after)
			VALUES (?, ?, ?, ?, ?, 'unconfirmed', ?, ?, ?, ?, ?, ?, ?, ?)`,
			in.Type, in.Email, in.Phone, in.CaliforniaResident, in.Details, now, confirmDue, answerDue, hash, expires,
			in.IP, in.UserAgent, purge)
		if err != nil {
			return err
		}
		if created, err = s.privacyRequestIn(ctx, tx, id); err != nil {
			return err
		}
		if in.TokenHash == "" || mail == nil {
			return nil
		}
		o, err := mail(created)
		if err != nil {
			return err
		}
		return s.enqueue(ctx, tx, o)
	})
	return created, err
}

func (s *Store) privacyRequestIn(ctx context.Context, q querier, id int64) (PrivacyRequest, error) {
	v, err := scanPrivacyRequest(s.queryRow(ctx, q, "SELECT "+privacyColumns+" FROM privacy_requests WHERE id = ?", id))
	if err != nil {
		return PrivacyRequest{}, mapErr(err)
	}
	return v.withFlags(s.now()), nil
}

// PrivacyRequest loads one request.
func (s *Store) PrivacyRequest(ctx context.Context, id int64) (PrivacyRequest, error) {
	return s.privacyRequestIn(ctx, s.db, id)
}

// ConfirmPrivacyRequest confirms the request whose mailed link has the
// token hashed to tokenHash. It is idempotent: a request confirmed (or
// answered) already is returned as it is, even after the link's expiry.
// ErrPrivacyLinkInvalid for an unknown token, or an expired one of a
// request never confirmed.
func (s *Store) ConfirmPrivacyRequest(ctx context.Context, tokenHash string) (PrivacyRequest, error) {
	var v PrivacyRequest
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var id int64
		err := s.queryRow(ctx, tx, `SELECT id FROM privacy_requests WHERE confirm_token_hash = ?`, tokenHash).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrPrivacyLinkInvalid
		}
		if err != nil {
			return err
		}
		if v, err = s.privacyRequestIn(ctx, tx, id); err != nil {
			return err
		}
		if v.Status != PrivacyUnconfirmed {
			return nil
		}
		now := s.now()
		if v.ConfirmExpiresAt == nil || !now.Before(*v.ConfirmExpiresAt) {
			return ErrPrivacyLinkInvalid
		}
		if _, err := s.exec(ctx, tx, `UPDATE privacy_requests SET status = 'confirmed', confirmed_at = ?
			WHERE id = ? AND status = 'unconfirmed'`, now, id); err != nil {
			return err
		}
		v, err = s.privacyRequestIn(ctx, tx, id)
		return err
	})
	return v, err
}

// VerifyPrivacyRequest records that the operator verified the requester
// another way (a request with only a phone number cannot be confirmed by
// mail): the request is confirmed by the operator, with how in note.
func (s *Store) VerifyPrivacyRequest(ctx context.Context, id, by int64, note string) (PrivacyRequest, error) {
	var v PrivacyRequest
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		cur, err := s.privacyRequestIn(ctx, tx, id)
		if err != nil {
			return err
		}
		if cur.Status != PrivacyUnconfirmed {
			return ErrPrivacyState
		}
		if _, err := s.exec(ctx, tx, `UPDATE privacy_requests SET status = 'confirmed', confirmed_at = ?, confirmed_by = ?, confirm_note = ?
			WHERE id = ?`, s.now(), userRef(by), note, id); err != nil {
			return err
		}
		v, err = s.privacyRequestIn(ctx, tx, id)
		return err
	})
	return v, err
}

// DenyPrivacyRequest closes an open request without acting on it, with
// the reason the requester is given.
func (s *Store) DenyPrivacyRequest(ctx context.Context, id, by int64, reason string) (PrivacyRequest, error) {
	return s.closePrivacyRequest(ctx, id, by, PrivacyDenied, reason, false, nil)
}

// closePrivacyRequest moves an open request to status with outcome,
// after act (when given) did its work in the same transaction.
// needConfirmed refuses a request not yet confirmed.
func (s *Store) closePrivacyRequest(ctx context.Context, id, by int64, status, outcome string, needConfirmed bool,
	act func(tx *sql.Tx, r PrivacyRequest) error) (PrivacyRequest, error) {
	var v PrivacyRequest
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		cur, err := s.privacyRequestIn(ctx, tx, id)
		if err != nil {
			return err
		}
		if !cur.Open() || (needConfirmed && cur.Status != PrivacyConfirmed) {
			return ErrPrivacyState
		}
		if act != nil {
			if err := act(tx, cur); err != nil {
				return err
			}
		}
		if _, err := s.exec(ctx, tx, `UPDATE privacy_requests SET status = ?, completed_at = ?, completed_by = ?, outcome = ?
			WHERE id = ?`, status, s.now(), userRef(by), outcome, id); err != nil {
			return err
		}
		v, err = s.privacyRequestIn(ctx, tx, id)
		return err
	})
	return v, err
}

// CompletePrivacyRequest answers a confirmed access or correct request:
// the operator's outcome (for access: that the export was sent; for
// correct: what was corrected) is recorded.
func (s *Store) CompletePrivacyRequest(ctx context.Context, id, by int64, outcome string) (PrivacyRequest, error) {
	return s.closePrivacyRequest(ctx, id, by, PrivacyCompleted, outcome, true, func(tx *sql.Tx, r PrivacyRequest) error {
		if r.Type != PrivacyAccess && r.Type != PrivacyCorrect {
			return ErrPrivacyState
		}
		return nil
	})
}

// CompleteOptOut answers a confirmed opt-out of sale or sharing: the
// requester's contacts go on the do-not-contact list, so no lead of theirs
// is delivered to a partner again.
func (s *Store) CompleteOptOut(ctx context.Context, id, by int64, outcome string) (PrivacyRequest, error) {
	return s.closePrivacyRequest(ctx, id, by, PrivacyCompleted, outcome, true, func(tx *sql.Tx, r PrivacyRequest) error {
		if r.Type != PrivacyOptOut {
			return ErrPrivacyState
		}
		_, err := s.addSuppression(ctx, tx, Suppression{Phone: r.Phone, Email: r.Email,
			Reason: "Privacy request #" + strconv.FormatInt(r.ID, 10) + ": opt-out of sale or sharing"})
		if errors.Is(err, ErrAlreadySuppressed) {
			return nil
		}
		return err
	})
}

// CompleteDeletion answers a confirmed delete request: every lead of the
// requester is erased (EraseLeads), the registered account of the address
// is deleted unless it is staff (eraseAccount), the request's own contact
// fields are masked, and the database files are cleaned of the old text.
// An error wrapping ErrErasureCleanup means all that committed but the
// clean-up after it did not finish (it is done again at the next start).
func (s *Store) CompleteDeletion(ctx context.Context, id, by int64, outcome string) (PrivacyRequest, []Erasure, error) {
	var erased []Erasure
	var account *AccountErasure
	v, err := s.closePrivacyRequest(ctx, id, by, PrivacyCompleted, outcome, true, func(tx *sql.Tx, r PrivacyRequest) error {
		if r.Type != PrivacyDelete {
			return ErrPrivacyState
		}
		ids, err := s.matchingLeadIDs(ctx, tx, r.Email, r.Phone, false)
		if err != nil {
			return err
		}
		if erased, err = s.eraseLeads(ctx, tx, ids, ErasurePrivacyRequest, r.ID); err != nil {
			return err
		}
		if account, err = s.eraseAccount(ctx, tx, r); err != nil {
			return err
		}
		if err := s.scrubContact(ctx, tx, r.Email, r.Phone); err != nil {
			return err
		}
		return s.maskPrivacyRequests(ctx, tx, r)
	})
	if err != nil {
		return PrivacyRequest{}, nil, err
	}
	cleanup := s.afterErasure(ctx, erased)
	if account != nil {
		var errs []error
		if err := s.appendAccountErasures([]AccountErasure{*account}); err != nil {
			errs = append(errs, err)
		}
		if len(erased) == 0 { // afterErasure cleaned nothing
			errs = append(errs, s.Compact(ctx))
		}
		if err := errors.Join(errs...); err != nil && cleanup == nil {
			cleanup = fmt.Errorf("%w: %v", ErrErasureCleanup, err)
		}
	}
	return v, erased, cleanup
}

// maskPrivacyRequests reduces the contacts of r, and of the requester's
// other closed requests, to masked forms (j***@example.com, ***-***-4567):
// the log of requests and outcomes is kept for 24 months, the person in it
// is not. The IP, user agent and free text go too.
func (s *Store) maskPrivacyRequests(ctx context.Context, tx *sql.Tx, r PrivacyRequest) error {
	conds, args := contactConds("email", "phone", r.Email, r.Phone)
	rows, err := s.query(ctx, tx, `SELECT id, email, phone FROM privacy_requests WHERE (id = ? OR (status IN ('completed', 'denied') AND (`+
		conds+`)))`, append([]any{r.ID}, args...)...)
	if err != nil {
		return err
	}
	type contact struct {
		id           int64
		email, phone string
	}
	list, err := collect(rows, func(sc scanner) (contact, error) {
		var c contact
		err := sc.Scan(&c.id, &c.email, &c.phone)
		return c, err
	})
	if err != nil {
		return err
	}
	for _, c := range list {
		if _, err := s.exec(ctx, tx, `UPDATE privacy_requests SET email = ?, phone = ?, details = '', ip = '', user_agent = ''
			WHERE id = ?`, MaskEmail(c.email), MaskPhone(c.phone), c.id); err != nil {
			return err
		}
	}
	return nil
}

// MaskEmail keeps an address's first letter and domain: j***@example.com.
func MaskEmail(email string) string {
	if email == "" {
		return ""
	}
	local, domain, ok := strings.Cut(email, "@")
	if !ok || local == "" {
		return "***"
	}
	return local[:1] + "***@" + domain
}

// MaskPhone keeps a number's last four digits: ***-***-4567.
func MaskPhone(phone string) string {
	if phone == "" {
		return ""
	}
	if len(phone) < 4 {
		return "***"
	}
	return "***-***-" + phone[len(phone)-4:]
}

// contactConds matches an e-mail column to email and a phone column to
// phone, whichever are given (at least one is: every request and
// revocation has one).
func contactConds(emailCol, phoneCol, email, phone string) (string, []any) {
	var conds []string
	var args []any
	if email != "" {
		conds = append(conds, emailCol+" = ?")
		args = append(args, email)
	}
	if phone != "" {
		conds = append(conds, phoneCol+" = ?")
		args = append(args, phone)
	}
	if len(conds) == 0 {
		return "1 = 0", nil
	}
	return strings.Join(conds, " OR "), args
}

// matchingLeadIDs lists the leads of a person: the same e-mail address or
// the same phone number, oldest first; erased ones only when withErased.
func (s *Store) matchingLeadIDs(ctx context.Context, q querier, email, phone string, withErased bool) ([]int64, error) {
	conds, args := contactConds("email", "phone", leads.NormalizeEmail(email), leads.NormalizePhone(phone))
	filter := " AND erased_at IS NULL"
	if withErased {
		filter = ""
	}
	rows, err := s.query(ctx, q, `SELECT id FROM leads WHERE (`+conds+`)`+filter+` ORDER BY id`, args...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(sc scanner) (int64, error) {
		var id int64
		return id, sc.Scan(&id)
	})
}

// PrivacyFilter narrows the admin queue. Zero values do not filter.
type PrivacyFilter struct {
	Status string
	Type   string
	// Overdue keeps open requests past a deadline.
	Overdue bool
}

// PrivacyRequestPage lists requests, open ones first by answer deadline,
// then the answered ones newest first.
func (s *Store) PrivacyRequestPage(ctx context.Context, f PrivacyFilter, p Page) ([]PrivacyRequest, int, error) {
	var conds []string
	var args []any
	if f.Status != "" {
		conds = append(conds, "status = ?")
		args = append(args, f.Status)
	}
	if f.Type != "" {
		conds = append(conds, "type = ?")
		args = append(args, f.Type)
	}
	if f.Overdue {
		now := s.now()
		conds = append(conds, "((status = 'unconfirmed' AND confirm_due_at < ?) OR (status IN ('unconfirmed', 'confirmed') AND answer_due_at < ?))")
		args = append(args, now, now)
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	var total int
	if err := s.queryRow(ctx, s.db, "SELECT COUNT(*) FROM privacy_requests"+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, "SELECT "+privacyColumns+" FROM privacy_requests"+where+
		` ORDER BY CASE WHEN status IN ('unconfirmed', 'confirmed') THEN 0 ELSE 1 END,
		CASE WHEN status IN ('unconfirmed', 'confirmed') THEN answer_due_at END, received_at DESC, id DESC LIMIT ? OFFSET ?`,
		append(args, p.Size, p.offset())...)
	if err != nil {
		return nil, 0, err
	}
	items, err := collect(rows, scanPrivacyRequest)
	now := s.now()
	for i := range items {
		items[i] = items[i].withFlags(now)
	}
	return items, total, err
}

// PurgePrivacyRequests deletes the requests past their purge_after (24
// months after receipt) and says how many went.
func (s *Store) PurgePrivacyRequests(ctx context.Context) (int64, error) {
	res, err := s.exec(ctx, s.db, `DELETE FROM privacy_requests WHERE purge_after < ?`, s.now())
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
