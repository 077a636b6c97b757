// Package tiebreak ranks players: points first, then the tiebreak criteria of
// article 15 (2011/2014 article 14) in the order a preset or the event names
// them, with shared places 并列 when all criteria are equal, penalised players
// (18.4) at the bottom of their score, and the play-off flag of 15.6.
// Withdrawals follow 20.3 (round robin) and 20.4 (Swiss) through
// scoring.Records; a player (or team) whose results 20.3 cancelled leaves
// the ranking for Standings.Withdrawn. Team stages rank by match points
// 场分, 14.2's 2/1/0 whatever the boards' table (TeamInput).
//
// The registry (registry.go) lists every criterion with a stable id, its
// FIDE / Swiss-Manager code, Chinese and English labels and a one-line
// definition: the xiangqi criteria (小分 Sonneborn-Berger, 对手分 Buchholz,
// 累进分 progressive score, 胜局 wins, 后走局数 and 后胜局, 直胜 direct
// encounter, 犯规 fouls, 局分 and 净胜局 for multi-game pairings, the 2011
// 14.3.1 and 14.3.2 exhaustions, 上轮名次, rating, start number) and those of
// FIDE C.07 (BH and its cuts, SB, PS, WIN, WON, BPG, BWG, DE, ARO, TPR, PTP,
// KS, AOB, FB, REP, STD). Presets name the orders of docs/rules.md section 4.
//
// Byes and forfeits enter the opponent-based criteria by a Policy chosen per
// event: the CXA rule of 2011/2014 14.4 (a bye's phantom opponent has the
// lowest score in the field) or FIDE C.07 article 16 in its 2024 or 2026
// edition, reproduced value for value against FIDE's own tiebreak
// calculator (testdata/fide). Every value is an exact fraction. The package
// does no I/O. docs/tiebreaks.md documents it for users.
package tiebreak
