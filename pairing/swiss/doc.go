// Package swiss pairs Swiss rounds 积分编排制 (article 11.4; colours by
// article 13.3) as Chinese arbiters do it, RULES.md section 5 [practice]:
// no rematch (a forfeit counts as met); same score meets same score 同分相对
// with the fewest and smallest floats, balanced over the event; no three
// equal colours in a row and a colour difference of at most 2, relaxable
// only in the last round to keep scores together (and recorded); colour
// inside a pair by 5.4 and, in the last three rounds, the higher score's
// need first (5.5); the bye to the lowest score group, once per player
// (5.6); optional same-club avoidance (5.7); round 1 拦腰 (5.8); board order
// by 5.9.
//
// Each round is the best pairing under that priority order, found by
// maximum-weight matching (match.Incremental, the core the Dutch engine
// shares) bracket by bracket from the top score group down: a bracket's
// candidate pairs and floaters carry wide-integer weights whose tiers encode
// the criteria in order, then a tie penalty, then the shape; every bracket is
// solved together with the lower players so that it never leaves the rest
// of the field unpairable. Within a bracket, who floats (the lowest ranked)
// is settled before the shape of the pairs; choices of a bracket that are
// exactly equal but send different players down are followed through the
// brackets below, which decide between them. docs/swiss.md gives the
// complete order. The criteria are one replaceable part of the engine (the
// criteria interface), so other Swiss systems can reuse it.
//
// Check validates a pairing made by hand or edited; Pair explains every
// board for xqt pair --explain.
package swiss
