import statistics as s
for fn, arg in [(s.mean, []), (s.stdev, [1]), (s.variance, []), (s.median, [])]:
    try:
        fn(arg)
    except s.StatisticsError as e:
        print(fn.__name__, '->', e)
print(issubclass(s.StatisticsError, ValueError))

# expect: mean -> mean requires at least one data point
# expect: stdev -> stdev requires at least two data points
# expect: variance -> variance requires at least two data points
# expect: median -> no median for empty data
# expect: True
