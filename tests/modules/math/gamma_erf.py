import math
print(math.gamma(5), math.gamma(0.5), math.lgamma(10), math.erf(1), math.erfc(1), math.erf(0))

# expect: 24.0 1.7724538509055159 12.801827480081467 0.8427007929497149 0.15729920705028513 0.0
