#!/usr/bin/env bash
# install_bench_peers.sh: make sure the systems bench.sh compares tpy with are
# installed (Debian packages): CPython 3.11 with NumPy and Numba at
# /usr/bin/python3, PyPy, LuaJIT, hyperfine, gcc and GNU time.
# Exit 0 when everything is present (installing it first when run as root);
# otherwise print the apt-get line that installs the rest and exit 1.

set -u

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
