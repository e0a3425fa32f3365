from itertools import accumulate, chain
import operator
print(list(accumulate([1, 2, 3, 4])))
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2], initial=10)), list(accumulate([])))
print(list(chain('ab', [1], ())), list(chain.from_iterable(['xy', 'z'])))

# expect: [1, 3, 6, 10]
# expect: [1, 2, 6, 24]
# expect: [3, 3, 4, 4, 5]
# expect: [10, 11, 13] []
# expect: ['a', 'b', 1] ['x', 'y', 'z']
