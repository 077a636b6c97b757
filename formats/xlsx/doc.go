// Package xlsx writes an event as an Excel workbook an arbiter can print and
// pin on the wall: the event facts with the tiebreak legend (article 15;
// 2011/2014 article 14), the start list, the pairings of every round with
// each player's score before it, the standings after every complete round
// with shared places 并列 and the play-off flag of 15.6, and the round-robin
// crosstable 循环赛成绩表 with forfeits marked + and - (21.4) and results
// cancelled under 20.3 marked *. A knockout stage gets its bracket drawn
// with borders, its matches off the bracket, and one places sheet in place
// of standings by points (a knockout ranks by how far players got), and a
// card-draw round its draw.
//
// Every sheet is laid out for A4: header rows repeated on each page, fitted
// to the page width, frozen panes, column widths counting two units per
// Chinese character, and thin borders. docs/excel.md describes the sheets.
//
// The sheets work no state out themselves: the stage contexts (standings
// after each round, the knockout state), final places and shared texts come
// from formats/view, as the results pages' do.
package xlsx
