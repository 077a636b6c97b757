package tiebreak

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Policy says how unplayed rounds (byes, forfeits, absences) enter the
// opponent-based criteria (Buchholz, Sonneborn-Berger and their cuts, FB,
// AOB). It is chosen per event (Input.Unplayed) and shown in the legend.
type Policy string

// The unplayed-round policies.
const (
	// PolicyCXA is the xiangqi rule (2011/2014 14.4): a pairing-allocated
	// bye counts as a game against a phantom opponent with the lowest score
	// in the field; a forfeit (+ or -, also a double forfeit) counts as a
	// game against the real opponent with his score; requested byes and
	// absences add nothing. Round robins give the bye no phantom.
	// Sonneborn-Berger weighs each opponent by the share of a win scored.
	PolicyCXA Policy = "cxa"
	// PolicyCXANonZero is PolicyCXA with the phantom at the lowest score
	// above zero.
	PolicyCXANonZero Policy = "cxa-nonzero"
	// PolicyCXAZero is PolicyCXA with the phantom at 0.
	PolicyCXAZero Policy = "cxa-zero"
	// PolicyFIDE is FIDE C.07 article 16 in the edition the event's date
	// picks (2026-03-01 or later: 2026, earlier: 2024; no date: 2026), or
	// PolicyFIDERR for a round robin.
	PolicyFIDE Policy = "fide"
	// PolicyFIDE2024 is article 16 of the 2024-08-01 edition: every unplayed
	// round is a game against a dummy opponent with the player's own final
	// score; an opponent's zero or half-point byes after his last game that
	// was not voluntarily unplayed count as draws (16.3.2); cuts take a
	// voluntary unplayed round first.
	PolicyFIDE2024 Policy = "fide2024"
	// PolicyFIDE2026 is article 16 of the 2026-03-01 edition: as 2024, but the
	// dummy's score is capped: for a forfeit at the scheduled opponent's
	// score, for a bye at half the maximum score (draw points x rounds).
	PolicyFIDE2026 Policy = "fide2026"
	// PolicyFIDERR is FIDE's treatment of events with predetermined pairings
	// (round robins): no dummy opponents, byes add nothing, a forfeit counts
	// as a game against the scheduled opponent.
	PolicyFIDERR Policy = "fide-rr"
)

// PolicyInfo describes a policy for listings.
type PolicyInfo struct {
	Policy Policy
	Zh, En string
	Desc   string
}

// Policies lists the unplayed-round policies.
func Policies() []PolicyInfo {
	return []PolicyInfo{
		{PolicyCXA, "中国象棋协会(轮空计最低分)", "CXA, bye = lowest score in the field",
			"a bye's phantom opponent has the lowest score in the field; forfeits count the real opponent; requested byes and absences add nothing"},
		{PolicyCXANonZero, "中国象棋协会(轮空计最低非零分)", "CXA, bye = lowest non-zero score",
			"as cxa, with the phantom at the lowest score above zero"},
		{PolicyCXAZero, "中国象棋协会(轮空计零分)", "CXA, bye = 0", "as cxa, with the phantom at 0"},
		{PolicyFIDE, "国际棋联(按日期选版本)", "FIDE C.07 article 16, edition by the event's date",
			"the 2026 edition for events starting on or after 2026-03-01, otherwise 2024; round robins use fide-rr"},
		{PolicyFIDE2024, "国际棋联2024", "FIDE C.07 article 16, 2024-08-01",
			"unplayed rounds are games against a dummy with the player's own score; late zero/half byes of an opponent count as draws; cuts take voluntary unplayed rounds first"},
		{PolicyFIDE2026, "国际棋联2026", "FIDE C.07 article 16, 2026-03-01",
			"as 2024, the dummy's score capped at the forfeiting opponent's score, or at half the maximum score for a bye"},
		{PolicyFIDERR, "国际棋联(循环赛)", "FIDE, predetermined pairings",
			"no dummy opponents; byes add nothing; a forfeit counts as a game against the scheduled opponent"},
	}
}

// ParsePolicy checks a policy name ("" is allowed and means the default).
func ParsePolicy(s string) (Policy, error) {
	if s == "" {
		return "", nil
	}
	for _, p := range Policies() {
		if strings.EqualFold(s, string(p.Policy)) {
			return p.Policy, nil
		}
	}
	var names []string
	for _, p := range Policies() {
		names = append(names, string(p.Policy))
	}
	return "", fmt.Errorf("unknown unplayed-round policy %q (known: %s)", s, strings.Join(names, " "))
}

func (p Policy) fide() bool {
	return p == PolicyFIDE2024 || p == PolicyFIDE2026 || p == PolicyFIDERR
}

// resolvePolicy turns PolicyFIDE into an edition, and "" into the default.
func resolvePolicy(p Policy, in Input) Policy {
	switch p {
	case "":
		return PolicyCXA
	case PolicyFIDE:
		if in.RoundRobin {
			return PolicyFIDERR
		}
		if in.Date != "" && normDate(in.Date) < "2026-03-01" {
			return PolicyFIDE2024
		}
		return PolicyFIDE2026
	}
	return p
}

func normDate(d string) string {
	return strings.NewReplacer("/", "-", ".", "-").Replace(strings.TrimSpace(d))
}

// voluntary reports whether an entry is a voluntary unplayed round (VUR):
// a requested bye, an absence or a forfeit loss.
func voluntary(k scoring.Kind) bool {
	switch k {
	case scoring.KindHalfBye, scoring.KindAbsent, scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
		return true
	}
	return false
}

