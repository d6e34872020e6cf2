package media

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
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

// FuzzSave: an upload is refused as not an image, or stored byte for byte
// under a random name with a known extension; every resized copy decodes
// and is narrower than the original; Image describes it when its header
// decodes; Delete leaves the folder empty.
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
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		s := &Store{Dir: dir}
		rel, err := s.Save(bytes.NewReader(data))
		if errors.Is(err, ErrUnsupportedType) {
			if entries, _ := os.ReadDir(dir); len(entries) > 0 {
				if files, _ := filepath.Glob(filepath.Join(dir, "uploads", "*")); len(files) > 0 {
					t.Fatalf("refused upload left %v", files)
				}
			}
			return
		}
		if err != nil {
			t.Fatalf("Save: %v", err)
		}
		if !uploadName.MatchString(rel) {
			t.Fatalf("Save named the upload %q", rel)
		}
		stored, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil || !bytes.Equal(stored, data) {
			t.Fatalf("stored bytes differ from the upload (%v)", err)
		}
		img, described := s.Image(rel)
		for _, v := range s.variants(rel) {
			vf, err := os.Open(filepath.Join(dir, filepath.FromSlash(v.Path)))
			if err != nil {
				t.Fatal(err)
			}
			cfg, _, err := image.DecodeConfig(vf)
			vf.Close()
			if err != nil || cfg.Width != v.Width {
				t.Fatalf("variant %s: %v, width %d", v.Path, err, cfg.Width)
			}
			if !described || v.Width >= img.Width {
				t.Fatalf("variant %s of %+v (described %v)", v.Path, img, described)
			}
		}
		if described && (img.Width <= 0 || img.Height <= 0 || img.Src != "/storage/"+rel) {
			t.Fatalf("Image(%q) = %+v", rel, img)
		}
		if err := s.Delete(rel); err != nil {
			t.Fatal(err)
		}
		if files, _ := filepath.Glob(filepath.Join(dir, "uploads", "*")); len(files) > 0 {
			t.Fatalf("Delete left %v", files)
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
