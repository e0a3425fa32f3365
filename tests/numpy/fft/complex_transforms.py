# np.fft.fft / ifft: lengths with factors 2, 3, 5, 7 and large primes
# (Bluestein), n= padding and cutting, axis=, the norm modes.
import numpy as np

print(np.fft.fft([1, 2, 3, 4]))
print(np.fft.fft([1, 2, 3]))
print(np.fft.fft(np.arange(8)))
print(np.fft.fft(np.arange(5.0)))
print(np.fft.ifft([0, 4, 0, 0]))
print(np.fft.ifft(np.fft.fft([1.0, 2.0, 1.0, -1.0, 1.5])))
print(np.fft.fft([1, 2, 3], n=5))
print(np.fft.fft([1, 2, 3, 4, 5], n=2))
print(np.fft.fft(np.eye(3)))
print(np.fft.fft(np.arange(6).reshape(2, 3), axis=0))
for norm in (None, 'backward', 'ortho', 'forward'):
    print(norm, np.fft.fft([1, 2, 3, 4], norm=norm), np.fft.ifft([1, 2, 3, 4], norm=norm))
r = np.fft.fft(np.array([1, 2], np.float32))
print(r.dtype, type(r).__name__)
np.random.seed(3)
for n in (7, 12, 30, 49, 64, 97, 100, 131, 210, 1000, 1031):
    x = np.random.rand(n) + 1j * np.random.rand(n)
    y = np.fft.fft(x)
    print(n, np.round(y[:3], 8), np.allclose(np.fft.ifft(y), x))
t = np.linspace(0, 1, 64, endpoint=False)
sig = np.sin(2 * np.pi * 5 * t) + 0.5 * np.sin(2 * np.pi * 12 * t)
print(np.round(np.abs(np.fft.fft(sig))[[5, 12, 52, 59]], 8))

# expect: [10.+0.j -2.+2.j -2.+0.j -2.-2.j]
# expect: [ 6. +0.j        -1.5+0.8660254j -1.5-0.8660254j]
# expect: [28.+0.j         -4.+9.65685425j -4.+4.j         -4.+1.65685425j
# expect:  -4.+0.j         -4.-1.65685425j -4.-4.j         -4.-9.65685425j]
# expect: [10. +0.j         -2.5+3.4409548j  -2.5+0.81229924j -2.5-0.81229924j
# expect:  -2.5-3.4409548j ]
# expect: [ 1.+0.j  0.+1.j -1.+0.j  0.-1.j]
# expect: [ 1. +0.j  2. +0.j  1. +0.j -1. +0.j  1.5+0.j]
# expect: [ 6.        +0.j         -0.80901699-3.66546879j  0.30901699+1.67759904j
# expect:   0.30901699-1.67759904j -0.80901699+3.66546879j]
# expect: [ 3.+0.j -1.+0.j]
# expect: [[ 1. +0.j         1. +0.j         1. +0.j       ]
# expect:  [ 1. +0.j        -0.5-0.8660254j -0.5+0.8660254j]
# expect:  [ 1. +0.j        -0.5+0.8660254j -0.5-0.8660254j]]
# expect: [[ 3.+0.j  5.+0.j  7.+0.j]
# expect:  [-3.+0.j -3.+0.j -3.+0.j]]
# expect: None [10.+0.j -2.+2.j -2.+0.j -2.-2.j] [ 2.5+0.j  -0.5-0.5j -0.5+0.j  -0.5+0.5j]
# expect: backward [10.+0.j -2.+2.j -2.+0.j -2.-2.j] [ 2.5+0.j  -0.5-0.5j -0.5+0.j  -0.5+0.5j]
# expect: ortho [ 5.+0.j -1.+1.j -1.+0.j -1.-1.j] [ 5.+0.j -1.-1.j -1.+0.j -1.+1.j]
# expect: forward [ 2.5+0.j  -0.5+0.5j -0.5+0.j  -0.5-0.5j] [10.+0.j -2.-2.j -2.+0.j -2.+2.j]
# expect: complex128 ndarray
# expect: 7 [ 3.97550342+2.11386069j -1.02416352+0.03245819j  0.37375871-1.67411261j] True
# expect: 12 [ 5.42325557+6.93110312j  1.4324521 -0.95259802j -0.0389066 +0.34914716j] True
# expect: 30 [12.66172388+16.07973305j -4.26242233 +2.33805161j
# expect:  -0.50414796 -0.53758424j] True
# expect: 49 [24.33987407+26.20059993j  2.54892411 -0.7670865j
# expect:   1.17414435 -3.19329036j] True
# expect: 64 [27.42623343+32.93963024j  2.66607204 +1.08906689j
# expect:   1.98464384 +1.76048016j] True
# expect: 97 [48.81368333+49.62854477j  3.22366853 +2.23516083j
# expect:  -1.78126942 -1.63414318j] True
# expect: 100 [49.99771254+47.54104903j  1.33818747 -5.1805361j
# expect:   0.97321624 +4.36265426j] True
# expect: 131 [69.41145995+70.95571473j  3.02360029 -1.42898451j
# expect:  -7.0906712  +1.5490538j ] True
# expect: 210 [110.26339878+105.21646614j   1.97867481  +2.54489874j
# expect:   -4.11769879  -2.06625463j] True
# expect: 1000 [491.28797991+495.42993399j -16.60186998 -10.63378146j
# expect:   20.50779269  -8.06544388j] True
# expect: 1031 [517.85177166+5.06096752e+02j  -0.70958802+6.16541740e-01j
# expect:   -0.85397466+4.77092590e-01j] True
# expect: [32. 16. 16. 32.]
