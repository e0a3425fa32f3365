# The "once" action: once per (message, category) whatever the line; with no
# registry the process-wide onceregistry keeps count; with one, that registry.
import warnings

warnings.simplefilter("once")
warnings.warn_explicit("once only", UserWarning, "a.py", 1)
warnings.warn_explicit("once only", UserWarning, "b.py", 2)
warnings.warn_explicit("once only", RuntimeWarning, "b.py", 2)
print(sorted(str(k) for k in warnings.onceregistry if k != "version"))
r1 = {}
warnings.warn_explicit("per registry", UserWarning, "c.py", 3, registry=r1)
warnings.warn_explicit("per registry", UserWarning, "c.py", 4, registry=r1)
warnings.warn_explicit("per registry", UserWarning, "d.py", 5, registry={})
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("once")
    for i in range(4):
        warnings.warn("loop once")
    warnings.warn("loop once")
print(len(caught))

# expect: ["('once only', <class 'RuntimeWarning'>)", "('once only', <class 'UserWarning'>)"]
# expect: 1
# expect-stderr: a.py:1: UserWarning: once only
# expect-stderr: b.py:2: RuntimeWarning: once only
# expect-stderr: c.py:3: UserWarning: per registry
# expect-stderr: d.py:5: UserWarning: per registry
