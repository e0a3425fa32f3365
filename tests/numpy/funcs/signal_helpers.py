# np.ediff1d (to_begin/to_end), np.unwrap (discont, period), np.sinc,
# np.vander, np.fix, np.spacing, np.i0.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, getattr(r, 'dtype', type(r).__name__))
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


show('ediff1d', lambda: np.ediff1d([1, 2, 4, 7, 0]))
show('ediff1d ends', lambda: np.ediff1d([1, 2, 4, 7, 0], to_begin=-99, to_end=np.array([88, 99])))
show('ediff1d 2d', lambda: np.ediff1d([[1, 2, 4], [1, 6, 24]]))
show('ediff1d kind', lambda: np.ediff1d([1, 2], to_end=1.5))
phase = np.linspace(0, np.pi, num=5)
phase[3:] += np.pi
show('unwrap', lambda: np.unwrap(phase))
show('unwrap period', lambda: np.unwrap([0, 1, 2, -1, 0], period=4))
show('unwrap period2', lambda: np.unwrap([2, 3, 4, 5, 2, 3, 4, 5], period=4))
show('unwrap int', lambda: np.unwrap([1, 2, 3, 4, 5, 6, 1, 2, 3], period=6))
show('unwrap discont', lambda: np.unwrap([0.0, 2.0, 4.0, 6.5], discont=1.0))
show('sinc', lambda: np.sinc(np.linspace(-2, 2, 5)))
show('sinc 0', lambda: np.sinc(0))
show('sinc half', lambda: np.sinc(np.array([0.5, 1.5], np.float32)))
show('vander', lambda: np.vander([1, 2, 3, 5]))
show('vander N inc', lambda: np.vander(np.array([1, 2, 3, 5]), 3, increasing=True))
show('vander float', lambda: np.vander([1.5, 2], 3))
show('vander 2d', lambda: np.vander([[1, 2]]))
show('fix', lambda: np.fix([2.1, 2.9, -2.1, -2.9]))
show('fix scalar', lambda: np.fix(3.14))
show('fix int', lambda: np.fix(np.array([3, -2])))
show('spacing', lambda: np.spacing(np.array([0.0, -0.0, 1.0, -1.0, 1e10, np.inf, np.nan])))
show('spacing f32', lambda: np.spacing(np.float32(1)))
show('spacing int', lambda: np.spacing(1))
show('i0', lambda: np.i0([0.0, 1.0, 5.0, 10.0, -20.0]))
show('i0 scalar', lambda: np.i0(0))
show('i0 complex', lambda: np.i0([1j]))

# expect: ediff1d int64
# expect: [ 1  2  3 -7]
# expect: ediff1d ends int64
# expect: [-99   1   2   3  -7  88  99]
# expect: ediff1d 2d int64
# expect: [ 1  2 -3  5 18]
# expect: ediff1d kind TypeError dtype of `to_end` must be compatible with input `ary` under the `same_kind` rule.
# expect: unwrap float64
# expect: [ 0.          0.78539816  1.57079633 -0.78539816  0.        ]
# expect: unwrap period int64
# expect: [0 1 2 3 4]
# expect: unwrap period2 int64
# expect: [2 3 4 5 6 7 8 9]
# expect: unwrap int int64
# expect: [1 2 3 4 5 6 7 8 9]
# expect: unwrap discont float64
# expect: [0.  2.  4.  6.5]
# expect: sinc float64
# expect: [-3.89817183e-17  3.89817183e-17  1.00000000e+00  3.89817183e-17
# expect:  -3.89817183e-17]
# expect: sinc 0 float64
# expect: 1.0
# expect: sinc half float32
# expect: [ 0.63661975 -0.21220659]
# expect: vander int64
# expect: [[  1   1   1   1]
# expect:  [  8   4   2   1]
# expect:  [ 27   9   3   1]
# expect:  [125  25   5   1]]
# expect: vander N inc int64
# expect: [[ 1  1  1]
# expect:  [ 1  2  4]
# expect:  [ 1  3  9]
# expect:  [ 1  5 25]]
# expect: vander float float64
# expect: [[2.25 1.5  1.  ]
# expect:  [4.   2.   1.  ]]
# expect: vander 2d ValueError x must be a one-dimensional array or sequence.
# expect: fix float64
# expect: [ 2.  2. -2. -2.]
# expect: fix scalar float64
# expect: 3.0
# expect: fix int float64
# expect: [ 3. -2.]
# expect: spacing float64
# expect: [ 4.94065646e-324  4.94065646e-324  2.22044605e-016 -2.22044605e-016
# expect:   1.90734863e-006              nan              nan]
# expect: spacing f32 float32
# expect: 1.1920929e-07
# expect: spacing int float64
# expect: 2.220446049250313e-16
# expect: i0 float64
# expect: [1.00000000e+00 1.26606588e+00 2.72398718e+01 2.81571663e+03
# expect:  4.35582826e+07]
# expect: i0 scalar float64
# expect: 1.0
# expect: i0 complex TypeError i0 not supported for complex values
