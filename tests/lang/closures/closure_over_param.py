def adder(n):
    return lambda x: x + n
add5 = adder(5)
add7 = adder(7)
print(add5(1), add7(1), adder(0)(0))

# expect: 6 8 0
