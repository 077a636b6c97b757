package tiebreak

import (
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// BoardScore is what one team, or one player, scored on one board 台 of
// the team matches: the game points and the games.
type BoardScore struct {
	Points scoring.Points
	Games  int
}

// boardGames calls f for each player of each board game of a team stage's
// rounds with the board, the player and the points they scored (a double
// forfeit scores the table's double forfeit; pending games are skipped).
func boardGames(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, f func(board, no int, p scoring.Points)) {
	t := ev.TableFor(st)
	for _, r := range rounds {
		for _, g := range r.Games {
			if g.Match == 0 || g.Result == scoring.NoResult {
				continue
			}
			for _, side := range []scoring.Side{scoring.Red, scoring.Black} {
				no := g.Red
				if side == scoring.Black {
					no = g.Black
				}
				p := t.DoubleForfeit
				if g.Result != scoring.DoubleForfeit {
					p = t.Score(g.Result.Outcome(side), side, g.Result.Played())
				}
				f(g.TeamBoard, no, p)
			}
		}
	}
}

// BoardScores returns each team's score on each board of a team stage
// (index 0 is board 1), summed over rounds.
func BoardScores(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) map[int][]BoardScore {
	out := map[int][]BoardScore{}
	boardGames(ev, st, rounds, func(board, no int, p scoring.Points) {
		tm := ev.TeamOf(no)
		if tm == 0 || board < 1 {
			return
		}
		s := out[tm]
		for len(s) < board {
			s = append(s, BoardScore{})
		}
		s[board-1].Points += p
		s[board-1].Games++
		out[tm] = s
	})
	return out
}

// BoardPrize is one player's line in a board's prize list 台次奖.
type BoardPrize struct {
	Place  int
	Shared bool
	No     int
	BoardScore
}

// BoardPrizes ranks, for each board of a team stage (index 0 is board 1),
// the players who played on it by the points they scored there, then the
// fewer games (the better percentage); players equal on both share the
// place. The first of each list is the board prize 台次奖.
func BoardPrizes(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) [][]BoardPrize {
	per := map[int]map[int]*BoardScore{}
	nb := 0
	boardGames(ev, st, rounds, func(board, no int, p scoring.Points) {
		if per[board] == nil {
			per[board] = map[int]*BoardScore{}
		}
		s := per[board][no]
		if s == nil {
			s = &BoardScore{}
			per[board][no] = s
		}
		s.Points += p
		s.Games++
		nb = max(nb, board)
	})
	out := make([][]BoardPrize, nb)
	for b := 1; b <= nb; b++ {
		var list []BoardPrize
		for no, s := range per[b] {
			list = append(list, BoardPrize{No: no, BoardScore: *s})
		}
		better := func(x, y BoardPrize) int {
			switch {
			case x.Points != y.Points:
				if x.Points > y.Points {
					return -1
				}
				return 1
			case x.Games != y.Games:
				if x.Games < y.Games {
					return -1
				}
				return 1
			}
			return 0
		}
		sort.Slice(list, func(i, j int) bool {
			if c := better(list[i], list[j]); c != 0 {
				return c < 0
			}
			return list[i].No < list[j].No
		})
		for i := range list {
			list[i].Place = i + 1
			if i > 0 && better(list[i-1], list[i]) == 0 {
				list[i].Place = list[i-1].Place
				list[i].Shared, list[i-1].Shared = true, true
			}
		}
		out[b-1] = list
	}
	return out
}

// TeamStandings ranks the teams of team stage st over rounds with the
// stage's tiebreaks (criteria overrides them when not nil).
func TeamStandings(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, criteria []string) (*Standings, error) {
	in := TeamInput(ev, st, rounds)
	if criteria != nil {
		in.Criteria = criteria
	}
	return Compute(in)
}

// IndividualInput is the Input that ranks the players of a team stage by
// their own games (board prizes, 'xqt standings --individual'): every
// registered player of the stage's teams, as in a Swiss (a player meets
// only some of the field, so neither the round-robin bye nor article 20.3
// applies), with criteria (default points, then 对手分 and wins).
func IndividualInput(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, criteria []string) Input {
	var players []scoring.Player
	for _, tm := range ev.StageTeams(st) {
		for _, no := range tm.Registered() {
			if p := ev.Player(no); p != nil {
				players = append(players, *p)
			}
		}
	}
	if criteria == nil {
		criteria = []string{"bh", "wins", "fouls"}
	}
	if st.Lineup == scoring.LineupAllPlayAll {
		rounds = splitAllPlayAll(rounds, st.Boards)
	}
	return Input{Players: players, Rounds: rounds, Table: ev.TableFor(st), Criteria: criteria, Unplayed: PolicyCXA, Date: ev.Start}
}

// TeamCross returns, for rows i and j of team standings, the game points
// of each of their matches as "5-3" (a forfeited match "+" or "-").
func TeamCross(s *Standings) [][][]string {
	idx := map[int]int{}
	for i, r := range s.Rows {
		idx[r.No] = i
	}
	out := make([][][]string, len(s.Rows))
	for i := range out {
		out[i] = make([][]string, len(s.Rows))
	}
	for i, row := range s.Rows {
		rec := s.Records[row.No]
		for k, e := range rec.Entries {
			j, ok := idx[e.Opponent]
			if !ok || e.Opponent == 0 {
				continue
			}
			cell := ""
			switch e.Kind {
			case scoring.KindPending:
				cell = "?"
			case scoring.KindForfeitWin:
				cell = "+"
			case scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
				cell = "-"
			default:
				cell = e.GamePoints.String() + "-" + s.Records[e.Opponent].Entries[k].GamePoints.String()
			}
			out[i][j] = append(out[i][j], cell)
		}
	}
	return out
}

// splitAllPlayAll splits each round of a 全队轮赛 stage, where a player
// plays every player of the other team, into boards sub-rounds of one game
// each: the game of the i-th and j-th players (board i*boards+j+1) goes to
// sub-round (i+j) mod boards.
func splitAllPlayAll(rounds []scoring.Round, boards int) []scoring.Round {
	if boards < 1 {
		return rounds
	}
	var out []scoring.Round
	for _, r := range rounds {
		subs := make([]scoring.Round, boards)
		for k := range subs {
			subs[k] = scoring.Round{Number: r.Number, Stage: r.Stage}
		}
		for _, g := range r.Games {
			k := 0
			if g.TeamBoard > 0 {
				i, j := (g.TeamBoard-1)/boards, (g.TeamBoard-1)%boards
				k = (i + j) % boards
			}
			subs[k].Games = append(subs[k].Games, g)
		}
		out = append(out, subs...)
	}
	return out
}
