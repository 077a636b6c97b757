package print

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// RatingRule is the Elo rule a rating report follows (docs/print.md):
// every played game between two rated players counts, the expected score
// of a game being 1/(1+10^(-D/400)) with D the player's rating less the
// opponent's, D cut to ±Cap when Cap > 0; the change is K times the sum of
// score less expectation, the new rating the old plus the change rounded
// half away from zero. The tie-break games of a match at a faster time
// control (rapid, blitz, armageddon) count only with AllGames.
type RatingRule struct {
	K        float64 // the K factor (0: 20)
	Cap      int     // the largest rating difference counted (0: no cap; 400 as FIDE)
	AllGames bool    // count a match's rapid, blitz and armageddon games too
}

// RatingLine is one player's line of the rating report.
type RatingLine struct {
	No       int     `json:"no"`
	Name     string  `json:"name"`
	Rating   int     `json:"rating"`   // before the event
	Games    int     `json:"games"`    // rated games played
	Score    float64 `json:"score"`    // points in them: 1, ½, 0 a game
	Expected float64 `json:"expected"` // the sum of the expected scores
	Change   float64 `json:"change"`   // K × (Score − Expected)
	New      int     `json:"new"`      // Rating + Change rounded
}

// RatingReport is the rating report of an event.
type RatingReport struct {
	K        float64      `json:"k"`
	Cap      int          `json:"cap"`
	AllGames bool         `json:"all_games"`
	Lines    []RatingLine `json:"players"`
	// Unrated are the players without a rating: their games count for
	// no one.
	Unrated []int `json:"unrated"`
}

// Expected is the expected score of a player rated r against one rated
// opp, the difference cut to ±cap when cap > 0.
func Expected(r, opp, cap int) float64 {
	d := float64(r - opp)
	if cap > 0 {
		d = math.Max(-float64(cap), math.Min(float64(cap), d))
	}
	return 1 / (1 + math.Pow(10, -d/400))
}

// Ratings works out the rating report of the event: each rated player's
// change from the games played over the board in every round (each game of
// a match; forfeits, byes and games against unrated players do not count).
func Ratings(ev *scoring.Event, rule RatingRule) (*RatingReport, error) {
	if rule.K == 0 {
		rule.K = 20
	}
	if rule.K < 0 || rule.K > 100 || math.IsNaN(rule.K) {
		return nil, fmt.Errorf("rating report: K factor %v: give a number from 1 to 100 (10, 20, 40 are usual)", rule.K)
	}
	if rule.Cap < 0 {
		return nil, fmt.Errorf("rating report: rating difference cap %d: give 0 (no cap) or a positive number such as 400", rule.Cap)
	}
	rated := 0
	rep := &RatingReport{K: rule.K, Cap: rule.Cap, AllGames: rule.AllGames, Unrated: []int{}}
	lines := map[int]*RatingLine{}
	for _, p := range ev.Players {
		if p.Rating <= 0 {
			rep.Unrated = append(rep.Unrated, p.No)
			continue
		}
		rated++
		lines[p.No] = &RatingLine{No: p.No, Name: p.Name, Rating: p.Rating}
	}
	if rated == 0 {
		return nil, errors.New("rating report: no player has a rating: give each player a rating (rating: under the player in the event file, or --rating when adding players)")
	}
	game := func(red, black int, res scoring.Result) {
		if !res.Played() {
			return
		}
		a, b := lines[red], lines[black]
		if a == nil || b == nil {
			return
		}
		var s float64
		switch res {
		case scoring.RedWins:
			s = 1
		case scoring.Draw:
			s = 0.5
		}
		a.Games++
		b.Games++
		a.Score += s
		b.Score += 1 - s
		a.Expected += Expected(a.Rating, b.Rating, rule.Cap)
		b.Expected += Expected(b.Rating, a.Rating, rule.Cap)
	}
	for _, r := range ev.Rounds {
		for _, g := range r.Games {
			if len(g.Games) == 0 {
				game(g.Red, g.Black, g.Result)
				continue
			}
			for _, mg := range g.Games {
				if mg.Kind != "" && mg.Kind != scoring.KindExtra && !rule.AllGames {
					continue // a faster time control: not this rating's
				}
				black := g.Black
				if mg.Red == g.Black {
					black = g.Red
				}
				game(mg.Red, black, mg.Result)
			}
		}
	}
	for _, l := range lines {
		l.Change = rule.K * (l.Score - l.Expected)
		l.New = l.Rating + int(math.Round(l.Change))
		// The report shows 2 decimals of the expectation and 1 of the
		// change: JSON carries 4 and 2, enough to check by hand.
		l.Expected = math.Round(l.Expected*1e4) / 1e4
		l.Change = math.Round(l.Change*1e2) / 1e2
		rep.Lines = append(rep.Lines, *l)
	}
	sort.Slice(rep.Lines, func(i, j int) bool { return rep.Lines[i].No < rep.Lines[j].No })
	return rep, nil
}

