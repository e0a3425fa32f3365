# RandomState's standard_gamma / gamma / chisquare: Marsaglia-Tsang over the
# polar Gaussian for shape >= 1, Johnk's rejection below 1.
import numpy as np
for seed in (0, 3, 99):
    np.random.seed(seed)
    print(np.random.standard_gamma(0.5, 5).tolist())
    print(np.random.standard_gamma(1.0, 3).tolist(), np.random.standard_gamma(0.0), np.random.standard_gamma(7.25))
    print(np.random.gamma(2.0, 3.0, size=(2, 2)))
    print(np.random.gamma([0.2, 1.0, 5.0], [1.0, 2.0, 0.5]), np.random.gamma(3))
    print(np.random.chisquare(3, 4).tolist(), np.random.chisquare([0.5, 40.0]))
for args in ((-1.0,), (1.0, -1.0), ([1.0, -0.5],)):
    try:
        np.random.gamma(*args)
    except ValueError as e:
        print("ValueError:", e)
for df in (0, [1.0, 0.0], -2):
    try:
        np.random.chisquare(df)
    except ValueError as e:
        print("ValueError:", e)

# expect: [0.3040018897607044, 0.37827172006781556, 0.1794833890028876, 0.19148256746066028, 0.8796085396811957]
# expect: [0.8394328467388229, 2.5982541539254407, 0.07368535491284788] 0.0 8.270172028762724
# expect: [[ 7.59512314  4.32919066]
# expect:  [12.69174406  2.12573716]]
# expect: [0.03870093 0.61456071 2.76459905] 8.355631672239149
# expect: [0.39069748038229696, 7.457752484230454, 7.164413188196506, 0.8929529718178975] [2.63118167e-05 2.42507008e+01]
# expect: [0.3064370912697103, 0.0846255671220083, 1.6145306258960375, 0.01577167020429814, 0.0026488730156089537]
# expect: [0.030331597976186325, 0.6103388688105967, 1.0473795318149868] 0.0 9.692540137286464
# expect: [[1.68010496 0.97434587]
# expect:  [6.70473983 3.12732013]]
# expect: [0.04792737 0.73161456 4.90110142] 3.8235415787131335
# expect: [2.003477584839445, 1.0353629119081906, 1.8708515291953933, 0.5455514059586969] [ 0.09671638 34.03486972]
# expect: [0.5058368150641452, 1.05334885692479, 0.9578272516957481, 0.7882148675908169, 0.1424601506616699]
# expect: [2.644348794091003, 0.5032775892293008, 3.6479792608833446] 0.0 4.799100715577546
# expect: [[5.21354766 0.79034746]
# expect:  [7.02770088 7.85775646]]
# expect: [0.01182253 0.3109955  1.2546122 ] 1.543244438107337
# expect: [2.237206966474684, 2.6053673878108565, 4.959657490650349, 1.3002963699606296] [ 0.33584335 39.80263371]
# expect: ValueError: shape < 0
# expect: ValueError: scale < 0
# expect: ValueError: shape < 0
# expect: ValueError: df <= 0
# expect: ValueError: df <= 0
# expect: ValueError: df <= 0
