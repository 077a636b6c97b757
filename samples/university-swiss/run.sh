#!/usr/bin/env bash
# University staff event (docs/rules.md section 7; after 山东科技大学's regulations):
# 25 staff from 6 union branches 分工会, one-game Swiss 积分编排 over 7 rounds
# (four a day), 1999 rules (win 1, draw 0.5, loss 0), 30 minutes a side.
# Individual ranking: points, head-to-head, opponents' total score 对手分
# (preset university-swiss). Players of the same branch do not meet in
# round 1. Team ranking of the branches beside it (docs/teams.md): the
# points of each branch's best four players added (每分工会限报运动员4人:
# 机电学院分工会 entered a fifth, who does not count; --option team-count=4),
# then the last round's team score, the round before, ..., then those
# players' 对手分; branches of fewer than 3 players are not ranked. With 25
# players someone has the bye every round. Round 3, board 12: red arrived more than 10 minutes late and
# forfeits. Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
ev="$out/university-swiss.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "山东科技大学教职工中国象棋比赛" --name-en "SDUST Staff Xiangqi Championship" \
	--system swiss --rounds 7 --edition cxa1999 --tiebreaks university-swiss --numbering rating \
	--option avoid-club=first --option team-count=4 --start 2026-10-27 --site 学校教职工活动之家 --arbiter 王永君
"$xqt" player import "$ev" "$here/roster.csv"
for r in $(seq 1 7); do
	if [ "$r" = 7 ]; then
		"$xqt" pair "$ev" --explain
	else
		"$xqt" pair "$ev" >/dev/null
	fi
	"$xqt" results "$ev" "$r" < "$here/results/round-$r.txt"
done
"$xqt" check "$ev"
"$xqt" standings "$ev" --table
"$xqt" standings "$ev" --teams --table
"$xqt" export "$ev" -o "$out/university-swiss.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
