# A filter with a line number matches warnings from that line only.
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", lineno=20)
    warnings.simplefilter("error", lineno=30)
    for line in (10, 20, 30, 40):
        try:
            warnings.warn_explicit("at %d" % line, UserWarning, "f.py", line)
        except UserWarning as e:
            print("raised:", e)
print([str(w.message) for w in caught])
try:
    warnings.simplefilter("ignore", lineno=-1)
except AssertionError as e:
    print(e)

# expect: raised: at 30
# expect: ['at 10', 'at 40']
# expect: lineno must be an int >= 0
