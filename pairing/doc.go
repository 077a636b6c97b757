// Package pairing makes the pairings of a round: the Berger round-robin
// table 循环赛对局秩序表 (article 13.1), knockout brackets and card draws, and
// the stage logic around them. Swiss pairing lives in the swiss subpackage.
// Randomness only ever comes from an explicit seed, so every draw can be
// repeated and checked.
package pairing
