// Package formats is the home of every file format xqt reads or writes; the
// formats themselves live in its subpackages: event (the YAML event file),
// xlsx (Excel workbooks), html (results pages), roster (player lists), trf
// (FIDE TRF-16); view is what the workbook and the pages show, computed once.
package formats
