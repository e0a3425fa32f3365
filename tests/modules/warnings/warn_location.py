# warnings.warn reports the file and line of the frame stacklevel calls up,
# followed by that source line.
import warnings


def deprecated_api():
    warnings.warn("deprecated_api is going away", DeprecationWarning, stacklevel=2)


def helper():
    warnings.warn("from the helper itself")


warnings.simplefilter("always")
warnings.warn("at module level")
helper()
deprecated_api()
for i in range(2):
    warnings.warn("in a loop %d" % i, RuntimeWarning)
with warnings.catch_warnings(record=True) as caught:
    deprecated_api()
print(caught[0].filename.endswith("warn_location.py"), caught[0].lineno, caught[0].category.__name__)

# expect: True 21 DeprecationWarning
# expect-stderr: tests/modules/warnings/warn_location.py:15: UserWarning: at module level
# expect-stderr:   warnings.warn("at module level")
# expect-stderr: tests/modules/warnings/warn_location.py:11: UserWarning: from the helper itself
# expect-stderr:   warnings.warn("from the helper itself")
# expect-stderr: tests/modules/warnings/warn_location.py:17: DeprecationWarning: deprecated_api is going away
# expect-stderr:   deprecated_api()
# expect-stderr: tests/modules/warnings/warn_location.py:19: RuntimeWarning: in a loop 0
# expect-stderr:   warnings.warn("in a loop %d" % i, RuntimeWarning)
# expect-stderr: tests/modules/warnings/warn_location.py:19: RuntimeWarning: in a loop 1
# expect-stderr:   warnings.warn("in a loop %d" % i, RuntimeWarning)
