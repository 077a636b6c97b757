package cmd

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestImportPlayersMatchesAddPlayer: the linear importer adds exactly what
// one addPlayer call per row adds, and refuses the same row for the same
// reason (seeded random rosters with clashing numbers and names).
func TestImportPlayersMatchesAddPlayer(t *testing.T) {
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 7))
		base := &scoring.Event{Stages: []scoring.Stage{{ID: "main", System: "swiss"}}}
		for i := range rng.IntN(5) {
			base.Players = append(base.Players, scoring.Player{No: 1 + rng.IntN(8), Name: fmt.Sprintf("老%d", i)})
		}
		if rng.IntN(4) == 0 {
			base.Rounds = []scoring.Round{{Number: 1, Stage: "main"}}
		}
		var rows []scoring.Player
		for range 1 + rng.IntN(12) {
			p := scoring.Player{Name: fmt.Sprintf("选手%d", rng.IntN(30))}
			if rng.IntN(3) == 0 {
				p.No = 1 + rng.IntN(20)
			}
			rows = append(rows, p)
		}
		want := clonePlayers(base)
		var wantErr string
		var wantAdded []scoring.Player
		for _, p := range rows {
			q, err := addPlayer(want, p)
			if err != nil {
				wantErr = err.Error()
				break
			}
			wantAdded = append(wantAdded, q)
		}
		got := clonePlayers(base)
		added, _, err := importPlayers(got, rows)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if len(added) != len(wantAdded) || gotErr != wantErr {
			t.Fatalf("seed %d: imported %d (%q), one by one %d (%q)", seed, len(added), gotErr, len(wantAdded), wantErr)
		}
		if diff := cmp.Diff(wantAdded, added, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("seed %d: added players differ (-one by one +import):\n%s", seed, diff)
		}
		if wantErr == "" {
			if diff := cmp.Diff(want.Players, got.Players); diff != "" {
				t.Fatalf("seed %d: players differ (-one by one +import):\n%s", seed, diff)
			}
		}
	}
}

func clonePlayers(ev *scoring.Event) *scoring.Event {
	c := *ev
	c.Players = append([]scoring.Player(nil), ev.Players...)
	return &c
}

// BenchmarkImportPlayers100k: 100,000 roster rows into an empty event.
func BenchmarkImportPlayers100k(b *testing.B) {
	rows := make([]scoring.Player, 100000)
	for i := range rows {
		rows[i] = scoring.Player{Name: fmt.Sprintf("选手%d", i)}
	}
	for b.Loop() {
		ev := &scoring.Event{Stages: []scoring.Stage{{ID: "main", System: "swiss"}}}
		if _, _, err := importPlayers(ev, rows); err != nil {
			b.Fatal(err)
		}
	}
}
