class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return isinstance(o, Key) and self.k.lower() == o.k.lower()
    def __hash__(self):
        return hash(self.k.lower())
d = {Key("Ab"): 1}
d[Key("aB")] = 2
print(len(d), d[Key("AB")])
s = {Key("x"), Key("X"), Key("y")}
print(len(s))

# expect: 1 2
# expect: 2
