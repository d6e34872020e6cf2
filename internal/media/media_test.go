package media_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"claimsite/internal/media"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// Minimal headers of each accepted format, enough for content sniffing.
var (
	pngBytes  = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 64)...)
	jpegBytes = append([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"), make([]byte, 64)...)
	gifBytes  = append([]byte("GIF89a\x01\x00\x01\x00"), make([]byte, 64)...)
)

var uploadName = regexp.MustCompile(`^uploads/[0-9a-f]{32}\.(png|jpg|gif)$`)

var ctx = context.Background()

var defaults = fstest.MapFS{
	"service-car.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`)},
}

// eachStore runs fn on a media store over a fresh database of each
// dialect.
func eachStore(t *testing.T, fn func(t *testing.T, s *media.Store, db *store.Store)) {
	storetest.Each(t, func(t *testing.T, db *store.Store) {
		fn(t, &media.Store{DB: db, Defaults: defaults}, db)
	})
}

// newStore is a media store over a fresh SQLite database, for checks that
// do not depend on the dialect.
func newStore(t *testing.T) (*media.Store, *store.Store) {
	t.Helper()
	db := storetest.Open(t, store.SQLite)
	return &media.Store{DB: db, Defaults: defaults}, db
}

// stored lists every path the database holds.
func stored(t *testing.T, db *store.Store) []string {
	t.Helper()
	paths, err := db.MediaBlobPaths(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

func TestSaveAcceptsImagesByContent(t *testing.T) {
	for _, c := range []struct {
		name    string
		content []byte
		ext     string
	}{
		{"png", pngBytes, ".png"},
		{"jpeg", jpegBytes, ".jpg"},
		{"gif", gifBytes, ".gif"},
		// Whatever the client called the file, the bytes decide: the name
		// never reaches Save at all.
		{"gif sent as photo.png", gifBytes, ".gif"},
		{"tiny png under 512 bytes", pngBytes[:20], ".png"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, db := newStore(t)
			rel, err := s.Save(ctx, bytes.NewReader(c.content))
			if err != nil {
				t.Fatalf("Save: %v", err)
			}
			if !uploadName.MatchString(rel) {
				t.Errorf("path: got %q, want uploads/<32 hex>.<ext>", rel)
			}
			if got := filepath.Ext(rel); got != c.ext {
				t.Errorf("extension: got %q, want %q", got, c.ext)
			}
			got, ok, err := db.MediaBlob(ctx, rel)
			if err != nil || !ok {
				t.Fatalf("read stored file: %v, %v", ok, err)
			}
			if !bytes.Equal(got.Data, c.content) {
				t.Errorf("stored bytes differ from the upload: got %d bytes, want %d", len(got.Data), len(c.content))
			}
			if want := "image/" + map[string]string{".png": "png", ".jpg": "jpeg", ".gif": "gif"}[c.ext]; got.ContentType != want {
				t.Errorf("content type: got %q, want %q", got.ContentType, want)
			}
			if files := stored(t, db); len(files) != 1 {
				t.Errorf("files in storage: got %v, want only %s", files, rel)
			}
		})
	}
}

func TestSaveRefusesOtherTypes(t *testing.T) {
	for _, c := range []struct {
		name    string
		content string
	}{
		{"text", "just some words, not a picture"},
		{"svg", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`},
		{"svg with xml prolog", `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>`},
		{"html", `<!doctype html><html><body><script>alert(1)</script></body></html>`},
		{"empty", ""},
		{"pdf", "%PDF-1.4\n%âãÏÓ\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, db := newStore(t)
			rel, err := s.Save(ctx, strings.NewReader(c.content))
			if !errors.Is(err, media.ErrUnsupportedType) {
				t.Fatalf("Save: got (%q, %v), want ErrUnsupportedType", rel, err)
			}
			if files := stored(t, db); len(files) != 0 {
				t.Errorf("files left in storage: %v", files)
			}
		})
	}
}

func TestSaveSizeLimit(t *testing.T) {
	// Exactly the limit is accepted; one byte more is not, and leaves
	// nothing behind.
	eachStore(t, func(t *testing.T, s *media.Store, db *store.Store) {
		exact := make([]byte, media.MaxUploadBytes)
		copy(exact, pngBytes)
		rel, err := s.Save(ctx, bytes.NewReader(exact))
		if err != nil {
			t.Fatalf("Save of exactly %d bytes: %v", media.MaxUploadBytes, err)
		}
		got, ok, err := db.MediaBlob(ctx, rel)
		if err != nil || !ok || len(got.Data) != media.MaxUploadBytes || !bytes.Equal(got.Data, exact) {
			t.Fatalf("stored file: %d bytes, %v, %v; want the %d bytes sent", len(got.Data), ok, err, media.MaxUploadBytes)
		}

		over := make([]byte, media.MaxUploadBytes+1)
		copy(over, pngBytes)
		rel, err = s.Save(ctx, bytes.NewReader(over))
		if !errors.Is(err, media.ErrTooLarge) {
			t.Fatalf("Save of %d bytes: got (%q, %v), want ErrTooLarge", len(over), rel, err)
		}
		if files := stored(t, db); len(files) != 1 {
			t.Errorf("files after a refused upload: %v, want only the first", files)
		}
	})
}

// failingReader is a client that drops the connection mid-upload: a valid
// PNG start well past the sniffed head, then an error.
type failingReader struct{ r io.Reader }

func (f *failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, errors.New("connection reset")
	}
	return n, err
}

func TestSaveReadErrorLeavesNothing(t *testing.T) {
	s, db := newStore(t)
	start := make([]byte, 64<<10)
	copy(start, pngBytes)
	rel, err := s.Save(ctx, &failingReader{bytes.NewReader(start)})
	if err == nil {
		t.Fatalf("Save of a broken stream: got %q, want an error", rel)
	}
	if files := stored(t, db); len(files) != 0 {
		t.Errorf("files left behind: %v", files)
	}
}

func TestSaveNamesAreRandom(t *testing.T) {
	s, db := newStore(t)
	seen := map[string]bool{}
	for range 20 {
		rel, err := s.Save(ctx, bytes.NewReader(pngBytes))
		if err != nil {
			t.Fatal(err)
		}
		if seen[rel] {
			t.Fatalf("name %q given twice", rel)
		}
		seen[rel] = true
	}
	if files := stored(t, db); len(files) != 20 {
		t.Errorf("files stored: got %d, want 20", len(files))
	}
}

func TestDelete(t *testing.T) {
	eachStore(t, func(t *testing.T, s *media.Store, db *store.Store) {
		rel, err := s.Save(ctx, bytes.NewReader(pngBytes))
		if err != nil {
			t.Fatal(err)
		}
		// A row outside uploads/ (none is written today): Delete leaves it.
		if _, err := db.ImportMediaBlob(ctx, media.Blob{Path: "keep.png", ContentType: "image/png", Data: pngBytes, CreatedAt: time.Now()}); err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{
			"seed/service-car.svg",
			"uploads/does-not-exist.png",
			"",
			"keep.png",
			"uploads/../keep.png",
			"/" + rel,
			"uploads/./" + strings.TrimPrefix(rel, "uploads/"),
			`uploads\..\keep.png`,
		} {
			if err := s.Delete(ctx, p); err != nil {
				t.Errorf("Delete(%q): got %v, want nil", p, err)
			}
		}
		if got, want := stored(t, db), []string{"keep.png", rel}; !slices.Equal(got, want) {
			t.Errorf("after Deletes that should have ignored everything: %v, want %v", got, want)
		}

		if err := s.Delete(ctx, rel); err != nil {
			t.Fatalf("Delete(%q): %v", rel, err)
		}
		if got, want := stored(t, db), []string{"keep.png"}; !slices.Equal(got, want) {
			t.Errorf("after Delete: %v, want %v", got, want)
		}
		// Twice is fine.
		if err := s.Delete(ctx, rel); err != nil {
			t.Errorf("second Delete(%q): got %v, want nil", rel, err)
		}
	})
}

func newMux(s *media.Store) *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("GET /storage/{path...}", s)
	return mux
}

func TestServeHTTP(t *testing.T) {
	s, _ := newStore(t)
	rel, err := s.Save(ctx, bytes.NewReader(gifBytes))
	if err != nil {
		t.Fatal(err)
	}
	mux := newMux(s)

	for _, c := range []struct {
		name, path string
		body       []byte
		svg        bool
	}{
		{"upload", "/storage/" + rel, gifBytes, false},
		{"seed default", "/storage/seed/service-car.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			mux.ServeHTTP(w, httptest.NewRequest("GET", c.path, nil))
			if w.Code != http.StatusOK {
				t.Fatalf("GET %s: got %d, want 200", c.path, w.Code)
			}
			if !bytes.Equal(w.Body.Bytes(), c.body) {
				t.Errorf("GET %s: body got %q, want %q", c.path, w.Body.Bytes(), c.body)
			}
			if got := w.Header().Get("Cache-Control"); !strings.Contains(got, "immutable") || !strings.Contains(got, "max-age=31536000") {
				t.Errorf("Cache-Control: got %q, want a year, immutable", got)
			}
			csp := w.Header().Get("Content-Security-Policy")
			if c.svg && !strings.Contains(csp, "sandbox") {
				t.Errorf("SVG Content-Security-Policy: got %q, want a sandbox", csp)
			}
			if ct := w.Header().Get("Content-Type"); c.svg && !strings.HasPrefix(ct, "image/svg+xml") {
				t.Errorf("SVG Content-Type: got %q, want image/svg+xml", ct)
			}
			if ct := w.Header().Get("Content-Type"); !c.svg && ct != "image/gif" {
				t.Errorf("Content-Type: got %q, want image/gif", ct)
			}
		})
	}
}

func TestServeHTTPNotFound(t *testing.T) {
	s, db := newStore(t)
	// Rows a traversal or a path outside uploads/ would reach.
	secret := []byte("top-secret-contents")
	for _, p := range []string{"secret.txt", "uploads/../secret.txt", "uploads"} {
		if _, err := db.ImportMediaBlob(ctx, media.Blob{Path: p, ContentType: "text/plain", Data: secret, CreatedAt: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	mux := newMux(s)

	// Through the mux: whatever the router does with the path (it may
	// redirect to a cleaned path), the secret is never served.
	for _, c := range []struct{ name, target string }{
		{"dot-dot", "/storage/../secret.txt"},
		{"dot-dot inside", "/storage/uploads/../../secret.txt"},
		{"encoded slash", "/storage/..%2fsecret.txt"},
		{"encoded dot-dot", "/storage/%2e%2e/secret.txt"},
		{"absolute", "/storage//" + filepath.ToSlash(filepath.Join(dir, "secret.txt"))},
		{"outside uploads", "/storage/secret.txt"},
		{"backslash", `/storage/..\secret.txt`},
		{"encoded backslash", "/storage/..%5csecret.txt"},
		{"NUL", "/storage/uploads/x%00.png"},
		{"seed dot-dot", "/storage/seed/../../secret.txt"},
		{"missing upload", "/storage/uploads/nope.png"},
		{"missing seed", "/storage/seed/nope.svg"},
		{"directory", "/storage/uploads"},
		{"storage root", "/storage/"},
	} {
		t.Run("mux "+c.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			mux.ServeHTTP(w, httptest.NewRequest("GET", c.target, nil))
			if w.Code == http.StatusOK || bytes.Contains(w.Body.Bytes(), secret) {
				t.Fatalf("GET %s: got %d %q, want a refusal", c.target, w.Code, w.Body.String())
			}
			switch w.Code {
			case http.StatusNotFound:
			case http.StatusMovedPermanently, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
				// The router cleaned the path: following the redirect must
				// not reach the secret either.
				loc := w.Header().Get("Location")
				w2 := httptest.NewRecorder()
				mux.ServeHTTP(w2, httptest.NewRequest("GET", loc, nil))
				if w2.Code != http.StatusNotFound || bytes.Contains(w2.Body.Bytes(), secret) {
					t.Errorf("GET %s redirected to %q: got %d, want 404", c.target, loc, w2.Code)
				}
			default:
				t.Errorf("GET %s: got %d, want 404 (or the router's redirect to a cleaned path)", c.target, w.Code)
			}
		})
	}

	// Straight into the handler, as a router that does not clean paths
	// would call it: every one of these is a 404.
	for _, p := range []string{
		"../secret.txt",
		"uploads/../../secret.txt",
		"..%2fsecret.txt",
		"seed/../../secret.txt",
		"/" + filepath.ToSlash(filepath.Join(dir, "secret.txt")),
		`..\secret.txt`,
		`uploads\..\..\secret.txt`,
		"uploads/x\x00.png",
		"..",
		".",
		"",
		"uploads",
		"uploads/",
		"./uploads/x.png",
		"secret.txt",
	} {
		t.Run("direct "+p, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/storage/x", nil)
			r.SetPathValue("path", p)
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != http.StatusNotFound {
				t.Errorf("path %q: got %d, want 404", p, w.Code)
			}
			if bytes.Contains(w.Body.Bytes(), secret) {
				t.Errorf("path %q served the secret", p)
			}
		})
	}
}
