package tiebreak

import (
	"fmt"
	"strconv"
	"strings"
)

// mods are the modifiers of one criterion in a list: cuts of the lowest and
// highest values (FIDE /C1, /C2, /M1, /M2, also for PS, SB and ARO) and an
// article 16 edition picked for this criterion alone (/V2024, /V2026).
type mods struct {
	low, high int
	policy    Policy // "" = the event's policy
}

// spec is one entry of the registry: the metadata shown to users and the
// function that computes it.
type spec struct {
	Criterion
	base string // the computation, shared by the cut variants
	mods mods
	// exactly one of each, multi, group is set
	each  func(c *calc, p int, m mods) Value         // independent of the tie
	multi func(c *calc, p int, m mods) []Value       // compared lexicographically; shows the first value
	group func(c *calc, group []int, m mods) []Value // depends on who is tied (direct encounter)
	prep  func(c *calc, m mods)                      // optional: runs once before each
}

// registry lists every criterion in the order `xqt tiebreaks` shows them:
// the xiangqi criteria of article 15 (2011/2014 article 14) first, then the
// FIDE C.07 ones. Ids and codes are stable: event files store them.
func registry() []spec {
	return []spec{
		{Criterion: Criterion{ID: "sb", Code: "SB", Zh: "小分", En: "Sonneborn-Berger",
			Desc: "sum of the final scores of the opponents beaten, plus half the scores of those drawn, whatever the points table (option sb-draw: weighted: times the draw's share of a win; FIDE policies: each opponent's score times the points scored against them)"},
			base: "sb", each: sonneborn},
		{Criterion: Criterion{ID: "sb-c1", Code: "SB/C1", Zh: "小分(去最低)", En: "Sonneborn-Berger cut 1",
			Desc: "Sonneborn-Berger without the opponent with the lowest score (FIDE: a voluntary unplayed round first)"},
			base: "sb", mods: mods{low: 1}, each: sonneborn},
		{Criterion: Criterion{ID: "bh", Code: "BH", Zh: "对手分", En: "Buchholz",
			Desc: "sum of the final scores of all opponents met; a bye's phantom opponent and unplayed rounds follow the event's unplayed-round policy"},
			base: "bh", each: buchholz},
		{Criterion: Criterion{ID: "bh-c1", Code: "BH/C1", Zh: "对手分(去最低)", En: "Buchholz cut 1",
			Desc: "Buchholz without the lowest opponent's score (FIDE: a voluntary unplayed round is cut first)"},
			base: "bh", mods: mods{low: 1}, each: buchholz},
		{Criterion: Criterion{ID: "bh-c2", Code: "BH/C2", Zh: "对手分(去最低二)", En: "Buchholz cut 2",
			Desc: "Buchholz without the two lowest opponents' scores"},
			base: "bh", mods: mods{low: 2}, each: buchholz},
		{Criterion: Criterion{ID: "bh-m1", Code: "BH/M1", Zh: "对手分(中间分)", En: "Median Buchholz",
			Desc: "Buchholz without the lowest and the highest opponent's score"},
			base: "bh", mods: mods{low: 1, high: 1}, each: buchholz},
		{Criterion: Criterion{ID: "bh-m2", Code: "BH/M2", Zh: "对手分(中间分二)", En: "Median Buchholz 2",
			Desc: "Buchholz without the two lowest and the two highest opponents' scores"},
			base: "bh", mods: mods{low: 2, high: 2}, each: buchholz},
		{Criterion: Criterion{ID: "ps", Code: "PS", Zh: "累进分", En: "progressive score",
			Desc: "sum of the running score after each round (W W W W L at 2/1/0: 2+4+6+8+8 = 28)"},
			base: "ps", each: progressive},
		{Criterion: Criterion{ID: "ps-c1", Code: "PS/C1", Zh: "累进分(去首轮)", En: "progressive score cut 1",
			Desc: "progressive score without the running score after round 1"},
			base: "ps", mods: mods{low: 1}, each: progressive},
		{Criterion: Criterion{ID: "wins", Code: "WIN", Zh: "胜局", En: "wins",
			Desc: "rounds won: over the board, by forfeit (+) and by pairing-allocated bye"},
			base: "wins", each: wins},
		{Criterion: Criterion{ID: "wins-ff", Code: "WINF", Zh: "胜局(不含轮空)", En: "wins without byes",
			Desc: "games won over the board or by forfeit (+); byes do not count"},
			base: "wins-ff", each: winsForfeit},
		{Criterion: Criterion{ID: "won", Code: "WON", Zh: "胜局(实战)", En: "games won",
			Desc: "games won over the board; forfeits and byes do not count"},
			base: "won", each: won},
		{Criterion: Criterion{ID: "direct", Code: "DIR", Zh: "直胜", En: "direct encounter",
			Desc: "points scored against the other tied players, forfeits included; with more than two tied, only if all of them have met"},
			base: "direct", group: direct},
		{Criterion: Criterion{ID: "de", Code: "DE", Zh: "直胜(名次)", En: "direct encounter (FIDE)", Lower: true,
			Desc: "FIDE C.07: the position among the tied players by the points of the games played between them, applied again to smaller tied subgroups; 0 when it does not separate"},
			base: "de", group: directFIDE},
		{Criterion: Criterion{ID: "fouls", Code: "FOUL", Zh: "犯规", En: "fouls", Lower: true,
			Desc: "fouls recorded in the player's games (article 9); fewer ranks higher"},
			base: "fouls", each: fouls},
		{Criterion: Criterion{ID: "black", Code: "BPG", Zh: "后走局数", En: "games with black",
			Desc: "games played over the board with black; forfeits and byes do not count"},
			base: "black", each: blackGames},
		{Criterion: Criterion{ID: "black-wins", Code: "BWG", Zh: "后胜局", En: "wins with black",
			Desc: "games won over the board with black"},
			base: "black-wins", each: blackWins},
		{Criterion: Criterion{ID: "game-points", Code: "GP", Zh: "局分", En: "game points",
			Desc: "sum of the points of the single games of every multi-game pairing (2011 14.2); for single games, the points"},
			base: "game-points", each: gamePoints},
		{Criterion: Criterion{ID: "net-games", Code: "NET", Zh: "净胜局", En: "net games won",
			Desc: "single games won minus single games lost, over every pairing"},
			base: "net-games", each: netGames},
		{Criterion: Criterion{ID: "previous", Code: "PREV", Zh: "前轮积分", En: "score after previous rounds",
			Desc: "2011 14.3.1: the score after the previous round, then after the round before, and so on backwards (the column shows the first)"},
			base: "previous", multi: previousScores},
		{Criterion: Criterion{ID: "drop", Code: "DROP", Zh: "去轮积分", En: "score without the first rounds",
			Desc: "2011 14.3.2: the score without round 1, then without rounds 1 and 2, and so on (the column shows the first)"},
			base: "drop", multi: dropScores},
		{Criterion: Criterion{ID: "back", Code: "BACK", Zh: "末轮积分", En: "back-count by rounds",
			Desc: "the points of the last round, then of the round before, and so on backwards (the column shows the last round)"},
			base: "back", multi: backCount},
		{Criterion: Criterion{ID: "last-place", Code: "LAST", Zh: "上轮名次", En: "place after the previous round", Lower: true,
			Desc: "the place in the standings after the previous round, with the same criteria; lower ranks higher"},
			base: "last-place", each: lastPlace, prep: prepLastPlace},
		{Criterion: Criterion{ID: "rating", Code: "RTNG", Zh: "等级分", En: "rating",
			Desc: "the player's rating; higher ranks higher"},
			base: "rating", each: ratingOf},
		{Criterion: Criterion{ID: "no", Code: "SNO", Zh: "序号", En: "start number", Lower: true,
			Desc: "the start number; lower ranks higher"},
			base: "no", each: startNo},
		{Criterion: Criterion{ID: "aro", Code: "ARO", Zh: "对手平均等级分", En: "average rating of opponents",
			Desc: "mean rating of the opponents in games played over the board, rounded half up"},
			base: "aro", each: aro},
		{Criterion: Criterion{ID: "aro-c1", Code: "ARO/C1", Zh: "对手平均等级分(去最低)", En: "average rating of opponents cut 1",
			Desc: "ARO without the lowest-rated opponent; a player with an unplayed round has that round cut instead"},
			base: "aro", mods: mods{low: 1}, each: aro},
		{Criterion: Criterion{ID: "tpr", Code: "TPR", Zh: "等级分表现", En: "tournament performance rating",
			Desc: "ARO plus the FIDE rating difference dp for the percentage scored in games played"},
			base: "tpr", each: tpr},
		{Criterion: Criterion{ID: "ptp", Code: "PTP", Zh: "完美表现分", En: "perfect tournament performance",
			Desc: "the lowest rating whose expected score against the opponents played reaches the points scored"},
			base: "ptp", each: ptp},
		{Criterion: Criterion{ID: "koya", Code: "KS", Zh: "科亚分", En: "Koya score",
			Desc: "points scored against the opponents who finished with at least half the maximum score"},
			base: "koya", each: koya},
		{Criterion: Criterion{ID: "aob", Code: "AOB", Zh: "对手平均对手分", En: "average of opponents' Buchholz",
			Desc: "mean Buchholz of the opponents met over the board"},
			base: "aob", each: aob, prep: prepAOB},
		{Criterion: Criterion{ID: "fore-bh", Code: "FB", Zh: "预测对手分", En: "fore Buchholz",
			Desc: "Buchholz computed as if every game of the last round had been drawn"},
			base: "fore-bh", each: foreBuchholz, prep: prepForeBuchholz},
		{Criterion: Criterion{ID: "rep", Code: "REP", Zh: "选择参赛轮数", En: "rounds elected to play",
			Desc: "rounds the player did not give up voluntarily: games played, forfeit wins and pairing-allocated byes"},
			base: "rep", each: rep},
		{Criterion: Criterion{ID: "std", Code: "STD", Zh: "标准分", En: "standard points",
			Desc: "1 for each pairing won, 1/2 for each drawn, 0 for each lost, comparing the game points of multi-game pairings"},
			base: "std", each: standardPoints},
		{Criterion: Criterion{ID: "match-wins", Code: "MW", Zh: "胜场", En: "matches won",
			Desc: "team matches (pairings) won, over the board or by forfeit; byes do not count (teams.go)"},
			base: "match-wins", each: matchWins},
	}
}

