# mean, var and std (float64 accumulation for integers, ddof).
import numpy as np
x = np.arange(12).reshape(3, 4)
print(np.mean(x), x.mean(axis=0), x.mean(axis=1))
print(np.var(x), x.std(), x.var(axis=0), x.std(axis=1, ddof=1))
f = np.array([1.0, 2.0, 4.0, 8.0])
print(f.mean(), f.var(), f.std(), np.std(f, ddof=1))
print(np.mean(np.ones(3, dtype=np.float32)), np.mean([True, False]))

# expect: 5.5 [4. 5. 6. 7.] [1.5 5.5 9.5]
# expect: 11.916666666666666 3.452052529534663 [10.66666667 10.66666667 10.66666667 10.66666667] [1.29099445 1.29099445 1.29099445]
# expect: 3.75 7.1875 2.680951323690902 3.095695936834452
# expect: 1.0 0.5
