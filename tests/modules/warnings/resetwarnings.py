# resetwarnings empties the filters: every warning takes the default action,
# DeprecationWarning from other modules included.
import warnings

warnings.simplefilter("error")
warnings.resetwarnings()
print(warnings.filters)
with warnings.catch_warnings(record=True) as caught:
    warnings.warn_explicit("now shown", DeprecationWarning, "lib.py", 1, module="lib")
    warnings.warn("plain")
print([(w.category.__name__, str(w.message)) for w in caught])

# expect: []
# expect: [('DeprecationWarning', 'now shown'), ('UserWarning', 'plain')]
