try:
    pow(2, 3.0, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# expect: TypeError: pow() 3rd argument not allowed unless all arguments are integers
# expect: ValueError: base is not invertible for the given modulus
# expect: ZeroDivisionError: 0.0 cannot be raised to a negative power
