package trfengine

import (
	"bytes"
	"fmt"
	"github.com/xiangqi-org/xqt/formats/trf"
	"math/rand/v2"
	"testing"

	"github.com/xiangqi-org/xqt/pairing/dutch"
	"github.com/xiangqi-org/xqt/scoring"
)

// xqtDutchEvent plays a random Swiss as 'xqt pair --swiss dutch' does:
// start numbers in rating order, random results with forfeits, absences.
func xqtDutchEvent(t *testing.T, seed uint64) *scoring.Event {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	n, rounds := 7+rng.IntN(30), 4+rng.IntN(5)
	table, _ := scoring.Preset([]string{"cxa1999", "cxa2011"}[seed%2])
	ev := &scoring.Event{Name: fmt.Sprintf("xqt %d", seed), Start: "2026-05-01", Points: table,
		Stages: []scoring.Stage{{ID: "main", System: "swiss", Rounds: rounds, Options: map[string]string{"swiss": "dutch"}}}}
	baku := seed%3 == 0 // every third event accelerated (Baku)
	if baku {
		ev.Stages[0].Options["baku"] = "true"
	}
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i, Name: fmt.Sprintf("棋手%02d", i), Rating: 2400 - 10*i})
	}
	for k := 1; k <= rounds; k++ {
		absent := map[int]bool{}
		for _, p := range ev.Players {
			if rng.IntN(15) == 0 {
				absent[p.No] = true
			}
		}
		r, err := dutch.PairEvent(dutch.EventRound{Players: ev.Players, Rounds: ev.Rounds, Table: table, Total: rounds, Absent: absent, Baku: baku})
		if err != nil {
			return ev // no legal pairing left: check what was played
		}
		r.Number, r.Stage = k, "main"
		for i := range r.Games {
			switch x := rng.IntN(20); {
			case x == 0:
				r.Games[i].Result = scoring.RedForfeit
			case x == 1:
				r.Games[i].Result = scoring.BlackForfeit
			case x < 8:
				r.Games[i].Result = scoring.Draw
			case x < 14:
				r.Games[i].Result = scoring.RedWins
			default:
				r.Games[i].Result = scoring.BlackWins
			}
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	return ev
}

// TestExportedXqtEventsCheckClean: xqt events paired with --swiss dutch,
// written as TRF and read back, re-pair round by round to the same boards
// (what 'xqt engine -c' checks), and read back to the same points.
func TestExportedXqtEventsCheckClean(t *testing.T) {
	checked := 0
	for seed := range uint64(40) {
		ev := xqtDutchEvent(t, seed)
		tr, err := trf.FromEvent(ev, &ev.Stages[0])
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := trf.Write(&buf, tr); err != nil {
			t.Fatal(err)
		}
		back, err := trf.Read(&buf)
		if err != nil {
			t.Fatalf("seed %d: the exported TRF does not read: %v\n%s", seed, err, buf.String())
		}
		recs := scoring.Records(ev.Players, ev.Rounds, ev.Points, scoring.Options{})
		for _, p := range back.Players {
			if want := trf.Points(recs[p.No].Total / 10); p.Points != want {
				t.Errorf("seed %d player %d: TRF points %s, xqt %s", seed, p.No, p.Points, recs[p.No].Total)
			}
		}
		checked += checkRounds(t, fmt.Sprintf("xqt event %d", seed), back)
	}
	if checked < 100 {
		t.Fatalf("only %d rounds checked", checked)
	}
	t.Logf("%d rounds of xqt events checked", checked)
}

func TestFromEventRefusesPointsTRFCannotWrite(t *testing.T) {
	ev := xqtDutchEvent(t, 1)
	ev.Points.DrawRed = 33
	if _, err := trf.FromEvent(ev, &ev.Stages[0]); err == nil {
		t.Error("a draw worth 0.33: want an error")
	}
}
