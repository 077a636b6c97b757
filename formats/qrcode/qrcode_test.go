package qrcode

import (
	"strings"
	"testing"
)

// TestRoundTrip encodes the links 'xqt serve' hands out (the longest is an
// https one-board link on a LAN address with a 43-character key) and reads
// them back from the picture and from the SVG.
func TestRoundTrip(t *testing.T) {
	key := strings.Repeat("Ab3_-", 8) + "xyz" // 43 characters, as base64url of 32 bytes
	for _, text := range []string{
		"http://127.0.0.1:8080/",
		"http://192.168.1.20:8080/k/" + key,
		"https://192.168.100.200:65535/k/" + key + "?next=/board/150",
		"第3轮 第12台",
	} {
		c, err := Encode(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got, err := Decode(c.Image(3)); err != nil || got != text {
			t.Errorf("image of %q reads back %q, %v", text, got, err)
		}
		svg := c.SVG(200, text)
		if got, err := DecodeSVG("<p>before</p>" + svg + "<p>after</p>"); err != nil || got != text {
			t.Errorf("svg of %q reads back %q, %v", text, got, err)
		}
		if !strings.Contains(svg, `width="200"`) || strings.Contains(svg, "<script") {
			t.Errorf("svg: %.120s", svg)
		}
	}
}

// TestTerminal checks the terminal drawing: one line per two rows of
// modules with the quiet zone, every line as wide as the code.
func TestTerminal(t *testing.T) {
	c, err := Encode("http://192.168.1.20:8080/k/secret")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(c.Terminal(), "\n"), "\n")
	n := c.Size() + 2*quiet
	if len(lines) != (n+1)/2 {
		t.Fatalf("%d lines, want %d", len(lines), (n+1)/2)
	}
	for i, l := range lines {
		l = strings.TrimSuffix(strings.TrimPrefix(l, "\x1b[30;47m"), "\x1b[0m")
		if got := len([]rune(l)); got != n {
			t.Fatalf("line %d is %d cells, want %d", i, got, n)
		}
	}
	// The top-left finder pattern: row 0 of the code is dark from column 0
	// to 6, so line 2 (rows 0 and 1 after the 4 quiet rows) starts with 4
	// blanks and then 7 full or upper blocks.
	row := []rune(strings.TrimPrefix(lines[2], "\x1b[30;47m"))
	if string(row[:4]) != "    " || !strings.ContainsRune("█▀", row[4]) || !strings.ContainsRune("█▀", row[10]) {
		t.Fatalf("finder pattern not where it belongs: %q", string(row[:12]))
	}
}
