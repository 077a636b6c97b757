package cmd

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/print"
	"github.com/xiangqi-org/xqt/scoring"
)

type printOptions struct {
	Path    string
	Kind    string
	Output  string
	Lang    string
	Round   int
	Order   string
	Top     int
	Level   string
	Section string
	Shared  string
	K       float64
	Cap     int
	All     bool
	Date    string
	Stage   string
	JSON    bool
}

func newCmdPrint(f *Factory, runF func(*printOptions) error) *cobra.Command {
	opts := &printOptions{}
	c := &cobra.Command{
		Use:   "print FILE KIND -o OUT.html [--round R] [--lang zh|en]",
		Short: "Print slips, table cards, name lists, prizes, certificates, titles, ratings",
		Long: `Write one printable document for A4 as an HTML file: open it in a browser and
print, or print it with headless Chromium (docs/print.md). KIND is one of:

  slips         对局记录表 result slips for every board of a round (--round, default
                the last): board, players with start numbers and clubs, a result box
                with the ways to write it, times, signatures of both players and the
                arbiter; a line per game of a match; one slip per team match
  cards         台号卡 table cards: the board number large and the two names
  names         the pairings by name (--order pinyin, the default, or stroke)
  prizes        获奖名单 the first --top places (default 8) of each ranking
  certificates  奖状 a certificate per prize, A4 landscape, from the event's
                certificate text (docs/print.md)
  titles        达标名单 who reached which title by which clause (--level, --section,
                --shared; default from the event file)
  ratings       等级分变化 each rated player's Elo change (--k, --cap, --all-games)

--json (titles, ratings) prints the list as JSON instead: titles
{"level": "province", "section": "individual", "shared": "upper", "players":
[{"group": "", "section": "individual", "place": 1, "shared": false, "no": 4, "name": "...", "club": "...",
"title": "二级棋士", "title_en": "Second-class player", "clause": "四.4",
"clause_text": "..."}]}; ratings {"k": 20, "cap": 400, "all_games": false, "players": [{"no": 1,
"name": "...", "rating": 2000, "games": 5, "score": 3.5, "expected": 2.9,
"change": 12.0, "new": 2012}], "unrated": [7]}.`,
		Example: `  xqt print spring.yaml slips --round 3 -o r3-slips.html
  xqt print spring.yaml cards -o r3-cards.html
  xqt print spring.yaml names --order stroke -o r3-names.html
  xqt print spring.yaml prizes --top 6 -o prizes.html
  xqt print spring.yaml certificates --lang en -o certificates.html
  xqt print spring.yaml titles --level province --section individual -o titles.html
  xqt print spring.yaml ratings --k 20 --cap 400 --json`,
		Args: exactArgs(2, "the event file and the kind of document"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Kind = args[0], args[1]
			if !c.Flags().Changed("lang") {
				opts.Lang = f.Config.GetString("lang")
			}
			if runF != nil {
				return runF(opts)
			}
			return runPrint(f, opts)
		},
	}
	fl := c.Flags()
	fl.StringVarP(&opts.Output, "output", "o", "", "the HTML file to write (required without --json)")
	fl.StringVar(&opts.Lang, "lang", "zh", "labels: zh or en (env XQT_LANG)")
	fl.IntVar(&opts.Round, "round", 0, "slips, cards, names: the round (default: the last paired)")
	fl.StringVar(&opts.Order, "order", print.OrderPinyin, "names: name order, pinyin 拼音 or stroke 笔画")
	fl.IntVar(&opts.Top, "top", 8, "prizes, certificates: the places of each ranking")
	addTitleFlags(fl, &opts.Level, &opts.Section, &opts.Shared)
	fl.Float64Var(&opts.K, "k", 20, "ratings: the K factor")
	fl.IntVar(&opts.Cap, "cap", 400, "ratings: the largest rating difference counted (0: none)")
	fl.BoolVar(&opts.All, "all-games", false, "ratings: count a match's rapid, blitz and armageddon games too")
	fl.StringVar(&opts.Stage, "stage", "", "prizes, certificates: one stage's places (default: the final places across the stages)")
	fl.StringVar(&opts.Date, "date", "", "certificates: the date printed (default: the event's last day)")
	fl.BoolVar(&opts.JSON, "json", false, "titles, ratings: print JSON (fields documented above)")
	c.ValidArgsFunction = completePrintArgs
	registerTitleCompletions(c)
	_ = c.RegisterFlagCompletionFunc("order", fixed([]choice{{print.OrderPinyin, "拼音 pinyin"}, {print.OrderStroke, "笔画 strokes"}}))
	return c
}

