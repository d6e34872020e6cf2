// Command genfavicon makes internal/httpapi/favicon.ico from the brand's
// SVG favicon (web/public/favicon.svg): browsers and crawlers ask for
// /favicon.ico whatever the page says, and many take only ICO. It renders
// the SVG itself, without network or image tools, and understands the
// subset the favicon uses: <rect> (with rx), <path> with the commands
// M L H V C A Z (and their relative forms), fill, stroke and stroke-width
// (strokes are drawn with round caps and joins). Anything else is an
// error, so a redrawn favicon cannot be rendered wrong in silence.
//
// Run from the repository root after changing the SVG:
//
//	go run ./scripts/genfavicon
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log"
	"math"
	"os"
	"strconv"
	"strings"
)

// Sizes are the icon's sizes: 16 for tabs, 32 for high-density tabs and
// shortcuts, 48 for Windows and search results.
var Sizes = []int{16, 32, 48}

const (
	svgPath = "web/public/favicon.svg"
	icoPath = "internal/httpapi/favicon.ico"
)

func main() {
	src, err := os.ReadFile(svgPath)
	if err != nil {
		log.Fatal(err)
	}
	ico, err := Build(src)
	if err != nil {
		log.Fatalf("%s: %v", svgPath, err)
	}
	if err := os.WriteFile(icoPath, ico, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s (%d bytes)\n", icoPath, len(ico))
}

// Build renders the SVG at every size and packs the PNGs into an ICO.
func Build(svg []byte) ([]byte, error) {
	d, err := parse(svg)
	if err != nil {
		return nil, err
	}
	var pngs [][]byte
	for _, size := range Sizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, d.render(size)); err != nil {
			return nil, err
		}
		pngs = append(pngs, buf.Bytes())
	}
	return packICO(Sizes, pngs), nil
}

// Render renders the SVG at one size (for the tests).
func Render(svg []byte, size int) (*image.NRGBA, error) {
	d, err := parse(svg)
	if err != nil {
		return nil, err
	}
	return d.render(size), nil
}

// packICO writes an ICONDIR, one ICONDIRENTRY per image and the PNG bytes
// (PNG inside ICO is valid since Windows Vista and read by every browser).
func packICO(sizes []int, pngs [][]byte) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write(le.AppendUint16(nil, 0))                 // reserved
	b.Write(le.AppendUint16(nil, 1))                 // type: icon
	b.Write(le.AppendUint16(nil, uint16(len(pngs)))) // count
	offset := 6 + 16*len(pngs)
	for i, p := range pngs {
		b.WriteByte(byte(sizes[i]))       // width (0 would mean 256)
		b.WriteByte(byte(sizes[i]))       // height
		b.WriteByte(0)                    // palette size: none
		b.WriteByte(0)                    // reserved
		b.Write(le.AppendUint16(nil, 1))  // colour planes
		b.Write(le.AppendUint16(nil, 32)) // bits per pixel
		b.Write(le.AppendUint32(nil, uint32(len(p))))
		b.Write(le.AppendUint32(nil, uint32(offset)))
		offset += len(p)
	}
	for _, p := range pngs {
		b.Write(p)
	}
	return b.Bytes()
}

// ---- the drawing

type point struct{ x, y float64 }

// shape is one painted element: a filled rounded rectangle, or a path's
// outlines filled (nonzero rule) or stroked.
type shape struct {
	color color.NRGBA
	// rect, when set, is x, y, w, h, rx.
	rect        []float64
	outlines    [][]point // each closed for filling
	strokeWidth float64   // > 0: stroke the outlines (not closed unless z)
	closed      []bool
}

type drawing struct {
	viewW, viewH float64
	shapes       []shape
}

func parse(src []byte) (*drawing, error) {
	dec := xml.NewDecoder(bytes.NewReader(src))
	d := &drawing{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := map[string]string{}
		for _, a := range el.Attr {
			attr[a.Name.Local] = a.Value
		}
		switch el.Name.Local {
		case "svg":
			var x, y float64
			if _, err := fmt.Sscan(attr["viewBox"], &x, &y, &d.viewW, &d.viewH); err != nil || x != 0 || y != 0 {
				return nil, fmt.Errorf("viewBox %q: want 0 0 w h", attr["viewBox"])
			}
		case "rect":
			nums, err := numbers(attr, "x", "y", "width", "height", "rx")
			if err != nil {
				return nil, err
			}
			c, err := paint(attr["fill"])
			if err != nil {
				return nil, err
			}
			d.shapes = append(d.shapes, shape{color: c, rect: nums})
		case "path":
			outlines, closed, err := flatten(attr["d"])
			if err != nil {
				return nil, fmt.Errorf("path %q: %v", attr["d"], err)
			}
			if f := attr["fill"]; f != "none" {
				c, err := paint(f)
				if err != nil {
					return nil, err
				}
				d.shapes = append(d.shapes, shape{color: c, outlines: outlines})
			}
			if s := attr["stroke"]; s != "" && s != "none" {
				c, err := paint(s)
				if err != nil {
					return nil, err
				}
				w, err := strconv.ParseFloat(attr["stroke-width"], 64)
				if err != nil {
					return nil, fmt.Errorf("stroke-width %q", attr["stroke-width"])
				}
				if attr["stroke-linecap"] != "round" || attr["stroke-linejoin"] != "round" {
					return nil, errors.New("only round line caps and joins are drawn")
				}
				d.shapes = append(d.shapes, shape{color: c, outlines: outlines, closed: closed, strokeWidth: w})
			}
		default:
			return nil, fmt.Errorf("element <%s> is not supported", el.Name.Local)
		}
	}
	if d.viewW == 0 || d.viewH == 0 {
		return nil, errors.New("no viewBox")
	}
	return d, nil
}

