package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// SiteSettings reads the settings the operator saved: key to JSON value.
// A setting without a row takes its start-up flag (package settings).
func (s *Store) SiteSettings(ctx context.Context) (map[string]string, error) {
	rows, err := s.query(ctx, s.db, `SELECT key, value FROM site_settings`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, rows.Err()
}

// SaveSiteSettings writes the given settings (key to JSON value) in one
// transaction; by is the admin who saved them.
func (s *Store) SaveSiteSettings(ctx context.Context, values map[string]string, by int64) error {
	now := s.now()
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for k, v := range values {
			if _, err := s.exec(ctx, tx, `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
				k, v, now, optionalUser(by)); err != nil {
				return err
			}
		}
		return nil
	})
}

// ConsentText is one wording of the consent statement.
type ConsentText struct {
	Version string `json:"version"`
	Text    string `json:"text"`
}

// ConsentPublication is one save of the consent text: the wording, when
// and by whom it was published, whether it is the current one, and how
// many leads agreed to that wording (whichever publication they saw).
type ConsentPublication struct {
	ID          int64     `json:"id"`
	Version     string    `json:"version"`
	Text        string    `json:"text"`
	PublishedAt time.Time `json:"published_at"`
	// PublishedBy is the admin's name and e-mail; empty for the first
	// version, made from the start-up flags, or an admin since deleted.
	PublishedBy string `json:"published_by"`
	Current     bool   `json:"current"`
	Leads       int64  `json:"leads"`
}

// CurrentConsentText is the wording of the newest publication;
// ErrNotFound when nothing was ever published.
func (s *Store) CurrentConsentText(ctx context.Context) (ConsentText, error) {
	var v ConsentText
	err := s.queryRow(ctx, s.db, `SELECT p.version, t.text
FROM consent_text_publications p
JOIN consent_texts t ON t.version = p.version
ORDER BY p.id DESC
LIMIT 1`).Scan(&v.Version, &v.Text)
	if errors.Is(err, sql.ErrNoRows) {
		return ConsentText{}, ErrNotFound
	}
	return v, err
}

// PublishConsentText makes a wording the current one: the wording is
// stored once (its version is a hash of its words), and each save is a new
// publication. Nothing is ever updated or deleted. by is the admin (0:
// none, the start-up seed).
func (s *Store) PublishConsentText(ctx context.Context, v ConsentText, by int64) (ConsentPublication, error) {
	now := s.now()
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO consent_texts (version, text, created_at) VALUES (?, ?, ?)
ON CONFLICT (version) DO NOTHING`, v.Version, v.Text, now); err != nil {
			return err
		}
		var err error
		id, err = s.insert(ctx, tx, `INSERT INTO consent_text_publications (version, published_at, published_by) VALUES (?, ?, ?)`,
			v.Version, now, optionalUser(by))
		return err
	})
	if err != nil {
		return ConsentPublication{}, err
	}
	list, err := s.ConsentPublications(ctx)
	if err != nil {
		return ConsentPublication{}, err
	}
	for _, p := range list {
		if p.ID == id {
			return p, nil
		}
	}
	return ConsentPublication{}, ErrNotFound
}

// SeedConsentText publishes v only when nothing was ever published: the
// start-up flags give an empty database its first version, and never
// replace what the operator published. It reports whether it published.
func (s *Store) SeedConsentText(ctx context.Context, v ConsentText) (bool, error) {
	_, err := s.CurrentConsentText(ctx)
	if err == nil {
		return false, nil
	}
	if !errors.Is(err, ErrNotFound) {
		return false, err
	}
	if _, err := s.PublishConsentText(ctx, v, 0); err != nil {
		return false, err
	}
	return true, nil
}

// ConsentPublications lists every publication, newest first.
func (s *Store) ConsentPublications(ctx context.Context) ([]ConsentPublication, error) {
	rows, err := s.query(ctx, s.db, `SELECT p.id, p.version, t.text, p.published_at,
	COALESCE(u.first_name || ' ' || u.last_name || ' <' || u.email || '>', ''),
	COALESCE(n.leads, 0)
FROM consent_text_publications p
JOIN consent_texts t ON t.version = p.version
LEFT JOIN users u ON u.id = p.published_by
LEFT JOIN (SELECT text_version, COUNT(*) AS leads FROM lead_consents GROUP BY text_version) n ON n.text_version = p.version
ORDER BY p.id DESC`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ConsentPublication
	for rows.Next() {
		var v ConsentPublication
		if err := rows.Scan(&v.ID, &v.Version, &v.Text, &v.PublishedAt, &v.PublishedBy, &v.Leads); err != nil {
			return nil, err
		}
		v.Current = len(out) == 0
		out = append(out, v)
	}
	return out, rows.Err()
}

// ConsentVersionShownSince reports whether version was the current wording
// at some moment since t: it is current now, or it was replaced after t.
// A visitor whose form showed it then agreed to those words.
func (s *Store) ConsentVersionShownSince(ctx context.Context, version string, t time.Time) (bool, error) {
	var last sql.NullInt64
	if err := s.queryRow(ctx, s.db, `SELECT MAX(id) FROM consent_text_publications WHERE version = ?`, version).Scan(&last); err != nil {
		return false, err
	}
	if !last.Valid {
		return false, nil
	}
	// Publications are numbered in time order: the first one after it
	// replaced it.
	var replaced time.Time
	err := s.queryRow(ctx, s.db, `SELECT published_at FROM consent_text_publications WHERE id > ? ORDER BY id LIMIT 1`, last.Int64).Scan(&replaced)
	if errors.Is(err, sql.ErrNoRows) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	return !replaced.Before(t), nil
}

// optionalUser is a user id for a nullable column: 0 is none.
func optionalUser(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
