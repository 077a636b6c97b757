#!/usr/bin/env bash
# School event (docs/stages.md): a card-draw knockout of 23, best of three,
# down to 12 players; 2 groups of 6 drawn at random, round robin, win 3 / draw 1
# / loss 0, the top 3 of each group go on; a final round robin of 6, win 3 /
# draw 2 / loss 1. Results are made up by play_round (samples/lib.sh).
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/school.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 小学生象棋赛" --name-en "2026 Primary School Xiangqi" --start 2026-05-09 \
	--stage-name 淘汰赛 --system knockout --draw cards --match best-of-3 --until 12 --seed 2026
"$xqt" player import "$ev" "$here/players.csv" 2>/dev/null
"$xqt" stage add "$ev" groups --name 小组赛 --system round-robin --groups 2 --seeding random --seed 7 \
	--points 3-1-0 --from previous --qualify 12
"$xqt" stage add "$ev" final --name 决赛 --system round-robin --points 3-2-1 --from groups --qualify top3-per-group
"$xqt" pair "$ev" >/dev/null
play_round "$xqt" "$ev" 1 bo3
"$xqt" stage "$ev"
"$xqt" advance "$ev"
for r in 2 3 4 5 6; do "$xqt" pair "$ev" >/dev/null; play_round "$xqt" "$ev" $r; done
"$xqt" standings "$ev" --stage groups
"$xqt" advance "$ev"
for r in 7 8 9 10 11; do "$xqt" pair "$ev" >/dev/null; play_round "$xqt" "$ev" $r; done
"$xqt" check "$ev"
"$xqt" standings "$ev" --final
"$xqt" export "$ev" -o "$out/school.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
