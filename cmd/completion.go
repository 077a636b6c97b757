package cmd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Shell completion. cobra's own 'xqt completion bash|zsh|fish|powershell'
// writes the script; the functions here give it the values: the choices of
// enumerated flags, tiebreak names, and the players, stages, rounds and
// boards of the event file named on the command line. They are registered
// by walking the finished command tree, by flag name and by the argument
// names in each command's Use line, so a new verb gets them by using the
// same names.

// choice is one completion candidate with its description.
type choice struct{ value, desc string }

// flagChoices are the fixed values of enumerated flags, by flag name.
var flagChoices = map[string][]choice{
	"lang":      {{"zh", "中文 Chinese labels (with English)"}, {"en", "English labels"}},
	"edition":   {{"cxa2011", "《中国象棋竞赛规则》2011/2014"}, {"cxa1999", "《中国象棋竞赛规则》1999"}},
	"draw":      {{"cards", "a card draw 抽签 every round"}, {"seeded", "a seeded bracket"}},
	"numbering": {{"roster", "entry order"}, {"rating", "by rating 等级分"}, {"draw", "by a seeded lot"}},
	"format":    {{"xlsx", "Excel workbook"}, {"trf", "FIDE TRF-16"}},
	"seeding":   {{"snake", "serpentine 蛇形 on places or rating"}, {"random", "a seeded draw"}, {"sections", "by the players' group column (男子组, 女子组)"}, {"crossover", "A1-B2, B1-A2"}},
	"from":      {{"previous", "the stage before"}},
}

// systemChoices are the systems of the catalogue (pairing.Catalogue), each
// family once, with its labels and help.
func systemChoices() []choice {
	var out []choice
	seen := map[scoring.System]bool{}
	for _, e := range pairing.Catalogue() {
		if !seen[e.ID] {
			seen[e.ID] = true
			out = append(out, choice{string(e.ID), e.Zh + " " + e.En + " (" + e.Help + ")"})
		}
	}
	return out
}

// variantChoices are the variants of a family of systems (--swiss cxa,
// dutch), with their help.
func variantChoices(id scoring.System) []choice {
	var out []choice
	for _, e := range pairing.Catalogue() {
		if e.ID == id && e.Variant != "" {
			out = append(out, choice{e.Variant, e.Help})
		}
	}
	return out
}

// playerFlags take one player, by name or start number.
var playerFlags = []string{"winner", "red", "bye", "exclude"}

// registerCompletions gives every command of the tree under root its flag
// and argument completions.
func registerCompletions(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		registerFlagCompletions(c)
		if c.ValidArgsFunction == nil && len(useArgs(c)) > 0 {
			c.ValidArgsFunction = completeArgs
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

func registerFlagCompletions(c *cobra.Command) {
	register := func(name string, fn cobra.CompletionFunc) {
		if c.LocalNonPersistentFlags().Lookup(name) == nil {
			return
		}
		if _, ok := c.GetFlagCompletionFunc(name); ok {
			return
		}
		_ = c.RegisterFlagCompletionFunc(name, fn) // the flag exists and has no function yet
	}
	for name, cs := range flagChoices {
		register(name, fixed(cs))
	}
	register("system", fixed(systemChoices()))
	register("swiss", fixed(variantChoices(scoring.Swiss)))
	register("points", fixed(pointsChoices()))
	register("tiebreaks", completeTiebreaks)
	register("stage", completeStages)
	register("card", completeCards)
	for _, name := range playerFlags {
		register(name, completePlayers)
	}
}

func fixed(cs []choice) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return completions(cs, "", typed), cobra.ShellCompDirectiveNoFileComp
	}
}

// completions turns the choices that start with what is typed (ignoring
// case) into cobra's "value\tdescription" form, each value after prefix
// (the part of a list already typed).
func completions(cs []choice, prefix, typed string) []cobra.Completion {
	out := make([]cobra.Completion, 0, len(cs))
	for _, c := range cs {
		v := prefix + c.value
		if len(v) >= len(typed) && strings.EqualFold(v[:len(typed)], typed) {
			out = append(out, cobra.CompletionWithDesc(v, c.desc))
		}
	}
	return out
}

func pointsChoices() []choice {
	var cs []choice
	for _, name := range scoring.PresetNames() {
		desc := "points table"
		if t, err := scoring.Preset(name); err == nil {
			draw := t.DrawRed.String()
			if t.DrawBlack != t.DrawRed {
				draw = fmt.Sprintf("%s with red, %s with black", t.DrawRed, t.DrawBlack)
			}
			desc = fmt.Sprintf("win %s, draw %s, loss %s", t.WinRed, draw, t.LossRed)
			if t.ForfeitWin != t.WinRed {
				desc += fmt.Sprintf(", forfeit win %s", t.ForfeitWin)
			}
		}
		cs = append(cs, choice{name, desc})
	}
	return cs
}

// tiebreakChoices are the presets and the criteria ids.
func tiebreakChoices() []choice {
	var cs []choice
	for _, p := range tiebreak.Presets() {
		cs = append(cs, choice{p.Name, p.Zh + " " + p.En})
	}
	for _, c := range tiebreak.All() {
		cs = append(cs, choice{c.ID, strings.TrimSpace(c.Zh + " " + c.En)})
	}
	return cs
}

