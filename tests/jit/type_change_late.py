# A list summed in a loop whose 90th element is a float, then a str: the
# element type guard fails late and the interpreter takes over.
def total(xs):
    s = 0
    for x in xs:
        s = s + x
    return s


data = list(range(100))
print(total(data))
data[90] = 0.5
print(total(data))
data[95] = "x"
try:
    total(data)
except TypeError as e:
    print("TypeError:", e)
# expect: 4950
# expect: 4860.5
# expect: TypeError: unsupported operand type(s) for +: 'float' and 'str'
