// Package trf reads and writes the FIDE Tournament Report File: TRF-16
// (FIDE Handbook C.04 Annex 2) and the TRF-2026 / bbpPairings extension
// lines that carry what a pairing engine needs (XXR and 142 for the number
// of rounds, XXC and 152 for the initial colour, 162 and BBW/BBD/BBL/BBZ/
// BBF/BBU for the points system, 192/092 for the pairing system, 240 for
// requested byes, XXP and 260 for forbidden pairs, XXA and 250 for
// accelerations).
//
// Read keeps every line it does not interpret, so Write gives back a file
// that other programs (bbpPairings, JaVaFo, Vega, Swiss-Manager) read the
// same way. Lines end with CR as TRF-16 specifies; Read accepts CR, LF and
// CRLF.
package trf
