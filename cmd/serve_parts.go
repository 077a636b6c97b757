package cmd

import (
	"fmt"
	"strconv"

	"github.com/xiangqi-org/xqt/formats/serve"
	"github.com/xiangqi-org/xqt/scoring"
)

// serveEnterPart enters one game of a match (e.Game, as 'xqt result …
// --game N') or one board of a team match (e.TeamBoard, as 'xqt result
// FILE ROUND MATCH RESULT --board N') through the command line's code and
// change log, refusing to overwrite a different result unless the entry
// overrides, as serveEnter does for a board.
func serveEnterPart(f *Factory, path string, e serve.Entry, res scoring.Result) (string, error) {
	g := *f
	g.User = func() string { return e.User }
	if e.TeamBoard != 0 {
		g.Args = []string{"result", path, strconv.Itoa(e.Round), strconv.Itoa(e.Board), e.Result, "--board", strconv.Itoa(e.TeamBoard)}
	} else {
		g.Args = []string{"result", path, strconv.Itoa(e.Round), strconv.Itoa(e.Board), e.Result, "--game", strconv.Itoa(e.Game)}
	}
	var msg string
	_, err := g.updateEvent(path, "result", func(ev *scoring.Event) error {
		r, err := roundArg(ev, e.Round)
		if err != nil {
			return err
		}
		if e.TeamBoard != 0 {
			if len(r.Matches) == 0 {
				return invalidf("round %d has no team matches: a board is entered without --board", e.Round)
			}
			m, err := findTeamMatch(r, e.Board)
			if err != nil {
				return err
			}
			if cur := teamBoardOf(r, m, e.TeamBoard); cur != nil && cur.Result != scoring.NoResult && !e.Override {
				if cur.Result == res {
					return serve.ErrSame
				}
				return &serve.ConflictError{Round: e.Round, Board: e.Board, TeamBoard: e.TeamBoard, Existing: cur.Result.String()}
			}
			if msg, err = setTeamBoard(ev, r, m, e.TeamBoard, res, -1, -1); err != nil {
				return err
			}
			msg += teamMatchTail(ev, r, m)
			return nil
		}
		if len(r.Matches) > 0 {
			return usageError("--game is for a match of several games; a team board is one game")
		}
		cur, err := boardOf(ev, e.Round, e.Board)
		if err != nil {
			return err
		}
		if e.Game >= 1 && e.Game <= len(cur.Games) && cur.Games[e.Game-1].Result != scoring.NoResult && !e.Override {
			if cur.Games[e.Game-1].Result == res {
				return serve.ErrSame
			}
			return &serve.ConflictError{Round: e.Round, Board: e.Board, Game: e.Game, Existing: cur.Games[e.Game-1].Result.String()}
		}
		gm, err := record(ev, entry{round: e.Round, board: e.Board, game: e.Game, res: res, redFouls: -1, blackFouls: -1})
		if err != nil {
			return err
		}
		msg = fmt.Sprintf("round %d, board %d: %s %s %s", e.Round, e.Board, playerLabel(ev, gm.Red), orText(gm.Result.String(), "(未决 undecided)"), playerLabel(ev, gm.Black))
		return nil
	})
	return msg, err
}
