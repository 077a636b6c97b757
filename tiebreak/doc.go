// Package tiebreak ranks players: points first, then the tiebreak criteria of
// article 15 (2011/2014 article 14) in the order a preset or the event names
// them, with shared places 并列 when all criteria are equal, penalised players
// (18.4) at the bottom of their tie, and the play-off flag of 15.6.
package tiebreak
