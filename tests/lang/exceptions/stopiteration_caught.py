it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)

# expect: 1
# expect: StopIteration ()
