# The "always" action shows every occurrence, also from the same line.
import warnings

def f(n):
    for i in range(n):
        warnings.warn("again")

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    f(300)
print(len(caught))
warnings.simplefilter("always")
for i in range(3):
    warnings.warn_explicit("repeated", UserWarning, "f.py", 4, registry={})
registry = {}
for i in range(2):
    warnings.warn_explicit("same registry", UserWarning, "f.py", 5, registry=registry)
print(len(registry))

# expect: 300
# expect: 1
# expect-stderr: f.py:4: UserWarning: repeated
# expect-stderr: f.py:4: UserWarning: repeated
# expect-stderr: f.py:4: UserWarning: repeated
# expect-stderr: f.py:5: UserWarning: same registry
# expect-stderr: f.py:5: UserWarning: same registry
