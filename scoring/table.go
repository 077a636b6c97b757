package scoring

import (
	"errors"
	"fmt"
	"sort"
)

// Table is a points table (article 14; 2011/2014 article 13): the points a
// player gets, keyed by outcome, side and whether the game was played.
// Byes and requested absences have their own entries.
type Table struct {
	Name string // preset name, or "" for a table written out in the event file

	WinRed, WinBlack   Points // a game won over the board
	DrawRed, DrawBlack Points // a drawn game (may differ by colour: 2011 13.3)
	LossRed, LossBlack Points // a game lost over the board

	ForfeitWin    Points // "+": won without play (21.4)
	ForfeitLoss   Points // "-": lost without play
	DoubleForfeit Points // "--": each side's points

	Bye     Points // pairing-allocated bye 轮空, scored as a win (2011/2014 14.4)
	HalfBye Points // a requested half-point bye
	ZeroBye Points // absent, not paired, or a requested zero-point bye
}

// Score returns the points for an outcome on a side, played or not.
func (t Table) Score(o Outcome, s Side, played bool) Points {
	if !played {
		switch o {
		case Win:
			return t.ForfeitWin
		case Loss:
			return t.ForfeitLoss
		}
		return 0
	}
	switch o {
	case Win:
		if s == Black {
			return t.WinBlack
		}
		return t.WinRed
	case DrawOutcome:
		if s == Black {
			return t.DrawBlack
		}
		return t.DrawRed
	case Loss:
		if s == Black {
			return t.LossBlack
		}
		return t.LossRed
	}
	return 0
}

// Win returns the points of a win with red (the table's "win").
func (t Table) Win() Points { return t.WinRed }

// Draw returns the points of a draw with red (the table's "draw").
func (t Table) Draw() Points { return t.DrawRed }

// Loss returns the points of a loss with red.
func (t Table) Loss() Points { return t.LossRed }

// Symmetric builds a table where colour does not matter, forfeit wins and byes
// score as wins, and forfeit losses, double forfeits and absences score 0.
func Symmetric(name string, win, draw, loss Points) Table {
	return Table{
		Name:   name,
		WinRed: win, WinBlack: win, DrawRed: draw, DrawBlack: draw, LossRed: loss, LossBlack: loss,
		ForfeitWin: win, Bye: win, HalfBye: draw,
	}
}

var presets = map[string]Table{
	"cxa2011": Symmetric("cxa2011", P(2), P(1), 0),   // 2011/2014 13.1: win 2, draw 1, loss 0
	"cxa1999": Symmetric("cxa1999", P(1), Unit/2, 0), // 1999 14.1: win 1, draw 0.5, loss 0
	"fide":    Symmetric("fide", P(1), Unit/2, 0),    // same as cxa1999
	"3-1-0":   Symmetric("3-1-0", P(3), P(1), 0),     // 2011 13.3 organiser's choice
	"3-2-1":   Symmetric("3-2-1", P(3), P(2), P(1)),  // a school event's final
	"3-rd1-bd2": func() Table { // win 3, loss 0, draw: red 1, black 2 (2011 13.3)
		t := Symmetric("3-rd1-bd2", P(3), P(1), 0)
		t.DrawBlack = P(2)
		t.HalfBye = P(1)
		return t
	}(),
	"3-1-0-fw2": func() Table { // a group stage: played win 3, forfeit win 2, draw 1
		t := Symmetric("3-1-0-fw2", P(3), P(1), 0)
		t.ForfeitWin = P(2)
		return t
	}(),
}

// DefaultTable is the preset for new events: cxa2011, win 2 / draw 1 / loss 0.
const DefaultTable = "cxa2011"

// Preset returns the named points table.
func Preset(name string) (Table, error) {
	t, ok := presets[name]
	if !ok {
		return Table{}, fmt.Errorf("unknown points table %q (known: %v)", name, PresetNames())
	}
	return t, nil
}

// PresetNames lists the preset points tables in sorted order.
func PresetNames() []string {
	var names []string
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Check refuses a table no event can mean: a negative value, or a colour
// on which a draw is worth more than a win or a loss more than a draw.
func (t Table) Check() error {
	var errs []error
	for _, v := range []struct {
		key string
		p   Points
	}{{"win", t.WinRed}, {"win_black", t.WinBlack}, {"draw", t.DrawRed}, {"draw_black", t.DrawBlack},
		{"loss", t.LossRed}, {"loss_black", t.LossBlack}, {"forfeit_win", t.ForfeitWin}, {"forfeit_loss", t.ForfeitLoss},
		{"double_forfeit", t.DoubleForfeit}, {"bye", t.Bye}, {"half_bye", t.HalfBye}, {"zero_bye", t.ZeroBye}} {
		if v.p < 0 {
			errs = append(errs, fmt.Errorf("points %s is %s: points are 0 or more (a penalty is a card, docs/rules.md)", v.key, v.p))
		}
	}
	for _, c := range []struct {
		side            string
		win, draw, loss Points
	}{{"", t.WinRed, t.DrawRed, t.LossRed}, {"_black", t.WinBlack, t.DrawBlack, t.LossBlack}} {
		if c.draw > c.win {
			errs = append(errs, fmt.Errorf("points draw%s (%s) is worth more than win%s (%s): a win is worth the most", c.side, c.draw, c.side, c.win))
		}
		if c.loss > c.draw {
			errs = append(errs, fmt.Errorf("points loss%s (%s) is worth more than draw%s (%s): a loss is worth the least", c.side, c.loss, c.side, c.draw))
		}
	}
	return errors.Join(errs...)
}
