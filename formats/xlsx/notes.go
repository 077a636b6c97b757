package xlsx

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

// roundNotes adds the lines under a round's pairings: the byes (with
// their points, except where a bye scores by no table: a round robin's
// scores nothing, a knockout's bye just goes through), requested byes,
// absent players, players who have withdrawn, the boards still without a
// result, and the colour limits a last Swiss round relaxed.
func (b *book) roundNotes(s *sheet, sc *stageCtx, k int, r scoring.Round) {
	list := func(nos []int) string {
		var parts []string
		for _, no := range nos {
			parts = append(parts, fmt.Sprintf("%d %s", no, b.name(sc.ev, no)))
		}
		return strings.Join(parts, b.l("、", ", "))
	}
	if len(r.Byes) > 0 {
		switch {
		case sc.ko != nil && sc.ko.Cards:
			s.note(b.l("抽到 K 轮空（直接晋级）Bye: ", "Bye (drew the K, goes through): ") + list(r.Byes))
		case sc.ko != nil:
			s.note(b.l("轮空（直接晋级）Bye: ", "Bye (goes through): ") + list(r.Byes))
		case sc.st.System == scoring.RoundRobin:
			s.note(b.l("轮空 Bye: ", "Bye: ") + list(r.Byes))
		default:
			s.note(b.l("轮空 Bye", "Bye") + fmt.Sprintf(" (%s): ", sc.table.Bye) + list(r.Byes))
		}
	}
	if len(r.HalfByes) > 0 {
		s.note(b.l("请假 Half-point bye", "Half-point bye") + fmt.Sprintf(" (%s): ", sc.table.HalfBye) + list(r.HalfByes))
	}
	if len(r.Absent) > 0 {
		s.note(b.l("缺席 Absent", "Absent") + fmt.Sprintf(" (%s): ", sc.table.ZeroBye) + list(r.Absent))
	}
	// Players who withdrew before this round and are not in it.
	in := map[int]bool{}
	for _, g := range r.Games {
		in[g.Red], in[g.Black] = true, true
	}
	for _, no := range append(append(append([]int{}, r.Byes...), r.HalfByes...), r.Absent...) {
		in[no] = true
	}
	var gone []int
	for _, p := range sc.players {
		if p.Withdrawn > 0 && p.Withdrawn <= r.Number && !in[p.No] {
			gone = append(gone, p.No)
		}
	}
	if len(gone) > 0 {
		s.note(b.l("已退赛 Withdrawn: ", "Withdrawn: ") + list(gone))
	}
	var boards []string
	for _, g := range r.Games {
		if g.Result == scoring.NoResult && b.impliedResult(sc, k, g) == "" {
			boards = append(boards, strconv.Itoa(g.Board))
		}
	}
	if len(boards) > 0 && len(boards) < len(r.Games) {
		s.note(b.l("待录入结果的台次 Open boards: ", "Boards without a result: ") + strings.Join(boards, ", "))
	}
	for _, n := range r.Notes {
		if t := b.relaxText(sc, n); t != "" {
			s.note(t)
		}
	}
}

var relaxRe = regexp.MustCompile(`^(\d+) (red|black) on board (\d+)`)

// relaxText rewrites the note the Swiss pairing leaves when the last round
// relaxed a colour limit to keep scores together; "" for other notes.
func (b *book) relaxText(sc *stageCtx, note string) string {
	rest, ok := strings.CutPrefix(note, swiss.RelaxNote)
	if !ok {
		return ""
	}
	m := relaxRe.FindStringSubmatch(rest)
	if m == nil {
		return b.l("末轮放宽颜色限制：", "Last round, colour limit relaxed: ") + rest
	}
	no, _ := strconv.Atoi(m[1])
	side := b.l("执红", "red")
	if m[2] == "black" {
		side = b.l("执黑", "black")
	}
	return b.l(fmt.Sprintf("末轮为使同分者相遇放宽颜色限制：第%s台 %d %s %s。", m[3], no, b.name(sc.ev, no), side),
		fmt.Sprintf("Last round: colour limit relaxed to keep scores together: board %s, %d %s plays %s.", m[3], no, b.name(sc.ev, no), side))
}
