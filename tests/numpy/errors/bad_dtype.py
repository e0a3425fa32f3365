# Unknown dtype names and bad operand types are TypeErrors.
import numpy as np
try:
    np.zeros(3, dtype='float99')
except TypeError as e:
    print(e)
try:
    np.arange(3.0) & 1
except TypeError as e:
    print(e)
try:
    np.array([True]) - np.array([False])
except TypeError as e:
    print(e)
try:
    bool(np.arange(3))
except ValueError as e:
    print(e)
try:
    np.zeros(-1)
except ValueError as e:
    print(e)

# expect: data type 'float99' not understood
# expect: ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
# expect: negative dimensions are not allowed
