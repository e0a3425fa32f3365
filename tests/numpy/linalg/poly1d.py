# np.poly1d: construction (coefficients, roots, leading zeros), printing
# (the two-line layout with powers above, long polynomials wrapped),
# evaluation, arithmetic, deriv/integ, indexing; np.roots.
import numpy as np

p = np.poly1d([1, 2, 3])
print(repr(p), p.order, len(p), p.coeffs, p.variable, isinstance(p, np.poly1d))
print(p)
print(p(0.5), p([1, 2, 3]), p(np.arange(3.)), p[0], p[2], p[5])
print(np.poly1d([0, 0, 3.5, -1]))
print(np.poly1d([1.5, -2.25, 0, 1e-5, -7], variable='z'))
print(np.poly1d([0]))
print(np.poly1d([-1, 0, 0, 1]))
print(np.poly1d([1 + 2j, 3j, 2]))
print(np.poly1d(np.arange(1, 25)))
print(np.poly1d([1, 2], r=True), repr(np.poly1d([2, 3], True)))
q = np.poly1d([2., -1.])
print(p + q, p - q, q - p, p * q, p * 2, 3 * q, -q, p ** 2, p + 1, 1 - p)
print(p.deriv(), p.deriv(2), p.integ(), p.integ(2, 1), q / 2)
print(p == np.poly1d([1, 2, 3]), p != q, list(p), np.polyval(p, 2), p(q))
print(np.poly1d(np.polyfit([0., 1., 2.], [1., 3., 7.], 2)))
print(np.round(np.sort(np.roots([1, -6, 11, -6])), 8), np.roots([1, 0, 0]), np.roots([2]), np.roots([0, 0]))
print(np.round(np.sort(np.poly1d([1, 0, -4]).roots), 8), np.round(np.sort(np.roots([1., 0, 1]).imag), 8))
for bad in (lambda: p ** -1, lambda: p ** 1.5, lambda: np.poly1d([[1, 2]])):
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)

# expect: poly1d([1, 2, 3]) 2 2 [1 2 3] x True
# expect:    2
# expect: 1 x + 2 x + 3
# expect: 4.25 [ 6 11 18] [ 3.  6. 11.] 3 1 0
# expect:  
# expect: 3.5 x - 1
# expect:      4        3
# expect: 1.5 z - 2.25 z + 1e-05 z - 7
# expect:  
# expect: 0
# expect:     3
# expect: -1 x + 1
# expect:           2
# expect: (1 + 2j) x + 3j x + 2
# expect:    23     22     21     20     19     18     17     16     15      14
# expect: 1 x  + 2 x  + 3 x  + 4 x  + 5 x  + 6 x  + 7 x  + 8 x  + 9 x  + 10 x 
# expect:        13      12      11      10      9      8      7      6      5
# expect:  + 11 x  + 12 x  + 13 x  + 14 x  + 15 x + 16 x + 17 x + 18 x + 19 x
# expect:        4      3      2
# expect:  + 20 x + 21 x + 22 x + 23 x + 24
# expect:    2
# expect: 1 x - 3 x + 2 poly1d([ 1., -5.,  6.])
# expect:    2
# expect: 1 x + 4 x + 2    2
# expect: 1 x + 4     2
# expect: -1 x - 4    3     2
# expect: 2 x + 3 x + 4 x - 3    2
# expect: 2 x + 4 x + 6  
# expect: 6 x - 3  
# expect: -2 x + 1    4     3      2
# expect: 1 x + 4 x + 10 x + 12 x + 9    2
# expect: 1 x + 2 x + 4     2
# expect: -1 x - 2 x - 2
# expect:  
# expect: 2 x + 2  
# expect: 2         3     2
# expect: 0.3333 x + 1 x + 3 x          4          3       2
# expect: 0.08333 x + 0.3333 x + 1.5 x + 1 x + 1  
# expect: 1 x - 0.5
# expect: True True [1, 2, 3] 11    2
# expect: 4 x + 2
# expect:    2
# expect: 1 x + 1 x + 1
# expect: [1. 2. 3.] [0. 0.] [] []
# expect: [-2.  2.] [-1.  1.]
# expect: ValueError Power to non-negative integers only.
# expect: ValueError Power to non-negative integers only.
# expect: ValueError Polynomial must be 1d only.
