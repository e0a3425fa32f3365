from dataclasses import make_dataclass, field, is_dataclass, asdict
C = make_dataclass('C', [('x', int), ('y', int, field(default=5))])
c = C(1)
print(c, c == C(1, 5), is_dataclass(C), is_dataclass(c), is_dataclass(1))
print(asdict(c))
D = make_dataclass('D', ['a', 'b'], frozen=True)
print(D(1, 2), hash(D(1, 2)) == hash(D(1, 2)))

# expect: C(x=1, y=5) True True True False
# expect: {'x': 1, 'y': 5}
# expect: D(a=1, b=2) True
