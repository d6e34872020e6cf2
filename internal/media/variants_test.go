package media_test

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"claimsite/internal/media"
	"claimsite/internal/store"
)

// picture encodes a w×h gradient in the given format ("png", "jpeg", "gif").
func picture(t *testing.T, format string, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 90, 255})
		}
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
		t.Fatal(err)
	}
	return buf.Bytes()
}

// size decodes the dimensions of a stored file, and gives its type.
func size(t *testing.T, db *store.Store, rel string) (int, int, string) {
	t.Helper()
	b, ok, err := db.MediaBlob(ctx, rel)
	if err != nil || !ok {
		t.Fatalf("read %s: %v, %v", rel, ok, err)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(b.Data))
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Width, cfg.Height, b.ContentType
}

func TestSaveWritesVariants(t *testing.T) {
	tests := []struct {
		name       string
		data       []byte
		wantSuffix []string // variant file endings, besides the original
		wantW      int
		wantH      int
	}{
		{"large png", picture(t, "png", 1200, 900), []string{"-400w.png", "-800w.png"}, 1200, 900},
		{"large jpeg", picture(t, "jpeg", 1000, 500), []string{"-400w.jpg", "-800w.jpg"}, 1000, 500},
		{"medium gif", picture(t, "gif", 600, 300), []string{"-400w.png"}, 600, 300},
		{"small png", picture(t, "png", 300, 200), nil, 300, 200},
		{"exactly 400", picture(t, "png", 400, 300), nil, 400, 300},
		{"header only", pngBytes, nil, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, db := newStore(t)
			rel, err := s.Save(ctx, bytes.NewReader(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(rel, filepath.Ext(rel))
			want := []string{rel}
			for _, suffix := range tt.wantSuffix {
				want = append(want, base+suffix)
			}
			got := stored(t, db)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("files = %v, want %v", got, want)
			}
			for _, name := range want {
				if name == rel {
					continue
				}
				w, h, contentType := size(t, db, name)
				wantW := 400
				if strings.Contains(name, "-800w") {
					wantW = 800
				}
				if wantType := map[string]string{".png": "image/png", ".jpg": "image/jpeg"}[filepath.Ext(name)]; contentType != wantType {
					t.Errorf("%s: content type %q, want %q", name, contentType, wantType)
				}
				if w != wantW || h != (tt.wantH*wantW+tt.wantW/2)/tt.wantW {
					t.Errorf("%s is %dx%d, want width %d keeping %dx%d", name, w, h, wantW, tt.wantW, tt.wantH)
				}
			}

			img, ok := s.Image(ctx, rel)
			if tt.wantW == 0 {
				if ok {
					t.Errorf("Image(%q) = %+v, want none for undecodable bytes", rel, img)
				}
				return
			}
			if !ok || img.Width != tt.wantW || img.Height != tt.wantH || img.Src != "/storage/"+rel {
				t.Errorf("Image(%q) = %+v, %v; want %dx%d", rel, img, ok, tt.wantW, tt.wantH)
			}
			var wantSet []string
			for _, suffix := range tt.wantSuffix {
				w := strings.TrimSuffix(strings.TrimPrefix(suffix, "-"), filepath.Ext(suffix))
				wantSet = append(wantSet, "/storage/"+base+suffix+" "+w)
			}
			if len(wantSet) > 0 {
				wantSet = append(wantSet, img.Src+" "+strconv.Itoa(tt.wantW)+"w")
			}
			if got := img.Srcset; got != strings.Join(wantSet, ", ") {
				t.Errorf("Srcset = %q, want %q", got, strings.Join(wantSet, ", "))
			}

			if err := s.Delete(ctx, rel); err != nil {
				t.Fatal(err)
			}
			if left := stored(t, db); len(left) != 0 {
				t.Errorf("after Delete, files %v remain", left)
			}
			if img, ok := s.Image(ctx, rel); ok {
				t.Errorf("after Delete, Image = %+v, want none", img)
			}
		})
	}
}

func TestSaveAnimatedGIFHasNoVariants(t *testing.T) {
	frame := image.NewPaletted(image.Rect(0, 0, 900, 600), []color.Color{color.White, color.Black})
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, &gif.GIF{Image: []*image.Paletted{frame, frame}, Delay: []int{10, 10}}); err != nil {
		t.Fatal(err)
	}
	s, db := newStore(t)
	rel, err := s.Save(ctx, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if got := stored(t, db); !slices.Equal(got, []string{rel}) {
		t.Errorf("files = %v, want only the original", got)
	}
	if img, ok := s.Image(ctx, rel); !ok || img.Width != 900 || img.Height != 600 || img.Srcset != "" {
		t.Errorf("Image = %+v, %v; want 900x600 without srcset", img, ok)
	}
}

func TestImageOfSeededSVG(t *testing.T) {
	s := &media.Store{Defaults: fstest.MapFS{
		"sized.svg":   {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30" width="400" height="300"></svg>`)},
		"px.svg":      {Data: []byte(`<?xml version="1.0"?><svg width="120px" height="80px"/>`)},
		"viewbox.svg": {Data: []byte(`<svg viewBox="-20 54.2 440 191.6" width="100%"/>`)},
		"nothing.svg": {Data: []byte(`<svg/>`)},
		"broken.svg":  {Data: []byte(`not xml`)},
	}}
	tests := []struct {
		path   string
		w, h   int
		wantOK bool
	}{
		{"seed/sized.svg", 400, 300, true},
		{"seed/px.svg", 120, 80, true},
		{"seed/viewbox.svg", 440, 192, true},
		{"seed/nothing.svg", 0, 0, false},
		{"seed/broken.svg", 0, 0, false},
		{"seed/missing.svg", 0, 0, false},
		{"../etc/passwd", 0, 0, false},
	}
	for _, tt := range tests {
		img, ok := s.Image(ctx, tt.path)
		if ok != tt.wantOK || img.Width != tt.w || img.Height != tt.h {
			t.Errorf("Image(%q) = %+v, %v; want %dx%d, %v", tt.path, img, ok, tt.w, tt.h, tt.wantOK)
		}
		if ok && (img.Src != "/storage/"+tt.path || img.Srcset != "") {
			t.Errorf("Image(%q) = %+v, want src /storage/%s and no srcset", tt.path, img, tt.path)
		}
	}
}
