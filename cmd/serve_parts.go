package cmd

import (
	"fmt"

	"github.com/xiangqi-org/xqt/formats/serve"
	"github.com/xiangqi-org/xqt/scoring"
)

// applyEntryPart enters in ev one game of a match (e.Game, as 'xqt result
// … --game N') or one board of a team match (e.TeamBoard, as 'xqt result
// FILE ROUND MATCH RESULT --board N') through the command line's code,
// refusing to overwrite a different result unless the entry overrides, as
// applyEntry does for a board. ErrSame and *ConflictError are returned
// before anything in ev is changed.
func applyEntryPart(ev *scoring.Event, path string, e serve.Entry, res scoring.Result) (string, error) {
	r, err := roundArg(ev, e.Round)
	if err != nil {
		return "", err
	}
	if e.TeamBoard != 0 {
		if len(r.Matches) == 0 {
			return "", invalidf("round %d has no team matches: a board is entered without --board", e.Round)
		}
		m, err := findTeamMatch(r, e.Board)
		if err != nil {
			return "", err
		}
		if cur := teamBoardOf(r, m, e.TeamBoard); cur != nil && cur.Result != scoring.NoResult && !e.Override {
			if cur.Result == res {
				return "", serve.ErrSame
			}
			return "", &serve.ConflictError{Round: e.Round, Board: e.Board, TeamBoard: e.TeamBoard, Existing: cur.Result.String()}
		}
		msg, err := setTeamBoard(ev, r, m, e.TeamBoard, res, -1, -1)
		if err != nil {
			return "", err
		}
		return msg + teamMatchTail(ev, r, m), nil
	}
	if len(r.Matches) > 0 {
		return "", usageError("--game is for a match of several games; a team board is one game")
	}
	cur, err := boardOf(ev, e.Round, e.Board)
	if err != nil {
		return "", err
	}
	if e.Game >= 1 && e.Game <= len(cur.Games) && cur.Games[e.Game-1].Result != scoring.NoResult && !e.Override {
		had := cur.Games[e.Game-1]
		if had.Result == res && (e.Red == 0 || e.Red == had.Red) {
			return "", serve.ErrSame
		}
		return "", &serve.ConflictError{Round: e.Round, Board: e.Board, Game: e.Game, Existing: had.Result.String() + " (红 red " + playerLabel(ev, had.Red) + ")"}
	}
	var red string
	if e.Red != 0 {
		red = fmt.Sprint(e.Red)
	}
	gm, err := record(ev, entry{round: e.Round, board: e.Board, game: e.Game, res: res, red: red, redFouls: -1, blackFouls: -1})
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("round %d, board %d: %s %s %s", e.Round, e.Board, playerLabel(ev, gm.Red), orText(gm.Result.String(), "(未决 undecided)"), playerLabel(ev, gm.Black)), nil
}
