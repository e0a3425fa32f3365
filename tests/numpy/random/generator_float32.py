# Generator's float32 draws: random (24 bits of a 32-bit draw),
# standard_normal and standard_exponential (float ziggurats over 32-bit
# draws); a scalar result is a Python float. Long runs check every level.
import numpy as np
g = np.random.default_rng(12345)
print(g.random(3, dtype=np.float32), g.random(), repr(g.random(dtype=np.float32)), g.random(dtype='f4'))
print(g.standard_normal(4, dtype=np.float32), repr(g.standard_normal(dtype=np.float32)))
print(g.standard_exponential(4, dtype=np.float32), g.standard_exponential(3, dtype=np.float32, method='inv'))
for seed in [7, 99]:
    g = np.random.default_rng(seed)
    a = g.standard_normal(300000, dtype=np.float32)
    b = g.standard_exponential(300000, dtype=np.float32)
    c = g.standard_exponential(1001, dtype=np.float32, method='inv')
    print(a.dtype, a.astype(np.float64).sum(), a.min(), a.max(), b.astype(np.float64).sum(), b.max(), c.astype(np.float64).sum(), g.random())
for f in ['random', 'standard_normal', 'standard_exponential']:
    try:
        getattr(g, f)(2, dtype=np.int32)
    except TypeError as e:
        print('TypeError', e)

# expect: [0.699215   0.22733599 0.78864694] 0.7973654573327341 0.31675833463668823 0.6426835656166077
# expect: [ 1.2646455  -0.57786816 -0.9387266  -0.2968217 ] -0.9869756102561951
# expect: [1.1920732  0.16330378 0.68927306 0.10774846] [1.1170492 0.9505576 2.843919 ]
# expect: float32 -849.0936309556382 -4.5052323 4.72903 299645.9064935574 13.322069 1018.7013573438744 0.4275064596899224
# expect: float32 -614.141530669692 -4.627394 4.4560914 299484.06084139686 13.102578 1042.2375557694613 0.1362085077413806
# expect: TypeError Unsupported dtype dtype('int32') for random
# expect: TypeError Unsupported dtype dtype('int32') for standard_normal
# expect: TypeError Unsupported dtype dtype('int32') for standard_exponential
