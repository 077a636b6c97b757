package cmd

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"
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
// teams and their game points, then its boards, the red player first.
func printTeamRound(f *Factory, c *cobra.Command, ev *scoring.Event, r *scoring.Round) error {
	st := ev.Stage(r.Stage)
	t := &table{header: []string{"场 Match", "台 Board", "红方 Red", "结果 Result", "黑方 Black"}, right: map[int]bool{0: true, 1: true}}
	for k := range r.Matches {
		m := &r.Matches[k]
		ms := ev.ScoreMatch(r, m, ev.TableFor(st), st != nil && st.Elimination())
		score := ""
		if ms.Result != scoring.NoResult {
			score = ms.Red.String() + "-" + ms.Black.String()
			if !ms.Result.Played() {
				score += " (" + ms.Result.String() + ")"
			}
		}
		label := strconv.Itoa(m.Number)
		if bs := r.MatchBoards(m.Number); len(bs) > 0 && bs[0].Group != "" {
			label += " " + groupTitle(bs[0].Group) // a group of teams
		}
		t.add(label, "", "【"+teamName(ev, m.Red)+"】", score, "【"+teamName(ev, m.Black)+"】")
		for _, g := range r.MatchBoards(m.Number) {
			t.add("", strconv.Itoa(g.TeamBoard), playerLabel(ev, g.Red), g.Result.String(), playerLabel(ev, g.Black))
		}
	}
	for _, no := range r.TeamByes {
		t.add("", "", "【"+teamName(ev, no)+"】", "轮空 bye", "")
	}
	fmt.Fprintf(f.IO.Out, "第%d轮 Round %d\n", r.Number, r.Number)
	return t.write(f.IO.Out, f.aligned(c))
}
