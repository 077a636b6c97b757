package xlsx

import (
	"fmt"
	"io"
	"sort"

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
	switch opt.Lang {
	case "":
		opt.Lang = "zh"
	case "zh", "en":
	default:
		return nil, fmt.Errorf("language %q: use zh or en", opt.Lang)
	}
	if opt.Font == "" {
		opt.Font = "宋体"
		if opt.Lang == "en" {
			opt.Font = "Calibri"
		}
	}
	title := ev.Name
	if opt.Lang == "en" && ev.NameEn != "" {
		title = ev.NameEn
	}
	b := newBook(opt.Lang, opt.Font, title)
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
	if sc.st.System == scoring.RoundRobin {
		list = append(list, b.crosstableSheet)
	}
	list = append(list, b.roundSheets)
	if sc.st.System == scoring.Swiss {
		list = append(list, b.gridSheet)
	}
	if sc.st.System == scoring.Knockout {
		// A knockout ranks by how far players got, not by points: no
		// standings sheets, the bracket, then the places.
		list = append(list, b.bracketSheet, b.otherMatchesSheet, b.placesSheet)
	}
	list = append(list, b.cardSheets)
	if len(sc.ev.Teams) > 0 {
		list = append(list, b.branchSheet) // teams.go: an individual event's team ranking
	}
	return list
}

// stageCtx is what the sheets of one stage need: its players, its rounds,
// and the standings before and after each of them.
type stageCtx struct {
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
func (sc *stageCtx) final() *tiebreak.Standings { return sc.standings[len(sc.standings)-1] }

func stageContexts(ev *scoring.Event, opt Options) ([]*stageCtx, error) {
	stages := ev.Stages
	if len(stages) == 0 {
		// A file without stages is one round-robin-less stage of every round.
		stages = []scoring.Stage{{System: scoring.Swiss}}
	}
	var out []*stageCtx
	for i := range stages {
		st := &stages[i]
		var views []*scoring.Stage
		var viewRounds [][]scoring.Round
		if len(st.Groups) == 0 {
			views = []*scoring.Stage{st}
			viewRounds = [][]scoring.Round{nil}
		}
		// A group stage is written group by group, each group as a stage
		// of its own (its crosstable, rounds and standings).
		for j := range st.Groups {
			v, rs := ev.GroupView(st, &st.Groups[j])
			views, viewRounds = append(views, &v), append(viewRounds, rs)
		}
		for j, view := range views {
			sc, err := stageContext(ev, view, viewRounds[j], len(stages) > 1, groupID(st, j), opt)
			if err != nil {
				return nil, err
			}
			out = append(out, sc)
		}
	}
	return out, nil
}

// groupLabel names a group as printed: "A组" in Chinese, "group A" in
// English; a section's own name ("女子组") as it is.
func groupLabel(id, lang string) string {
	id = truncRunes(id, 6)
	ascii := true
	for _, r := range id {
		ascii = ascii && r < 128
	}
	switch {
	case !ascii:
		return id
	case lang == "en":
		return "group " + id
	}
	return id + "组"
}

func groupID(st *scoring.Stage, j int) string {
	if j < len(st.Groups) {
		return st.Groups[j].ID
	}
	return ""
}

// stageContext works out one stage (or one group's view of it): its field,
// rounds up to Options.After and the standings after each.
func stageContext(ev *scoring.Event, st *scoring.Stage, groupRounds []scoring.Round, several bool, group string, opt Options) (*stageCtx, error) {
	{
		sc := &stageCtx{ev: ev, st: st, table: ev.TableFor(st), group: group}
		if several {
			sc.prefix = st.ID
			if st.Name != "" {
				sc.prefix = st.Name
			}
			sc.prefix = truncRunes(sc.prefix, 12) + " "
		}
		{
			if group != "" {
				sc.prefix += groupLabel(group, opt.Lang) + " "
			}
		}
		if len(st.Players) == 0 {
			sc.players = append(sc.players, ev.Players...)
		} else {
			for _, no := range st.Players {
				if p := ev.Player(no); p != nil {
					sc.players = append(sc.players, *p)
				}
			}
		}
		sort.SliceStable(sc.players, func(i, j int) bool { return sc.players[i].No < sc.players[j].No })
		if len(st.Order) == len(sc.players) && len(st.Order) > 0 {
			sc.order = st.Order
		} else {
			for _, p := range sc.players {
				sc.order = append(sc.order, p.No)
			}
		}
		source := ev.Rounds
		if group != "" {
			source = groupRounds
		}
		for _, r := range source {
			if (r.Stage == st.ID || len(ev.Stages) == 0) && (opt.After == 0 || r.Number <= opt.After) {
				if group != "" && len(r.Games)+len(r.Byes)+len(r.HalfByes) == 0 {
					continue // the group's table ran out before a bigger group's
				}
				sc.rounds = append(sc.rounds, r)
			}
		}
		if st.System == scoring.Knockout && !st.Teams { // teams.go ranks a team knockout
			cut := ev
			if opt.After > 0 {
				c := *ev
				c.Rounds = nil
				for _, r := range ev.Rounds {
					if r.Number <= opt.After {
						c.Rounds = append(c.Rounds, r)
					}
				}
				cut = &c
			}
			ks, err := knockout.Resolve(cut, st)
			if err != nil {
				return nil, fmt.Errorf("stage %s: %w", st.ID, err)
			}
			sc.ko = ks
		}
		for k := 0; k <= len(sc.rounds); k++ {
			s, err := tiebreak.Compute(tiebreak.StageInput(ev, st, sc.rounds[:k]))
			if err != nil {
				return nil, fmt.Errorf("stage %s: standings after %d rounds: %w", st.ID, k, err)
			}
			sc.standings = append(sc.standings, s)
		}
		return sc, nil
	}
}

func truncRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// name returns the player's name in the book's language.
func (b *book) name(ev *scoring.Event, no int) string {
	p := ev.Player(no)
	if p == nil {
		return fmt.Sprintf("#%d", no)
	}
	if b.lang == "en" && p.NameEn != "" {
		return p.NameEn
	}
	return p.Name
}
