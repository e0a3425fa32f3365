# Many objects with a __del__ made and dropped in a loop: each one's __del__
# runs exactly once, and objects of classes without one are unaffected.
import gc

count = 0


class Counted:
    def __del__(self):
        global count
        count += 1


class Plain:
    pass


keep = []
for i in range(20000):
    c = Counted()
    p = Plain()
    if i % 1000 == 0:
        keep.append(c)
del c, p
gc.collect()
print(count)
keep.clear()
gc.collect()
print(count)
# expect: 19980
# expect: 20000
