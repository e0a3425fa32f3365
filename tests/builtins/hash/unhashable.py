for v in [[1], {}, {1}, ([1],)]:
    try:
        hash(v)
    except TypeError as e:
        print("TypeError:", e)

# expect: TypeError: unhashable type: 'list'
# expect: TypeError: unhashable type: 'dict'
# expect: TypeError: unhashable type: 'set'
# expect: TypeError: unhashable type: 'list'
