// Package match computes maximum-weight matchings in general graphs with
// Edmonds' blossom algorithm (Edmonds 1965; the weighted primal-dual form of
// Galil, "Efficient algorithms for finding maximum matching in graphs", 1986).
//
// It is the reusable core under Swiss pairing: a pairing system encodes its
// criteria, in priority order, as int64 edge weights (each criterion's unit
// larger than the largest total the criteria below it can reach) and asks
// for the heaviest matching, so the result is the best pairing under the
// whole priority order rather than the first one a greedy pass finds.
// The package knows nothing about players; it is deterministic and does no
// I/O.
package match
