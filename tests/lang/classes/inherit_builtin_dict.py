class Counter(dict):
    def __missing__(self, key):
        return 0
c = Counter(a=1)
print(c["a"], c["zzz"], c)

# expect: 1 0 {'a': 1}
