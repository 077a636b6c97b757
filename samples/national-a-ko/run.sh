#!/usr/bin/env bash
# National championship men's A group (docs/rules.md section 7; the 2019
# 全国象棋锦标赛): a single-game knockout of 16 seeded by rating (seeds 1 and 2 meet
# in the final at the earliest), colours by lot 猜先 drawn by xqt with a recorded
# seed. A drawn game is followed by one rapid game 快棋 with colours swapped
# (依次换先), then armageddon where a draw counts as a win for black (和棋黑胜); the
# player who did not choose colour before chooses. A third-place match decides
# places 3 and 4.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/national-a-ko.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2019 全国象棋锦标赛（个人）男子甲组" --name-en "2019 National Xiangqi Championship, Men's A Group" \
	--system knockout --numbering rating --seed 2019 --start 2019-11-05 \
	--option match=national --option third-place=true
while IFS=, read -r name club rating; do
	"$xqt" player add "$ev" --name "$name" --club "$club" --rating "$rating" 2>/dev/null
done < "$here/players.csv"
for r in 1 2 3 4; do
	"$xqt" pair "$ev" >/dev/null
	# results.txt: ROUND BOARD GAME-1 [RAPID [ARMAGEDDON]], each from that game's red view;
	# an armageddon result may name the red player: 王天一:= (the chooser took red).
	enter_matches "$xqt" "$ev" "$r" "$here/results.txt"
done
"$xqt" check "$ev"
"$xqt" bracket "$ev"
"$xqt" export "$ev" -o "$out/national-a-ko.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
