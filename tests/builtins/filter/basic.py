print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(lambda x: x > 2, range(6))))

# expect: [1, 'a', [0]] [3, 4, 5]
