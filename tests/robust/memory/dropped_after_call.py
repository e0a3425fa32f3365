# limit-as: 2400000
# A value passed to a call and then dropped is freed: the call's argument
# registers do not keep it alive (each 900 MB value below fits only once
# the one before it is gone), at module level and in a function, through
# plain calls, keywords, methods and a constructor; bytearray(n) holds
# its zeros once.
import gc

MB = 1 << 20
SIZE = 900 * MB


def size(b):
    return len(b) // MB


class Box:
    def __init__(self, data):
        self.n = len(data) // MB


big = bytes(SIZE)
print(size(big))
del big
gc.collect()
big = bytes(SIZE)
print(size(b=big), Box(big).n, [].count(big))
del big
gc.collect()
big = bytes(SIZE)
print(Box(big).n)
del big
gc.collect()
big = bytes(SIZE)
print(len(big) // MB)


def work():
    local = bytearray(SIZE)
    n = size(local)
    del local
    gc.collect()
    again = bytes(SIZE)
    return n + size(again)


del big
gc.collect()
print(work())
# expect: 900
# expect: 900 900 0
# expect: 900
# expect: 900
# expect: 1800
