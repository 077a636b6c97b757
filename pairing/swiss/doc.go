// Package swiss pairs Swiss rounds 积分编排制 (article 11.4; colours by
// article 13.3) as Chinese arbiters do it, docs/rules.md section 5 [practice]:
// no rematch (a forfeit counts as met); no three equal colours in a row and
// a colour difference of at most 2, relaxable only in the last round and
// only when no pairing of the same score quality keeps them (recorded);
// the bye to the lowest score group a legal pairing allows, once per
// player (5.6); then score differences first, over the whole round from
// the top down (for each boundary below a score level, the fewest pairs
// crossing it, then the smallest sum of their score differences: the
// principle of the FIDE Dutch system); then, bracket by bracket, colour
// preferences, float balance, who floats (the lowest ranked) and the
// shape; colour inside a pair by 5.4 and, in the last three rounds, the
// higher score's need first (5.5); optional same-club avoidance (5.7);
// round 1 拦腰 (5.8); board order by 5.9.
//
// Each round is the best pairing under that order, found by maximum-weight
// matching (match.Incremental, the core the Dutch engine shares) bracket by
// bracket from the top score group down: every bracket is solved together
// with all the lower players, with the score quality of the whole round in
// the top tiers of its wide-integer weights and the bracket's own criteria
// below, so that it never takes a choice the brackets below pay for.
// Exactly tied choices that send different players down are followed
// through the brackets below, which decide between them. The look-ahead
// (ahead.go) then makes sure the round leaves the remaining rounds pairable
// without rematches whenever some legal pairing does (fields of up to
// AheadLimit players; bigger ones at least the next round): the pairings
// are searched best first by Murty's partition of the solution space, each
// checked by a depth-first search for the remaining rounds. docs/swiss.md
// gives the complete order. The criteria are one replaceable part of the
// engine (the criteria interface), so other Swiss systems can reuse it.
//
// # A sparse matching, provably the same
//
// Inside a score bracket every legal pair carries its own criteria, so a
// bracket of m players has about m²/2 edges. A bracket with at least
// sparseMin residents (the players of the score group, not the floaters
// from above) holds only a few of those pairs in its matching (see
// candidates in problem.go: each player's neighbours, the players around
// its partner of the ideal shape and at doubling distances from it, and a
// few not due its colour); the floaters' pairs, the floats down and the
// pairs among the lower players stay explicit. The others are implicit:
// after every solve the duals of the matching price them
// (match.Incremental.AddUncoveredParts). Every implicit pair weighs at
// most g(u)+g(v), g being half the most a resident pair can weigh under
// the constraints of that solve; the pairs of two players due the same
// colour are priced as a class of their own, with g lowered by half the
// colour conflict's weight, so that the many conflicts are not weighed
// one by one against a bound they cannot reach. A pair whose exact reduced cost
// y_u + y_v + 2·Σz_B - 2·w(u,v) is negative is added and the solve goes
// on, warm; a player left unmatched gets all its implicit pairs, and if
// that is not enough, every implicit pair is added. When a pricing adds
// nothing, the duals are feasible for every legal pair of the bracket and
// every matched pair is tight, so by LP duality (Edmonds' matching
// polytope) the matching is a maximum-weight perfect matching of the
// dense problem: the same weight, in every tier, as with every pair held.
// A re-solve under other constraints or penalties (the search for tied
// choices) sets only the edges of the players whose constraint changed.
//
// Where two choices are exactly equal on every criterion (the shape
// included), the sparse and dense matchings could take different ones.
// Big brackets therefore have a last tier below the shape that prefers
// the most even shape costs, then the pairs whose distance in rank is
// closest to the shape's ideal one (see tie in problem.go); it breaks
// every tie between the ways to pair four players, and what is left is
// rare. The dense matching is kept as the test oracle:
// TestSparseAgreesWithDense pairs random events both ways on every round
// and requires identical results.
//
// Check validates a pairing made by hand or edited, and warns when the
// engine's pairing of the same players is better; Pair explains every
// board for xqt pair --explain.
package swiss
