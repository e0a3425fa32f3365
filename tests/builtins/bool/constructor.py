print(bool(), bool(0), bool(0.0), bool(""), bool([]), bool({}), bool(None), bool(0j))
print(bool(1), bool(-1), bool("0"), bool([0]), bool(float("nan")))

# expect: False False False False False False False False
# expect: True True True True True
