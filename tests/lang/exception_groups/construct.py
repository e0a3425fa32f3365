# Building exception groups: class selection, validation, attributes.
eg = BaseExceptionGroup("msg", [ValueError(1), TypeError(2)])
print(type(eg).__name__, eg.message, eg.exceptions, eg.args)
print(str(eg), repr(eg))
beg = BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError()])
print(type(beg).__name__, str(beg), isinstance(beg, Exception))
one = ExceptionGroup("one", (OSError("x"),))
print(str(one), one.exceptions[0], type(one.exceptions).__name__)
print(ExceptionGroup.__mro__)
print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(ExceptionGroup, Exception))
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))

for args in [(1, [ValueError()]), ("m", ValueError()), ("m", []), ("m", [1]), ("m", [ValueError(), "x"]), ("m",),
             ("m", [ValueError()], 3)]:
    try:
        ExceptionGroup(*args)
    except TypeError as e:
        print("TypeError:", e)
    except ValueError as e:
        print("ValueError:", e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)

class MyEG(ExceptionGroup):
    pass

m = MyEG("mine", [ValueError(3)])
print(type(m).__name__, m, m.exceptions)
try:
    MyEG("m", [SystemExit()])
except TypeError as e:
    print("TypeError:", e)

# expect: ExceptionGroup msg (ValueError(1), TypeError(2)) ('msg', [ValueError(1), TypeError(2)])
# expect: msg (2 sub-exceptions) ExceptionGroup('msg', [ValueError(1), TypeError(2)])
# expect: BaseExceptionGroup b (2 sub-exceptions) False
# expect: one (1 sub-exception) x tuple
# expect: (<class 'ExceptionGroup'>, <class 'BaseExceptionGroup'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
# expect: True True
# expect: True True
# expect: TypeError: BaseExceptionGroup.__new__() argument 1 must be str, not int
# expect: TypeError: second argument (exceptions) must be a sequence
# expect: ValueError: second argument (exceptions) must be a non-empty sequence
# expect: ValueError: Item 0 of second argument (exceptions) is not an exception
# expect: ValueError: Item 1 of second argument (exceptions) is not an exception
# expect: TypeError: BaseExceptionGroup.__new__() takes exactly 2 arguments (1 given)
# expect: TypeError: BaseExceptionGroup.__new__() takes exactly 2 arguments (3 given)
# expect: TypeError: Cannot nest BaseExceptions in an ExceptionGroup
# expect: MyEG mine (1 sub-exception) (ValueError(3),)
# expect: TypeError: Cannot nest BaseExceptions in 'MyEG'
