#!/usr/bin/env bash
# bench.sh: compare tpy (--jit=off and --jit=on) with CPython, PyPy, LuaJIT,
# C (gcc -O2) and Numba on the workloads in bench/. What `make bench` runs.
# Usage: scripts/bench.sh [WORKLOAD...]   (env: BENCH_RUNS, TPY, BENCH_TIMEOUT)
# Checks every system's stdout against CPython's, times with hyperfine, and
# leaves table writing to bench/report.py. Exits 1 on any WRONG or FAIL cell.

set -u
cd "$(dirname "$0")/.." || exit 1

RUNS=${BENCH_RUNS:-5}
TPY=${TPY:-build/tpy}
CHECK_TIMEOUT=${BENCH_TIMEOUT:-300}
PY=/usr/bin/python3
OUT=build/bench
ALL_WORKLOADS=(sum_squares mandelbrot nbody spectral_norm fib sieve matmul
               wordcount objects generators alloc)
SYSTEMS=(tpy_off tpy_on cpython pypy luajit c numba)

if [ $# -gt 0 ]; then
    WORKLOADS=("$@")
    REPORT=$OUT/RESULTS-partial.md
else
    WORKLOADS=("${ALL_WORKLOADS[@]}")
    REPORT=bench/RESULTS.md
fi
for w in "${WORKLOADS[@]}"; do
    if [ ! -f "bench/$w.py" ]; then
        echo "bench: no workload bench/$w.py (known: ${ALL_WORKLOADS[*]})" >&2
        exit 2
    fi
done

if ! bash scripts/install_bench_peers.sh; then
    echo "bench: some peers are missing; their columns will say n/a" >&2
fi
for tool in hyperfine "$PY"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "bench: $tool is required (see scripts/install_bench_peers.sh)" >&2
        exit 1
    fi
done
HAVE_NUMBA=0
"$PY" -c 'import numba' >/dev/null 2>&1 && HAVE_NUMBA=1

mkdir -p "$OUT"
for w in "${WORKLOADS[@]}"; do
    rm -f "$OUT/$w".*
done
rm -f "$OUT"/startup.json
cat /proc/loadavg > "$OUT/loadavg.start" 2>/dev/null

# Versions, for the report header.
{
    echo "cpython: $("$PY" --version 2>&1)"
    [ "$HAVE_NUMBA" = 1 ] && echo "numba: $("$PY" -c 'import numba; print(numba.__version__)')"
    command -v pypy3 >/dev/null && echo "pypy: $(pypy3 --version 2>&1 | tail -n 1)"
    command -v luajit >/dev/null && echo "luajit: $(luajit -v 2>&1 | cut -d' ' -f1-2)"
    command -v gcc >/dev/null && echo "c: $(gcc --version | head -n 1)"
    echo "hyperfine: $(hyperfine --version)"
    if [ -x "$TPY" ]; then
        echo "tpy: $("$TPY" --version 2>&1 | head -n 1)"
    fi
} > "$OUT/versions.txt"

# Build the C reference versions.
for w in "${WORKLOADS[@]}"; do
    if command -v gcc >/dev/null && [ -f "bench/$w.c" ]; then
        gcc -O2 -o "$OUT/$w.bin" "bench/$w.c" -lm ||
            echo "bench: gcc failed on bench/$w.c" >&2
    fi
done

# Prints the command that runs workload $1 on system $2, or nothing with
# status 1 (and the reason on fd 3) when that system cannot run it.
command_for() {
    local w=$1 s=$2
    case $s in
        tpy_off | tpy_on)
            [ -x "$TPY" ] || { echo "$TPY not built" >&3; return 1; }
            echo "$TPY --jit=${s#tpy_} bench/$w.py" ;;
        cpython) echo "$PY bench/$w.py" ;;
        pypy)
            command -v pypy3 >/dev/null || { echo "pypy3 missing" >&3; return 1; }
            echo "pypy3 bench/$w.py" ;;
        luajit)
            command -v luajit >/dev/null || { echo "luajit missing" >&3; return 1; }
            [ -f "bench/$w.lua" ] || { echo "no bench/$w.lua" >&3; return 1; }
            echo "luajit bench/$w.lua" ;;
        c)
            [ -x "$OUT/$w.bin" ] || { echo "no C build" >&3; return 1; }
            echo "$OUT/$w.bin" ;;
        numba)
            [ -f "bench/${w}_numba.py" ] || { echo "not a numeric workload" >&3; return 1; }
            [ "$HAVE_NUMBA" = 1 ] || { echo "numba missing" >&3; return 1; }
            echo "$PY bench/${w}_numba.py" ;;
    esac
}

