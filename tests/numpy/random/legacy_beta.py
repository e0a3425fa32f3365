# RandomState's beta: Johnk's algorithm when a, b <= 1, else a ratio of gammas.
import numpy as np
for seed in (0, 5, 123):
    np.random.seed(seed)
    print(np.random.beta(0.5, 0.7, 5).tolist())
    print(np.random.beta(2.0, 3.0, size=(2, 2)))
    print(np.random.beta([0.1, 1.0, 10.0], 1.0), np.random.beta(0.3, 4.0))
for args in ((0, 1), (1, -1.0), ([1.0, 0.0], 1.0)):
    try:
        np.random.beta(*args)
    except ValueError as e:
        print("ValueError:", e)
print(np.random.beta(float("nan"), 1.0))

# expect: [0.327145357519422, 0.46379954259165757, 0.25101318711641335, 0.1414979518911122, 0.0005307748953363645]
# expect: [[0.41528042 0.65409829]
# expect:  [0.01670969 0.87765172]]
# expect: [0.01182466 0.45133699 0.88592183] 0.0013915639609297225
# expect: [0.05665384296215278, 0.046022349829032014, 0.32494553018384426, 0.5999235707502315, 0.49008134924208907]
# expect: [[0.47029231 0.2478369 ]
# expect:  [0.34219535 0.31667893]]
# expect: [1.61025576e-08 1.06206142e-01 9.38297291e-01] 1.0033977882624117e-10
# expect: [0.7434683714282457, 0.10752474489538114, 0.6388267328010677, 0.46838233701306026, 0.15609643021422037]
# expect: [[0.27099102 0.36430006]
# expect:  [0.49847589 0.12508525]]
# expect: [7.57235472e-06 1.75169017e-01 9.59608049e-01] 0.005629806003018086
# expect: ValueError: a <= 0
# expect: ValueError: b <= 0
# expect: ValueError: a <= 0
# expect: nan
