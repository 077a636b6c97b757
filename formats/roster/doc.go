// Package roster reads a list of players (报名表) from a CSV file or an Excel
// workbook, as organisers keep them: headers in Chinese or English (序号/No,
// 姓名/Name, 单位/学校/Club, 等级分/Rating, 组别/Group, 队/Team, 性别/Sex, ...),
// CSV in UTF-8 with or without a byte-order mark, UTF-16 with a mark (Excel's
// "Unicode text"), or GBK/GB18030 (Excel's "CSV" on a Chinese Windows).
//
// It implements the player facts and the start-number rules (docs/rules.md
// 2.2, article 13) that a roster can carry: start numbers 序号 are
// positive and unique, every player has a name. Every problem of a file is
// reported at once, each as "file:row: what is wrong and how to fix it".
package roster
