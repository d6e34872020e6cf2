package media

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/image/draw"
)

// VariantWidths are the widths an upload is also stored at, so a phone
// downloads a picture the size of its screen rather than the original.
// Only widths smaller than the original are written.
var VariantWidths = []int{400, 800}

// maxVariantPixels bounds the pictures that get variants: decoding one
// needs four bytes a pixel, and a 5 MB PNG can claim far more pixels than
// the server should hold in memory. A bigger picture is served as it is.
const maxVariantPixels = 24_000_000

// jpegQuality is the quality of resized JPEG variants; above it files
// grow quickly for no difference a visitor can see.
const jpegQuality = 82

// Image is what a page needs to show a stored image without layout shift:
// its intrinsic size and the resized copies a browser may choose from.
type Image struct {
	Src    string `json:"src"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Srcset string `json:"srcset,omitempty"`
}

// variantPath names the copy of rel at width w: "uploads/x.png" becomes
// "uploads/x-400w.png". Copies of JPEGs are JPEGs; everything else is
// resized to PNG (GIF has only 256 colours, which resizing would band).
func variantPath(rel string, w int) string {
	ext := path.Ext(rel)
	out := ".png"
	if ext == ".jpg" {
		out = ".jpg"
	}
	return strings.TrimSuffix(rel, ext) + "-" + strconv.Itoa(w) + "w" + out
}

// makeVariants makes the resized copies of the upload rel holding data.
// A file that does not decode (it only looked like an image) or is too
// big to resize gets none, and is still served as uploaded; only failing
// to encode a copy is an error. An animated GIF gets none either: a still
// copy would lose the animation.
func makeVariants(rel string, data []byte) ([]Blob, error) {
	src := decodeForResize(rel, data)
	if src == nil {
		return nil, nil
	}
	b := src.Bounds()
	var out []Blob
	for _, w := range VariantWidths {
		if w >= b.Dx() {
			continue
		}
		h := max(1, (b.Dy()*w+b.Dx()/2)/b.Dx())
		dst := image.NewNRGBA(image.Rect(0, 0, w, h))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
		var buf bytes.Buffer
		v := Blob{Path: variantPath(rel, w), ContentType: "image/png"}
		var err error
		if strings.HasSuffix(v.Path, ".jpg") {
			v.ContentType = "image/jpeg"
			err = jpeg.Encode(&buf, dst, &jpeg.Options{Quality: jpegQuality})
		} else {
			err = png.Encode(&buf, dst)
		}
		if err != nil {
			return nil, fmt.Errorf("encode variant: %w", err)
		}
		v.Data = buf.Bytes()
		out = append(out, v)
	}
	return out, nil
}

// decodeForResize decodes the picture in data, or returns nil when it
// should get no variants.
func decodeForResize(rel string, data []byte) image.Image {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width*cfg.Height > maxVariantPixels || cfg.Width <= VariantWidths[0] {
		return nil
	}
	if strings.HasSuffix(rel, ".gif") {
		g, err := gif.DecodeAll(bytes.NewReader(data))
		if err != nil || len(g.Image) != 1 {
			return nil
		}
		return g.Image[0]
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	return img
}

// Image describes the stored image at rel for a page, or reports false
// when there is none or its size cannot be read. Files are never
// rewritten (a new upload gets a new name), so the answer is cached.
func (s *Store) Image(ctx context.Context, rel string) (Image, bool) {
	clean, ok := cleanPath(rel)
	if !ok {
		return Image{}, false
	}
	if img, ok := s.cached(clean); ok {
		return img, true
	}
	img, ok := s.describe(ctx, clean)
	if ok {
		s.remember(clean, img)
	}
	return img, ok
}

func (s *Store) describe(ctx context.Context, rel string) (Image, bool) {
	img := Image{Src: "/storage/" + rel}
	if seed, isSeed := strings.CutPrefix(rel, "seed/"); isSeed {
		if s.Defaults == nil {
			return Image{}, false
		}
		data, err := fs.ReadFile(s.Defaults, seed)
		if err != nil || !strings.HasSuffix(seed, ".svg") {
			return Image{}, false
		}
		w, h, ok := svgSize(data)
		img.Width, img.Height = w, h
		return img, ok
	}
	if !strings.HasPrefix(rel, "uploads/") {
		return Image{}, false
	}
	b, ok, err := s.blob(ctx, rel)
	if err != nil || !ok {
		return Image{}, false
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(b.Data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return Image{}, false
	}
	img.Width, img.Height = cfg.Width, cfg.Height
	var paths []string
	for _, w := range VariantWidths {
		paths = append(paths, variantPath(rel, w))
	}
	stored, err := s.DB.MediaBlobsExist(ctx, paths)
	if err != nil {
		return Image{}, false
	}
	var set []string
	for i, w := range VariantWidths {
		if slices.Contains(stored, paths[i]) {
			set = append(set, "/storage/"+paths[i]+" "+strconv.Itoa(w)+"w")
		}
	}
	if len(set) > 0 {
		set = append(set, img.Src+" "+strconv.Itoa(img.Width)+"w")
		img.Srcset = strings.Join(set, ", ")
	}
	return img, true
}

// maxSVGSide bounds an SVG's intrinsic width and height: no picture on a
// page is wider than this many CSS pixels.
const maxSVGSide = 100_000

// svgSize reads an SVG's intrinsic size from its root width and height,
// or failing those its viewBox.
func svgSize(data []byte) (int, int, bool) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			return 0, 0, false
		}
		el, isStart := tok.(xml.StartElement)
		if !isStart {
			continue
		}
		if el.Name.Local != "svg" {
			return 0, 0, false
		}
		var w, h float64
		var box []string
		for _, a := range el.Attr {
			switch a.Name.Local {
			case "width":
				w = svgLength(a.Value)
			case "height":
				h = svgLength(a.Value)
			case "viewBox":
				box = strings.Fields(strings.ReplaceAll(a.Value, ",", " "))
			}
		}
		if (w <= 0 || h <= 0) && len(box) == 4 {
			w, _ = strconv.ParseFloat(box[2], 64)
			h, _ = strconv.ParseFloat(box[3], 64)
		}
		// Written so NaN fails too; a side past maxSVGSide (1e308 fits a
		// float) would overflow the int and give a page a negative size.
		if !(w > 0 && h > 0 && w <= maxSVGSide && h <= maxSVGSide) {
			return 0, 0, false
		}
		return int(w + 0.5), int(h + 0.5), true
	}
}

// svgLength parses a plain or pixel length; percentages and other units
// say nothing about the intrinsic size.
func svgLength(v string) float64 {
	n, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), "px"), 64)
	if err != nil {
		return 0
	}
	return n
}

// maxCachedImages bounds the size cache; past it the cache starts over,
// which costs only a few re-reads of file headers.
const maxCachedImages = 4096

func (s *Store) cached(rel string) (Image, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	img, ok := s.images[rel]
	return img, ok
}

func (s *Store) remember(rel string, img Image) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.images == nil || len(s.images) >= maxCachedImages {
		s.images = make(map[string]Image)
	}
	s.images[rel] = img
}

func (s *Store) forget(rel string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.images, rel)
}
