// Package media stores uploaded images and serves them under /storage/.
// An upload is judged by its bytes, not its name or declared type.
package media

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
)

// MaxUploadBytes is the largest image accepted.
const MaxUploadBytes = 5 << 20

var (
	// ErrTooLarge means the upload is over MaxUploadBytes.
	ErrTooLarge = errors.New("the image may not be greater than 5 MB")
	// ErrUnsupportedType means the bytes are not PNG, JPEG or GIF.
	ErrUnsupportedType = errors.New("the image must be a file of type: png, jpeg, jpg, gif")
)

// Store keeps uploads in Dir, and serves the seeded images from Defaults
// (under the "seed/" prefix) so a new installation needs nothing on disk.
type Store struct {
	Dir      string
	Defaults fs.FS

	mu     sync.Mutex       // guards images
	images map[string]Image // Image answers by path, bounded by maxCachedImages
}

// kinds maps a sniffed content type to the extension its file gets.
var kinds = map[string]string{
	"image/png":  ".png",
	"image/jpeg": ".jpg",
	"image/gif":  ".gif",
}

// Save checks and stores an image read from r, and returns the path it is
// served under (relative to /storage/).
func (s *Store) Save(r io.Reader) (string, error) {
	head := make([]byte, 512)
	n, err := io.ReadFull(r, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return "", err
	}
	head = head[:n]
	ext, ok := kinds[http.DetectContentType(head)]
	if !ok {
		return "", ErrUnsupportedType
	}
	name := make([]byte, 16)
	if _, err := rand.Read(name); err != nil {
		return "", err
	}
	rel := "uploads/" + hex.EncodeToString(name) + ext
	full := filepath.Join(s.Dir, filepath.FromSlash(rel))
	// Folders the server creates are its own (0700); the files are 0600
	// (os.CreateTemp). The server reads them; nobody else needs to.
	if err := os.MkdirAll(filepath.Dir(full), 0o700); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(filepath.Dir(full), ".upload-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name()) // no-op once renamed
	written, err := io.Copy(f, io.LimitReader(io.MultiReader(strings.NewReader(string(head)), r), MaxUploadBytes+1))
	if err == nil && written > MaxUploadBytes {
		err = ErrTooLarge
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	if err := os.Rename(f.Name(), full); err != nil {
		return "", fmt.Errorf("store upload: %w", err)
	}
	if err := s.writeVariants(rel); err != nil {
		// Half a set of copies is worse than none: the caller sees an
		// error and nothing of this upload stays behind.
		_ = s.Delete(rel)
		return "", err
	}
	return rel, nil
}

// Delete removes an uploaded file and its resized copies; seeded images
// and unknown paths are left alone.
func (s *Store) Delete(rel string) error {
	clean, ok := cleanPath(rel)
	if !ok || !strings.HasPrefix(clean, "uploads/") {
		return nil
	}
	s.forget(clean)
	err := os.Remove(filepath.Join(s.Dir, filepath.FromSlash(clean)))
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	return errors.Join(err, s.removeVariants(clean))
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
	var file fs.File
	var err error
	if seed, isSeed := strings.CutPrefix(rel, "seed/"); isSeed && s.Defaults != nil {
		file, err = s.Defaults.Open(seed)
	} else {
		file, err = os.DirFS(s.Dir).Open(rel)
	}
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
	if strings.HasSuffix(rel, ".svg") {
		// An SVG can carry script; served as an image under its own strict
		// policy it cannot run any.
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'")
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, info.Name(), info.ModTime(), content)
}
