from typing import NamedTuple
class Emp(NamedTuple):
    name: str
    id: int = 3
    def greet(self):
        return 'hi ' + self.name
e = Emp('ann')
print(e, type(e) is Emp, e.greet(), Emp._field_defaults, Emp.__annotations__)
print(Emp.__mro__, hash(e) == hash(('ann', 3)), Emp('bob', 4) > e)
class Sub(Emp):
    def shout(self):
        return self.name.upper()
s = Sub('bob', 4)
print(s, type(s) is Sub, s.shout(), isinstance(s, Emp))
P3 = NamedTuple('P3', x=int)
print(P3(5), P3._fields, P3.__annotations__, type(P3(1)) is P3)

# expect: Emp(name='ann', id=3) True hi ann {'id': 3} {'name': <class 'str'>, 'id': <class 'int'>}
# expect: (<class '__main__.Emp'>, <class 'tuple'>, <class 'object'>) True True
# expect: Sub(name='bob', id=4) True BOB True
# expect: P3(x=5) ('x',) {'x': <class 'int'>} True
