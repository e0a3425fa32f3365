# np.histogram with bins as an estimator name: auto, fd, doane, scott, rice,
# sturges, sqrt (with range=, ints, float32, constant data) and the errors.
import numpy as np
rng = np.random.default_rng(0)
x = rng.standard_normal(1000)
for b in ['auto', 'fd', 'doane', 'scott', 'rice', 'sturges', 'sqrt']:
    h, e = np.histogram(x, bins=b)
    h2, e2 = np.histogram(x, bins=b, range=(-1, 2))
    h3, e3 = np.histogram(np.arange(10), bins=b)
    h4, e4 = np.histogram(np.array([1, 5, 2, 8, 3], dtype=np.float32), bins=b)
    print(b, len(h), e[:3], h[:5], len(h2), e2[-2:], h3, e3, h4, e4)
for f in [lambda: np.histogram(x, bins='foo'), lambda: np.histogram(x, bins='auto', weights=x),
          lambda: np.histogram([], bins='auto'), lambda: np.histogram([3, 3, 3], bins='fd'),
          lambda: np.histogram([1.0, 2.0], bins='doane'), lambda: np.histogram(x, bins='auto', range=(5, 6))]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: auto 27 [-3.89942173 -3.64144179 -3.38346184] [2 0 0 4 1] 13 [1.76923077 2.        ] [2 2 2 2 2] [0.  1.8 3.6 5.4 7.2 9. ] [2 1 1 1] [1.   2.75 4.5  6.25 8.  ]
# expect: fd 27 [-3.89942173 -3.64144179 -3.38346184] [2 0 0 4 1] 13 [1.76923077 2.        ] [3 3 4] [0. 3. 6. 9.] [3 2] [1.  4.5 8. ]
# expect: doane 12 [-3.89942173 -3.31896686 -2.73851199] [  2   4  12  28 122] 14 [1.78571429 2.        ] [2 2 2 2 2] [0.  1.8 3.6 5.4 7.2 9. ] [2 1 1 0 1] [1.  2.4 3.8 5.2 6.6 8. ]
# expect: scott 21 [-3.89942173 -3.56773323 -3.23604473] [ 2  0  4  1 10] 12 [1.75 2.  ] [5 5] [0.  4.5 9. ] [3 2] [1.  4.5 8. ]
# expect: rice 20 [-3.89942173 -3.55114881 -3.20287588] [2 0 4 3 9] 19 [1.84210526 2.        ] [2 2 2 2 2] [0.  1.8 3.6 5.4 7.2 9. ] [2 1 1 1] [1.   2.75 4.5  6.25 8.  ]
# expect: sturges 11 [-3.89942173 -3.26619823 -2.63297474] [  2   5  13  58 157] 11 [1.72727273 2.        ] [2 2 2 2 2] [0.  1.8 3.6 5.4 7.2 9. ] [2 1 1 1] [1.   2.75 4.5  6.25 8.  ]
# expect: sqrt 32 [-3.89942173 -3.68175115 -3.46408058] [2 0 0 1 3] 29 [1.89655172 2.        ] [3 2 2 3] [0.   2.25 4.5  6.75 9.  ] [3 1 1] [1.        3.3333333 5.6666665 8.       ]
# expect: ValueError 'foo' is not a valid estimator for `bins`
# expect: TypeError Automated estimation of the number of bins is not supported for weighted data
# expect: (array([0]), array([0., 1.]))
# expect: (array([3]), array([2.5, 3.5]))
# expect: (array([2]), array([1., 2.]))
# expect: (array([0]), array([5., 6.]))
