# A __del__ that stores its object resurrects it; when it is dropped again
# its __del__ does not run a second time (PEP 442).
import gc

saved = []
calls = 0


class Phoenix:
    def __init__(self, value):
        self.value = value

    def __del__(self):
        global calls
        calls += 1
        saved.append(self)


p = Phoenix([1, 2, 3])
del p
gc.collect()
print(calls, len(saved), saved[0].value)
saved.clear()
gc.collect()
print(calls, len(saved))
# expect: 1 1 [1, 2, 3]
# expect: 1 0
