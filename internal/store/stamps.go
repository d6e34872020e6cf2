package store

import (
	"context"
	"strconv"
	"time"
)

// Stamp is a public record's key in its page URL (an id, or a post's
// slug) and when its page last changed: all the sitemap needs, so the
// queries read no bodies.
type Stamp struct {
	Key       string
	UpdatedAt time.Time
}

// ServiceStamps lists every service, by id.
func (s *Store) ServiceStamps(ctx context.Context) ([]Stamp, error) {
	return s.idStamps(ctx, "services")
}

// StateLawStamps lists every state-law page, by id.
func (s *Store) StateLawStamps(ctx context.Context) ([]Stamp, error) {
	return s.idStamps(ctx, "state_laws")
}

// idStamps lists the ids and update times of a content table; tableName
// comes from code, never from a request.
func (s *Store) idStamps(ctx context.Context, tableName string) ([]Stamp, error) {
	rows, err := s.query(ctx, s.db, "SELECT id, updated_at FROM "+tableName+" ORDER BY id")
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (Stamp, error) {
		var id int64
		var v Stamp
		err := r.Scan(&id, &v.UpdatedAt)
		v.Key, v.UpdatedAt = strconv.FormatInt(id, 10), v.UpdatedAt.UTC()
		return v, err
	})
}

// PublishedBlogStamps lists the posts that are published now, by id, keyed
// by slug. A post scheduled ahead of its last edit changes in public when
// it goes live: its stamp is the later of updated_at and published_at.
func (s *Store) PublishedBlogStamps(ctx context.Context) ([]Stamp, error) {
	rows, err := s.query(ctx, s.db, "SELECT slug, updated_at, published_at FROM blogs WHERE "+publishedBlogs+" ORDER BY id", s.now())
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (Stamp, error) {
		var v Stamp
		var published time.Time
		err := r.Scan(&v.Key, &v.UpdatedAt, &published)
		if published.After(v.UpdatedAt) {
			v.UpdatedAt = published
		}
		v.UpdatedAt = v.UpdatedAt.UTC()
		return v, err
	})
}
