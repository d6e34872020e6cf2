// Package media stores uploaded images and serves them under /storage/.
// An upload is judged by its bytes, not its name or declared type. Uploads
// and their resized copies are kept in the database (DB), which every
// instance of the site shares (decision 029); the seeded defaults come
// from an embedded file system.
package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

// MaxUploadBytes is the largest image accepted.
const MaxUploadBytes = 5 << 20

var (
	// ErrTooLarge means the upload is over MaxUploadBytes.
	ErrTooLarge = errors.New("the image may not be greater than 5 MB")
	// ErrUnsupportedType means the bytes are not PNG, JPEG or GIF.
	ErrUnsupportedType = errors.New("the image must be a file of type: png, jpeg, jpg, gif")
)

// Blob is one stored file: an upload or one of its resized copies.
type Blob struct {
	Path        string // relative to /storage/, "uploads/…"
	ContentType string
	Data        []byte
	CreatedAt   time.Time
}

// DB is where uploads are kept (package store's Store, table media_blobs).
type DB interface {
	// PutMediaBlobs stores all of blobs or none.
	PutMediaBlobs(ctx context.Context, blobs []Blob) error
	// ImportMediaBlob stores b unless its path is taken, and says whether
	// it did.
	ImportMediaBlob(ctx context.Context, b Blob) (bool, error)
	// MediaBlob reads one file; false when there is none.
	MediaBlob(ctx context.Context, path string) (Blob, bool, error)
	// MediaBlobsExist lists which of paths are stored.
	MediaBlobsExist(ctx context.Context, paths []string) ([]string, error)
	// DeleteMediaBlobs removes files; missing ones are fine.
	DeleteMediaBlobs(ctx context.Context, paths []string) error
}

// Store keeps uploads in DB, and serves the seeded images from Defaults
// (under the "seed/" prefix) so a new installation needs nothing on disk.
// Files are never rewritten (a new upload gets a new name), so what was
// read once is kept in memory, bounded (blobCache, images).
type Store struct {
	DB       DB
	Defaults fs.FS

	mu     sync.Mutex       // guards images
	images map[string]Image // Image answers by path, bounded by maxCachedImages
	blobs  blobCache
}

// kinds maps a sniffed content type to the extension its file gets.
var kinds = map[string]string{
	"image/png":  ".png",
	"image/jpeg": ".jpg",
	"image/gif":  ".gif",
}

// Save checks and stores an image read from r, with its resized copies,
// and returns the path it is served under (relative to /storage/).
func (s *Store) Save(ctx context.Context, r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxUploadBytes+1))
	if err != nil {
		return "", err
	}
	contentType := http.DetectContentType(data)
	ext, ok := kinds[contentType]
	if !ok {
		return "", ErrUnsupportedType
	}
	if len(data) > MaxUploadBytes {
		return "", ErrTooLarge
	}
	name := make([]byte, 16)
	if _, err := rand.Read(name); err != nil {
		return "", err
	}
	rel := "uploads/" + hex.EncodeToString(name) + ext
	// Whole seconds: what Last-Modified can say, the same on every instance.
	now := time.Now().UTC().Truncate(time.Second)
	variants, err := makeVariants(rel, data)
	if err != nil {
		return "", err
	}
	blobs := []Blob{{Path: rel, ContentType: contentType, Data: data, CreatedAt: now}}
	for _, v := range variants {
		v.CreatedAt = now
		blobs = append(blobs, v)
	}
	// One transaction: half a set of copies is never stored.
	if err := s.DB.PutMediaBlobs(ctx, blobs); err != nil {
		return "", err
	}
	return rel, nil
}

// Delete removes an upload and its resized copies; seeded images and
// unknown paths are left alone.
func (s *Store) Delete(ctx context.Context, rel string) error {
	clean, ok := cleanPath(rel)
	if !ok || !strings.HasPrefix(clean, "uploads/") {
		return nil
	}
	paths := []string{clean}
	for _, w := range VariantWidths {
		paths = append(paths, variantPath(clean, w))
	}
	s.forget(clean)
	for _, p := range paths {
		s.blobs.drop(p)
	}
	return s.DB.DeleteMediaBlobs(ctx, paths)
}

// cleanPath rejects anything that could leave the storage folder: absolute
// paths, "..", backslashes and NUL bytes.
func cleanPath(rel string) (string, bool) {
	if rel == "" || strings.ContainsAny(rel, "\\\x00") || strings.HasPrefix(rel, "/") {
		return "", false
	}
	clean := path.Clean(rel)
	if clean != rel || clean == "." || strings.HasPrefix(clean, "../") || clean == ".." {
		return "", false
	}
	return clean, true
}

// ServeHTTP answers GET /storage/{path...}. Files are never rewritten (a
// new upload gets a new name), so they are cached for a year.
func (s *Store) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rel, ok := cleanPath(r.PathValue("path"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	if seed, isSeed := strings.CutPrefix(rel, "seed/"); isSeed {
		s.serveSeed(w, r, seed)
		return
	}
	if !strings.HasPrefix(rel, "uploads/") {
		http.NotFound(w, r)
		return
	}
	b, ok, err := s.blob(r.Context(), rel)
	if err != nil {
		http.Error(w, "the image could not be read, try again", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", b.ContentType)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("ETag", b.etag)
	http.ServeContent(w, r, path.Base(rel), b.CreatedAt, bytes.NewReader(b.Data))
}

// serveSeed answers a seeded default image from the embedded files.
func (s *Store) serveSeed(w http.ResponseWriter, r *http.Request, name string) {
	if s.Defaults == nil {
		http.NotFound(w, r)
		return
	}
	file, err := s.Defaults.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	content, ok := file.(io.ReadSeeker)
	if !ok {
		http.NotFound(w, r)
		return
	}
	if strings.HasSuffix(name, ".svg") {
		// An SVG can carry script; served as an image under its own strict
		// policy it cannot run any.
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'")
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, info.Name(), info.ModTime(), content)
}
