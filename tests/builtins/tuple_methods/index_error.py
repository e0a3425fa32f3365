try:
    (1, 2).index(5)
except ValueError as e:
    print("ValueError:", e)
try:
    (1, 2)[2]
except IndexError as e:
    print("IndexError:", e)

# expect: ValueError: tuple.index(x): x not in tuple
# expect: IndexError: tuple index out of range
