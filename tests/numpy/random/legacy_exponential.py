# RandomState's standard_exponential / exponential: -log(1 - U) per draw.
import numpy as np
for seed in (0, 7, 2**32 - 1):
    np.random.seed(seed)
    print(np.random.standard_exponential(), np.random.standard_exponential(4).tolist())
    print(np.random.exponential(2.5, size=(2, 3)))
    print(np.random.exponential([1.0, 10.0, 0.0]), np.random.exponential(size=2), np.random.exponential(scale=0.5))
np.random.seed(1)
print(np.random.exponential(np.array([[1.0], [100.0]]), size=(2, 2)))
for bad in (-1.0, -0.0, [1.0, -2.0]):
    try:
        np.random.exponential(bad)
    except ValueError as e:
        print("ValueError:", e)

# expect: 0.79587450816311 [1.2559307629658378, 0.9232231458040688, 0.7872011523172707, 0.5510484910954992]
# expect: [[2.59539824 1.438798   5.55881103]
# expect:  [8.28728046 1.20900525 3.92224035]]
# expect: [0.75267411 8.39432847 0.        ] [0.07368535 0.09116103] 0.010212793342112475
# expect: 0.07937690952144451 [1.5137586745587868, 0.5769818641565158, 1.2854185268208107, 3.816236211795087]
# expect: [[1.93316069 1.73847656 0.18694662]
# expect:  [0.78143661 1.73228052 2.84257728]]
# expect: [1.62831006 4.79554911 0.        ] [0.33988188 2.40343942] 0.120008399624601
# expect: 0.10273289199103737 [2.4347784703332125, 1.556064466857251, 1.514144087824738, 0.018102540729134194]
# expect: [[ 8.72555778  2.24843255  0.3949032 ]
# expect:  [ 6.00256492  2.01711318 10.42626489]]
# expect: [0.53485613 3.91858756 0.        ] [2.71106103 1.73659011] 1.096189688222688
# expect: [[5.39605837e-01 1.27412525e+00]
# expect:  [1.14381359e-02 3.60012755e+01]]
# expect: ValueError: scale < 0
# expect: ValueError: scale < 0
# expect: ValueError: scale < 0
