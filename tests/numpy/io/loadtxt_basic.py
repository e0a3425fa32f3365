# np.loadtxt: whitespace and delimiters, comments, skiprows, usecols, unpack, ndmin, max_rows, dtypes, names, file objects, lists.
import os
import warnings
import numpy as np
warnings.simplefilter("ignore")  # NumPy warns about max_rows over comment lines and int via float (tpy does not)
d = '/tmp/tpy_np_io_%d_loadtxt' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'in.txt')
with open(path, 'w') as f:
    f.write('# x y z\n1 2 3\n4.5 -5 6e2  # note\n\n  7\t8 9\n')
print(repr(np.loadtxt(path)))
print(repr(np.loadtxt(path, usecols=(2, 0))), repr(np.loadtxt(path, usecols=-1)))
a, b, c = np.loadtxt(path, unpack=True)
print(a, b, c)
print(repr(np.loadtxt(path, skiprows=2)), repr(np.loadtxt(path, max_rows=1)), repr(np.loadtxt(path, max_rows=1, ndmin=2)))
print(repr(np.loadtxt(path, dtype=np.float32, usecols=[1])), repr(np.loadtxt(path, usecols=1, ndmin=2)))
with open(path) as f:
    print(repr(np.loadtxt(f, dtype=int, skiprows=1, usecols=(0, 1), max_rows=1)))
print(repr(np.loadtxt(['1,2', ' 3 , 4 ', '// c', '5,+6'], delimiter=',', comments='//')))
print(repr(np.loadtxt(['1;2', '3;4 % x', '#5;6'], delimiter=';', comments=['%', '#'], dtype=np.uint8)))
print(repr(np.loadtxt(['5'])), repr(np.loadtxt(['5'], ndmin=1)), repr(np.loadtxt(['1 2', '3 4'], dtype=bool)))
print(repr(np.loadtxt(['+1 -2 inf nan -Inf 1e3 1E-2 .5 5. INFINITY'])))
print(repr(np.loadtxt(['1 2', '300 -1'], dtype=np.int16)), repr(np.loadtxt(['1.5 2'], dtype=int)))
os.remove(path)
os.rmdir(d)

# expect: array([[  1. ,   2. ,   3. ],
# expect:        [  4.5,  -5. , 600. ],
# expect:        [  7. ,   8. ,   9. ]])
# expect: array([[  3. ,   1. ],
# expect:        [600. ,   4.5],
# expect:        [  9. ,   7. ]]) array([  3., 600.,   9.])
# expect: [1.  4.5 7. ] [ 2. -5.  8.] [  3. 600.   9.]
# expect: array([[  4.5,  -5. , 600. ],
# expect:        [  7. ,   8. ,   9. ]]) array([1., 2., 3.]) array([[1., 2., 3.]])
# expect: array([ 2., -5.,  8.], dtype=float32) array([[ 2.],
# expect:        [-5.],
# expect:        [ 8.]])
# expect: array([1, 2])
# expect: array([[1., 2.],
# expect:        [3., 4.],
# expect:        [5., 6.]])
# expect: array([[1, 2],
# expect:        [3, 4]], dtype=uint8)
# expect: array(5.) array([5.]) array([[ True,  True],
# expect:        [ True,  True]])
# expect: array([ 1.e+00, -2.e+00,     inf,     nan,    -inf,  1.e+03,  1.e-02,
# expect:         5.e-01,  5.e+00,     inf])
# expect: array([[  1,   2],
# expect:        [300,  -1]], dtype=int16) array([1, 2])
