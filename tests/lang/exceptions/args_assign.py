# Assigning args replaces what str(), repr() and the traceback show.
e = ValueError('a')
e.args = ('b',)
print(str(e), repr(e), e.args)
e.args = ['x', 2]
print(str(e), e.args)


class Contextual(Exception):
    def add(self, note):
        self.args = ("%s\nDuring: %s" % (self, note),)
        return self


try:
    e.args = 5
except TypeError as err:
    print(err)
raise Contextual('failed').add('typing')

# expect: b ValueError('b') ('b',)
# expect: ('x', 2) ('x', 2)
# expect: 'int' object is not iterable
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/lang/exceptions/args_assign.py", line 19, in <module>
# expect-stderr:     raise Contextual('failed').add('typing')
# expect-stderr: Contextual: failed
# expect-stderr: During: typing
# expect-exit: 1
