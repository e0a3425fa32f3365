# A loop reading a global that is rebound, deleted and re-added between
# runs: the trace's guards on the globals entry catch each change.
K = 3


def scaled(n):
    s = 0
    for i in range(n):
        s += i * K
    return s


print(scaled(100))
K = 2.5
print(scaled(100))
del K
K = 7
print(scaled(100))
# expect: 14850
# expect: 12375.0
# expect: 34650
