for obj, attr in [(1, "foo"), ("s", "push"), ([], "add"), ({}, "append")]:
    try:
        getattr(obj, attr)
    except AttributeError as e:
        print(e)

# expect: 'int' object has no attribute 'foo'
# expect: 'str' object has no attribute 'push'
# expect: 'list' object has no attribute 'add'
# expect: 'dict' object has no attribute 'append'
