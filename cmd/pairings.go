package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

type pairingsOptions struct {
	Path  string
	Round int
	JSON  bool
}

func newCmdPairings(f *Factory, runF func(*pairingsOptions) error) *cobra.Command {
	opts := &pairingsOptions{}
	c := &cobra.Command{
		Use:   "pairings FILE [--round N] [--json]",
		Short: "Print a round's pairings and results",
		Long: `Print a round's pairings: board, red player 红方 (moves first), result, black
player 黑方, each player's score before the round, and the byes 轮空.

--json prints {"round": 1, "stage": "main", "games": [{"board": 1, "red": {"no": 1,
"name": "王小明", "points": 0}, "black": {...}, "result": "1-0"}], "byes": [{"no": 7,
"name": "张三"}], "absent": [], "seed": 2026, "cards": [{"no": 1, "name": "王小明",
"card": "红3"}]}; result is "" until entered, "no" is the start number, points the
score before the round; seed and cards appear for rounds made by a draw. A match of
several games (knockout) adds "games": [{"red": 8, "result": "=", "kind": "rapid"}]
(each game from its red player's view; kind "" for a regular game, else extra, rapid,
blitz, armageddon), "lots": {"no", "name"} and "lots_seed" when lots decided it, and
"winner": {"no", "name"} with "decided_by" ("games", a tie-break kind, or "lots").

A team round prints each match 场 (the two teams and their game points 局分) and
its boards; --json adds "match" and "team_board" to each game, and "matches":
[{"match": 1, "red": {"no": 1, "name": "一中", "game_points": 5}, "black": {...},
"result": "1-0", "boards": [1, 2, 3, 4]}] and "team_byes" (docs/teams.md).`,
		Example: "  xqt pairings spring.yaml\n  xqt pairings spring.yaml --round 3 --json",
		Args:    exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runPairings(f, c, opts)
		},
	}
	c.Flags().IntVar(&opts.Round, "round", 0, "round to print (default: the last paired)")
	c.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	return c
}

func runPairings(f *Factory, c *cobra.Command, opts *pairingsOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	n := opts.Round
	if n == 0 {
		n = len(ev.Rounds)
	}
	r, err := roundArg(ev, n)
	if err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(f, pairingsJSON(ev, r))
	}
	return printRound(f, c, ev, r)
}

type jsonSide struct {
	No     int     `json:"no"`
	Name   string  `json:"name"`
	Points float64 `json:"points"`
}

type jsonGame struct {
	Board  int      `json:"board"`
	Red    jsonSide `json:"red"`
	Black  jsonSide `json:"black"`
	Result string   `json:"result"`
	Group  string   `json:"group,omitempty"`
	// Note is the game's note in words: the withdrawal's (withdrawn
	// (20.3)) and the organiser's, as the table prints them.
	Note string `json:"note,omitempty"`
	// Withdrawal is the article by which a withdrawal decided the game
	// (20.3, 20.4), "" for none: the typed form of the note's first words.
	Withdrawal string `json:"withdrawal,omitempty"`
	// Implied is the result the standings give a game left open by a
	// player who withdrew (the forfeit of article 20.3), "" otherwise.
	Implied string `json:"implied,omitempty"`
	// The games of a match (knockout, several games a pairing), each
	// from its own red player's view, tie-break games by kind; the lots
	// and the winner once decided.
	Games    []jsonMatchGame `json:"games,omitempty"`
	Lots     *jsonBye        `json:"lots,omitempty"`
	LotsSeed int64           `json:"lots_seed,omitempty"`
	Winner   *jsonBye        `json:"winner,omitempty"`
	By       string          `json:"decided_by,omitempty"`
	// team rounds (pairings_team.go): the match and the board within it
	Match     int `json:"match,omitempty"`
	TeamBoard int `json:"team_board,omitempty"`
}

type jsonMatchGame struct {
	Red    int    `json:"red"`
	Result string `json:"result"`
	Kind   string `json:"kind,omitempty"`
}

type jsonBye struct {
	No   int    `json:"no"`
	Name string `json:"name"`
}

