package cmd

import (
	"fmt"
	"github.com/xiangqi-org/xqt/formats/event"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/scoring"
)

func newCmdTeam(f *Factory) *cobra.Command {
	c := &cobra.Command{
		Use:   "team",
		Short: "Add and list the teams of a team event",
		Long: `Teams 队 of a team event (docs/teams.md): each has its members in board order (first
board first) and its substitutes 替补. 'xqt player import' builds them from a roster's
队名/team column too, in the roster's order.`,
		Example: `  xqt team add league.yaml --name 一中 --player 王小明 --player 李四 --player 张三 --player 赵六 --sub 钱七
  xqt team add league.yaml --name 一中 --sub 孙八      # one more substitute, also mid-event
  xqt team list league.yaml`,
	}
	c.AddCommand(newCmdTeamAdd(f, nil), newCmdTeamList(f, nil), newCmdTeamWithdraw(f, nil))
	return c
}

type teamAddOptions struct {
	Path    string
	Name    string
	Players []string
	Subs    []string
	// Rank places the one substitute given at this place of the registered
	// order, among the members (12.2: ranked by strength as in 12.1).
	Rank int
}

func newCmdTeamAdd(f *Factory, runF func(*teamAddOptions) error) *cobra.Command {
	opts := &teamAddOptions{}
	c := &cobra.Command{
		Use:   "add FILE --name TEAM --player P1 --player P2 ... [--sub S]",
		Short: "Add a team, or substitutes to a team",
		Long: `Add a team with its members in board order (--player, first board first) and its
substitutes (--sub). A player is named by start number or by name; a name that is not
in the event yet is added as a new player of the team. A player plays for one team.
For a team that exists, --sub adds substitutes (also once the event has begun) and
--player adds members while no round is paired.

Under 分台换人 (--lineup substitute, article 12.2) the registered order covers the
members and the substitutes together, ranked by strength as in 12.1; substitutes
come after the members unless --rank N puts the substitute given at place N of that
order (before round 1 is paired). Each match a team plays any N of them in that
order, never reversed (docs/teams.md).`,
		Example: `  xqt team add league.yaml --name 一中 --player 王小明 --player 李四 --player 张三 --player 赵六 --sub 钱七
  xqt team add league.yaml --name 二中 --player 5 --player 6 --player 7 --player 8
  xqt team add league.yaml --name 一中 --sub 孙八
  xqt team add league.yaml --name 一中 --sub 周九 --rank 2   # registered second, by strength`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runTeamAdd(f, opts)
		},
	}
	fl := c.Flags()
	fl.StringVar(&opts.Name, "name", "", "the team's name as printed (required)")
	fl.StringArrayVar(&opts.Players, "player", nil, "a member, in board order (repeatable)")
	fl.StringArrayVar(&opts.Subs, "sub", nil, "a substitute 替补 (repeatable)")
	fl.IntVar(&opts.Rank, "rank", 0, "with one --sub: its place in the registered order of members and substitutes (12.2, by strength; default after the others)")
	return c
}

