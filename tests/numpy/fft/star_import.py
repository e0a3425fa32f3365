# `from numpy.fft import *` & co. import the module's __all__, whose names
# tpy's numpy modules load at first use through their __getattr__.
import numpy

ns = {}
exec("from numpy.fft import *", ns)
print("fft", sorted(k for k in ns if not k.startswith('__')))
ns = {}
exec("from numpy.linalg import *", ns)
print("linalg", sorted(k for k in ns if not k.startswith('__') and k not in ('tensorinv', 'tensorsolve')))
ns = {}
exec("from numpy.random import *", ns)
names = set(k for k in ns if not k.startswith('__'))
print("random", sorted(names & {'default_rng', 'Generator', 'PCG64', 'RandomState', 'SeedSequence', 'normal',
                                'randint', 'seed', 'shuffle', 'choice', 'random', 'rand', 'randn'}))
ns = {}
exec("from numpy import *", ns)
names = set(k for k in ns if not k.startswith('__'))
print("numpy", sorted(names & {'array', 'zeros', 'pi', 'inf', 'nan', 'r_', 'c_', 's_', 'mgrid', 'ogrid',
                               'append', 'insert', 'delete', 'sinc', 'vander', 'True_', 'False_', 'newaxis',
                               'float64', 'linspace', 'histogram2d', 'fft', 'linalg', 'random', 'emath'}))
print('fft' in names, 'random' in names, 'testing' in names)
from numpy import *
print(r_[1:3, 7], sinc(0.0), vander([1, 2], 2).tolist())
print(type(numpy.__all__).__name__, 'append' in numpy.__all__, 'zeros' in numpy.linalg.__all__,
      'inv' in numpy.linalg.__all__, 'fftfreq' in numpy.fft.__all__)

import numpy.fft as f
print(f.fft([1, 2]))
from numpy import fft
print(fft.ifft([1, 2]))
from numpy.fft import rfft, fftfreq
print(rfft([1.0, 2.0, 3.0]), fftfreq(4))

# expect: fft ['fft', 'fft2', 'fftfreq', 'fftn', 'fftshift', 'hfft', 'ifft', 'ifft2', 'ifftn', 'ifftshift', 'ihfft', 'irfft', 'irfft2', 'irfftn', 'rfft', 'rfft2', 'rfftfreq', 'rfftn']
# expect: linalg ['LinAlgError', 'cholesky', 'cond', 'det', 'eig', 'eigh', 'eigvals', 'eigvalsh', 'inv', 'lstsq', 'matrix_power', 'matrix_rank', 'multi_dot', 'norm', 'pinv', 'qr', 'slogdet', 'solve', 'svd']
# expect: random ['Generator', 'PCG64', 'RandomState', 'SeedSequence', 'choice', 'default_rng', 'normal', 'rand', 'randint', 'randn', 'random', 'seed', 'shuffle']
# expect: numpy ['False_', 'True_', 'append', 'array', 'c_', 'delete', 'emath', 'fft', 'float64', 'histogram2d', 'inf', 'insert', 'linalg', 'linspace', 'mgrid', 'nan', 'newaxis', 'ogrid', 'pi', 'r_', 'random', 's_', 'sinc', 'vander', 'zeros']
# expect: True True False
# expect: [1 2 7] 1.0 [[1, 1], [2, 1]]
# expect: list True False True True
# expect: [ 3.+0.j -1.+0.j]
# expect: [ 1.5+0.j -0.5+0.j]
# expect: [ 6. +0.j        -1.5+0.8660254j] [ 0.    0.25 -0.5  -0.25]
