# A message computed at run time: the issue asks for it, but Numba 0.56 only
# allows constant exception arguments and fails to compile with
# ConstantInferenceError (first two lines shown).
import numba
from numba import njit


@njit
def f(x):
    if x < 0:
        raise ValueError("negative: " + str(x))
    return x


try:
    f(-3)
except numba.core.errors.ConstantInferenceError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1].split(":")[0])

# expect: ConstantInferenceError
# expect: Failed in nopython mode pipeline (step: nopython rewrites)
# expect: Constant inference not possible for
