# RandomState(seed) objects carry every distribution, independent of the
# module's hidden instance.
import numpy as np
rs = np.random.RandomState(2023)
np.random.seed(2023)
a = [rs.poisson(50, 3), rs.gamma(1.5, size=2), rs.binomial(20, 0.7, 3), rs.beta(2, 2), rs.geometric(0.2)]
np.random.random(5)
b = np.random.poisson(50, 3), np.random.gamma(1.5, size=2), np.random.binomial(20, 0.7, 3)
print(a)
print(b)
print(rs.standard_exponential(2), rs.standard_normal(2), rs.standard_normal())
print(rs.multinomial(10, [0.3, 0.7]), rs.choice(5, 3, replace=False, p=[0.2] * 5), rs.chisquare(2))
print(rs.lognormal(), rs.laplace(), rs.logistic(), rs.triangular(0, 0.5, 1), rs.exponential(3.0))

# expect: [array([46, 52, 41]), array([7.02368647, 3.51699667]), array([15, 16, 15]), 0.6177466174970664, 1]
# expect: (array([49, 55, 51]), array([0.01424602, 1.20231043]), array([16, 15, 16]))
# expect: [0.83209125 0.2274798 ] [-1.03359932 -1.50217752] -1.3795933998058296
# expect: [2 8] [4 3 1] 3.136794896846196
# expect: 0.8150915691621565 0.969366158874928 3.9206455111039387 0.7599846401301251 0.3489311600873096
