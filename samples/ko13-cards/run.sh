#!/usr/bin/env bash
# 13-player card-draw knockout (docs/rules.md section 7; after an event's 10人赛程表 and
# its article 9 分组抽签规则): every round the players left draw cards, two suits
# numbered 1..m/2 plus a K when m is odd; same number plays, the red card is red,
# the K holder has the bye. 13 players: 1-6 + K, then 7: 1-3 + K, then 4: the
# semi-finals 1-2, then the final, played best of three (三局两胜), tied -> an
# extra game -> lots. Earlier rounds are single games, a draw -> one extra game
# -> lots. Round 1 is drawn by hand in the hall ('xqt draw'), later rounds by
# xqt with a recorded seed.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/ko13-cards.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 象棋十三人淘汰赛" --name-en "2026 Thirteen-player Card-draw Knockout" \
	--system knockout --draw cards --seed 2026 --start 2026-04-18 \
	--option match=single+extra+lots --option match.final=best-of-3+extra+lots --option no-k-twice=true
while read -r name; do
	"$xqt" player add "$ev" --name "$name" 2>/dev/null
done < "$here/players.txt"
# Round 1 as drawn in the hall.
args=()
while read -r card; do args+=(--card "$card"); done < "$here/round-1-cards.txt"
"$xqt" draw "$ev" --round 1 "${args[@]}" >/dev/null
for r in 1 2 3 4; do
	if [ "$r" -gt 1 ]; then "$xqt" pair "$ev" >/dev/null; fi
	# results.txt: ROUND BOARD RESULT-OF-GAME-1 [GAME-2 ...] | ROUND BOARD lots SEED
	enter_matches "$xqt" "$ev" "$r" "$here/results.txt"
done
"$xqt" check "$ev"
"$xqt" bracket "$ev"
"$xqt" export "$ev" -o "$out/ko13-cards.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
