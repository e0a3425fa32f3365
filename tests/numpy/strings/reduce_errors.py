# reductions of str arrays raise NumPy's UFuncTypeError
import numpy as np

a = np.array(['b', 'a', 'cc'])
for name in ['max', 'min', 'sum', 'mean', 'cumsum', 'median', 'prod']:
    try:
        getattr(np, name)(a)
    except TypeError as e:
        print(name, type(e).__name__, e)

# expect: max UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: min UFuncTypeError ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: sum UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: mean UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cumsum UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: median UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: prod UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
