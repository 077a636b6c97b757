package cmd

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// jsonMatch is one team match of 'xqt pairings --json': the two teams (red
// the team listed first: red on odd boards), their game points 局分, the
// match result from red's view ("" while a board has none), and its boards
// (the games with the same "match").
type jsonMatch struct {
	Match  int          `json:"match"`
	Red    jsonTeamSide `json:"red"`
	Black  jsonTeamSide `json:"black"`
	Result string       `json:"result"`
	Boards []int        `json:"boards"`
}

type jsonTeamSide struct {
	No         int     `json:"no"`
	Name       string  `json:"name"`
	GamePoints float64 `json:"game_points"`
}

// teamRoundJSON fills the team parts of a round's JSON.
func teamRoundJSON(ev *scoring.Event, r *scoring.Round, out *jsonRound) {
	if len(r.Matches) == 0 {
		return
	}
	st := ev.Stage(r.Stage)
	for i, g := range r.Games {
		if i < len(out.Games) {
			out.Games[i].Match, out.Games[i].TeamBoard = g.Match, g.TeamBoard
		}
	}
	for k := range r.Matches {
		m := &r.Matches[k]
		ms := ev.ScoreMatch(r, m, ev.TableFor(st), st != nil && st.Elimination())
		jm := jsonMatch{Match: m.Number, Result: ms.Result.String(), Boards: []int{},
			Red:   jsonTeamSide{No: m.Red, Name: teamName(ev, m.Red), GamePoints: ms.Red.Float()},
			Black: jsonTeamSide{No: m.Black, Name: teamName(ev, m.Black), GamePoints: ms.Black.Float()}}
		for _, g := range r.MatchBoards(m.Number) {
			jm.Boards = append(jm.Boards, g.Board)
		}
		out.Matches = append(out.Matches, jm)
	}
	for _, no := range r.TeamByes {
		out.TeamByes = append(out.TeamByes, jsonBye{No: no, Name: teamName(ev, no)})
	}
}

// printTeamRound prints a team round: for each match a line with the two
// teams and their game points, then its boards, the red player first, each
// with its board in the match and the table number `xqt results` takes.
func printTeamRound(f *Factory, c *cobra.Command, ev *scoring.Event, r *scoring.Round) error {
	t := &table{header: []string{"场 Match", "台 Board", "桌 Table", "红方 Red", "结果 Result", "黑方 Black"}, right: map[int]bool{0: true, 1: true, 2: true}}
	for _, tm := range view.TeamMatches(ev, r) {
		label := strconv.Itoa(tm.Number)
		if tm.Group != "" {
			label += " " + groupTitle(tm.Group) // a group of teams
		}
		t.add(label, "", "", "【"+teamName(ev, tm.Red)+"】", tm.ScoreText("en"), "【"+teamName(ev, tm.Black)+"】")
		for _, g := range tm.Boards {
			red, black := playerLabel(ev, g.Red), playerLabel(ev, g.Black)
			if g.Sub[0] {
				red += " " + view.Both(view.TermSub)
			}
			if g.Sub[1] {
				black += " " + view.Both(view.TermSub)
			}
			t.add("", strconv.Itoa(g.TeamBoard), strconv.Itoa(g.Board), red, g.Result.String(), black)
		}
	}
	for _, no := range r.TeamByes {
		t.add("", "", "", "【"+teamName(ev, no)+"】", view.Both(view.TermBye), "")
	}
	fmt.Fprintf(f.IO.Out, "第%d轮 Round %d\n", r.Number, r.Number)
	return t.write(f.IO.Out, f.aligned(c))
}
