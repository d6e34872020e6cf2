package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
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