// round is one round's contribution to the opponent-based criteria.
type round struct {
	score  Value // opponent's (or phantom's, dummy's) score
	factor Value // SB weight: points scored (FIDE) or share of a win (CXA)
	vur    bool
}

// oppScores returns each player's score as an opponent under policy p:
// final points, with FIDE 16.3.2's late byes adjusted.
func (c *calc) oppScores(p Policy, totals []scoring.Points) []Value {
	out := make([]Value, len(c.nos))
	for i := range c.nos {
		t := totals[i]
		if p.fide() {
			lo := c.lastNonVoluntary(i)
			for r := lo + 1; r < c.nr; r++ {
				e := &c.recs[i].Entries[r]
				switch {
				case p == PolicyFIDERR && e.Kind == scoring.KindHalfBye:
					t -= e.Points
				case p != PolicyFIDERR && (e.Kind == scoring.KindHalfBye || e.Kind == scoring.KindAbsent):
					t += c.t.DrawRed - e.Points
				}
			}
		}
		out[i] = pv(t)
	}
	return out
}

// lastNonVoluntary is the index of the player's last round that was not a
// voluntary unplayed round, or -1.
func (c *calc) lastNonVoluntary(i int) int {
	es := c.recs[i].Entries
	for r := c.nr - 1; r >= 0; r-- {
		switch es[r].Kind {
		case scoring.KindPlayed, scoring.KindForfeitWin, scoring.KindBye:
			return r
		}
	}
	return -1
}

// rounds returns player i's contributions under policy p, given the scores
// players count as opponents (opp) and their own totals (own).
func (c *calc) rounds(i int, p Policy, opp []Value, own []scoring.Points) []round {
	var out []round
	ownV := pv(own[i])
	capBye := pv(c.t.DrawRed * scoring.Points(c.planned))
	for r := 0; r < c.nr; r++ {
		e := &c.recs[i].Entries[r]
		oi, hasOpp := c.idx[e.Opponent]
		rd := round{vur: voluntary(e.Kind), factor: c.factor(e, p)}
		switch e.Kind {
		case scoring.KindPlayed:
			if !hasOpp {
				continue
			}
			rd.score = opp[oi]
		case scoring.KindForfeitWin, scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
			switch p {
			case PolicyFIDE2024:
				rd.score = ownV
			case PolicyFIDE2026:
				rd.score = ownV
				if hasOpp && opp[oi].Cmp(ownV) < 0 {
					rd.score = opp[oi]
				}
			default:
				if !hasOpp {
					continue
				}
				rd.score = opp[oi]
			}
		case scoring.KindBye, scoring.KindHalfBye, scoring.KindAbsent:
			switch p {
			case PolicyFIDE2024:
				rd.score = ownV
			case PolicyFIDE2026:
				rd.score = ownV
				if capBye.Cmp(ownV) < 0 {
					rd.score = capBye
				}
			case PolicyFIDERR:
				continue
			default: // CXA: only a pairing-allocated bye in a Swiss has a phantom
				if e.Kind != scoring.KindBye || c.rr {
					continue
				}
				rd.score = c.phantom(p)
			}
		default: // pending, cancelled
			continue
		}
		out = append(out, rd)
	}
	return out
}

// factor is the Sonneborn-Berger weight of a round: the points scored under
// the FIDE policies; under CXA a win 1, a draw 1/2 and a loss 0 whatever the
// points table (the CXA wording), or with Input.SBDrawWeighted the share of
// a win its points are, (points-loss)/(win-loss).
func (c *calc) factor(e *scoring.Entry, p Policy) Value {
	if p.fide() {
		return pv(e.Points)
	}
	switch e.Kind {
	case scoring.KindPlayed:
		win, loss := c.t.WinRed, c.t.LossRed
		if e.Side == scoring.Black {
			win, loss = c.t.WinBlack, c.t.LossBlack
		}
		if !c.in.SBDrawWeighted {
			switch e.Outcome {
			case scoring.Win:
				return Int(1)
			case scoring.DrawOutcome:
				return ratio(1, 2)
			}
			return Value{0, 1}
		}
		if win == loss {
			return Value{0, 1}
		}
		return ratio(int64(e.Points-loss), int64(win-loss))
	case scoring.KindForfeitWin, scoring.KindBye:
		return Int(1)
	case scoring.KindHalfBye:
		return ratio(1, 2)
	}
	return Value{0, 1}
}

// phantom is the score of a bye's phantom opponent under the CXA policies.
func (c *calc) phantom(p Policy) Value {
	switch p {
	case PolicyCXAZero:
		return Value{0, 1}
	case PolicyCXANonZero:
		return pv(c.lowestNonZero)
	}
	return pv(c.lowest)
}

// StagePolicy is the unplayed-round policy a stage asks for: its
// "unplayed" option when set, otherwise the policy of the preset its
// tiebreaks name (so `--tiebreaks BH,SB` on a stage ranked by the fide
// preset keeps FIDE's article 16), otherwise "" (the default).
func StagePolicy(st *scoring.Stage) Policy {
	if st == nil {
		return ""
	}
	if p := st.Options["unplayed"]; p != "" {
		return Policy(p)
	}
	for _, name := range st.Tiebreaks {
		if p, ok := PresetByName(name); ok {
			return p.Unplayed
		}
	}
	return ""
}
