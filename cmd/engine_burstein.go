package cmd

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/burstein"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// writeBursteinCheckList writes the check-list of a Burstein round in
// bbpPairings' layout: a header, then a row per player to pair in the
// method's order (a blank line before each score group), right-aligned
// columns each followed by a tab: start number, pairing score, colours,
// preference, Sonneborn-Berger, Buchholz score and tiebreak, median score
// and tiebreak, the pairing ("(7W)", "(bye)"), an empty column, then the
// opponent of each round played.
func writeBursteinCheckList(o *engineOptions, in *dutch.Input, pairs []dutch.Board, bye int) error {
	name, err := o.checkListName(o.Input)
	if err != nil {
		return err
	}
	if err := os.WriteFile(name, []byte(bursteinCheckListText(in, pairs, bye)), 0o644); err != nil {
		return fmt.Errorf("check-list: %w", err)
	}
	return nil
}

// bursteinCheckListText is the text of a Burstein round's check-list, as
// writeBursteinCheckList writes it and -c -l writes it for every round.
func bursteinCheckListText(in *dutch.Input, pairs []dutch.Board, bye int) string {
	cur := map[int]string{}
	for _, p := range pairs {
		cur[p.White] = fmt.Sprintf("(%dW)", p.Black)
		cur[p.Black] = fmt.Sprintf("(%dB)", p.White)
	}
	if bye != 0 {
		cur[bye] = "(bye)"
	}
	header := []string{"ID", "Pts", strings.Repeat("-", in.Played+1), "Pref",
		"Sonneborn-Berger", "Buchholz score", "Buchholz tiebreak", "Median score", "Median tiebreak", "Cur", ""}
	for r := 1; r <= in.Played; r++ {
		header = append(header, fmt.Sprintf("R%d", r))
	}
	list := burstein.CheckList(in)
	var rows [][]string
	var scores []int
	for _, r := range list {
		row := []string{strconv.Itoa(r.ID), bbpFixed(int64(r.Score), 1), r.Colours, r.Pref,
			bbpFixed(r.SB, 2), bbpFixed(r.BuchholzScore, 2), bbpFixed(r.Buchholz, 1), bbpFixed(r.MedianScore, 2), bbpFixed(r.Median, 1), cur[r.ID], ""}
		for _, opp := range r.Opponents {
			if opp == 0 {
				row = append(row, "")
			} else {
				row = append(row, strconv.Itoa(opp))
			}
		}
		rows = append(rows, row)
		scores = append(scores, r.Score)
	}
	return checkListTable(header, rows, scores)
}

// bbpFixed writes v with prec decimals, v counting units of 10^-prec, as
// bbpPairings writes scores (35 -> "3.5", 0 -> "0.0").
func bbpFixed(v int64, prec int) string {
	s := strconv.FormatInt(v, 10)
	if len(s) <= prec {
		s = strings.Repeat("0", prec-len(s)+1) + s
	}
	return s[:len(s)-prec] + "." + s[len(s)-prec:]
}
