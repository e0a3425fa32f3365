# A dynamic ufunc called with Python scalars: int, float and bool each
# compile their own loop; the results are scalars.
from numba import vectorize


@vectorize
def twice(x):
    return x * 2


print(twice(21))
print(twice.types)
print(twice(1.25))
print(twice.types)
print(twice(True))
print(twice.types)

# expect: 42
# expect: ['l->l']
# expect: 2.5
# expect: ['l->l', 'd->d']
# expect: 2
# expect: ['l->l', 'd->d']
