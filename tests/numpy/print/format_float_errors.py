# format_float_* and set_printoptions reject bad arguments with NumPy's errors.
import numpy as np
def attempt(fn, *args, **kw):
    try:
        print(fn(*args, **kw))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
attempt(np.format_float_positional, 1.0, precision=-1)
attempt(np.format_float_positional, 1.0, unique=False)
attempt(np.format_float_scientific, 1.0, unique=False)
attempt(np.format_float_positional, 'a')
attempt(np.format_float_positional, 1.0, precision=2, min_digits=3)
attempt(np.set_printoptions, floatmode='exact')
attempt(np.set_printoptions, sign='x')
attempt(np.set_printoptions, precision=1.5)
attempt(np.set_printoptions, threshold='10')
attempt(np.set_printoptions, threshold=float('nan'))
print(np.get_printoptions()['precision'])

# expect: ValueError precision must be >= 0
# expect: TypeError in non-unique mode `precision` must be supplied
# expect: TypeError in non-unique mode `precision` must be supplied
# expect: TypeError must be real number, not str
# expect: ValueError min_digits must be less than or equal to precision
# expect: ValueError floatmode option must be one of "fixed", "unique", "maxprec", "maxprec_equal"
# expect: ValueError sign option must be one of ' ', '+', or '-'
# expect: TypeError precision must be an integer
# expect: TypeError threshold must be numeric
# expect: ValueError threshold must be non-NAN, try sys.maxsize for untruncated representation
# expect: 8
