# Fitting a line: lstsq, polyfit, polyval, residuals, R squared.
import numpy as np

x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0])
noise = np.array([0.1, -0.2, 0.05, 0.3, -0.1, -0.25, 0.15, 0.0])
y = 2.5 * x + 1.0 + noise
print(y)

A = np.vstack([x, np.ones(len(x))]).T
print(A[:3])
(m, c), residuals, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print("slope", round(m, 6), "intercept", round(c, 6))
print("rank", rank, "residual", np.round(residuals, 6))
print(np.round(sv, 6))

coef = np.polyfit(x, y, 1)
print(np.round(coef, 6))
print(np.allclose(coef, [m, c]))

fitted = np.polyval(coef, x)
print(np.round(fitted, 3))
res = y - fitted
ss_res = np.sum(res ** 2)
ss_tot = np.sum((y - y.mean()) ** 2)
r2 = 1 - ss_res / ss_tot
print("R^2 =", round(r2, 6))
print(repr(np.round(r2, 4)))

quad = np.polyfit(x, x ** 2 - 3 * x + 2, 2)
print(np.round(quad, 8) + 0.0)
print(np.round(np.polyval(quad, [10, 20]), 6))

corr = np.corrcoef(x, y)
print(np.round(corr, 5))
print(np.round(np.cov(x, y), 5))

xm = x - x.mean()
slope = (xm * (y - y.mean())).sum() / (xm ** 2).sum()
print(round(slope, 6), np.isclose(slope, m))
pred = np.interp([2.5, 6.5], x, fitted)
print(np.round(pred, 4))

# expect: [ 1.1   3.3   6.05  8.8  10.9  13.25 16.15 18.5 ]
# expect: [[0. 1.]
# expect:  [1. 1.]
# expect:  [2. 1.]]
# expect: slope 2.497024 intercept 1.016667
# expect: rank 2 residual [0.236815]
# expect: [12.070368  1.51862 ]
# expect: [2.497024 1.016667]
# expect: True
# expect: [ 1.017  3.514  6.011  8.508 11.005 13.502 15.999 18.496]
# expect: R^2 = 0.999097
# expect: 0.9991
# expect: [ 1. -3.  2.]
# expect: [ 72. 342.]
# expect: [[1.      0.99955]
# expect:  [0.99955 1.     ]]
# expect: [[ 6.      14.98214]
# expect:  [14.98214 37.4446 ]]
# expect: 2.497024 True
# expect: [ 7.2592 17.2473]
