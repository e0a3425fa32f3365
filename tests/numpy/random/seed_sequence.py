# SeedSequence (NumPy's entropy hashing, spawn keys, generate_state), PCG64
# and Generator over one, default_rng of each kind of seed.
import numpy as np
s = np.random.SeedSequence(5)
print(s)
print(s.entropy, s.spawn_key, s.pool_size, s.n_children_spawned, s.generate_state(3), s.generate_state(2, np.uint64))
c = s.spawn(2)
print(c[1], s.n_children_spawned, c[1].generate_state(2), c[1].spawn(1)[0].spawn_key, s.spawn(0))
print(repr(c[1]))
s = np.random.SeedSequence([1, 2**40, 3], spawn_key=(7,))
print(s, s.generate_state(5), s.state)
print(np.random.SeedSequence(2**100).generate_state(3), np.random.SeedSequence([]).generate_state(2),
      np.random.SeedSequence(0).generate_state(2), np.random.SeedSequence(np.array([3, 4], dtype=np.uint32)).generate_state(2))
print(np.random.SeedSequence(9, pool_size=8), np.random.SeedSequence(9, pool_size=8).generate_state(4))
print(type(np.random.SeedSequence().entropy).__name__, len(np.random.SeedSequence().generate_state(4)))
for bad in [lambda: np.random.SeedSequence(-1), lambda: np.random.SeedSequence(1.5), lambda: np.random.SeedSequence([1, -1]),
            lambda: np.random.SeedSequence(1, pool_size=2), lambda: np.random.default_rng(-1),
            lambda: np.random.default_rng('a'), lambda: np.random.PCG64(1.5), lambda: s.generate_state(2, np.int32)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
p = np.random.PCG64(3)
print(p.random_raw(), p.random_raw(2))
print(p.state)
g = np.random.Generator(p)
print(g.bit_generator is p, g.integers(0, 10, 3), p.state['has_uint32'], p.state['uinteger'])
print(np.random.default_rng(g) is g, np.random.default_rng(p).bit_generator is p)
print(np.random.Generator(np.random.PCG64(5)).random(2), np.random.default_rng(np.random.SeedSequence(5)).random(2),
      np.random.default_rng(5).random(2), np.random.default_rng([1, 2, 3]).random())
print(np.random.default_rng(np.random.SeedSequence(5).spawn(3)[2]).random())
print(repr(np.random.default_rng(5))[:20], type(np.random.default_rng(5).bit_generator).__name__)
print(np.random.Generator, np.random.PCG64, np.random.SeedSequence)
try:
    np.random.Generator(5)
except AttributeError as e:
    print('AttributeError', e)

# expect: SeedSequence(
# expect:     entropy=5,
# expect: )
# expect: 5 () 4 0 [  16823399 2940995229 2290007392] [12631478326263854183  4464650224815488352]
# expect: SeedSequence(
# expect:     entropy=5,
# expect:     spawn_key=(1,),
# expect:     n_children_spawned=1,
# expect: ) 2 [3767054407 1612269649] (1, 0) []
# expect: SeedSequence(
# expect:     entropy=5,
# expect:     spawn_key=(1,),
# expect:     n_children_spawned=1,
# expect: )
# expect: SeedSequence(
# expect:     entropy=[1, 1099511627776, 3],
# expect:     spawn_key=(7,),
# expect: ) [ 591933782 1584151925 3641928347 3802187213 1901059873] {'entropy': [1, 1099511627776, 3], 'spawn_key': (7,), 'pool_size': 4, 'n_children_spawned': 0}
# expect: [ 740723363 1301814144 1259337830] [2968811710 3677149159] [2968811710 3677149159] [2746448868 3791547844]
# expect: SeedSequence(
# expect:     entropy=9,
# expect:     pool_size=8,
# expect: ) [1649556236 3060868523 1637232963 2934439934]
# expect: int 4
# expect: ValueError expected non-negative integer
# expect: TypeError SeedSequence expects int or sequence of ints for entropy not 1.5
# expect: ValueError expected non-negative integer
# expect: ValueError The size of the entropy pool should be at least 4
# expect: ValueError expected non-negative integer
# expect: TypeError SeedSequence expects int or sequence of ints for entropy not a
# expect: TypeError SeedSequence expects int or sequence of ints for entropy not 1.5
# expect: ValueError only support uint32 or uint64
# expect: 1579948266424812280 [ 4368382809143759861 14780904992460893238]
# expect: {'bit_generator': 'PCG64', 'state': {'state': 141982968615397084200763440782085584892, 'inc': 222003063171874261427395693950637096479}, 'has_uint32': 0, 'uinteger': 0}
# expect: True [8 5 0] 1 404279440
# expect: True True
# expect: [0.80500292 0.80794079] [0.80500292 0.80794079] [0.80500292 0.80794079] 0.6704722626516632
# expect: 0.6337294897074003
# expect: Generator(PCG64) at  PCG64
# expect: <class 'numpy.random._generator.Generator'> <class 'numpy.random._pcg64.PCG64'> <class 'numpy.random.bit_generator.SeedSequence'>
# expect: AttributeError 'int' object has no attribute 'capsule'
