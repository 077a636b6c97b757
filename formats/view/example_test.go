package view_test

import (
	"fmt"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// Contexts works a stage out once; every view then reads the standings
// after each round and the texts from it.
func ExampleContexts() {
	table, _ := scoring.Preset(scoring.DefaultTable)
	ev := &scoring.Event{Points: table, Players: []scoring.Player{{No: 1, Name: "王天一"}, {No: 2, Name: "郑惟桐"}}}
	ev.Rounds = []scoring.Round{{Number: 1, Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins}}}}
	cs, err := view.Contexts(ev, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := cs[0]
	for _, r := range c.Final().Rows {
		e := c.Final().Records[r.No].Entries[0]
		fmt.Println(r.Place, view.Name(ev, "zh", r.No), r.Points, view.GridMark("zh", e), view.GridMark("en", e))
	}
	fmt.Println(c.Complete(0))
	// Output:
	// 1 王天一 2 2红胜 2r1
	// 2 郑惟桐 0 1黑负 1b0
	// true
}
