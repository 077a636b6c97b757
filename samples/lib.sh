# Shared by the knockout samples' run.sh scripts (sourced, not run).

# enter_matches XQT EVENT ROUND FILE enters the games of ROUND listed in FILE,
# one match a line: "ROUND BOARD GAME-1 [GAME-2 ...]", each result from that
# game's red player's view (NAME:RESULT names the red player of an armageddon
# game, who chose colour), or "ROUND BOARD lots SEED" for lots drawn by xqt.
enter_matches() {
	local xqt=$1 ev=$2 r=$3 file=$4
	grep "^$r " "$file" | while read -r _ board first rest; do
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
