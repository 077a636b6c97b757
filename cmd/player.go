package cmd

import (
	"encoding/json"
	"fmt"
	"github.com/xiangqi-org/xqt/formats/event"
	"sort"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

func newCmdPlayer(f *Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "player",
		Short: "Add, import, list and withdraw players",
		Example: `  xqt player add spring.yaml --name 王小明 --club 一中 --rating 1620
  xqt player import spring.yaml roster.csv
  xqt player list spring.yaml
  xqt player withdraw spring.yaml 7 --round 4`,
	}
	c.AddCommand(newCmdPlayerAdd(f, nil), newCmdPlayerImport(f, nil), newCmdPlayerList(f, nil), newCmdPlayerWithdraw(f, nil))
	return c
}

type playerAddOptions struct {
	Path   string
	Player scoring.Player
}

func newCmdPlayerAdd(f *Factory, runF func(*playerAddOptions) error) *cobra.Command {
	opts := &playerAddOptions{}
	c := &cobra.Command{
		Use:   "add FILE --name NAME [--club CLUB] [--rating N]",
		Short: "Add one player",
		Long: `Add one player. The start number 序号 is the next free one unless --no gives it.
A round robin takes new players only until its table is fixed (round 1 paired).`,
		Example: `  xqt player add spring.yaml --name 王小明 --club 一中 --rating 1620
  xqt player add spring.yaml --name 李四 --group A --no 12`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runPlayerAdd(f, opts)
		},
	}
	p := &opts.Player
	fl := c.Flags()
	fl.StringVar(&p.Name, "name", "", "name as printed (required)")
	fl.StringVar(&p.NameEn, "name-en", "", "latin spelling")
	fl.StringVar(&p.Club, "club", "", "club, school or work unit 单位")
	fl.StringVar(&p.Team, "team", "", "team, for team rankings")
	fl.StringVar(&p.Group, "group", "", "group 小组")
	fl.IntVar(&p.Rating, "rating", 0, "rating 等级分")
	fl.StringVar(&p.Sex, "sex", "", "sex")
	fl.StringVar(&p.ID, "id", "", "national or FIDE id")
	fl.IntVar(&p.No, "no", 0, "start number (default: next free)")
	return c
}

