// Package pairing is the seam between the event and its pairing systems:
// one System interface that round robin, the CXA Swiss, the FIDE Dutch
// system and knockout implement, and the registry that picks the system of
// a stage. Each system lives in a package of its own (roundrobin, knockout,
// swiss, dutch), on the shared matching core in match; multi-stage events
// (groups, qualification, advancing) are in stage. Randomness only ever
// comes from an explicit seed, so every draw can be repeated and checked.
package pairing
