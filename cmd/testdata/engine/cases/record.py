#!/usr/bin/env python3
"""Writes cmd/testdata/script/engine_bbp.txtar from bbpPairings' answers.

Usage: cd cmd/testdata/engine/cases && ./record.py /path/to/bbpPairings.exe

Each case runs bbpPairings on the files of this folder and records its exit
code, the first line of its stderr, its stdout and the -p output file; the
script test then requires the same of xqt engine.
"""
import os, shutil, subprocess, sys, tempfile

B = os.path.realpath(sys.argv[1])
HERE = os.path.dirname(os.path.realpath(__file__))
OUT = os.path.join(HERE, "..", "..", "script", "engine_bbp.txtar")
LATIN1 = "printf '012 Caf\\351\\n' > latin1.trf && tail -n +2 plain.trf >> latin1.trf"

cases = [
    ("plain", "A plain TRF-16 file: round 1.", "--dutch plain.trf -p out.txt"),
    ("r250", "250: players 1-5 have 1.0 point of acceleration in rounds 1-2; it pairs as the same XXA lines do, not as the file without them.", "--dutch r250.trf -p out.txt"),
    ("xxa", "The same acceleration as XXA lines.", "--dutch xxa.trf -p out.txt"),
    ("r250bad", "250 with match points (a team event): refused.", "--dutch r250bad.trf -p out.txt"),
    ("r240", "240: players 1 and 6 have a requested bye in round 1.", "--dutch r240.trf -p out.txt"),
    ("r260", "260: players 1 and 6 may not meet in rounds 1-3.", "--dutch r260.trf -p out.txt"),
    ("r260later", "260 for rounds 2-3 only: round 1 pairs 1-6.", "--dutch r260later.trf -p out.txt"),
    ("r299", "299 (point adjustments): bbpPairings refuses it, and so does xqt.", "--dutch r299.trf -p out.txt"),
    ("r192", "192 FIDE_DUTCH_2025.", "--dutch r192.trf -p out.txt"),
    ("r192baku", "192 FIDE_DUTCH_2025_BAKU: Baku acceleration.", "--dutch r192baku.trf -p out.txt"),
    ("r192burstein", "192 FIDE_BURSTEIN with --dutch -p: bbpPairings pairs by the command line's system.", "--dutch r192burstein.trf -p out.txt"),
    ("r192burstein-c", "192 FIDE_BURSTEIN with --dutch -c: refused.", "--dutch r192burstein.trf -c"),
    ("r192lim", "192 naming a system neither engine runs: refused.", "--dutch r192lim.trf -p out.txt"),
    ("latin1", "A Latin-1 file (\"Caf\\351\"): refused, it is not UTF-8.", "--dutch latin1.trf -p out.txt"),
    ("score", "A score column that does not match the results.", "--dutch score.trf -p out.txt"),
    ("nocolour", "No initial colour (XXC white1|black1 or 152).", "--dutch nocolour.trf -p out.txt"),
    ("norounds", "No number of rounds (XXR or 142).", "--dutch norounds.trf -p out.txt"),
    ("missing", "Start number 4 is missing.", "--dutch missing.trf -p out.txt"),
    ("team", "A team record (013).", "--dutch team.trf -p out.txt"),
    ("check-gen", "-c on a tournament bbpPairings generated (-g with PlayersNumber=12, RoundsNumber=5, seed 42; CR line ends): every round agrees; -l writes every round's check-list.", "--dutch gen42.trf -c -l gen42.list"),
    ("check-edited", "-c on that tournament with round 3's opponents swapped on two boards and round 4's colours swapped on one: the table of bbpPairings' checker.", "--dutch edited.trf -c"),
    ("rank", "XXC rank: the pairing numbers are the order of the lines (here the start numbers backwards).", "--dutch rank.trf -p out.txt"),
    ("xxalong", "XXA with more rounds of acceleration than XXR.", "--dutch xxalong.trf -p out.txt"),
    ("r250far", "250 for players 1-12 of 10: bbpPairings counts a player without a 001 line as a missing pairing number.", "--dutch r250far.trf -p out.txt"),
    ("r240unknown", "240 for a player without a 001 line: ignored, the round is paired.", "--dutch r240unknown.trf -p out.txt"),
    ("baku162", "192 FIDE_DUTCH_BAKU with 3-1-0 points: Baku acceleration needs draw = half a win.", "--dutch baku162.trf -p out.txt"),
    ("x162", "162 with the symbol X.", "--dutch x162.trf -p out.txt"),
    ("l152", "152 w (lower case): refused, as bbpPairings takes only 152 W and 152 B.", "--dutch l152.trf -p out.txt"),
    ("dup", "Start number 1 twice.", "--dutch dup.trf -p out.txt"),
    ("short", "A line of fewer than three characters (\"12\"): ignored.", "--dutch short.trf -p out.txt"),
    ("bom", "A UTF-8 byte order mark before the 012 line: that line is not read, the file is.", "--dutch bom.trf -p out.txt"),
    ("toomany", "Every round written already: nothing left to pair.", "--dutch toomany.trf -p out.txt"),
    ("badline", "A player line xqt cannot read (start number x).", "--dutch badline.trf -p out.txt"),
    ("two", "No valid pairing: the two players have met (lila matches \"No valid pairing exists\").", "--dutch two.trf -p out.txt"),
    ("nofile", "The input file does not exist.", "--dutch nofile.trf -p out.txt"),
    ("nodir", "The output file cannot be written.", "--dutch plain.trf -p nodir/out.txt"),
    ("stdout", "-p without an output file: stdout.", "--dutch plain.trf -p"),
    ("info", "No arguments: the build information (xqt's own line; bbpPairings prints its own).", ""),
    ("syntax", "An unknown system: the syntax, exit 3.", "--swiss plain.trf -p"),
    ("gen-cfg", "-g with a configuration file (12 players, 5 rounds) and seed 42: bbpPairings' tournament, byte for byte.", "--dutch -g gen.cfg -o gen.trf -s 42"),
    ("gen-pts", "-g with 3-1-0 points, forfeits, half-point byes and retirements (one in 5 games, 3 and 4 players).", "--dutch -g pts.cfg -o gen.trf -s 3 -l gen.list"),
    ("gen-random", "-g without a configuration file: everything drawn from seed 8.", "--dutch -g -o gen.trf -s 8"),
    ("gen-model", "-g from a model tournament (its players, ratings and rates; the model's lines kept).", "--dutch gmodel.trf -g -o gen.trf -s 5"),
    ("gen-nopair", "-g with 7 players for 6 rounds: no valid pairing for round 6, exit 1, the rounds before it written.", "--dutch -g small.cfg -o gen.trf -s 1"),
    ("badcfg", "-g with an unknown key in the configuration file.", "--dutch -g bad.cfg -o gen.trf -s 1"),
    ("nocfg", "-g with a configuration file that does not exist.", "--dutch -g none.cfg -o gen.trf"),
    ("bigseed", "-g with a seed too large.", "--dutch -g -o gen.trf -s 99999999999999999999999"),
]
# Cases whose stdout or first stderr line is the build information, which
# differs by engine: only the exit code is compared, and the shape.
OWN_INFO = {"info", "syntax"}