type jsonCard struct {
	No   int    `json:"no"`
	Name string `json:"name"`
	Card string `json:"card"`
}

type jsonRound struct {
	Round  int        `json:"round"`
	Stage  string     `json:"stage"`
	Games  []jsonGame `json:"games"`
	Byes   []jsonBye  `json:"byes"`
	Absent []jsonBye  `json:"absent"`
	Seed   int64      `json:"seed,omitempty"`
	Cards  []jsonCard `json:"cards,omitempty"`
	// team rounds (pairings_team.go)
	Matches  []jsonMatch `json:"matches,omitempty"`
	TeamByes []jsonBye   `json:"team_byes,omitempty"`
}

// scoresBefore returns every player's points in r's stage before round r.
func scoresBefore(ev *scoring.Event, r *scoring.Round) map[int]scoring.Points {
	st := ev.Stage(r.Stage)
	var prior []scoring.Round
	for _, x := range ev.Rounds {
		if x.Stage == r.Stage && x.Number < r.Number {
			prior = append(prior, x)
		}
	}
	rr := st != nil && st.Scheduled()
	recs := scoring.Records(ev.Players, prior, ev.TableFor(st), scoring.Options{RoundRobin: rr})
	out := map[int]scoring.Points{}
	for no, rec := range recs {
		out[no] = rec.Total
	}
	return out
}

func pairingsJSON(ev *scoring.Event, r *scoring.Round) jsonRound {
	before := scoresBefore(ev, r)
	side := func(no int) jsonSide {
		s := jsonSide{No: no, Points: before[no].Float()}
		if p := ev.Player(no); p != nil {
			s.Name = p.Name
		}
		return s
	}
	out := jsonRound{Round: r.Number, Stage: r.Stage, Games: []jsonGame{}, Byes: []jsonBye{}, Absent: []jsonBye{}}
	var ks *knockout.State
	if st := ev.Stage(r.Stage); st != nil && hasBracket(st) {
		ks, _ = knockout.Resolve(ev, st) // a file that loaded resolves; without it the games still show
	}
	matches := roundMatches(ev, r)
	for i, g := range r.Games {
		jg := jsonGame{Board: g.Board, Red: side(g.Red), Black: side(g.Black), Result: g.Result.String(), Group: g.Group,
			Note: gameNote(g, ""), Withdrawal: string(g.Withdrawal)}
		if i < len(matches) && g.Result == scoring.NoResult && matches[i].HasImplied && matches[i].Implied != scoring.NoResult {
			jg.Implied = matches[i].Implied.String()
		}
		for _, mg := range g.Games {
			jg.Games = append(jg.Games, jsonMatchGame{Red: mg.Red, Result: mg.Result.String(), Kind: mg.Kind})
		}
		if g.Lots != 0 {
			jg.Lots, jg.LotsSeed = &jsonBye{No: g.Lots, Name: side(g.Lots).Name}, g.LotsSeed
		}
		if ks != nil {
			if m := ks.MatchAt(r.Number, g.Board); m != nil && m.Winner > 0 {
				jg.Winner, jg.By = &jsonBye{No: m.Winner, Name: side(m.Winner).Name}, m.State.By
			}
		}
		out.Games = append(out.Games, jg)
	}
	for _, no := range r.Byes {
		out.Byes = append(out.Byes, jsonBye{No: no, Name: side(no).Name})
	}
	for _, no := range append(append([]int{}, r.HalfByes...), r.Absent...) {
		out.Absent = append(out.Absent, jsonBye{No: no, Name: side(no).Name})
	}
	out.Seed = r.Seed
	for _, c := range r.Cards {
		out.Cards = append(out.Cards, jsonCard{No: c.Player, Name: side(c.Player).Name, Card: event.CardText(c)})
	}
	teamRoundJSON(ev, r, &out)
	return out
}

