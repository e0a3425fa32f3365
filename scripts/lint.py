#!/usr/bin/env python3
"""lint.py — checks the rules DESIGN.md and STYLE.md state about the tree:
include layering between top-level folders, includes written from the
repository root, and .cpp files past ~1,500 lines. Exit status 1 on a
violation. Usage: python3 scripts/lint.py
"""
import os
import re
import sys

# Which folders each layer may include (besides the standard library).
ALLOWED = {
    "vm": {"vm", "jit/jit.h", "gpu/gpu.h"},
    "builtins": {"vm", "builtins", "jit/jit.h", "gpu/gpu.h"},
    "jit": {"vm", "jit", "builtins"},
    "gpu": {"vm", "gpu", "jit", "builtins"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def allowed(layer, path):
    for rule in ALLOWED[layer]:
        if path == rule or path.startswith(rule + "/"):
            return True
    return False


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    errors = []
    for layer in ALLOWED:
        folder = os.path.join(root, layer)
        for dirpath, _, files in os.walk(folder):
            for name in files:
                if not name.endswith((".h", ".cpp", ".def")):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                with open(path, encoding="utf-8") as f:
                    lines = f.readlines()
                if name.endswith(".cpp") and len(lines) > 1500:
                    errors.append(f"{rel}: {len(lines)} lines (split by concept past ~1,500)")
                for n, line in enumerate(lines, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    inc = m.group(1)
                    if "/" not in inc:
                        errors.append(f"{rel}:{n}: include \"{inc}\" is not written from the repository root")
                    elif not allowed(layer, inc):
                        errors.append(f"{rel}:{n}: {layer}/ may not include \"{inc}\"")
    for e in errors:
        print(e)
    print(f"lint: {len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
