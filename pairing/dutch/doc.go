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
// Most pairs never get more than their basic weight: the top field only
// (completion, and whether each end may take the bye), the same for every
// compatible pair of the same bye candidacy. Only the pairs inside the
// bracket being paired and the next score group get the criteria's lower
// fields, and the players paired for good keep one edge. So the matching
// holds only those pairs (set by the brackets), six neighbours on each side
// of every player in pairing order, and the bye edges; every other
// compatible pair is implicit, with its basic weight b(u,v) = g(u) + g(v),
// g(v) = (1 + 2·[v may not take the bye]) · 2^(top-1).
//
// After every solve the duals of the matching price the implicit pairs
// (match.Incremental.AddUncovered): a pair whose reduced cost
// y_u + y_v + 2·Σz_B - 2·b(u,v) is negative (the sum over the blossoms
// holding both) is added and the solve continues warm; a player left
// unmatched gets all its implicit pairs. When no pair is added, the duals
// are feasible for every pair of the whole field and every matched pair is
// tight: by LP duality (Edmonds' matching polytope) the matching is a
// maximum-weight perfect matching of the dense graph, the one the dense
// engine solves. The decisions read the optimum through what its weight
// fixes (the weights are built for that); where two optima tie, the sparse
// and dense solves could in principle part, which the reference cases and
// the property test below check on every round. Two
// facts keep the pricing cheap: with a_v = y_v - 2g(v), a pair across two
// blossoms can be uncovered only when a_u + a_v < 0 (so each player scans
// the others by a while the sum stays negative, blossom by blossom); and a
// pair's reduced cost goes down only when a dual of one end does, so only
// pairs with such an end are priced again. The first matching (can the
// round be paired, which score takes the bye) is priced the same way, with
// weights of their own, narrower width.
//
// The dense engine (every pair in the matching from the start) is kept as
// the test oracle: TestSparseAgreesWithDense pairs random events both ways
// on every round. Memory grows with the pairs held, not with n² (but for an
// n²-bit adjacency set).
//
// The pairing-allocated bye is a hard constraint (a bye vertex joined only
// to eligible players), so the reference engine's known C2 fault (a second
// bye when several players request byes) cannot happen. The package does
// no I/O; formats/trf reads engine files into an Input.
package dutch
