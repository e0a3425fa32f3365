# A catch_warnings object enters once and exits only after entering; its
# repr names record=True.
import warnings

cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
try:
    cw.__exit__(None, None, None)
except RuntimeError as e:
    print(e)
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print(e)

# expect: catch_warnings(record=True) catch_warnings()
# expect: Cannot exit catch_warnings(record=True) without entering first
# expect: Cannot enter catch_warnings(record=True) twice
