# dtype objects of str and bytes arrays: NumPy 1.24's attributes
import numpy as np

d = np.array(['x', 'yz']).dtype
print(d.kind, d.itemsize, d.char, d.str, d.name, d.num, d.byteorder, d.alignment)
print(repr(d), str(d), d.descr)
for spec in ['U', 'U7', '<U7', str, 'S3', 'S', bytes, 'str', 'bytes']:
    d = np.dtype(spec)
    print(repr(d), d.str, d.name, d.itemsize, d.kind)
print(np.dtype('U7') == np.dtype('<U7'), np.dtype('U7') == 'U7', np.dtype('U7') == np.dtype('U6'))
print(np.dtype('U3') == np.dtype('S3'), np.dtype('U3') != 'U3', np.dtype('U3') == np.float64)
print(np.array(['a']).dtype == np.array(['b']).dtype)

# expect: U 8 U <U2 str64 19 = 4
# expect: dtype('<U2') <U2 [('', '<U2')]
# expect: dtype('<U') <U0 str 0 U
# expect: dtype('<U7') <U7 str224 28 U
# expect: dtype('<U7') <U7 str224 28 U
# expect: dtype('<U') <U0 str 0 U
# expect: dtype('S3') |S3 bytes24 3 S
# expect: dtype('S') |S0 bytes 0 S
# expect: dtype('S') |S0 bytes 0 S
# expect: dtype('<U') <U0 str 0 U
# expect: dtype('S') |S0 bytes 0 S
# expect: True True False
# expect: False False False
# expect: True
