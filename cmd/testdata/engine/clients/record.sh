#!/bin/sh
# Records bbpPairings' answers for TestEngineClients (cmd/engine_clients_test.go).
# Usage: cmd/testdata/engine/clients/record.sh /path/to/bbpPairings.exe [events per client [events of 100-249 players per client]]
# Build bbpPairings from its source (github.com/BieremaBoyzProgramming/bbpPairings,
# "make" with g++), then run this from anywhere in the xqt tree.
set -eu
bbp=$(realpath "$1")
n=${2:-100}
big=${3:-5}
cd "$(dirname "$0")/../../.."
rm -f testdata/engine/clients/*.txtar.gz
XQT_BBP="$bbp" XQT_CLIENT_EVENTS="$n" XQT_CLIENT_BIG="$big" go test . -run '^TestRecordEngineClients$' -count=1 -timeout 60m
ls testdata/engine/clients/*.txtar.gz | wc -l
