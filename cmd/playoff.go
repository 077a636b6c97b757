package cmd

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

type playoffOptions struct {
	Path    string
	Players []string
	Stage   string
	Places  string // --places: the places that must not be shared
}

func newCmdPlayoff(f *Factory, runF func(*playoffOptions) error) *cobra.Command {
	opts := &playoffOptions{}
	c := &cobra.Command{
		Use:   "playoff FILE PLAYER PLAYER... [--stage ID]",
		Short: "Record the order a play-off 加赛 decided (article 15.6)",
		Long: `Record the result of a play-off 加赛: the players it decided, best first. Article
15.6 wants first place (or any place the organiser marks) decided, not shared; when
every tiebreak is equal, 'xqt standings' says a play-off is needed. The order given
here splits only players still tied after every tiebreak; it never overrides points
or tiebreaks. Give no players to remove a recorded play-off. On a team stage the
play-off is between teams tied in the team standings: name the teams (by name or
team number), best first.

--places marks which places must not be shared (default: first only), e.g. the
prize places 1,2,3: the standings then ask for a play-off for each shared place
that covers one (players tied on 3= to 4= cover place 3). The stage option
no-shared (xqt init --option no-shared=1,2,3) is the same setting.`,
		Example: "  xqt playoff spring.yaml 4 7        # 4 won the play-off against 7\n  xqt playoff league.yaml 二中 一中    # a team stage: the tied teams\n  xqt playoff spring.yaml 王小明 李四 张三\n  xqt playoff spring.yaml --places 1,2,3   # the prize places must not be shared",
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 1 {
				return usageError("playoff needs the event file and the players, best first")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Players = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return runPlayoff(f, opts)
		},
	}
	c.Flags().StringVar(&opts.Stage, "stage", "", "stage id (default: the current stage)")
	c.Flags().StringVar(&opts.Places, "places", "", "mark the places that must not be shared, e.g. 1,2,3 (default: first place only)")
	return c
}

// sameMembers reports whether a and b hold the same players.
func sameMembers(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[int]bool{}
	for _, x := range a {
		in[x] = true
	}
	for _, x := range b {
		if !in[x] {
			return false
		}
	}
	return true
}

func runPlayoff(f *Factory, opts *playoffOptions) error {
	if opts.Places != "" {
		return runPlayoffPlaces(f, opts)
	}
	if len(opts.Players) == 1 {
		return usageError("a play-off decides between two or more players: name them all, best first")
	}
	var names []string
	_, err := f.updateEvent(opts.Path, "playoff", func(ev *scoring.Event) error {
		st := ev.CurrentStage()
		if opts.Stage != "" {
			st = ev.Stage(opts.Stage)
		}
		if st == nil {
			return invalidf("no stage %q", opts.Stage)
		}
		if len(opts.Players) == 0 {
			delete(st.Options, tiebreak.PlayoffOption)
			return nil
		}
		if st.Teams {
			var err error
			names, err = recordTeamPlayoff(ev, st, opts.Players)
			return err
		}
		in := map[int]bool{}
		for _, no := range tiebreak.StagePlayers(ev, st) {
			in[no.No] = true
		}
		var nos []string
		for _, s := range opts.Players {
			p, err := findPlayer(ev, s)
			if err != nil {
				return err
			}
			if !in[p.No] {
				return invalidf("%s does not play in stage %s", playerLabel(ev, p.No), st.ID)
			}
			for _, n := range nos {
				if n == strconv.Itoa(p.No) {
					return invalidf("%s is named twice", playerLabel(ev, p.No))
				}
			}
			nos = append(nos, strconv.Itoa(p.No))
			names = append(names, playerLabel(ev, p.No))
		}
		sets, err := stage.TiedSets(ev, st)
		if err != nil {
			return invalid(err)
		}
		named := make([]int, len(nos))
		for i, n := range nos {
			named[i], _ = strconv.Atoi(n)
		}
		ok := false
		for _, set := range sets {
			ok = ok || sameMembers(set, named)
		}
		if !ok {
			var tied []string
			for _, set := range sets {
				tied = append(tied, labels(ev, set))
			}
			if len(tied) == 0 {
				return invalidf("nobody in stage %s is tied after every tiebreak: there is nothing for a play-off to decide", st.ID)
			}
			return invalidf("a play-off decides exactly one group of tied players; in stage %s these are tied after every tiebreak: %s", st.ID, strings.Join(tied, "; "))
		}
		if st.Options == nil {
			st.Options = map[string]string{}
		}
		// Keep play-offs already recorded for other tied groups: the order
		// only ever splits players still tied with each other.
		var keep []string
		for _, no := range tiebreak.ParsePlayoff(st.Options[tiebreak.PlayoffOption]) {
			if !slices.Contains(named, no) {
				keep = append(keep, strconv.Itoa(no))
			}
		}
		st.Options[tiebreak.PlayoffOption] = strings.Join(append(keep, nos...), ",")
		return nil
	})
	if err != nil {
		return err
	}
	if len(names) == 0 {
		fmt.Fprintln(f.IO.Err, "play-off removed")
		return nil
	}
	fmt.Fprintf(f.IO.Err, "play-off recorded: %s\n", strings.Join(names, " > "))
	return nil
}

// parsePlaces reads "1,2,3": places from 1, each once, in order.
func parsePlaces(s string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a place (places are numbers from 1, e.g. 1,2,3)", strings.TrimSpace(part))
		}
		if slices.Contains(out, n) {
			return nil, fmt.Errorf("place %d is named twice", n)
		}
		out = append(out, n)
	}
	slices.Sort(out)
	return out, nil
}

