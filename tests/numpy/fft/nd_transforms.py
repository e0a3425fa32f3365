# np.fft.fft2 / ifft2 / fftn / ifftn / rfft2 / irfft2 / rfftn / irfftn:
# s= and axes=, round trips.
import numpy as np

print(np.fft.fft2(np.arange(6).reshape(2, 3)))
print(np.fft.ifft2(np.fft.fft2(np.arange(4).reshape(2, 2))))
print(np.fft.fftn(np.ones((2, 2, 2))))
print(np.fft.ifftn(np.ones((2, 2))))
print(np.fft.fftn(np.ones((2, 3)), s=(2, 2)))
print(np.fft.fftn(np.arange(4.0).reshape(2, 2), axes=(0,)))
print(np.fft.rfft2(np.arange(8.0).reshape(2, 4)))
print(np.fft.irfft2(np.fft.rfft2(np.arange(8.0).reshape(2, 4))))
print(np.fft.rfftn(np.ones((2, 2, 2))))
print(np.fft.irfftn(np.fft.rfftn(np.arange(8.0).reshape(2, 2, 2))))
img = np.zeros((4, 4))
img[1:3, 1:3] = 1
print(np.abs(np.fft.fftshift(np.fft.fft2(img))))

# expect: [[15.+0.j         -3.+1.73205081j -3.-1.73205081j]
# expect:  [-9.+0.j          0.+0.j          0.+0.j        ]]
# expect: [[0.+0.j 1.+0.j]
# expect:  [2.+0.j 3.+0.j]]
# expect: [[[8.+0.j 0.+0.j]
# expect:   [0.+0.j 0.+0.j]]
# expect:
# expect:  [[0.+0.j 0.+0.j]
# expect:   [0.+0.j 0.+0.j]]]
# expect: [[1.+0.j 0.+0.j]
# expect:  [0.+0.j 0.+0.j]]
# expect: [[4.+0.j 0.+0.j]
# expect:  [0.+0.j 0.+0.j]]
# expect: [[ 2.+0.j  4.+0.j]
# expect:  [-2.+0.j -2.+0.j]]
# expect: [[ 28.+0.j  -4.+4.j  -4.+0.j]
# expect:  [-16.+0.j   0.+0.j   0.+0.j]]
# expect: [[0. 1. 2. 3.]
# expect:  [4. 5. 6. 7.]]
# expect: [[[8.+0.j 0.+0.j]
# expect:   [0.+0.j 0.+0.j]]
# expect:
# expect:  [[0.+0.j 0.+0.j]
# expect:   [0.+0.j 0.+0.j]]]
# expect: [[[0. 1.]
# expect:   [2. 3.]]
# expect:
# expect:  [[4. 5.]
# expect:   [6. 7.]]]
# expect: [[0.         0.         0.         0.        ]
# expect:  [0.         2.         2.82842712 2.        ]
# expect:  [0.         2.82842712 4.         2.82842712]
# expect:  [0.         2.         2.82842712 2.        ]]
