package tiebreak_test

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// A three-player round robin at 2/1/0 ranked by the 2011 order. 李四 (2)
// beat 3 and drew 1: 3 points, 小分 2 + 1/2 = 2.5; 张三 (3) beat 1: 2
// points, 小分 1; 王小明 (1) drew 2: 1 point, 小分 3/2.
func ExampleCompute() {
	table, _ := scoring.Preset("cxa2011")
	players := []scoring.Player{{No: 1, Name: "王小明"}, {No: 2, Name: "李四"}, {No: 3, Name: "张三"}}
	rounds := []scoring.Round{
		{Number: 1, Games: []scoring.Game{{Board: 1, Red: 2, Black: 3, Result: scoring.RedWins}}, Byes: []int{1}},
		{Number: 2, Games: []scoring.Game{{Board: 1, Red: 3, Black: 1, Result: scoring.RedWins}}, Byes: []int{2}},
		{Number: 3, Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.Draw}}, Byes: []int{3}},
	}
	st, err := tiebreak.Compute(tiebreak.Input{Players: players, Rounds: rounds, Table: table,
		RoundRobin: true, Opponents: 2, Criteria: []string{"cxa2011-rr"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	var labels []string
	for _, c := range st.Criteria {
		labels = append(labels, c.Zh)
	}
	fmt.Println(strings.Join(labels, " "))
	for _, r := range st.Rows {
		fmt.Println(r.Place, r.Shared, r.No, r.Points, r.Values[0])
	}
	fmt.Println("play-off:", st.PlayoffNeeded)
	// Output:
	// 小分 胜局 直胜 犯规 后走局数
	// 1 false 2 3 2.5
	// 2 false 3 2 1
	// 3 false 1 1 1.5
	// play-off: false
}
