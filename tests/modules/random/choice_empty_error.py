import random
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.randrange(5, 5)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randint(3, 1)
except ValueError as e:
    print("ValueError:", e)

# expect: IndexError: Cannot choose from an empty sequence
# expect: ValueError: empty range for randrange() (5, 5, 0)
# expect: ValueError: empty range for randrange() (3, 2, -1)
