# The "default" action shows a warning once per (message, category, line) in
# each registry: a loop warns once.
import warnings

def f(n):
    for i in range(n):
        warnings.warn("in a loop")

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    f(500)
    f(2)
print(len(caught))

warnings.simplefilter("default")
registry = {}
for i in range(3):
    warnings.warn_explicit("m", UserWarning, "f.py", 10, registry=registry)
warnings.warn_explicit("m", UserWarning, "f.py", 11, registry=registry)
warnings.warn_explicit("m", RuntimeWarning, "f.py", 11, registry=registry)
warnings.warn_explicit("other text", UserWarning, "f.py", 11, registry=registry)
warnings.warn_explicit("m", UserWarning, "f.py", 10, registry={})
warnings.warn_explicit("no registry", UserWarning, "f.py", 12)
warnings.warn_explicit("no registry", UserWarning, "f.py", 12)

# expect: 1
# expect-stderr: f.py:10: UserWarning: m
# expect-stderr: f.py:11: UserWarning: m
# expect-stderr: f.py:11: RuntimeWarning: m
# expect-stderr: f.py:11: UserWarning: other text
# expect-stderr: f.py:10: UserWarning: m
# expect-stderr: f.py:12: UserWarning: no registry
# expect-stderr: f.py:12: UserWarning: no registry
