// Package scoring is the shared vocabulary of xqt: players, sides (red 红 and
// black 黑), game results, rounds, stages, the event itself, and the points
// table of article 14 (2011/2014 article 13) that turns results into exact
// scores, the team matches of article 12 (line-ups under 12.1 to 12.4, match
// points 场分 2/1/0 from the game points 局分 by 14.2, a forfeited match 2 by
// 21.4: team.go), and the withdrawals of article 20 (20.3 counts the
// opponents met, not the games: record.go).
//
// Points are exact: a Points value counts hundredths of a point, so the
// tables in use (1/0.5/0, 2/1/0, 3/1/0, 3/2/1, colour-dependent draws,
// forfeit wins worth less than played wins) never drift. The package does no
// I/O and uses the standard library only; the event file lives in formats.
package scoring