// Preset is a named criteria order for one rule edition.
type Preset struct {
	Name     string
	Zh, En   string
	Rule     string   // the article it implements
	Criteria []string // criteria ids in ranking order
	// Unplayed is the unplayed-round policy the preset implies.
	Unplayed Policy
}

// Presets returns the presets in the order docs/rules.md section 4 lists them.
func Presets() []Preset {
	return []Preset{
		{Name: "cxa1999-rr", Zh: "循环赛(1999)", En: "round robin, 1999 rules", Rule: "1999 15.1",
			Criteria: []string{"sb", "wins", "direct", "fouls"}, Unplayed: PolicyCXA},
		{Name: "cxa2011-rr", Zh: "循环赛(2011)", En: "round robin, 2011 rules", Rule: "2011/2014 14.1",
			Criteria: []string{"sb", "wins", "direct", "fouls", "black"}, Unplayed: PolicyCXA},
		{Name: "cxa2011-multi", Zh: "循环赛多局制(2011)", En: "round robin, several games per pairing, 2011 rules", Rule: "2011/2014 14.2",
			Criteria: []string{"game-points", "wins", "direct", "fouls", "black-wins"}, Unplayed: PolicyCXA},
		{Name: "cxa1999-swiss", Zh: "积分编排制(1999)", En: "Swiss, 1999 rules", Rule: "1999 15.2",
			Criteria: []string{"bh", "wins", "fouls"}, Unplayed: PolicyCXA},
		{Name: "cxa2011-swiss-bh", Zh: "积分编排制对手分(2011)", En: "Swiss with Buchholz, 2011 rules", Rule: "2011/2014 14.3.1",
			Criteria: []string{"bh", "wins", "fouls", "black", "previous"}, Unplayed: PolicyCXA},
		{Name: "cxa2011-swiss-ps", Zh: "积分编排制累进分(2011)", En: "Swiss with progressive score, 2011 rules", Rule: "2011/2014 14.3.2",
			Criteria: []string{"ps", "wins", "fouls", "black", "drop"}, Unplayed: PolicyCXA},
		{Name: "university-swiss", Zh: "高校积分编排制", En: "university staff Swiss", Rule: "a university staff event's regulations (docs/rules.md section 7)",
			Criteria: []string{"direct", "bh"}, Unplayed: PolicyCXA},
		{Name: "group-net", Zh: "小组循环净胜局", En: "group round robin with net games", Rule: "a group stage's regulations (docs/rules.md section 7)",
			Criteria: []string{"direct", "net-games"}, Unplayed: PolicyCXA},
		{Name: "cxa-team-rr", Zh: "团体循环赛", En: "team round robin", Rule: "1999 15.3",
			Criteria: []string{"game-points", "wins", "direct", "fouls"}, Unplayed: PolicyCXA},
		{Name: "cxa-team-swiss", Zh: "团体积分编排制", En: "team Swiss", Rule: "1999 15.4",
			Criteria: []string{"bh", "game-points", "match-wins", "fouls"}, Unplayed: PolicyCXA},
		{Name: "fide", Zh: "国际棋联", En: "FIDE Swiss", Rule: "FIDE C.07 (2024/2026), recommended Swiss order",
			Criteria: []string{"bh-c1", "bh", "de", "sb"}, Unplayed: PolicyFIDE},
		{Name: "wxf", Zh: "世界象棋联合会", En: "World Xiangqi Federation Swiss", Rule: "WXF championship regulations [practice]",
			Criteria: []string{"bh", "direct", "wins", "black-wins"}, Unplayed: PolicyCXA},
	}
}

