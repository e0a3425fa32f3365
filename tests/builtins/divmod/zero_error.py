try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# expect: ZeroDivisionError: integer division or modulo by zero
# expect: ZeroDivisionError: float divmod()
