import statistics as s
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(s.mean([1, 2, 3, 4]), s.mean([1, 2, 3]), s.mean(data), s.mean([0.1, 0.2, 0.3]))
print(s.fmean([1, 2, 4]), s.mean([1, 2.5]))
print(s.median([1, 3, 5]), s.median([1, 3, 5, 7]), s.median_low([1, 3, 5, 7]), s.median_high([1, 3, 5, 7]))
print(s.median([5, 1, 3.5]))

# expect: 2.5 2 1.6071428571428572 0.2
# expect: 2.3333333333333335 1.75
# expect: 3 4.0 3 5
# expect: 3.5