func runPlayerAdd(f *Factory, opts *playerAddOptions) error {
	if opts.Player.Name == "" {
		return usageError("player add needs --name")
	}
	var added scoring.Player
	_, err := f.updateEvent(opts.Path, "player add", func(ev *scoring.Event) error {
		p, err := addPlayer(ev, opts.Player)
		added = p
		if err == nil {
			buildTeams(ev, []scoring.Player{p}) // team.go
		}
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "added %s as number %d\n", added.Name, added.No)
	return nil
}

// addPlayer adds p to the event, giving it the next free start number when
// it has none, and refuses what would break a fixed round-robin table.
func addPlayer(ev *scoring.Event, p scoring.Player) (scoring.Player, error) {
	for _, fld := range []struct {
		flag string
		v    *string
	}{{"--name", &p.Name}, {"--name-en", &p.NameEn}, {"--club", &p.Club}, {"--team", &p.Team}, {"--group", &p.Group}} {
		n, err := event.NormalizeName(*fld.v)
		if err != nil {
			return p, invalidf("%s: %v", fld.flag, err)
		}
		*fld.v = n
	}
	if p.Name == "" {
		return p, usageError("player add needs --name")
	}
	if p.No == 0 {
		for _, q := range ev.Players {
			p.No = max(p.No, q.No)
		}
		p.No++
	}
	if q := ev.Player(p.No); q != nil {
		return p, invalidf("start number %d is taken by %s: leave --no out to get the next free number", p.No, q.Name)
	}
	for _, q := range ev.Players {
		if q.Name == p.Name {
			return p, invalidf("%s is already number %d: add something that tells them apart, e.g. --name %s(%s)", p.Name, q.No, p.Name, orText(p.Club, "2"))
		}
	}
	for _, st := range ev.Stages {
		if st.Scheduled() && len(st.Order) > 0 && len(st.Players) == 0 {
			return p, invalidf("the round-robin table of stage %s is fixed since round 1 was paired: a new player cannot join it", st.ID)
		}
	}
	if len(ev.Rounds) > 0 && p.Joined == 0 {
		p.Joined = len(ev.Rounds) + 1 // a late entry 补报
	}
	ev.Players = append(ev.Players, p)
	return p, nil
}

func orText(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

type playerListOptions struct {
	Path string
	JSON bool
}

func newCmdPlayerList(f *Factory, runF func(*playerListOptions) error) *cobra.Command {
	opts := &playerListOptions{}
	c := &cobra.Command{
		Use:     "list FILE [--json]",
		Short:   "Print the start list",
		Example: "  xqt player list spring.yaml\n  xqt player list spring.yaml --json",
		Args:    exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runPlayerList(f, c, opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print JSON: {\"players\": [{\"no\", \"name\", \"club\", \"rating\", \"group\", \"team\", \"withdrawn\"}]}")
	return c
}

type jsonPlayer struct {
	No        int    `json:"no"`
	Name      string `json:"name"`
	Club      string `json:"club"`
	Rating    int    `json:"rating"`
	Group     string `json:"group"`
	Team      string `json:"team"`
	Withdrawn int    `json:"withdrawn"`
}

func runPlayerList(f *Factory, c *cobra.Command, opts *playerListOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	if opts.JSON {
		out := struct {
			Players []jsonPlayer `json:"players"`
		}{Players: []jsonPlayer{}}
		for _, p := range ev.Players {
			out.Players = append(out.Players, jsonPlayer{p.No, p.Name, p.Club, p.Rating, p.Group, p.Team, p.Withdrawn})
		}
		return writeJSON(f, out)
	}
	t := &table{header: []string{"序号 No", "姓名 Name", "单位 Club", "等级分 Rating", "组 Group"}, right: map[int]bool{0: true, 3: true}}
	for _, p := range ev.Players {
		rating := ""
		if p.Rating > 0 {
			rating = strconv.Itoa(p.Rating)
		}
		name := p.Name
		if p.Withdrawn > 0 {
			name += fmt.Sprintf(" (%s from round %d)", view.Both(view.TermWithdrawn), p.Withdrawn)
		}
		t.add(strconv.Itoa(p.No), name, p.Club, rating, p.Group)
	}
	return t.write(f.IO.Out, f.aligned(c))
}

func writeJSON(f *Factory, v any) error {
	enc := json.NewEncoder(f.IO.Out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

type playerWithdrawOptions struct {
	Path   string
	Player string
	Round  int
}

func newCmdPlayerWithdraw(f *Factory, runF func(*playerWithdrawOptions) error) *cobra.Command {
	opts := &playerWithdrawOptions{}
	c := &cobra.Command{
		Use:   "withdraw FILE PLAYER [--round N]",
		Short: "Withdraw a player 退赛 from round N on",
		Long: `Withdraw a player from round N on (default: the next round to be paired).
Round robin (article 20.3): a player who met fewer than half of their opponents
(已赛对手不足半数; a double round robin has as many opponents as a single) has all
results cancelled and is listed after the table with no place; otherwise their
remaining games are forfeits won by the opponents. Swiss (20.4): results stand,
the player is no longer paired, and a round already paired gives his game to the
opponent without play. docs/rules.md, article 20.`,
		Example: "  xqt player withdraw spring.yaml 7\n  xqt player withdraw spring.yaml 王小明 --round 4",
		Args:    exactArgs(2, "the event file and the player (start number or name)"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Player = args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return runPlayerWithdraw(f, opts)
		},
	}
	c.Flags().IntVar(&opts.Round, "round", 0, "first round the player does not play (default: the next round)")
	return c
}

// withdrawalRound is the first round a withdrawal takes out (--round
// asked, 0: the next round to pair), refused outside 1 to the next round.
func withdrawalRound(ev *scoring.Event, asked int) (int, error) {
	round := asked
	if round == 0 {
		round = len(ev.Rounds) + 1
	}
	if round < 1 || round > len(ev.Rounds)+1 {
		return 0, invalidf("--round %d: a withdrawal starts at a round from 1 to %d (the next round to pair)", round, len(ev.Rounds)+1)
	}
	return round, nil
}

func runPlayerWithdraw(f *Factory, opts *playerWithdrawOptions) error {
	var name string
	var round int
	_, err := f.updateEvent(opts.Path, "player withdraw", func(ev *scoring.Event) error {
		p, err := findPlayer(ev, opts.Player)
		if err != nil {
			return err
		}
		if round, err = withdrawalRound(ev, opts.Round); err != nil {
			return err
		}
		for _, r := range ev.Rounds[round-1:] {
			for _, g := range r.Games {
				if (g.Red == p.No || g.Black == p.No) && g.Result != scoring.NoResult {
					return invalidf("%s already has a result in round %d: withdraw from round %d on", playerLabel(ev, p.No), r.Number, r.Number+1)
				}
			}
		}
		p.Withdrawn, name = round, p.Name
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "%s withdraws from round %d on\n", name, round)
	return nil
}

type playerImportOptions struct {
	Path     string
	Roster   string
	Renumber bool
}

func newCmdPlayerImport(f *Factory, runF func(*playerImportOptions) error) *cobra.Command {
	opts := &playerImportOptions{}
	c := &cobra.Command{
		Use:   "import FILE ROSTER.csv|ROSTER.xlsx [--renumber]",
		Short: "Add players from a CSV or Excel roster",
		Long: `Add players from a roster: CSV (UTF-8 or GBK) or .xlsx, first row headers in
Chinese or English (序号/no, 姓名/name, 单位/学校/club, 等级分/rating, 组别/group,
队/team, 性别/sex). Every bad row is reported at once and nothing is added then.

Start numbers: a roster without a 序号 column is numbered in file order after
the players already in the event. A roster with one keeps its numbers when
they are all free; when one of them is taken (say 王小明 was added by hand as
number 1 and the roster numbers from 1 too), the imported players are numbered
after the highest number in the event, in the roster's 序号 order, and xqt says
so. --renumber does that always, ignoring the roster's numbers.`,
		Example: `  xqt player import spring.yaml roster.csv
  xqt player import spring.yaml 报名表.xlsx
  xqt player import spring.yaml late-entries.csv --renumber`,
		Args: exactArgs(2, "the event file and the roster file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Roster = args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return runPlayerImport(f, opts)
		},
	}
	c.Flags().BoolVar(&opts.Renumber, "renumber", false, "number the imported players after the event's highest start number, ignoring the roster's 序号")
	return c
}

func runPlayerImport(f *Factory, opts *playerImportOptions) error {
	players, rows, err := readRoster(opts.Roster)
	if err != nil {
		return invalid(err)
	}
	var added []scoring.Player
	var taken []int
	ev, err := f.updateEvent(opts.Path, "player import", func(ev *scoring.Event) error {
		var todo []scoring.Player
		todo, taken = importNumbers(ev, players, opts.Renumber)
		var bad *scoring.Player
		var err error
		if added, bad, err = importPlayers(ev, todo); err != nil {
			// The roster's row of the player refused (todo is players
			// renumbered, in the same order).
			for i := range todo {
				if &todo[i] == bad && i < len(rows) {
					return invalidf("%s:%d: %s: %v", opts.Roster, rows[i], bad.Name, err)
				}
			}
			return invalidf("%s: %s: %v", opts.Roster, bad.Name, err)
		}
		buildTeams(ev, added) // a 队名/team column builds the teams (team.go)
		return nil
	})
	if err != nil {
		return err
	}
	if len(taken) > 0 && len(added) > 0 {
		what := "start number " + joinInts(taken) + " is"
		if len(taken) > 1 {
			what = "start numbers " + joinInts(taken) + " are"
		}
		fmt.Fprintf(f.IO.Err, "%s: %s taken in %s: the imported players are numbered %d-%d, in the roster's order\n",
			opts.Roster, what, opts.Path, added[0].No, added[len(added)-1].No)
	}
	noun := "players"
	if len(added) == 1 {
		noun = "player"
	}
	fmt.Fprintf(f.IO.Err, "imported %d %s from %s\n", len(added), noun, opts.Roster)
	entryWarnings(f, ev)
	return nil
}

// importNumbers decides the start numbers of a roster's players before they
// are added to ev. Players keep the roster's numbers when none is taken;
// when some are (taken lists them), or when renumber is set, every player
// gets number 0, i.e. the next free one when added, in the roster's number
// order (file order for a roster without numbers).
func importNumbers(ev *scoring.Event, players []scoring.Player, renumber bool) (out []scoring.Player, taken []int) {
	inEvent := make(map[int]bool, len(ev.Players)) // a set, so a long roster is not n²
	for _, p := range ev.Players {
		inEvent[p.No] = true
	}
	for _, p := range players {
		if p.No != 0 && inEvent[p.No] {
			taken = append(taken, p.No)
		}
	}
	sort.Ints(taken)
	out = append([]scoring.Player(nil), players...)
	if len(taken) == 0 && !renumber {
		return out, nil
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].No < out[j].No })
	for i := range out {
		out[i].No = 0
	}
	return out, taken
}