// numbers reads the named attributes (missing ones are 0).
func numbers(attr map[string]string, names ...string) ([]float64, error) {
	out := make([]float64, len(names))
	for i, n := range names {
		if v, ok := attr[n]; ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return nil, fmt.Errorf("%s=%q", n, v)
			}
			out[i] = f
		}
	}
	return out, nil
}

// paint reads a #rrggbb colour.
func paint(s string) (color.NRGBA, error) {
	var r, g, b uint8
	if len(s) != 7 || s[0] != '#' {
		return color.NRGBA{}, fmt.Errorf("colour %q: want #rrggbb", s)
	}
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b); err != nil {
		return color.NRGBA{}, fmt.Errorf("colour %q: %v", s, err)
	}
	return color.NRGBA{r, g, b, 255}, nil
}

// flatten turns path data into polylines (curves cut into short lines).
func flatten(data string) ([][]point, []bool, error) {
	toks, err := tokenize(data)
	if err != nil {
		return nil, nil, err
	}
	var outlines [][]point
	var closed []bool
	var cur, start point
	var line []point
	finish := func(isClosed bool) {
		if len(line) > 1 {
			outlines, closed = append(outlines, line), append(closed, isClosed)
		}
		line = nil
	}
	i := 0
	num := func() (float64, error) {
		if i >= len(toks) || toks[i].cmd != 0 {
			return 0, errors.New("missing number")
		}
		i++
		return toks[i-1].num, nil
	}
	var cmd byte
	for i < len(toks) {
		if toks[i].cmd != 0 {
			cmd = toks[i].cmd
			i++
		} else if cmd == 0 {
			return nil, nil, errors.New("number before any command")
		}
		rel := cmd >= 'a'
		base := point{}
		if rel {
			base = cur
		}
		switch cmd | 0x20 { // lower case
		case 'm':
			x, err1 := num()
			y, err2 := num()
			if err := errors.Join(err1, err2); err != nil {
				return nil, nil, err
			}
			finish(false)
			cur = point{base.x + x, base.y + y}
			start, line = cur, []point{cur}
			// Further pairs after a moveto are linetos.
			if rel {
				cmd = 'l'
			} else {
				cmd = 'L'
			}
		case 'l':
			x, err1 := num()
			y, err2 := num()
			if err := errors.Join(err1, err2); err != nil {
				return nil, nil, err
			}
			cur = point{base.x + x, base.y + y}
			line = append(line, cur)
		case 'h':
			x, err := num()
			if err != nil {
				return nil, nil, err
			}
			cur = point{base.x + x, cur.y}
			line = append(line, cur)
		case 'v':
			y, err := num()
			if err != nil {
				return nil, nil, err
			}
			cur = point{cur.x, base.y + y}
			line = append(line, cur)
		case 'c':
			var v [6]float64
			for k := range v {
				if v[k], err = num(); err != nil {
					return nil, nil, err
				}
			}
			p0, p1, p2, p3 := cur, point{base.x + v[0], base.y + v[1]}, point{base.x + v[2], base.y + v[3]}, point{base.x + v[4], base.y + v[5]}
			for k := 1; k <= 32; k++ {
				t := float64(k) / 32
				u := 1 - t
				line = append(line, point{
					u*u*u*p0.x + 3*u*u*t*p1.x + 3*u*t*t*p2.x + t*t*t*p3.x,
					u*u*u*p0.y + 3*u*u*t*p1.y + 3*u*t*t*p2.y + t*t*t*p3.y,
				})
			}
			cur = p3
		case 'a':
			var v [7]float64
			for k := range v {
				if v[k], err = num(); err != nil {
					return nil, nil, err
				}
			}
			end := point{base.x + v[5], base.y + v[6]}
			line = append(line, arc(cur, end, v[0], v[1], v[2], v[3] != 0, v[4] != 0)...)
			cur = end
		case 'z':
			line = append(line, start)
			cur = start
			finish(true)
			line = []point{cur}
		default:
			return nil, nil, fmt.Errorf("command %q is not supported", cmd)
		}
	}
	finish(false)
	return outlines, closed, nil
}

