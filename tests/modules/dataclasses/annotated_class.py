from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
i = Item('pen', 1.5)
print(i, i == Item('pen', 1.5), Item('cap'))

# expect: Item(name='pen', price=1.5, tags=[]) True Item(name='cap', price=0.0, tags=[])