// printKinds are the documents with their names, for completion.
var printKinds = []choice{
	{print.KindSlips, "对局记录表 result slips"}, {print.KindCards, "台号卡 table cards"}, {print.KindNames, "pairings by name"},
	{print.KindPrizes, "获奖名单 prize list"}, {print.KindCertificates, "奖状 certificates"},
	{print.KindTitles, "达标名单 title qualification"}, {print.KindRatings, "等级分变化 rating report"},
}

// completePrintArgs completes the event file, then the kind of document.
func completePrintArgs(c *cobra.Command, args []string, typed string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) == 1 {
		return completions(printKinds, "", typed), cobra.ShellCompDirectiveNoFileComp
	}
	return completeArgs(c, args, typed)
}

// registerTitleCompletions completes --level, --section and --shared.
func registerTitleCompletions(c *cobra.Command) {
	var levels, sections []choice
	for _, l := range scoring.Levels {
		levels = append(levels, choice{l, print.LevelName("zh", l)})
	}
	for _, s := range scoring.Sections {
		sections = append(sections, choice{s, print.SectionName("zh", s)})
	}
	_ = c.RegisterFlagCompletionFunc("level", fixed(levels))
	_ = c.RegisterFlagCompletionFunc("section", fixed(sections))
	_ = c.RegisterFlagCompletionFunc("shared", fixed([]choice{{print.SharedUpper, "并列名次按所列名次 as written"}, {print.SharedLower, "按并列区间最后名次 the tie's last place"}}))
}

// titleFlags are the flags of the title rules, shared with 'xqt standings
// --titles'.
type flagSet interface {
	StringVar(p *string, name, value, usage string)
}

func addTitleFlags(fl flagSet, level, section, shared *string) {
	fl.StringVar(level, "level", "", "titles: level of event, "+strings.Join(scoring.Levels, "|")+" (default: the event file's)")
	fl.StringVar(section, "section", "", "titles: section, "+strings.Join(scoring.Sections, "|")+", or GROUP=SECTION,... one per group (default: the event file's)")
	fl.StringVar(shared, "shared", print.SharedUpper, "titles: a place shared across a clause's boundary counts as written (upper) or as the tie's last place (lower)")
}

func runPrint(f *Factory, opts *printOptions) error {
	if !slices.Contains(print.Kinds, opts.Kind) {
		return usageError("unknown document %q: use one of %s", opts.Kind, strings.Join(print.Kinds, ", "))
	}
	if opts.Lang != "zh" && opts.Lang != "en" {
		return usageError("--lang is zh or en, got %q", opts.Lang)
	}
	if opts.Round < 0 {
		return usageError("--round is a round number, got %d", opts.Round)
	}
	if opts.JSON && opts.Kind != print.KindTitles && opts.Kind != print.KindRatings {
		return usageError("--json is for titles and ratings; %s is a printed document only (-o OUT.html)", opts.Kind)
	}
	if !opts.JSON {
		if opts.Output == "" {
			return usageError("print needs -o OUT.html")
		}
		if ext := strings.ToLower(filepath.Ext(opts.Output)); ext != ".html" && ext != ".htm" {
			return usageError("-o %s: print writes HTML for A4 (-o %s.html); open it in a browser to print or to save as PDF (docs/print.md)", opts.Output, strings.TrimSuffix(opts.Output, filepath.Ext(opts.Output)))
		}
	}
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	if !opts.JSON {
		if err := checkOutput(opts.Path, opts.Output, false); err != nil {
			return err
		}
	}
	popt := print.Options{Lang: opts.Lang, Round: opts.Round, Order: opts.Order, Top: opts.Top,
		Level: opts.Level, Section: opts.Section, Shared: opts.Shared, Rating: print.RatingRule{K: opts.K, Cap: opts.Cap, AllGames: opts.All}, Date: opts.Date, Stage: opts.Stage}
	if opts.JSON {
		if opts.Kind == print.KindTitles {
			return printTitlesJSON(f, ev, opts.Level, opts.Section, opts.Shared)
		}
		rep, err := print.Ratings(ev, popt.Rating)
		if err != nil {
			return invalid(err)
		}
		return writeJSON(f, rep)
	}
	body, err := print.Document(ev, opts.Kind, popt)
	if err != nil {
		return invalid(err)
	}
	if err := writeOutput(opts.Output, body); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "wrote %s\n", opts.Output)
	return nil
}

