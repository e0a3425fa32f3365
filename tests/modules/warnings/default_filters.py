# The filters at start-up: CPython 3.11's defaults (DeprecationWarning shown
# in __main__ only; PendingDeprecation, Import and Resource warnings ignored);
# anything else takes the default action.
import warnings

for action, message, category, module, lineno in warnings.filters:
    print(action, message, category.__name__, module, lineno)
print(warnings.defaultaction)
with warnings.catch_warnings(record=True) as caught:
    warnings.warn("from the script", DeprecationWarning)
    warnings.warn_explicit("from a library", DeprecationWarning, "lib.py", 1, module="lib")
    warnings.warn_explicit("main explicit", DeprecationWarning, "m.py", 1, module="__main__")
    warnings.warn_explicit("main prefix", DeprecationWarning, "m.py", 1, module="__main__x")
print([str(w.message) for w in caught])

# expect: default None DeprecationWarning __main__ 0
# expect: ignore None DeprecationWarning None 0
# expect: ignore None PendingDeprecationWarning None 0
# expect: ignore None ImportWarning None 0
# expect: ignore None ResourceWarning None 0
# expect: default
# expect: ['from the script', 'main explicit']
