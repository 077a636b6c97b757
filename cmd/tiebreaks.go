package cmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/tiebreak"
)

type tiebreaksOptions struct {
	Names []string
	JSON  bool
}

func newCmdTiebreaks(f *Factory, runF func(*tiebreaksOptions) error) *cobra.Command {
	opts := &tiebreaksOptions{}
	c := &cobra.Command{
		Use:   "tiebreaks [NAME...] [--json]",
		Short: "List the tiebreak criteria, presets and unplayed-round policies",
		Long: `List every tiebreak criterion xqt knows: its id (used in event files and
--tiebreaks), its FIDE / Swiss-Manager code (accepted as an id too), Chinese and
English labels and a one-line definition; then the presets of each rule edition
(docs/rules.md section 4) and the policies for byes and forfeits.

FIDE codes take modifiers after a slash: /C1 /C2 cut the lowest values, /M1 /M2 the
lowest and highest, /V2024 /V2026 pick the edition of FIDE C.07 article 16 for that
criterion alone (BH/C1/V2024). Criteria that rank lower values higher are marked "↓".

With NAMEs (ids, codes or presets), print only those, in order: a way to check a
--tiebreaks list before using it.

--json prints {"criteria": [{"id", "code", "zh", "en", "definition", "lower"}],
"presets": [{"name", "zh", "en", "rule", "criteria", "unplayed"}],
"policies": [{"id", "zh", "en", "definition"}]}.`,
		Example: `  xqt tiebreaks
  xqt tiebreaks cxa2011-rr
  xqt tiebreaks BH,BH/C1,SB
  xqt tiebreaks --json`,
		RunE: func(c *cobra.Command, args []string) error {
			for _, a := range args {
				opts.Names = append(opts.Names, tiebreak.SplitList(a)...)
			}
			if runF != nil {
				return runF(opts)
			}
			return runTiebreaks(f, c, opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	return c
}

type jsonCriterion struct {
	ID         string `json:"id"`
	Code       string `json:"code"`
	Zh         string `json:"zh"`
	En         string `json:"en"`
	Definition string `json:"definition"`
	Lower      bool   `json:"lower"`
}

type jsonPreset struct {
	Name     string   `json:"name"`
	Zh       string   `json:"zh"`
	En       string   `json:"en"`
	Rule     string   `json:"rule"`
	Criteria []string `json:"criteria"`
	Unplayed string   `json:"unplayed"`
}

type jsonPolicy struct {
	ID         string `json:"id"`
	Zh         string `json:"zh"`
	En         string `json:"en"`
	Definition string `json:"definition"`
}

type jsonTiebreaks struct {
	Criteria []jsonCriterion `json:"criteria"`
	Presets  []jsonPreset    `json:"presets"`
	Policies []jsonPolicy    `json:"policies"`
}

func runTiebreaks(f *Factory, c *cobra.Command, opts *tiebreaksOptions) error {
	out := jsonTiebreaks{Criteria: []jsonCriterion{}, Presets: []jsonPreset{}, Policies: []jsonPolicy{}}
	criteria := tiebreak.All()
	presets := tiebreak.Presets()
	if len(opts.Names) > 0 {
		cs, err := tiebreak.Resolve(opts.Names)
		if err != nil {
			return invalid(err)
		}
		criteria = cs
		presets = nil
		for _, n := range opts.Names {
			if p, ok := tiebreak.PresetByName(n); ok {
				presets = append(presets, p)
			}
		}
	}
	for _, cr := range criteria {
		out.Criteria = append(out.Criteria, jsonCriterion{cr.ID, cr.Code, cr.Zh, cr.En, cr.Desc, cr.Lower})
	}
	for _, p := range presets {
		out.Presets = append(out.Presets, jsonPreset{p.Name, p.Zh, p.En, p.Rule, p.Criteria, string(p.Unplayed)})
	}
	if len(opts.Names) == 0 {
		for _, p := range tiebreak.Policies() {
			out.Policies = append(out.Policies, jsonPolicy{string(p.Policy), p.Zh, p.En, p.Desc})
		}
	}
	if opts.JSON {
		return writeJSON(f, out)
	}
	aligned := f.aligned(c)
	t := &table{header: []string{"id", "代码 Code", "中文", "English", "定义 Definition"}}
	for _, cr := range out.Criteria {
		code := cr.Code
		if cr.Lower {
			code += " ↓"
		}
		t.add(cr.ID, code, cr.Zh, cr.En, cr.Definition)
	}
	if err := t.write(f.IO.Out, aligned); err != nil {
		return err
	}
	if len(out.Presets) > 0 {
		fmt.Fprintln(f.IO.Out)
		t = &table{header: []string{"预设 Preset", "中文", "English", "条款 Rule", "顺序 Order", "未赛 Unplayed"}}
		for _, p := range out.Presets {
			t.add(p.Name, p.Zh, p.En, p.Rule, "积分 > "+strings.Join(p.Criteria, " > "), p.Unplayed)
		}
		if err := t.write(f.IO.Out, aligned); err != nil {
			return err
		}
	}
	if len(out.Policies) > 0 {
		fmt.Fprintln(f.IO.Out)
		t = &table{header: []string{"未赛轮次 Unplayed", "中文", "English", "定义 Definition"}}
		for _, p := range out.Policies {
			t.add(p.ID, p.Zh, p.En, p.Definition)
		}
		return t.write(f.IO.Out, aligned)
	}
	return nil
}
