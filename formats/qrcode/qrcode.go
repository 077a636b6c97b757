// Package qrcode draws the QR codes of 'xqt serve' (docs/serve.md): the
// links on the organiser page, the organiser link in the terminal at start
// and the one-board link on each printed result slip. It is a thin layer
// over github.com/piglig/go-qr (encoding with ISO/IEC 18004 mask selection,
// and a decoder the tests read the codes back with); the drawing (inline
// SVG, terminal blocks) is ours.
package qrcode

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"

	goqr "github.com/piglig/go-qr"
)

// quiet is the white border around a code, in modules: ISO/IEC 18004 asks
// for 4.
const quiet = 4

// Code is an encoded QR code.
type Code struct{ q *goqr.QrCode }

// Encode encodes text at error correction level M (15% of the codewords
// may be lost: a slip folded or smudged still scans), the level most
// phone readers and printers are tested at.
func Encode(text string) (*Code, error) {
	q, err := goqr.EncodeText(text, goqr.Medium)
	if err != nil {
		return nil, fmt.Errorf("qr code of %d characters: %w", len(text), err)
	}
	return &Code{q}, nil
}

// Size is the number of modules on a side, without the quiet zone.
func (c *Code) Size() int { return c.q.Size() }

// Dark reports whether module x, y is dark; outside the code it is light.
func (c *Code) Dark(x, y int) bool {
	n := c.q.Size()
	return x >= 0 && y >= 0 && x < n && y < n && c.q.Module(x, y)
}

// SVG is the code as an inline SVG element of px pixels on a side (the
// quiet zone included): one path of horizontal runs of dark modules, in
// module units, so it stays sharp on screen and on paper. label is its
// accessible name.
func (c *Code) SVG(px int, label string) string {
	n := c.q.Size() + 2*quiet
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" shape-rendering="crispEdges" role="img" aria-label="%s">`, n, n, px, px, escape(label))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n)
	for y := 0; y < c.q.Size(); y++ {
		for x := 0; x < c.q.Size(); {
			if !c.Dark(x, y) {
				x++
				continue
			}
			run := 1
			for c.Dark(x+run, y) {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+quiet, y+quiet, run, run)
			x += run
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}

// SVG encodes text and draws it as SVG of px pixels.
func SVG(text string, px int, label string) (string, error) {
	c, err := Encode(text)
	if err != nil {
		return "", err
	}
	return c.SVG(px, label), nil
}

// Terminal is the code in a terminal: two rows of modules per line with the
// half blocks ▀ ▄ █, black on an explicit white background (ANSI colours),
// so it scans on a dark terminal as on a light one.
func (c *Code) Terminal() string {
	n := c.q.Size()
	var b strings.Builder
	for y := -quiet; y < n+quiet; y += 2 {
		b.WriteString("\x1b[30;47m")
		for x := -quiet; x < n+quiet; x++ {
			top, bottom := c.Dark(x, y), c.Dark(x, y+1)
			switch {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		b.WriteString("\x1b[0m\n")
	}
	return b.String()
}

// Image is the code as a picture, scale pixels a module, with the quiet
// zone.
func (c *Code) Image(scale int) image.Image {
	n := c.q.Size() + 2*quiet
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for py := 0; py < n*scale; py++ {
		for px := 0; px < n*scale; px++ {
			v := uint8(255)
			if c.Dark(px/scale-quiet, py/scale-quiet) {
				v = 0
			}
			img.SetGray(px, py, color.Gray{Y: v})
		}
	}
	return img
}

// Decode reads the text of a QR code in img.
func Decode(img image.Image) (string, error) {
	return goqr.Decode(img)
}

var runRE = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`)
var boxRE = regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`)

// DecodeSVG reads back the text of an SVG this package drew (the first
// one in svg): the tests of the slips and pages check what a phone would
// read, not only what was asked for.
func DecodeSVG(svg string) (string, error) {
	start := strings.Index(svg, `<svg class="qr"`)
	if start < 0 {
		return "", errors.New("no qr code svg")
	}
	svg = svg[start:]
	if end := strings.Index(svg, "</svg>"); end >= 0 {
		svg = svg[:end]
	}
	m := boxRE.FindStringSubmatch(svg)
	if m == nil {
		return "", errors.New("qr code svg without a viewBox")
	}
	n, _ := strconv.Atoi(m[1])
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, r := range runRE.FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(r[1])
		y, _ := strconv.Atoi(r[2])
		w, _ := strconv.Atoi(r[3])
		for py := y * scale; py < (y+1)*scale; py++ {
			for px := x * scale; px < (x+w)*scale; px++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	}
	return Decode(img)
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
