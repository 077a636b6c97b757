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
// Check validates a pairing made by hand or edited, and warns when the
// engine's pairing of the same players is better; Pair explains every
// board for xqt pair --explain.
package swiss
