// Package match computes maximum-weight matchings in general graphs with
// Edmonds' blossom algorithm (Edmonds 1965; the weighted primal-dual form of
// Galil, "Efficient algorithms for finding maximum matching in graphs", 1986).
//
// It is the matching core under Swiss pairing: a pairing system encodes its
// criteria, in priority order, as edge weights (each criterion's unit
// larger than the largest total the criteria below it can reach) and asks
// for the heaviest matching, so the result is the best pairing under the
// whole priority order rather than the first one a greedy pass finds. The
// criteria stay in the pairing system; this package knows nothing about
// players, is deterministic and does no I/O. It offers two solvers:
//
//   - Incremental is the shared core: a maximum-weight perfect matching
//     with fixed-width multi-word weights (any number of 64-bit words, so
//     criteria hundreds of bits wide fit without big integers),
//     warm-started: after the weights around a few vertices change, Solve
//     frees only those vertices and re-solves in an augmentation or two.
//     It stores only the edges set (per-vertex sorted lists and an n²-bit
//     adjacency set), so memory follows the edges; a caller may leave out
//     edges it can weigh cheaply and let AddUncovered price them against
//     the duals after each Solve (price and repair: the matching is then
//     optimal over the whole graph, see AddUncovered; AddUncoveredParts
//     takes several classes of implicit edges, each with its own bound).
//     Both Swiss systems run on it: the FIDE Dutch engine (pairing/dutch)
//     re-solves one matching over the whole field after every decision;
//     the 积分编排 engine (pairing/swiss) solves each score bracket with
//     it, warm across the re-solves of its tie search.
//   - Solve is a from-scratch solver over an edge list with int64 weights
//     (negative ones allowed), for maximum weight or maximum weight among
//     maximum-cardinality matchings. The 积分编排 engine uses it for its
//     quick feasibility and diagnosis checks, and it is the simple
//     reference the tests cross-check against.
//
// # Bye vertices
//
// Incremental looks for perfect matchings only. Other goals reduce to one:
//
//   - An odd field with one bye: add a bye vertex joined to every player who
//     may take the bye. Every perfect matching pairs exactly one player with
//     it, so all bye edges may carry the same weight (pairing/dutch uses 1)
//     and the criteria that choose the bye live in the other edges, or the
//     bye edges carry the value of giving that player the bye.
//   - A matching that may leave players unpaired (a bracket whose leftovers
//     float down): add k bye vertices, k at least the number of players that
//     may stay unpaired and of the same parity as the number of players,
//     join each to every such player and to one another, and add one
//     constant C > 0 to every weight (zero means no edge, so C makes "leave
//     unpaired" an edge of weight C). Every perfect matching then has the
//     same number of edges, so C adds the same to every total and the
//     heaviest perfect matching is the heaviest matching of the players.
//     To prefer more pairs first, as Solve's MaxCardinality does, add to
//     every real pair a bonus larger than any total of the other weights.
//
// TestIncrementalByeVertices checks this reduction against brute force.
package match
