for k in {"b": 1, "a": 2}:
    print(k)
for ch in "hi!":
    print(ch)

# expect: b
# expect: a
# expect: h
# expect: i
# expect: !
