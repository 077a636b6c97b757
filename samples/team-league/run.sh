#!/usr/bin/env bash
# A team league (docs/teams.md): six schools of four boards, a single team
# round robin (Berger table over the teams), 2011 rules (boards win 2, draw
# 1, loss 0; match points 场分 2/1/0 by article 14.2 whatever the boards'
# table), tiebreaks of article 15.3, line-ups by 分台换人 (12.2: each match
# any four of the registered players, members and substitutes together, in
# registered order, never reversed). 一中 and 三中 register a fifth player
# as substitute: in round 3 李建国 rests and 一中 plays 王小明 张伟 赵磊 钱七
# (1-3-4-5, the players below him moving up; 1-5-3-4 would reverse the
# order); 三中's 徐亮 withdraws after round 3, so from round 4 孙浩 moves up
# to board 3 and 马超 plays board 4; in round 5 实验中学 does not come (a
# whole match forfeited, 2 match points to the team present, 21.4) and
# board 4 of match 1 is forfeited. Results are made up from the board and
# round numbers so the sample is the same every run.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/team-league.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 市中学生象棋团体赛" --name-en "2026 City Schools Team Xiangqi League" \
	--system round-robin --teams --boards 4 --lineup substitute --start 2026-11-07 --site 市青少年宫 --arbiter 周裁判
"$xqt" player import "$ev" "$here/roster.csv"
"$xqt" team list "$ev" --table

# play R enters made-up results on the boards of round R that have none
play() { play_team_round "$xqt" "$ev" "$1" 4; }
for r in 1 2 3 4 5; do
	"$xqt" pair "$ev" >/dev/null
	case $r in
	3) "$xqt" lineup "$ev" 3 一中 王小明 张伟 赵磊 钱七 ;;
	5)
		# the match of 实验中学, who does not come: the other team wins it by forfeit
		read -r m first < <("$xqt" pairings "$ev" --round 5 | awk -F'\t' '$4 ~ /实验中学/ { print $1, 1 } $6 ~ /实验中学/ { print $1, 0 }')
		if [ "$first" = 1 ]; then res=-+; else res=+-; fi
		"$xqt" result "$ev" 5 "$m" "$res"
		if [ "$m" != 1 ]; then "$xqt" result "$ev" 5 1 -+ --board 4; else "$xqt" result "$ev" 5 2 -+ --board 4; fi
		;;
	esac
	play "$r"
	if [ "$r" = 3 ]; then "$xqt" player withdraw "$ev" 徐亮 --round 4; fi
done
"$xqt" check "$ev"
"$xqt" pairings "$ev" --round 5 --table
"$xqt" standings "$ev" --table
"$xqt" standings "$ev" --individual --table
"$xqt" export "$ev" -o "$out/team-league.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
