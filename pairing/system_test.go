package pairing

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestEverySystemIsRegistered: each system the event file may name has a
// catalogue entry, and For picks the Dutch system for swiss: dutch.
func TestEverySystemIsRegistered(t *testing.T) {
	for _, sys := range IDs() {
		s, err := For(&scoring.Stage{ID: "s", System: sys})
		if err != nil || s == nil {
			t.Errorf("system %s: %v", sys, err)
		}
	}
	d, err := For(&scoring.Stage{ID: "s", System: scoring.Swiss, Options: map[string]string{"swiss": "dutch"}})
	if err != nil || d.Name() != "Dutch" {
		t.Errorf("swiss: dutch gives %v, %v", d, err)
	}
	if _, err := For(&scoring.Stage{ID: "s", System: "lottery"}); err == nil {
		t.Error("an unknown system has a pairing system")
	}
	if c, err := For(&scoring.Stage{ID: "s", System: scoring.Swiss, Options: map[string]string{"swiss": "cxa"}}); err != nil || c.Name() != "swiss" {
		t.Errorf("swiss: cxa gives %v, %v", c, err)
	}
	if l, err := For(&scoring.Stage{ID: "s", System: scoring.Ladder, Options: map[string]string{"ladder": "up"}}); err != nil || l.Name() != "ladder" {
		t.Errorf("ladder: up (an option, no variant) gives %v, %v", l, err)
	}
	if got, want := IDList(), "round-robin, swiss, knockout or ladder"; got != want {
		t.Errorf("IDList() = %q, want %q", got, want)
	}
	if got := fmt.Sprint(Variants(scoring.Swiss), Variants(scoring.Ladder)); got != "[cxa dutch] []" {
		t.Errorf("the variants of swiss and ladder: %s, want [cxa dutch] []", got)
	}
}

// TestCatalogueAnswers: every system of the catalogue labels itself in
// Chinese and English, a system that ranks by places is a Placer, and the
// answers are the ones the views rely on (a round robin has a crosstable,
// a Swiss a grid, a knockout a bracket; a ladder takes the qualifiers'
// order, a knockout only for a crossover).
func TestCatalogueAnswers(t *testing.T) {
	for _, e := range Catalogue() {
		st := &scoring.Stage{ID: "s", System: e.ID, Options: map[string]string{string(e.ID): e.Variant}}
		sys, err := For(st)
		if err != nil {
			t.Fatalf("%s/%s: %v", e.ID, e.Variant, err)
		}
		if sys != e.System {
			t.Errorf("%s/%s: For gives %s", e.ID, e.Variant, sys.Name())
		}
		zh, en := sys.Label(st)
		if zh == "" || en == "" || strings.ContainsAny(zh, "abcdefghijklmnopqrstuvwxyz") {
			t.Errorf("%s: label %q / %q", e.ID, zh, en)
		}
		if e.Zh == "" || e.En == "" || e.Help == "" {
			t.Errorf("%s: catalogue entry without labels or help: %+v", e.ID, e)
		}
		if _, ok := sys.(Placer); ok != (sys.Ranking() == ByPlaces) {
			t.Errorf("%s: ranks by places %v, is a Placer %v", e.ID, sys.Ranking() == ByPlaces, ok)
		}
		team := teamSystem{inner: sys}
		if team.Ranking() != sys.Ranking() || team.Views() != sys.Views() || team.Supports(FeatureTeams) != sys.Supports(FeatureTeams) {
			t.Errorf("%s: the team system answers otherwise than its own", e.ID)
		}
	}
	views := map[scoring.System]Views{scoring.RoundRobin: ViewCrosstable, scoring.Swiss: ViewGrid, scoring.Knockout: ViewBracket, scoring.Ladder: 0}
	for id, want := range views {
		sys, _ := For(&scoring.Stage{System: id})
		if got := sys.Views(); got != want {
			t.Errorf("%s: views %b, want %b", id, got, want)
		}
	}
	ko, _ := For(&scoring.Stage{System: scoring.Knockout})
	ladder, _ := For(&scoring.Stage{System: scoring.Ladder})
	if ko.TakesOrder(&scoring.Stage{}) || !ko.TakesOrder(&scoring.Stage{Seeding: "crossover"}) || !ladder.TakesOrder(&scoring.Stage{}) {
		t.Error("a knockout takes the qualifiers' order only for a crossover, a ladder always")
	}
	rr, _ := For(&scoring.Stage{System: scoring.RoundRobin})
	if zh, en := rr.Label(&scoring.Stage{Cycles: 2}); zh != "双循环" || en != "double round robin" {
		t.Errorf("a double round robin is labelled %s / %s", zh, en)
	}
}

