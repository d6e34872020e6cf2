package media

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// seedPicture encodes a w×h picture as format (png, jpeg or gif).
func seedPicture(f *testing.F, format string, w, h int) []byte {
	f.Helper()
	img := image.NewPaletted(image.Rect(0, 0, w, h), []color.Color{color.White, color.Black})
	for x := 0; x < w; x += 3 {
		img.SetColorIndex(x, x%h, 1)
	}
	var buf bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&buf, img)
	case "jpeg":
		err = jpeg.Encode(&buf, img, nil)
	case "gif":
		err = gif.Encode(&buf, img, nil)
	}
	if err != nil {
		f.Fatal(err)
	}
	return buf.Bytes()
}

var uploadName = regexp.MustCompile(`^uploads/[0-9a-f]{32}\.(png|jpg|gif)$`)

// memDB is a DB in memory: the fuzzer runs many inputs a second, and
// package store imports this one.
type memDB struct{ blobs map[string]Blob }

func (m *memDB) PutMediaBlobs(_ context.Context, blobs []Blob) error {
	for _, b := range blobs {
		m.blobs[b.Path] = b
	}
	return nil
}

func (m *memDB) ImportMediaBlob(_ context.Context, b Blob) (bool, error) {
	if _, ok := m.blobs[b.Path]; ok {
		return false, nil
	}
	m.blobs[b.Path] = b
	return true, nil
}

func (m *memDB) MediaBlob(_ context.Context, path string) (Blob, bool, error) {
	b, ok := m.blobs[path]
	return b, ok, nil
}

func (m *memDB) MediaBlobsExist(_ context.Context, paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		if _, ok := m.blobs[p]; ok {
			out = append(out, p)
		}
	}
	return out, nil
}

func (m *memDB) DeleteMediaBlobs(_ context.Context, paths []string) error {
	for _, p := range paths {
		delete(m.blobs, p)
	}
	return nil
}

// FuzzSave: an upload is refused as not an image, or stored byte for byte
// under a random name with a known extension; every resized copy decodes
// at its width, narrower than the original; Image describes it when its
// header decodes; Delete leaves nothing behind.
func FuzzSave(f *testing.F) {
	f.Add(seedPicture(f, "png", 820, 20))
	f.Add(seedPicture(f, "jpeg", 450, 10))
	f.Add(seedPicture(f, "gif", 410, 5))
	f.Add(seedPicture(f, "png", 2, 2))
	f.Add([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\xa0\x00\x00\x00\x10\x08\x02\x00\x00\x00"))
	f.Add([]byte("GIF89a\xff\xff\xff\xff"))
	f.Add([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"))
	f.Add([]byte("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))
	f.Add([]byte("<html><script>alert(1)</script>"))
	f.Add([]byte{})
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		db := &memDB{blobs: map[string]Blob{}}
		s := &Store{DB: db}
		rel, err := s.Save(ctx, bytes.NewReader(data))
		if errors.Is(err, ErrUnsupportedType) {
			if len(db.blobs) > 0 {
				t.Fatalf("refused upload stored %d files", len(db.blobs))
			}
			return
		}
		if err != nil {
			t.Fatalf("Save: %v", err)
		}
		if !uploadName.MatchString(rel) {
			t.Fatalf("Save named the upload %q", rel)
		}
		if got := db.blobs[rel]; !bytes.Equal(got.Data, data) {
			t.Fatal("stored bytes differ from the upload")
		}
		img, described := s.Image(ctx, rel)
		if described && (img.Width <= 0 || img.Height <= 0 || img.Src != "/storage/"+rel) {
			t.Fatalf("Image(%q) = %+v", rel, img)
		}
		for _, w := range VariantWidths {
			v, ok := db.blobs[variantPath(rel, w)]
			if !ok {
				continue
			}
			cfg, _, err := image.DecodeConfig(bytes.NewReader(v.Data))
			if err != nil || cfg.Width != w {
				t.Fatalf("variant %s: %v, width %d", v.Path, err, cfg.Width)
			}
			if !described || w >= img.Width {
				t.Fatalf("variant %s of %+v (described %v)", v.Path, img, described)
			}
		}
		if err := s.Delete(ctx, rel); err != nil {
			t.Fatal(err)
		}
		if len(db.blobs) > 0 {
			t.Fatalf("Delete left %d files", len(db.blobs))
		}
	})
}

// FuzzCleanPath: a path cleanPath accepts stays inside the storage folder
// and is its own clean form.
func FuzzCleanPath(f *testing.F) {
	for _, s := range []string{"uploads/a.png", "seed/services/1.svg", "../etc/passwd", "uploads/../../x", "/etc/passwd", "a\\b", "a\x00b", ".", "", "uploads//a.png", "uploads/./a", "..", "..."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rel string) {
		clean, ok := cleanPath(rel)
		if !ok {
			return
		}
		if clean != rel {
			t.Fatalf("cleanPath(%q) = %q", rel, clean)
		}
		base := filepath.Join(string(filepath.Separator), "storage")
		full := filepath.Join(base, filepath.FromSlash(clean))
		if !strings.HasPrefix(full, base+string(filepath.Separator)) {
			t.Fatalf("cleanPath(%q) accepted a path to %q", rel, full)
		}
	})
}

// FuzzSVGSize: a size read from an SVG is positive and plausible.
func FuzzSVGSize(f *testing.F) {
	for _, s := range []string{
		`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"/>`,
		`<svg viewBox="0 0 959 593"></svg>`,
		`<svg viewBox="0,0,10,20" width="100%"/>`,
		`<svg width="1e308" height="1e308"/>`,
		`<svg width="-5" height="5"/>`,
		`<svg width="NaN" height="Inf"/>`,
		`<?xml version="1.0"?><!DOCTYPE svg><svg width="10px" height="20px"/>`,
		`<html/>`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		w, h, ok := svgSize(data)
		if ok && (w <= 0 || h <= 0 || w > maxSVGSide || h > maxSVGSide) {
			t.Fatalf("svgSize(%q) = %d, %d", data, w, h)
		}
	})
}
