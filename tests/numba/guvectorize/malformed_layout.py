# A layout that is not a gufunc signature is refused when the gufunc is
# made, with NumPy's ValueError (tpy's words: Numba's own errors for these
# come from its tokenizer).
# oracle: skip Numba raises tokenizer errors (TokenError, IndexError) here
from numba import guvectorize

for layout in ['(n->(m)', '(n),(n)', '->(n)', '(n)->(n', '(1)->()', '(n)->(n),', '(n,)->()']:
    try:
        @guvectorize(['void(float64[:], float64[:])'], layout)
        def f(x, r):
            pass
        print(repr(layout), 'accepted')
    except ValueError as e:
        print(repr(layout), 'ValueError:', e)
# expect: '(n->(m)' ValueError: not a valid gufunc signature: (n->(m)
# expect: '(n),(n)' ValueError: not a valid gufunc signature: (n),(n)
# expect: '->(n)' ValueError: not a valid gufunc signature: ->(n)
# expect: '(n)->(n' ValueError: not a valid gufunc signature: (n)->(n
# expect: '(1)->()' ValueError: not a valid gufunc signature: (1)->()
# expect: '(n)->(n),' ValueError: not a valid gufunc signature: (n)->(n),
# expect: '(n,)->()' ValueError: not a valid gufunc signature: (n,)->()
