#!/usr/bin/env bash
# install_bench_peers.sh: make sure the systems bench.sh compares tpy with are
# installed (Debian packages): CPython 3.11 with NumPy and Numba at
# /usr/bin/python3, PyPy, LuaJIT, hyperfine, gcc and GNU time.
# With the argument `embed`: the C API/header packages of bench_embed.sh
# instead. Exit 0 when everything is present (installing it first when run as root);
# otherwise print the apt-get line that installs the rest and exit 1.

set -u

# ---- embedding peers (`install_bench_peers.sh embed`, run by bench_embed.sh):
# the LuaJIT C API and pybind11 with CPython's headers, for bench/EMBED.md.
if [ "${1:-}" = embed ]; then
    EMBED_PACKAGES="libluajit-5.1-dev pybind11-dev python3-dev pkg-config g++"
    emissing=()
    pkg-config --exists luajit 2>/dev/null || emissing+=("libluajit-5.1-dev")
    [ -f /usr/include/pybind11/embed.h ] || emissing+=("pybind11-dev")
    [ -x /usr/bin/python3-config ] || emissing+=("python3-dev")
    [ ${#emissing[@]} -eq 0 ] && exit 0
    echo "embedding bench peers missing: ${emissing[*]}" >&2
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        # shellcheck disable=SC2086  # one word per package
        apt-get update && apt-get install -y $EMBED_PACKAGES
        exit $?
    fi
    echo "install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $EMBED_PACKAGES" >&2
    exit 1
fi
# ---- end of the embedding peers

PACKAGES="python3 python3-numpy python3-numba pypy3 luajit hyperfine gcc time"

missing=()
[ -x /usr/bin/python3 ] || missing+=("/usr/bin/python3")
if [ -x /usr/bin/python3 ] && ! /usr/bin/python3 -c 'import numpy, numba' >/dev/null 2>&1; then
    missing+=("numpy/numba for /usr/bin/python3")
fi
for tool in pypy3 luajit hyperfine gcc; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -x /usr/bin/time ] || missing+=("/usr/bin/time")

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "bench peers missing: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    # shellcheck disable=SC2086  # one word per package
    apt-get update && apt-get install -y $PACKAGES
    exit $?
fi
echo "install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y $PACKAGES" >&2
exit 1