// PresetByName returns the named preset.
func PresetByName(name string) (Preset, bool) {
	for _, p := range Presets() {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Preset{}, false
}

// All returns every criterion of the registry, in listing order.
func All() []Criterion {
	var cs []Criterion
	for _, s := range registry() {
		cs = append(cs, s.Criterion)
	}
	return cs
}

// Resolve turns a list of preset names, criteria ids and FIDE codes (with
// modifiers such as "BH/C1/V2024") into the criteria they name, in order.
// A single preset name expands to its criteria. Unknown names are an error
// listing what is known.
func Resolve(list []string) ([]Criterion, error) {
	specs, _, err := resolve(list)
	if err != nil {
		return nil, err
	}
	cs := make([]Criterion, len(specs))
	for i, s := range specs {
		cs[i] = s.Criterion
	}
	return cs, nil
}

// SplitList splits a comma-separated list ("BH,BH/C1,SB") into names.
func SplitList(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '，' }) {
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// resolve returns the specs named by list and the policy of the preset, if
// the list named one.
func resolve(list []string) ([]spec, Policy, error) {
	var out []spec
	var policy Policy
	var errs []string
	for _, name := range list {
		if p, ok := PresetByName(name); ok {
			ss, _, err := resolve(p.Criteria)
			if err != nil {
				return nil, "", err
			}
			out = append(out, ss...)
			if policy == "" {
				policy = p.Unplayed
			}
			continue
		}
		s, err := lookup(name)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		out = append(out, s)
	}
	if len(errs) > 0 {
		return nil, "", fmt.Errorf("%s (known: %s; presets: %s)", strings.Join(errs, "; "), strings.Join(knownIDs(), " "), strings.Join(presetNames(), " "))
	}
	return out, policy, nil
}

func knownIDs() []string {
	var ids []string
	for _, s := range registry() {
		ids = append(ids, s.ID)
	}
	return ids
}

func presetNames() []string {
	var ns []string
	for _, p := range Presets() {
		ns = append(ns, p.Name)
	}
	return ns
}

// lookup finds one criterion by id or code, case-insensitively. Ids also
// accept FIDE-style modifiers after a slash: /C1 /C2 /M1 /M2 (cuts),
// /V2024 /V2026 (article 16 edition).
func lookup(name string) (spec, error) {
	n := strings.TrimSpace(name)
	if n == "" {
		return spec{}, fmt.Errorf("empty tiebreak name")
	}
	reg := registry()
	parts := strings.Split(n, "/")
	// Longest prefix of slash-separated parts that names an entry.
	for k := len(parts); k >= 1; k-- {
		head := strings.Join(parts[:k], "/")
		for _, s := range reg {
			if !strings.EqualFold(head, s.ID) && !strings.EqualFold(head, s.Code) {
				continue
			}
			out := s
			for _, m := range parts[k:] {
				if err := out.applyMod(m); err != nil {
					return spec{}, fmt.Errorf("tiebreak %q: %w", name, err)
				}
			}
			return out, nil
		}
	}
	return spec{}, fmt.Errorf("unknown tiebreak %q", name)
}

func (s *spec) applyMod(m string) error {
	u := strings.ToUpper(m)
	switch {
	case u == "V2024":
		s.mods.policy = PolicyFIDE2024
	case u == "V2026":
		s.mods.policy = PolicyFIDE2026
	case len(u) >= 2 && (u[0] == 'C' || u[0] == 'M'):
		k, err := strconv.Atoi(u[1:])
		if err != nil || k < 1 || k > 9 {
			return fmt.Errorf("bad modifier %q: write C1, C2, M1 or M2", m)
		}
		switch s.base {
		case "bh", "sb", "ps", "aro", "fore-bh":
		default:
			return fmt.Errorf("modifier %q does not apply", m)
		}
		s.mods.low = k
		if u[0] == 'M' {
			s.mods.high = k
		}
	default:
		return fmt.Errorf("unknown modifier %q", m)
	}
	s.ID += "/" + strings.ToLower(m)
	s.Code += "/" + u
	return nil
}

// descZh holds the Chinese definitions of the criteria, by id, for the
// Chinese workbook and results pages (Criterion.Desc is the English one).
var descZh = map[string]string{
	"sb":          "所胜对手的最终积分之和，加上所和对手积分的一半（不论计分办法；也可设为按和棋分占胜棋分的比例计）",
	"sb-c1":       "小分，去掉积分最低的一名对手",
	"bh":          "所遇全部对手的最终积分之和；轮空和未赛轮次按本赛的未赛轮次规则计",
	"bh-c1":       "对手分，去掉积分最低的一名对手",
	"bh-c2":       "对手分，去掉积分最低的两名对手",
	"bh-m1":       "对手分，去掉积分最低和最高的各一名对手",
	"bh-m2":       "对手分，去掉积分最低和最高的各两名对手",
	"ps":          "每轮后累计积分之和（胜胜胜胜负，按2/1/0计：2+4+6+8+8 = 28）",
	"ps-c1":       "累进分，不计第1轮后的累计积分",
	"wins":        "胜的轮数：实战胜、弃权胜（+）和编排轮空",
	"wins-ff":     "实战胜和弃权胜（+）的局数，轮空不计",
	"won":         "实战胜的局数，弃权和轮空不计",
	"direct":      "与同分者对局所得积分（含弃权）；三人以上同分时，须彼此都已相遇",
	"de":          "同分者之间对局积分的名次，对仍同分的小组再次比较；不能区分时为0",
	"fouls":       "本人对局中记录的犯规次数（第9条）；少者列前",
	"black":       "实战执黑（后走）的局数，弃权和轮空不计",
	"black-wins":  "实战执黑（后走）胜的局数",
	"game-points": "多局制每次对阵各局得分之和；单局制即为积分",
	"net-games":   "全部对阵中胜局数减负局数",
	"previous":    "前一轮后的积分，再比前两轮后的积分，依次向前（栏中为第一项）",
	"drop":        "去掉第1轮的积分，再去掉第1、2轮，依次类推（栏中为第一项）",
	"back":        "最后一轮的得分，再比前一轮，依次向前（栏中为最后一轮）",
	"last-place":  "上一轮后的名次（同样的排名办法）；小者列前",
	"rating":      "本人等级分；高者列前",
	"no":          "序号；小者列前",
	"aro":         "实战对手的平均等级分，四舍五入",
	"aro-c1":      "对手平均等级分，去掉等级分最低的对手；有未赛轮次的去掉该轮",
	"tpr":         "对手平均等级分加上按实战得分率查得的等级分差",
	"ptp":         "对所遇对手的预期得分达到实得积分的最低等级分",
	"koya":        "对最终积分不少于满分一半的对手所得积分",
	"aob":         "实战对手的对手分的平均值",
	"fore-bh":     "假定最后一轮全部和棋时的对手分",
	"rep":         "本人未主动放弃的轮数：实战、弃权胜和编排轮空",
	"std":         "每次对阵胜计1、和计1/2、负计0；多局制按局分比较",
}

// DescZh returns the Chinese definition of a criterion, falling back to
// the definition of the criterion it modifies ("sb-c2" of "sb"), then to
// the English one.
func DescZh(c Criterion) string {
	if d, ok := descZh[c.ID]; ok {
		return d
	}
	base := c.ID
	if i := strings.IndexAny(base, "-/"); i > 0 {
		base = base[:i]
	}
	if d, ok := descZh[base]; ok {
		return d
	}
	return c.Desc
}

// PolicyDescZh is the Chinese description of an unplayed-round policy
// (PolicyInfo.Desc is the English one); "" for an unknown policy.
func PolicyDescZh(p Policy) string {
	switch p {
	case PolicyCXA:
		return "轮空的虚拟对手按全场最低积分计；弃权按实际对手计；请假和缺席不加分"
	case PolicyCXANonZero:
		return "同中国象棋协会规则，虚拟对手按全场最低的非零积分计"
	case PolicyCXAZero:
		return "同中国象棋协会规则，虚拟对手按0分计"
	case PolicyFIDE:
		return "2026-03-01及以后开始的比赛用2026版，否则用2024版；循环赛用国际棋联循环赛规则"
	case PolicyFIDE2024:
		return "未赛轮次视为对一名与本人同分的虚拟对手；对手后期的零分或半分轮空计为和棋；去分时先去主动放弃的轮次"
	case PolicyFIDE2026:
		return "同2024版，虚拟对手的积分不超过弃权对手的积分，轮空时不超过满分的一半"
	case PolicyFIDERR:
		return "无虚拟对手；轮空不加分；弃权计为与原定对手的对局"
	}
	return ""
}
