# A library-style warning class (as Numba's NumbaWarning) silenced by
# category while other warnings still show.
import warnings


class LibWarning(UserWarning):
    pass


class LibPerformanceWarning(LibWarning):
    pass


def compile_something(n):
    for i in range(n):
        warnings.warn(LibPerformanceWarning("slow path %d" % i))
    warnings.warn("not a library warning", RuntimeWarning)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.simplefilter("ignore", category=LibWarning)
    compile_something(100)
print([(w.category.__name__, str(w.message)) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    compile_something(2)
print([(w.category.__name__, str(w.message)) for w in caught])

# expect: [('RuntimeWarning', 'not a library warning')]
# expect: [('LibPerformanceWarning', 'slow path 0'), ('LibPerformanceWarning', 'slow path 1'), ('RuntimeWarning', 'not a library warning')]
