package dutch_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// TestFaults pairs the hand-made cases of testdata/faults (README there:
// what each one tests, reasoned from C.04.3) and checks both what the rule
// demands of the bye and, where the reference engine pairs the round, its
// exact pairing.
func TestFaults(t *testing.T) {
	for _, tt := range []struct {
		name   string
		bye    int   // the bye the rule demands, 0: not checked
		notBye []int // players who may not get the bye (C2)
		none   bool  // no legal pairing exists
	}{
		// 4 had the pairing-allocated bye and 5 a requested full-point
		// bye: neither may get it (C2), so it goes to 3 (lowest of the
		// rest by C9 and rank).
		{name: "c2-fullpoint-bye", notBye: []int{4, 5}},
		// 1 and 3 had pairing-allocated byes, 4 a full-point bye and 2 is
		// absent: nobody present may take the bye, so no pairing is legal.
		{name: "c2-no-legal-pairing", none: true},
		// 5 alone scores 1.0 and had the pairing-allocated bye, so it goes
		// up to 3 or 4 (1.5): C9 gives it to 3, who has no unplayed game,
		// although colours (C10-C12) would rather pair 3 with 5.
		{name: "c9-bye-up-a-group", bye: 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join("testdata/faults", tt.name)
			data, err := os.ReadFile(filepath.Join(dir, "input.trf"))
			if err != nil {
				t.Fatal(err)
			}
			tr, err := trf.Read(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			in, _, err := trfengine.Input(tr)
			if err != nil {
				t.Fatal(err)
			}
			pairs, bye, err := dutch.Pair(in)
			if tt.none {
				if !errors.Is(err, dutch.ErrNoPairing) {
					t.Fatalf("got %v (bye %d, err %v), want ErrNoPairing", pairs, bye, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.bye != 0 && bye != tt.bye {
				t.Errorf("bye to %d, want %d", bye, tt.bye)
			}
			for _, x := range tt.notBye {
				if bye == x {
					t.Errorf("bye to %d, who may not have it (C2)", bye)
				}
			}
			want, err := os.ReadFile(filepath.Join(dir, "expected.txt"))
			if err != nil {
				t.Fatal(err)
			}
			if got := trfengine.PairingText(pairs, bye); got != string(want) {
				t.Errorf("got:\n%swant (bbpPairings):\n%s", got, want)
			}
		})
	}
}
