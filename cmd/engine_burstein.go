package cmd

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
	name := o.ListFile
	if name == "" {
		if o.Input == "" {
			return errors.New("-l without a file name needs an input file")
		}
		name = strings.TrimSuffix(o.Input, filepath.Ext(o.Input)) + ".list"
	} else {
		name = o.relative(name)
	}
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
	rows := [][]string{header}
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
	}
	width := make([]int, len(header))
	for _, row := range rows {
		for i, c := range row {
			width[i] = max(width[i], len(c))
		}
	}
	var b strings.Builder
	line := func(row []string) {
		for i, c := range row {
			fmt.Fprintf(&b, "%*s\t", width[i], c)
		}
	}
	b.WriteString("\n")
	line(header)
	for i, r := range list {
		b.WriteString("\n")
		if i == 0 || list[i-1].Score != r.Score {
			b.WriteString("\n")
		}
		line(rows[i+1])
	}
	b.WriteString("\n\n\n")
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("check-list: %w", err)
	}
	return nil
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
