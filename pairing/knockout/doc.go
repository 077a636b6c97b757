// Package knockout runs elimination stages (article 11): seeded brackets
// with byes to the top seeds, double elimination, placement matches, the
// per-round card draw 抽签 that gives byes (the K card) and colours, and the
// match formats that decide each match (best of three, extra games,
// armageddon, lots).
package knockout