failed=0
for w in "${WORKLOADS[@]}"; do
    echo "== $w"
    for s in cpython "${SYSTEMS[@]}"; do
        [ "$s" = cpython ] && [ -f "$OUT/$w.cpython.status" ] && continue
        base=$OUT/$w.$s
        if ! cmd=$(command_for "$w" "$s" 3>"$base.why"); then
            echo "n/a $(cat "$base.why")" > "$base.status"
            printf '   %-8s n/a (%s)\n' "$s" "$(cat "$base.why")"
            continue
        fi
        # Check run: stdout must equal CPython's byte for byte; also peak RSS.
        # shellcheck disable=SC2086  # $cmd is split into words on purpose
        timeout "$CHECK_TIMEOUT" /usr/bin/time -f %M -o "$base.rss" \
            $cmd > "$base.out" 2> "$base.err"
        rc=$?
        if [ $rc -ne 0 ]; then
            echo "FAIL" > "$base.status"
            printf '   %-8s FAIL (exit %d)\n' "$s" "$rc"
            tail -n 5 "$base.err" | sed 's/^/      /'
            failed=1
            continue
        fi
        if [ "$s" != cpython ] && [ "$(cat "$OUT/$w.cpython.status")" != ok ]; then
            echo "FAIL no CPython checksum to compare with" > "$base.status"
            printf '   %-8s FAIL (no CPython checksum to compare with)\n' "$s"
            failed=1
            continue
        fi
        if [ "$s" != cpython ] && ! cmp -s "$base.out" "$OUT/$w.cpython.out"; then
            echo "WRONG" > "$base.status"
            printf '   %-8s WRONG checksum\n' "$s"
            echo "      expected (CPython): $(head -c 200 "$OUT/$w.cpython.out")"
            echo "      got:                $(head -c 200 "$base.out")"
            failed=1
            continue
        fi
        # Timing: whole process, hyperfine median. Numba's in-process line on
        # stderr is collected from every run.
        timed=$cmd
        [ "$s" = numba ] && timed="$cmd 2>>$base.log"
        if hyperfine --style none --warmup 1 --runs "$RUNS" \
                --export-json "$base.json" -n "$s" "$timed" >/dev/null 2>"$base.hf"; then
            echo "ok" > "$base.status"
            printf '   %-8s %s s   %s\n' "$s" \
                "$("$PY" -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$base.json")" \
                "$(head -c 80 "$base.out")"
        else
            echo "FAIL" > "$base.status"
            printf '   %-8s FAIL (under hyperfine)\n' "$s"
            tail -n 3 "$base.hf" | sed 's/^/      /'
            failed=1
        fi
    done
done

# Start-up: an empty program on each system, and the imports Numba users
# begin with (tpy against CPython with Debian's NumPy and Numba).
echo "== start-up"
startup=()
[ -x "$TPY" ] && startup+=(-n tpy "$TPY -c pass")
startup+=(-n cpython "$PY -c pass")
for imp in "import numpy" "from numba import njit" "from numba import cuda"; do
    key=$(echo "$imp" | tr ' ' '_')
    [ -x "$TPY" ] && startup+=(-n "tpy:$key" "$TPY -c '$imp'")
    startup+=(-n "cpython:$key" "$PY -c '$imp'")
done
command -v pypy3 >/dev/null && startup+=(-n pypy "pypy3 -c pass")
command -v luajit >/dev/null && startup+=(-n luajit "luajit -e ''")
hyperfine -N --style basic --warmup 3 --runs $((RUNS < 4 ? 20 : RUNS * 5)) \
    --export-json "$OUT/startup.json" "${startup[@]}" ||
    { echo "bench: start-up timing failed" >&2; failed=1; }

"$PY" bench/report.py --out "$OUT" --report "$REPORT" --runs "$RUNS" \
    --tpy "$TPY" --workloads "${WORKLOADS[@]}" || failed=1
# ---- NumPy ufuncs and reductions (bench/np_ufunc.py) -------------------------
# Not a hyperfine workload: the script times itself in-process under tpy and
# under $PY with NumPy, and bench/np_report.py appends the section to
# $REPORT. Runs with the full set, or when BENCH_NUMPY=1; BENCH_NUMPY=0 skips.
if [ "${BENCH_NUMPY:-$([ $# -eq 0 ] && echo 1 || echo 0)}" = 1 ]; then
    echo "== numpy ufuncs (10M elements)"
    np_note=""
    np_ver=$("$PY" -c 'import numpy; print(numpy.__version__)' 2>/dev/null) ||
        { np_ver="?"; np_note="NumPy is missing from $PY (apt-get install python3-numpy): its column is n/a."; }
    rm -f "$OUT"/np_ufunc.*.out
    if [ -x "$TPY" ]; then
        timeout "$CHECK_TIMEOUT" "$TPY" bench/np_ufunc.py > "$OUT/np_ufunc.tpy.out" 2> "$OUT/np_ufunc.tpy.err" ||
            { echo "   tpy     FAIL"; tail -n 5 "$OUT/np_ufunc.tpy.err" | sed 's/^/      /'; failed=1; }
    fi
    if [ "$np_ver" != "?" ]; then
        timeout "$CHECK_TIMEOUT" "$PY" bench/np_ufunc.py > "$OUT/np_ufunc.numpy.out" 2> "$OUT/np_ufunc.numpy.err" ||
            { echo "   numpy   FAIL"; failed=1; }
    fi
    "$PY" bench/np_report.py --tpy-out "$OUT/np_ufunc.tpy.out" --numpy-out "$OUT/np_ufunc.numpy.out" \
        --report "$REPORT" --numpy-version "$np_ver" --note "$np_note" ||
        { echo "   numpy ufuncs: WRONG results (see $REPORT)"; failed=1; }
fi
# ---- end of the NumPy block ----------------------------------------------------

echo "bench: wrote $REPORT"
[ "$REPORT" != bench/RESULTS.md ] && cat "$REPORT"

if [ $failed -ne 0 ]; then
    echo "bench: FAILED (wrong checksums or crashes above)" >&2
    exit 1
fi
exit 0
