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

// ConsentText is one wording of the consent statement, in one language
// (decision 066): its version is a hash of its words, so a version names
// both the words and their language.
type ConsentText struct {
	Version string `json:"version"`
	Text    string `json:"text"`
	// Language is the wording's language, ConsentEnglish or
	// ConsentSpanish; "" is English.
	Language string `json:"language"`
}

// Consent text languages.
const (
	ConsentEnglish = "en"
	ConsentSpanish = "es"
)

// ConsentLanguages are the languages consent texts are published in.
var ConsentLanguages = []string{ConsentEnglish, ConsentSpanish}

// ErrConsentLanguage refuses publishing, in one language, words that are
// already a wording of another: a version names one language.
var ErrConsentLanguage = errors.New("store: these words are a consent text of another language")

// lang is the language of v: English when it names none.
func (v ConsentText) lang() string {
	if v.Language == "" {
		return ConsentEnglish
	}
	return v.Language
}

// ConsentPublication is one save of the consent text: the wording, its
// language, when and by whom it was published, whether it is the current
// one of its language, and how many leads agreed to that wording
// (whichever publication they saw).
type ConsentPublication struct {
	ID          int64     `json:"id"`
	Version     string    `json:"version"`
	Text        string    `json:"text"`
	Language    string    `json:"language"`
	PublishedAt time.Time `json:"published_at"`
	// PublishedBy is the admin's name and e-mail; empty for the first
	// version, made from the start-up flags, or an admin since deleted.
	PublishedBy string `json:"published_by"`
	Current     bool   `json:"current"`
	Leads       int64  `json:"leads"`
}

// CurrentConsentText is the current English wording (CurrentConsentTextIn).
func (s *Store) CurrentConsentText(ctx context.Context) (ConsentText, error) {
	return s.CurrentConsentTextIn(ctx, ConsentEnglish)
}

// CurrentConsentTextIn is the wording of the newest publication in
// language lang; ErrNotFound when nothing was ever published in it.
func (s *Store) CurrentConsentTextIn(ctx context.Context, lang string) (ConsentText, error) {
	var v ConsentText
	err := s.queryRow(ctx, s.db, `SELECT p.version, t.text, t.language
FROM consent_text_publications p
JOIN consent_texts t ON t.version = p.version
WHERE t.language = ?
ORDER BY p.id DESC
LIMIT 1`, lang).Scan(&v.Version, &v.Text, &v.Language)
	if errors.Is(err, sql.ErrNoRows) {
		return ConsentText{}, ErrNotFound
	}
	return v, err
}

// ConsentTextByVersion is the wording of version, with its language;
// ErrNotFound for a version never stored.
func (s *Store) ConsentTextByVersion(ctx context.Context, version string) (ConsentText, error) {
	var v ConsentText
	err := s.queryRow(ctx, s.db, `SELECT version, text, language FROM consent_texts WHERE version = ?`, version).
		Scan(&v.Version, &v.Text, &v.Language)
	if errors.Is(err, sql.ErrNoRows) {
		return ConsentText{}, ErrNotFound
	}
	return v, err
}

// PublishConsentText makes a wording the current one of its language: the
// wording is stored once (its version is a hash of its words), and each
// save is a new publication. Nothing is ever updated or deleted. Words
// already stored in another language are refused (ErrConsentLanguage). by
// is the admin (0: none, the start-up seed).
func (s *Store) PublishConsentText(ctx context.Context, v ConsentText, by int64) (ConsentPublication, error) {
	now := s.now()
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO consent_texts (version, text, created_at, language) VALUES (?, ?, ?, ?)
ON CONFLICT (version) DO NOTHING`, v.Version, v.Text, now, v.lang()); err != nil {
			return err
		}
		var stored string
		if err := s.queryRow(ctx, tx, `SELECT language FROM consent_texts WHERE version = ?`, v.Version).Scan(&stored); err != nil {
			return err
		}
		if stored != v.lang() {
			return ErrConsentLanguage
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

// SeedConsentText publishes v only when nothing was ever published in its
// language: the start-up flags give an empty database its first English
// version, the seed its first Spanish one, and neither replaces what the
// operator published. It reports whether it published.
func (s *Store) SeedConsentText(ctx context.Context, v ConsentText) (bool, error) {
	_, err := s.CurrentConsentTextIn(ctx, v.lang())
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

// ConsentPublications lists every publication of every language, newest
// first; Current marks the newest of each language.
func (s *Store) ConsentPublications(ctx context.Context) ([]ConsentPublication, error) {
	rows, err := s.query(ctx, s.db, `SELECT p.id, p.version, t.text, t.language, p.published_at,
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
	seen := map[string]bool{}
	for rows.Next() {
		var v ConsentPublication
		if err := rows.Scan(&v.ID, &v.Version, &v.Text, &v.Language, &v.PublishedAt, &v.PublishedBy, &v.Leads); err != nil {
			return nil, err
		}
		v.Current = !seen[v.Language]
		seen[v.Language] = true
		out = append(out, v)
	}
	return out, rows.Err()
}

// ConsentVersionShownSince reports whether version was the current wording
// of its language at some moment since t: it is current now, or it was
// replaced (by a publication in the same language) after t. A visitor
// whose form showed it then agreed to those words.
func (s *Store) ConsentVersionShownSince(ctx context.Context, version string, t time.Time) (bool, error) {
	var last sql.NullInt64
	var lang sql.NullString
	if err := s.queryRow(ctx, s.db, `SELECT MAX(p.id), MAX(c.language) FROM consent_text_publications p
JOIN consent_texts c ON c.version = p.version WHERE p.version = ?`, version).Scan(&last, &lang); err != nil {
		return false, err
	}
	if !last.Valid {
		return false, nil
	}
	// Publications are numbered in time order: the first one after it in
	// its language replaced it.
	var replaced time.Time
	err := s.queryRow(ctx, s.db, `SELECT p.published_at FROM consent_text_publications p
JOIN consent_texts c ON c.version = p.version
WHERE p.id > ? AND c.language = ? ORDER BY p.id LIMIT 1`, last.Int64, lang.String).Scan(&replaced)
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
