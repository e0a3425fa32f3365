# match statements inside hot loops: the results are the same whether the
# loop is interpreted, traced or run from compiled code.
def literals(n):
    total = 0
    for i in range(n):
        match i % 4:
            case 0:
                total += 1
            case 1 | 2:
                total += 10
            case _:
                total += 100
    return total
print(literals(1000))

def sequences(items):
    s = 0
    for it in items:
        match it:
            case (a, b):
                s += a * b
            case [a, *rest]:
                s += a + len(rest)
            case _:
                s -= 1
    return s
data = [(i, i + 1) if i % 3 else [i, 1, 2, 3] for i in range(600)] + [None] * 50
print(sequences(data))

class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

def classes(n):
    acc = 0
    for i in range(n):
        v = Vec(i, i % 5)
        match v:
            case Vec(0, _):
                acc += 1000
            case Vec(x, 0):
                acc += x
            case Vec(x=x, y=y) if y > 2:
                acc -= y
    return acc
print(classes(800))

def mappings(n):
    seen = {}
    for i in range(n):
        d = {"k": i % 3, "v": i}
        match d:
            case {"k": 0, **rest}:
                seen[0] = seen.get(0, 0) + len(rest)
            case {"k": k, "v": v} if v % 2:
                seen[k] = seen.get(k, 0) + 1
    return sorted(seen.items())
print(mappings(700))

def strings(words):
    out = 0
    for w in words:
        match w:
            case "a" | "b":
                out += 1
            case str(s) if len(s) > 3:
                out += 2
            case None:
                out += 3
    return out
print(strings(["a", "b", "long word", "c", None] * 200))
# expect: 30250
# expect: 48180050
# expect: 63480
# expect: [(0, 234), (1, 117), (2, 116)]
# expect: 1400
