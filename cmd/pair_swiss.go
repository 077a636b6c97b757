package cmd

import "github.com/xiangqi-org/xqt/scoring"

// pairSwiss pairs round k of a Swiss stage. The Swiss engine replaces this.
func pairSwiss(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	return scoring.Round{}, invalidf("Swiss pairing is not available yet")
}
