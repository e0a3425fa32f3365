# `//` and `%` by a constant divisor in a compiled loop: powers of two
# become shifts and masks, other divisors a multiplication by a magic
# number. Negative numerators, numerators near the int64 limits and large
# divisors must still floor like Python.


def by_constants(values):
    acc = 0
    out = []
    for n in values:
        a = n // 2 + n % 2
        b = n // 8 - n % 8
        c = n // 3 + n % 3
        d = n // 7 - n % 7
        e = n // 10 + n % 10
        f = n // 1009 - n % 1009
        g = n // 2147483647 + n % 2147483647
        h = n // 4294967296 - n % 4294967296
        k = n // 1099511627777 + n % 1099511627777
        m = n // 4611686018427387904 - n % 4611686018427387904
        p = n // 6148914691236517205 + n % 6148914691236517205
        acc += a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ k ^ m ^ p
        out.append((c, f, p))
    return acc, out[:3], out[-3:]


vals = []
x = 12345
for i in range(400):
    x = (x * 1103515245 + 12345) % 2147483648
    vals.append(x - 1073741824)
    vals.append((x << 31) - (1 << 61))
vals += [0, 1, -1, 2, -2, 3, -3, 7, -7, 9223372036854775807, -9223372036854775807, -9223372036854775808]
print(by_constants(vals))
print(by_constants([v * 3 for v in range(-200, 200)]))
# jit-dump: FLOORMOD
# jit-dump-not: idiv
# expect: (2760296945955319690764, [(111063594, 329398, 333190782), (238507252003110912, 709139500504154, 715521756009332736), (-139719349, -416151, 6148914690817359155)], [(3074457345618258603, 9141102117794433, 3074457345618258603), (-3074457345618258601, -9141102117795443, 3074457345618258601), (-3074457345618258602, -9141102117795442, 3074457345618258600)])
# expect: (1260527451949037628926, [(-200, -410, 6148914691236516604), (-199, -413, 6148914691236516607), (-198, -416, 6148914691236516610)], [(197, -591, 591), (198, -594, 594), (199, -597, 597)])
