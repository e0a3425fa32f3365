# np.set_printoptions(nanstr=..., infstr=...): the words and the widths they take.
import numpy as np
np.set_printoptions(nanstr='NaN', infstr='Infinity')
print(np.array([1.0, np.nan, -np.inf, np.inf]))
print(repr(np.array([np.nan, 2.5])))
print(np.array([1 + 1j, complex(np.nan, np.inf)]))
np.set_printoptions(nanstr='?', infstr='oo')
print(np.array([np.nan, np.inf, 10.25]))

# expect: [       1.       NaN -Infinity  Infinity]
# expect: array([     NaN,      2.5])
# expect: [      1.      +1.j      NaN+Infinityj]
# expect: [    ?    oo 10.25]
