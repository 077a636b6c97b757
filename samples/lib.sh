# Shared by the knockout samples' run.sh scripts (sourced, not run).

# enter_matches XQT EVENT ROUND FILE enters the games of ROUND listed in FILE,
# one match a line: "ROUND BOARD GAME-1 [GAME-2 ...]", each result from that
# game's red player's view (NAME:RESULT names the red player of an armageddon
# game, who chose colour), or "ROUND BOARD lots SEED" for lots drawn by xqt.
enter_matches() {
	local xqt=$1 ev=$2 r=$3 file=$4
	{ grep "^$r " "$file" || true; } | while read -r _ board first rest; do
		if [ "$first" = lots ]; then
			"$xqt" draw "$ev" --round "$r" --lots "$board" --seed "$rest"
			continue
		fi
		local n=1 res
		for res in $first $rest; do
			local red=()
			if [[ "$res" == *:* ]]; then red=(--red "${res%%:*}"); res=${res#*:}; fi
			"$xqt" result "$ev" "$r" "$board" "$res" --game "$n" "${red[@]}" 2>/dev/null
			n=$((n + 1))
		done
	done
}

# play_round XQT EVENT ROUND [MATCH] enters made-up results for every board of
# ROUND that has none, chosen from the board and round numbers so a sample is
# the same every run. MATCH "bo3" plays a best-of-three card match as two wins
# for the player red in game 1 or for the other; "two" plays two games.
play_round() {
	local xqt=$1 ev=$2 r=$3 match=${4:-single}
	"$xqt" pairings "$ev" --round "$r" | awk -F'\t' 'NR == 2 { for (i = 1; i <= NF; i++) if ($i ~ /^结果/) c = i } NR > 2 && $1 ~ /^[0-9]+$/ && $c == "" { print $1 }' |
	while read -r board; do
		local k=$(((board * 7 + r * 3) % 5))
		case "$match" in
		bo3)
			if [ $((k % 2)) -eq 0 ]; then g="1-0 0-1"; else g="0-1 1-0"; fi
			local n=1
			for res in $g; do "$xqt" result "$ev" "$r" "$board" "$res" --game $n 2>/dev/null; n=$((n + 1)); done ;;
		two)
			case $k in 0) g="1-0 =" ;; 1) g="1-0 1-0" ;; 2) g="= =" ;; 3) g="0-1 =" ;; *) g="1-0 0-1" ;; esac
			local n=1
			for res in $g; do "$xqt" result "$ev" "$r" "$board" "$res" --game $n 2>/dev/null; n=$((n + 1)); done ;;
		*)
			case $k in 0 | 4) res=1-0 ;; 1) res=0-1 ;; 2) res="=" ;; *) res=0-1 ;; esac
			"$xqt" result "$ev" "$r" "$board" "$res" 2>/dev/null ;;
		esac
	done
}

# play_team_round XQT EVENT ROUND BOARDS enters made-up results on the boards
# of team round ROUND that have none, chosen from the match, board and round
# numbers (BOARDS boards a match) so a sample is the same every run.
play_team_round() {
	local xqt=$1 ev=$2 r=$3 boards=$4
	"$xqt" pairings "$ev" --round "$r" | awk -F'\t' 'NR == 2 { for (i = 1; i <= NF; i++) if ($i ~ /^结果/) c = i } NR > 2 && $1 != "" { m = $1 } NR > 2 && $1 == "" && $2 != "" && $c == "" { print m, $2 }' |
		while read -r m b; do
			local k=$(( ((m * boards + b) * 7 + r * 3) % 5 )) res
			case $k in 0 | 4) res=1-0 ;; 1) res=0-1 ;; 2) res="=" ;; *) res=0-1 ;; esac
			"$xqt" result "$ev" "$r" "$m" "$res" --board "$b" 2>/dev/null
		done
}
