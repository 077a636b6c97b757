// Package burstein pairs a Swiss round by the FIDE Burstein system
// (C.04.4.2), reproducing the reference engine bbpPairings
// (https://github.com/BieremaBoyzProgramming/bbpPairings, its
// src/swisssystems/burstein.cpp, whose method this package follows; see
// NOTICE).
//
// It is a system beside pairing/dutch, not a variant of it: it takes the
// same input (dutch.Input, the seam every Swiss engine of xqt reads: the
// players in pairing-number order, their past rounds, the points system)
// and gives the same output (dutch.Board, white first, in publishing
// order), so `xqt engine --burstein` and `--dutch` share the TRF reading
// and writing of cmd/trfengine.
//
// The method, as bbpPairings implements C.04.4.2:
//
//   - Players are ranked within a score group by the index: Sonneborn-Berger,
//     then Buchholz, then median Buchholz, then pairing number, where an
//     unplayed game counts against a virtual opponent (C.04.4.2 "virtual
//     opponent"), and every opponent's score counts unplayed games as
//     draws. A player floated in from another score group is compared by
//     the index multiplied by his score.
//   - Rounds 1 and 2 are accelerated when the tournament file asks for no
//     acceleration of its own: the top half of the players who took part in
//     round 1 get a win's points added (DefaultAccel).
//   - The pairing-allocated bye goes to the lowest-ranked player who has
//     not had one (nor a forfeit win). bbpPairings never moves it; where
//     the others cannot then be paired, xqt gives it to the next eligible
//     player up instead, and where no bye lets the score groups be paired,
//     one matching over the field by the absolute criteria alone pairs the
//     round (docs/engine.md, "Burstein").
//   - Score groups are paired from the top: a group that cannot be paired
//     (all its players, one floater at most to the group below) is merged
//     with the next one; at the bottom, a group that cannot be paired is
//     merged with the one above. A maximum-weight matching (pairing/match)
//     decides feasibility: an edge weighs "compatible" (no rematch, no clash
//     of absolute colour preferences) above "same score group" above "due
//     colours differ".
//   - Within each group, from the top of the index down, each player is
//     paired with the lowest-ranked opponent that keeps the group's
//     matching as good: the matching is solved again with a small priority
//     rising down the index on that player's edges, and the pair is fixed.
//   - Colours: the due colours, then the stronger preference, then the
//     alternation from the last round the two players' colours differed,
//     then the higher-ranked player's preference, then the pairing numbers'
//     parity against the initial colour.
package burstein
