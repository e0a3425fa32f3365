import statistics as s
print(s.mode([1, 1, 2, 3, 3, 3]), s.mode('aabbbc'), s.mode(['x', 'y']))
print(s.multimode('aabbcd'), s.multimode([]))
try:
    s.mode([])
except s.StatisticsError as e:
    print(e)

# expect: 3 b x
# expect: ['a', 'b'] []
# expect: no mode for empty data
