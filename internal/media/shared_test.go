package media_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/media"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// get answers GET (or another method) of target from s, with headers.
func get(s *media.Store, method, target string, headers map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for k, v := range headers {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	newMux(s).ServeHTTP(w, r)
	return w
}

// TestEveryInstanceServesAnUpload: two instances on one database; an
// upload saved through one is served by the other with the same bytes and
// the same headers, copies included, and answers conditional requests.
func TestEveryInstanceServesAnUpload(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			db, another := storetest.OpenShared(t, d)
			a := &media.Store{DB: db, Defaults: defaults}
			b := &media.Store{DB: another(), Defaults: defaults}
			photo := picture(t, "jpeg", 1000, 500)
			rel, err := a.Save(ctx, bytes.NewReader(photo))
			if err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(rel, ".jpg")
			for _, p := range []string{rel, base + "-400w.jpg", base + "-800w.jpg"} {
				fromA := get(a, "GET", "/storage/"+p, nil)
				fromB := get(b, "GET", "/storage/"+p, nil)
				if fromA.Code != http.StatusOK || fromB.Code != http.StatusOK {
					t.Fatalf("GET %s: %d from A, %d from B; want 200 from both", p, fromA.Code, fromB.Code)
				}
				if !bytes.Equal(fromA.Body.Bytes(), fromB.Body.Bytes()) {
					t.Errorf("%s: A and B serve different bytes", p)
				}
				if p == rel && !bytes.Equal(fromB.Body.Bytes(), photo) {
					t.Errorf("%s: B serves %d bytes, not the upload's %d", p, fromB.Body.Len(), len(photo))
				}
				for _, h := range []string{"Content-Type", "Cache-Control", "ETag", "Last-Modified", "Content-Length"} {
					if va, vb := fromA.Header().Get(h), fromB.Header().Get(h); va != vb || va == "" {
						t.Errorf("%s: %s is %q from A, %q from B; want the same, set", p, h, va, vb)
					}
				}
				if got := fromB.Header().Get("Content-Type"); got != "image/jpeg" {
					t.Errorf("%s: Content-Type %q", p, got)
				}
				if got := fromB.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
					t.Errorf("%s: Cache-Control %q", p, got)
				}
				etag, modified := fromA.Header().Get("ETag"), fromA.Header().Get("Last-Modified")
				if w := get(b, "GET", "/storage/"+p, map[string]string{"If-None-Match": etag}); w.Code != http.StatusNotModified || w.Body.Len() != 0 {
					t.Errorf("%s with If-None-Match: %d, %d bytes; want 304, none", p, w.Code, w.Body.Len())
				}
				if w := get(b, "GET", "/storage/"+p, map[string]string{"If-Modified-Since": modified}); w.Code != http.StatusNotModified {
					t.Errorf("%s with If-Modified-Since: %d; want 304", p, w.Code)
				}
				if w := get(b, "GET", "/storage/"+p, map[string]string{"If-None-Match": `"other"`}); w.Code != http.StatusOK {
					t.Errorf("%s with another ETag: %d; want 200", p, w.Code)
				}
				if w := get(b, "HEAD", "/storage/"+p, nil); w.Code != http.StatusOK || w.Body.Len() != 0 || w.Header().Get("ETag") != etag {
					t.Errorf("HEAD %s: %d, %d bytes, ETag %q", p, w.Code, w.Body.Len(), w.Header().Get("ETag"))
				}
			}
			imgA, okA := a.Image(ctx, rel)
			imgB, okB := b.Image(ctx, rel)
			if !okA || !okB || imgA != imgB || imgB.Width != 1000 || imgB.Height != 500 || !strings.Contains(imgB.Srcset, "-800w.jpg 800w") {
				t.Errorf("Image: A %+v %v, B %+v %v; want the same 1000x500 with copies", imgA, okA, imgB, okB)
			}
		})
	}
}

// TestDeletedThroughAnotherInstance: an instance serves what it read from
// memory, and asks the database again after recheckAfter; a picture
// deleted through another instance is then gone there too.
func TestDeletedThroughAnotherInstance(t *testing.T) {
	db, another := storetest.OpenShared(t, store.SQLite)
	a := &media.Store{DB: db}
	b := &media.Store{DB: another()}
	rel, err := a.Save(ctx, bytes.NewReader(gifBytes))
	if err != nil {
		t.Fatal(err)
	}
	if w := get(b, "GET", "/storage/"+rel, nil); w.Code != http.StatusOK {
		t.Fatalf("B before the delete: %d", w.Code)
	}
	if err := a.Delete(ctx, rel); err != nil {
		t.Fatal(err)
	}
	if w := get(a, "GET", "/storage/"+rel, nil); w.Code != http.StatusNotFound {
		t.Errorf("A after its delete: %d, want 404", w.Code)
	}
	// Within recheckAfter B answers from memory, without the database.
	if w := get(b, "GET", "/storage/"+rel, nil); w.Code != http.StatusOK || !bytes.Equal(w.Body.Bytes(), gifBytes) {
		t.Errorf("B from memory: %d, want 200 and the bytes", w.Code)
	}
	media.SetRecheckAfter(t, 0)
	if w := get(b, "GET", "/storage/"+rel, nil); w.Code != http.StatusNotFound {
		t.Errorf("B once it checks again: %d, want 404", w.Code)
	}
}

