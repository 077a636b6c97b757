#!/usr/bin/env bash
# Town event with a men's and a women's section in one file (docs/stages.md):
# the roster's 组别 column puts each player in 男子组 or 女子组, each section plays
# its own round robin (boards numbered across the round), and each has its own
# crosstable and standings. Results are made up by play_round (samples/lib.sh).
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/town-sections.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 镇运动会象棋比赛" --name-en "2026 Town Games Xiangqi" --start 2026-09-20 \
	--system round-robin --seeding sections
"$xqt" player import "$ev" "$here/players.csv" 2>/dev/null
for r in 1 2 3 4 5 6 7; do "$xqt" pair "$ev" >/dev/null; play_round "$xqt" "$ev" $r; done
"$xqt" check "$ev"
"$xqt" standings "$ev" --group 男子组
"$xqt" standings "$ev" --group 女子组
"$xqt" export "$ev" -o "$out/town-sections.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