work = tempfile.mkdtemp()
for f in os.listdir(HERE):
    if f.endswith(".trf") or f.endswith(".cfg"):
        shutil.copy(os.path.join(HERE, f), work)
subprocess.run(LATIN1, shell=True, cwd=work, check=True)

parts = ["""# xqt engine against bbpPairings, one case a record or message: the exit
# code, the first line of stderr (bbpPairings' message, which clients
# match), stdout and the -p output file are bbpPairings' own, recorded by
# running bbpPairings (built from its source) on these files with
# cmd/testdata/engine/cases/record.py; the want/ files are its answers.
# Before each call out.txt holds a stale pairing: bbpPairings empties it
# when no pairing exists; xqt empties it on every failure of -p, so it is
# never stale (docs/engine.md).

exec sh -c '""" + LATIN1.replace("'", "''") + """'
"""]
files = {}
for name, comment, args in cases:
    with open(os.path.join(work, "out.txt"), "w") as f:
        f.write("1\n1 2\n")
    for stale in ("gen.trf", "gen.list"):
        if os.path.exists(os.path.join(work, stale)):
            os.remove(os.path.join(work, stale))
    p = subprocess.run([B] + args.split(), capture_output=True, cwd=work)
    rc = p.returncode
    err = p.stderr.decode("latin-1").split("\n")[0] + "\n" if p.stderr else ""
    parts.append(f"\n# {comment}\ncp stale.txt out.txt\nrm gen.trf\nexec sh -c 'xqt engine {args} >got.stdout 2>got.stderr; echo rc=$?'\nstdout '^rc={rc}$'\n")
    if name in OWN_INFO:
        if name == "info":
            parts.append("exec cat got.stdout\nstdout '^xqt engine \\(xqt .*\\) - FIDE pairing engine'\n")
        else:
            parts.append("exec cat got.stderr\nstdout '^Command line argument syntax:$'\n")
        continue
    parts.append(f"exec sh -c 'head -n 1 got.stderr'\ncmp stdout want/{name}.err\ncmp got.stdout want/{name}.stdout\n")
    files[f"want/{name}.err"] = err
    files[f"want/{name}.stdout"] = p.stdout.decode()
    if " -o gen.trf" in args and not os.path.exists(os.path.join(work, "gen.trf")):
        parts.append("! exists gen.trf\n")
    elif " -o gen.trf" in args:
        with open(os.path.join(work, "gen.trf"), "rb") as f:
            gen = f.read().decode()
        parts.append(f"exec sh -c 'cat gen.trf; echo'\ncmp stdout want/{name}.gen\n")
        files[f"want/{name}.gen"] = gen + "\n"
    if " -l " in args:
        lst = args.split(" -l ")[1].split()[0]
        with open(os.path.join(work, lst)) as f:
            body = f.read()
        body = body[: body.rfind("\n") + 1]  # without the build information
        parts.append(f"exec sed '$d' {lst}\ncmp stdout want/{name}.list\n")
        files[f"want/{name}.list"] = body
    if " out.txt" in " " + args:
        with open(os.path.join(work, "out.txt")) as f:
            got = f.read()
        if rc != 0 and got != "":
            parts.append(f"# bbpPairings left out.txt as it was; xqt empties it.\n! grep . out.txt\n")
        else:
            parts.append(f"cmp out.txt want/{name}.out\n")
            files[f"want/{name}.out"] = got

text = "".join(parts) + "\n-- stale.txt --\n1\n1 2\n"
for f in sorted(os.listdir(HERE)):
    if f.endswith(".trf") or f.endswith(".cfg"):
        with open(os.path.join(HERE, f)) as fh:
            text += f"-- {f} --\n" + fh.read()
for k, v in files.items():
    text += f"-- {k} --\n" + v
with open(OUT, "w") as fh:
    fh.write(text)
print(f"{len(cases)} cases written to {os.path.normpath(OUT)}")
