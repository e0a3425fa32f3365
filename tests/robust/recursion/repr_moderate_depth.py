# Nesting well under the recursion limit still prints in full, also from
# inside a few Python calls.
def nest(n):
    x = []
    for _ in range(n):
        x = [x]
    return x

def show(depth, n):
    if depth:
        return show(depth - 1, n)
    return len(repr(nest(n)))

print(show(0, 500), show(50, 500))
d = {}
for i in range(300):
    d = {i: d}
print(len(str(d)))

# expect: 1002 1002
# expect: 1992
