package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"claimsite/internal/content"
)

// SeedContent is the default content of a new installation.
type SeedContent struct {
	Services  []Service
	StateLaws []StateLaw
	Questions []Question
	Blogs     []Blog
}

// Seed inserts c in one transaction if this database has never been seeded
// and holds no content yet; it reports whether it did. Two instances
// starting together on one PostgreSQL seed once: the second one's marker
// insert conflicts and it stores nothing.
func (s *Store) Seed(ctx context.Context, c SeedContent) (bool, error) {
	var seeded int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM meta WHERE key = 'seeded_at'`).Scan(&seeded); err != nil {
		return false, err
	}
	if seeded > 0 {
		return false, nil
	}
	for _, t := range []string{"services", "state_laws", "questions", "blogs"} {
		n, err := count(ctx, s, t, "")
		if err != nil || n > 0 {
			return false, err
		}
	}
	now := s.now()
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO meta (key, value) VALUES ('seeded_at', ?)`, now.Format(time.RFC3339)); err != nil {
			return mapErr(err)
		}
		for _, v := range c.Services {
			if _, err := s.insertService(ctx, tx, v, now); err != nil {
				return err
			}
		}
		for _, v := range c.StateLaws {
			if _, err := s.insertStateLaw(ctx, tx, v, now); err != nil {
				return err
			}
		}
		for _, v := range c.Questions {
			if _, err := s.insertQuestion(ctx, tx, v, now); err != nil {
				return err
			}
		}
		for _, v := range c.Blogs {
			if _, err := s.insertBlog(ctx, tx, v, now); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrConflict) {
		return false, nil
	}
	return err == nil, err
}

// SeedSpanish gives the records of an installation seeded before the
// Spanish content (issue 25, decision 065) the Spanish versions c carries,
// once: each record still exactly as it was seeded in English (a record an
// operator edited keeps having no Spanish version until someone writes
// one) and without a Spanish version of its own. It reports how many
// records it gave one. A fresh installation, seeded with its Spanish
// versions, only records that this was done. It runs once: a Spanish
// version an editor removed later is not brought back at the next start.
func (s *Store) SeedSpanish(ctx context.Context, c SeedContent) (int, error) {
	var done int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM meta WHERE key = 'spanish_seeded_at'`).Scan(&done); err != nil {
		return 0, err
	}
	if done > 0 {
		return 0, nil
	}
	now := s.now()
	changed := map[content.Kind]int{}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO meta (key, value) VALUES ('spanish_seeded_at', ?)`, now.Format(time.RFC3339)); err != nil {
			return mapErr(err)
		}
		update := func(kind content.Kind, q string, args ...any) error {
			res, err := s.exec(ctx, tx, q, args...)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			changed[kind] += int(n)
			return err
		}
		for _, v := range c.Services {
			if v.ES == nil {
				continue
			}
			if err := update(content.Services, `UPDATE services SET `+setList(serviceESColumns)+`, updated_at = ?
				WHERE title = ? AND description = ? AND es_title IS NULL`,
				append(v.ES.values(), now, v.Title, v.Description)...); err != nil {
				return err
			}
		}
		for _, v := range c.StateLaws {
			if v.ES == nil {
				continue
			}
			if err := update(content.StateLaws, `UPDATE state_laws SET `+setList(stateLawESColumns)+`, updated_at = ?
				WHERE code = ? AND title = ? AND description = ? AND es_name IS NULL`,
				append(v.ES.values(), now, v.Code, v.Title, v.Description)...); err != nil {
				return err
			}
		}
		for _, v := range c.Questions {
			if v.ES == nil {
				continue
			}
			if err := update(content.FAQs, `UPDATE questions SET `+setList(questionESColumns)+`, updated_at = ?
				WHERE faq_question = ? AND answer = ? AND es_faq_question IS NULL`,
				append(v.ES.values(), now, v.FAQQuestion, v.Answer)...); err != nil {
				return err
			}
		}
		for _, v := range c.Blogs {
			if v.ES == nil {
				continue
			}
			// A Spanish slug an editor already gave another post stays
			// theirs.
			if err := update(content.Posts, `UPDATE blogs SET `+setList(blogESColumns)+`, updated_at = ?
				WHERE slug = ? AND title = ? AND body = ? AND es_title IS NULL AND NOT EXISTS (SELECT 1 FROM blogs AS other WHERE other.es_slug = ?)`,
				append(v.ES.values(), now, v.Slug, v.Title, v.Body, v.ES.Slug)...); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrConflict) {
		return 0, nil // another instance did it
	}
	if err != nil {
		return 0, err
	}
	total := 0
	for _, kind := range []content.Kind{content.Services, content.StateLaws, content.FAQs, content.Posts} {
		if changed[kind] == 0 {
			continue
		}
		total += changed[kind]
		if err := s.BumpContent(ctx, kind); err != nil {
			return total, err
		}
	}
	return total, nil
}
