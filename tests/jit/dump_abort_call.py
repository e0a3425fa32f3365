# A call with keywords cannot be inlined yet: the recording aborts
# with a named reason, the loop is blacklisted and runs interpreted.
def f(x):
    return x + 1


def g(n):
    s = 0
    for i in range(n):
        s = f(x=s)
    return s


print(g(500))
# jit-dump: abort: call of a function that cannot be inlined yet: 4
# jit-dump: 1 loops blacklisted
# expect: 500
