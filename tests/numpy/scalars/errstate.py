# np.seterr / np.geterr / np.errstate / np.seterrcall: NumPy's policy for
# floating-point errors (ignore, warn, raise, print, call, log), restored by
# errstate on exit and after an exception.
import warnings
import numpy as np

warnings.simplefilter("always")
print(np.geterr())
old = np.seterr(all="ignore")
print(old, np.geterr())
print(np.float64(1) / 0, np.array([0.0]) / 0, np.int64(2**62) * 4)
np.seterr(**old)
print(np.geterr())
with np.errstate(divide="raise"):
    try:
        np.float64(1) / 0
    except FloatingPointError as e:
        print("FloatingPointError", e)
    try:
        np.array([1.0, 2.0]) / np.array([1.0, 0.0])
    except FloatingPointError as e:
        print("FloatingPointError", e)
    print(np.geterr()["divide"], np.float64(0) / 0 if False else "kept")
print(np.geterr()["divide"])
try:
    with np.errstate(all="raise"):
        np.sqrt(np.array([-1.0]))
except FloatingPointError as e:
    print("FloatingPointError", e, np.geterr()["invalid"])
with np.errstate(over="ignore", invalid="ignore"):
    print(np.float64(1e308) * 10, np.float64(0) / 0, np.geterr())
with np.errstate(divide="print"):
    print(np.array([1.0]) / 0)
calls = []
def handler(kind, flag):
    calls.append((kind, flag))
print(np.seterrcall(handler))
with np.errstate(all="call"):
    np.float64(1) / 0
    np.array([0.0]) / 0
    np.float64(1e308) * 10
print(calls, np.geterrcall() is handler)
class Log:
    def write(self, msg):
        print("logged:", msg.strip())
with np.errstate(divide="log", call=Log()):
    np.log(0.0)
print(np.geterrcall() is handler)
np.seterrcall(None)


@np.errstate(divide="ignore")
def quiet(x):
    return np.float64(x) / 0


print(quiet(3), np.geterr()["divide"])
for bad in [lambda: np.seterr(divide="loud"), lambda: np.seterrcall(3)]:
    try:
        bad()
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)

# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'} {'divide': 'ignore', 'over': 'ignore', 'under': 'ignore', 'invalid': 'ignore'}
# expect: inf [nan] 0
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: FloatingPointError divide by zero encountered in scalar divide
# expect: FloatingPointError divide by zero encountered in divide
# expect: raise kept
# expect: warn
# expect: FloatingPointError invalid value encountered in sqrt warn
# expect: inf nan {'divide': 'warn', 'over': 'ignore', 'under': 'ignore', 'invalid': 'ignore'}
# expect: [inf]
# expect: None
# expect: [('divide by zero', 1), ('invalid value', 8), ('overflow', 2)] True
# expect: logged: Warning: divide by zero encountered in log
# expect: True
# expect: inf warn
# expect: KeyError 'loud'
# expect: ValueError Only callable can be used as callback
# expect-stderr: Warning: divide by zero encountered in divide
