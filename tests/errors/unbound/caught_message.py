def f():
    if False:
        v = 1
    return v
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, "|", e, "|", isinstance(e, NameError))

# expect: UnboundLocalError | cannot access local variable 'v' where it is not associated with a value | True
