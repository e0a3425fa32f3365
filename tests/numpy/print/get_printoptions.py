# np.get_printoptions: NumPy 1.24's dict, keys in its order, after set_printoptions too.
import numpy as np
print(np.get_printoptions())
np.set_printoptions(precision=4, floatmode='fixed', sign='+', nanstr='NaN', infstr='Inf', linewidth=60)
print(np.get_printoptions())
print(list(np.get_printoptions().keys()))

# expect: {'edgeitems': 3, 'threshold': 1000, 'floatmode': 'maxprec', 'precision': 8, 'suppress': False, 'linewidth': 75, 'nanstr': 'nan', 'infstr': 'inf', 'sign': '-', 'formatter': None, 'legacy': False}
# expect: {'edgeitems': 3, 'threshold': 1000, 'floatmode': 'fixed', 'precision': 4, 'suppress': False, 'linewidth': 60, 'nanstr': 'NaN', 'infstr': 'Inf', 'sign': '+', 'formatter': None, 'legacy': False}
# expect: ['edgeitems', 'threshold', 'floatmode', 'precision', 'suppress', 'linewidth', 'nanstr', 'infstr', 'sign', 'formatter', 'legacy']
