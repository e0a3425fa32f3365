print(str(12), str(1.50), str(None), str([1, "a"]), str(b"x"), str(), repr(str(True)))
print(str(b"caf\xc3\xa9", "utf-8"), str(-0.0), str(1e100))

# expect: 12 1.5 None [1, 'a'] b'x'  'True'
# expect: café -0.0 1e+100
