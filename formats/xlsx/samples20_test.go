package xlsx

import (
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// universitySwiss is the university-swiss sample after its seven rounds
// (25 staff, 6 branches; testdata/university-swiss.yaml).
func universitySwiss(t *testing.T) *scoring.Event {
	t.Helper()
	ev, err := event.Load("testdata/university-swiss.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestBranchSplitByEarlierRound (issue 20): the branch ranking 团体总分 of
// the university sample has 信息学院分工会 4th and 测绘学院分工会 5th on
// 12.5 points each. The ranking compares the members' points of the last
// round, then the round before, and so on (末轮积分), then their 对手分:
//
//	round 7: 信息 0.5 (9) + 1 bye (3) + 0 + 0 = 1.5; 测绘 1 (2) + 0 + 0.5 (8) + 0 = 1.5
//	round 6: 信息 0 + 1 (3) + 0 + 0 = 1;             测绘 0 + 1 (20) + 0 + 0 = 1
//	round 5: 信息 1 (9) + 0 + 1 (15) + 1 bye (21) = 3; 测绘 ½ + ½ + 1 (8) + 0 = 2
//
// so round 5 split them, not the 对手分 96 : 98.5 (which would have put 测绘
// first); the note said "按对手分区分（96 : 98.5）" before.
func TestBranchSplitByEarlierRound(t *testing.T) {
	rows := sheetRows(t, universitySwiss(t), Options{})["团体总分"]
	all := textOf(rows)
	want := "第4、5名（信息学院分工会、测绘学院分工会）同积12.5分，按末轮积分区分（栏中同为 1.5，由其后逐项比较决出）。"
	if !strings.Contains(all, want) {
		t.Errorf("no %q in\n%s", want, all)
	}
	if strings.Contains(all, "按对手分区分（96 : 98.5）") {
		t.Errorf("the note names the 对手分, which did not split them:\n%s", all)
	}
}
