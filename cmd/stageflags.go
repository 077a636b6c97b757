package cmd

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// stageFlags are the settings of one stage, shared by 'xqt init' (the first
// stage) and 'xqt stage add' (the next ones).
type stageFlags struct {
	System    string
	Name      string
	Rounds    int
	Cycles    int
	Points    string
	Tiebreaks []string
	Numbering string
	Seed      int64
	Draw      string
	Swiss     string
	Match     string
	Until     int
	Groups    int
	Seeding   string
	From      string
	Qualify   string
	After     int
	Options   []string
	Teams     bool
	Boards    int
	Lineup    string
	// MatchPoints is a team stage's own match points 场分 table, when the
	// organiser's rules replace 14.2's 2/1/0 (stage option match-points).
	MatchPoints string
}

// add registers the flags on fl; points says what --points takes.
func (s *stageFlags) add(fl *pflag.FlagSet, points string) {
	fl.StringVar(&s.System, "system", "round-robin", pairing.IDList()+" (docs/stages.md)")
	fl.IntVar(&s.Rounds, "rounds", 0, "number of rounds (Swiss; a round robin has as many as the table)")
	fl.IntVar(&s.Cycles, "cycles", 1, "round robin: 1 single, 2 double 双循环")
	fl.StringVar(&s.Points, "points", "", points)
	fl.StringSliceVar(&s.Tiebreaks, "tiebreaks", nil, "tiebreak preset or criteria ids in order (default by edition and system; see 'xqt tiebreaks')")
	fl.StringVar(&s.Numbering, "numbering", "", "order of the table: roster (entry order), rating, or draw (seeded lot); default roster for a round robin, rating for a Swiss (draw when nobody is rated)")
	fl.Int64Var(&s.Seed, "seed", 0, "seed of random draws (default: chosen and recorded at the first draw)")
	fl.StringVar(&s.Draw, "draw", "", "knockout pairing: cards (a card draw every round) or seeded (bracket)")
	fl.StringVar(&s.Swiss, "swiss", "", "Swiss pairing rules: "+variantsHelp(scoring.Swiss))
	fl.StringVar(&s.Match, "match", "", "match format of each pairing: single, best-of-3, two-games, two-games+extra+armageddon-red-loses ... (docs/knockout.md)")
	fl.IntVar(&s.Until, "until", 0, "knockout: stop when this many players are left (they go on to the next stage)")
	fl.IntVar(&s.Groups, "groups", 0, "round robin or Swiss: split the players into this many groups 小组, each with its own table")
	fl.StringVar(&s.Seeding, "seeding", "", "how players go into groups: snake (serpentine on places or rating, default), random (seeded draw), sections (by the players' group column, e.g. 男子组/女子组); a knockout from groups: crossover (A1-B2, B1-A2)")
	fl.StringArrayVar(&s.Options, "option", nil, "system setting KEY=VALUE stored with the stage (repeatable; see docs/)")
	fl.BoolVar(&s.Teams, "teams", false, "a team stage: the system pairs teams ('xqt team add'), each match on --boards boards (docs/teams.md)")
	fl.IntVar(&s.Boards, "boards", 0, "team stage: boards 台 of each match, one player of each team on each")
	fl.StringVar(&s.MatchPoints, "match-points", "", "team stage: match points 场分 of the organiser's own, a points preset such as 3-1-0 (default 2-1-0 of article 14.2, whatever --points gives the boards)")
	fl.StringVar(&s.Lineup, "lineup", "", "team stage line-ups: fixed (分台定人, default), substitute (分台换人), per-match (临时定台) or all-play-all (全队轮赛)")
}

// stage builds the stage with id from the flags; edition picks default
// tiebreaks.
func (s *stageFlags) stage(id, edition string) (scoring.Stage, error) {
	name, err := event.NormalizeName(s.Name)
	if err != nil {
		return scoring.Stage{}, invalidf("--name: %v", err)
	}
	st := scoring.Stage{ID: id, Name: name, System: scoring.System(s.System), Rounds: s.Rounds, Numbering: s.Numbering, Seed: s.Seed,
		Match: s.Match, Until: s.Until, GroupCount: s.Groups, Seeding: s.Seeding, From: s.From, Qualify: s.Qualify, QualifyAfter: s.After}
	st.Cycles = s.Cycles
	st.Tiebreaks = s.Tiebreaks
	if err := s.teamStage(&st); err != nil { // stageflags_team.go: before the system checks the rest
		return st, err
	}
	if err := pairing.Configure(&st, edition); err != nil {
		var se *pairing.SettingError
		if errors.As(err, &se) {
			return st, invalidf("--%s %s", se.Setting, se.Msg)
		}
		return st, invalidf("%v", err)
	}
	if _, err := scoring.ParseQualify(s.Qualify); err != nil {
		return st, invalidf("--qualify: %v", err)
	}
	if strings.Contains(s.Points, "=") {
		return st, invalidf("--points of a stage names a preset (%s); a table of your own goes in the event's points (xqt init --points)", strings.Join(scoring.PresetNames(), ", "))
	}
	if s.Points != "" {
		if _, err := scoring.Preset(s.Points); err != nil {
			return st, invalidf("--points: %v", err)
		}
		st.Points = s.Points
	}
	setOpt := func(k, v string) {
		if st.Options == nil {
			st.Options = map[string]string{}
		}
		st.Options[k] = v
	}
	if s.Draw != "" {
		setOpt("draw", s.Draw)
	}
	if s.Swiss != "" {
		if !slices.ContainsFunc(variantChoices(scoring.Swiss), func(c choice) bool { return c.value == s.Swiss }) {
			return st, usageError("--swiss %q: the Swiss rules are %s", s.Swiss, variantsHelp(scoring.Swiss))
		}
		setOpt("swiss", s.Swiss)
	}
	for _, kv := range s.Options {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return st, usageError("--option takes KEY=VALUE, got %q", kv)
		}
		setOpt(k, v)
	}
	if s.MatchPoints != "" {
		setOpt(scoring.MatchPointsOption, s.MatchPoints)
	}
	if v, ok := st.Options[scoring.FirstGameOption]; ok && v != "lot" && v != "table" {
		return st, invalidf("--option %s=%s: game 1 of a pairing of several games takes its colours from the table or by lot (13.5): write %s=table or %s=lot", scoring.FirstGameOption, v, scoring.FirstGameOption, scoring.FirstGameOption)
	}
	if v, ok := st.Options[tiebreak.TeamCountOption]; ok {
		if n, err := strconv.Atoi(v); err != nil || n < 1 {
			return st, invalidf("--option %s=%s: give the number of each team's best players that count, e.g. %s=4", tiebreak.TeamCountOption, v, tiebreak.TeamCountOption)
		}
	}
	if v, ok := st.Options[scoring.MatchPointsOption]; ok {
		if !st.Teams {
			return st, invalidf("--match-points is for a team stage (--teams): an individual stage scores games with --points")
		}
		if _, err := scoring.MatchPointsPreset(v); err != nil {
			return st, invalidf("--match-points: %v", err)
		}
	}
	return st, nil
}