// arc flattens an SVG elliptical arc (SVG 1.1 appendix F.6.5: endpoint to
// centre parameterization).
func arc(p0, p1 point, rx, ry, rotDeg float64, large, sweep bool) []point {
	if rx == 0 || ry == 0 {
		return []point{p1}
	}
	rx, ry = math.Abs(rx), math.Abs(ry)
	phi := rotDeg * math.Pi / 180
	cos, sin := math.Cos(phi), math.Sin(phi)
	dx, dy := (p0.x-p1.x)/2, (p0.y-p1.y)/2
	x1 := cos*dx + sin*dy
	y1 := -sin*dx + cos*dy
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	k := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		k = -k
	}
	cx1, cy1 := k*rx*y1/ry, -k*ry*x1/rx
	cx := cos*cx1 - sin*cy1 + (p0.x+p1.x)/2
	cy := sin*cx1 + cos*cy1 + (p0.y+p1.y)/2
	angle := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	t1 := angle(1, 0, (x1-cx1)/rx, (y1-cy1)/ry)
	dt := angle((x1-cx1)/rx, (y1-cy1)/ry, (-x1-cx1)/rx, (-y1-cy1)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	var pts []point
	for i := 1; i <= 32; i++ {
		t := t1 + dt*float64(i)/32
		x, y := rx*math.Cos(t), ry*math.Sin(t)
		pts = append(pts, point{cos*x - sin*y + cx, sin*x + cos*y + cy})
	}
	pts[len(pts)-1] = p1
	return pts
}

type token struct {
	cmd byte // 0: a number
	num float64
}

// tokenize splits path data into commands and numbers ("-5.3", ".5.5" is
// two numbers, "1e-2" one).
func tokenize(s string) ([]token, error) {
	var out []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == ',' || c == '\n' || c == '\t' || c == '\r':
			i++
		case strings.IndexByte("MmLlHhVvCcAaZz", c) >= 0:
			out = append(out, token{cmd: c})
			i++
		case c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'):
			j, dot := i, false
			if s[j] == '-' || s[j] == '+' {
				j++
			}
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' && !dot) {
				dot = dot || s[j] == '.'
				j++
			}
			if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
				j++
				if j < len(s) && (s[j] == '-' || s[j] == '+') {
					j++
				}
				for j < len(s) && s[j] >= '0' && s[j] <= '9' {
					j++
				}
			}
			f, err := strconv.ParseFloat(s[i:j], 64)
			if err != nil {
				return nil, fmt.Errorf("number %q", s[i:j])
			}
			out = append(out, token{num: f})
			i = j
		default:
			return nil, fmt.Errorf("unexpected %q", c)
		}
	}
	return out, nil
}

// ---- rasterizing

// samples per pixel side: 16×16 sub-pixel samples give smooth edges.
const samples = 16

// render paints the shapes in order, each sample taking the colour of the
// topmost shape covering it, and averages the samples of each pixel.
func (d *drawing) render(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	sx, sy := d.viewW/float64(size), d.viewH/float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for j := range samples {
				for i := range samples {
					p := point{(float64(px) + (float64(i)+0.5)/samples) * sx, (float64(py) + (float64(j)+0.5)/samples) * sy}
					for k := len(d.shapes) - 1; k >= 0; k-- {
						if d.shapes[k].covers(p) {
							c := d.shapes[k].color
							r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+1
							break
						}
					}
				}
			}
			if a == 0 {
				continue
			}
			// Colours are opaque: the average over the covered samples is
			// the colour, the covered share is the alpha.
			img.SetNRGBA(px, py, color.NRGBA{
				uint8(math.Round(r / a)), uint8(math.Round(g / a)), uint8(math.Round(b / a)),
				uint8(math.Round(255 * a / (samples * samples))),
			})
		}
	}
	return img
}

func (s shape) covers(p point) bool {
	switch {
	case s.rect != nil:
		x, y, w, h, rx := s.rect[0], s.rect[1], s.rect[2], s.rect[3], s.rect[4]
		if p.x < x || p.y < y || p.x > x+w || p.y > y+h {
			return false
		}
		// Inside the rectangle shrunk by rx, or within rx of it.
		cx := math.Max(x+rx, math.Min(p.x, x+w-rx))
		cy := math.Max(y+rx, math.Min(p.y, y+h-rx))
		return math.Hypot(p.x-cx, p.y-cy) <= rx
	case s.strokeWidth > 0:
		half := s.strokeWidth / 2
		for _, line := range s.outlines {
			for i := 1; i < len(line); i++ {
				if segmentDistance(p, line[i-1], line[i]) <= half {
					return true
				}
			}
		}
		return false
	default:
		winding := 0
		for _, line := range s.outlines {
			for i := range line {
				a, b := line[i], line[(i+1)%len(line)]
				if a.y <= p.y && b.y > p.y && cross(a, b, p) > 0 {
					winding++
				} else if a.y > p.y && b.y <= p.y && cross(a, b, p) < 0 {
					winding--
				}
			}
		}
		return winding != 0
	}
}

func cross(a, b, p point) float64 { return (b.x-a.x)*(p.y-a.y) - (p.x-a.x)*(b.y-a.y) }

func segmentDistance(p, a, b point) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = math.Max(0, math.Min(1, ((p.x-a.x)*dx+(p.y-a.y)*dy)/l))
	}
	return math.Hypot(p.x-(a.x+t*dx), p.y-(a.y+t*dy))
}
