#!/usr/bin/env bash
# Workplace event (docs/rules.md section 7; after 炼钢厂工会象棋比赛): pairs by
# playing cards every round (抽到相同数字的人员进行对决，抽到红色数字扑克牌者执红棋先走),
# three single-game knockout rounds (a draw: one extra game, then lots), then best
# of three 三局两胜 from round 4 on (tied: an extra game, then lots). 20 players:
# 10 games, 5 games, 2 games + K, then 3 players: 1 match + K, then the final.
# Draws by xqt with recorded seeds; nobody gets the K twice.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/workplace-cards.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "炼钢厂职工中国象棋比赛" --name-en "Steelworks Staff Xiangqi Knockout" \
	--system knockout --draw cards --seed 327 --start 2026-03-27 --site 炼钢厂工会 \
	--option match=best-of-3+extra+lots --option match.1=single+extra+lots \
	--option match.2=single+extra+lots --option match.3=single+extra+lots --option no-k-twice=true
while IFS=, read -r name club; do
	"$xqt" player add "$ev" --name "$name" --club "$club" 2>/dev/null
done < "$here/players.csv"
for r in 1 2 3 4 5; do
	"$xqt" pair "$ev" >/dev/null
	# results.txt: ROUND BOARD GAME-1 [GAME-2 ...] | ROUND BOARD lots SEED
	enter_matches "$xqt" "$ev" "$r" "$here/results.txt"
done
"$xqt" check "$ev"
"$xqt" bracket "$ev"
"$xqt" export "$ev" -o "$out/workplace-cards.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