type jsonQualified struct {
	Group      string `json:"group"`
	Section    string `json:"section"`
	Place      int    `json:"place"`
	Shared     bool   `json:"shared"`
	No         int    `json:"no"`
	Name       string `json:"name"`
	Club       string `json:"club"`
	Title      string `json:"title"`
	TitleEn    string `json:"title_en"`
	Clause     string `json:"clause"`
	ClauseText string `json:"clause_text"`
}

type jsonTitles struct {
	Level   string          `json:"level"`
	Section string          `json:"section"`
	Shared  string          `json:"shared"`
	Players []jsonQualified `json:"players"`
}

// titleRules resolves the title rules: the flags, else the event file's.
func titleRules(ev *scoring.Event, level, section, shared string) (string, string, string) {
	if level == "" {
		level = ev.Level
	}
	if section == "" {
		section = ev.Section
	}
	if shared == "" {
		shared = print.SharedUpper
	}
	return level, section, shared
}

func printTitlesJSON(f *Factory, ev *scoring.Event, level, section, shared string) error {
	level, section, shared = titleRules(ev, level, section, shared)
	qs, err := print.Titles(ev, level, section, shared)
	if err != nil {
		return invalid(err)
	}
	out := jsonTitles{Level: level, Section: section, Shared: shared, Players: []jsonQualified{}}
	for _, q := range qs {
		out.Players = append(out.Players, jsonQualified{Group: q.Group, Section: q.Section, Place: q.Place, Shared: q.Shared, No: q.No, Name: q.Name, Club: q.Club,
			Title: q.Clause.Title.Name("zh"), TitleEn: q.Clause.Title.Name("en"), Clause: q.Clause.Ref, ClauseText: q.Clause.Text})
	}
	return writeJSON(f, out)
}

// standingsTitles is 'xqt standings --titles': who reached which title by
// which clause, as a table (or --json as 'xqt print titles --json').
func standingsTitles(f *Factory, c *cobra.Command, ev *scoring.Event, opts *standingsOptions) error {
	if opts.JSON {
		return printTitlesJSON(f, ev, opts.Level, opts.Section, opts.Shared)
	}
	level, section, shared := titleRules(ev, opts.Level, opts.Section, opts.Shared)
	qs, err := print.Titles(ev, level, section, shared)
	if err != nil {
		return invalid(err)
	}
	fmt.Fprintf(f.IO.Out, "%s: 达标名单 title qualification (%s %s, shared places: %s)\n", ev.Name, print.LevelName("zh", level), print.SectionsText("zh", section), shared)
	t := &table{header: []string{"名次 Place", "序号 No", "姓名 Name", "单位 Club", "称号 Title", "依据 Clause"}, right: map[int]bool{0: true, 1: true}}
	for _, q := range qs {
		place := placeText(q.Place, q.Shared)
		if q.Group != "" {
			place = q.Group + " " + place
		}
		t.add(place, strconv.Itoa(q.No), q.Name, q.Club, q.Clause.Title.Name("zh"), q.Clause.Ref+" "+q.Clause.Text)
	}
	if len(qs) == 0 {
		fmt.Fprintln(f.IO.Out, "无人达标 no player reached a title")
		return nil
	}
	return t.write(f.IO.Out, f.aligned(c))
}
