print(abs(-5), abs(5), abs(-2.5), abs(-0.0), abs(3 + 4j), abs(-2 ** 70), abs(True))
try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)

# expect: 5 5 2.5 0.0 5.0 1180591620717411303424 1
# expect: TypeError: bad operand type for abs(): 'str'
