# np.loadtxt's ValueErrors: a string that is no number, a row with another column count, a column index out of range.
import numpy as np
def attempt(lines, **kw):
    try:
        print(np.loadtxt(lines, **kw))
    except ValueError as e:
        print('ValueError:', e)
attempt(['1 2 3', '4 x 6'])
attempt(['# h', '', '1 2 3', '4 6'])
attempt(['1,2,3', '4,5,6'], delimiter=',', usecols=(0, 5))
attempt(['1,,3'], delimiter=',')
attempt(['1 2', '3 y'], dtype=np.int32)
attempt(['1 2', '3 0x10'], dtype=np.float32)
attempt(['1  2'], delimiter=' ')
attempt(['1 2'], ndmin=3)

# expect: ValueError: could not convert string 'x' to float64 at row 1, column 2.
# expect: ValueError: the number of columns changed from 3 to 2 at row 2; use `usecols` to select a subset and avoid this error
# expect: ValueError: invalid column index 5 at row 1 with 3 columns
# expect: ValueError: could not convert string '' to float64 at row 0, column 2.
# expect: ValueError: could not convert string 'y' to int32 at row 1, column 2.
# expect: ValueError: could not convert string '0x10' to float32 at row 1, column 2.
# expect: ValueError: could not convert string '' to float64 at row 0, column 2.
# expect: ValueError: Illegal value of ndmin keyword: 3
