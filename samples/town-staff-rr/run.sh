#!/usr/bin/env bash
# Town staff event (docs/rules.md section 7): a single round robin
# of 10 players, one game per pairing, 2011 rules (win 2, draw 1, loss 0),
# tiebreaks of 2011 14.1, prizes for the top 5.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
ev="$out/town-staff.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 镇职工象棋比赛" --name-en "2026 Town Staff Xiangqi Championship" \
	--system round-robin --start 2026-05-01 --site 镇文化站 --arbiter 刘裁判
"$xqt" player import "$ev" "$here/roster.csv"
for r in $(seq 1 9); do
	"$xqt" pair "$ev" >/dev/null
	"$xqt" results "$ev" "$r" < "$here/results/round-$r.txt"
done
"$xqt" check "$ev"
"$xqt" standings "$ev" --table
"$xqt" export "$ev" -o "$out/town-staff.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
