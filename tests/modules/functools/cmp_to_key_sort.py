from functools import cmp_to_key
def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date']
print(sorted(words, key=cmp_to_key(by_len_then_alpha)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
print(max([3, 9, 4], key=cmp_to_key(lambda a, b: a - b)))

# expect: ['fig', 'date', 'kiwi', 'pear', 'apple']
# expect: [3, 2, 1]
# expect: 9
