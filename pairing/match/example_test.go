package match_test

import (
	"fmt"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// A path a-b-c-d with weights 5, 11, 5: the heaviest matching takes the
// middle edge alone; asking for maximum cardinality takes the two outer ones.
func ExampleSolve() {
	edges := []match.Edge{{U: 0, V: 1, W: 5}, {U: 1, V: 2, W: 11}, {U: 2, V: 3, W: 5}}
	mate, _ := match.Solve(4, edges, match.Options{})
	fmt.Println(mate, match.Weight(edges, mate))
	mate, _ = match.Solve(4, edges, match.Options{MaxCardinality: true})
	fmt.Println(mate, match.Weight(edges, mate))
	// Output:
	// [-1 2 1 -1] 11
	// [1 0 3 2] 10
}
