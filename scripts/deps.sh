#!/usr/bin/env bash
# deps.sh — checks the Debian packages tpy builds with. As root it installs
# the missing ones; otherwise it prints the exact apt-get line and fails.
set -e
pkgs=(g++ make python3 pkg-config libasmjit-dev catch2 libboost-dev libboost-container-dev libedit-dev libopenblas-dev liblapacke-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "tpy: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
else
  echo "tpy: missing packages: ${missing[*]}" >&2
  echo "run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
