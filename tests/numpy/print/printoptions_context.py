# np.printoptions(...): options for the with block, restored on exit and after an exception.
import numpy as np
x = np.array([1 / 3, 2 / 3])
with np.printoptions(precision=2, sign='+') as opts:
    print(x, opts['precision'], opts['sign'])
print(x)
try:
    with np.printoptions(precision=1, suppress=True):
        print(x)
        raise KeyError('boom')
except KeyError as e:
    print('caught', e)
print(x, np.get_printoptions()['precision'], np.get_printoptions()['suppress'])
try:
    with np.printoptions(floatmode='nope'):
        pass
except ValueError as e:
    print(e)
print(np.get_printoptions()['floatmode'])

# expect: [+0.33 +0.67] 2 +
# expect: [0.33333333 0.66666667]
# expect: [0.3 0.7]
# expect: caught 'boom'
# expect: [0.33333333 0.66666667] 8 False
# expect: floatmode option must be one of "fixed", "unique", "maxprec", "maxprec_equal"
# expect: maxprec
