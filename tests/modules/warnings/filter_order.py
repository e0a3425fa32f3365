# New filters go to the front (append=True: the back); adding a filter that
# is already there moves it instead of doubling it; the first match wins.
import warnings

warnings.resetwarnings()
warnings.simplefilter("ignore", RuntimeWarning)
warnings.simplefilter("error")
warnings.filterwarnings("always", message="x", append=True)
print([(a, c.__name__) for a, m, c, mod, ln in warnings.filters])
warnings.simplefilter("ignore", RuntimeWarning)
print([(a, c.__name__) for a, m, c, mod, ln in warnings.filters])
warnings.filterwarnings("always", message="x", append=True)
warnings.simplefilter("error", append=True)
print(len(warnings.filters), warnings.filters[0][1], warnings.filters[0][3], warnings.filters[0][4])
warnings.warn("ignored first", RuntimeWarning)
try:
    warnings.warn("raised")
except UserWarning as e:
    print("raised:", e)

# expect: [('error', 'Warning'), ('ignore', 'RuntimeWarning'), ('always', 'Warning')]
# expect: [('ignore', 'RuntimeWarning'), ('error', 'Warning'), ('always', 'Warning')]
# expect: 3 None None 0
# expect: raised: raised
