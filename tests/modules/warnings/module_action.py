# The "module" action: once per (message, category) in each module's
# registry, whatever the line.
import warnings

warnings.simplefilter("module")
r1 = {}
warnings.warn_explicit("per module", UserWarning, "a.py", 1, registry=r1)
warnings.warn_explicit("per module", UserWarning, "a.py", 2, registry=r1)
warnings.warn_explicit("per module", RuntimeWarning, "a.py", 2, registry=r1)
r2 = {}
warnings.warn_explicit("per module", UserWarning, "b.py", 3, registry=r2)
print(sorted(str(k) for k in r1 if k != "version"))

# expect: ["('per module', <class 'RuntimeWarning'>)", "('per module', <class 'RuntimeWarning'>, 2)", "('per module', <class 'UserWarning'>)", "('per module', <class 'UserWarning'>, 1)", "('per module', <class 'UserWarning'>, 2)"]
# expect-stderr: a.py:1: UserWarning: per module
# expect-stderr: a.py:2: RuntimeWarning: per module
# expect-stderr: b.py:3: UserWarning: per module
