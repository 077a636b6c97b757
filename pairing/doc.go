// Package pairing is the seam between the event and its pairing systems:
// one System interface that round robin, the CXA Swiss, the FIDE Dutch
// system, knockout and the step ladder implement, and the catalogue
// (catalogue.go) that lists them and picks the system of a stage. A system
// answers for more than its pairings: its label, whether it ranks by points
// or by places (Placer), which tables its stage shows and how a next stage
// is seeded, so stages and views ask it instead of comparing its name (a
// test in cmd adds a system this way and runs every verb on it). What
// scoring's rules ask of a system (an elimination, a fixed table, the
// article a withdrawal follows) is scoring.SystemRules: Register adds a new
// family's, and TestCatalogueAndScoringAgree keeps the two lists one. Each
// system lives in a package of its own (roundrobin, knockout,
// swiss, dutch), on the shared matching core in match; multi-stage events
// (groups, qualification, advancing) are in stage. Randomness only ever
// comes from an explicit seed, so every draw can be repeated and checked.
package pairing
