# np.fft.fftfreq, rfftfreq, fftshift, ifftshift (axes=), `import numpy.fft`,
# and NumPy's errors: bad norm, n < 1, axis out of range, s/axes mismatch.
import numpy as np
import numpy.fft
from numpy.fft import fft, fftfreq

print(np.fft.fftfreq(8, d=0.1))
print(np.fft.fftfreq(5), np.fft.rfftfreq(8, d=0.5), np.fft.rfftfreq(5))
print(np.fft.fftshift(np.fft.fftfreq(10, 0.1)))
print(np.fft.ifftshift(np.fft.fftshift(np.arange(5))))
print(np.fft.fftshift(np.arange(9).reshape(3, 3), axes=(1,)))
print(np.fft.fftshift(np.arange(6).reshape(2, 3)))
print(np.fft.ifftshift(np.arange(6).reshape(2, 3), axes=1))
print(fft([1, 0, 0, 0]), fftfreq(4), numpy.fft.__name__)


def err(label, f):
    try:
        f()
    except Exception as e:
        print(label, type(e).__name__, e)


err('norm', lambda: np.fft.fft([1, 2], norm='x'))
err('norm inverse', lambda: np.fft.ifft([1, 2], norm='x'))
err('hfft norm', lambda: np.fft.hfft([1, 2], norm='x'))
err('n', lambda: np.fft.fft([1, 2], n=0))
err('irfft n', lambda: np.fft.irfft([1]))
err('axis', lambda: np.fft.fft([1, 2], axis=1))
err('axis n', lambda: np.fft.fft([1, 2], n=2, axis=2))
err('scalar', lambda: np.fft.fft(3))
err('empty', lambda: np.fft.fft([]))
err('s axes', lambda: np.fft.fftn(np.ones((2, 3)), s=(2, 2), axes=(0,)))
err('fftfreq', lambda: np.fft.fftfreq(2.5))
err('attr', lambda: np.fft.foo)

# expect: [ 0.    1.25  2.5   3.75 -5.   -3.75 -2.5  -1.25]
# expect: [ 0.   0.2  0.4 -0.4 -0.2] [0.   0.25 0.5  0.75 1.  ] [0.  0.2 0.4]
# expect: [-5. -4. -3. -2. -1.  0.  1.  2.  3.  4.]
# expect: [0 1 2 3 4]
# expect: [[2 0 1]
# expect:  [5 3 4]
# expect:  [8 6 7]]
# expect: [[5 3 4]
# expect:  [2 0 1]]
# expect: [[1 2 0]
# expect:  [4 5 3]]
# expect: [1.+0.j 1.+0.j 1.+0.j 1.+0.j] [ 0.    0.25 -0.5  -0.25] numpy.fft
# expect: norm ValueError Invalid norm value x; should be "backward","ortho" or "forward".
# expect: norm inverse ValueError Invalid norm value x; should be "backward", "ortho" or "forward".
# expect: hfft norm ValueError Invalid norm value x; should be "backward", "ortho" or "forward".
# expect: n ValueError Invalid number of FFT data points (0) specified.
# expect: irfft n ValueError Invalid number of FFT data points (0) specified.
# expect: axis IndexError tuple index out of range
# expect: axis n AxisError axis 2 is out of bounds for array of dimension 1
# expect: scalar IndexError tuple index out of range
# expect: empty ValueError Invalid number of FFT data points (0) specified.
# expect: s axes ValueError Shape and axes have different lengths.
# expect: fftfreq ValueError n should be an integer
# expect: attr AttributeError module 'numpy.fft' has no attribute 'foo'