// TestUnsupportedFeature: a knockout takes no --fix, a round robin no --bye,
// a ladder no --exclude (it gave the round robin's reason before);
// the error is typed and names the flag.
func TestUnsupportedFeature(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	ev := &scoring.Event{Name: "t", Points: table}
	for i := 1; i <= 4; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i, Name: string(rune('A' + i))})
	}
	for _, tc := range []struct {
		system scoring.System
		req    Request
		flag   Feature
		why    string // the system's own reason
	}{
		{scoring.Knockout, Request{Fix: []Fix{{1, 2}}}, FeatureFix, "a knockout round follows the bracket"},
		{scoring.RoundRobin, Request{Byes: []int{3}}, FeatureBye, "a round-robin round is fixed by its table"},
		{scoring.Ladder, Request{Exclude: []int{3}}, FeatureExclude, "a ladder round pairs the next rung"},
	} {
		ev.Stages = []scoring.Stage{{ID: "s", System: tc.system}}
		req := tc.req
		req.Event = ev
		_, err := PairStage(&req)
		var ue *UnsupportedError
		if !errors.As(err, &ue) || ue.Feature != tc.flag || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s with %v: got %v, want the reason %q", tc.system, featureFlags[tc.flag], err, tc.why)
		}
	}
}

// TestWithdrawnGamesAreForfeits: a round-robin round pairs a withdrawn
// player's game as won by the opponent (20.3), so the round is complete
// without it; a game between two withdrawn players is a double forfeit.
func TestWithdrawnGamesAreForfeits(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	ev := &scoring.Event{Name: "t", Points: table, Stages: []scoring.Stage{{ID: "s", System: scoring.RoundRobin, Order: []int{1, 2, 3, 4}}}}
	for i := 1; i <= 4; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i, Name: string(rune('A' + i))})
	}
	ev.Players[3].Withdrawn = 1 // 4 withdrew (after the table was fixed)
	res, err := PairStage(&Request{Event: ev})
	if err != nil {
		t.Fatal(err)
	}
	// Berger n=4 round 1: 1-4, 2-3.
	g := res.Round.Games[0]
	if g.Red != 1 || g.Black != 4 || g.Result != scoring.RedForfeit || g.Withdrawal != scoring.WithdrawalRoundRobin {
		t.Errorf("board 1: %+v, want 1-4 won by 1 without play", g)
	}
	if res.Round.Games[1].Result != scoring.NoResult {
		t.Errorf("board 2 has a result: %+v", res.Round.Games[1])
	}
	ev.Players[2].Withdrawn = 1
	r := scoring.Round{Number: 1, Games: []scoring.Game{{Board: 1, Red: 3, Black: 4}, {Board: 2, Red: 2, Black: 3}}}
	if n := ForfeitWithdrawn(ev, &r); n != 2 || r.Games[0].Result != scoring.DoubleForfeit || r.Games[1].Result != scoring.RedForfeit {
		t.Errorf("changed %d: %+v", n, r.Games)
	}
}

