s = slice(2, None, -1)
data = list(range(6))
print(data[s], s, slice(None), slice(1, 2) == slice(1, 2), slice(5).stop)
print(slice(None, None, -1).indices(4), slice(-2, 10).indices(5))

# expect: [2, 1, 0] slice(2, None, -1) slice(None, None, None) True 5
# expect: (3, -1, -1) (3, 5, 1)
