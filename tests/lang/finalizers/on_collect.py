# __del__ runs when the collector finds an instance unreachable: after
# `del x` and gc.collect(), before the next statement.
import gc


class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def use():
    r = Resource("local")
    print("using", r.name)


x = Resource("global")
del x
gc.collect()
print("after del x")
use()
gc.collect()
print("after use()")
# expect: del global
# expect: after del x
# expect: using local
# expect: del local
# expect: after use()
