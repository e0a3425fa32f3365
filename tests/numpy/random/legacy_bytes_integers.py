# RandomState.bytes (little-endian uint32 draws, (n - 1) / 4 + 1 of them,
# C division), random_integers (DeprecationWarning) and tomaxint.
import numpy as np
import warnings
np.random.seed(1)
print(np.random.bytes(8), np.random.bytes(5), np.random.bytes(3), np.random.rand())
for n in [0, -1, -3, -5, -8]:
    np.random.seed(1)
    try:
        print(n, np.random.bytes(n), np.random.bytes(4))
    except ValueError as e:
        print(n, 'ValueError', e)
r = np.random.RandomState(1)
print(r.tomaxint(3), type(r.tomaxint()).__name__, r.rand())
print(hasattr(np.random, 'tomaxint'))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(r.random_integers(1, 6, 5), repr(r.random_integers(4)), type(r.random_integers(4)).__name__)
    print([(x.category.__name__, str(x.message)) for x in w])

# expect: b'%\xf4\xc1j\xeb\x80G\xff' b'\x8c/g\xb8H' b'\xff~\x07' 0.12812444792935673
# expect: 0 b'' b'\xeb\x80G\xff'
# expect: -1 b'%\xf4\xc1' b'\xeb\x80G\xff'
# expect: -3 b'' b'%\xf4\xc1j'
# expect: -5 b'' b'%\xf4\xc1j'
# expect: -8 ValueError negative dimensions are not allowed
# expect: [3846349041279680629 6643820753963584036    1054979534512580] int 0.14675589081711304
# expect: False
# expect: [1 2 5 6 5] 3 int64
# expect: [('DeprecationWarning', 'This function is deprecated. Please call randint(1, 6 + 1) instead'), ('DeprecationWarning', 'This function is deprecated. Please call randint(1, 4 + 1) instead'), ('DeprecationWarning', 'This function is deprecated. Please call randint(1, 4 + 1) instead')]
