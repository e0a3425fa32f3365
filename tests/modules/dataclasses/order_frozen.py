from dataclasses import dataclass, FrozenInstanceError
@dataclass(order=True, frozen=True)
class Version:
    __annotations__ = {'major': int, 'minor': int}
    minor = 0
v = Version(1, 2)
print(v, Version(1) < v, sorted([Version(2), Version(1, 5), Version(1)]))
print(hash(v) == hash(Version(1, 2)), {v: 'x'}[Version(1, 2)])
try:
    v.major = 5
except FrozenInstanceError as e:
    print('frozen:', e)

# expect: Version(major=1, minor=2) True [Version(major=1, minor=0), Version(major=1, minor=5), Version(major=2, minor=0)]
# expect: True x
# expect: frozen: cannot assign to field 'major'
