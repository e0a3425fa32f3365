# complex128 scalars: arguments and results, + - * / ** with complex, float
# and int operands, negation, == and !=, .real .imag .conjugate(), abs,
# complex(x, y), constants, a variable that starts real and becomes complex.
from numba import njit


@njit
def ops(z, w, x):
    a = z + w * x
    b = z / w
    c = z ** 2 + w ** 0.5
    d = -z
    e = a == b, a != b, abs(w)
    return a, b, c, d, e, z.real, z.imag, z.conjugate(), complex(x, 2), complex(x)


@njit
def accumulate(n):
    s = 0
    for i in range(n):
        s = s + 1j * i
    return s


@njit
def powers(z):
    return z ** 3, z ** -2, 2 ** z, z ** z, (0.5 + 0j) ** 0.5


print(ops(1 + 2j, 3 - 1j, 2.0))
print(accumulate(4), accumulate.nopython_signatures)
print(powers(1.5 - 0.5j))

# expect: ((7+0j), (0.1+0.7000000000000001j), (-1.244682698175572+3.715151215406859j), (-1-2j), (False, True, 3.1622776601683795), 1.0, 2.0, (1-2j), (2+2j), (2+0j))
# expect: 6j [(int64,) -> complex128]
# expect: ((2.25-3.250000000000001j), (0.32+0.23999999999999996j), (2.6602548008519578-0.9607519942961926j), (1.2818261499506842-1.1055575514792961j), (0.7071067811865476+0j))
