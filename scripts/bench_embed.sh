#!/usr/bin/env bash
# bench_embed.sh: the embedding call-cost comparison `make bench-embed` runs
# after building build/bench/embed_call. Builds the LuaJIT C API and
# pybind11 versions (bench/embed_call_lua.c, bench/embed_call_pybind11.cpp)
# when their headers are installed, runs every program EMBED_REPEATS times
# (default 5) with EMBED_CALLS calls per path (default 2000000), checks each
# checksum, and writes the medians to bench/EMBED.md. A peer that cannot be
# built is an n/a column with the reason; a wrong checksum or crash fails.

set -u
cd "$(dirname "$0")/.." || exit 1

OUT=${BUILD:-build}/bench
CALLS=${EMBED_CALLS:-2000000}
REPEATS=${EMBED_REPEATS:-5}
REPORT=bench/EMBED.md
PYCONFIG=/usr/bin/python3-config  # the CPython that `make bench` compares with
mkdir -p "$OUT"

if ! bash scripts/install_bench_peers.sh embed; then
    echo "bench-embed: some peers are missing; their columns will say n/a" >&2
fi

SYSTEMS=(tpy luajit pybind11)
declare -A WHY BIN VERSION
BIN[tpy]=$OUT/embed_call
VERSION[tpy]="tpy: $(build/tpy --version 2>&1 | head -n 1)"
[ -x "${BIN[tpy]}" ] || WHY[tpy]="build/bench/embed_call not built"

if pkg-config --exists luajit 2>/dev/null; then
    BIN[luajit]=$OUT/embed_call_lua
    # shellcheck disable=SC2046  # pkg-config output is split into words on purpose
    gcc -O2 -Wall $(pkg-config --cflags luajit) bench/embed_call_lua.c \
        $(pkg-config --libs luajit) -o "${BIN[luajit]}" ||
        WHY[luajit]="gcc failed on bench/embed_call_lua.c"
    VERSION[luajit]="luajit: LuaJIT $(pkg-config --modversion luajit) (C API, libluajit-5.1-dev)"
else
    WHY[luajit]="libluajit-5.1-dev missing"
fi

if [ -x "$PYCONFIG" ] && [ -f /usr/include/pybind11/embed.h ]; then
    BIN[pybind11]=$OUT/embed_call_pybind11
    # shellcheck disable=SC2046
    g++ -O2 -std=c++17 -Wall $("$PYCONFIG" --includes) bench/embed_call_pybind11.cpp \
        $("$PYCONFIG" --ldflags --embed) -o "${BIN[pybind11]}" ||
        WHY[pybind11]="g++ failed on bench/embed_call_pybind11.cpp"
    pyb=$(sed -n 's/^#define PYBIND11_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\).*/\2/p' \
          /usr/include/pybind11/detail/common.h | paste -sd.)
    VERSION[pybind11]="pybind11: pybind11 $pyb on $(/usr/bin/python3 --version 2>&1)"
else
    WHY[pybind11]="pybind11-dev or python3-dev missing"
fi

# Runs each program REPEATS times; keeps "KEY NS" lines in $OUT/embed.SYSTEM.
failed=0
load_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)
for s in "${SYSTEMS[@]}"; do
    rm -f "$OUT/embed.$s"
    if [ -n "${WHY[$s]:-}" ]; then
        printf '   %-9s n/a (%s)\n' "$s" "${WHY[$s]}"
        continue
    fi
    for ((r = 0; r < REPEATS; r++)); do
        if ! "${BIN[$s]}" "$CALLS" > "$OUT/embed.$s.out" 2> "$OUT/embed.$s.err"; then
            WHY[$s]="FAIL"
            echo "   $s FAIL:" && tail -n 5 "$OUT/embed.$s.err" | sed 's/^/      /'
            failed=1
            break
        fi
        if [ "$(cat "$OUT/embed.$s.out")" != "checksum $((3 * CALLS))" ]; then
            WHY[$s]="WRONG"
            echo "   $s WRONG checksum: $(head -c 100 "$OUT/embed.$s.out")"
            failed=1
            break
        fi
        awk '$3 == "ns/call" { print $1, $2 }' "$OUT/embed.$s.err" >> "$OUT/embed.$s"
    done
    [ -z "${WHY[$s]:-}" ] && printf '   %-9s ok\n' "$s"
done
load_end=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)

# The median of KEY's values for system $1 ("n/a" or the failure when none).
median() {
    local s=$1 key=$2
    if [ -n "${WHY[$s]:-}" ]; then
        case ${WHY[$s]} in FAIL | WRONG) echo "${WHY[$s]}" ;; *) echo "n/a" ;; esac
        return
    fi
    awk -v k="$key" '$1 == k { print $2 }' "$OUT/embed.$s" | sort -g |
        awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a";
              else printf "%.0f ns\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

{
    echo "# tpy embedding call cost"
    echo
    echo "Written by \`scripts/bench_embed.sh\` (\`make bench-embed\`); see \`bench/README.md\`"
    echo "(\"Embedding call cost\") for what each row measures."
    echo
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- machine: $(uname -m), $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1), $(nproc) cores"
    echo "- calls: $CALLS per path and run; median of $REPEATS runs"
    for s in "${SYSTEMS[@]}"; do
        [ -n "${VERSION[$s]:-}" ] && echo "- ${VERSION[$s]}"
    done
    echo "- compilers: $(gcc --version | head -n 1); all hosts built with -O2"
    echo "- load average (1/5/15 min) at start: $load_start; at end: $load_end"
    echo
    echo "## Nanoseconds per call (lower is better)"
    echo
    echo "| path | tpy | LuaJIT C API | pybind11 (CPython) |"
    echo "| --- | ---: | ---: | ---: |"
    row() {
        echo "| $1 | $(median tpy "$2") | $(median luajit "$2") | $(median pybind11 "$2") |"
    }
    row "host → script function, handle resolved once" resolved
    row "host → script function, looked up by name each call" lookup
    row "script loop → bound C++ function (loop included)" reverse
    echo
    cat <<'NOTES'
Each call passes one integer and converts the integer result back: `inc(x)`
returns `x + 1`; the bound function `host_inc` does the same in C++.

- handle resolved once: tpy `tpy::Function::call<int64_t>`; LuaJIT
  `lua_rawgeti` of a registry reference + `lua_pcall`; pybind11 a held
  `py::function`, `.cast<int64_t>()`.
- looked up each call: tpy `vm.get("inc")(x)`; LuaJIT `lua_getglobal`;
  pybind11 `globals["inc"](x)`.
- bound C++ function: tpy `VM::def`; LuaJIT a `lua_CFunction` (JIT on);
  pybind11 `m.def` in an embedded module, put in builtins. The time includes
  the script's own loop iteration (`for i in range(n)` / `for i = 1, n`).

NOTES
    for s in "${SYSTEMS[@]}"; do
        case ${WHY[$s]:-} in
            "" | FAIL | WRONG) ;;
            *) echo "- $s: n/a, ${WHY[$s]}" ;;
        esac
    done
} > "$REPORT"
echo "bench-embed: wrote $REPORT"
cat "$REPORT"
exit $failed
