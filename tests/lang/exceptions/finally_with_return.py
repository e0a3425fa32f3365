def f():
    try:
        return "try"
    finally:
        print("finally runs")
def g():
    try:
        raise ValueError
    finally:
        return "finally overrides"
print(f())
print(g())

# expect: finally runs
# expect: try
# expect: finally overrides
