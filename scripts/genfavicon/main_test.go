package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"
)

// TestCommittedIconIsCurrent checks that the committed favicon.ico is the
// SVG rendered now: whoever changes the SVG must run the generator. Pixels
// are compared, not bytes, so a Go release that compresses PNGs
// differently does not fail it.
func TestCommittedIconIsCurrent(t *testing.T) {
	svg, err := os.ReadFile("../../" + svgPath)
	if err != nil {
		t.Fatal(err)
	}
	ico, err := os.ReadFile("../../" + icoPath)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if len(ico) < 6 || !bytes.Equal(ico[:4], []byte{0, 0, 1, 0}) || int(le.Uint16(ico[4:])) != len(Sizes) {
		t.Fatalf("ICO header %x: want 00 00 01 00 and %d images", ico[:min(6, len(ico))], len(Sizes))
	}
	for i, size := range Sizes {
		e := ico[6+16*i:]
		n, off := int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
		if int(e[0]) != size || int(e[1]) != size || le.Uint16(e[6:]) != 32 || off+n > len(ico) {
			t.Fatalf("entry %d: %dx%d, %d bits, %d bytes at %d", i, e[0], e[1], le.Uint16(e[6:]), n, off)
		}
		committed, err := png.Decode(bytes.NewReader(ico[off : off+n]))
		if err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		got := image.NewNRGBA(committed.Bounds())
		draw.Draw(got, got.Bounds(), committed, image.Point{}, draw.Src)
		want, err := Render(svg, size)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Pix, want.Pix) || got.Bounds() != want.Bounds() {
			t.Errorf("%dx%d icon differs from %s: run go run ./scripts/genfavicon", size, size, svgPath)
		}
	}
}

func TestTokenize(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []token
	}{
		{"M18 4l12 4.3", []token{{cmd: 'M'}, {num: 18}, {num: 4}, {cmd: 'l'}, {num: 12}, {num: 4.3}}},
		{"c0 7.7-5.3 12.5", []token{{cmd: 'c'}, {num: 0}, {num: 7.7}, {num: -5.3}, {num: 12.5}}},
		{".5.5,1e-1z", []token{{num: .5}, {num: .5}, {num: .1}, {cmd: 'z'}}},
	} {
		got, err := tokenize(c.in)
		if err != nil || len(got) != len(c.want) {
			t.Errorf("tokenize(%q): got %v, %v; want %v", c.in, got, err, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("tokenize(%q)[%d]: got %v, want %v", c.in, i, got[i], c.want[i])
			}
		}
	}
	if _, err := parse([]byte(`<svg viewBox="0 0 8 8"><circle r="2"/></svg>`)); err == nil {
		t.Error("an unsupported element: got no error")
	}
}
