package store

import (
	"context"

	"claimsite/internal/content"
)

// ContentVersions reads the current version of every kind of public content.
func (s *Store) ContentVersions(ctx context.Context) (content.Versions, error) {
	rows, err := s.query(ctx, s.db, `SELECT kind, version FROM content_versions`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	v := content.Versions{}
	for rows.Next() {
		var kind string
		var version int64
		if err := rows.Scan(&kind, &version); err != nil {
			return nil, err
		}
		v[content.Kind(kind)] = version
	}
	return v, rows.Err()
}

// BumpContent raises the version of kind: answers built from the old
// content are no longer served, on any instance.
func (s *Store) BumpContent(ctx context.Context, kind content.Kind) error {
	_, err := s.exec(ctx, s.db, `INSERT INTO content_versions (kind, version) VALUES (?, 1)
ON CONFLICT (kind) DO UPDATE SET version = content_versions.version + 1`, string(kind))
	return err
}
