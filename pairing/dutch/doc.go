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
// of pairing/match (match.Incremental, also meant for the 积分编排 Swiss of
// pairing/swiss): it is warm-started, only the vertices whose edges changed
// are freed, so a re-solve costs an augmentation or two rather than a full
// run. This package holds the criteria (match.go builds the weights in the
// bit layout of dutch.go); the matching knows nothing of them.
//
// One deliberate difference: the pairing-allocated bye is a hard constraint
// (a bye vertex joined only to eligible players), so the reference engine's
// known C2 fault (a second bye when several players request byes) cannot
// happen. The package does no I/O; formats/trf reads engine files into an
// Input.
package dutch
