# A Warning instance as the message: its class is the category (the
# category argument is ignored) and the recorded message is that instance.
import warnings

w = UserWarning("an instance", 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn(w, RuntimeWarning)
    warnings.warn_explicit(RuntimeWarning("explicit"), UserWarning, "f.py", 1)
print(caught[0].category.__name__, caught[0].message is w, caught[0].message.args)
print(caught[1].category.__name__, caught[1].message)
warnings.warn_explicit(w, None, "g.py", 2)

# expect: UserWarning True ('an instance', 2)
# expect: RuntimeWarning explicit
# expect-stderr: g.py:2: UserWarning: ('an instance', 2)
