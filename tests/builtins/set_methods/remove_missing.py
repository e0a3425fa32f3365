s = {1}
try:
    s.remove(2)
except KeyError as e:
    print("KeyError:", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)

# expect: KeyError: 2
# expect: KeyError: 'pop from an empty set'