// runPlayoffPlaces records which places of the stage must not be shared.
func runPlayoffPlaces(f *Factory, opts *playoffOptions) error {
	if len(opts.Players) > 0 {
		return usageError("--places marks places; record a play-off's order in a separate 'xqt playoff %s PLAYER PLAYER...'", opts.Path)
	}
	places, err := parsePlaces(opts.Places)
	if err != nil {
		return usageError("--places: %v", err)
	}
	var id string
	_, err = f.updateEvent(opts.Path, "playoff", func(ev *scoring.Event) error {
		st := ev.CurrentStage()
		if opts.Stage != "" {
			st = ev.Stage(opts.Stage)
		}
		if st == nil {
			return invalidf("no stage %q (stages: %s)", opts.Stage, stageIDs(ev))
		}
		if st.Elimination() {
			return invalidf("stage %s is a %s: its places come from the matches, never shared by points", st.ID, st.System)
		}
		if st.Options == nil {
			st.Options = map[string]string{}
		}
		st.Options[tiebreak.NoShareOption] = strings.Trim(strings.ReplaceAll(fmt.Sprint(places), " ", ","), "[]")
		id = st.ID
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "stage %s: place(s) %s must not be shared; 'xqt standings %s' says which ties need a play-off\n", id, joinInts(places), opts.Path)
	return nil
}

// recordTeamPlayoff records the order of a play-off between teams tied in
// the team standings of team stage st (article 15.6 decides places of
// teams as of players): args name the teams, best first, and must be
// exactly one group of teams still tied after every tiebreak. It returns
// the teams' names for the message.
func recordTeamPlayoff(ev *scoring.Event, st *scoring.Stage, args []string) ([]string, error) {
	if st.Options[tiebreak.TeamRankingOption] == "places" {
		return nil, invalidf("stage %s ranks its teams by their members' places (option %s=places, 队员总分制 15.5), which a play-off order does not split: break such a tie by the tiebreaks of 15.5", st.ID, tiebreak.TeamRankingOption)
	}
	inStage := map[int]bool{}
	for _, tm := range ev.StageTeams(st) {
		inStage[tm.No] = true
	}
	var named []int
	var names []string
	for _, s := range args {
		tm, err := findTeam(ev, s)
		if err != nil {
			if p, perr := findPlayer(ev, s); perr == nil {
				return nil, invalidf("stage %s is a team stage: its play-off orders teams, and %s is a player; name the tied teams, best first ('xqt standings' shows them)", st.ID, playerLabel(ev, p.No))
			}
			return nil, err
		}
		if !inStage[tm.No] {
			return nil, invalidf("team %s does not play in stage %s", tm.Name, st.ID)
		}
		if slices.Contains(named, tm.No) {
			return nil, invalidf("team %s is named twice: name each team once, best first", tm.Name)
		}
		named = append(named, tm.No)
		names = append(names, tm.Name)
	}
	sets, err := tiedTeams(ev, st)
	if err != nil {
		return nil, invalid(err)
	}
	ok := false
	for _, set := range sets {
		ok = ok || sameMembers(set, named)
	}
	if !ok {
		var tied []string
		for _, set := range sets {
			var ns []string
			for _, no := range set {
				ns = append(ns, teamName(ev, no))
			}
			tied = append(tied, strings.Join(ns, ", "))
		}
		if len(tied) == 0 {
			return nil, invalidf("no teams of stage %s are tied after every tiebreak: there is nothing for a play-off to decide", st.ID)
		}
		return nil, invalidf("a play-off decides exactly one group of tied teams; in stage %s these are tied after every tiebreak: %s (name every team of one group, best first)", st.ID, strings.Join(tied, "; "))
	}
	if st.Options == nil {
		st.Options = map[string]string{}
	}
	var keep []string // play-offs already recorded for other tied groups
	for _, no := range tiebreak.ParsePlayoff(st.Options[tiebreak.PlayoffOption]) {
		if !slices.Contains(named, no) {
			keep = append(keep, strconv.Itoa(no))
		}
	}
	for _, no := range named {
		keep = append(keep, strconv.Itoa(no))
	}
	st.Options[tiebreak.PlayoffOption] = strings.Join(keep, ",")
	return names, nil
}

// tiedTeams returns the groups of teams of team stage st that share a
// place in its team standings (each team group ranked on its own, as
// 'xqt standings' prints them) with no play-off applied.
func tiedTeams(ev *scoring.Event, st *scoring.Stage) ([][]int, error) {
	views := []*scoring.Stage{st}
	if len(st.TeamGroups) > 0 {
		views = TeamGroupViews(st)
	}
	var out [][]int
	for _, v := range views {
		view := *v
		view.TeamGroups = nil
		view.Options = maps.Clone(st.Options)
		delete(view.Options, tiebreak.PlayoffOption)
		s, err := tiebreak.TeamStandings(ev, &view, ev.StageRounds(st.ID), nil)
		if err != nil {
			return nil, err
		}
		by := map[int][]int{}
		var places []int
		for _, r := range s.Rows {
			if !r.Shared {
				continue
			}
			if _, ok := by[r.Place]; !ok {
				places = append(places, r.Place)
			}
			by[r.Place] = append(by[r.Place], r.No)
		}
		for _, pl := range places {
			out = append(out, by[pl])
		}
	}
	return out, nil
}
