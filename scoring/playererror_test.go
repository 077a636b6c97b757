package scoring

import (
	"slices"
	"testing"
)

func TestPlayerError(t *testing.T) {
	inner := PlayerErrorf("%v and %v have met already", PlayerNo(3), PlayerNo(7))
	e := PlayerErrorf("round %d, board %d: %v", 2, 1, inner).WithHint("give --allow-rematch")
	if got, want := e.Error(), "round 2, board 1: player 3 and player 7 have met already: give --allow-rematch"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	label := func(no int) string { return map[int]string{3: "张三 (3)", 7: "李四 (7)"}[no] }
	if got, want := e.Named(label), "round 2, board 1: 张三 (3) and 李四 (7) have met already: give --allow-rematch"; got != want {
		t.Errorf("Named() = %q, want %q", got, want)
	}
	if got := e.Players(); !slices.Equal(got, []int{3, 7}) {
		t.Errorf("Players() = %v", got)
	}
}
