# Generators still suspended when the program ends are closed after the
# last statement, with the instances whose __del__ runs at exit, in the
# order the globals hold them.
class Named:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def guarded(name):
    try:
        yield name
    finally:
        print("at exit finally", name)


first = guarded("first")
next(first)
obj = Named("object")
second = guarded("second")
next(second)
unstarted = guarded("unstarted")
print("end")
# expect: end
# expect: at exit finally first
# expect: del object
# expect: at exit finally second
