// Package print writes the papers of a hall and the reports after an
// event, each as one printable HTML document for A4 (the page size and
// margins in its @page rules, so a browser or headless Chromium prints it
// as laid out): result slips 对局记录表 for every board of a round, table
// cards 台号卡, the pairings by name, the prize list 获奖名单 and
// certificates 奖状, the title qualification list 达标名单 and the rating
// report 等级分变化, in Chinese (zh) or English (en).
//
// The slips follow article 10.1 of the 1999 rules (the result and both
// players' times written on the record and signed by both players and the
// arbiter); the title list follows the title rules 等级称号 of the Chinese
// Xiangqi Association, held as the table Clauses; the rating report is the
// Elo formula written in docs/print.md. Nothing is worked out twice: the
// rounds, standings and knockout come from formats/view and the final
// places from pairing/stage, as the workbook and the results pages have
// them. docs/print.md describes every document.
package print
