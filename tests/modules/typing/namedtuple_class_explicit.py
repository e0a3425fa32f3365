from typing import NamedTuple
class Employee(NamedTuple):
    __annotations__ = {'name': str, 'id': int}
    id = 3
e = Employee('ann')
print(e, e.name, e.id, Employee('bob', 4), isinstance(e, tuple), Employee._fields)

# expect: Employee(name='ann', id=3) ann 3 Employee(name='bob', id=4) True ('name', 'id')
