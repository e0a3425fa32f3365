# A registry remembers shown warnings only until the filters change: any
# filterwarnings/simplefilter/resetwarnings call makes them show again.
import warnings

registry = {}
warnings.warn_explicit("shown", UserWarning, "f.py", 1, registry=registry)
warnings.warn_explicit("shown", UserWarning, "f.py", 1, registry=registry)
warnings.simplefilter("default")
warnings.warn_explicit("shown", UserWarning, "f.py", 1, registry=registry)
warnings.warn_explicit("shown", UserWarning, "f.py", 1, registry=registry)
print(type(registry["version"]).__name__, len(registry))

# expect: int 2
# expect-stderr: f.py:1: UserWarning: shown
# expect-stderr: f.py:1: UserWarning: shown
