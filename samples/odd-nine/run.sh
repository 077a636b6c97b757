#!/usr/bin/env bash
# A 9-player round robin (odd field: each round one player has the bye 轮空),
# start numbers drawn by a seeded lot, 1999 rules (win 1, draw 0.5, loss 0),
# with a forfeit, a double forfeit and fouls recorded.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
ev="$out/odd-nine.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 社区象棋邀请赛" --name-en "2026 Community Invitational" \
	--edition cxa1999 --numbering draw --seed 20260314 --start 2026-03-14
while IFS=, read -r name club; do
	"$xqt" player add "$ev" --name "$name" --club "$club"
done < "$here/players.txt"
for r in $(seq 1 9); do
	"$xqt" pair "$ev" >/dev/null
	"$xqt" results "$ev" "$r" < "$here/results/round-$r.txt"
done
"$xqt" check "$ev"
"$xqt" standings "$ev" --table
"$xqt" export "$ev" -o "$out/odd-nine.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
