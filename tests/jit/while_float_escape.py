# Nested while loops over floats with an early break (an escape-time
# iteration): traces exit at the break and at the loop condition.
def escape(cr, ci, limit):
    zr = zi = 0.0
    n = 0
    while n < limit:
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            break
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        n += 1
    return n


total = 0
y = -1.0
while y < 1.0:
    x = -2.0
    while x < 0.5:
        total += escape(x, y, 60)
        x += 0.125
    y += 0.125
print(total)
# expect: 7751
