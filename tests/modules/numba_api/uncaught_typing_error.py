# An uncaught Numba error names its class with its module, as Numba's do.
from numba.core.errors import TypingError

raise TypingError('Failed in nopython mode pipeline (step: nopython frontend)').add_context('resolving')

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/modules/numba_api/uncaught_typing_error.py", line 4, in <module>
# expect-stderr:     raise TypingError('Failed in nopython mode pipeline (step: nopython frontend)').add_context('resolving')
# expect-stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect-stderr: During: resolving
# expect-exit: 1
