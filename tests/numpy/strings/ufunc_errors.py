# arithmetic on str arrays raises NumPy's ufunc errors
import numpy as np

a = np.array(['a', 'bc'])
tries = [
    lambda: a + a,
    lambda: a * 2,
    lambda: np.add(a, 'x'),
    lambda: -a,
    lambda: np.sqrt(a),
    lambda: a.sum(),
    lambda: np.maximum(a, a),
    lambda: a - 1.5,
]
for f in tries:
    try:
        f()
    except TypeError as e:
        print(isinstance(e, np.core._exceptions.UFuncTypeError), type(e).__name__, e)

# expect: True UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: True UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('int64')) -> None
# expect: True UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U1')) -> None
# expect: True UFuncTypeError ufunc 'negative' did not contain a loop with signature matching types <class 'numpy.dtype[str_]'> -> None
# expect: False TypeError ufunc 'sqrt' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: True UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: True UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: True UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('float64')) -> None
