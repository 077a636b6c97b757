package scoring

// Kind says how a player's round went.
type Kind int8

// The kinds of round entries.
const (
	KindPending       Kind = iota // paired, no result yet
	KindPlayed                    // played over the board
	KindForfeitWin                // "+": won without play
	KindForfeitLoss               // "-": lost without play
	KindDoubleForfeit             // "--": both lost without play
	KindBye                       // pairing-allocated bye 轮空 (U)
	KindHalfBye                   // requested half-point bye (H)
	KindAbsent                    // not paired: absent, withdrawn, zero-point bye (Z)
	KindCancelled                 // result cancelled by article 20.3 (counts as no game)
)

var kindNames = [...]string{"pending", "played", "forfeit-win", "forfeit-loss", "double-forfeit", "bye", "half-bye", "absent", "cancelled"}

// String returns the kind's id.
func (k Kind) String() string { return kindNames[k] }

// Unplayed reports whether the round counts as not played over the board.
func (k Kind) Unplayed() bool { return k != KindPlayed && k != KindPending }

// Paired reports whether the player had a scheduled opponent this round
// (a game or a forfeit), which counts as having met that opponent.
func (k Kind) Paired() bool {
	return k == KindPlayed || k == KindPending || k == KindForfeitWin || k == KindForfeitLoss || k == KindDoubleForfeit
}

// Entry is one player's round: opponent, side, outcome and points.
type Entry struct {
	Round    int // round number in the event
	Board    int
	Kind     Kind
	Opponent int // start number; 0 for byes and absences
	Side     Side
	Outcome  Outcome
	Points   Points
	// GamePoints is 局分, the sum of the points of the single games of a
	// multi-game match; for a single game it equals Points.
	GamePoints Points
	Fouls      int
}

// Record is a player's results round by round over a set of rounds.
type Record struct {
	No      int
	Entries []Entry // one per round given to Records, in the same order
	Total   Points
	// Cancelled is set when article 20.3 cancelled all the player's
	// results: they withdrew from a round robin having met fewer than half
	// of their opponents. Such a player is not ranked as if they had
	// played (tiebreak lists them after the table).
	Cancelled bool
}

// Options says how Records treats withdrawals.
type Options struct {
	// RoundRobin applies article 20.3: a player who withdrew having met
	// fewer than half of their opponents (已赛对手不足半数) has all results
	// cancelled; otherwise their unplayed games are forfeits won by the
	// opponents.
	// Without it (Swiss, 20.4) results stand and later rounds are absences.
	// In a round robin the bye of an odd field scores nothing (everyone
	// gets the same number of games); in a Swiss it scores Table.Bye.
	RoundRobin bool
	// Opponents is the number of opponents each player has in the
	// round robin: the field less one, in a single or a double round
	// robin alike (a double round robin meets each opponent twice, it does
	// not give more of them). The 20.3 test compares the distinct
	// opponents met over the board with half of it.
	Opponents int
	// GameTable, when set, scores the single games of a multi-game match
	// (GamePoints, 局分) while the table given to Records scores the
	// match itself: a team stage's boards by the board table, its match
	// points 场分 by the 2/1/0 of article 14.2 (Event.MatchTable).
	GameTable *Table
}

// Records computes every player's record over rounds with the points table t.
// players lists the start numbers to report; a player who appears nowhere in a
// round is absent there.
func Records(players []Player, rounds []Round, t Table, opt Options) map[int]*Record {
	recs := make(map[int]*Record, len(players))
	for _, p := range players {
		recs[p.No] = &Record{No: p.No, Entries: make([]Entry, len(rounds))}
	}
	gt := t
	if opt.GameTable != nil {
		gt = *opt.GameTable
	}
	for i, r := range rounds {
		for _, p := range players {
			recs[p.No].Entries[i] = Entry{Round: r.Number, Kind: KindAbsent, Points: t.ZeroBye, GamePoints: t.ZeroBye}
		}
		set := func(no int, e Entry) {
			if rec, ok := recs[no]; ok {
				rec.Entries[i] = e
			}
		}
		for _, no := range r.Byes {
			if opt.RoundRobin {
				set(no, Entry{Round: r.Number, Kind: KindBye})
				continue
			}
			set(no, Entry{Round: r.Number, Kind: KindBye, Outcome: Win, Points: t.Bye, GamePoints: t.Bye})
		}
		for _, no := range r.HalfByes {
			set(no, Entry{Round: r.Number, Kind: KindHalfBye, Outcome: DrawOutcome, Points: t.HalfBye, GamePoints: t.HalfBye})
		}
		for _, g := range r.Games {
			for _, side := range []Side{Red, Black} {
				no, opp, fouls := g.Red, g.Black, g.RedFouls
				if side == Black {
					no, opp, fouls = g.Black, g.Red, g.BlackFouls
				}
				set(no, gameEntry(r.Number, g, side, opp, fouls, t, gt))
			}
		}
	}
	if opt.RoundRobin {
		for _, p := range players {
			if p.Withdrawn > 0 {
				applyWithdrawal(recs, p, t, opt.Opponents)
			}
		}
	}
	for _, rec := range recs {
		rec.Total = 0
		for _, e := range rec.Entries {
			rec.Total += e.Points
		}
	}
	return recs
}

