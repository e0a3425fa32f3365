import math
for args in [(0,), (-1,), (10, 1), (10, 0)]:
    try:
        math.log(*args)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)

# expect: ValueError: math domain error
# expect: ValueError: math domain error
# expect: ZeroDivisionError: float division by zero
# expect: ValueError: math domain error
