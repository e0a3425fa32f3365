# Raising with an argument's value (raise KeyError(x)): Numba 0.56 cannot infer
# a constant for it and fails to compile with ConstantInferenceError.
import numba
from numba import njit


@njit
def f(x):
    raise KeyError(x)


try:
    f(1)
except numba.core.errors.ConstantInferenceError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
print(issubclass(numba.core.errors.ConstantInferenceError, Exception))

# expect: Failed in nopython mode pipeline (step: nopython rewrites)
# expect: Constant inference not possible for: arg(0, name=x)
# expect: True
