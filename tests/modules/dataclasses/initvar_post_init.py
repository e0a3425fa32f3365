from dataclasses import dataclass, field, InitVar, fields
@dataclass
class Scaled:
    base: int
    factor: InitVar[int] = 2
    total: int = field(init=False, default=0)
    def __post_init__(self, factor):
        self.total = self.base * factor
print(Scaled(3), Scaled(3, 5).total, [f.name for f in fields(Scaled)], InitVar[int])

# expect: Scaled(base=3, total=6) 15 ['base', 'total'] dataclasses.InitVar[int]
