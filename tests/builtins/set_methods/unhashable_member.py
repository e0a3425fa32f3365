try:
    {[1, 2]}
except TypeError as e:
    print("TypeError:", e)
try:
    set().add({})
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: unhashable type: 'list'
# expect: TypeError: unhashable type: 'dict'
