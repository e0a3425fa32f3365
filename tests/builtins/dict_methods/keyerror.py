d = {"a": 1}
try:
    d["missing"]
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
try:
    d[(1, 2)]
except KeyError as e:
    print("KeyError:", e)

# expect: KeyError: 'missing' KeyError('missing') ('missing',)
# expect: KeyError: (1, 2)
