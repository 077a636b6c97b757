// Package view computes, once, what every view of an event shows: the
// context of each stage (or each group of a group stage) with its field,
// its rounds up to a cut-off, the standings after each of them and the
// knockout worked out from them; the notes under a round; and the texts and
// labels the views share, in Chinese (zh) and English (en).
//
// The table printer, the workbook (formats/xlsx) and the results pages
// (formats/html) lay these out each in their own way; none of them works
// the state out again (house style: views do not re-derive state). The
// package does no I/O and knows no file format: it reads a scoring.Event
// and calls tiebreak.Compute and knockout.Resolve.
package view
