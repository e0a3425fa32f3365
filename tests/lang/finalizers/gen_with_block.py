# A generator suspended inside a with block gets the block's __exit__
# (with GeneratorExit) when it is collected.
import gc


class Resource:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, kind, value, tb):
        print("exit", kind.__name__)
        return False


def reader():
    with Resource():
        yield "line 1"
        yield "line 2"


r = reader()
print(next(r))
r = None
gc.collect()
print("after collect")
# expect: enter
# expect: line 1
# expect: exit GeneratorExit
# expect: after collect
