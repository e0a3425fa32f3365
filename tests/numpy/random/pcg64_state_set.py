# PCG64's bit_generator.state is read and set as NumPy's: a saved state
# replays the same draws; bad states raise NumPy's errors.
import numpy as np

rng = np.random.default_rng(1)
bg = rng.bit_generator
saved = bg.state
print(saved)
a = rng.random(3).tolist()
b = rng.integers(0, 10, 3, dtype=np.uint32).tolist()
mid = bg.state
print(mid)
c = rng.normal(size=2).tolist()
bg.state = saved
print(rng.random(3).tolist() == a, rng.integers(0, 10, 3, dtype=np.uint32).tolist() == b)
bg.state = mid
print(rng.normal(size=2).tolist() == c, bg.state['has_uint32'])
other = np.random.default_rng(99)
other.bit_generator.state = saved
print(other.random(3).tolist() == a)
p = np.random.PCG64(7)
p.state = {'bit_generator': 'PCG64', 'state': {'state': 2**127 + 5, 'inc': 3}, 'has_uint32': 1, 'uinteger': 42}
print(p.state)
print(np.random.Generator(p).integers(0, 2**31, 2, dtype=np.uint32).tolist())
for bad in [1, {'bit_generator': 'MT19937', 'state': {}}, {'bit_generator': 'PCG64'},
            {'bit_generator': 'PCG64', 'state': {'state': 1}}]:
    try:
        bg.state = bad
    except Exception as e:
        print(type(e).__name__, e)

# expect: {'bit_generator': 'PCG64', 'state': {'state': 207833532711051698738587646355624148094, 'inc': 194290289479364712180083596243593368443}, 'has_uint32': 0, 'uinteger': 0}
# expect: {'bit_generator': 'PCG64', 'state': {'state': 216676376075457487203159048251690499413, 'inc': 194290289479364712180083596243593368443}, 'has_uint32': 1, 'uinteger': 1339305888}
# expect: True True
# expect: True 1
# expect: True
# expect: {'bit_generator': 'PCG64', 'state': {'state': 170141183460469231731687303715884105733, 'inc': 3}, 'has_uint32': 1, 'uinteger': 42}
# expect: [21, 1869876984]
# expect: TypeError state must be a dict
# expect: ValueError state must be for a PCG64 RNG
# expect: KeyError 'state'
# expect: KeyError 'inc'
