#!/usr/bin/env bash
# Workplace event of a coking company's units (docs/stages.md): 14 staff draw
# cards for a knockout of best-of-three matches until 7 are left, then again
# until 4 are left, then a round robin of the 4 in best-of-three matches, ranked
# by points and then 小分. Results are made up by play_round (samples/lib.sh).
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/workplace-coking.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "焦化公司职工象棋比赛" --name-en "Coking Company Staff Xiangqi" --start 2026-05-17 \
	--site 职工之家活动室 --stage-name 第一轮 --system knockout --draw cards --match best-of-3 --until 7 --seed 517
"$xqt" player import "$ev" "$here/players.csv" 2>/dev/null
"$xqt" stage add "$ev" second --name 第二轮 --system knockout --draw cards --match best-of-3 --until 4 --qualify 7 --seed 518
"$xqt" stage add "$ev" final --name 循环赛 --system round-robin --match best-of-3 --qualify 4 --tiebreaks sb
"$xqt" pair "$ev" >/dev/null
play_round "$xqt" "$ev" 1 bo3
"$xqt" advance "$ev"
"$xqt" pair "$ev" >/dev/null
play_round "$xqt" "$ev" 2 bo3
"$xqt" advance "$ev"
for r in 3 4 5; do "$xqt" pair "$ev" >/dev/null; play_round "$xqt" "$ev" $r bo3; done
# The made-up results leave three level on points and 小分 for first place:
# article 15.6 wants it decided, so a play-off among exactly those three.
"$xqt" standings "$ev" --stage final
"$xqt" playoff "$ev" --stage final 陈志刚 王仰奎 褚文斌
"$xqt" check "$ev"
"$xqt" standings "$ev" --final
"$xqt" export "$ev" -o "$out/workplace-coking.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
