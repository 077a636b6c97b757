// Package dutch pairs a round of a Swiss event by the FIDE Dutch system
// (FIDE Handbook C.04.3, rules in force from 1 February 2026): absolute
// criteria C1-C3, completion C4, the pairing-allocated-bye criterion C5,
// quality criteria C6-C21 in order, colour allocation (section E), floats,
// the final-round top-scorer exception and accelerated pairings (Baku, via
// Player.Accel).
//
// It reproduces the reference engine bbpPairings (v6.0.0) exactly: one
// maximum-weight matching over the whole field whose edge weights pack the
// criteria, most important first, into fixed-width multi-word integers; the
// brackets are paired from the top down, each decision (which moved-down
// players to pair, which exchanges, which opponent) fixed by sharpening a
// few weights and re-solving. The matching is the shared incremental core
// of pairing/match (match.Incremental, also used by the 积分编排 Swiss of
// pairing/swiss): it is warm-started, only the vertices whose edges changed
// are freed, so a re-solve costs an augmentation or two rather than a full
// run. This package holds the criteria (match.go builds the weights in the
// bit layout of dutch.go); the matching knows nothing of them.
//
// # A sparse matching, provably the same
//
// The matching holds only a few of the pairs; every other pair is
// implicit, weighed on demand. A pair's weight is either its basic weight
// (the top field only: completion, and whether each end may take the bye,
// b(u,v) = g(u) + g(v) with g(v) = (1 + 2·[v may not take the bye]) ·
// 2^(top-1)) or, for the pairs of the bracket being paired (its players and
// the next score group), the criteria weight the bracket gives it, kept
// with every decision's sharpening in a store of the bracket
// (bracketStore: the criteria weight computed from the two players' types,
// plus the decisions' change, an int32 a pair) whether the pair is held in
// the matching or not. Players paired for good
// keep one edge. At the start the matching holds six neighbours on each
// side of every player in pairing order and the bye edges; each bracket
// adds a few pairs of each of its players (its S1/S2 counterparts and
// neighbours), and frees its players with duals high enough to cover all
// their implicit pairs, so the solve starts from a feasible dual.
//
// After every solve the duals of the matching price the implicit pairs
// (match.Incremental.AddUncoveredParts): a pair whose reduced cost
// y_u + y_v + 2·Σz_B - 2·w(u,v) is negative (the sum over the blossoms
// holding both) is added and the solve continues warm; a player left
// unmatched gets all its implicit pairs. When no pair is added, the duals
// are feasible for every pair of the whole field and every matched pair is
// tight: by LP duality (Edmonds' matching polytope) the matching is a
// maximum-weight perfect matching of the dense graph, the one the dense
// engine solves. The decisions read the optimum through what its weight
// fixes (the weights are built for that); where two optima tie, the sparse
// and dense solves could in principle part, which the reference cases and
// the property test below check on every round.
//
// The pricing is exact whatever bound it uses, as long as the bound holds:
// with bounds g, w(u,v) <= g(u) + g(v), and c_v = y_v - 2g(v), a pair can
// be uncovered only when c_u + c_v + 2·Σz_B < 0, and only those pairs are
// weighed (their exact reduced cost decides). The pairs are priced in
// parts, each with its own bound: the basic pairs with g above (exact for
// them), and the bracket's pairs in four kinds, as their weights lie at
// different levels (a pair's score criteria count at the bit of the
// higher player's score, and a pair with a player of the next score group
// counts in the next bracket's fields): pairs with a moved-down player,
// pairs of two residents, of a resident and a player of the next group,
// and of two players of the next group. For a bracket pair of kind k,
// g(v) = ⌈mx_v / 2⌉, mx_v the largest weight set on a pair of v of that
// kind since the bracket began (w(u,v) <= min(mx_u, mx_v) <= mx_u + mx_v
// over 2); a pair that passes that test is weighed only if it fails the
// tighter one at min(mx_u, mx_v) (match.PricePart.PairMax), read from
// small per-player arrays rather than the big weight triangle (whose
// reads are cache misses), with mx kept apart for the pairs of two
// players due the same colour (they weigh less in the colour criteria)
// and, once the remainder's S1 is known, for the pairs of two players
// outside it (they weigh less in the count of S1-S2 pairs; mx is then
// counted anew from the stored weights, as pairs changed category). The
// remainder's weights also count 2·min(i, j) less as the pair is lower
// (i and j the indexes of its players in the remainder), so mx holds the
// largest w + 2·min(i, j) instead, and a pair's bound is that less
// 2·min(i, j): valid for any such offset, tight for this one. Once the
// exchanges are fixed the remainder's pairs have their criteria weights
// again, and mx is counted anew without the S1 categories and the offset
// (else the S1-S2 count of the remainder's weights would still loosen
// every bound while the opponents of S1 are chosen: 58 % of the pairs
// weighed at round 2 of 2000 players were weighed for that alone). (With one
// kind for all, a resident's heaviest pair was often the one with a
// moved-down player, and most pairs weighed were covered by far: four
// times the work in a late round.) Players are further
// split by colour class (an absolute preference for white, for black, or
// neither), as two players with the same absolute preference are never
// compatible (C3; not in the final round's top-scorer case), so those
// pairs are never looked at. The walk goes down the blossom tree with
// each blossom's least c per class, so a blossom whose duals cover all
// its pairs with u is skipped whole. And a pair's reduced cost goes down
// only when a dual of one end does (or its weight goes up, which marks
// that end), so only pairs with such an end are priced again. Each call
// adds at most 16 uncovered pairs of a player, the most uncovered first
// (match.PricePart.Cap): the others wait for the next solve, after which
// most are covered. Adding all of them at once made the first bracket of
// a 5000-player round 2 grow from 100,000 edges to a million, and its
// solves four times slower. A bracket
// pair is weighed in place (match.PricePart.View: the stored weight is
// read, not copied) and its reduced cost is y_u + 2·Σz + y_v - 2w with
// y_u + 2·Σz summed once per blossom level of u. The first
// matching (can the round be paired, which score takes the bye) is priced
// the same way, with weights of their own, narrower width.
//
// The matching core re-solves with every tree it did not touch kept across
// an augmentation (see match.Incremental), so freeing a whole bracket costs
// one search rather than one per pair.
//
// The dense engine (every pair in the matching from the start) is kept as
// the test oracle: TestSparseAgreesWithDense pairs random events both ways
// on every round. Memory grows with the pairs held and with the bracket's
// pairs (a triangle of int32 changes and two bit sets; the criteria weights
// are computed when asked), not with n² wide weights (but for an n²-bit
// adjacency set).
//
// The pairing-allocated bye is a hard constraint (a bye vertex joined only
// to eligible players), so the reference engine's known C2 fault (a second
// bye when several players request byes) cannot happen. The package does
// no I/O; cmd/trfengine builds an Input from a TRF file (formats/trf).
package dutch
