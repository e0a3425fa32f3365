from dataclasses import dataclass, field
@dataclass
class Inventory:
    __annotations__ = {'name': str, 'items': list, 'qty': int}
    items = field(default_factory=list)
    qty = field(default=1, repr=False)
    def __post_init__(self):
        self.total = self.qty * 2
a = Inventory('a')
b = Inventory('b', qty=3)
a.items.append(1)
print(a, b, b.total, a.items is b.items)
try:
    @dataclass
    class Bad:
        __annotations__ = {'x': list}
        x = []
except ValueError as e:
    print(e)

# expect: Inventory(name='a', items=[1]) Inventory(name='b', items=[]) 6 False
# expect: mutable default <class 'list'> for field x is not allowed: use default_factory
