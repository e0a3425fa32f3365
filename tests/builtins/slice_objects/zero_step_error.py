try:
    [1, 2, 3][::0]
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: slice step cannot be zero
