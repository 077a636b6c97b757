package cmd

import "github.com/xiangqi-org/xqt/scoring"

// pairKnockout pairs round k of a knockout stage. The knockout engine replaces this.
func pairKnockout(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	return scoring.Round{}, invalidf("knockout pairing is not available yet")
}