func runTeamAdd(f *Factory, opts *teamAddOptions) error {
	if strings.TrimSpace(opts.Name) == "" {
		return usageError("team add needs --name: the team's name as printed")
	}
	if len(opts.Players)+len(opts.Subs) == 0 {
		return usageError("team add needs --player (members in board order) or --sub")
	}
	if opts.Rank != 0 && (len(opts.Subs) != 1 || opts.Rank < 1) {
		return usageError("--rank N places one substitute: give exactly one --sub and N from 1 (its place in the registered order)")
	}
	name, err := event.NormalizeName(opts.Name)
	if err != nil {
		return invalidf("--name: %v", err)
	}
	opts.Name = name
	var msg string
	_, err = f.updateEvent(opts.Path, "team add", func(ev *scoring.Event) error {
		tm := ev.TeamByName(opts.Name)
		if tm == nil {
			no := 0
			for _, t := range ev.Teams {
				no = max(no, t.No)
			}
			ev.Teams = append(ev.Teams, scoring.Team{No: no + 1, Name: opts.Name})
			tm = &ev.Teams[len(ev.Teams)-1]
		} else if len(opts.Players) > 0 && len(ev.Rounds) > 0 {
			return invalidf("team %s exists and the event has begun: add substitutes with --sub; the registered order is fixed once round 1 is paired", opts.Name)
		}
		if opts.Rank > 0 && len(ev.Rounds) > 0 {
			return invalidf("--rank: the registered order is fixed once round 1 is paired; add the substitute without --rank (after the others)")
		}
		for _, list := range []struct {
			names []string
			to    *[]int
		}{{opts.Players, &tm.Members}, {opts.Subs, &tm.Subs}} {
			for _, s := range list.names {
				no, err := teamPlayer(ev, s, tm)
				if err != nil {
					return err
				}
				*list.to = append(*list.to, no)
				if len(tm.Order) > 0 {
					tm.Order = append(tm.Order, no) // a ranked order keeps every player
				}
			}
		}
		if opts.Rank > 0 {
			tm.RankAt(tm.Subs[len(tm.Subs)-1], opts.Rank)
		}
		msg = fmt.Sprintf("team %d %s: %s", tm.No, tm.Name, teamLine(ev, tm))
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Err, msg)
	return nil
}

// teamPlayer resolves a player for team tm by number or name, adding a new
// player for a name the event does not have; a player of another team is
// refused.
func teamPlayer(ev *scoring.Event, s string, tm *scoring.Team) (int, error) {
	s, err := event.NormalizeName(s)
	if err != nil {
		return 0, invalidf("--player: %v", err)
	}
	if _, err := strconv.Atoi(s); err != nil {
		found := false
		for _, p := range ev.Players {
			found = found || p.Name == s
		}
		if !found {
			p, err := addPlayer(ev, scoring.Player{Name: s, Team: tm.Name})
			return p.No, err
		}
	}
	p, err := findPlayer(ev, s)
	if err != nil {
		return 0, err
	}
	if other := ev.TeamOf(p.No); other != 0 {
		return 0, invalidf("%s already plays for %s: a player plays for one team", playerLabel(ev, p.No), ev.FindTeam(other).Name)
	}
	if p.Team == "" {
		p.Team = tm.Name
	}
	return p.No, nil
}

// teamLine is "王小明 李四 张三 赵六 (替补 sub 钱七)".
func teamLine(ev *scoring.Event, tm *scoring.Team) string {
	names := func(nos []int) string {
		var s []string
		for _, no := range nos {
			s = append(s, playerLabel(ev, no))
		}
		return strings.Join(s, " ")
	}
	line := names(tm.Members)
	if len(tm.Subs) > 0 {
		line += " (替补 sub " + names(tm.Subs) + ")"
	}
	if len(tm.Order) > 0 {
		line += "; 报名顺序 registered order " + names(tm.Order)
	}
	return line
}

type teamListOptions struct {
	Path string
	JSON bool
}

type jsonTeam struct {
	No      int       `json:"no"`
	Name    string    `json:"name"`
	Members []jsonBye `json:"members"`
	Subs    []jsonBye `json:"subs"`
	// Registered is the registered order of members and substitutes
	// together (12.2): the members then the substitutes, unless a
	// substitute was ranked among them ('team add --rank').
	Registered []jsonBye `json:"registered"`
}

func newCmdTeamList(f *Factory, runF func(*teamListOptions) error) *cobra.Command {
	opts := &teamListOptions{}
	c := &cobra.Command{
		Use:   "list FILE [--json]",
		Short: "List the teams, members in board order",
		Long: `List the teams: number, name, members in board order and substitutes.

--json prints {"teams": [{"no": 1, "name": "一中", "members": [{"no": 1, "name": "王小明"}],
"subs": [{"no": 5, "name": "钱七"}], "registered": [...]}]}; registered is the order of
members and substitutes together (12.2).`,
		Example: "  xqt team list league.yaml\n  xqt team list league.yaml --json",
		Args:    exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runTeamList(f, c, opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	return c
}

func runTeamList(f *Factory, c *cobra.Command, opts *teamListOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	if opts.JSON {
		out := struct {
			Teams []jsonTeam `json:"teams"`
		}{Teams: []jsonTeam{}}
		for _, tm := range ev.Teams {
			jt := jsonTeam{No: tm.No, Name: tm.Name, Members: []jsonBye{}, Subs: []jsonBye{}}
			for _, no := range tm.Members {
				jt.Members = append(jt.Members, jsonBye{No: no, Name: playerName(ev, no)})
			}
			for _, no := range tm.Subs {
				jt.Subs = append(jt.Subs, jsonBye{No: no, Name: playerName(ev, no)})
			}
			jt.Registered = []jsonBye{}
			for _, no := range tm.Registered() {
				jt.Registered = append(jt.Registered, jsonBye{No: no, Name: playerName(ev, no)})
			}
			out.Teams = append(out.Teams, jt)
		}
		return writeJSON(f, out)
	}
	if len(ev.Teams) == 0 {
		fmt.Fprintf(f.IO.Err, "%s has no teams: add them with 'xqt team add %s --name ... --player ...'\n", opts.Path, opts.Path)
		return nil
	}
	t := &table{header: []string{"队号 No", "队名 Team", "队员 Members (board order)", "替补 Subs"}, right: map[int]bool{0: true}}
	for _, tm := range ev.Teams {
		var ms, ss []string
		for _, no := range tm.Members {
			ms = append(ms, playerLabel(ev, no))
		}
		for _, no := range tm.Subs {
			ss = append(ss, playerLabel(ev, no))
		}
		t.add(strconv.Itoa(tm.No), tm.Name, strings.Join(ms, " "), strings.Join(ss, " "))
	}
	return t.write(f.IO.Out, f.aligned(c))
}

// playerName is a player's name, "" when unknown.
func playerName(ev *scoring.Event, no int) string {
	if p := ev.Player(no); p != nil {
		return p.Name
	}
	return ""
}

// teamName is a team's name, or its number.
func teamName(ev *scoring.Event, no int) string {
	if tm := ev.FindTeam(no); tm != nil {
		return tm.Name
	}
	return fmt.Sprintf("(%d)", no)
}

// findTeam resolves a team by name or number.
func findTeam(ev *scoring.Event, s string) (*scoring.Team, error) {
	if tm := ev.TeamByName(s); tm != nil {
		return tm, nil
	}
	if no, err := strconv.Atoi(s); err == nil {
		if tm := ev.FindTeam(no); tm != nil {
			return tm, nil
		}
	}
	return nil, invalidf("no team is called %q ('xqt team list' shows them)", s)
}

// buildTeams puts imported or added players with a team name into their
// teams, in the order given: members until the team stage's boards are
// filled (every one when the event has no team stage), then substitutes.
// It returns the teams it made.
func buildTeams(ev *scoring.Event, players []scoring.Player) []string {
	boards := 0
	for _, st := range ev.Stages {
		if st.Teams {
			boards = max(boards, st.Boards)
		}
	}
	var made []string
	for _, p := range players {
		if p.Team == "" || ev.TeamOf(p.No) != 0 {
			continue
		}
		tm := ev.TeamByName(p.Team)
		if tm == nil {
			no := 0
			for _, t := range ev.Teams {
				no = max(no, t.No)
			}
			ev.Teams = append(ev.Teams, scoring.Team{No: no + 1, Name: p.Team})
			tm = &ev.Teams[len(ev.Teams)-1]
			made = append(made, p.Team)
		}
		if boards == 0 || len(tm.Members) < boards {
			tm.Members = append(tm.Members, p.No)
		} else {
			tm.Subs = append(tm.Subs, p.No)
		}
	}
	return made
}

// entrants is what a stage ranks: "teams" or "players".
func entrants(st *scoring.Stage) string {
	if st != nil && st.Teams {
		return "teams"
	}
	return "players"
}

// stageLabels names the entrants of a stage: teams of a team stage,
// players otherwise.
func stageLabels(ev *scoring.Event, st *scoring.Stage, nos []int) string {
	if st == nil || !st.Teams {
		return labels(ev, nos)
	}
	var s []string
	for _, no := range nos {
		s = append(s, fmt.Sprintf("%s (%d)", teamName(ev, no), no))
	}
	return strings.Join(s, ", ")
}
