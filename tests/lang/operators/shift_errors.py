try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
try:
    1.0 << 2
except TypeError as e:
    print("TypeError:", e)

# expect: ValueError: negative shift count
# expect: TypeError: unsupported operand type(s) for <<: 'float' and 'int'
