package print

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/qrcode"
)

// TestSlipQR prints the slips of a single-game round and of a team round
// with a link per board (per match): every slip carries one QR code, and
// it reads back as the link of that slip's round and board. Without
// SlipLink no slip has a code.
func TestSlipQR(t *testing.T) {
	boardRE := regexp.MustCompile(`<div class="board">(?:第 (\d+) [台场]|(?:Board|Match) (\d+))</div>`)
	for _, tc := range []struct {
		name string
		opt  Options
	}{
		{"swiss", Options{}},
		{"team", Options{Round: 2, Lang: "en"}},
	} {
		ev := load(t, tc.name)
		link := func(round, board int) string {
			return fmt.Sprintf("https://192.168.1.20:8443/k/secret-r%d-b%d", round, board)
		}
		plain, err := Document(ev, KindSlips, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(plain), "<svg") {
			t.Errorf("%s: a slip without SlipLink has a QR code", tc.name)
		}
		opt := tc.opt
		opt.SlipLink = link
		doc, err := Document(ev, KindSlips, opt)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := pickRound(ev, tc.opt.Round)
		slips := strings.Split(string(doc), `<div class="slip">`)[1:]
		want := len(r.Games)
		if len(r.Matches) > 0 {
			want = len(r.Matches)
		}
		if len(slips) != want || want == 0 {
			t.Fatalf("%s: %d slips, want %d", tc.name, len(slips), want)
		}
		for i, s := range slips {
			m := boardRE.FindStringSubmatch(s)
			if m == nil {
				t.Fatalf("%s: slip %d has no board heading", tc.name, i+1)
			}
			board := m[1] + m[2]
			if strings.Count(s, "<svg") != 1 {
				t.Fatalf("%s board %s: %d QR codes, want 1", tc.name, board, strings.Count(s, "<svg"))
			}
			got, err := qrcode.DecodeSVG(s)
			if want := fmt.Sprintf("https://192.168.1.20:8443/k/secret-r%d-b%s", r.Number, board); err != nil || got != want {
				t.Errorf("%s board %s: the code reads %q (%v), want %q", tc.name, board, got, err, want)
			}
		}
	}
}
