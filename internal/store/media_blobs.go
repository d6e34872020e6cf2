package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"

	"claimsite/internal/media"
)

// Uploaded images and their resized copies live in media_blobs, so every
// instance sharing the database serves them (decision 029). Package media
// decides what is stored; these are its reads and writes.

// PutMediaBlobs stores an upload and its copies in one transaction: either
// all of them are served or none. A path already taken is ErrConflict.
func (s *Store) PutMediaBlobs(ctx context.Context, blobs []media.Blob) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, b := range blobs {
			if _, err := s.exec(ctx, tx, `INSERT INTO media_blobs (path, content_type, data, size, created_at)
VALUES (?, ?, ?, ?, ?)`, b.Path, b.ContentType, b.Data, len(b.Data), b.CreatedAt.UTC()); err != nil {
				return mapErr(err)
			}
		}
		return nil
	})
}

// ImportMediaBlob stores b unless its path is stored already, and reports
// whether it did: importing the same file twice is harmless.
func (s *Store) ImportMediaBlob(ctx context.Context, b media.Blob) (bool, error) {
	res, err := s.exec(ctx, s.db, `INSERT INTO media_blobs (path, content_type, data, size, created_at)
VALUES (?, ?, ?, ?, ?) ON CONFLICT (path) DO NOTHING`, b.Path, b.ContentType, b.Data, len(b.Data), b.CreatedAt.UTC())
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// MediaBlob reads the stored file at path; false when there is none.
func (s *Store) MediaBlob(ctx context.Context, path string) (media.Blob, bool, error) {
	b := media.Blob{Path: path}
	err := s.queryRow(ctx, s.db, `SELECT content_type, data, created_at FROM media_blobs WHERE path = ?`, path).
		Scan(&b.ContentType, &b.Data, &b.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return media.Blob{}, false, nil
	}
	if err != nil {
		return media.Blob{}, false, err
	}
	b.CreatedAt = b.CreatedAt.UTC()
	return b, true, nil
}

// MediaBlobsExist lists which of paths are stored, in the order given,
// without reading their bytes.
func (s *Store) MediaBlobsExist(ctx context.Context, paths []string) ([]string, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	args := make([]any, len(paths))
	for i, p := range paths {
		args[i] = p
	}
	rows, err := s.query(ctx, s.db, `SELECT path FROM media_blobs WHERE path IN (`+strings.TrimSuffix(strings.Repeat("?, ", len(paths)), ", ")+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := map[string]bool{}
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		found[p] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []string
	for _, p := range paths {
		if found[p] {
			out = append(out, p)
		}
	}
	return out, nil
}

// DeleteMediaBlobs removes the stored files at paths; missing ones are
// fine.
func (s *Store) DeleteMediaBlobs(ctx context.Context, paths []string) error {
	if len(paths) == 0 {
		return nil
	}
	args := make([]any, len(paths))
	for i, p := range paths {
		args[i] = p
	}
	_, err := s.exec(ctx, s.db, `DELETE FROM media_blobs WHERE path IN (`+strings.TrimSuffix(strings.Repeat("?, ", len(paths)), ", ")+`)`, args...)
	return err
}

// MediaBlobPaths lists every stored path, sorted: what the storage holds,
// for checks and tests.
func (s *Store) MediaBlobPaths(ctx context.Context) ([]string, error) {
	rows, err := s.query(ctx, s.db, `SELECT path FROM media_blobs`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	slices.Sort(out) // byte order, whatever the database's collation
	return out, rows.Err()
}
