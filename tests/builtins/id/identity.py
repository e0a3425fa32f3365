a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), type(id(a)).__name__)

# expect: True False int