func printRound(f *Factory, c *cobra.Command, ev *scoring.Event, r *scoring.Round) error {
	if len(r.Matches) > 0 {
		return printTeamRound(f, c, ev, r) // pairings_team.go
	}
	before := scoresBefore(ev, r)
	matches := roundMatches(ev, r)
	ko := len(matches) > 0 && matches[0].Knockout()
	t := &table{header: []string{"台 Board", "红方 Red", "分 Pts", "结果 Result", "黑方 Black", "分 Pts"}, right: map[int]bool{0: true, 2: true, 5: true}}
	if ko {
		// a knockout scores no points: the winner instead
		t = &table{header: []string{"台 Board", "红方 Red", "结果 Result", "黑方 Black", "胜者 Winner"}, right: map[int]bool{0: true}}
	}
	groups, notes := false, false
	for _, g := range r.Games {
		groups = groups || g.Group != ""
		notes = notes || g.Note != "" || g.Withdrawal != ""
	}
	if groups {
		t.header = append(t.header, "组 Group")
	}
	if notes {
		t.header = append(t.header, "备注 Note")
	}
	for i, g := range r.Games {
		res := g.Result.String()
		if i < len(matches) {
			res = matches[i].CodeText(func(no int) string { return playerName(ev, no) })
		}
		cells := []string{strconv.Itoa(g.Board), playerLabel(ev, g.Red), before[g.Red].String(), res, playerLabel(ev, g.Black), before[g.Black].String()}
		if ko {
			if t := matches[i].Title("zh"); t != "" && res != "" { // an empty cell is a match to play (samples/lib.sh)
				res = t + " " + matches[i].Title("en") + ": " + res // 三四名决赛 third place
			}
			winner := ""
			if w := matches[i].Winner; w > 0 {
				winner = playerName(ev, w)
			}
			cells = []string{strconv.Itoa(g.Board), playerLabel(ev, g.Red), res, playerLabel(ev, g.Black), winner}
		}
		if groups {
			cells = append(cells, g.Group)
		}
		if notes {
			cells = append(cells, gameNote(g, view.Term(view.TermWithdrawn, "zh")+" "))
		}
		t.add(cells...)
	}
	for _, no := range r.Byes {
		if ko {
			t.add("", playerLabel(ev, no), view.Both(view.TermBye), "", playerName(ev, no))
			continue
		}
		t.add("", playerLabel(ev, no), before[no].String(), view.Both(view.TermBye), "", "")
	}
	for _, no := range r.HalfByes {
		t.add("", playerLabel(ev, no), before[no].String(), "请假 half-point bye", "", "")
	}
	for _, no := range r.Absent {
		t.add("", playerLabel(ev, no), before[no].String(), "缺席 absent", "", "")
	}
	fmt.Fprintf(f.IO.Out, "第%d轮 Round %d\n", r.Number, r.Number)
	if err := t.write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	printCards(f, ev, r)
	return nil
}

// roundMatches are the games of round r as every view shows them
// (view.Context.Matches, group by group for a group stage): the games of
// a match with their colours and game points, a knockout's winner; nil
// when the stage cannot be worked out (the plain results then print).
func roundMatches(ev *scoring.Event, r *scoring.Round) []view.Match {
	ctxs, err := view.Contexts(ev, r.Number)
	if err != nil {
		return nil
	}
	byBoard := map[int]view.Match{}
	for _, c := range ctxs {
		if c.Stage.ID != r.Stage && len(ev.Stages) > 0 {
			continue
		}
		for k, x := range c.Rounds {
			if x.Number == r.Number {
				for _, m := range c.Matches(ev, k) {
					byBoard[m.Board] = m
				}
			}
		}
	}
	var out []view.Match
	for _, g := range r.Games {
		m, ok := byBoard[g.Board]
		if !ok || m.Red != g.Red {
			return nil
		}
		out = append(out, m)
	}
	return out
}

// gameNote words a game's note: the withdrawal that decided it, after
// mark (退赛 in the table), then the organiser's note.
func gameNote(g scoring.Game, mark string) string {
	var parts []string
	if g.Withdrawal != "" {
		parts = append(parts, mark+g.Withdrawal.String())
	}
	if g.Note != "" {
		parts = append(parts, g.Note)
	}
	return strings.Join(parts, "; ")
}
