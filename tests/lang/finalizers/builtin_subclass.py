# __del__ of subclasses of built-in types (list, dict, Exception) and of a
# class given __del__ after it was made.
import gc


class L(list):
    def __del__(self):
        print("list del", len(self))


class D(dict):
    def __del__(self):
        print("dict del", sorted(self))


class E(Exception):
    def __del__(self):
        print("exception del", self.args)


class Late:
    pass


def late_del(self):
    print("late del")


Late.__del__ = late_del
x = L([1, 2])
y = D(a=1)
z = E("why")
w = Late()
del x
gc.collect()
del y
gc.collect()
del z
gc.collect()
del w
gc.collect()
print("done")
# expect: list del 2
# expect: dict del ['a']
# expect: exception del ('why',)
# expect: late del
# expect: done
