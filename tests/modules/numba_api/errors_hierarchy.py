# Numba's error classes: their bases, module, message, and added context.
import numba
from numba.core import errors

for name in ['NumbaError', 'TypingError', 'UnsupportedError', 'LoweringError', 'CompilerError',
             'NumbaTypeError', 'NumbaValueError', 'NumbaAttributeError', 'NumbaIndexError',
             'NumbaKeyError', 'NumbaNotImplementedError', 'NumbaAssertionError',
             'NumbaRuntimeError', 'InternalError', 'IRError', 'NotDefinedError',
             'RedefinedError', 'VerificationError', 'ForbiddenConstruct',
             'UnsupportedRewriteError', 'UntypedAttributeError', 'RequireLiteralValue',
             'NumbaWarning', 'NumbaPerformanceWarning', 'NumbaDeprecationWarning',
             'NumbaPendingDeprecationWarning', 'NumbaTypeSafetyWarning',
             'NumbaParallelSafetyWarning', 'NumbaExperimentalFeatureWarning']:
    cls = getattr(errors, name)
    print(name, cls.__module__, [b.__name__ for b in cls.__bases__], getattr(numba, name) is cls)

e = errors.TypingError('bad thing')
print(repr(e), e.args, e.msg, e.loc, e.contexts)
print(e.add_context('first') is e, repr(str(e)))
e.add_context('second')
print(repr(str(e)), e.msg, e.contexts)
e.patch_message('patched')
print(repr(str(e)), e.msg)
print(str(errors.NotDefinedError('x')), repr(errors.InternalError(ValueError('v')).old_exception))
w = errors.NumbaPerformanceWarning('slow')
print(repr(w), w.msg, isinstance(w, Warning), issubclass(errors.NumbaError, Exception))
try:
    raise errors.NumbaValueError('v')
except errors.TypingError as caught:
    print('caught', type(caught).__name__, caught)

# expect: NumbaError numba.core.errors ['Exception'] True
# expect: TypingError numba.core.errors ['NumbaError'] True
# expect: UnsupportedError numba.core.errors ['NumbaError'] True
# expect: LoweringError numba.core.errors ['NumbaError'] True
# expect: CompilerError numba.core.errors ['NumbaError'] True
# expect: NumbaTypeError numba.core.errors ['TypingError'] True
# expect: NumbaValueError numba.core.errors ['TypingError'] True
# expect: NumbaAttributeError numba.core.errors ['TypingError'] True
# expect: NumbaIndexError numba.core.errors ['TypingError'] True
# expect: NumbaKeyError numba.core.errors ['TypingError'] True
# expect: NumbaNotImplementedError numba.core.errors ['TypingError'] True
# expect: NumbaAssertionError numba.core.errors ['TypingError'] True
# expect: NumbaRuntimeError numba.core.errors ['NumbaError'] True
# expect: InternalError numba.core.errors ['NumbaError'] True
# expect: IRError numba.core.errors ['NumbaError'] True
# expect: NotDefinedError numba.core.errors ['IRError'] True
# expect: RedefinedError numba.core.errors ['IRError'] True
# expect: VerificationError numba.core.errors ['IRError'] True
# expect: ForbiddenConstruct numba.core.errors ['LoweringError'] True
# expect: UnsupportedRewriteError numba.core.errors ['UnsupportedError'] True
# expect: UntypedAttributeError numba.core.errors ['TypingError'] True
# expect: RequireLiteralValue numba.core.errors ['TypingError'] True
# expect: NumbaWarning numba.core.errors ['Warning'] True
# expect: NumbaPerformanceWarning numba.core.errors ['NumbaWarning'] True
# expect: NumbaDeprecationWarning numba.core.errors ['NumbaWarning'] True
# expect: NumbaPendingDeprecationWarning numba.core.errors ['NumbaWarning'] True
# expect: NumbaTypeSafetyWarning numba.core.errors ['NumbaWarning'] True
# expect: NumbaParallelSafetyWarning numba.core.errors ['NumbaWarning'] True
# expect: NumbaExperimentalFeatureWarning numba.core.errors ['NumbaWarning'] True
# expect: TypingError('bad thing') ('bad thing',) bad thing None []
# expect: True 'bad thing\nDuring: first'
# expect: 'bad thing\nDuring: first\nDuring: second' bad thing ['first', 'second']
# expect: 'patched' bad thing
# expect: The compiler failed to analyze the bytecode. Variable 'x' is not defined. ValueError('v')
# expect: NumbaPerformanceWarning('slow') slow True True
# expect: caught NumbaValueError v
