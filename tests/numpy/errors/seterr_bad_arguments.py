# np.seterr / np.errstate refuse unknown keywords and modes with NumPy's errors.
import numpy as np

for args in ["bogus=1", "all='bogus'", "divide='x'", "over=None", "invalid='warn', under='print'"]:
    for f in ["np.seterr", "np.errstate"]:
        try:
            r = eval(f"{f}({args})")
            if f == "np.errstate":
                with r:
                    pass
            print(f, args, "ok")
        except Exception as e:
            print(f, args, type(e).__name__, e)
np.seterr(all='warn')
np.seterr(under='ignore')
print(np.geterr())

# expect: np.seterr bogus=1 TypeError seterr() got an unexpected keyword argument 'bogus'
# expect: np.errstate bogus=1 TypeError seterr() got an unexpected keyword argument 'bogus'
# expect: np.seterr all='bogus' KeyError 'bogus'
# expect: np.errstate all='bogus' KeyError 'bogus'
# expect: np.seterr divide='x' KeyError 'x'
# expect: np.errstate divide='x' KeyError 'x'
# expect: np.seterr over=None ok
# expect: np.errstate over=None ok
# expect: np.seterr invalid='warn', under='print' ok
# expect: np.errstate invalid='warn', under='print' ok
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
