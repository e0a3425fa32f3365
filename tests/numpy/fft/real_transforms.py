# np.fft.rfft / irfft / hfft / ihfft: half spectra, even and odd n, the
# real zero-frequency and Nyquist terms, n= on the inverse.
import numpy as np

print(np.fft.rfft([0, 1, 0, 0]))
print(np.fft.rfft(np.arange(5)))
print(np.fft.rfft(np.arange(6.0)))
print(np.fft.irfft([1, -1j, -1, 1j]))
print(np.fft.irfft([1, -1j, -1, 1j], n=5))
print(np.fft.irfft(np.fft.rfft([1.0, 2.0, 3.0, 4.0, 5.0]), n=5))
print(np.fft.hfft([1, 2, 3]))
print(np.fft.ihfft([1.0, 2.0, 3.0, 4.0]))
print(np.fft.rfft([1, 2, 3, 4], norm='ortho'))
print(np.fft.irfft([10, -2 + 2j, -2], norm='forward'))
t = np.arange(100) / 100
sig = np.cos(2 * np.pi * 10 * t) + 2 * np.sin(2 * np.pi * 3 * t)
spec = np.fft.rfft(sig)
print(len(spec), np.argsort(np.abs(spec))[-2:], np.round(np.abs(spec[[3, 10]]), 8))
print(np.allclose(np.fft.irfft(spec, n=100), sig))
x = np.arange(12.0).reshape(3, 4)
print(np.fft.rfft(x, axis=0))

# expect: [ 1.+0.j  0.-1.j -1.+0.j]
# expect: [10. +0.j         -2.5+3.4409548j  -2.5+0.81229924j]
# expect: [15.+0.j         -3.+5.19615242j -3.+1.73205081j -3.+0.j        ]
# expect: [-0.16666667  0.62200847  0.62200847 -0.16666667  0.0446582   0.0446582 ]
# expect: [-0.2         0.9040294   0.3115073  -0.1587209   0.14318419]
# expect: [1. 2. 3. 4. 5.]
# expect: [ 8. -2.  0. -2.]
# expect: [ 2.5-0.j  -0.5-0.5j -0.5-0.j ]
# expect: [ 5.+0.j -1.+1.j -1.+0.j]
# expect: [ 4.  8. 12. 16.]
# expect: 51 [10  3] [100.  50.]
# expect: True
# expect: [[12.+0.j         15.+0.j         18.+0.j         21.+0.j        ]
# expect:  [-6.+3.46410162j -6.+3.46410162j -6.+3.46410162j -6.+3.46410162j]]
