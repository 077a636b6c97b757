#!/usr/bin/env bash
# A school's class team event (docs/teams.md): eight classes of five, five
# boards a match (5 against 5), line-ups in registration order (分台定人).
# Stage 1 is a team knockout down to four classes (a level match goes to
# the team that won the highest board won); the four then play a team
# round robin (article 15.3 tiebreaks). Results are made up from the match,
# board and round numbers so the sample is the same every run.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/class-teams.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 五年级班级象棋团体赛" --name-en "2026 Grade 5 Class Team Xiangqi" \
	--stage-name 淘汰赛 --system knockout --teams --boards 5 --until 4 --seed 2026 --start 2026-12-04 --site 实验小学
"$xqt" player import "$ev" "$here/roster.csv"
"$xqt" stage add "$ev" final --name 决赛 --system round-robin --teams --boards 5 --from previous --qualify 4

# play R enters made-up results on the boards of round R that have none
play() { play_team_round "$xqt" "$ev" "$1" 5; }
"$xqt" pair "$ev" >/dev/null
play 1
"$xqt" pairings "$ev" --round 1 --table
"$xqt" standings "$ev" --table
"$xqt" stage "$ev" --table
"$xqt" advance "$ev"
for r in 2 3 4; do
	"$xqt" pair "$ev" >/dev/null
	play "$r"
done
"$xqt" check "$ev"
"$xqt" standings "$ev" --table
"$xqt" standings "$ev" --final --table
"$xqt" export "$ev" -o "$out/class-teams.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
