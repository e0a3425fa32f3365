# Daily temperatures of a week in three cities: the statistics a tutorial
# computes first (mean, min/max, argmax, std, percentiles, anomalies).
import numpy as np

cities = ["Oslo", "Rome", "Cairo"]
temps = np.array([
    [3.1, 4.5, 2.2, -1.0, 0.5, 5.8, 6.1],
    [14.2, 15.0, 16.8, 13.9, 12.5, 17.3, 18.0],
    [24.5, 26.1, 27.9, 25.0, 28.3, 30.2, 29.4],
])
print(temps)
print(temps.shape, temps.dtype, temps.size)

mean_per_city = temps.mean(axis=1)
print("mean per city:", mean_per_city)
print(repr(mean_per_city))
for name, m in zip(cities, mean_per_city):
    print(name, m, round(m, 2), type(m).__name__)

print("hottest day per city:", temps.argmax(axis=1))
print("coldest overall:", temps.min(), "at", np.unravel_index(temps.argmin(), temps.shape))
print("max per day:", temps.max(axis=0))
print("std per city:", np.round(temps.std(axis=1), 3))
print("median:", np.median(temps, axis=1))
print("25th/75th percentiles of Rome:", np.percentile(temps[1], [25, 75]))

anomalies = temps - mean_per_city[:, np.newaxis]
print("anomalies:")
print(np.round(anomalies, 2))
print("days above the city mean:", (anomalies > 0).sum(axis=1))

fahrenheit = temps * 9 / 5 + 32
print(fahrenheit[0])
print(repr(fahrenheit.mean()))
print("freezing days in Oslo:", np.count_nonzero(temps[0] < 0))
weekly_range = np.ptp(temps, axis=1)
print("range:", weekly_range)
print(f"Cairo's warmest day was {temps[2].max():.1f} C on day {temps[2].argmax() + 1}")
print(np.diff(temps[1]))
print(np.cumsum(temps[2]) / np.arange(1, 8))

# expect: [[ 3.1  4.5  2.2 -1.   0.5  5.8  6.1]
# expect:  [14.2 15.  16.8 13.9 12.5 17.3 18. ]
# expect:  [24.5 26.1 27.9 25.  28.3 30.2 29.4]]
# expect: (3, 7) float64 21
# expect: mean per city: [ 3.02857143 15.38571429 27.34285714]
# expect: array([ 3.02857143, 15.38571429, 27.34285714])
# expect: Oslo 3.028571428571429 3.03 float64
# expect: Rome 15.385714285714286 15.39 float64
# expect: Cairo 27.342857142857145 27.34 float64
# expect: hottest day per city: [6 6 5]
# expect: coldest overall: -1.0 at (0, 3)
# expect: max per day: [24.5 26.1 27.9 25.  28.3 30.2 29.4]
# expect: std per city: [2.467 1.874 2.026]
# expect: median: [ 3.1 15.  27.9]
# expect: 25th/75th percentiles of Rome: [14.05 17.05]
# expect: anomalies:
# expect: [[ 0.07  1.47 -0.83 -4.03 -2.53  2.77  3.07]
# expect:  [-1.19 -0.39  1.41 -1.49 -2.89  1.91  2.61]
# expect:  [-2.84 -1.24  0.56 -2.34  0.96  2.86  2.06]]
# expect: days above the city mean: [4 3 4]
# expect: [37.58 40.1  35.96 30.2  32.9  42.44 42.98]
# expect: 59.45428571428571
# expect: freezing days in Oslo: 1
# expect: range: [7.1 5.5 5.7]
# expect: Cairo's warmest day was 30.2 C on day 6
# expect: [ 0.8  1.8 -2.9 -1.4  4.8  0.7]
# expect: [24.5        25.3        26.16666667 25.875      26.36       27.
# expect:  27.34285714]
