# limit-as: 1200000
# A program fills memory until MemoryError, drops what it built and fills
# again: each round gets as far as the first (CPython frees at once; tpy
# collects when an allocation fails and builds the value again), whatever
# kind of value filled the memory before.
def fill(kind):
    out = []
    try:
        while True:
            if kind == "list":
                out.append(list(range(20000)))
            elif kind == "set":
                out.append(set(range(20000)))
            elif kind == "bytearray":
                out.append(bytearray(200000))
            else:
                out.append(tuple(range(20000)))
    except MemoryError:
        n = len(out)
        out = None
        return n

first = {}
for kind in ["list", "set", "bytearray", "tuple", "set", "list"]:
    n = fill(kind)
    first.setdefault(kind, n)
    print(kind, n > 100, n > first[kind] // 2)

# expect: list True True
# expect: set True True
# expect: bytearray True True
# expect: tuple True True
# expect: set True True
# expect: list True True
