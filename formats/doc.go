// Package formats is the home of every file format xqt reads or writes; the
// formats themselves live in its subpackages: event (the YAML event file),
// xlsx (Excel workbooks), roster (player lists), trf (FIDE TRF-16).
package formats
