try:
    round(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    round(float("nan"))
except ValueError as e:
    print("ValueError:", e)

# expect: OverflowError: cannot convert float infinity to integer
# expect: ValueError: cannot convert float NaN to integer
