package xlsx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// roundNotes adds the lines under a round's pairings (view.RoundNotes):
// the byes (with their points, except where a bye scores by no table: a
// round robin's scores nothing, a knockout's bye just goes through),
// requested byes, absent players, players who have withdrawn, the boards
// still without a result, and the colour limits a last Swiss round relaxed.
func (b *book) roundNotes(s *sheet, sc *stageCtx, k int, r scoring.Round) {
	name := func(no int) string { return b.name(sc.ev, no) }
	list := func(nos []int) string {
		var parts []string
		for _, no := range nos {
			parts = append(parts, fmt.Sprintf("%d %s", no, name(no)))
		}
		return strings.Join(parts, b.l("、", ", "))
	}
	for _, n := range sc.RoundNotes(b.lang, r, sc.OpenBoards(k, r), name) {
		switch n.Kind {
		case view.NoteByeCard:
			s.note(b.l("抽到 K 轮空（直接晋级）：", "Bye (drew the K, goes through): ") + list(n.Players))
		case view.NoteByeThrough:
			s.note(b.l("轮空（直接晋级）：", "Bye (goes through): ") + list(n.Players))
		case view.NoteByeNoPoints:
			s.note(b.l("轮空：", "Bye: ") + list(n.Players))
		case view.NoteBye:
			s.note(b.l(fmt.Sprintf("轮空（%s 分）：", n.Points), fmt.Sprintf("Bye (%s): ", n.Points)) + list(n.Players))
		case view.NoteHalfBye:
			s.note(b.l(fmt.Sprintf("请假（%s 分）：", n.Points), fmt.Sprintf("Half-point bye (%s): ", n.Points)) + list(n.Players))
		case view.NoteAbsent:
			s.note(b.l(fmt.Sprintf("缺席（%s 分）：", n.Points), fmt.Sprintf("Absent (%s): ", n.Points)) + list(n.Players))
		case view.NoteWithdrawn:
			s.note(b.l("已退赛：", "Withdrawn: ") + list(n.Players))
		case view.NoteOpenBoards:
			var bs []string
			for _, no := range n.Boards {
				bs = append(bs, strconv.Itoa(no))
			}
			s.note(b.l("待录入结果的台次：", "Boards without a result: ") + strings.Join(bs, b.l("、", ", ")))
		case view.NoteRelaxed:
			s.note(n.Text)
		}
	}
}
