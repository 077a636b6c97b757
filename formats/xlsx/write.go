package xlsx

import (
	"fmt"
	"io"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Options says how to write the workbook.
type Options struct {
	// Lang is "zh" (default: Chinese sheet names and titles, column headers
	// in Chinese over English) or "en" (English only; names stay as entered).
	Lang string
	// After limits the workbook to the rounds numbered up to After (0: all),
	// like `xqt standings --after`.
	After int
	// Font is the font family of every cell; "" picks 宋体 (SimSun) for zh
	// and Calibri for en. Excel and LibreOffice fall back to a CJK font for
	// Chinese names when the font has no glyphs for them.
	Font string
}

// Write writes the event as an Excel workbook to w: an event sheet with the
// tiebreak legend, the start list, and for every stage the crosstable (round
// robin), each round's pairings and the standings after each complete round.
func Write(w io.Writer, ev *scoring.Event, opt Options) error {
	b, err := build(ev, opt)
	if err != nil {
		return err
	}
	defer b.f.Close()
	_, err = b.f.WriteTo(w)
	return err
}

// build lays out the whole workbook in memory.
func build(ev *scoring.Event, opt Options) (*book, error) {
	lang, err := view.Language(opt.Lang)
	if err != nil {
		return nil, err
	}
	opt.Lang = lang
	if opt.Font == "" {
		opt.Font = "宋体"
		if opt.Lang == "en" {
			opt.Font = "Calibri"
		}
	}
	b := newBook(opt.Lang, opt.Font, view.Title(ev, opt.Lang))
	stages, err := stageContexts(ev, opt)
	if err != nil {
		b.f.Close()
		return nil, err
	}
	fail := func(err error) (*book, error) {
		b.f.Close()
		return nil, err
	}
	if err := b.infoSheet(ev, stages); err != nil {
		return fail(err)
	}
	if err := b.playersSheet(ev); err != nil {
		return fail(err)
	}
	for _, sc := range stages {
		for _, add := range b.stageSheets(sc) {
			if err := add(sc); err != nil {
				return fail(fmt.Errorf("stage %s: %w", sc.st.ID, err))
			}
		}
	}
	if err := b.finalSheet(ev, opt); err != nil {
		return fail(err)
	}
	b.f.SetActiveSheet(0)
	if err := b.f.SetDocProps(docProps(ev)); err != nil {
		return fail(err)
	}
	return b, nil
}

// stageSheets lists the sheets of a stage in the order they appear. A new
// kind of sheet (knockout bracket, card draw) goes into this list.
func (b *book) stageSheets(sc *stageCtx) []func(*stageCtx) error {
	if sc.st.Teams {
		return b.teamStageSheets(sc) // teams.go
	}
	var list []func(*stageCtx) error
	views := sc.System.Views()
	if views.Has(pairing.ViewCrosstable) {
		list = append(list, b.crosstableSheet)
	}
	list = append(list, b.roundSheets)
	if views.Has(pairing.ViewGrid) {
		list = append(list, b.gridSheet)
	}
	switch {
	case views.Has(pairing.ViewBracket):
		// A knockout ranks by how far players got, not by points: no
		// standings sheets, the bracket, then the places.
		list = append(list, b.bracketSheet, b.otherMatchesSheet, b.placesSheet)
	case sc.System.Ranking() == pairing.ByPlaces:
		list = append(list, b.systemPlacesSheet) // places.go: a ladder's places
	}
	list = append(list, b.cardSheets)
	if len(sc.ev.Teams) > 0 {
		list = append(list, b.branchSheet) // teams.go: an individual event's team ranking
	}
	return list
}

// stageCtx is what the sheets of one stage need: its players, its rounds,
// and the standings before and after each of them, as view.Contexts works
// them out once for every view, with the sheet name prefix.
type stageCtx struct {
	*view.Context
	ev      *scoring.Event
	st      *scoring.Stage
	prefix  string           // sheet name prefix when the event has several stages
	group   string           // the group 小组 this context is a view of, "" for a whole stage
	players []scoring.Player // the stage's field, by start number
	order   []int            // start numbers in table order (round robin)
	rounds  []scoring.Round
	table   scoring.Table
	// standings[k] is the standings after the first k rounds of the stage;
	// standings[0] is before the first round.
	standings []*tiebreak.Standings
	// ko is a knockout stage worked out from its rounds (up to
	// Options.After); nil for other systems.
	ko *knockout.State
}

// final is the standings after every round written.
func (sc *stageCtx) final() *tiebreak.Standings { return sc.Final() }

func stageContexts(ev *scoring.Event, opt Options) ([]*stageCtx, error) {
	ctxs, err := view.Contexts(ev, opt.After)
	if err != nil {
		return nil, err
	}
	var out []*stageCtx
	for _, c := range ctxs {
		sc := &stageCtx{Context: c, ev: ev, st: c.Stage, group: c.Group, players: c.Players, order: c.Order,
			rounds: c.Rounds, table: c.Table, standings: c.Standings, ko: c.KO}
		if c.Several {
			sc.prefix = c.Stage.ID
			if c.Stage.Name != "" {
				sc.prefix = c.Stage.Name
			}
			sc.prefix = truncRunes(sc.prefix, 12) + " "
		}
		if c.Group != "" {
			sc.prefix += groupLabel(c.Group, opt.Lang) + " "
		}
		out = append(out, sc)
	}
	return out, nil
}

// groupLabel names a group as printed (view.GroupLabel), its ID cut to
// six characters to fit a sheet name.
func groupLabel(id, lang string) string { return view.GroupLabel(lang, truncRunes(id, 6)) }

func truncRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// name returns the player's name in the book's language.
func (b *book) name(ev *scoring.Event, no int) string { return view.Name(ev, b.lang, no) }