// gameEntry is one side's entry for game (or match) g: its points by t,
// the points of a match's single games by gt.
func gameEntry(round int, g Game, side Side, opp, fouls int, t, gt Table) Entry {
	e := Entry{Round: round, Board: g.Board, Opponent: opp, Side: side, Fouls: fouls}
	e.Outcome = g.Result.Outcome(side)
	switch g.Result {
	case NoResult:
		e.Kind = KindPending
	case RedWins, BlackWins, Draw:
		e.Kind = KindPlayed
		e.Points = t.Score(e.Outcome, side, true)
	case DoubleForfeit:
		e.Kind = KindDoubleForfeit
		e.Points = t.DoubleForfeit
	default:
		if e.Outcome == Win {
			e.Kind = KindForfeitWin
		} else {
			e.Kind = KindForfeitLoss
		}
		e.Points = t.Score(e.Outcome, side, false)
	}
	e.GamePoints = e.Points
	if len(g.Games) > 0 {
		var gp Points
		for _, mg := range g.Games {
			s := Red
			if mg.Red != g.Red {
				s = Black
			}
			if side == Black {
				s = s.Other()
			}
			if mg.Result == DoubleForfeit {
				gp += gt.DoubleForfeit
				continue
			}
			o := mg.Result.Outcome(s)
			gp += gt.Score(o, s, mg.Result.Played())
		}
		e.GamePoints = gp
	}
	return e
}

// applyWithdrawal implements article 20.3 for one player who withdrew from a
// round robin before round p.Withdrawn: 凡已赛对手不足半数者，则所有已赛结果一概注销；
// 如达到或超过半数以上，则其成绩有效，其余未赛对局均作弃权，对方获胜. Having met
// (played over the board, before round p.Withdrawn) fewer distinct
// opponents than half of opponents cancels all their results; half or
// more keeps them, and their games from that round on are forfeits won by
// the opponents. The rule applies once the records
// reach the last round the player played (Withdrawn-1), so standings after
// that round already show the cancellation; records that end earlier cannot
// tell how many games the player played and are left as they are.
func applyWithdrawal(recs map[int]*Record, p Player, t Table, opponents int) {
	rec := recs[p.No]
	if rec == nil || len(rec.Entries) == 0 || rec.Entries[len(rec.Entries)-1].Round < p.Withdrawn-1 {
		return
	}
	cancel := WithdrawalCancels(MetBefore(rec, p.Withdrawn), opponents)
	rec.Cancelled = cancel
	for i, e := range rec.Entries {
		if e.Opponent == 0 {
			continue
		}
		opp := recs[e.Opponent]
		if opp == nil {
			continue
		}
		oe := &opp.Entries[i]
		switch {
		case cancel:
			rec.Entries[i] = Entry{Round: e.Round, Board: e.Board, Kind: KindCancelled, Opponent: e.Opponent, Side: e.Side}
			*oe = Entry{Round: oe.Round, Board: oe.Board, Kind: KindCancelled, Opponent: p.No, Side: oe.Side}
		case e.Round >= p.Withdrawn && (e.Kind == KindPending || e.Kind == KindAbsent):
			rec.Entries[i].Kind, rec.Entries[i].Outcome = KindForfeitLoss, Loss
			rec.Entries[i].Points = t.ForfeitLoss
			rec.Entries[i].GamePoints = t.ForfeitLoss
			oe.Kind, oe.Outcome = KindForfeitWin, Win
			oe.Points, oe.GamePoints = t.ForfeitWin, t.ForfeitWin
		}
	}
}

// MetBefore is the number of distinct opponents rec met over the board in
// the rounds before round n: what article 20.3 calls 已赛对手.
func MetBefore(rec *Record, n int) int {
	met := map[int]bool{}
	for _, e := range rec.Entries {
		if e.Round < n && e.Kind == KindPlayed && e.Opponent != 0 {
			met[e.Opponent] = true
		}
	}
	return len(met)
}

// WithdrawalCancels is article 20.3's test for a player who withdrew from a
// round robin having met met of their opponents: fewer than half of them
// (不足半数) cancels every result; exactly half or more (达到或超过半数)
// keeps them.
func WithdrawalCancels(met, opponents int) bool { return 2*met < opponents }

// Withdrawal is the rule a withdrawal decided a game or a team match by,
// named by its article (Game.Withdrawal, TeamMatch.Withdrawal): the event
// file writes it as data, never as words in the note.
type Withdrawal string

// The withdrawal rules. "" is a game no withdrawal decided.
const (
	// WithdrawalRoundRobin (20.3): the opponent wins the game without
	// play, or it is cancelled with all the player's results when they
	// met fewer than half of their opponents.
	WithdrawalRoundRobin Withdrawal = "20.3"
	// WithdrawalSwiss (20.4): a round already paired when the player
	// withdrew, won by the opponent without play.
	WithdrawalSwiss Withdrawal = "20.4"
)

// Withdrawals lists the rules, as the event file writes them.
var Withdrawals = []Withdrawal{WithdrawalRoundRobin, WithdrawalSwiss}

// String words the rule as 'xqt pairings' prints it in a game's note
// column, withdrawn and the article in brackets; "" for no withdrawal.
func (w Withdrawal) String() string {
	if w == "" {
		return ""
	}
	return "withdrawn (" + string(w) + ")"
}

// WithdrawalRule is the rule by which a withdrawal decides the open games
// of stage st that a withdrawn player was due to play, as its system says
// (SystemRules.Withdrawal): article 20.3 in a round robin, 20.4 in a
// Swiss, none ("") in a knockout or for no stage.
func WithdrawalRule(st *Stage) Withdrawal {
	if st == nil {
		return ""
	}
	return st.Rules().Withdrawal
}