// completeTiebreaks completes the last name of a comma-separated list,
// keeping what is typed before it and leaving out names already listed.
func completeTiebreaks(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	prefix := ""
	if i := strings.LastIndex(toComplete, ","); i >= 0 {
		prefix = toComplete[:i+1]
	}
	listed := tiebreak.SplitList(prefix)
	var cs []choice
	for _, c := range tiebreakChoices() {
		if !slices.ContainsFunc(listed, func(s string) bool { return strings.EqualFold(s, c.value) }) {
			cs = append(cs, c)
		}
	}
	return completions(cs, prefix, toComplete), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

// eventArg loads the event file given as the command's first argument, for
// completions that list what is in it; nil when there is none yet or it
// does not load.
func eventArg(c *cobra.Command, args []string) *scoring.Event {
	if names := useArgs(c); len(args) == 0 || len(names) == 0 || names[0] != "FILE" {
		return nil
	}
	ev, err := event.Load(args[0])
	if err != nil {
		return nil
	}
	return ev
}

func playerChoices(ev *scoring.Event) []choice {
	var cs []choice
	if ev == nil {
		return nil
	}
	for _, p := range ev.Players {
		desc := strconv.Itoa(p.No)
		if p.Club != "" {
			desc += " " + p.Club
		}
		cs = append(cs, choice{p.Name, desc})
	}
	return cs
}

func completePlayers(c *cobra.Command, args []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return completions(playerChoices(eventArg(c, args)), "", typed), cobra.ShellCompDirectiveNoFileComp
}

// completeCards completes --card NAME=CARD up to the "=": the card is what
// the player drew in the hall.
func completeCards(c *cobra.Command, args []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var cs []choice
	for _, p := range playerChoices(eventArg(c, args)) {
		cs = append(cs, choice{p.value + "=", p.desc})
	}
	return completions(cs, "", typed), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

func completeStages(c *cobra.Command, args []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
	ev := eventArg(c, args)
	if ev == nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var cs []choice
	for _, st := range ev.Stages {
		cs = append(cs, choice{st.ID, strings.TrimSpace(st.Name + " " + string(st.System))})
	}
	return completions(cs, "", typed), cobra.ShellCompDirectiveNoFileComp
}

// useArgs returns the argument names of a command's Use line: "result FILE
// ROUND BOARD RESULT" gives FILE ROUND BOARD RESULT, "tiebreaks [NAME...]"
// gives NAME. Flags, optional flags and redirections end the list.
func useArgs(c *cobra.Command) []string {
	fields := strings.Fields(c.Use)
	var out []string
	for _, f := range fields[min(1, len(fields)):] {
		optional := strings.HasPrefix(f, "[")
		f = strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(f, "["), "]"), "...")
		if f == "" || strings.ContainsAny(f[:1], "-<(|") {
			break
		}
		out = append(out, f)
		if optional {
			break
		}
	}
	return out
}

// completeArgs completes a positional argument by its name in the Use line.
func completeArgs(c *cobra.Command, args []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
	names := useArgs(c)
	name := names[len(names)-1] // PLAYER... repeats
	if len(args) < len(names) {
		name = names[len(args)]
	}
	none := cobra.ShellCompDirectiveNoFileComp
	switch {
	case name == "FILE" || strings.HasSuffix(name, ".yaml"):
		return []cobra.Completion{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt
	case strings.HasSuffix(name, ".trf"):
		return []cobra.Completion{"trf", "txt"}, cobra.ShellCompDirectiveFilterFileExt
	case strings.HasPrefix(name, "ROSTER"):
		return []cobra.Completion{"csv", "tsv", "txt", "xlsx"}, cobra.ShellCompDirectiveFilterFileExt
	case name == "PLAYER":
		return completions(playerChoices(eventArg(c, args)), "", typed), none
	case name == "NAME":
		return completions(tiebreakChoices(), "", typed), none
	case name == "RESULT":
		var cs []choice
		for _, s := range scoring.ResultSpellings() {
			cs = append(cs, choice{s.Forms[0], s.Result.Chinese() + " " + s.Meaning})
		}
		return completions(cs, "", typed), none
	case name == "ROUND":
		ev := eventArg(c, args)
		if ev == nil {
			return nil, none
		}
		var cs []choice
		for _, r := range ev.Rounds {
			cs = append(cs, choice{strconv.Itoa(r.Number), fmt.Sprintf("stage %s, boards 1-%d", r.Stage, len(r.Games))})
		}
		return completions(cs, "", typed), none
	case name == "BOARD":
		return completions(boardChoices(eventArg(c, args), args), "", typed), none
	}
	return nil, none
}

// boardChoices lists the boards of the round given as args[1], red
// against black.
func boardChoices(ev *scoring.Event, args []string) []choice {
	if ev == nil || len(args) < 2 {
		return nil
	}
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 1 || n > len(ev.Rounds) {
		return nil
	}
	name := func(no int) string {
		if p := ev.Player(no); p != nil {
			return p.Name
		}
		return strconv.Itoa(no)
	}
	var cs []choice
	for _, g := range ev.Rounds[n-1].Games {
		desc := name(g.Red) + " - " + name(g.Black)
		if g.Result != scoring.NoResult {
			desc += " " + g.Result.String()
		}
		cs = append(cs, choice{strconv.Itoa(g.Board), desc})
	}
	return cs
}
