// Package roundrobin makes and checks round-robin rounds from the Berger
// table 循环赛对局秩序表 (article 13.1, FIDE C.05 Annex 1), single and double
// cycle; the table order is fixed when a stage's first round is paired.
package roundrobin
