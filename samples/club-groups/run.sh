#!/usr/bin/env bash
# Club event of groups and a crossover (docs/stages.md): 10 players in 2 groups
# of 5 (serpentine on rating), two games per pairing, a match won 3 / drawn 1 /
# lost 0 and a forfeit win 2, ranked by points, head-to-head, net games won; the
# top 2 of each group to a crossover A1-B2 / B1-A2 of two games, then an extra
# game where a draw is a loss for red (和棋先手算负), winners to the final and
# losers to third place. Results are made up by play_round (samples/lib.sh),
# but for the extra game of results.txt.
# Usage: run.sh XQT OUTDIR
set -euo pipefail
xqt=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
mkdir -p "$out"
ev="$out/club-groups.yaml"
rm -f "$ev" "$ev.bak"
"$xqt" init "$ev" --name "2026 棋社分组循环交叉赛" --name-en "2026 Club Groups and Crossover" --start 2026-06-06 \
	--stage-name 小组循环 --system round-robin --groups 2 --match two-games --points 3-1-0-fw2 --tiebreaks group-net
"$xqt" player import "$ev" "$here/players.csv" 2>/dev/null
"$xqt" stage add "$ev" cross --name 交叉赛 --system knockout --seeding crossover --from previous --qualify top2-per-group \
	--match two-games+armageddon-red-loses --option third-place=true --seed 2026
for r in 1 2 3 4 5; do "$xqt" pair "$ev" >/dev/null; play_round "$xqt" "$ev" $r two; done
"$xqt" standings "$ev"
"$xqt" advance "$ev"
# results.txt: the semi-final on board 2 is level 1:1 after its two games and
# goes to the extra game, drawn, which red loses (enter_matches, samples/lib.sh).
for r in 6 7; do
	"$xqt" pair "$ev" >/dev/null
	enter_matches "$xqt" "$ev" "$r" "$here/results.txt"
	play_round "$xqt" "$ev" $r bo3
done
"$xqt" check "$ev"
"$xqt" standings "$ev" --final
"$xqt" export "$ev" -o "$out/club-groups.xlsx"
"$xqt" export "$ev" --format html -o "$out/site/"
