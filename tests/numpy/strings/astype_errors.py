# text that is no number raises int()'s / float()'s ValueError
import numpy as np

for text, dt in [(['1', 'a'], int), (['1.5'], int), ([''], float), (['x1'], float)]:
    try:
        np.array(text).astype(dt)
    except ValueError as e:
        print(type(e).__name__, e)
a = np.array([1, 2])
try:
    a[0] = 'seven'
except ValueError as e:
    print(type(e).__name__, e)

# expect: ValueError invalid literal for int() with base 10: 'a'
# expect: ValueError invalid literal for int() with base 10: '1.5'
# expect: ValueError could not convert string to float: ''
# expect: ValueError could not convert string to float: 'x1'
# expect: ValueError invalid literal for int() with base 10: 'seven'
