package cmd

import (
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/burstein"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// enginePair pairs one round by the system the command line named: --dutch
// (FIDE C.04.3) or --burstein (FIDE C.04.4.2). Both read the same input;
// Burstein accelerates rounds 1 and 2 as bbpPairings does when the file
// sets no acceleration of its own (no XXA/250 lines, no Baku).
func enginePair(system string, t *trf.Tournament, in *dutch.Input) ([]dutch.Board, int, error) {
	if system == "burstein" {
		if len(t.Accel) == 0 && !t.Baku {
			burstein.DefaultAccel(in)
		}
		return burstein.Pair(in)
	}
	return dutch.Pair(in)
}
