package match_test

import (
	"fmt"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// Three players and a bye vertex (3) joined to the two who may take the
// bye. The heaviest perfect matching pairs 0-1 and gives 2 the bye; after
// the edge 0-1 is removed, the warm re-solve frees only vertex 0 and pairs
// 0-2, so 1 has the bye.
func ExampleIncremental() {
	m := match.NewIncremental(4, 1)
	set := func(u, v int, w uint64) { m.SetWeight(u, v, []uint64{w}) }
	set(0, 1, 10)
	set(0, 2, 6)
	set(1, 2, 7)
	set(3, 1, 1)
	set(3, 2, 1)
	m.Solve()
	fmt.Println(m.Mates())
	set(0, 1, 0)
	m.Solve()
	fmt.Println(m.Mates())
	// Output:
	// [1 0 3 2]
	// [2 3 0 1]
}
