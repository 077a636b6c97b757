// Package view computes, once, what every view of an event shows: the
// context of each stage (or each group of a group stage) with its field,
// its rounds up to a cut-off, the standings after each of them and the
// knockout worked out from them; the final places across stages; the notes
// under a round; and the texts and labels the views share, in Chinese (zh)
// and English (en).
//
// The workbook (formats/xlsx) and the results pages (formats/html) lay these
// out each in their own way and work none of the state out again (house
// style: views do not re-derive state). The package does no I/O and knows
// no file format (cmd/deps_test.go holds it to that): it reads a
// scoring.Event and calls tiebreak.Compute, knockout.Resolve and
// stage.FinalPlaces.
package view
