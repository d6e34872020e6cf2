package store

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
)

// MigrationsDigest is a short hash of every migration file of both
// dialects. Tests name the migrated template database they clone after it,
// so a template made by an older set of migrations is never reused.
func MigrationsDigest() string {
	h := sha256.New()
	fs.WalkDir(migrations, "migrations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(migrations, path)
		if err != nil {
			return err
		}
		h.Write([]byte(path))
		h.Write(b)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))[:16]
}
