package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"claimsite/internal/leads"
)

// Suppression is a do-not-contact entry (package leads owns the type).
type Suppression = leads.Suppression

// ErrAlreadySuppressed refuses an entry that would suppress nothing new:
// its phone (if any) and its e-mail (if any) are on the list already.
var ErrAlreadySuppressed = errors.New("already on the do-not-contact list")

const suppressionColumns = "id, phone, email, reason, created_at"

func scanSuppression(r scanner) (v Suppression, err error) {
	err = r.Scan(&v.ID, &v.Phone, &v.Email, &v.Reason, &v.CreatedAt)
	return v, err
}

// IsSuppressed reports whether a lead with this phone or e-mail must not
// be delivered. Both are already normalised (leads.NormalizePhone,
// leads.NormalizeEmail); an empty one matches nothing. It is one indexed
// lookup per value given, run on q: the lead's transaction, or nil for
// the store's own connections.
func (s *Store) IsSuppressed(ctx context.Context, q querier, phone, email string) (bool, error) {
	if q == nil {
		q = s.db
	}
	var parts []string
	var args []any
	if phone != "" {
		parts = append(parts, "SELECT 1 FROM suppressions WHERE phone = ?")
		args = append(args, phone)
	}
	if email != "" {
		parts = append(parts, "SELECT 1 FROM suppressions WHERE email = ?")
		args = append(args, email)
	}
	if len(parts) == 0 {
		return false, nil
	}
	var one int
	err := s.queryRow(ctx, q, strings.Join(parts, " UNION ALL ")+" LIMIT 1", args...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// SuppressionPage lists entries newest first. A non-empty query matches
// the e-mail or the reason (case-insensitive, anywhere), or, when it has
// digits, the phone number containing them.
func (s *Store) SuppressionPage(ctx context.Context, query string, p Page) ([]Suppression, int, error) {
	where, args := "", []any{}
	if query != "" {
		pattern := likePattern(query)
		conds := []string{`email LIKE ? ESCAPE '\'`, `LOWER(reason) LIKE ? ESCAPE '\'`}
		args = append(args, pattern, pattern)
		if digits := leads.NormalizePhone(query); digits != "" {
			conds = append(conds, `phone LIKE ? ESCAPE '\'`)
			args = append(args, likePattern(digits))
		}
		where = "(" + strings.Join(conds, " OR ") + ")"
	}
	return page(ctx, s, suppressions, p, where, idOrder(true), args...)
}

var suppressions = table[Suppression]{name: "suppressions", columns: suppressionColumns, scan: scanSuppression}

// Suppression loads one entry.
func (s *Store) Suppression(ctx context.Context, id int64) (Suppression, error) {
	return get(ctx, s, suppressions, id)
}

// AddSuppression stores one entry, whose phone and e-mail are normalised
// already. ErrAlreadySuppressed refuses one that adds nothing.
func (s *Store) AddSuppression(ctx context.Context, v Suppression) (Suppression, error) {
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = s.addSuppression(ctx, tx, v)
		return err
	})
	if err != nil {
		return Suppression{}, err
	}
	return s.Suppression(ctx, id)
}

func (s *Store) addSuppression(ctx context.Context, tx *sql.Tx, v Suppression) (int64, error) {
	if v.Phone == "" && v.Email == "" {
		return 0, errors.New("suppression without phone or e-mail")
	}
	phoneListed, err := s.IsSuppressed(ctx, tx, v.Phone, "")
	if err != nil {
		return 0, err
	}
	emailListed, err := s.IsSuppressed(ctx, tx, "", v.Email)
	if err != nil {
		return 0, err
	}
	if (v.Phone == "" || phoneListed) && (v.Email == "" || emailListed) {
		return 0, ErrAlreadySuppressed
	}
	return s.insert(ctx, tx, `INSERT INTO suppressions (phone, email, reason, created_at) VALUES (?, ?, ?, ?)`,
		v.Phone, v.Email, v.Reason, s.now())
}

// ImportResult is what ImportSuppressions did with each entry, by index.
type ImportResult struct {
	Added   int
	Skipped []int // entries that added nothing (ErrAlreadySuppressed), by index
}

// ImportSuppressions adds entries in one transaction: all or none, so a
// failed import can simply be run again. Entries that add nothing (listed
// already, or earlier in the same import) are skipped.
func (s *Store) ImportSuppressions(ctx context.Context, entries []Suppression) (ImportResult, error) {
	var res ImportResult
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res = ImportResult{}
		for i, v := range entries {
			_, err := s.addSuppression(ctx, tx, v)
			switch {
			case errors.Is(err, ErrAlreadySuppressed):
				res.Skipped = append(res.Skipped, i)
			case err != nil:
				return err
			default:
				res.Added++
			}
		}
		return nil
	})
	return res, err
}

// DeleteSuppression removes one entry.
func (s *Store) DeleteSuppression(ctx context.Context, id int64) error {
	return remove(ctx, s, "suppressions", id)
}
