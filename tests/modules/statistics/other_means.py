import statistics as s
print(s.harmonic_mean([40, 60]), s.harmonic_mean([2.5, 3, 10]), s.geometric_mean([54, 24, 36]))
print(s.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), s.quantiles([1, 5, 9], n=2, method='inclusive'))

# expect: 48.0 3.6 36.000000000000014
# expect: [2.75, 5.5, 8.25] [5.0]
