# RandomState's lognormal (exp of the polar Gaussian), laplace and logistic.
import numpy as np
for seed in (0, 21):
    np.random.seed(seed)
    print(np.random.lognormal(size=3).tolist(), np.random.lognormal(1.0, 0.25, (2, 2)))
    print(np.random.laplace(size=4).tolist(), np.random.laplace([0.0, 10.0], 2.0))
    print(np.random.logistic(size=4).tolist(), np.random.logistic(5, [1.0, 0.0]))
for f in (np.random.lognormal, np.random.laplace, np.random.logistic):
    try:
        f(0.0, -1.0)
    except ValueError as e:
        print(f.__name__, "ValueError:", e)

# expect: [5.836039190663969, 1.4920592434019648, 2.661095776728801] [[4.75988401 4.33572785]
# expect:  [2.12905992 3.44706142]]
# expect: [2.6217650014938685, -0.2654209825266639, 0.875748959409223, 0.059526928976643065] [ 0.29257133 13.81021395]
# expect: [-2.5708823140041335, -2.3492010310499145, -3.880736738012412, 1.6043095707424446] [6.25495694 5.        ]
# expect: [0.9493628064259666, 0.8947633130678084, 2.834305118673436] [[1.98538962 3.27509514]
# expect:  [1.77222631 2.58192154]]
# expect: [-0.008174218426238156, 1.2997471519331096, 0.7295781444153506, 2.829713736703074] [1.46213472 9.47337074]
# expect: [-0.3692662660680344, 0.9117612214056271, -0.9912270893510196, 1.76714987486146] [7.35289383 5.        ]
# expect: lognormal ValueError: sigma < 0
# expect: laplace ValueError: scale < 0
# expect: logistic ValueError: scale < 0
