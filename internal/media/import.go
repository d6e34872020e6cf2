package media

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"time"
)

// importName is the name of a file the former file storage wrote: an
// upload (32 hex digits) or one of its resized copies ("-400w").
var importName = regexp.MustCompile(`^[0-9a-f]{32}(-[0-9]+w)?\.(png|jpg|gif)$`)

// Imported is what ImportDir did.
type Imported struct {
	Files   int    // files stored in the database (already stored ones not counted)
	MovedTo string // where the uploads folder was moved, "" when there was none
}

// ImportDir moves the uploads an installation kept as files before
// decision 029 (dir/uploads, dir being CLAIMSITE_STORAGE_DIR) into the
// database, keeping their paths, so their URLs keep working on every
// instance. Then the folder is renamed uploads.imported (with a number
// when that name is taken): the files stay as a copy the operator may
// delete, and the next start finds nothing to import, so an image deleted
// since is not brought back. A file already stored is left as it is, so
// an import cut short is simply done again at the next start. Files of
// other names or contents are left in the renamed folder.
func (s *Store) ImportDir(ctx context.Context, dir string) (Imported, error) {
	var done Imported
	if dir == "" {
		return done, nil
	}
	uploads := filepath.Join(dir, "uploads")
	entries, err := os.ReadDir(uploads)
	if errors.Is(err, fs.ErrNotExist) {
		return done, nil
	}
	if err != nil {
		return done, fmt.Errorf("import uploads: %w", err)
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !importName.MatchString(e.Name()) {
			continue
		}
		stored, err := s.importFile(ctx, uploads, e.Name())
		if err != nil {
			return done, fmt.Errorf("import uploads/%s: %w", e.Name(), err)
		}
		if stored {
			done.Files++
		}
	}
	target := uploads + ".imported"
	for n := 2; ; n++ {
		if _, err := os.Lstat(target); errors.Is(err, fs.ErrNotExist) {
			break
		}
		target = uploads + ".imported-" + strconv.Itoa(n)
	}
	if err := os.Rename(uploads, target); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			// Another instance sharing the folder moved it first.
			return done, nil
		}
		return done, fmt.Errorf("import uploads: %w", err)
	}
	done.MovedTo = target
	return done, nil
}

// importFile stores one file of the uploads folder; a file that is gone
// (another instance moved the folder) or whose bytes are not an image of
// its kind is skipped.
func (s *Store) importFile(ctx context.Context, uploads, name string) (bool, error) {
	full := filepath.Join(uploads, name)
	info, err := os.Stat(full)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if info.Size() > MaxUploadBytes {
		return false, nil
	}
	data, err := os.ReadFile(full)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	contentType := http.DetectContentType(data)
	if kinds[contentType] != filepath.Ext(name) {
		return false, nil
	}
	return s.DB.ImportMediaBlob(ctx, Blob{
		Path:        "uploads/" + name,
		ContentType: contentType,
		Data:        data,
		CreatedAt:   info.ModTime().UTC().Truncate(time.Second),
	})
}
