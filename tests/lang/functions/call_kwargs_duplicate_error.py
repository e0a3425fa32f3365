def f(**kw):
    return kw
try:
    f(a=1, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: __main__.f() got multiple values for keyword argument 'a'
