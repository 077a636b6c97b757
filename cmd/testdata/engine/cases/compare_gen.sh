#!/bin/bash
# Compares xqt engine -g with bbpPairings' generator: for seeds FROM..TO, with
# no configuration file, pts.cfg and small.cfg, both must write the same
# tournament, exit code, first line of stderr and check-lists (but for their
# last line, the build information).
# Usage: compare_gen.sh /path/to/bbpPairings.exe /path/to/xqt FROM TO
set -u
B=$(realpath "$1"); X=$(realpath "$2")
here=$(dirname "$(realpath "$0")")
w=$(mktemp -d); mkdir "$w/b" "$w/x"
cp "$here"/pts.cfg "$here"/small.cfg "$w/b"; cp "$here"/pts.cfg "$here"/small.cfg "$w/x"
same=0; diff=0; nopair=0; rounds=0
for cfg in none pts.cfg small.cfg; do
  for s in $(seq "$3" "$4"); do
    if [ $cfg = none ]; then a="-g"; else a="-g $cfg"; fi
    (cd "$w/b" && "$B" --dutch $a -o g.trf -s $s -l g.list >out 2>err; echo $? >rc)
    (cd "$w/x" && "$X" engine --dutch $a -o g.trf -s $s -l g.list >out 2>err; echo $? >rc)
    if cmp -s "$w/b/g.trf" "$w/x/g.trf" && cmp -s "$w/b/rc" "$w/x/rc" &&
      cmp -s <(sed '$d' "$w/b/g.list") <(sed '$d' "$w/x/g.list") &&
      [ "$(head -1 "$w/b/err")" = "$(head -1 "$w/x/err")" ]; then
      same=$((same+1))
    else
      diff=$((diff+1)); echo "differs: $cfg seed $s"
    fi
    [ "$(cat "$w/b/rc")" = 1 ] && nopair=$((nopair+1))
    rounds=$((rounds + $(grep -c "Round #" "$w/b/g.list")))
  done
done
echo "same=$same differ=$diff without a valid pairing=$nopair rounds=$rounds"
rm -rf "$w"
