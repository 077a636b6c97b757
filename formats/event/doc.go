// Package event reads and writes the xqt event file: one YAML document that
// is the single source of truth of a tournament (event facts, points table,
// players, stages, and every round's pairings and results).
//
// Decoding is strict: unknown keys, malformed values and inconsistent data
// (duplicate start numbers, games naming unknown players, unknown result
// texts) are reported all at once, each with the file name and line. Writing
// is canonical, so loading and saving an unchanged file gives the same bytes,
// and atomic: a temporary file in the same folder is synced and renamed over
// the old one, which is kept as FILE.bak. Lock guards against two writers.
package event
