# --jit-stats lists each compiled specialisation: its signature, inference
# and code-generation time and code size (tpy's own report; the dump regexes
# are checked on tpy only).
from numba import njit


@njit
def add(a, b):
    return a + b


print(add(1, 2), add(1.5, 2.5))

# expect: 3 4.0
# jit-dump: JIT: compiled add\(int64, int64\) -> int64: inference [0-9.]+ us, code generation [0-9.]+ us, [0-9]+ bytes
# jit-dump: JIT: compiled add\(float64, float64\) -> float64
