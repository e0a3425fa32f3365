"""numba.core.errors — Numba's exception and warning classes (tpy's Numba API).

The hierarchy and names are Numba 0.56's, so `except TypingError` and an
uncaught error's last traceback line (numba.core.errors.TypingError: ...)
read as they do there. NumbaError keeps .msg, .loc and .contexts;
add_context appends "During: ..." lines to the message.
"""

__all__ = [
    'NumbaWarning', 'NumbaPerformanceWarning', 'NumbaDeprecationWarning',
    'NumbaPendingDeprecationWarning', 'NumbaParallelSafetyWarning',
    'NumbaTypeSafetyWarning', 'NumbaExperimentalFeatureWarning',
    'NumbaInvalidConfigWarning', 'NumbaDebugInfoWarning',
    'NumbaError', 'UnsupportedError', 'UnsupportedRewriteError', 'IRError',
    'RedefinedError', 'NotDefinedError', 'VerificationError', 'DeprecationError',
    'LoweringError', 'UnsupportedParforsError', 'ForbiddenConstruct', 'TypingError',
    'UntypedAttributeError', 'ByteCodeSupportError', 'CompilerError',
    'ConstantInferenceError', 'InternalError', 'RequireLiteralValue',
    'LiteralTypingError', 'NumbaValueError', 'NumbaTypeError', 'NumbaAttributeError',
    'NumbaAssertionError', 'NumbaNotImplementedError', 'NumbaKeyError',
    'NumbaIndexError', 'NumbaRuntimeError',
]


def _with_loc(msg, loc):
    return "%s\n%s\n" % (msg, loc.strformat()) if loc else "%s" % (msg,)


class NumbaWarning(Warning):
    """The base of Numba's compiler warnings."""

    def __init__(self, msg, loc=None, highlighting=True):
        self.msg = msg
        self.loc = loc
        Warning.__init__(self, _with_loc(msg, loc))


class NumbaPerformanceWarning(NumbaWarning):
    pass


class NumbaDeprecationWarning(NumbaWarning):
    pass


class NumbaPendingDeprecationWarning(NumbaWarning):
    pass


class NumbaParallelSafetyWarning(NumbaWarning):
    pass


class NumbaTypeSafetyWarning(NumbaWarning):
    pass


class NumbaExperimentalFeatureWarning(NumbaWarning):
    pass


class NumbaInvalidConfigWarning(NumbaWarning):
    pass


class NumbaDebugInfoWarning(NumbaWarning):
    pass


class NumbaError(Exception):
    """The base of Numba's compiler errors."""

    def __init__(self, msg, loc=None, highlighting=True):
        self.msg = msg
        self.loc = loc
        Exception.__init__(self, _with_loc(msg, loc))

    @property
    def contexts(self):
        try:
            return self._contexts
        except AttributeError:
            self._contexts = []
            return self._contexts

    def add_context(self, msg):
        """Appends "During: msg" to the message; returns self."""
        self.contexts.append(msg)
        self.args = ("%s\nDuring: %s" % (self, msg),)
        return self

    def patch_message(self, new_message):
        self.args = (new_message,) + self.args[1:]


class UnsupportedError(NumbaError):
    pass


class UnsupportedRewriteError(UnsupportedError):
    pass


class IRError(NumbaError):
    pass


class RedefinedError(IRError):
    pass


class NotDefinedError(IRError):
    def __init__(self, name, loc=None):
        self.name = name
        NumbaError.__init__(self, "The compiler failed to analyze the bytecode. "
                            "Variable '%s' is not defined." % (name,), loc=loc)


class VerificationError(IRError):
    pass


class DeprecationError(NumbaError):
    pass


class LoweringError(NumbaError):
    def __init__(self, msg, loc=None):
        NumbaError.__init__(self, msg, loc=loc)


class UnsupportedParforsError(NumbaError):
    pass


class ForbiddenConstruct(LoweringError):
    pass


class TypingError(NumbaError):
    pass


class UntypedAttributeError(TypingError):
    def __init__(self, value, attr, loc=None):
        TypingError.__init__(self, "Unknown attribute '%s' of type %s" % (attr, value), loc=loc)


class ByteCodeSupportError(NumbaError):
    def __init__(self, msg, loc=None):
        NumbaError.__init__(self, msg, loc=loc)


class CompilerError(NumbaError):
    pass


class ConstantInferenceError(NumbaError):
    def __init__(self, value, loc=None):
        NumbaError.__init__(self, value, loc=loc)


class InternalError(NumbaError):
    """Wraps an unexpected exception raised inside the compiler."""

    def __init__(self, exception):
        NumbaError.__init__(self, str(exception))
        self.old_exception = exception


class RequireLiteralValue(TypingError):
    pass


class LiteralTypingError(TypingError):
    pass


class NumbaValueError(TypingError):
    pass


class NumbaTypeError(TypingError):
    pass


class NumbaAttributeError(TypingError):
    pass


class NumbaAssertionError(TypingError):
    pass


class NumbaNotImplementedError(TypingError):
    pass


class NumbaKeyError(TypingError):
    pass


class NumbaIndexError(TypingError):
    pass


class NumbaRuntimeError(NumbaError):
    pass
