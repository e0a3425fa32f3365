x = 10
y = "hi"
print(f"{x=}")
print(f"{x + 1 = }")
print(f"{y=}")
print(f"{x=:5}")

# expect: x=10
# expect: x + 1 = 11
# expect: y='hi'
# expect: x=   10
