// Package html writes an event as static results pages for phones: the
// pairings of every round, the standings, and the crosstable (round
// robin), result grid 成绩表 (Swiss) or bracket (knockout), in Chinese or
// English. The pages are self-contained: the style sheet is inline, there
// are no scripts and nothing is loaded from the network, so they can be
// posted to a chat group, put on any web space or opened from a file. They
// read on a 375-pixel-wide phone screen (wide tables scroll sideways inside
// the page) and print on A4 without the navigation.
//
// The views work nothing out themselves: each stage's standings after
// every round and a knockout's matches, winners and places come from
// formats/view, which computes them once for the pages and the workbook
// alike, with the texts both show (result grid marks, match games, round
// notes and titles). docs/excel.md describes the export.
package html