// TestImportDir: uploads an installation kept as files are moved into
// the database once, keep their paths, and are served; the folder is
// kept under another name, so a second start imports nothing and an
// image deleted since does not come back.
func TestImportDir(t *testing.T) {
	eachStore(t, func(t *testing.T, s *media.Store, db *store.Store) {
		dir := filepath.Join(t.TempDir(), "storage")
		uploads := filepath.Join(dir, "uploads")
		if err := os.MkdirAll(uploads, 0o700); err != nil {
			t.Fatal(err)
		}
		const name = "0123456789abcdef0123456789abcdef"
		photo := picture(t, "png", 600, 300)
		files := map[string][]byte{
			name + ".png":                          photo,
			name + "-400w.png":                     picture(t, "png", 400, 200),
			"fedcba9876543210fedcba9876543210.gif": gifBytes,
			// Left alone: a half-written temporary file, a stray name, and
			// bytes that are not what the name says.
			".upload-123":                          pngBytes,
			"notes.txt":                            []byte("hello"),
			"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png": []byte("<html>not a picture</html>"),
		}
		for n, data := range files {
			if err := os.WriteFile(filepath.Join(uploads, n), data, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		modified := time.Date(2024, 3, 5, 6, 7, 8, 0, time.UTC)
		if err := os.Chtimes(filepath.Join(uploads, name+".png"), modified, modified); err != nil {
			t.Fatal(err)
		}
		// One was imported by a start that was cut short.
		if _, err := db.ImportMediaBlob(ctx, media.Blob{Path: "uploads/fedcba9876543210fedcba9876543210.gif", ContentType: "image/gif", Data: gifBytes, CreatedAt: modified}); err != nil {
			t.Fatal(err)
		}

		done, err := s.ImportDir(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		if done.Files != 2 || done.MovedTo != uploads+".imported" {
			t.Errorf("ImportDir: %+v, want 2 files, moved to %s", done, uploads+".imported")
		}
		want := []string{"uploads/" + name + "-400w.png", "uploads/" + name + ".png", "uploads/fedcba9876543210fedcba9876543210.gif"}
		if got := stored(t, db); !slices.Equal(got, want) {
			t.Errorf("stored: %v, want %v", got, want)
		}
		w := get(s, "GET", "/storage/uploads/"+name+".png", nil)
		if w.Code != http.StatusOK || !bytes.Equal(w.Body.Bytes(), photo) || w.Header().Get("Content-Type") != "image/png" {
			t.Errorf("imported upload: %d, %q", w.Code, w.Header().Get("Content-Type"))
		}
		if got := w.Header().Get("Last-Modified"); got != modified.Format(http.TimeFormat) {
			t.Errorf("Last-Modified: %q, want the file's %q", got, modified.Format(http.TimeFormat))
		}
		if img, ok := s.Image(ctx, "uploads/"+name+".png"); !ok || img.Width != 600 || !strings.Contains(img.Srcset, name+"-400w.png 400w") {
			t.Errorf("imported Image: %+v, %v", img, ok)
		}
		if _, err := os.Stat(uploads); !os.IsNotExist(err) {
			t.Errorf("uploads folder still there: %v", err)
		}
		if _, err := os.Stat(filepath.Join(uploads+".imported", "notes.txt")); err != nil {
			t.Errorf("files kept in the renamed folder: %v", err)
		}

		// The next start: nothing to do, and a deleted image stays deleted.
		if err := s.Delete(ctx, "uploads/"+name+".png"); err != nil {
			t.Fatal(err)
		}
		if done, err := s.ImportDir(ctx, dir); err != nil || done != (media.Imported{}) {
			t.Errorf("second ImportDir: %+v, %v; want nothing done", done, err)
		}
		if got := stored(t, db); !slices.Equal(got, want[2:]) {
			t.Errorf("after delete and a second start: %v, want %v", got, want[2:])
		}

		// A folder made again (a restored file backup) is imported beside
		// the first copy.
		if err := os.MkdirAll(uploads, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(uploads, name+".png"), photo, 0o600); err != nil {
			t.Fatal(err)
		}
		if done, err := s.ImportDir(ctx, dir); err != nil || done.Files != 1 || done.MovedTo != uploads+".imported-2" {
			t.Errorf("third ImportDir: %+v, %v; want 1 file moved to .imported-2", done, err)
		}
		// No folder at all, or no storage dir configured: nothing to do.
		if done, err := s.ImportDir(ctx, filepath.Join(t.TempDir(), "none")); err != nil || done != (media.Imported{}) {
			t.Errorf("ImportDir of a missing folder: %+v, %v", done, err)
		}
	})
}
