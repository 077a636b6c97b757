package event

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
	"go.yaml.in/yaml/v3"
)

// encodeWhole is encodeFile as it was before the long lists were encoded
// and written in chunks: one yaml.Node.Encode of the whole file, one
// document written by one encoder. The reference of TestChunkedEmitIsWhole.
func encodeWhole(t *testing.T, f *file, m Meta) []byte {
	t.Helper()
	var n yaml.Node
	if err := n.Encode(f); err != nil {
		t.Fatal(err)
	}
	styleNode(&n, "")
	var buf bytes.Buffer
	buf.WriteString(header)
	if w := strings.Join(strings.Fields(m.WrittenBy), " "); w != "" {
		buf.WriteString("# Written by " + w + ".\n")
	}
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&n); err != nil {
		t.Fatal(err)
	}
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestChunkedEmitIsWhole: the file written in chunks (fileNode,
// emitChunked) is byte for byte the file written whole, for lists of
// players, rounds and log entries shorter than a chunk, of exactly one,
// one more, and several chunks with a short last one, with names that need
// quoting and the flow items of players and games.
func TestChunkedEmitIsWhole(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	for _, n := range []int{0, 1, chunkItems - 1, chunkItems, chunkItems + 1, 3*chunkItems + 7} {
		ev := &scoring.Event{Name: "分块 chunks", Start: "2026-03-14", Edition: "cxa2011", Points: table,
			Stages: []scoring.Stage{{ID: "main", System: scoring.Swiss, Rounds: 9, Tiebreaks: []string{"cxa2011-swiss-bh"}}}}
		for i := 1; i <= n; i++ {
			name := fmt.Sprintf("棋手%d", i)
			if i%7 == 0 {
				name = fmt.Sprintf("no: %d # 'quoted'", i) // must be quoted
			}
			ev.Players = append(ev.Players, scoring.Player{No: i, Name: name, Club: fmt.Sprintf("队%d", i%13), Rating: 1500 + i%400})
		}
		for r := 1; r <= n; r++ {
			ev.Rounds = append(ev.Rounds, scoring.Round{Number: r, Stage: "main", Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.Draw}},
				Notes: []scoring.RoundNote{{Kind: scoring.NoteText, Text: fmt.Sprintf("第%d轮", r)}}})
			ev.Log = append(ev.Log, scoring.Change{Command: fmt.Sprintf("xqt result e.yaml %d 1 =", r), Who: "裁判", Note: strings.Repeat("长", r%5)})
		}
		f := toFile(ev)
		m := Meta{WrittenBy: "xqt test"}
		got, err := encodeFile(f, m)
		if err != nil {
			t.Fatal(err)
		}
		want := encodeWhole(t, f, m)
		if !bytes.Equal(got, want) {
			i := 0
			for i < min(len(got), len(want)) && got[i] == want[i] {
				i++
			}
			t.Errorf("%d of each: the chunked file differs from the whole at byte %d: got %q, want %q", n, i,
				got[max(0, i-40):min(len(got), i+40)], want[max(0, i-40):min(len(want), i+40)])
		}
		if n > 0 && !bytes.Contains(got, []byte(fmt.Sprintf("- {no: %d, name: ", n))) {
			t.Errorf("%d of each: player %d is not written", n, n)
		}
	}
}