// TestRegister: a system added to the catalogue is found by For and named
// by IDList until it is removed; an id already there is refused.
func TestRegister(t *testing.T) {
	if _, err := Register(Entry{ID: scoring.Ladder, System: ladderSystem{}}); err == nil {
		t.Error("a second ladder was registered")
	}
	remove, err := Register(Entry{ID: "lottery", Zh: "抽签赛", En: "lottery", Help: "a test", System: ladderSystem{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := For(&scoring.Stage{System: "lottery"}); err != nil || !Known("lottery") || !strings.HasSuffix(IDList(), "ladder or lottery") {
		t.Errorf("registered: For %v, Known %v, IDList %q", err, Known("lottery"), IDList())
	}
	// a ladder-like system ranks by places: scoring learns it is an
	// elimination from the system, not from its name
	if r, ok := scoring.RulesOf("lottery"); !ok || !r.Elimination || r.Scheduled || r.Withdrawal != "" || !(&scoring.Stage{System: "lottery"}).Elimination() {
		t.Errorf("registered: scoring's rules %+v (known %v), want an elimination", r, ok)
	}
	remove()
	if Known("lottery") || len(Catalogue()) != 5 {
		t.Errorf("removed: Known %v, %d entries", Known("lottery"), len(Catalogue()))
	}
	if _, ok := scoring.RulesOf("lottery"); ok {
		t.Error("removed: scoring still has the rules of lottery")
	}
	// a fixed table that a withdrawal does not decide by 20.3, and a
	// variant that brings its own rules, are refused, and leave nothing
	for _, e := range []Entry{
		{ID: "table", Zh: "表", En: "table", Help: "a test", System: roundRobinSystem{}, Rules: scoring.SystemRules{Scheduled: true, Withdrawal: scoring.WithdrawalSwiss}},
		{ID: scoring.Swiss, Variant: "monrad", Zh: "蒙拉德", En: "Monrad", Help: "a test", System: cxaSwissSystem{}, Rules: scoring.SystemRules{Withdrawal: scoring.WithdrawalSwiss}},
	} {
		if _, err := Register(e); err == nil {
			t.Errorf("%s %s with rules %+v: registered", e.ID, e.Variant, e.Rules)
		}
	}
	if len(Catalogue()) != 5 || len(scoring.Systems()) != 4 {
		t.Errorf("after refusals: %d entries, %d rules", len(Catalogue()), len(scoring.Systems()))
	}
}

// TestCatalogueAndScoringAgree: scoring's system rules (scoring.Systems)
// are those of the catalogue's families, in its order, and say what the
// systems say: an elimination is a system ranked by places. The round
// robin is the fixed table (20.3 on withdrawal), the Swiss withdraws by
// 20.4, the knockout and the ladder by none.
func TestCatalogueAndScoringAgree(t *testing.T) {
	var ids []scoring.System
	for _, r := range scoring.Systems() {
		ids = append(ids, r.ID)
	}
	if got, want := fmt.Sprint(ids), fmt.Sprint(IDs()); got != want {
		t.Errorf("scoring knows the rules of %s, the catalogue has %s", got, want)
	}
	for _, e := range Catalogue() {
		r, ok := scoring.RulesOf(e.ID)
		if !ok {
			t.Errorf("%s: scoring has no rules", e.ID)
			continue
		}
		if r.Elimination != (e.System.Ranking() == ByPlaces) {
			t.Errorf("%s %s: scoring says elimination %v, the system ranks by places %v", e.ID, e.Variant, r.Elimination, e.System.Ranking() == ByPlaces)
		}
	}
	want := map[scoring.System]scoring.SystemRules{
		scoring.RoundRobin: {ID: scoring.RoundRobin, Scheduled: true, Withdrawal: scoring.WithdrawalRoundRobin},
		scoring.Swiss:      {ID: scoring.Swiss, Withdrawal: scoring.WithdrawalSwiss},
		scoring.Knockout:   {ID: scoring.Knockout, Elimination: true},
		scoring.Ladder:     {ID: scoring.Ladder, Elimination: true},
	}
	for id, w := range want {
		if got, _ := scoring.RulesOf(id); got != w {
			t.Errorf("%s: rules %+v, want %+v", id, got, w)
		}
	}
}
