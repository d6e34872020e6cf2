package store

import (
	"context"
	"database/sql"
	"strconv"
	"time"
)

// Stamp is a public record's key in its page URL (an id, or a post's
// slug) and when its page last changed: all the sitemap needs, so the
// queries read no bodies. ESKey is the key of its Spanish page (the id
// again, or the post's Spanish slug), empty when the record has no
// Spanish version; one edit changes both pages (and their alternates), so
// they share UpdatedAt.
type Stamp struct {
	Key       string
	ESKey     string
	UpdatedAt time.Time
}

// ServiceStamps lists every service, by id.
func (s *Store) ServiceStamps(ctx context.Context) ([]Stamp, error) {
	return s.idStamps(ctx, "services", "es_title")
}

// StateLawStamps lists every state-law page, by id.
func (s *Store) StateLawStamps(ctx context.Context) ([]Stamp, error) {
	return s.idStamps(ctx, "state_laws", "es_name")
}

// idStamps lists the ids and update times of a content table, and whether
// each has a Spanish version (its column esFirst is set); tableName and
// esFirst come from code, never from a request.
func (s *Store) idStamps(ctx context.Context, tableName, esFirst string) ([]Stamp, error) {
	rows, err := s.query(ctx, s.db, "SELECT id, updated_at, "+esFirst+" IS NOT NULL FROM "+tableName+" ORDER BY id")
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (Stamp, error) {
		var id int64
		var v Stamp
		var spanish bool
		err := r.Scan(&id, &v.UpdatedAt, &spanish)
		v.Key, v.UpdatedAt = strconv.FormatInt(id, 10), v.UpdatedAt.UTC()
		if spanish {
			v.ESKey = v.Key
		}
		return v, err
	})
}

// PublishedBlogStamps lists the posts that are published now, by id, keyed
// by slug. A post scheduled ahead of its last edit changes in public when
// it goes live: its stamp is the later of updated_at and published_at.
func (s *Store) PublishedBlogStamps(ctx context.Context) ([]Stamp, error) {
	rows, err := s.query(ctx, s.db, "SELECT slug, es_slug, updated_at, published_at FROM blogs WHERE "+publishedBlogs+" ORDER BY id", s.now())
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (Stamp, error) {
		var v Stamp
		var es sql.NullString
		var published time.Time
		err := r.Scan(&v.Key, &es, &v.UpdatedAt, &published)
		if published.After(v.UpdatedAt) {
			v.UpdatedAt = published
		}
		v.UpdatedAt, v.ESKey = v.UpdatedAt.UTC(), es.String
		return v, err
	})
}
