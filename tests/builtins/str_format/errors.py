try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{missing}".format()
except KeyError as e:
    print("KeyError:", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)

# expect: IndexError: Replacement index 1 out of range for positional args tuple
# expect: KeyError: 'missing'
# expect: ValueError: cannot switch from manual field specification to automatic field numbering
