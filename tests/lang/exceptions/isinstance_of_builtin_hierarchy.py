print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError))
print(issubclass(UnboundLocalError, NameError), issubclass(RecursionError, RuntimeError))
print(issubclass(StopIteration, Exception), issubclass(KeyboardInterrupt, Exception))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(IndentationError, SyntaxError))

# expect: True True
# expect: True True
# expect: True False
# expect: True True
