import statistics as s
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(s.variance([1, 2, 3, 4]), s.variance([1, 3]), s.variance(data))
print(s.pvariance([1, 2, 3, 4]), s.pvariance([0.1, 0.2, 0.4]))
print(s.stdev([1, 2, 3, 4]), s.stdev(data), s.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(s.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), s.variance([1, 2, 3], 2))

# expect: 1.6666666666666667 2 1.3720238095238095
# expect: 1.25 0.015555555555555557
# expect: 1.2909944487358056 1.171334200612195 2.0
# expect: 1.0810874155219827 1
