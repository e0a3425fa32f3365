# np.genfromtxt: missing and invalid values become nan, skip_header/skip_footer, usecols, filling/missing values, unpack, errors.
import os
import warnings
import numpy as np
warnings.simplefilter("ignore")  # NumPy warns about skipped rows (tpy does not)
d = '/tmp/tpy_np_io_%d_genfromtxt' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'in.csv')
with open(path, 'w') as f:
    f.write('a,b,c\n1,2,3\n4,,6\n7,x,9 # c\n10,11,12\n')
print(repr(np.genfromtxt(path, delimiter=',', skip_header=1)))
print(repr(np.genfromtxt(path, delimiter=',', skip_header=1, skip_footer=1, usecols=(0, 2))))
print(repr(np.genfromtxt(path, delimiter=',', skip_header=1, filling_values=-1)))
with open(path) as f:
    print(repr(np.genfromtxt(f, delimiter=',', skip_header=2, max_rows=1)))
print(repr(np.genfromtxt(['1 2 3', '4 N/A 6'], missing_values='N/A', filling_values=0)))
print(repr(np.genfromtxt(['1', '2', '3'])), repr(np.genfromtxt(['1 2 3'])))
x, y = np.genfromtxt(['1,2', '3,4', '5,6'], delimiter=',', unpack=True)
print(x, y)
print(repr(np.genfromtxt(['1,2', '3,4'], delimiter=',', dtype=int)))
print(repr(np.genfromtxt(['1,2,3', '4,5', '7,8,9'], delimiter=',', invalid_raise=False)))
try:
    np.genfromtxt(['# c', '1,2,3', '4,5', '7,8'], delimiter=',')
except ValueError as e:
    print('ValueError:', e)
os.remove(path)
os.rmdir(d)

# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4., nan,  6.],
# expect:        [ 7., nan,  9.],
# expect:        [10., 11., 12.]])
# expect: array([[1., 3.],
# expect:        [4., 6.],
# expect:        [7., 9.]])
# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4., -1.,  6.],
# expect:        [ 7., -1.,  9.],
# expect:        [10., 11., 12.]])
# expect: array([ 4., nan,  6.])
# expect: array([[1., 2., 3.],
# expect:        [4., 0., 6.]])
# expect: array([1., 2., 3.]) array([1., 2., 3.])
# expect: [1. 3. 5.] [2. 4. 6.]
# expect: array([[1, 2],
# expect:        [3, 4]])
# expect: array([[1., 2., 3.],
# expect:        [7., 8., 9.]])
# expect: ValueError: Some errors were detected !
# expect:     Line #2 (got 2 columns instead of 3)
# expect:     Line #3 (got 2 columns instead of 3)
