a = [1, 2]
a.append(a)
print(a)
d = {"self": None}
d["self"] = d
print(d)

# expect: [1, 2, [...]]
# expect: {'self': {...}}