// ratings writes the rating report as a document.
func (d *doc) ratings(rep *RatingReport) {
	d.heading(d.l("等级分变化", "Rating report"))
	capText := d.l("不限分差", "no cap on the difference")
	if rep.Cap > 0 {
		capText = d.l(fmt.Sprintf("分差超过 %d 按 %d 计", rep.Cap, rep.Cap), fmt.Sprintf("differences over %d count as %d", rep.Cap, rep.Cap))
	}
	games := d.l("；对局双方均有等级分的实战对局计算，弃权、轮空不计，快棋、超快棋、和棋黑胜等加赛不计", "; games played between two rated players count, not forfeits or byes, nor a match's rapid, blitz or armageddon games")
	if rep.AllGames {
		games = d.l("；对局双方均有等级分的实战对局计算（含快棋等加赛），弃权、轮空不计", "; games played between two rated players count (a match's rapid, blitz and armageddon games too), not forfeits or byes")
	}
	d.w("<p>%s</p>\n", e(d.l(fmt.Sprintf("Elo 公式：期望得分 E = 1/(1+10^(−D/400))，D 为本人与对手等级分之差，变化 = K×(得分−ΣE)，K = %g，%s%s（docs/print.md）。", rep.K, capText, games),
		fmt.Sprintf("Elo: expected score E = 1/(1+10^(−D/400)), D the player's rating less the opponent's, change = K × (score − ΣE), K = %g, %s%s (docs/print.md).", rep.K, capText, games))))
	d.w("<table class=\"list\"><tr><th class=\"num\">%s</th><th>%s</th><th class=\"num\">%s</th><th class=\"num\">%s</th><th class=\"num\">%s</th><th class=\"num\">%s</th><th class=\"num\">%s</th><th class=\"num\">%s</th></tr>\n",
		e(d.l("序号", "No.")), e(d.l("姓名", "Name")), e(d.l("赛前", "Before")), e(d.l("局数", "Games")), e(d.l("得分", "Score")), e(d.l("期望", "Expected")), e(d.l("变化", "Change")), e(d.l("赛后", "After")))
	for _, l := range rep.Lines {
		d.w("<tr><td class=\"num\">%d</td><td>%s</td><td class=\"num\">%d</td><td class=\"num\">%d</td><td class=\"num\">%g</td><td class=\"num\">%.2f</td><td class=\"num\">%+.1f</td><td class=\"num\"><b>%d</b></td></tr>\n",
			l.No, e(d.name(l.No)), l.Rating, l.Games, l.Score, l.Expected, l.Change, l.New)
	}
	d.w("</table>\n")
	if len(rep.Unrated) > 0 {
		var names []string
		for _, no := range rep.Unrated {
			names = append(names, fmt.Sprintf("%d %s", no, d.name(no)))
		}
		d.w("<p class=\"note\">%s</p>\n", e(d.l("无等级分，不计算（与其对局亦不计）：", "Unrated, not rated (games against them do not count): ")+joinNames(d.lang, names)))
	}
}

func joinNames(lang string, names []string) string {
	sep := "、"
	if lang == "en" {
		sep = ", "
	}
	out := ""
	for i, n := range names {
		if i > 0 {
			out += sep
		}
		out += n
	}
	return out
}
