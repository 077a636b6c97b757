package tiebreak

import (
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// StagePlayers returns the entrants of a stage (scoring.StagePlayers).
func StagePlayers(ev *scoring.Event, st *scoring.Stage) []scoring.Player {
	return scoring.StagePlayers(ev, st)
}

// StageInput is the Input that ranks stage st of ev over rounds (the stage's
// rounds up to the one the standings are after), with the stage's points
// table, tiebreaks, unplayed-round policy and round-robin schedule. Every
// caller (the CLI, the workbook) ranks through it, so they always agree.
func StageInput(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) Input {
	players := StagePlayers(ev, st)
	rr := st.Scheduled()
	opponents := 0
	if rr {
		n := len(players)
		if len(st.Order) > 0 {
			n = len(st.Order)
		}
		opponents = n - 1 // 20.3: opponents, not games (a double round robin has as many)
	}
	return Input{
		Players: players, Rounds: rounds, Table: ev.TableFor(st), GameTable: ev.GameTableFor(st),
		RoundRobin: rr, Opponents: opponents, Criteria: st.Tiebreaks,
		Unplayed: StagePolicy(st), Date: ev.Start, PlannedRounds: st.Rounds,
		Playoff:        ParsePlayoff(st.Options[PlayoffOption]),
		NoShare:        NoShare(st),
		SBDrawWeighted: st.Options[SBDrawOption] == "weighted",
		RankCancelled:  st.Options[WithdrawnOption] == "ranked",
	}
}

// WithdrawnOption is the stage option that says where a player whose
// results article 20.3 cancelled goes: "listed" (the default: after the
// table, 退赛, no place) or "ranked" (in the place the cancelled results
// give, marked).
const WithdrawnOption = "withdrawn"

// SBDrawOption is the stage option that picks how 小分 weighs a drawn
// opponent: "half" (the default, the CXA wording) or "weighted".
const SBDrawOption = "sb-draw"

// PlayoffOption is the stage option that records a play-off's order (15.6):
// start numbers, best first, separated by commas.
const PlayoffOption = "playoff"

// NoShareOption is the stage option that marks the places that must not
// be shared (15.6), e.g. the prize places "1,2,3"; without it, first place.
const NoShareOption = "no-shared"

// RankingOptions are the stage options the standings read, not the
// pairing system.
var RankingOptions = []string{PlayoffOption, SBDrawOption, NoShareOption, TeamRankingOption, TeamMinOption, TeamCountOption, scoring.MatchPointsOption, WithdrawnOption, "unplayed"}

// NoShare returns the places of a stage that must not be shared: its
// NoShareOption, or nil (first place only).
func NoShare(st *scoring.Stage) []int {
	v, ok := st.Options[NoShareOption]
	if !ok {
		return nil
	}
	return ParsePlayoff(v)
}

// ParsePlayoff reads a play-off order "4,7,2"; what is not a number is skipped
// (the event file check reports it).
func ParsePlayoff(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			out = append(out, n)
		}
	}
	return out
}
