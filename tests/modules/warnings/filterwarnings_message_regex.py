# filterwarnings' message is a regular expression matched case-insensitively
# at the start of the warning's text.
import warnings

warnings.simplefilter("always")
warnings.filterwarnings("ignore", message=r"spam.*eggs")
warnings.filterwarnings("error", message=r"\d+ items? (left|remaining)$")
with warnings.catch_warnings(record=True) as caught:
    for text in ["spam and eggs", "SPAM, Eggs!", "more spam and eggs", "spam only", "spameggs"]:
        warnings.warn(text)
    for text in ["3 items left", "1 item remaining", "12 items left over", "x 3 items left", "2 ITEMS LEFT"]:
        try:
            warnings.warn(text)
        except UserWarning as e:
            print("raised:", e)
print([str(w.message) for w in caught])

# expect: raised: 3 items left
# expect: raised: 1 item remaining
# expect: raised: 2 ITEMS LEFT
# expect: ['more spam and eggs', 'spam only', '12 items left over', 'x 3 items left']
