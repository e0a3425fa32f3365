print(sum([1, 2, 3]), sum([], 10), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101), start=5))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)

# expect: 6 10 0.9999999999999999 [1, 2] 5055
# expect: TypeError: sum() can't sum strings [use ''.join(seq) instead]
