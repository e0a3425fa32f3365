# A function trace calling itself reuses the register stack above its frame
# without clearing it on every call; an exit in such a call must still
# leave the locals it has not assigned unbound, as a new interpreter frame
# has them. Here the exit comes before `y` is assigned, in a frame whose
# registers an interpreted twin of the function filled just before, and
# the interpreter then reads `y`: UnboundLocalError, as without the JIT.


def h(n, k):
    if n <= 0:
        return 1
    a = h(n - 1, k)
    if n == k:
        return y
    y = a + 1
    return y + h(n - 2, k)


def twin(n, k):   # the same frame size as h, called too little to compile
    if n <= 0:
        return 1
    a = twin(n - 1, k)
    if n == k:
        return y
    y = a + 1
    return y + twin(n - 2, k)


for _ in range(300):
    h(12, -1)
print(h(12, -1))
for k in (11, 9):
    print(twin(6, -1))
    try:
        h(12, k)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
# expect: 753
# expect: 41
# expect: UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
# expect: 41
# expect: UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
