it = iter([10, 20])
print(next(it), next(it), next(it, "default"), next(it, None))

# expect: 10 20 default None
