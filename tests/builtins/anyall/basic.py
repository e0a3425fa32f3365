print(any([]), all([]), any([0, "", None]), any([0, 1]), all([1, "a", [0]]), all([1, 0]))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)))

# expect: False True False True True False
# expect: True False
