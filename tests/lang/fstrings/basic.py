name = "world"
n = 3
print(f"hello {name}, n={n}, next={n + 1}")
print(f"{name!r} {name.upper()}")

# expect: hello world, n=3, next=4
# expect: 'world' WORLD
